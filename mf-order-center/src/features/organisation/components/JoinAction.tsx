/** Signed in: who joins, and the button that accepts the invitation (a refusal said above it). */
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@mui/material';
import { failureMessage } from '@portal/shared/http';
import { userInfoAtom } from '@portal/shared/session';
import { acceptInvitation } from '../api/org';
import '../i18n-invitation';

export function JoinAction({
  token,
  onJoined,
}: {
  token: string;
  onJoined: (orgName: string) => Promise<void>;
}) {
  const { t } = useTranslation('orgInvitation');
  const user = useAtomValue(userInfoAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function join() {
    setBusy(true);
    setError(null);
    try {
      await onJoined((await acceptInvitation({ token })).name);
    } catch (err) {
      setError(failureMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="invitation-join-error">
          {error}
        </Alert>
      )}
      {user && <Typography sx={{ mb: 2 }}>{t('joinAs', { username: user.username })}</Typography>}
      <Button variant="contained" disabled={busy} onClick={() => void join()} data-testid="invitation-join">
        {t('join')}
      </Button>
    </>
  );
}
