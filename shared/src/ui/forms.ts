/**
 * Helpers of the account forms: the rules of docs/requirements.md §5 (from shared/domain) applied to the other account forms,
 * client-side problems and server field errors turned into one message per field, and the safe redirect target.
 * The server enforces the same rules and answers the same messages (docs/architecture.md §3: errors[{field, message}]).
 */
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isValidEmail,
  isValidMobile,
  isValidPassword,
  NAME_MAX,
  ORGANIZATION_MAX,
  validationMessage,
  type FieldProblem,
  type Lang,
} from '../domain';
import { navigateToUrl } from 'single-spa';
import { ApiError } from '../http/client';

/** One message per field name. */
export type FieldMessages = Record<string, string>;

/** The first message of each field, in the given language. */
export function problemMessages(problems: readonly FieldProblem[], lang: Lang): FieldMessages {
  const out: FieldMessages = {};
  for (const p of problems) if (!(p.field in out)) out[p.field] = validationMessage(p.key, lang);
  return out;
}

/**
 * Splits a failed call into messages under the form's fields and one message for the whole form.
 * Field errors on a field the form does not show, and errors without field errors, go to `form`.
 * A transport error (no answer) gives `fallback`; an ended session (code 201) gives nothing, since the
 * HTTP client already shows its message and goes to login.
 */
export function apiErrorMessages(
  err: unknown,
  knownFields: readonly string[],
  fallback: string,
): { fields: FieldMessages; form: string | null } {
  if (!(err instanceof ApiError)) return { fields: {}, form: fallback };
  if (err.code === 201) return { fields: {}, form: null };
  if (err.transport) return { fields: {}, form: fallback };
  const fields: FieldMessages = {};
  const other: string[] = [];
  for (const e of err.errors) {
    if (knownFields.includes(e.field)) {
      if (!(e.field in fields)) fields[e.field] = e.message;
    } else other.push(e.message);
  }
  if (other.length) return { fields, form: other.join(' ') };
  return { fields, form: Object.keys(fields).length ? null : err.message || fallback };
}

/** A new password and its confirmation (docs/requirements.md §5), under the given field names. */
export function checkNewPassword(
  password: string,
  confirm: string,
  names = { password: 'password', confirm: 'confirm_password' },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!isValidPassword(password)) problems.push({ field: names.password, key: 'passwordInvalid' });
  if (confirm !== password) problems.push({ field: names.confirm, key: 'passwordMismatch' });
  return problems;
}

/** The password change form: the current password is required, the new one follows docs/requirements.md §5. */
export function checkPasswordChange(v: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!v.old_password) problems.push({ field: 'old_password', key: 'required' });
  return problems.concat(
    checkNewPassword(v.new_password, v.confirm_password, {
      password: 'new_password',
      confirm: 'confirm_password',
    }),
  );
}

/** The editable user info (docs/requirements.md §3, §5): mobile and e-mail are required and well formed; name and organization bounded. */
export function checkProfile(v: {
  name: string;
  mobile: string;
  email: string;
  organization: string;
}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (v.name.length > NAME_MAX) problems.push({ field: 'name', key: 'tooLong' });
  if (!isValidMobile(v.mobile)) problems.push({ field: 'mobile', key: 'mobileInvalid' });
  if (!isValidEmail(v.email)) problems.push({ field: 'email', key: 'emailInvalid' });
  if (v.organization.length > ORGANIZATION_MAX) problems.push({ field: 'organization', key: 'tooLong' });
  return problems;
}

/** A password-reset request names an account by e-mail (it has an @) or by mobile. */
export function checkResetAccount(account: string): FieldProblem[] {
  const v = account.trim();
  if (!v) return [{ field: 'account', key: 'required' }];
  if (v.includes('@')) return isValidEmail(v) ? [] : [{ field: 'account', key: 'emailInvalid' }];
  return isValidMobile(v) ? [] : [{ field: 'account', key: 'mobileInvalid' }];
}

/** The current language of the page. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh';
}

export interface FormErrors {
  /** The message to show under a field now, if any. */
  messageOf: (field: string) => string | undefined;
  /** The field was left: its client-side problem shows from now on. */
  touch: (field: string) => void;
  /** The field was edited: a server message about its old value goes away. */
  edited: (field: string) => void;
  /** A submit attempt: every problem shows; true when the form has none and may be sent. */
  attempt: () => boolean;
  /** Messages the server answered for fields (they show until the field is edited). */
  setServerErrors: (fields: FieldMessages) => void;
  /** Forget touched fields, the submit attempt and server messages (e.g. after a successful submit). */
  reset: () => void;
  /** Props of a text field (MUI TextField) showing its message: name, value, onChange, onBlur, error, helperText. */
  bind: (field: string, value: string, onChange: (value: string) => void) => BoundField;
}

export interface BoundField {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
}

/**
 * The messages of a form: client-side problems (computed by the caller from the current values with the
 * shared rules) show for fields the user has left or after a submit attempt, in the current language;
 * a server message for a field takes precedence until the field is edited.
 */
export function useFormErrors(problems: readonly FieldProblem[]): FormErrors {
  const lang = useLang();
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldMessages>({});
  const client = useMemo(() => problemMessages(problems, lang), [problems, lang]);

  const messageOf = useCallback(
    (field: string) => server[field] ?? (submitted || touched.has(field) ? client[field] : undefined),
    [server, submitted, touched, client],
  );
  const touch = useCallback(
    (field: string) => setTouched((s) => (s.has(field) ? s : new Set(s).add(field))),
    [],
  );
  const edited = useCallback(
    (field: string) =>
      setServer((s) => {
        if (!(field in s)) return s;
        const { [field]: _gone, ...rest } = s;
        return rest;
      }),
    [],
  );
  const attempt = useCallback(() => {
    setSubmitted(true);
    return problems.length === 0;
  }, [problems]);
  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
    setServer({});
  }, []);
  const bind = useCallback(
    (field: string, value: string, onChange: (value: string) => void): BoundField => {
      const message = messageOf(field);
      return {
        name: field,
        value,
        onChange: (e) => {
          onChange(e.target.value);
          edited(field);
        },
        onBlur: () => touch(field),
        error: !!message,
        // A blank line keeps the form from jumping when a message appears.
        helperText: message ?? ' ',
      };
    },
    [messageOf, edited, touch],
  );
  return { messageOf, touch, edited, attempt, setServerErrors: setServer, reset, bind };
}

export interface FormSubmit {
  /** The form's onSubmit: validates, sends, and spreads a refusal over the fields and the form. */
  submit: (e?: { preventDefault(): void }) => Promise<void>;
  /** A call is on its way (the submit button waits). */
  busy: boolean;
  /** A message for the whole form, if the last attempt failed. */
  formError: string | null;
}

/**
 * The one submit cycle of the account forms: no call while a field has a problem; a refusal's field errors go
 * under their fields and the rest above the form. `opts.handle` may take an error first (returns true when it
 * did); `opts.blocked` holds the call back after the problems have shown (e.g. a username known to be taken).
 */
export function useFormSubmit(
  errors: FormErrors,
  knownFields: readonly string[],
  action: () => Promise<void>,
  opts: { handle?: (err: unknown) => boolean; blocked?: boolean } = {},
): FormSubmit {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (e?: { preventDefault(): void }) => {
    e?.preventDefault();
    setFormError(null);
    if (!errors.attempt() || opts.blocked) return;
    setBusy(true);
    try {
      await action();
    } catch (err) {
      if (opts.handle?.(err)) return;
      const { fields, form } = apiErrorMessages(err, knownFields, t('state.error'));
      errors.setServerErrors(fields);
      setFormError(form);
    } finally {
      setBusy(false);
    }
  };
  return { submit, busy, formError };
}

/** onClick of an in-portal link: single-spa navigation instead of a page load. */
export const followLink = (href: string) => (e: { preventDefault(): void }) => {
  e.preventDefault();
  navigateToUrl(href);
};
