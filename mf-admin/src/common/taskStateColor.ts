import { CANCELLED_TASK_STATES, FAILED_TASK_STATES } from '@portal/shared/domain';

/** The chip colour of a task's state: failed red, cancelled amber, otherwise green. */
export const taskStateColor = (s: number) =>
  FAILED_TASK_STATES.has(s) ? 'error' : CANCELLED_TASK_STATES.has(s) ? 'warning' : 'success';
