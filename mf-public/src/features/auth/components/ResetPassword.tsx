import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { ApiError, confirmPasswordReset, verifyPasswordReset } from '@portal/shared/http';
import {
  checkNewPassword,
  followLink,
  LoadingState,
  NewPasswordFields,
  notify,
  routeTitle,
  useFormErrors,
  useFormSubmit,
  usePageTitle,
} from '@portal/shared/ui';
import { FormCard } from './FormCard';

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
        <NewPasswordFields
          password={errors.bind('password', password, setPassword)}
          confirm={errors.bind('confirm_password', confirm, setConfirm)}
          labels={{ password: t('reset.password'), confirm: t('reset.confirmPassword') }}
          margin="normal"
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
          {t('reset.submit')}
        </Button>
      </>
    );
  }
  return (
    <FormCard title={title} onSubmit={submit} maxWidth={460}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {content}
    </FormCard>
  );
}
