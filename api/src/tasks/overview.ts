/**
 * The operations overview (situationMonitoring) and the control team's requirement notices. The overview's days
 * (today's tasks, this week's) are the reader's: Beijing days in Chinese, UTC days in English
 * (docs/requirements.md §1).
 */
import {
  CANCELLED_TASK_STATES,
  FAILED_TASK_STATES,
  PROGRESS_STEPS,
  progressOf,
  TASK_BOARD_COLUMNS,
} from '@portal/shared/domain';
import type { Overview, RequirementNotice } from '@portal/shared/domain/tasks';
import type { Queryable } from '../db';
import type { Lang } from '../i18n/messages';
import { DUE_SQL } from '../missions/read';
import { dayStartIn, TIME_ZONES, wallClock } from '../i18n/times';
import { missionNo } from '../numbers';
import { AWAITING_IMAGING, TASK_SELECT, toTask } from './tasks';

const DAY_MS = 86_400_000;
const iso = (t: Date | string) => new Date(t).toISOString();

/** Monday 00:00 of the week of `now` in the language's zone. */
export function weekStart(now: Date, lang: Lang): Date {
  const date = wallClock(now, TIME_ZONES[lang]).slice(0, 10);
  const dow = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(+dayStartIn(now, lang) - dow * DAY_MS);
}

export async function overview(db: Queryable, lang: Lang, now = new Date()): Promise<Overview> {
  const today = dayStartIn(now, lang);
  const monday = weekStart(now, lang);
  const failed = [...FAILED_TASK_STATES];
  const [byState, byTaskState, week, todays, late, recentFailed, counts, archive, deadlines] =
    await Promise.all([
      // With whether a live task's shipping failed: the delivery step is red then, as the order's own steps say.
      db.query<{ state: number; abnormal: boolean; n: number }>(
        `SELECT m.order_state AS state,
              EXISTS (SELECT 1 FROM tasks t WHERE t.mission_id = m.id AND t.delivery_status = 'shipping_abnormal'
                         AND t.task_state <> ALL ($1::int[])) AS abnormal,
              count(*)::int AS n
         FROM missions m WHERE m.deleted_at IS NULL GROUP BY 1, 2 ORDER BY 1, 2`,
        [[...FAILED_TASK_STATES, ...CANCELLED_TASK_STATES]],
      ),
      db.query<{ state: number; n: number }>(
        'SELECT task_state AS state, count(*)::int AS n FROM tasks GROUP BY 1',
      ),
      db.query<{ satellite: string; day: string; n: number }>(
        `SELECT satellite, to_char(imaging_start AT TIME ZONE $3, 'YYYY-MM-DD') AS day, count(*)::int AS n FROM tasks
        WHERE imaging_start >= $1 AND imaging_start < $2 GROUP BY 1, 2 ORDER BY 2, 1`,
        [monday.toISOString(), new Date(+monday + 7 * DAY_MS).toISOString(), TIME_ZONES[lang]],
      ),
      db.query(
        `${TASK_SELECT} WHERE t.imaging_start >= $1 AND t.imaging_start < $2 ORDER BY t.imaging_start LIMIT 500`,
        [today.toISOString(), new Date(+today + DAY_MS).toISOString()],
      ),
      db.query(
        `${TASK_SELECT} WHERE t.imaging_end < now() AND t.task_state IN (${AWAITING_IMAGING.join(', ')})
        ORDER BY t.imaging_start LIMIT 100`,
      ),
      db.query(
        `${TASK_SELECT} WHERE t.task_state = ANY ($1::int[]) AND t.updated_at > now() - interval '30 days'
        ORDER BY t.updated_at DESC LIMIT 100`,
        [failed],
      ),
      db.query<{ pending: number; suspended: number }>(
        `SELECT count(*) FILTER (WHERE order_state = 100)::int AS pending, count(*) FILTER (WHERE suspended)::int AS suspended
         FROM missions WHERE deleted_at IS NULL`,
      ),
      db.query<{ status: string; n: number; money: string }>(
        'SELECT status, count(*)::int AS n, coalesce(sum(money_fen), 0) AS money FROM archive_orders GROUP BY 1 ORDER BY 1',
      ),
      // Each imaged order counts in the week it was delivered, or (undelivered) the week it was due.
      db.query<{ week: string; met: number; missed: number }>(
        `SELECT to_char(date_trunc('week', coalesce(x.at, x.due) AT TIME ZONE $1), 'YYYY-MM-DD') AS week,
              count(*) FILTER (WHERE x.at IS NOT NULL AND x.at <= x.due)::int AS met,
              count(*) FILTER (WHERE (x.at IS NOT NULL AND x.at > x.due) OR (x.at IS NULL AND x.due < now()))::int AS missed
         FROM (SELECT ${DUE_SQL} AS due,
                      (SELECT min(c.changed_at) FROM mission_state_changes c
                        WHERE c.mission_id = m.id AND c.to_state IN (108, 109)) AS at
                 FROM missions m WHERE m.deleted_at IS NULL) x
        WHERE x.due IS NOT NULL AND coalesce(x.at, x.due) >= $2 AND coalesce(x.at, x.due) < now()
        GROUP BY 1 ORDER BY 1`,
        [TIME_ZONES[lang], new Date(+monday - 7 * 7 * DAY_MS).toISOString()],
      ),
    ]);
  const missionsByStep = PROGRESS_STEPS.map((_, step) => ({ step, grey: 0, green: 0, red: 0, yellow: 0 }));
  const byCode = new Map<number, number>();
  for (const r of byState.rows) {
    byCode.set(r.state, (byCode.get(r.state) ?? 0) + r.n);
    progressOf(r.state, 'order', { deliveryAbnormal: r.abnormal }).forEach((s, i) => {
      missionsByStep[i][s.color] += r.n;
    });
  }
  return {
    generated_at: now.toISOString(),
    missions_by_state: [...byCode].map(([state, count]) => ({ state, count })),
    missions_by_step: missionsByStep,
    tasks_by_column: TASK_BOARD_COLUMNS.map((c) => ({
      column: c.key,
      count: byTaskState.rows
        .filter((r) => (c.states as readonly number[]).includes(r.state))
        .reduce((a, r) => a + r.n, 0),
    })),
    week: week.rows.map((r) => ({ satellite: r.satellite, day: r.day, count: r.n })),
    today: todays.rows.map(toTask as (r: unknown) => ReturnType<typeof toTask>),
    late: late.rows.map(toTask as (r: unknown) => ReturnType<typeof toTask>),
    failed: recentFailed.rows.map(toTask as (r: unknown) => ReturnType<typeof toTask>),
    pending_review: counts.rows[0].pending,
    suspended: counts.rows[0].suspended,
    archive_orders: archive.rows.map((r) => ({ status: r.status, count: r.n, money_fen: Number(r.money) })),
    deadlines: deadlines.rows.map((r) => ({ week: r.week, met: r.met, missed: r.missed })),
  };
}

export async function listNotices(
  db: Queryable,
  f: { kind?: string; unacknowledged?: boolean },
  offset: number,
  size: number,
): Promise<{ notices: RequirementNotice[]; total: number }> {
  const params: unknown[] = [];
  const where = ['true'];
  if (f.kind) {
    params.push(f.kind);
    where.push(`n.kind = $${params.length}`);
  }
  if (f.unacknowledged) where.push('n.acknowledged_at IS NULL');
  const cond = `WHERE ${where.join(' AND ')}`;
  const [total, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM requirement_notices n ${cond}`, params),
    db.query<{
      id: string;
      mission_id: string;
      mission_created: Date;
      target_name: string;
      kind: RequirementNotice['kind'];
      changes: RequirementNotice['changes'];
      note: string;
      by: string | null;
      created_at: Date;
      acknowledged_by: string | null;
      acknowledged_at: Date | null;
    }>(
      `SELECT n.id, n.mission_id, m.created_at AS mission_created, m.target_name, n.kind, n.changes, n.note,
              c.username AS by, n.created_at, a.username AS acknowledged_by, n.acknowledged_at
         FROM requirement_notices n JOIN missions m ON m.id = n.mission_id
         LEFT JOIN users c ON c.id = n.created_by LEFT JOIN users a ON a.id = n.acknowledged_by
         ${cond} ORDER BY n.id DESC LIMIT ${size} OFFSET ${offset}`,
      params,
    ),
  ]);
  return {
    total: total.rows[0].n,
    notices: page.rows.map((r) => ({
      id: Number(r.id),
      mission_id: Number(r.mission_id),
      order_no: missionNo(Number(r.mission_id), r.mission_created),
      target_name: r.target_name,
      kind: r.kind,
      changes: r.changes,
      note: r.note,
      by: r.by,
      created_at: iso(r.created_at),
      acknowledged_by: r.acknowledged_by,
      acknowledged_at: r.acknowledged_at ? iso(r.acknowledged_at) : null,
    })),
  };
}

export async function acknowledgeNotices(db: Queryable, ids: number[], by: number): Promise<number> {
  const res = await db.query(
    `UPDATE requirement_notices SET acknowledged_by = $2, acknowledged_at = now()
      WHERE id = ANY ($1::bigint[]) AND acknowledged_at IS NULL`,
    [ids, by],
  );
  return res.rowCount ?? 0;
}
