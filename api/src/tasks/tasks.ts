/**
 * Reading planning tasks (docs/requirements.md §3 "Task"): one, its history, a filtered page, the tasks of an order, and the rows
 * staff act on (locked, at the version they saw).
 */
import { TASK_BOARD_COLUMNS } from '@portal/shared/domain';
import type { Task, TaskDetail, taskListQuery } from '@portal/shared/domain/tasks';
import type { z } from 'zod';
import type { Queryable } from '../db';
import type { Lang } from '../i18n/messages';
import { messageTime } from '../i18n/times';
import { ApiError } from '../http/errors';
import { stateHistory, staleVersion } from '../missions/order-state';
import { missionNo, taskNo } from '../numbers';

/** A task's pass as its row stores it: what the satellite images, when and how. */
export interface TaskPassRow {
  satellite: string;
  imaging_mode: number;
  absolute_orbit: number;
  look_side: 'left' | 'right';
  look_angle: number;
  orbit_direction: 'ascending' | 'descending';
  imaging_start: Date;
  imaging_end: Date;
}

interface TaskRow extends TaskPassRow {
  id: string;
  mission_id: string;
  mission_created: Date;
  target_name: string;
  username: string;
  sales_name: string | null;
  task_state: number;
  rank: number;
  footprint_json: string | null;
  missiondata: Task['missiondata'];
  demandid: string | null;
  imaging_result: 0 | 1 | 2 | null;
  transfer_result: 0 | 1 | 2 | null;
  transfer_time: Date | null;
  product_status: Task['product_status'];
  delivery_status: Task['task_delivery_status'];
  deliver_num: number;
  real_deliver_num: number | null;
  deliver_time: Date | null;
  fail_reason: string;
  scene_id: string | null;
  archive_order_id: string | null;
  received_at: Date | null;
  synced_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  late: boolean;
}

const iso = (t: Date | string) => new Date(t).toISOString();
const isoOrNull = (t: Date | string | null) => (t ? iso(t) : null);

/** Open states before an imaging result: a task whose imaging end has passed in one of them is late. */
export const AWAITING_IMAGING = [1022, 1024];

export const TASK_SELECT = `SELECT t.*, ST_AsGeoJSON(t.footprint, 6) AS footprint_json, m.created_at AS mission_created,
  m.target_name, u.username, s.username AS sales_name,
  (t.imaging_end < now() AND t.task_state IN (${AWAITING_IMAGING.join(', ')})) AS late
  FROM tasks t JOIN missions m ON m.id = t.mission_id JOIN users u ON u.id = m.user_id
  LEFT JOIN users s ON s.id = u.sales_id`;

export function toTask(r: TaskRow): Task {
  return {
    id: Number(r.id),
    task: taskNo(Number(r.id), r.created_at),
    mission_id: Number(r.mission_id),
    order_no: missionNo(Number(r.mission_id), r.mission_created),
    target_name: r.target_name,
    username: r.username,
    sales: r.sales_name,
    task_state: r.task_state,
    rank: r.rank,
    anchoring_satellite: r.satellite,
    imaging_mode: r.imaging_mode,
    anchoring_orbit: r.absolute_orbit,
    anchoring_left_right: r.look_side,
    anchoring_center_look_angle: r.look_angle,
    orbit_direction: r.orbit_direction,
    imaging_time: iso(r.imaging_start),
    imaging_duration: Math.round((+new Date(r.imaging_end) - +new Date(r.imaging_start)) / 10) / 100,
    planning_time: iso(r.created_at),
    footprint: r.footprint_json ? JSON.parse(r.footprint_json) : null,
    missiondata: r.missiondata,
    demandid: r.demandid,
    zgcxcgpd: r.imaging_result,
    transfer: r.transfer_result,
    transfer_time: isoOrNull(r.transfer_time),
    product_status: r.product_status,
    task_delivery_status: r.delivery_status,
    deliver_num: r.deliver_num,
    real_deliver_num: r.real_deliver_num,
    deliver_time: isoOrNull(r.deliver_time),
    fail_reason: r.fail_reason,
    scene_id: r.scene_id,
    archive_order_id: r.archive_order_id === null ? null : Number(r.archive_order_id),
    received_at: isoOrNull(r.received_at),
    synced_at: isoOrNull(r.synced_at),
    late: r.late,
    update_time: iso(r.updated_at),
    version: r.version,
  };
}

export async function findTask(db: Queryable, id: number): Promise<Task | null> {
  const { rows } = await db.query<TaskRow>(`${TASK_SELECT} WHERE t.id = $1`, [id]);
  return rows[0] ? toTask(rows[0]) : null;
}

/** The tasks of `ids`, in that order (each known to exist: just planned or acted on). */
export async function tasksById(db: Queryable, ids: number[]): Promise<Task[]> {
  const out: Task[] = [];
  for (const id of ids) out.push((await findTask(db, id))!);
  return out;
}

/** The note planning writes on a new task (planning.ts): the pass it was anchored on, `satellite@imaging start`. */
const ANCHORED = /^anchored on ([^@\s]+)@(\S+)$/;

/** A history note in the reader's language: the portal's own notes are said anew, a person's shown as written. */
export function historyNote(note: string, lang: Lang): string {
  const m = ANCHORED.exec(note);
  const at = m ? new Date(m[2]) : null;
  if (!m || !at || Number.isNaN(at.getTime())) return note;
  const time = messageTime(at);
  return lang === 'zh' ? `锚定于 ${m[1]} 的过境（${time.zh}）` : `Anchored on the ${m[1]} pass of ${time.en}`;
}

export async function taskDetail(db: Queryable, id: number, lang: Lang = 'zh'): Promise<TaskDetail | null> {
  const t = await findTask(db, id);
  if (!t) return null;
  const history = await stateHistory(db, 'tasks', id);
  return { ...t, history: history.map((r) => ({ ...r, note: historyNote(r.note, lang), at: iso(r.at) })) };
}

export interface TaskFilter {
  taskState?: number;
  column?: string;
  satellite?: string;
  missionId?: number;
  username?: string;
  keyword?: string;
  from?: string;
  to?: string;
  /** Imaging start within [fromTime, toTime) (ISO instants): the timeline. */
  fromTime?: string;
  toTime?: string;
  late?: boolean;
  sort?: 'imaging_time' | 'update_time' | 'rank';
  order?: 'asc' | 'desc';
}

/** The filter of a task list query (GET tasks/ and the exports). */
export function filterOf(q: z.infer<typeof taskListQuery>): TaskFilter {
  return {
    taskState: q.task_state,
    column: q.column,
    satellite: q.satellite,
    missionId: q.mission_id,
    username: q.username,
    keyword: q.keyword,
    from: q.from,
    to: q.to,
    late: q.late === undefined ? undefined : q.late === 'true',
    sort: q.sort,
    order: q.order,
  };
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, '\\$&')}%`;
const SORT = { imaging_time: 't.imaging_start', update_time: 't.updated_at', rank: 't.rank' } as const;

/** A page of tasks and their total. */
export async function listTasks(db: Queryable, f: TaskFilter, offset: number, size: number) {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = ['true'];
  if (f.taskState !== undefined) where.push(`t.task_state = ${p(f.taskState)}`);
  if (f.column) {
    const col = TASK_BOARD_COLUMNS.find((c) => c.key === f.column);
    where.push(`t.task_state = ANY (${p(col ? [...col.states] : [])}::int[])`);
  }
  if (f.satellite) where.push(`t.satellite = ${p(f.satellite)}`);
  if (f.missionId !== undefined) where.push(`t.mission_id = ${p(f.missionId)}`);
  if (f.username) where.push(`u.username ILIKE ${p(like(f.username))}`);
  if (f.keyword) {
    const k = f.keyword.trim();
    const idMatch = /^TK\d{8}(\d{6})$/i.exec(k);
    where.push(idMatch ? `t.id = ${p(Number(idMatch[1]))}` : `m.target_name ILIKE ${p(like(k))}`);
  }
  if (f.from) where.push(`t.imaging_start >= ${p(`${f.from}T00:00:00Z`)}::timestamptz`);
  if (f.to) where.push(`t.imaging_start < ${p(`${f.to}T00:00:00Z`)}::timestamptz + interval '1 day'`);
  if (f.fromTime) where.push(`t.imaging_start >= ${p(f.fromTime)}::timestamptz`);
  if (f.toTime) where.push(`t.imaging_start < ${p(f.toTime)}::timestamptz`);
  if (f.late !== undefined)
    where.push(
      `${f.late ? '' : 'NOT '}(t.imaging_end < now() AND t.task_state IN (${AWAITING_IMAGING.join(', ')}))`,
    );
  const cond = `WHERE ${where.join(' AND ')}`;
  const dir = f.order === 'desc' ? 'DESC' : 'ASC';
  const from = `FROM tasks t JOIN missions m ON m.id = t.mission_id JOIN users u ON u.id = m.user_id`;
  const [total, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${from} ${cond}`, params),
    db.query<TaskRow>(
      `${TASK_SELECT} ${cond} ORDER BY ${SORT[f.sort ?? 'imaging_time']} ${dir}, t.id ${dir} LIMIT ${size} OFFSET ${offset}`,
      params,
    ),
  ]);
  return { tasks: page.rows.map(toTask), total: total.rows[0].n };
}

export interface LockedTask {
  id: number;
  mission_id: number;
  task_state: number;
  version: number;
  imaging_start: Date;
}

/** The order a task belongs to (read without a lock: the order is locked first, then its task). */
export async function missionOfTask(db: Queryable, id: number): Promise<number | null> {
  const { rows } = await db.query<{ mission_id: string }>('SELECT mission_id FROM tasks WHERE id = $1', [id]);
  return rows[0] ? Number(rows[0].mission_id) : null;
}

/** Locks a task at the version the change was made on: 404 when missing, 409 when changed since. */
export async function lockTask(tx: Queryable, id: number, version: number): Promise<LockedTask> {
  const { rows } = await tx.query<LockedTask>(
    'SELECT id, mission_id, task_state, version, imaging_start FROM tasks WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw new ApiError(404, 'notFound');
  const t = {
    ...rows[0],
    id: Number(rows[0].id),
    mission_id: Number(rows[0].mission_id),
    imaging_start: new Date(rows[0].imaging_start),
  };
  if (t.version !== version) throw await staleVersion(tx, 'tasks', id);
  return t;
}
