/**
 * Reading tasking orders (missions): one, with the history of its states, its planned passes, its products and
 * staff's comments; a filtered page; what a customer reads of one. Coordinates are stored in WGS-84.
 */
import {
  MISSION_FIELD_KEYS,
  PROGRESS_STEPS,
  isEditableOrderState,
  missionStateOf,
  orderStatuses,
  progressOf,
  stepTimes,
  type TaskFacts,
} from '@portal/shared/domain';
import {
  AT_RISK,
  cancellationOf,
  DELIVERY_HOURS,
  deliveryDeadline,
} from '@portal/shared/domain/tasking-offer';
import { INTERNAL_FIELDS, STORED_FIELDS } from '@portal/shared/domain/mission-field-views';
import type { Mission, MissionDetail } from '@portal/shared/domain/missions';
import type { Queryable } from '../db';
import { ORG_READ_SQL } from '../orgs/membership';
import { missionNo } from '../numbers';
import { stateHistory } from './order-state';

/** An order's row: its columns (read by the fields' table, mission-fields.ts) and what the query joins and counts. */
interface MissionRow {
  [column: string]: unknown;
  id: string | number;
  username: string;
  order_state: number;
  created_at: Date | string;
  sales_name: string | null;
  task_count: number;
  /** Each task's state and recorded results, by task id (the order's statuses come from them). */
  task_facts: TaskFacts[] | null;
  /** The order's state changes, oldest first (each step's time comes from them). */
  reached: { state: number; at: string }[] | null;
  /** When its imaged tasks were imaged (the latest imaging time): the in-orbit imaging step's time. */
  imaged_at: Date | string | null;
  /** Its earliest live (anchored or dispatched) task: the first collect its terms count from. */
  next_task_at: Date | string | null;
}

const iso = (t: Date | string) => new Date(t).toISOString();

/** A column's value as the contract gives it. */
function readStored(v: unknown, stored: (typeof STORED_FIELDS)[number]['stored']): unknown {
  if (stored === 'bigint') return v === null || v === undefined ? null : Number(v);
  if (stored === 'instant') return v ? iso(v as Date | string) : null;
  if (stored === 'geometry') return v ? JSON.parse(v as string) : null;
  return v;
}

const SELECT = `SELECT m.*, u.username, ST_AsGeoJSON(m.target, 10) AS target, s.username AS sales_name,
  (SELECT count(*)::int FROM tasks t WHERE t.mission_id = m.id) AS task_count,
  (SELECT json_agg(json_build_object('task_state', t.task_state, 'imaging_result', t.imaging_result,
     'product_status', t.product_status, 'delivery_status', t.delivery_status) ORDER BY t.id)
     FROM tasks t WHERE t.mission_id = m.id) AS task_facts,
  (SELECT json_agg(json_build_object('state', c.to_state, 'at', c.changed_at) ORDER BY c.id)
     FROM mission_state_changes c WHERE c.mission_id = m.id) AS reached,
  (SELECT max(t.imaging_start) FROM tasks t WHERE t.mission_id = m.id AND t.imaging_result = 1) AS imaged_at,
  (SELECT min(t.imaging_start) FROM tasks t WHERE t.mission_id = m.id AND t.task_state IN (1022, 1024)) AS next_task_at
  FROM missions m JOIN users u ON u.id = m.user_id LEFT JOIN users s ON s.id = u.sales_id`;

function toMission(r: MissionRow): Mission {
  const code = Number(r.order_state);
  const changes = (r.reached ?? []).map((c) => ({ state: Number(c.state), at: iso(c.at) }));
  const statuses = orderStatuses(r.task_facts ?? []);
  const colours = progressOf(code, 'order', {
    deliveryAbnormal: statuses.delivery_status === 'shipping_abnormal',
  });
  const times = stepTimes(
    colours.map((c) => c.color),
    changes,
    r.imaged_at ? iso(r.imaged_at) : null,
  );
  const firstCollect = r.next_task_at
    ? iso(r.next_task_at)
    : r.first_collect_at
      ? iso(r.first_collect_at as Date)
      : null;
  const derived: Partial<Mission> = {
    first_collect_at: firstCollect,
    cancellation: cancellationOf(code, Number(r.cost_fen), firstCollect, Date.now()),
    delivery_deadline: deliveryDeadline(
      Number(r.effective_time),
      r.imaged_at ? iso(r.imaged_at) : null,
      changes.find((c) => c.state === 108 || c.state === 109)?.at ?? null,
      Date.now(),
    ),
    order_no: missionNo(Number(r.id), r.created_at),
    username: r.username,
    mission_state: missionStateOf(code),
    ...statuses,
    editable: isEditableOrderState(code),
    steps: PROGRESS_STEPS.map((s, i) => ({
      key: s.key,
      color: colours[i].color,
      reached_at: times[i],
    })),
    sales: r.sales_name,
    task_count: r.task_count,
  };
  const stored = new Map(STORED_FIELDS.map((f) => [f.field, readStored(r[f.column], f.stored)]));
  // In the contract's order, as the API has always answered.
  return Object.fromEntries(
    MISSION_FIELD_KEYS.map((k) => [k, k in derived ? derived[k] : stored.get(k)]),
  ) as Mission;
}

/** What a customer reads of an order: the fields staff keep for themselves are null. */
export function customerView<T extends Mission>(m: T): T {
  return { ...m, ...Object.fromEntries(INTERNAL_FIELDS.map((k) => [k, null])) };
}

/**
 * One order; `ownerId` limits it to that customer's and, for its managers and viewers, their organisation's
 * (docs/organisations.md "Shared views"; null: any).
 */
export async function findMission(
  db: Queryable,
  id: number,
  ownerId: number | null,
): Promise<Mission | null> {
  const params: unknown[] = [id];
  let where = 'm.id = $1 AND m.deleted_at IS NULL';
  if (ownerId !== null) {
    params.push(ownerId);
    where += ` AND (m.user_id = $2 OR m.org_id = ${ORG_READ_SQL('$2')})`;
  }
  const { rows } = await db.query<MissionRow>(`${SELECT} WHERE ${where}`, params);
  return rows[0] ? toMission(rows[0]) : null;
}

/**
 * Task states after which a task's pass images nothing: anchoring cancelled or failed, dispatch failed, imaging
 * cancelled.
 */
const NO_IMAGING_TASK_STATES = [1021, 1023, 1025, 1043];

/** An order with the history of its states, its planned passes and its products. */
export async function missionDetail(
  db: Queryable,
  id: number,
  ownerId: number | null,
  withComments = false,
): Promise<MissionDetail | null> {
  const m = await findMission(db, id, ownerId);
  if (!m) return null;
  const history = await stateHistory(db, 'missions', id);
  const products = await db.query<{
    id: string;
    scene_id: string;
    archive_order_id: string;
    deliver_time: Date;
  }>(
    `SELECT id, scene_id, archive_order_id, deliver_time FROM tasks
      WHERE mission_id = $1 AND scene_id IS NOT NULL AND archive_order_id IS NOT NULL ORDER BY id`,
    [id],
  );
  // The passes its tasks are anchored on, but those cancelled or failed before imaging (no image will come of them).
  const passes = await db.query<{ imaging_start: Date; satellite: string }>(
    `SELECT imaging_start, satellite FROM tasks
      WHERE mission_id = $1 AND task_state <> ALL ($2::int[]) ORDER BY imaging_start, id`,
    [id, NO_IMAGING_TASK_STATES],
  );
  const comments = withComments
    ? await db.query<{ id: string; by: string | null; role: string | null; body: string; at: Date }>(
        `SELECT c.id, u.username AS by, u.type AS role, c.body, c.created_at AS at
           FROM mission_comments c LEFT JOIN users u ON u.id = c.author_id WHERE c.mission_id = $1 ORDER BY c.id`,
        [id],
      )
    : { rows: [] };
  return {
    ...m,
    history: history.map((r) => ({ ...r, at: iso(r.at) })),
    planned_imaging: passes.rows.map((p) => ({ imaging_time: iso(p.imaging_start), satellite: p.satellite })),
    products: products.rows.map((p) => ({
      task_id: Number(p.id),
      scene_id: p.scene_id,
      archive_order_id: Number(p.archive_order_id),
      delivered_at: iso(p.deliver_time),
    })),
    staff_comments: comments.rows.map((c) => ({
      id: Number(c.id),
      by: c.by,
      role: c.role,
      text: c.body,
      at: iso(c.at),
    })),
  };
}

export interface MissionFilter {
  /** Only this customer's orders; null: every order (staff and sales, docs/requirements.md §6). */
  scope: { userId: number } | null;
  orderState?: number;
  from?: string;
  to?: string;
  satellite?: string;
  keyword?: string;
  username?: string;
  /** Staff filters. */
  priorityBand?: 'A+' | 'A' | 'B' | 'C' | 'D';
  taskNature?: string;
  suspended?: boolean;
  /** Only these states (the planning queue). */
  states?: number[];
  /** Imaged, undelivered orders near (at_risk) or past (missed) their delivery deadline. */
  deadline?: 'at_risk' | 'missed';
  sort?: keyof typeof SORT_COLUMN;
  order?: 'asc' | 'desc';
}

/** Stored priorities of each band (docs/requirements.md §3: 0-2 A+, 3-5 A, 6-8 B, 9-11 C, 12 and above D). */
const BAND_RANGE = { 'A+': [0, 2], A: [3, 5], B: [6, 8], C: [9, 11], D: [12, 1_000_000] } as const;
/** The hours of an order's timeliness class in SQL (DELIVERY_HOURS of shared/domain). */
const HOURS_SQL = `(CASE m.effective_time ${Object.entries(DELIVERY_HOURS)
  .map(([code, h]) => `WHEN ${Number(code)} THEN ${Number(h)}`)
  .join(' ')} END)`;
/** The promised delivery time of an order in SQL: its imaging + its class's hours (null before imaging). */
export const DUE_SQL = `((SELECT max(t.imaging_start) FROM tasks t WHERE t.mission_id = m.id AND t.imaging_result = 1)
  + interval '1 hour' * ${HOURS_SQL})`;
export const DELIVERED_SQL = `EXISTS (SELECT 1 FROM mission_state_changes c WHERE c.mission_id = m.id AND c.to_state IN (108, 109))`;
/** When an undelivered order becomes at risk, in SQL (AT_RISK of shared/domain). */
const RISK_FROM_SQL = `(${DUE_SQL} - interval '1 hour' * greatest(${AT_RISK.minHoursBefore}, ${1 - AT_RISK.share} * ${HOURS_SQL}))`;
const SORT_COLUMN = {
  create_time: 'm.created_at',
  id_date_1: 'm.id_date_1',
  priority: 'm.priority',
  order_state: 'm.order_state',
  delivery_due: DUE_SQL,
} as const;

/** A page of orders, newest first, and their total. */
export async function listMissions(db: Queryable, f: MissionFilter, offset: number, size: number) {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where = ['m.deleted_at IS NULL'];
  if (f.scope) {
    const owner = p(f.scope.userId);
    where.push(`(m.user_id = ${owner} OR m.org_id = ${ORG_READ_SQL(owner)})`);
  }
  if (f.orderState !== undefined) where.push(`m.order_state = ${p(f.orderState)}`);
  if (f.from) where.push(`m.created_at >= ${p(`${f.from}T00:00:00Z`)}::timestamptz`);
  if (f.to) where.push(`m.created_at < ${p(`${f.to}T00:00:00Z`)}::timestamptz + interval '1 day'`);
  if (f.satellite) where.push(`m.anchoring_satellite = ${p(f.satellite)}`);
  if (f.keyword) where.push(`m.target_name ILIKE ${p(`%${f.keyword.replace(/[\\%_]/g, '\\$&')}%`)}`);
  if (f.username) where.push(`u.username ILIKE ${p(`%${f.username.replace(/[\\%_]/g, '\\$&')}%`)}`);
  if (f.priorityBand) {
    const [lo, hi] = BAND_RANGE[f.priorityBand];
    where.push(`m.priority BETWEEN ${p(lo)} AND ${p(hi)}`);
  }
  if (f.taskNature) where.push(`m.task_nature = ${p(f.taskNature)}`);
  if (f.suspended !== undefined) where.push(`m.suspended = ${p(f.suspended)}`);
  if (f.states) where.push(`m.order_state = ANY (${p(f.states)}::int[])`);
  if (f.deadline === 'missed') where.push(`NOT ${DELIVERED_SQL} AND ${DUE_SQL} < now()`);
  if (f.deadline === 'at_risk')
    where.push(`NOT ${DELIVERED_SQL} AND ${RISK_FROM_SQL} <= now() AND ${DUE_SQL} >= now()`);
  const cond = `WHERE ${where.join(' AND ')}`;
  const dir = f.order === 'asc' ? 'ASC' : 'DESC';
  const nulls = f.sort === 'delivery_due' ? ' NULLS LAST' : '';
  const order = `ORDER BY ${SORT_COLUMN[f.sort ?? 'create_time']} ${dir}${nulls}, m.id ${dir}`;
  // The customer's row is read only when a condition needs it; the page's ids are chosen first, so the per-row
  // subqueries (history, tasks) run for the rows shown, not for those skipped by the offset.
  const from = /\bu\./.test(cond) ? 'missions m JOIN users u ON u.id = m.user_id' : 'missions m';
  const [total, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${cond}`, params),
    db.query<MissionRow>(
      `${SELECT} WHERE m.id IN (SELECT m.id FROM ${from} ${cond} ${order} LIMIT ${size} OFFSET ${offset}) ${order}`,
      params,
    ),
  ]);
  const rows = page.rows;
  return { missions: rows.map(toMission), total: total.rows[0].n };
}
