import { useTranslation } from 'react-i18next';
import { Chip } from '@mui/material';
import type { Verification } from '../api';
import '../i18n';

const COLORS = { none: 'default', pending: 'warning', approved: 'success', rejected: 'error' } as const;

/** The state of an account's real-name verification. */
export function VerificationChip({ state }: { state: Verification }) {
  const { t } = useTranslation('users');
  return (
    <Chip
      size="small"
      variant={state === 'none' ? 'outlined' : 'filled'}
      color={COLORS[state] ?? 'default'}
      label={t(`verification_${state}`)}
      data-testid="verification-chip"
    />
  );
}
