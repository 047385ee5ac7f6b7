import { Chip } from '@mui/material';
import { FEEDBACK_STATES, type FeedbackState } from '@portal/shared/domain';
import { useLang } from '@portal/shared/ui';

const COLORS: Record<FeedbackState, 'warning' | 'info' | 'success' | 'default'> = {
  pending: 'warning',
  processing: 'info',
  replied: 'success',
  closed: 'default',
};

export function FeedbackStateChip({ state, testId }: { state: FeedbackState; testId?: string }) {
  const lang = useLang();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={FEEDBACK_STATES[state]?.[lang] ?? state}
      data-testid={testId}
    />
  );
}
