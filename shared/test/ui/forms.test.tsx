import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../src/http/client';
import { i18n } from '../../src/i18n';
import {
  apiErrorMessages,
  checkNewPassword,
  checkPasswordChange,
  checkProfile,
  checkResetAccount,
  problemMessages,
  useFormErrors,
  useFormSubmit,
} from '../../src/ui/forms';
import { safeRedirectTarget, VALIDATION_MESSAGES, type FieldProblem } from '../../src/domain';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
);

afterEach(() => act(() => void i18n.changeLanguage('zh')));

describe('rules of the account forms (docs/requirements.md §5)', () => {
  test('a new password and its confirmation', () => {
    expect(checkNewPassword('abc12345', 'abc12345')).toEqual([]);
    expect(checkNewPassword('abcdefgh', 'abcdefgh')).toEqual([{ field: 'password', key: 'passwordInvalid' }]);
    expect(checkNewPassword('abc12345', 'abc1234')).toEqual([
      { field: 'confirm_password', key: 'passwordMismatch' },
    ]);
    expect(checkNewPassword('short1', 'x', { password: 'new_password', confirm: 'confirm' })).toEqual([
      { field: 'new_password', key: 'passwordInvalid' },
      { field: 'confirm', key: 'passwordMismatch' },
    ]);
  });

  test('the password change needs the current password', () => {
    expect(
      checkPasswordChange({ old_password: '', new_password: 'abc12345', confirm_password: 'abc12345' }),
    ).toEqual([{ field: 'old_password', key: 'required' }]);
    expect(
      checkPasswordChange({ old_password: 'x', new_password: 'abc12345', confirm_password: 'abc12345' }),
    ).toEqual([]);
  });

  test('the editable user info', () => {
    const ok = { name: 'Li Lei', mobile: '13800000000', email: 'li@example.com', organization: '' };
    expect(checkProfile(ok)).toEqual([]);
    expect(
      checkProfile({
        ...ok,
        mobile: '23800000000',
        email: 'li@',
        name: 'x'.repeat(51),
        organization: 'y'.repeat(101),
      }).map((p) => `${p.field}:${p.key}`),
    ).toEqual(['name:tooLong', 'mobile:mobileInvalid', 'email:emailInvalid', 'organization:tooLong']);
  });

  test('a reset request names an e-mail or a mobile', () => {
    expect(checkResetAccount('  ')).toEqual([{ field: 'account', key: 'required' }]);
    expect(checkResetAccount('a@b')).toEqual([{ field: 'account', key: 'emailInvalid' }]);
    expect(checkResetAccount(' a@example.com ')).toEqual([]);
    expect(checkResetAccount('1380000000')).toEqual([{ field: 'account', key: 'mobileInvalid' }]);
    expect(checkResetAccount('13800000000')).toEqual([]);
  });

  test('only same-origin paths are restored', () => {
    expect(safeRedirectTarget('/userInfo?x=1')).toBe('/userInfo?x=1');
    for (const bad of [
      null,
      undefined,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'userInfo',
    ])
      expect(safeRedirectTarget(bad)).toBe('/');
  });
});

describe('messages', () => {
  test('the first problem of each field, in the language asked', () => {
    const problems: FieldProblem[] = [
      { field: 'mobile', key: 'mobileInvalid' },
      { field: 'mobile', key: 'required' },
      { field: 'confirm_password', key: 'passwordMismatch' },
    ];
    expect(problemMessages(problems, 'en')).toEqual({
      mobile: 'This mobile number is invalid',
      confirm_password: "The passwords you entered don't match",
    });
    expect(problemMessages(problems, 'zh').mobile).toBe(VALIDATION_MESSAGES.mobileInvalid.zh);
  });

  test('a failed call: field errors under known fields, the rest for the whole form', () => {
    const conflict = new ApiError('conflict', 409, 409, [
      { field: 'username', message: 'User already exists' },
      { field: 'username', message: 'second' },
      { field: 'email', message: 'already associated with an account' },
    ]);
    expect(apiErrorMessages(conflict, ['username', 'email'], 'fallback')).toEqual({
      fields: { username: 'User already exists', email: 'already associated with an account' },
      form: null,
    });
    const unknownField = new ApiError('bad', 400, 400, [{ field: 'captcha', message: 'Wrong captcha' }]);
    expect(apiErrorMessages(unknownField, ['username'], 'fallback')).toEqual({
      fields: {},
      form: 'Wrong captcha',
    });
    expect(apiErrorMessages(new ApiError('Too many attempts', 429, 429), ['username'], 'fallback')).toEqual({
      fields: {},
      form: 'Too many attempts',
    });
    expect(
      apiErrorMessages(new ApiError('Network Error', 0, -1, [], true), ['username'], 'fallback'),
    ).toEqual({ fields: {}, form: 'fallback' });
    expect(apiErrorMessages(new ApiError('expired', 200, 201), ['username'], 'fallback')).toEqual({
      fields: {},
      form: null,
    });
    expect(apiErrorMessages(new Error('boom'), ['username'], 'fallback')).toEqual({
      fields: {},
      form: 'fallback',
    });
  });
});

describe('useFormErrors', () => {
  const problems: FieldProblem[] = [
    { field: 'mobile', key: 'mobileInvalid' },
    { field: 'email', key: 'emailInvalid' },
  ];

  test('a problem shows once the field is left, every problem after a submit attempt', () => {
    const { result } = renderHook(() => useFormErrors(problems), { wrapper });
    expect(result.current.messageOf('mobile')).toBeUndefined();
    act(() => result.current.touch('mobile'));
    expect(result.current.messageOf('mobile')).toBe(VALIDATION_MESSAGES.mobileInvalid.zh);
    expect(result.current.messageOf('email')).toBeUndefined();
    let ok = true;
    act(() => {
      ok = result.current.attempt();
    });
    expect(ok).toBe(false);
    expect(result.current.messageOf('email')).toBe(VALIDATION_MESSAGES.emailInvalid.zh);
    act(() => result.current.reset());
    expect(result.current.messageOf('mobile')).toBeUndefined();
  });

  test('messages follow the language switch', () => {
    const { result } = renderHook(() => useFormErrors(problems), { wrapper });
    act(() => result.current.touch('mobile'));
    act(() => void i18n.changeLanguage('en'));
    expect(result.current.messageOf('mobile')).toBe('This mobile number is invalid');
  });

  test('a server message wins until the field is edited', () => {
    const { result } = renderHook(({ p }) => useFormErrors(p), {
      wrapper,
      initialProps: { p: [] as FieldProblem[] },
    });
    let ok = false;
    act(() => {
      ok = result.current.attempt();
    });
    expect(ok).toBe(true);
    act(() => result.current.setServerErrors({ username: 'User already exists' }));
    expect(result.current.messageOf('username')).toBe('User already exists');
    act(() => result.current.edited('email'));
    expect(result.current.messageOf('username')).toBe('User already exists');
    act(() => result.current.edited('username'));
    expect(result.current.messageOf('username')).toBeUndefined();
  });

  test('bind gives a text field its value, handlers and message', () => {
    const seen: string[] = [];
    const { result } = renderHook(() => useFormErrors(problems), { wrapper });
    act(() => result.current.setServerErrors({ mobile: 'taken' }));
    const bound = result.current.bind('mobile', '138', (v) => seen.push(v));
    expect(bound).toMatchObject({ name: 'mobile', value: '138', error: true, helperText: 'taken' });
    act(() => bound.onChange({ target: { value: '1380' } }));
    expect(seen).toEqual(['1380']);
    // Edited: the server message is gone; the rule's message waits for the field to be left.
    expect(result.current.bind('mobile', '1380', () => undefined)).toMatchObject({
      error: false,
      helperText: ' ',
    });
    act(() => result.current.bind('mobile', '1380', () => undefined).onBlur());
    expect(result.current.bind('mobile', '1380', () => undefined)).toMatchObject({
      error: true,
      helperText: VALIDATION_MESSAGES.mobileInvalid.zh,
    });
  });
});

describe('useFormSubmit', () => {
  const problems: FieldProblem[] = [];
  function setup(
    action: () => Promise<void>,
    opts?: Parameters<typeof useFormSubmit>[3],
    formProblems = problems,
  ) {
    return renderHook(
      () => {
        const errors = useFormErrors(formProblems);
        return { errors, form: useFormSubmit(errors, ['username'], action, opts) };
      },
      { wrapper },
    );
  }

  test('no call while a field has a problem or the form is blocked', async () => {
    const action = jest.fn(async () => {});
    const withProblem = setup(action, {}, [{ field: 'username', key: 'required' }]);
    await act(() => withProblem.result.current.form.submit());
    expect(withProblem.result.current.errors.messageOf('username')).toBe(VALIDATION_MESSAGES.required.zh);
    const blocked = setup(action, { blocked: true });
    await act(() => blocked.result.current.form.submit());
    expect(action).not.toHaveBeenCalled();
    const open = setup(action);
    await act(() => open.result.current.form.submit({ preventDefault: () => {} }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(open.result.current.form).toMatchObject({ busy: false, formError: null });
  });

  test('a refusal goes under its field and above the form; a handled one goes nowhere', async () => {
    const refusal = new ApiError('Invalid', 400, 400, [
      { field: 'username', message: 'Taken' },
      { field: 'captcha', message: 'Wrong captcha' },
    ]);
    const failing = setup(async () => Promise.reject(refusal));
    await act(() => failing.result.current.form.submit());
    expect(failing.result.current.errors.messageOf('username')).toBe('Taken');
    expect(failing.result.current.form.formError).toBe('Wrong captcha');
    const handled = setup(async () => Promise.reject(refusal), { handle: () => true });
    await act(() => handled.result.current.form.submit());
    expect(handled.result.current.errors.messageOf('username')).toBeUndefined();
    expect(handled.result.current.form).toMatchObject({ busy: false, formError: null });
  });
});
