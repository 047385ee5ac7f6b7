/**
 * The lifecycle of a planning task (docs/requirements.md §3 "Task", §4) and how a tasking order follows its tasks.
 *
 * A task's `task_state` is a code of the finer order-state list (docs/requirements.md §4), so that a task and its order speak the
 * same language: a task is created anchored on a real pass (1022), received by the control team (1024, or refused:
 * 1025), imaged in orbit (104 / 1041 failed / 1043 cancelled), transferred to the ground (105 / 1051 / 1052),
 * checked (107 qualified, 1071 unqualified; a doubtful product keeps its state, 105, with the product status
 * "doubtful" until checked again) and delivered (108 shipped, 109 online; a shipping abnormality keeps it at 107
 * with the delivery status "shipping abnormal", and the order's delivery step red).
 *
 * The order's state past planning is never set by hand: it is the state its tasks agree on (`aggregateOrderState`),
 * reached through the order's own transition table one step at a time (`orderPath`), so every step the customer
 * sees has its history row, its time and its alert.
 */
import { canTransitionOrder, ORDER_TRANSITIONS, REFUNDED_ORDER_STATES } from './mission-state';

export const INITIAL_TASK_STATE = 1022;

/** Every allowed change of a task's state; anything else is refused (422). */
export const TASK_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  1022: [1024, 1025, 1021], // received by the control team, refused by it, or cancelled
  1024: [104, 1041, 1043, 1021], // imaging result: success, failed, cancelled; or cancelled before it
  104: [105, 1051, 1052], // transfer result
  105: [107, 1071], // quality: qualified or unqualified (doubtful: the state stays, the product status says so)
  106: [107, 1071], // rows of an older release, when doubtful was stored as 106
  107: [108, 109], // delivered: shipped, or online only
};

export function canTransitionTask(from: number, to: number): boolean {
  return (TASK_TRANSITIONS[from] ?? []).includes(to);
}

/** Task states that end it without a product by failure (red). */
export const FAILED_TASK_STATES: ReadonlySet<number> = new Set([1025, 1041, 1051, 1071]);
/** Task states that end it without a product by cancellation (yellow). */
export const CANCELLED_TASK_STATES: ReadonlySet<number> = new Set([1021, 1043, 1052]);
/** Task states with a delivered product. */
export const DELIVERED_TASK_STATES: ReadonlySet<number> = new Set([108, 109]);
export const isTaskOpen = (s: number) =>
  !FAILED_TASK_STATES.has(s) && !CANCELLED_TASK_STATES.has(s) && !DELIVERED_TASK_STATES.has(s);

/** The happy path of a task, in order: how far a live task has come. */
const TASK_PROGRESS = [1022, 1024, 104, 105, 106, 107, 108, 109] as const;
const progressRank = (s: number) => TASK_PROGRESS.indexOf(s as (typeof TASK_PROGRESS)[number]);

/** The results of docs/requirements.md §4 (0 failed, 1 success, 2 cancelled) and the task state each leads to. */
export const IMAGING_RESULT_STATE: Readonly<Record<0 | 1 | 2, number>> = { 0: 1041, 1: 104, 2: 1043 };
export const TRANSFER_RESULT_STATE: Readonly<Record<0 | 1 | 2, number>> = { 0: 1051, 1: 105, 2: 1052 };
/**
 * Product status of docs/requirements.md §3 and the task state it leads to; null: the state stays (a doubtful product waits at
 * 105 for another check — 106 means the image is stored in the data centre, not that its quality is in doubt).
 */
export const QUALITY_STATE = { qualified: 107, doubtful: null, unqualified: 1071 } as const;
/** Task states in which a quality check may be recorded. */
export const QUALITY_CHECK_STATES: ReadonlySet<number> = new Set([105, 106]);
export type QualityStatus = keyof typeof QUALITY_STATE;
/** Delivery status of docs/requirements.md §3: shipped (108) or online only (109); a shipping abnormality leaves it at 107. */
export const DELIVERY_STATE = { shipped: 108, no_shipping_needed: 109, shipping_abnormal: 107 } as const;
export type DeliveryStatus = keyof typeof DELIVERY_STATE;

/**
 * The state an order's tasks agree on, given the order's present state; null when it has no task yet.
 * A failed task fails the order (the first failure, by task order); when every task was cancelled the order is
 * cancelled at its present step (1021 before imaging, 1043 at imaging, 1052 at transfer); otherwise the order
 * stands where its slowest live task stands.
 */
export function aggregateOrderState(taskStates: readonly number[], current: number): number | null {
  if (!taskStates.length) return null;
  const failed = taskStates.find((s) => FAILED_TASK_STATES.has(s));
  if (failed !== undefined) return failed;
  const live = taskStates.filter((s) => !CANCELLED_TASK_STATES.has(s));
  if (!live.length) {
    const reachable = [1021, 1043, 1052]
      .map((s) => ({ s, path: orderPath(current, s) }))
      .filter((c) => c.path !== null)
      .sort((a, b) => a.path!.length - b.path!.length);
    return reachable[0]?.s ?? null;
  }
  return live.reduce((a, b) => (progressRank(b) < progressRank(a) ? b : a));
}

/**
 * The shortest walk from one order state to another through the order's transition table (excluding `from`),
 * or null when there is none. Used to bring an order to the state its tasks agree on, step by step.
 */
export function orderPath(from: number, to: number): number[] | null {
  if (from === to) return [];
  const prev = new Map<number, number>([[from, from]]);
  const queue = [from];
  while (queue.length) {
    const s = queue.shift()!;
    for (const n of ORDER_TRANSITIONS[s] ?? []) {
      if (prev.has(n)) continue;
      prev.set(n, s);
      if (n === to) {
        const path = [n];
        for (let p = s; p !== from; p = prev.get(p)!) path.unshift(p);
        return path;
      }
      queue.push(n);
    }
  }
  return null;
}

/**
 * Order states staff set by hand (the transition call): review (100 → 101 → 102, or rejected: 1031), and planning's
 * outcome before any task exists (1032 abnormal, 1033 failed, 1031 cancelled). 102 → 103 happens when the first
 * task is planned; every later state follows the tasks.
 */
export const MANUAL_ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  100: [101, 1031],
  101: [102, 1031],
  102: [1032, 1033, 1031],
  1032: [1033, 1031],
};
export const canSetOrderState = (from: number, to: number) =>
  (MANUAL_ORDER_TRANSITIONS[from] ?? []).includes(to) && canTransitionOrder(from, to);

/** Order states in which staff may plan (add) tasks: reviewed and created, planning under way or abnormal. */
export const PLANNABLE_ORDER_STATES: ReadonlySet<number> = new Set([102, 1032, 103, 1022]);

/** An order in one of these states is over: no task action, no edit. */
export const isOrderClosed = (s: number) => REFUNDED_ORDER_STATES.has(s) || s === 1092;

/** Columns of the task state board (taskstate) and the operations overview, each a group of task states. */
export const TASK_BOARD_COLUMNS = [
  { key: 'anchored', states: [1022], zh: '已锚定', en: 'Anchored' },
  { key: 'dispatched', states: [1024], zh: '已下发', en: 'Dispatched' },
  { key: 'imaged', states: [104], zh: '已成像', en: 'Imaged' },
  { key: 'transferred', states: [105, 106], zh: '已传输', en: 'Transferred' },
  { key: 'qualified', states: [107], zh: '质检合格', en: 'Qualified' },
  { key: 'delivered', states: [108, 109], zh: '已交付', en: 'Delivered' },
  { key: 'failed', states: [1025, 1041, 1051, 1071], zh: '失败', en: 'Failed' },
  { key: 'cancelled', states: [1021, 1043, 1052], zh: '已取消', en: 'Cancelled' },
] as const;
export type TaskBoardColumn = (typeof TASK_BOARD_COLUMNS)[number]['key'];

// ---------- the statuses of a tasking order, from its tasks (docs/requirements.md §3) ----------

/** `image_status` of a tasking order: how its tasks' in-orbit imaging went. */
export const IMAGE_STATUSES = [
  { value: 'pending', zh: '待成像', en: 'Awaiting imaging' },
  { value: 'success', zh: '成像成功', en: 'Imaged' },
  { value: 'failed', zh: '成像失败', en: 'Imaging failed' },
  { value: 'cancelled', zh: '成像已取消', en: 'Imaging cancelled' },
] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number]['value'];

/** What the order's statuses are computed from: each task's state and recorded results. */
export interface TaskFacts {
  task_state: number;
  imaging_result: 0 | 1 | 2 | null;
  product_status: 'qualified' | 'doubtful' | 'unqualified' | null;
  delivery_status: 'shipped' | 'shipping_abnormal' | 'no_shipping_needed' | null;
}

export interface OrderStatuses {
  image_status: ImageStatus | null;
  product_status: 'qualified' | 'doubtful' | 'unqualified' | null;
  delivery_status: 'shipped' | 'shipping_abnormal' | 'no_shipping_needed' | null;
}

/**
 * The `image_status`, `product_status` and `delivery_status` of a tasking order (docs/requirements.md §3), from its tasks, so they
 * always agree with its state: null while nothing is known (no task, or no live task has reached that stage).
 * Cancelled tasks do not count, except that an order whose every task was cancelled has its imaging cancelled.
 * The worst outcome speaks for the order (failed, unqualified, shipping abnormal); a good one only when every live
 * task has it (imaged, qualified, delivered — shipped when any product was shipped).
 */
export function orderStatuses(tasks: readonly TaskFacts[]): OrderStatuses {
  if (!tasks.length) return { image_status: null, product_status: null, delivery_status: null };
  const live = tasks.filter((t) => !CANCELLED_TASK_STATES.has(t.task_state) && t.imaging_result !== 2);
  let image_status: ImageStatus | null;
  if (tasks.some((t) => t.imaging_result === 0 || t.task_state === 1041)) image_status = 'failed';
  else if (!live.length) image_status = 'cancelled';
  else if (live.every((t) => t.imaging_result === 1)) image_status = 'success';
  else image_status = 'pending';
  let product_status: OrderStatuses['product_status'] = null;
  if (live.some((t) => t.product_status === 'unqualified')) product_status = 'unqualified';
  else if (live.some((t) => t.product_status === 'doubtful')) product_status = 'doubtful';
  else if (live.length && live.every((t) => t.product_status === 'qualified')) product_status = 'qualified';
  let delivery_status: OrderStatuses['delivery_status'] = null;
  if (live.some((t) => t.delivery_status === 'shipping_abnormal')) delivery_status = 'shipping_abnormal';
  else if (live.length && live.every((t) => DELIVERED_TASK_STATES.has(t.task_state)))
    delivery_status = live.some((t) => t.delivery_status === 'shipped') ? 'shipped' : 'no_shipping_needed';
  return { image_status, product_status, delivery_status };
}
