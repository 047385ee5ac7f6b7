/**
 * The commercial offer of a tasking order (docs/tasking-offer.md): the price table and how it prices an order in
 * line items, the cancellation terms and their deadlines, and the capacity rules that say whether a predicted pass
 * is free, competing or taken. Pure functions: the form shows them, the API charges and enforces them.
 */
import { EFFECTIVE_TIMES, PRODUCT_TYPES } from './enums';
import { priorityBand, type PriorityBand } from './priority';

// ---------- the price table ----------

/** What a row of the tasking price table prices: a mode's shot (fen), or a factor (per mille) of the rest. */
export const TASKING_PRICE_ITEMS = ['mode', 'priority', 'timeliness', 'product'] as const;
export type TaskingPriceItem = (typeof TASKING_PRICE_ITEMS)[number];

/** One row: `mode` rows hold fen per shot by img_mode; the others a factor in per mille (1000 = ×1). */
export interface TaskingPriceRow {
  item: TaskingPriceItem;
  code: string;
  value: number;
}

/** Fen per shot by imaging mode (docs/requirements.md §3 img_mode codes), before the factors. */
const MODE_FEN: Record<string, number> = {
  '1': 3_000_00, // spotlight
  '3': 1_500_00, // stripmap
  '6': 2_000_00, // TOPS
  '4': 1_800_00, // ScanSAR narrow
  '5': 2_200_00, // ScanSAR wide
};
/** Urgency costs more: by priority band. */
const PRIORITY_PERMILLE: Record<PriorityBand, number> = { 'A+': 2000, A: 1500, B: 1200, C: 1000, D: 800 };
/**
 * A faster delivery after imaging costs more (effective_time codes): the 24-hour class is the reference, the
 * S/Q/N classes without hours are priced as 6, 12 and 24 hours.
 */
const TIMELINESS_PERMILLE: Record<string, number> = {
  '0': 1400, // S
  '1': 1200, // Q
  '2': 1000, // N
  '3': 1500, // S(4h)
  '4': 1400, // S(6h)
  '5': 1300, // S(8h)
  '6': 1200, // S(12h)
  '7': 1000, // A(24h)
  '8': 950, // B(36h)
  '9': 900, // C(48h)
  '10': 850, // D(72h)
};
/** Both products of one acquisition cost a quarter more. */
const PRODUCT_PERMILLE: Record<string, number> = { SLC: 1000, ORG: 1000, 'SLC+ORG': 1250 };

const rows = (item: TaskingPriceItem, values: Record<string, number>): TaskingPriceRow[] =>
  Object.entries(values).map(([code, value]) => ({ item, code, value }));

/** The first tasking price table; staff edit it (GET/PUT commodity/tasking_prices/), every change audited. */
export const DEFAULT_TASKING_PRICES: readonly TaskingPriceRow[] = [
  ...rows('mode', MODE_FEN),
  ...rows('priority', PRIORITY_PERMILLE),
  ...rows('timeliness', TIMELINESS_PERMILLE),
  ...rows('product', PRODUCT_PERMILLE),
];

/** The codes each item of the table must have a row for. */
export const TASKING_PRICE_CODES: Readonly<Record<TaskingPriceItem, readonly string[]>> = {
  mode: Object.keys(MODE_FEN),
  priority: Object.keys(PRIORITY_PERMILLE),
  timeliness: EFFECTIVE_TIMES.map((e) => String(e.value)),
  product: PRODUCT_TYPES.map((p) => p.value),
};
/** A shot costs at most ¥1,000,000; a factor lies between ×0.1 and ×10. */
export const TASKING_PRICE_LIMITS = {
  maxShotFen: 100_000_000,
  minPermille: 100,
  maxPermille: 10_000,
} as const;

export interface TaskingQuoteInput {
  img_mode: number;
  priority: number;
  p_number: number;
  product_type: string;
  effective_time: number;
}

/** A line of a quote; the lines of one collect add up to its price. */
export interface QuoteLine {
  item: 'mode' | 'size' | TaskingPriceItem;
  /** The code priced: the img_mode, the shots, the priority band, the effective_time, the product type. */
  code: string;
  /** fen per shot (mode), shots (size), or the factor in per mille. */
  value: number;
  amount_fen: number;
}

export interface TaskingPrice {
  lines: QuoteLine[];
  /** The price of one collect, fen. */
  collect_fen: number;
}

const find = (t: readonly TaskingPriceRow[], item: TaskingPriceItem, code: string) =>
  t.find((r) => r.item === item && r.code === code)?.value;

/**
 * The price of one collect in line items, or null when the table has no row for a field: one shot of the mode, the
 * further shots, then the priority's, the timeliness class's and the product type's factors, each line the
 * difference it makes (rounded to the fen, so the lines add up to the price exactly).
 */
export function priceTasking(t: readonly TaskingPriceRow[], o: TaskingQuoteInput): TaskingPrice | null {
  if (!Number.isInteger(o.p_number) || o.p_number < 1 || !(o.priority >= 0)) return null;
  const band = priorityBand(o.priority);
  const shot = find(t, 'mode', String(o.img_mode));
  const factors = [
    ['priority', band, find(t, 'priority', band)],
    ['timeliness', String(o.effective_time), find(t, 'timeliness', String(o.effective_time))],
    ['product', o.product_type, find(t, 'product', o.product_type)],
  ] as const;
  if (shot === undefined || factors.some((f) => f[2] === undefined)) return null;
  const lines: QuoteLine[] = [
    { item: 'mode', code: String(o.img_mode), value: shot, amount_fen: shot },
    { item: 'size', code: String(o.p_number), value: o.p_number, amount_fen: shot * (o.p_number - 1) },
  ];
  let sum = shot * o.p_number;
  for (const [item, code, value] of factors) {
    const next = Math.round((sum * value!) / 1000);
    lines.push({ item, code, value: value!, amount_fen: next - sum });
    sum = next;
  }
  return { lines, collect_fen: sum };
}

/** The price of one collect by the first table, or null (what the API charged before quotes existed). */
export function quoteTasking(o: TaskingQuoteInput): number | null {
  return priceTasking(DEFAULT_TASKING_PRICES, o)?.collect_fen ?? null;
}

// ---------- cancellation terms ----------

/**
 * A customer's cancellation of an accepted order, counted back from its first collect: free more than 72 h before
 * (the planning deadline), a quarter of the price from 72 h to 12 h before, refused within the last 12 h (the
 * task is on board). An order pending review, or one without any collect in view, is cancelled free.
 */
export const CANCELLATION_TERMS = { freeBeforeH: 72, feePermille: 250, refusedWithinH: 12 } as const;

export interface CancellationTerms {
  /** Free until this instant (ISO 8601), or null when free until refused (no collect in view). */
  free_until: string | null;
  /** Refused from this instant on (ISO 8601); null without a collect in view. */
  refused_from: string | null;
  /** The fee between the two, fen. */
  fee_fen: number;
  fee_permille: number;
}

const HOUR_MS = 3_600_000;

/** The terms of an order of this price whose first collect is at `firstCollect` (ISO 8601, or null). */
export function cancellationTerms(firstCollect: string | null, costFen: number): CancellationTerms {
  const fee = Math.round((costFen * CANCELLATION_TERMS.feePermille) / 1000);
  if (!firstCollect)
    return {
      free_until: null,
      refused_from: null,
      fee_fen: fee,
      fee_permille: CANCELLATION_TERMS.feePermille,
    };
  const at = Date.parse(firstCollect);
  return {
    free_until: new Date(at - CANCELLATION_TERMS.freeBeforeH * HOUR_MS).toISOString(),
    refused_from: new Date(at - CANCELLATION_TERMS.refusedWithinH * HOUR_MS).toISOString(),
    fee_fen: fee,
    fee_permille: CANCELLATION_TERMS.feePermille,
  };
}

/** What cancelling costs now under the terms: the fee (0: free), or refused. */
export function cancellationNow(
  terms: CancellationTerms,
  now: number,
  pendingReview: boolean,
): { allowed: true; fee_fen: number } | { allowed: false } {
  if (pendingReview || !terms.refused_from) return { allowed: true, fee_fen: 0 };
  if (now >= Date.parse(terms.refused_from)) return { allowed: false };
  if (terms.free_until && now < Date.parse(terms.free_until)) return { allowed: true, fee_fen: 0 };
  return { allowed: true, fee_fen: terms.fee_fen };
}

// ---------- capacity ----------

/**
 * The rules a pass is checked with against the tasks already planned, the same for a customer's prediction and
 * for staff planning: one imaging at a time per satellite with a slew and settle gap between two targets, one look
 * side and a bounded look-angle step within one pass, and an imaging budget per orbit (power and heat).
 */
export const CAPACITY_RULES = {
  /** Two imagings of one satellite closer than this (s) cannot both be made: the antenna slews and settles. */
  slewSettleS: 60,
  /** Imagings this close (s) are one pass: they look to one side within maxLookAngleStepDeg. */
  passWindowS: 900,
  maxLookAngleStepDeg: 10,
  /** Seconds of imaging one satellite makes in one orbit at most. */
  orbitImagingBudgetS: 300,
} as const;

/** How a predicted pass stands against the schedule. */
export const AVAILABILITIES = ['free', 'competing', 'taken'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** A planned task in a pass's way, as the availability rule reads it. */
export interface BlockingTask {
  /** The planned task's priority number (lower is more urgent). */
  priority: number;
  /** Dispatched to the control team (1024): no longer moved by planning. */
  dispatched: boolean;
}

/**
 * Free without a conflict; competing when every task in the way has a lower priority and is not yet dispatched
 * (planning may move them for this order); taken otherwise.
 */
export function availabilityOf(priority: number, blocking: readonly BlockingTask[]): Availability {
  if (!blocking.length) return 'free';
  const mine = BAND_RANK[priorityBand(priority)];
  return blocking.every((b) => !b.dispatched && BAND_RANK[priorityBand(b.priority)] > mine)
    ? 'competing'
    : 'taken';
}

/** How another task's priority compares with an order's: by band. */
export function priorityRelation(mine: number, theirs: number): 'higher' | 'equal' | 'lower' {
  const a = BAND_RANK[priorityBand(mine)];
  const b = BAND_RANK[priorityBand(theirs)];
  return b < a ? 'higher' : b > a ? 'lower' : 'equal';
}

const BAND_RANK: Record<PriorityBand, number> = { 'A+': 0, A: 1, B: 2, C: 3, D: 4 };

/** A quote looks at this many passes; when all are taken it looks this many days past the window for a free one. */
export const QUOTE_LIMITS = { opportunities: 5, laterWindowDays: 14 } as const;

/**
 * The state a customer's cancellation moves an order to, by its state: before a task, planning is cancelled; with
 * tasks anchored, the anchoring; with tasks dispatched, the imaging. Other states are imaged or over.
 */
export const CANCELLED_STATE_OF: Readonly<Record<number, number>> = {
  100: 1031,
  101: 1031,
  102: 1031,
  1032: 1031,
  103: 1021,
  1022: 1021,
  1024: 1043,
  1042: 1043,
};

/** An order's cancellation as it stands at `now`: its terms and whether (and at what fee) it may be cancelled. */
export function cancellationOf(
  state: number,
  costFen: number,
  firstCollect: string | null,
  now: number,
): { allowed: boolean; fee_fen: number; free_until: string | null; refused_from: string | null } {
  const terms = cancellationTerms(firstCollect, costFen);
  const verdict =
    state in CANCELLED_STATE_OF ? cancellationNow(terms, now, state === 100) : ({ allowed: false } as const);
  return {
    allowed: verdict.allowed,
    fee_fen: verdict.allowed ? verdict.fee_fen : 0,
    free_until: terms.free_until,
    refused_from: terms.refused_from,
  };
}

// ---------- delivery deadlines ----------

/**
 * The promised delivery after imaging, by timeliness class (effective_time): the hours a class names; S, Q and N,
 * which name none, promise 6, 12 and 24 hours (as they are priced).
 */
export const DELIVERY_HOURS: Readonly<Record<number, number>> = {
  0: 6,
  1: 12,
  2: 24,
  ...Object.fromEntries(
    EFFECTIVE_TIMES.filter((e) => 'hours' in e).map((e) => [e.value, (e as { hours: number }).hours]),
  ),
};
/** An undelivered order is at risk once this share of its delivery time has passed (and at least 2 h before). */
export const AT_RISK = { share: 0.75, minHoursBefore: 2 } as const;

export const DEADLINE_STATES = ['pending', 'on_time', 'at_risk', 'missed', 'met', 'late'] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];

/**
 * An order's delivery deadline: due its class's hours after it was imaged. pending before imaging; on_time, at_risk
 * and missed while undelivered; met or late once delivered.
 */
export function deliveryDeadline(
  effectiveTime: number,
  imagedAt: string | null,
  deliveredAt: string | null,
  now: number,
): { due_at: string | null; state: DeadlineState } {
  const hours = DELIVERY_HOURS[effectiveTime];
  if (!imagedAt || hours === undefined) return { due_at: null, state: 'pending' };
  const due = Date.parse(imagedAt) + hours * HOUR_MS;
  const due_at = new Date(due).toISOString();
  if (deliveredAt) return { due_at, state: Date.parse(deliveredAt) <= due ? 'met' : 'late' };
  if (now > due) return { due_at, state: 'missed' };
  const riskFrom = Math.min(
    Date.parse(imagedAt) + AT_RISK.share * hours * HOUR_MS,
    due - AT_RISK.minHoursBefore * HOUR_MS,
  );
  return { due_at, state: now >= riskFrom ? 'at_risk' : 'on_time' };
}
