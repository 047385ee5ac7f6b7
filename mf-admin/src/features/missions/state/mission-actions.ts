/**
 * Which actions a tasking order offers, from its state and its tasks, by the rules of shared/domain (the server
 * applies the same ones and refuses anything else):
 * - review (accept or reject) while it waits for review;
 * - the other states staff set by hand (MANUAL_ORDER_TRANSITIONS: planning abnormal, failed, cancelled…);
 * - editing the staff fields, suspending, planning and sending goods only while the order is open (not over, not
 *   suspended); resuming while suspended;
 * - sending goods once a task passed its quality check.
 * Sales read and comment only.
 */
import {
  canSetOrderState,
  INITIAL_ORDER_STATE,
  isOrderClosed,
  MANUAL_ORDER_TRANSITIONS,
  PLANNABLE_ORDER_STATES,
  QUALITY_STATE,
} from '@portal/shared/domain';

export type Audience = 'staff' | 'sales';

export interface MissionActions {
  review: boolean;
  /** States the order can be set to by hand, other than review's. */
  manualStates: number[];
  editStaffFields: boolean;
  /** The suspend toggle: what it does now, or null when neither. */
  suspend: 'suspend' | 'resume' | null;
  sync: boolean;
  sendGoods: boolean;
  plan: boolean;
  /** Reading the order's tasks (the task calls are staff-only). */
  readTasks: boolean;
  comment: boolean;
}

export const NO_ACTIONS: MissionActions = {
  review: false,
  manualStates: [],
  editStaffFields: false,
  suspend: null,
  sync: false,
  sendGoods: false,
  plan: false,
  readTasks: false,
  comment: true,
};

/** The tasks of an order that wait for delivery (passed their quality check). */
export const deliverableTasks = <T extends { task_state: number }>(tasks: readonly T[]): T[] =>
  tasks.filter((t) => t.task_state === QUALITY_STATE.qualified);

export function missionActionsOf(
  mission: { order_state: number; suspended: boolean },
  tasks: readonly { task_state: number }[],
  audience: Audience,
): MissionActions {
  if (audience !== 'staff') return NO_ACTIONS;
  const state = mission.order_state;
  const open = !isOrderClosed(state) && !mission.suspended;
  const pendingReview = state === INITIAL_ORDER_STATE;
  const byHand = (MANUAL_ORDER_TRANSITIONS[state] ?? []).filter((to) => canSetOrderState(state, to));
  return {
    review: pendingReview && !mission.suspended && byHand.length > 0,
    manualStates: open && !pendingReview ? byHand : [],
    editStaffFields: open,
    suspend: mission.suspended ? 'resume' : isOrderClosed(state) ? null : 'suspend',
    sync: true,
    sendGoods: open && deliverableTasks(tasks).length > 0,
    plan: open && PLANNABLE_ORDER_STATES.has(state),
    readTasks: true,
    comment: true,
  };
}
