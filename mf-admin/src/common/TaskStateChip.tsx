/** A task's state as a chip — failed red, cancelled amber, otherwise green — and a red "late" chip beside it when late. */
import { Chip } from '@mui/material';
import { CANCELLED_TASK_STATES, FAILED_TASK_STATES } from '@portal/shared/domain';
import { orderStateLabel } from '@portal/shared/i18n';
import { useLang } from '@portal/shared/ui';

const colorOf = (s: number) =>
  FAILED_TASK_STATES.has(s) ? 'error' : CANCELLED_TASK_STATES.has(s) ? 'warning' : 'success';

export function TaskStateChip({ state, lateLabel }: { state: number; lateLabel?: string }) {
  const lang = useLang();
  return (
    <>
      <Chip size="small" variant="outlined" color={colorOf(state)} label={orderStateLabel(state, lang)} />
      {lateLabel && <Chip size="small" color="error" label={lateLabel} />}
    </>
  );
}
