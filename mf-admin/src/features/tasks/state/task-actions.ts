/**
 * Which actions a task's state offers (shared/domain TASK_TRANSITIONS and the result maps decide; nothing here is a
 * list of its own): receive or refuse, the imaging and transfer results, the quality check, delivery, cancel.
 */
import {
  canTransitionTask,
  DELIVERY_STATE,
  IMAGING_RESULT_STATE,
  QUALITY_CHECK_STATES,
  QUALITY_STATE,
  TRANSFER_RESULT_STATE,
  type DeliveryStatus,
  type QualityStatus,
} from '@portal/shared/domain';

export type TaskAction =
  | { kind: 'receive'; accepted: boolean }
  | { kind: 'imaging'; result: 0 | 1 | 2 }
  | { kind: 'transfer'; result: 0 | 1 | 2 }
  | { kind: 'quality'; status: QualityStatus }
  | { kind: 'deliver'; status: DeliveryStatus }
  | { kind: 'cancel' };

const RESULTS = [1, 0, 2] as const;

/** The actions a task in `state` allows, in the order the page shows them. */
export function taskActionsOf(state: number): TaskAction[] {
  const out: TaskAction[] = [];
  if (canTransitionTask(state, 1024)) out.push({ kind: 'receive', accepted: true });
  if (canTransitionTask(state, 1025)) out.push({ kind: 'receive', accepted: false });
  for (const r of RESULTS)
    if (canTransitionTask(state, IMAGING_RESULT_STATE[r])) out.push({ kind: 'imaging', result: r });
  for (const r of RESULTS)
    if (canTransitionTask(state, TRANSFER_RESULT_STATE[r])) out.push({ kind: 'transfer', result: r });
  if (QUALITY_CHECK_STATES.has(state))
    for (const s of Object.keys(QUALITY_STATE) as QualityStatus[]) out.push({ kind: 'quality', status: s });
  if (state === 107)
    for (const s of Object.keys(DELIVERY_STATE) as DeliveryStatus[]) out.push({ kind: 'deliver', status: s });
  if (canTransitionTask(state, 1021)) out.push({ kind: 'cancel' });
  return out;
}

/** A failure, a refusal, a doubtful or unqualified product, a shipping abnormality and a cancellation need a reason. */
export function needsReason(a: TaskAction): boolean {
  switch (a.kind) {
    case 'receive':
      return !a.accepted;
    case 'imaging':
    case 'transfer':
      return a.result !== 1;
    case 'quality':
      return a.status !== 'qualified';
    case 'deliver':
      return a.status === 'shipping_abnormal';
    case 'cancel':
      return true;
  }
}

/**
 * A result the server records only once the task's imaging time has come (docs/requirements.md §4): imaging
 * success or failure, transfer, quality and delivery. Receiving, refusing, cancelling the imaging and cancelling the
 * task may come before.
 */
export function waitsForImaging(a: TaskAction): boolean {
  switch (a.kind) {
    case 'receive':
    case 'cancel':
      return false;
    case 'imaging':
      return a.result !== 2;
    default:
      return true;
  }
}

/** The test id of an action's button (the e2e suite's names). */
export function actionTestId(a: TaskAction): string {
  switch (a.kind) {
    case 'receive':
      return a.accepted ? 'task-receive' : 'task-refuse';
    case 'imaging':
      return `task-imaging-${a.result}`;
    case 'transfer':
      return `task-transfer-${a.result}`;
    case 'quality':
      return `task-quality-${a.status}`;
    case 'deliver':
      return `task-deliver-${a.status}`;
    case 'cancel':
      return 'task-cancel';
  }
}
