/**
 * Signed out: a new account (username, password and its confirmation, mobile, name; its e-mail the invitation's)
 * made and joined in one call, then signed in with its username and password. The rules of docs/requirements.md §5
 * checked first, the server's words under each field.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import {
  FIELD_RULES,
  isValidMobile,
  isValidUsername,
  NAME_MAX,
  type FieldProblem,
} from '@portal/shared/domain';
import { loginUser } from '@portal/shared/http';
import { startSession } from '@portal/shared/session';
import {
  checkNewPassword,
  followLink,
  NewPasswordFields,
  useFormErrors,
  useFormSubmit,
  useLang,
  withRule,
} from '@portal/shared/ui';
import { acceptInvitation } from '../api/org';
import '../i18n-invitation';

const FIELDS = ['username', 'password', 'confirm_password', 'mobile', 'name'] as const;

export function SignUpAndJoin({
  token,
  email,
  onJoined,
}: {
  token: string;
  email: string;
  onJoined: (orgName: string) => Promise<void>;
}) {
  const { t } = useTranslation('orgInvitation');
  const lang = useLang();
  const [v, setV] = useState({ username: '', password: '', confirm_password: '', mobile: '', name: '' });
  const set = (field: keyof typeof v) => (value: string) => setV((old) => ({ ...old, [field]: value }));
  const problems = useMemo(() => {
    const found: FieldProblem[] = [];
    if (!isValidUsername(v.username)) found.push({ field: 'username', key: 'usernameInvalid' });
    found.push(...checkNewPassword(v.password, v.confirm_password));
    if (!isValidMobile(v.mobile)) found.push({ field: 'mobile', key: 'mobileInvalid' });
    if (v.name.length > NAME_MAX) found.push({ field: 'name', key: 'tooLong' });
    return found;
  }, [v]);
  const errors = useFormErrors(problems);
  const { submit, busy, formError } = useFormSubmit(errors, FIELDS, async () => {
    const { confirm_password: _confirm, ...account } = v;
    const org = await acceptInvitation({ token, ...account, name: v.name.trim() });
    startSession(await loginUser(v.username, v.password));
    await onJoined(org.name);
  });
  const back = `/invitation?token=${encodeURIComponent(token)}`;
  const signIn = `/login?redirect=${encodeURIComponent(back)}`;
  return (
    <Box component="form" noValidate onSubmit={(e: { preventDefault(): void }) => void submit(e)}>
      <Typography variant="h6" component="h2">
        {t('signUpTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('signUpIntro')}{' '}
        <span translate="no" data-testid="invitation-signup-email">
          {email}
        </span>
      </Typography>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invitation-signup-error">
          {formError}
        </Alert>
      )}
      <Stack spacing={1}>
        <TextField
          label={t('username')}
          {...withRule(
            errors.bind('username', v.username, set('username')),
            FIELD_RULES.username[lang],
            'rule-username',
          )}
          autoComplete="username"
          required
          slotProps={{ htmlInput: { 'data-testid': 'invitation-username' } }}
        />
        <NewPasswordFields
          password={errors.bind('password', v.password, set('password'))}
          confirm={errors.bind('confirm_password', v.confirm_password, set('confirm_password'))}
          labels={{ password: t('password'), confirm: t('confirm') }}
          showRule
        />
        <TextField
          label={t('mobile')}
          {...errors.bind('mobile', v.mobile, set('mobile'))}
          autoComplete="tel"
          required
          slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'invitation-mobile' } }}
        />
        <TextField
          label={t('name')}
          {...errors.bind('name', v.name, set('name'))}
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: NAME_MAX, 'data-testid': 'invitation-name' } }}
        />
      </Stack>
      <Box sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy} data-testid="invitation-signup-submit">
          {t('submit')}
        </Button>
        <span>
          {t('haveAccount')}{' '}
          <Link href={signIn} onClick={followLink(signIn)}>
            {t('signIn')}
          </Link>
        </span>
      </Box>
    </Box>
  );
}
