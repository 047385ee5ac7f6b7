import { useState } from 'react';
import { useSearchParams } from '@portal/shared/router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { navigateToUrl } from 'single-spa';
import { callOne, ApiError } from '@portal/shared/http';
import { startSession } from '@portal/shared/session';
import { safeRedirectTarget, type LoginResult } from '@portal/shared/domain';
import { followLink, routeTitle, useFirstViewRender, usePageTitle } from '@portal/shared/ui';
import { FormCard } from './FormCard';

export function Login() {
  const { t } = useTranslation('public');
  const title = usePageTitle(routeTitle('/login'));
  const [params] = useSearchParams();
  const redirect = safeRedirectTarget(params.get('redirect'));
  // Registering from here keeps the remembered path: the new account lands where the visitor was going.
  const registerHref = redirect === '/' ? '/register' : `/register?redirect=${encodeURIComponent(redirect)}`;
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Rendered at build time, the form is sent by the first view itself (shell/src/first-view-session.ts): it gets
  // the texts it may show and an alert to show them in.
  const firstView = useFirstViewRender();
  const firstViewTexts = firstView
    ? JSON.stringify({ required: t('login.required'), failed: t('common:state.error'), to: redirect })
    : undefined;

  async function submit(e: { preventDefault(): void }) {
    e.preventDefault();
    if (!account.trim() || !password) {
      setError(t('login.required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await callOne<LoginResult>({
        method: 'POST',
        url: '/user/login/',
        data: { username: account.trim(), password },
        quiet: true,
      });
      startSession(result);
      navigateToUrl(redirect);
    } catch (err) {
      setError(err instanceof ApiError && !err.transport ? err.message : t('common:state.error'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormCard title={title} onSubmit={submit} maxWidth={420} firstViewTexts={firstViewTexts}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {(error || firstView) && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 2 }}
          style={error ? undefined : { display: 'none' }}
          data-testid="login-error"
          data-first-view-alert=""
        >
          <span data-first-view-alert-text="">{error}</span>
        </Alert>
      )}
      <TextField
        label={t('login.account')}
        name="account"
        autoComplete="username"
        fullWidth
        margin="normal"
        value={account}
        onChange={(e) => setAccount(e.target.value)}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        fullWidth
        margin="normal"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={busy}>
        {t('login.submit')}
      </Button>
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'space-between' }}>
        <Link href="/forgetPassword" onClick={followLink('/forgetPassword')}>
          {t('login.forgot')}
        </Link>
        <span>
          {t('login.noAccount')}{' '}
          <Link href={registerHref} onClick={followLink(registerHref)}>
            {t('login.register')}
          </Link>
        </span>
      </Box>
    </FormCard>
  );
}
