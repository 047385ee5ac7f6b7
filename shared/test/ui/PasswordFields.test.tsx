/**
 * The password fields (PasswordField, NewPasswordFields): required password inputs under the form's field names; the
 * rule of docs/requirements.md §5 under the new password from the start when asked, in the page's language, the
 * form's message above it; a mismatched confirmation says so once the field is left.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FIELD_RULES, VALIDATION_MESSAGES } from '../../src/domain';
import { i18n } from '../../src/i18n';
import { checkPasswordChange, useFormErrors } from '../../src/ui/forms';
import { NewPasswordFields, PasswordField } from '../../src/ui/PasswordFields';

function PasswordForm({ showRule }: { showRule?: boolean }) {
  const [v, setV] = useState({ old_password: '', new_password: '', confirm_password: '' });
  const errors = useFormErrors(useMemo(() => checkPasswordChange(v), [v]));
  const bind = (field: keyof typeof v) =>
    errors.bind(field, v[field], (value) => setV((s) => ({ ...s, [field]: value })));
  return (
    <form aria-label="Password">
      <PasswordField {...bind('old_password')} label="Current password" autoComplete="current-password" />
      <NewPasswordFields
        password={bind('new_password')}
        confirm={bind('confirm_password')}
        labels={{ password: 'New password', confirm: 'Confirm password' }}
        showRule={showRule}
      />
    </form>
  );
}

const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

afterEach(() => act(() => void i18n.changeLanguage('zh')));

test('three required password inputs; without the rule asked for, none shows', () => {
  render(
    <I18nextProvider i18n={i18n}>
      <PasswordForm />
    </I18nextProvider>,
  );
  for (const [name, autoComplete] of [
    ['old_password', 'current-password'],
    ['new_password', 'new-password'],
    ['confirm_password', 'new-password'],
  ]) {
    expect(input(name).type).toBe('password');
    expect(input(name).required).toBe(true);
    expect(input(name).autocomplete).toBe(autoComplete);
  }
  expect(screen.getByLabelText(/New password/).getAttribute('name')).toBe('new_password');
  expect(screen.queryByTestId('rule-password')).toBeNull();
});

test('in English: the rule stays under the new password, the mismatch shows once the confirmation is left', async () => {
  await act(async () => void (await i18n.changeLanguage('en')));
  render(
    <I18nextProvider i18n={i18n}>
      <PasswordForm showRule />
    </I18nextProvider>,
  );
  expect(screen.getByTestId('rule-password').textContent).toBe(FIELD_RULES.password.en);
  fireEvent.change(input('new_password'), { target: { value: 'short' } });
  fireEvent.blur(input('new_password'));
  const described = input('new_password').getAttribute('aria-describedby')!;
  expect(document.getElementById(described)!.textContent).toBe(
    `${VALIDATION_MESSAGES.passwordInvalid.en}${FIELD_RULES.password.en}`,
  );
  fireEvent.change(input('confirm_password'), { target: { value: 'other' } });
  expect(screen.queryByText(VALIDATION_MESSAGES.passwordMismatch.en)).toBeNull();
  fireEvent.blur(input('confirm_password'));
  expect(screen.getByText(VALIDATION_MESSAGES.passwordMismatch.en)).toBeTruthy();
});
