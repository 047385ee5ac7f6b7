/**
 * A task's state as a chip — failed red, cancelled amber, otherwise green — and a red "late" chip beside it when late.
 * A state longer than its cell's width wraps inside its chip rather than being cut ("In-orbit imaging cancelled").
 */
import { Chip } from '@mui/material';
import { CANCELLED_TASK_STATES, FAILED_TASK_STATES } from '@portal/shared/domain';
import { orderStateLabel } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';

/** A chip whose label wraps inside it instead of being cut when its cell is narrower than the label. */
export const WRAPPING_CHIP_SX = {
  height: 'auto',
  minHeight: 24,
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const;

const colorOf = (s: number) =>
  FAILED_TASK_STATES.has(s) ? 'error' : CANCELLED_TASK_STATES.has(s) ? 'warning' : 'success';

export function TaskStateChip({ state, lateLabel }: { state: number; lateLabel?: string }) {
  const lang = useLang();
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        color={colorOf(state)}
        label={orderStateLabel(state, lang)}
        sx={WRAPPING_CHIP_SX}
      />
      {lateLabel && <Chip size="small" color="error" label={lateLabel} />}
    </>
  );
}
