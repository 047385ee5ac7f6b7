/**
 * Whether an order's passes are free (docs/tasking-offer.md): its predicted passes, soonest first, each checked
 * against the tasks already planned with the rules staff planning uses (tasks/planning.ts conflictsOf, the
 * CAPACITY_RULES of shared/domain). A customer's own orders in the way are named; others' are only "booked".
 * When every pass is taken it says what would find one: a more urgent priority, or the first free pass after the
 * window.
 */
import { PRIORITY_OPTIONS } from '@portal/shared/domain';
import type { MissionFields } from '@portal/shared/domain/missions';
import { availabilityOf, priorityRelation, QUOTE_LIMITS } from '@portal/shared/domain/tasking-offer';
import type { QuotedOpportunity, TaskingQuote } from '@portal/shared/domain/tasking-quote';
import type { Propagator } from '@portal/shared/orbit';
import type { Queryable } from '../db';
import { propagatorsIn } from '../simulation/satellites';
import {
  conflictsOf,
  passesOf,
  slotsAround,
  type Pass,
  type PlanningInput,
  type PlannedSlot,
} from '../tasks/planning';

const DAY_MS = 86_400_000;

export interface Feasibility {
  opportunities: QuotedOpportunity[];
  first_collect: string | null;
  suggestion: TaskingQuote['suggestion'];
}

/** What the engine reads of an order's fields (WGS-84). */
const planningInputOf = (f: MissionFields): PlanningInput => ({
  id: 0,
  latitude: f.Latitude,
  longitude: f.Longitude,
  target: (f.target as PlanningInput['target']) ?? null,
  img_mode: f.img_mode,
  anchoring_satellite: f.anchoring_satellite,
  orbit_mode: f.orbit_mode,
  left_right_mode: f.left_right_mode,
  upper_angle: f.upper_angle,
  lower_angle: f.lower_angle,
  id_date_1: f.id_date_1,
  id_date_2: f.id_date_2,
});

/** A pass with its conflicts and availability for an order of `priority` placed by `userId`. */
function judge(p: Pass, slots: readonly PlannedSlot[], priority: number, userId: number): QuotedOpportunity {
  const byTask = new Map(slots.map((s) => [s.task_id, s]));
  const blocking = conflictsOf(p, slots).map((c) => ({ conflict: c, slot: byTask.get(c.task_id)! }));
  return {
    satellite_id: p.satellite_id,
    imaging_start: p.imaging_start,
    imaging_end: p.imaging_end,
    look_side: p.look_side,
    orbit_direction: p.orbit_direction,
    look_angle: p.look_angle,
    incidence_angle: p.incidence_angle,
    availability: availabilityOf(
      priority,
      blocking.map((b) => ({ priority: b.slot.priority, dispatched: b.slot.dispatched })),
    ),
    conflicts: blocking.map((b) => ({
      kind: b.conflict.kind,
      priority: priorityRelation(priority, b.slot.priority),
      order_no: b.slot.user_id === userId ? b.slot.order_no : null,
    })),
  };
}

/** The most urgent-but-needed priority of the form's values that would make one of the passes competing. */
function priorityThatFinds(passes: readonly Pass[], slots: readonly PlannedSlot[], priority: number) {
  const urgent = PRIORITY_OPTIONS.map((o) => o.value as number)
    .filter((v) => v < priority)
    .sort((a, b) => b - a);
  return urgent.find((v) => passes.some((p) => judge(p, slots, v, 0).availability !== 'taken')) ?? null;
}

/** The passes of an order's fields with how each stands, its first collect and, when all are taken, a way out. */
export async function feasibilityOf(
  db: Queryable,
  f: MissionFields,
  userId: number,
  now = Date.now(),
  propagators?: Map<string, Propagator>,
): Promise<Feasibility> {
  const props = propagators ?? (await propagatorsIn(db));
  const input = planningInputOf(f);
  const passes = passesOf(input, props, now).slice(0, QUOTE_LIMITS.opportunities);
  const slots = await slotsAround(db, passes);
  const opportunities = passes.map((p) => judge(p, slots, f.priority, userId));
  const first = opportunities.find((o) => o.availability !== 'taken');
  if (first || !passes.length)
    return { opportunities, first_collect: first?.imaging_start ?? null, suggestion: null };
  const end = Date.parse(f.id_date_2);
  const later = passesOf(
    {
      ...input,
      id_date_1: new Date(end).toISOString(),
      id_date_2: new Date(end + QUOTE_LIMITS.laterWindowDays * DAY_MS).toISOString(),
    },
    props,
    now,
  );
  const laterSlots = await slotsAround(db, later);
  const free = later.find((p) => judge(p, laterSlots, f.priority, userId).availability !== 'taken');
  return {
    opportunities,
    first_collect: null,
    suggestion: {
      priority: priorityThatFinds(passes, slots, f.priority),
      window_from: free?.imaging_start ?? null,
    },
  };
}
