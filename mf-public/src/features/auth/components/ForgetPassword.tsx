import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { requestPasswordReset } from '@portal/shared/http';
import {
  checkResetAccount,
  followLink,
  routeTitle,
  useFormErrors,
  useFormSubmit,
  usePageTitle,
} from '@portal/shared/ui';
import { FormCard } from './FormCard';

/**
 * /forgetPassword: asks for a reset link by e-mail or mobile. The answer is the same whether or not an account
 * matches (the server never says), so the page shows one neutral confirmation.
 */
export function ForgetPassword() {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle('/forgetPassword'));
  const [account, setAccount] = useState('');
  const problems = useMemo(() => checkResetAccount(account), [account]);
  const errors = useFormErrors(problems);
  const [sent, setSent] = useState<string | null>(null);
  const { submit, busy, formError } = useFormSubmit(errors, ['account'], async () => {
    const message = await requestPasswordReset(account.trim());
    setSent(message || t('forget.sent'));
  });

  return (
    <FormCard title={title} onSubmit={submit} maxWidth={460}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status" data-testid="reset-sent" sx={{ my: 2 }}>
          {sent}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('forget.intro')}
          </Typography>
          {formError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="forget-error">
              {formError}
            </Alert>
          )}
          <TextField
            {...errors.bind('account', account, setAccount)}
            label={t('forget.account')}
            required
            autoComplete="email"
            fullWidth
            margin="normal"
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 1 }} disabled={busy}>
            {t('forget.submit')}
          </Button>
        </>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link href="/login" onClick={followLink('/login')}>
          {t('forget.backToLogin')}
        </Link>
      </Box>
    </FormCard>
  );
}
