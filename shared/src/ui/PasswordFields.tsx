/**
 * The password fields of the account forms (docs/requirements.md §5): a password field, and a new password with its
 * confirmation (sign-up, password reset and change), the rule under the new one on sign-up.
 */
import type { ReactNode } from 'react';
import { Box, TextField } from '@mui/material';
import { FIELD_RULES } from '../domain';
import { useLang, type BoundField } from './forms';

/**
 * A field's rule stays under it from the start (docs/requirements.md §5's message, when there is one, comes above
 * it), so the user knows what is accepted before typing.
 */
export function withRule<T extends BoundField>(bound: T, rule: string, id: string) {
  const message = bound.helperText.trim();
  return {
    ...bound,
    helperText: (
      <>
        {message && <span style={{ display: 'block' }}>{message}</span>}
        <Box component="span" data-testid={id} sx={{ display: 'block', color: 'text.secondary' }}>
          {rule}
        </Box>
      </>
    ),
  };
}

export interface PasswordFieldProps extends Omit<BoundField, 'helperText'> {
  helperText: ReactNode;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  margin?: 'dense' | 'normal';
}

/** A required password field, bound to its form (useFormErrors). */
export function PasswordField({ margin = 'dense', ...props }: PasswordFieldProps) {
  return <TextField {...props} type="password" required fullWidth margin={margin} />;
}

export interface NewPasswordFieldsProps {
  /** The two fields bound to the form (useFormErrors' bind). */
  password: BoundField;
  confirm: BoundField;
  labels: { password: string; confirm: string };
  /** The password rule under the new password from the start (test id `rule-password`). */
  showRule?: boolean;
  /** The new password's margin (the confirmation's is dense). */
  margin?: 'dense' | 'normal';
}

/** A new password and its confirmation. */
export function NewPasswordFields({ password, confirm, labels, showRule, margin }: NewPasswordFieldsProps) {
  const lang = useLang();
  return (
    <>
      <PasswordField
        {...(showRule ? withRule(password, FIELD_RULES.password[lang], 'rule-password') : password)}
        label={labels.password}
        autoComplete="new-password"
        margin={margin}
      />
      <PasswordField {...confirm} label={labels.confirm} autoComplete="new-password" />
    </>
  );
}
