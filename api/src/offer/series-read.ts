/**
 * Reading and cancelling series (docs/tasking-offer.md "Series"): a series with its collects on a time line (the
 * window of each, its order and state once written), its state, the next collect and what it has cost; a page of
 * them; and the cancellation of what the terms still allow.
 */
import { isOrderClosed } from '@portal/shared/domain';
import { collectWindows, type TaskingSeries } from '@portal/shared/domain/tasking-series';
import type { Db, Queryable } from '../db';
import { ORG_READ_SQL } from '../orgs/membership';
import { ApiError, notFound } from '../http/errors';
import { lockMission } from '../missions/order-state';
import { missionNo, seriesNo } from '../numbers';
import { announceSeries } from '../webhooks/order-events';
import { cancelLocked } from './cancel';
import { seriesRow } from './series';

const iso = (t: Date | string | null) => (t ? new Date(t).toISOString() : null);
/** Orders past imaging: a collect that is over or imaged is no longer "next". */
const IMAGED = new Set([104, 1053, 105, 106, 107, 108, 109, 1092]);

/** One series as its owner (or staff) reads it; null when missing or not the owner's. */
export async function seriesDetail(
  db: Queryable,
  id: number,
  ownerId: number | null,
): Promise<TaskingSeries | null> {
  const s = await seriesRow(db, id, ownerId);
  if (!s) return null;
  const { rows } = await db.query<{
    id: string;
    series_index: number;
    created_at: Date;
    order_state: number;
    cost_fen: string;
    first_collect_at: Date | null;
    next_task_at: Date | null;
  }>(
    `SELECT m.id, m.series_index, m.created_at, m.order_state, m.cost_fen, m.first_collect_at,
            (SELECT min(t.imaging_start) FROM tasks t WHERE t.mission_id = m.id AND t.task_state IN (1022, 1024)) AS next_task_at
       FROM missions m WHERE m.series_id = $1 AND m.deleted_at IS NULL`,
    [id],
  );
  const spent = await db.query<{ n: string | null }>(
    `SELECT -sum(l.amount_fen) AS n FROM ledger l JOIN missions m ON l.reference = 'mission:' || m.id
      WHERE m.series_id = $1`,
    [id],
  );
  const { rows: owner } = await db.query<{ username: string }>('SELECT username FROM users WHERE id = $1', [
    s.user_id,
  ]);
  const byIndex = new Map(rows.map((r) => [r.series_index, r]));
  const windows = collectWindows(s.repeat, s.fields.id_date_1, s.fields.id_date_2);
  const collects = windows.map((w, index) => {
    const m = byIndex.get(index);
    return {
      index,
      window_start: w.start,
      window_end: w.end,
      mission_id: m ? Number(m.id) : null,
      order_no: m ? missionNo(Number(m.id), m.created_at) : null,
      order_state: m ? Number(m.order_state) : null,
      cost_fen: m ? Number(m.cost_fen) : null,
      first_collect_at: m ? iso(m.next_task_at ?? m.first_collect_at) : null,
    };
  });
  const open = collects.filter(
    (c) => c.order_state === null || (!isOrderClosed(c.order_state) && !IMAGED.has(c.order_state)),
  );
  const state = s.cancelled_at ? 'cancelled' : open.length ? 'active' : 'finished';
  return {
    id: s.id,
    series_no: seriesNo(s.id, s.created_at),
    user_id: s.user_id,
    username: owner[0]?.username ?? '',
    target_name: s.fields.target_name,
    img_mode: s.fields.img_mode,
    repeat: {
      cadence: s.repeat.cadence,
      every_days: s.repeat.every_days ?? null,
      count: s.repeat.count ?? null,
      until: s.repeat.until ?? null,
      same_geometry: s.repeat.same_geometry,
    },
    geometry: s.geometry,
    collect_fen: s.collect_fen,
    state,
    spent_fen: Number(spent.rows[0]?.n ?? 0),
    next_collect: state === 'cancelled' ? null : (open[0]?.window_start ?? null),
    created_at: iso(s.created_at)!,
    collects,
  };
}

/** Whose series a list reaches: the owner's and, for its managers and viewers, their organisation's ($1 null: all). */
const OWNED = `($1::bigint IS NULL OR user_id = $1 OR org_id = ${ORG_READ_SQL('$1')})`;

/** A page of series, newest first: the owner's (and their organisation's), or (ownerId null) everyone's. */
export async function listSeries(db: Queryable, ownerId: number | null, offset: number, size: number) {
  const [total, page] = await Promise.all([
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tasking_series WHERE ${OWNED}`, [ownerId]),
    db.query<{ id: string }>(
      `SELECT id FROM tasking_series WHERE ${OWNED} ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [ownerId, size, offset],
    ),
  ]);
  const series = [];
  for (const r of page.rows) series.push((await seriesDetail(db, Number(r.id), null))!);
  return { series, total: total.rows[0].n };
}

/**
 * Cancels the rest of the customer's series: no collect is written any more, and each written collect the terms
 * still allow is cancelled (refund and fee by its own terms); the others are kept. 422 when already cancelled.
 */
export async function cancelSeries(db: Db, userId: number, id: number, reason: string, now = Date.now()) {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const { rows } = await tx.query<{ cancelled_at: Date | null }>(
      'SELECT cancelled_at FROM tasking_series WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [id, userId],
    );
    if (!rows[0]) throw notFound();
    if (rows[0].cancelled_at)
      throw new ApiError(422, 'seriesCancelled', [{ field: 'id', key: 'seriesCancelled' }]);
    await tx.query('UPDATE tasking_series SET cancelled_at = now() WHERE id = $1', [id]);
    await announceSeries(tx, userId, id, 'cancelled');
    const { rows: collects } = await tx.query<{ id: string }>(
      'SELECT id FROM missions WHERE series_id = $1 AND deleted_at IS NULL ORDER BY series_index',
      [id],
    );
    const out = { cancelled: 0, kept: 0, refund_fen: 0, fee_fen: 0 };
    for (const c of collects) {
      const m = (await lockMission(tx, Number(c.id)))!;
      if (isOrderClosed(m.order_state)) continue;
      // The collects the terms no longer allow to cancel are kept (cancelLocked refuses before it writes).
      const money = await cancelLocked(tx, m, userId, reason, now).catch((err) => {
        if (err instanceof ApiError && ['cancelRefused', 'missionNotCancellable'].includes(err.key))
          return null;
        throw err;
      });
      if (!money) {
        out.kept++;
        continue;
      }
      out.cancelled++;
      out.refund_fen += money.refund_fen;
      out.fee_fen += money.fee_fen;
    }
    return out;
  });
}
