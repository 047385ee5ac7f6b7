/**
 * Mission (tasking order) states of docs/requirements.md §4 and the five-step progress a user sees.
 * Two code lists exist: the coarse `mission_state` of a mission and the finer order-state list.
 */

export type StepOutcome = 'pending' | 'normal' | 'abnormal' | 'cancelled';
/** Step colours of docs/requirements.md §4: grey not done, green normal, red abnormal, yellow cancelled. */
export type StepColor = 'grey' | 'green' | 'red' | 'yellow';

export const PROGRESS_STEPS = [
  { key: 'order_planning', zh: '订单规划', en: 'Order planning' },
  { key: 'task_planning', zh: '任务规划', en: 'Task planning' },
  { key: 'imaging', zh: '在轨成像', en: 'In-orbit imaging' },
  { key: 'quality_check', zh: '产品质检', en: 'Product quality check' },
  { key: 'delivery', zh: '产品交付', en: 'Product delivery' },
] as const;

export interface StateDef {
  readonly zh: string;
  readonly en: string;
  /** Index into PROGRESS_STEPS of the step this state reports on; -1 when none. */
  readonly step: number;
  readonly outcome: StepOutcome;
}

const s = (zh: string, en: string, step: number, outcome: StepOutcome): StateDef => ({
  zh,
  en,
  step,
  outcome,
});

/** Coarse `mission_state` codes. */
export const MISSION_STATES: Readonly<Record<number, StateDef>> = {
  0: s('未知成功', 'Unknown success', -1, 'normal'),
  100: s('未知失败', 'Unknown failure', -1, 'abnormal'),
  1: s('待审核', 'Pending review', 0, 'pending'),
  2: s('订单规划成功', 'Order planning success', 0, 'normal'),
  102: s('订单规划失败', 'Order planning failure', 0, 'abnormal'),
  3: s('任务规划成功', 'Task planning success', 1, 'normal'),
  103: s('任务规划失败', 'Task planning failure', 1, 'abnormal'),
  4: s('在轨成像成功', 'In-orbit imaging success', 2, 'normal'),
  104: s('在轨成像失败', 'In-orbit imaging failure', 2, 'abnormal'),
  5: s('星地传输成功', 'Satellite-ground transfer success', 2, 'normal'),
  105: s('星地传输失败', 'Satellite-ground transfer failure', 2, 'abnormal'),
};

/** The finer order-state list. */
export const ORDER_STATES: Readonly<Record<number, StateDef>> = {
  100: s('编程订单待审核', 'Tasking order pending review', 0, 'pending'),
  101: s('已审核', 'Reviewed', 0, 'pending'),
  102: s('订单已创建', 'Order created', 0, 'pending'),
  103: s('订单规划成功', 'Order planning success', 0, 'normal'),
  1031: s('规划已取消', 'Planning cancelled', 0, 'cancelled'),
  1032: s('规划异常', 'Planning abnormal', 0, 'abnormal'),
  1033: s('规划失败', 'Planning failed', 0, 'abnormal'),
  1021: s('任务锚定已取消', 'Task anchoring cancelled', 1, 'cancelled'),
  1022: s('锚定成功', 'Anchoring success', 1, 'normal'),
  1023: s('锚定失败', 'Anchoring failed', 1, 'abnormal'),
  1024: s('任务下发成功', 'Task dispatch success', 1, 'normal'),
  1025: s('任务下发失败', 'Task dispatch failed', 1, 'abnormal'),
  104: s('在轨成像成功', 'In-orbit imaging success', 2, 'normal'),
  1041: s('在轨成像失败', 'In-orbit imaging failed', 2, 'abnormal'),
  1042: s('在轨成像异常', 'In-orbit imaging abnormal', 2, 'abnormal'),
  1043: s('在轨成像已取消', 'In-orbit imaging cancelled', 2, 'cancelled'),
  105: s('传输成功', 'Transfer success', 2, 'normal'),
  1051: s('传输失败', 'Transfer failed', 2, 'abnormal'),
  1052: s('传输已取消', 'Transfer cancelled', 2, 'cancelled'),
  1053: s('传输已预约', 'Transfer booked', 2, 'normal'),
  106: s('影像已入数据中心', 'Image stored in data centre', 2, 'normal'),
  107: s('质检合格', 'Quality qualified', 3, 'normal'),
  1071: s('质检不合格', 'Quality unqualified', 3, 'abnormal'),
  108: s('产品已发货', 'Product shipped', 4, 'normal'),
  109: s('订单待下载', 'Order awaiting download', 4, 'normal'),
  1092: s('订单已下载', 'Order downloaded', 4, 'normal'),
};

/** In-orbit imaging and transfer results. */
export const RESULT_CODES = [
  { value: 0, zh: '失败', en: 'Failed' },
  { value: 1, zh: '成功', en: 'Success' },
  { value: 2, zh: '已取消', en: 'Cancelled' },
] as const;

const COLOR: Record<StepOutcome, StepColor> = {
  pending: 'grey',
  normal: 'green',
  abnormal: 'red',
  cancelled: 'yellow',
};

export interface ProgressStep {
  key: (typeof PROGRESS_STEPS)[number]['key'];
  zh: string;
  en: string;
  color: StepColor;
}

/**
 * The five steps for a state: steps before the state's step are green (done), the state's own step takes
 * the colour of its outcome, later steps are grey. An unknown code shows five grey steps.
 * `deliveryAbnormal`: a product's shipping failed (delivery status "shipping abnormal", docs/requirements.md §3) — the delivery step
 * is red and every step before it green, until a later shipping succeeds.
 */
export function progressOf(
  code: number,
  list: 'mission' | 'order' = 'order',
  opts: { deliveryAbnormal?: boolean } = {},
): ProgressStep[] {
  const def = (list === 'mission' ? MISSION_STATES : ORDER_STATES)[code];
  const deliveryStep = PROGRESS_STEPS.length - 1;
  const abnormalDelivery =
    opts.deliveryAbnormal === true &&
    def !== undefined &&
    def.step >= deliveryStep - 1 &&
    def.outcome !== 'abnormal';
  return PROGRESS_STEPS.map((step, i) => {
    let color: StepColor = 'grey';
    if (abnormalDelivery) color = i < deliveryStep ? 'green' : 'red';
    else if (def && def.step >= 0) {
      if (i < def.step) color = 'green';
      else if (i === def.step) color = COLOR[def.outcome];
    }
    return { key: step.key, zh: step.zh, en: step.en, color };
  });
}

/** The order states whose change times a green step shows: its own success (delivery: not a later download). */
const STEP_DONE_STATES: readonly (readonly number[])[] = [[103], [1022, 1024], [104], [107], [108, 109]];
const IMAGING_STEP = PROGRESS_STEPS.findIndex((p) => p.key === 'imaging');

/**
 * Each step's time, the time of its own event (docs/requirements.md §4): a green step the first change to its
 * success (order planning 103, task planning the anchoring, quality 107, delivery the first of shipped and online),
 * in-orbit imaging when it was imaged (`imagedAt`, the imaging time of its imaged tasks; else its 104 change); a red
 * or yellow step the latest change of that step to that outcome; a grey step, or one with no such event, none.
 * `changes`: the order's state changes, oldest first.
 */
export function stepTimes(
  colours: readonly StepColor[],
  changes: readonly { state: number; at: string }[],
  imagedAt: string | null,
): (string | null)[] {
  return colours.map((color, step) => {
    if (color === 'grey') return null;
    if (color === 'green') {
      if (step === IMAGING_STEP && imagedAt) return imagedAt;
      return changes.find((c) => STEP_DONE_STATES[step].includes(c.state))?.at ?? null;
    }
    const outcome: StepOutcome = color === 'red' ? 'abnormal' : 'cancelled';
    const own = changes.filter((c) => ORDER_STATES[c.state]?.step === step);
    return own.findLast((c) => ORDER_STATES[c.state].outcome === outcome)?.at ?? null;
  });
}

// ---------- the lifecycle of a tasking order ----------

/** A tasking order's state: a code of the finer order-state list (docs/requirements.md §4). */
export type OrderStateCode = keyof typeof ORDER_STATES & number;
export const INITIAL_ORDER_STATE = 100;

/**
 * Every allowed change of a tasking order's state (docs/requirements.md §4 leaves them to us): review, order planning, anchoring
 * and dispatch, imaging, transfer, storage, quality check and delivery. Anything else is refused (422).
 */
export const ORDER_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  100: [101, 1031], // reviewed, or rejected (planning cancelled)
  101: [102, 1031],
  102: [103, 1032, 1033, 1031],
  1032: [103, 1033, 1031], // planning abnormal: resolved, failed or cancelled
  103: [1022, 1023, 1021],
  1022: [1024, 1025, 1021],
  1024: [104, 1041, 1042, 1043],
  1042: [104, 1041, 1043], // imaging abnormal
  104: [1053, 105, 1051, 1052],
  1053: [105, 1051, 1052],
  105: [106],
  106: [107, 1071],
  107: [108, 109],
  108: [109],
  109: [1092],
};

export function canTransitionOrder(from: number, to: number): boolean {
  return (ORDER_TRANSITIONS[from] ?? []).includes(to);
}

/** States that end an order without a product: its money goes back to the balance, once. */
export const REFUNDED_ORDER_STATES: ReadonlySet<number> = new Set([
  1031, 1033, 1021, 1023, 1025, 1041, 1043, 1051, 1052, 1071,
]);

/** A customer may change or delete an order only while it waits for review. */
export const isEditableOrderState = (code: number) => code === INITIAL_ORDER_STATE;

/**
 * The coarse `mission_state` (docs/requirements.md §4) that a finer order state reports. The coarse list names the success and the
 * failure of order planning, task planning, imaging and transfer only; every other state reports its nearest
 * truthful code: pending review is 1, a state past review that the list does not name is 0 (unknown success: 101
 * reviewed, 102 order created, and everything after a successful transfer — stored, qualified, shipped, online,
 * downloaded), and a cancellation or an unqualified product is 100 (unknown failure: it ended without a product, but
 * not by the planning, imaging or transfer failure the list's own codes name).
 */
export function missionStateOf(code: number): number {
  if (code === 100) return 1;
  if (code === 101 || code === 102) return 0;
  if (code === 103) return 2;
  if (code === 1032 || code === 1033) return 102;
  if (code === 1022 || code === 1024) return 3;
  if (code === 1023 || code === 1025) return 103;
  if (code === 104 || code === 1053) return 4;
  if (code === 1041 || code === 1042) return 104;
  if (code === 105) return 5;
  if (code === 1051) return 105;
  if (code === 1031 || code === 1021 || code === 1043 || code === 1052 || code === 1071) return 100;
  if (code in ORDER_STATES) return 0;
  return 100;
}
