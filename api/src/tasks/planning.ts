/**
 * Planning: the passes over a tasking order's target within its window and constraints, from the access engine
 * (predictPasses of api/src/simulation, the road a prediction takes too), each checked against the tasks already
 * planned; and anchoring tasks on chosen passes. A request names a pass by `satellite@imaging_start`; the server
 * computes the passes again and anchors only on one it finds, so a task always lies on a real pass.
 */
import { INITIAL_TASK_STATE, PLANNABLE_ORDER_STATES } from '@portal/shared/domain';
import { TASK_LIMITS, type PlanningOpportunity, type TaskConflict } from '@portal/shared/domain/tasks';
import { CAPACITY_RULES } from '@portal/shared/domain/tasking-offer';
import type { ImagingModeCode, Propagator, TargetInput } from '@portal/shared/orbit';
import type { Db, Queryable } from '../db';
import { largestPolygon } from '../geo/area-file';
import { ApiError } from '../http/errors';
import { assertOpen, followTasks, lockMission, stateLabel } from '../missions/order-state';
import { missionNo, taskNo } from '../numbers';
import { PLANNING_FIGURES, predictPasses, type PredictedPass } from '../simulation/passes';
import { anchoringSatellites, propagatorsIn } from '../simulation/satellites';

const DAY_MS = 86_400_000;
/** The engine searches at most this far ahead for one order (the order's window may be longer). */
export const PLANNING_HORIZON_DAYS = 31;

/** What the engine needs of an order (WGS-84). */
export interface PlanningInput {
  id: number;
  latitude: number | null;
  longitude: number | null;
  target: { type: 'MultiPolygon'; coordinates: [number, number][][][] } | null;
  img_mode: number;
  anchoring_satellite: string;
  orbit_mode: string;
  left_right_mode: string;
  upper_angle: number;
  lower_angle: number;
  id_date_1: string;
  id_date_2: string;
}

/** A pass as planning sees it, before conflicts. */
export interface Pass extends Omit<PlanningOpportunity, 'conflicts' | 'planned'> {
  incidence_angle: number;
  slant_range_km: number;
  tle_epoch: string;
}

/** A predicted pass as planning offers it and anchors tasks on. */
const toPass = (p: PredictedPass): Pass => ({
  key: p.key,
  satellite_id: p.satellite_id,
  imaging_start: p.imaging_start,
  imaging_end: p.imaging_end,
  imaging_duration: p.imaging_duration,
  look_angle: p.look_angle,
  incidence_angle: p.incidence_angle,
  look_side: p.look_side,
  orbit_direction: p.orbit_direction,
  absolute_orbit: p.absolute_orbit,
  coverage: p.coverage,
  footprint: p.footprint as Pass['footprint'],
  track: p.track,
  slant_range_km: p.slant_range_km,
  tle_epoch: p.tle_epoch,
});

/**
 * The passes of an order (soonest first): its anchoring satellite(s) offering its imaging mode, from now (or its
 * window's start) to its window's end (at most PLANNING_HORIZON_DAYS ahead), within its look angles, side and orbit.
 */
export function passesOf(m: PlanningInput, propagators: Map<string, Propagator>, now = Date.now()): Pass[] {
  const start = Math.max(now, Date.parse(m.id_date_1));
  const end = Math.min(Date.parse(m.id_date_2), start + PLANNING_HORIZON_DAYS * DAY_MS);
  if (!(end > start)) return [];
  const mode = m.img_mode as ImagingModeCode;
  const sats = anchoringSatellites(m.anchoring_satellite, mode)
    .map((s) => propagators.get(s.id))
    .filter((p): p is Propagator => p !== undefined);
  if (!sats.length) return [];
  const target: TargetInput = m.target
    ? largestPolygon({ type: 'MultiPolygon', coordinates: m.target.coordinates })
    : { latDeg: m.latitude!, lonDeg: m.longitude! };
  return predictPasses(
    {
      satellites: sats,
      start,
      end,
      target,
      lookAngleDeg: { min: m.lower_angle, max: m.upper_angle },
      lookSide: m.left_right_mode as 'any',
      orbitDirection: m.orbit_mode as 'any',
      imagingMode: mode,
      limit: TASK_LIMITS.maxOpportunities,
    },
    PLANNING_FIGURES,
  ).map(toPass);
}

/** A planned (or to-be-planned) task as the conflict check sees it. */
export interface PlannedSlot {
  task_id: number;
  task: string;
  mission_id: number;
  satellite: string;
  start: number;
  end: number;
  look_side: 'left' | 'right';
  look_angle: number;
  absolute_orbit: number;
  /** Its order's priority, owner and number (what a customer's prediction says of it). */
  priority: number;
  user_id: number;
  order_no: string;
  /** Dispatched to the control team (1024). */
  dispatched: boolean;
  /** Its footprint (WGS-84; null for a pass not yet planned). */
  footprint?: TaskConflict['footprint'];
}

const imagingSeconds = (s: { start: number; end: number }) => (s.end - s.start) / 1000;

/**
 * How a pass conflicts with planned tasks of the same satellite (CAPACITY_RULES of shared/domain): `time` when the
 * two imaging windows lie closer than the slew and settle margin; `look_angle` when both lie in one pass but look
 * to different sides or differ by more than the angle step; `budget` for each task of the pass's orbit when their
 * imaging seconds and the pass's pass the orbit's budget.
 */
export function conflictsOf(
  p: {
    satellite_id: string;
    imaging_start: string;
    imaging_end: string;
    look_side: string;
    look_angle: number;
    absolute_orbit: number;
  },
  planned: readonly PlannedSlot[],
): TaskConflict[] {
  const start = Date.parse(p.imaging_start);
  const end = Date.parse(p.imaging_end);
  const out: TaskConflict[] = [];
  const sameOrbit = planned.filter(
    (t) => t.satellite === p.satellite_id && t.absolute_orbit === p.absolute_orbit,
  );
  const orbitSeconds = sameOrbit.reduce((sum, t) => sum + imagingSeconds(t), imagingSeconds({ start, end }));
  const overBudget = orbitSeconds > CAPACITY_RULES.orbitImagingBudgetS;
  for (const t of planned) {
    if (t.satellite !== p.satellite_id) continue;
    const gapMs = Math.max(t.start - end, start - t.end);
    if (gapMs < TASK_LIMITS.minGapS * 1000) {
      out.push({ task_id: t.task_id, task: t.task, kind: 'time', footprint: t.footprint ?? null });
    } else if (
      gapMs < TASK_LIMITS.passWindowS * 1000 &&
      (t.look_side !== p.look_side || Math.abs(t.look_angle - p.look_angle) > TASK_LIMITS.maxLookAngleStepDeg)
    ) {
      out.push({ task_id: t.task_id, task: t.task, kind: 'look_angle', footprint: t.footprint ?? null });
    } else if (overBudget && t.absolute_orbit === p.absolute_orbit) {
      out.push({ task_id: t.task_id, task: t.task, kind: 'budget', footprint: t.footprint ?? null });
    }
  }
  return out;
}

/** Live tasks (not failed, cancelled or past imaging) of these satellites around a time range. */
export async function plannedSlots(
  db: Queryable,
  satellites: string[],
  from: number,
  to: number,
): Promise<PlannedSlot[]> {
  if (!satellites.length) return [];
  const margin = TASK_LIMITS.passWindowS * 1000;
  const { rows } = await db.query<{
    id: string;
    mission_id: string;
    created_at: Date;
    satellite: string;
    imaging_start: Date;
    imaging_end: Date;
    look_side: 'left' | 'right';
    look_angle: number;
    absolute_orbit: number;
    task_state: number;
    priority: number;
    user_id: string;
    mission_created: Date;
    footprint_json: string | null;
  }>(
    `SELECT t.id, t.mission_id, t.created_at, t.satellite, t.imaging_start, t.imaging_end, t.look_side, t.look_angle,
            t.absolute_orbit, t.task_state, m.priority, m.user_id, m.created_at AS mission_created,
            ST_AsGeoJSON(t.footprint) AS footprint_json
       FROM tasks t JOIN missions m ON m.id = t.mission_id
      WHERE t.satellite = ANY ($1::text[]) AND t.task_state IN (1022, 1024)
        AND t.imaging_start < $3::timestamptz AND t.imaging_end > $2::timestamptz`,
    [satellites, new Date(from - margin).toISOString(), new Date(to + margin).toISOString()],
  );
  return rows.map((r) => ({
    task_id: Number(r.id),
    task: taskNo(Number(r.id), r.created_at),
    mission_id: Number(r.mission_id),
    satellite: r.satellite,
    start: +new Date(r.imaging_start),
    end: +new Date(r.imaging_end),
    look_side: r.look_side,
    look_angle: r.look_angle,
    absolute_orbit: Number(r.absolute_orbit),
    priority: Number(r.priority),
    user_id: Number(r.user_id),
    order_no: missionNo(Number(r.mission_id), r.mission_created),
    dispatched: Number(r.task_state) === 1024,
    footprint: r.footprint_json ? JSON.parse(r.footprint_json) : null,
  }));
}

/** The live tasks of the passes' satellites around their imaging windows (none for no pass). */
export async function slotsAround(
  db: Queryable,
  passes: readonly { satellite_id: string; imaging_start: string; imaging_end: string }[],
): Promise<PlannedSlot[]> {
  if (!passes.length) return [];
  const times = passes.flatMap((p) => [Date.parse(p.imaging_start), Date.parse(p.imaging_end)]);
  return plannedSlots(
    db,
    [...new Set(passes.map((p) => p.satellite_id))],
    Math.min(...times),
    Math.max(...times),
  );
}

async function planningInput(db: Queryable, id: number): Promise<PlanningInput | null> {
  const { rows } = await db.query<PlanningInput & { target_json: string | null }>(
    `SELECT id, latitude, longitude, ST_AsGeoJSON(target) AS target_json, img_mode, anchoring_satellite, orbit_mode,
            left_right_mode, upper_angle, lower_angle, id_date_1, id_date_2
       FROM missions WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...r,
    id: Number(r.id),
    target: r.target_json ? JSON.parse(r.target_json) : null,
    id_date_1: new Date(r.id_date_1).toISOString(),
    id_date_2: new Date(r.id_date_2).toISOString(),
  };
}

/** The passes of an order with their conflicts and whether the order already has a task on each. */
export async function opportunitiesOf(
  db: Queryable,
  missionId: number,
): Promise<PlanningOpportunity[] | null> {
  const m = await planningInput(db, missionId);
  if (!m) return null;
  const passes = passesOf(m, await propagatorsIn(db));
  if (!passes.length) return [];
  const slots = await slotsAround(db, passes);
  return passes.map(({ slant_range_km: _s, tle_epoch: _e, ...p }) => {
    const own = slots.filter((s) => s.mission_id === missionId && s.satellite === p.satellite_id);
    const planned = own.some((s) => s.start === Date.parse(p.imaging_start));
    return {
      ...p,
      planned,
      conflicts: conflictsOf(
        p,
        slots.filter(
          (s) => !(planned && s.mission_id === missionId && s.start === Date.parse(p.imaging_start)),
        ),
      ),
    };
  });
}

/**
 * Anchors one task on each named pass of an order (all or none). 422 when the order may not be planned now, a pass
 * is unknown or already planned, or (unless `acceptConflicts`) a pass conflicts with planned tasks or another
 * chosen pass. The first task moves the order to "order planning success" and "anchoring success".
 */
export async function planTasks(
  db: Db,
  missionId: number,
  version: number,
  keys: string[],
  acceptConflicts: boolean,
  by: number,
): Promise<number[]> {
  const input = await planningInput(db, missionId);
  if (!input) throw new ApiError(404, 'notFound');
  // The engine runs before the transaction: the order's fields it reads change only with its version.
  const passes = passesOf(input, await propagatorsIn(db));
  return db.transaction(async (tx) => {
    const m = await lockMission(tx, missionId, version);
    if (!m) throw new ApiError(404, 'notFound');
    assertOpen(m);
    if (!PLANNABLE_ORDER_STATES.has(m.order_state))
      throw new ApiError(
        422,
        'missionNotPlannable',
        [{ field: 'mission_id', key: 'missionNotPlannable' }],
        {},
        {
          state: stateLabel(m.order_state),
        },
      );
    const { rows: pr } = await tx.query<{ priority: number; demandid: string | null }>(
      'SELECT priority, demandid FROM missions WHERE id = $1',
      [missionId],
    );
    const chosen = keys.map((k, i) => {
      const p = passes.find((x) => x.key === k);
      if (!p)
        throw new ApiError(422, 'opportunityUnknown', [{ field: `keys.${i}`, key: 'opportunityUnknown' }]);
      return p;
    });
    const times = chosen.flatMap((p) => [Date.parse(p.imaging_start), Date.parse(p.imaging_end)]);
    const slots = await plannedSlots(
      tx,
      [...new Set(chosen.map((p) => p.satellite_id))],
      Math.min(...times),
      Math.max(...times),
    );
    const problems: { field: string; key: 'opportunityPlanned' | 'taskConflict' }[] = [];
    const accepted: PlannedSlot[] = [...slots];
    chosen.forEach((p, i) => {
      const start = Date.parse(p.imaging_start);
      if (
        slots.some((s) => s.mission_id === missionId && s.satellite === p.satellite_id && s.start === start)
      )
        problems.push({ field: `keys.${i}`, key: 'opportunityPlanned' });
      else if (!acceptConflicts && conflictsOf(p, accepted).length)
        problems.push({ field: `keys.${i}`, key: 'taskConflict' });
      accepted.push({
        task_id: -1 - i,
        task: p.key,
        mission_id: missionId,
        satellite: p.satellite_id,
        start,
        end: Date.parse(p.imaging_end),
        look_side: p.look_side,
        look_angle: p.look_angle,
        absolute_orbit: p.absolute_orbit,
        priority: pr[0].priority,
        user_id: m.user_id,
        order_no: '',
        dispatched: false,
      });
    });
    if (new Set(keys).size !== keys.length) problems.push({ field: 'keys', key: 'opportunityPlanned' });
    if (problems.length) throw new ApiError(422, problems[0].key, problems);

    const ids: number[] = [];
    for (const p of chosen) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO tasks (mission_id, task_state, rank, satellite, imaging_mode, absolute_orbit, look_side, look_angle,
                            orbit_direction, imaging_start, imaging_end, footprint, missiondata, demandid, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
                 ST_Multi(ST_SetSRID(ST_GeomFromGeoJSON($12), 4326)), $13, $14, $15)
         RETURNING id`,
        [
          missionId,
          INITIAL_TASK_STATE,
          pr[0].priority,
          p.satellite_id,
          input.img_mode,
          p.absolute_orbit,
          p.look_side,
          p.look_angle,
          p.orbit_direction,
          p.imaging_start,
          p.imaging_end,
          JSON.stringify(p.footprint),
          JSON.stringify({
            incidence_angle: p.incidence_angle,
            slant_range_km: p.slant_range_km,
            coverage: p.coverage,
            tle_epoch: p.tle_epoch,
          }),
          pr[0].demandid,
          by,
        ],
      );
      const id = Number(rows[0].id);
      await tx.query(
        'INSERT INTO task_state_changes (task_id, from_state, to_state, changed_by, note) VALUES ($1, NULL, $2, $3, $4)',
        [id, INITIAL_TASK_STATE, by, `anchored on ${p.key}`],
      );
      ids.push(id);
    }
    await followTasks(tx, m, by);
    return ids;
  });
}
