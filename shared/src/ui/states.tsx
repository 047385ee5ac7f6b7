import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function EmptyState({ title, hint, action }: { title?: string; hint?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }} data-testid="empty-state">
      <Typography variant="h6">{title ?? t('state.empty')}</Typography>
      {hint && <Typography sx={{ mt: 1 }}>{hint}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="error-state"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        )
      }
      sx={{ my: 2 }}
    >
      {message}
    </Alert>
  );
}

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('state.loading')} />
    </Box>
  );
}

/** A page's frame: its heading and content. */
export function PageFrame({
  title,
  children,
  maxWidth = 1200,
}: {
  title: string;
  children?: ReactNode;
  maxWidth?: number;
}) {
  return (
    <Box sx={{ maxWidth, mx: 'auto', px: 2, py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        {children}
      </Paper>
    </Box>
  );
}
