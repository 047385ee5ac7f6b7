import { useEffect, useState } from 'react';
import { Alert, Snackbar } from '@mui/material';
import { onNotice, type Notice } from '@portal/shared/ui';

/** Shows the notices any part of the portal raises, one at a time. */
export function Notices() {
  const [queue, setQueue] = useState<Notice[]>([]);
  useEffect(() => onNotice((n) => setQueue((q) => [...q, n])), []);
  const current = queue[0];
  const close = () => setQueue((q) => q.slice(1));
  return (
    <Snackbar
      key={current?.id}
      open={!!current}
      autoHideDuration={5000}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {current ? (
        <Alert severity={current.severity} onClose={close} variant="filled" data-testid="notice">
          {current.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
