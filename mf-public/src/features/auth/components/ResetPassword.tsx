import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, Paper, TextField, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { ApiError, confirmPasswordReset, verifyPasswordReset } from '@portal/shared/http';
import {
  checkNewPassword,
  followLink,
  LoadingState,
  notify,
  routeTitle,
  useFormErrors,
  useFormSubmit,
  usePageTitle,
} from '@portal/shared/ui';

type LinkState = 'checking' | 'valid' | 'invalid' | 'error';
const FIELDS = ['password', 'confirm_password'];

/**
 * /reset/:id?token=…: checks the link (single use, 30 minutes), then sets a new password and opens /login.
 * A link without a token is invalid without asking the server.
 */
export function ResetPassword() {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle('/reset/:id'));
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [link, setLink] = useState<LinkState>(token ? 'checking' : 'invalid');
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const problems = useMemo(() => checkNewPassword(password, confirm), [password, confirm]);
  const errors = useFormErrors(problems);

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyPasswordReset(id, token).then(
      () => live && setLink('valid'),
      (err) => live && setLink(err instanceof ApiError && err.transport ? 'error' : 'invalid'),
    );
    return () => {
      live = false;
    };
  }, [id, token, attempt]);

  const { submit, busy, formError } = useFormSubmit(
    errors,
    FIELDS,
    async () => {
      const message = await confirmPasswordReset({ id, token, password, confirm_password: confirm });
      notify('success', message || t('reset.done'));
      navigateToUrl('/login');
    },
    {
      handle: (err) => {
        if (!(err instanceof ApiError && err.status === 422)) return false;
        setLink('invalid'); // used or expired meanwhile
        return true;
      },
    },
  );

  let content;
  if (link === 'checking') content = <LoadingState />;
  else if (link === 'error') {
    content = (
      <Alert
        severity="error"
        role="alert"
        data-testid="reset-check-failed"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setLink('checking');
              setAttempt((n) => n + 1);
            }}
          >
            {t('common:state.retry')}
          </Button>
        }
      >
        {t('common:state.error')}
      </Alert>
    );
  } else if (link === 'invalid') {
    content = (
      <Alert severity="warning" role="alert" data-testid="reset-invalid">
        {t('reset.invalid')}{' '}
        <Link href="/forgetPassword" onClick={followLink('/forgetPassword')}>
          {t('reset.requestAgain')}
        </Link>
      </Alert>
    );
  } else {
    content = (
      <>
        {formError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="reset-error">
            {formError}
          </Alert>
        )}
        <TextField
          {...errors.bind('password', password, setPassword)}
          label={t('reset.password')}
          type="password"
          required
          autoComplete="new-password"
          fullWidth
          margin="normal"
        />
        <TextField
          {...errors.bind('confirm_password', confirm, setConfirm)}
          label={t('reset.confirmPassword')}
          type="password"
          required
          autoComplete="new-password"
          fullWidth
          margin="dense"
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
          {t('reset.submit')}
        </Button>
      </>
    );
  }
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6, px: 2 }}>
      <Paper
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={title}
        sx={{ p: 4, width: '100%', maxWidth: 460 }}
      >
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {content}
      </Paper>
    </Box>
  );
}
