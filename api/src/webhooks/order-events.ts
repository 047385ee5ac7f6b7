/**
 * The order events customers' systems receive (issue 35): `archive_order.updated` when an archive order is placed,
 * cancelled or downloaded, `tasking_order.updated` at every change of a tasking order's state,
 * `tasking_series.updated` when a series is made, a collect of it written, or it is cancelled. Called inside the
 * transaction that makes the change, so the event exists exactly when the change does.
 */
import { ORDER_STATES } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { missionNo, orderNo, seriesNo } from '../numbers';
import { emitEvent } from './events';

/** Announces an archive order of `userId` as it now stands (its state, scenes and cost). */
export async function announceArchiveOrder(tx: Queryable, userId: number, orderId: number): Promise<void> {
  await emitEvent(tx, userId, 'archive_order.updated', async () => {
    const { rows } = await tx.query<{
      status: string;
      money_fen: string;
      created_at: Date;
      scene_ids: string[];
    }>(
      `SELECT o.status, o.money_fen, o.created_at,
              ARRAY(SELECT i.scene_id FROM archive_order_items i WHERE i.order_id = o.id ORDER BY i.scene_id) AS scene_ids
         FROM archive_orders o WHERE o.id = $1`,
      [orderId],
    );
    const o = rows[0];
    return o
      ? {
          id: orderId,
          order_no: orderNo(orderId, o.created_at),
          status: o.status,
          scene_ids: o.scene_ids,
          cost_fen: Number(o.money_fen),
        }
      : null;
  });
}

/** Announces a tasking order's new state (its code and its name in both languages). */
export async function announceMissionChange(
  tx: Queryable,
  m: { id: number; userId: number; from: number | null; to: number },
): Promise<void> {
  await emitEvent(tx, m.userId, 'tasking_order.updated', async () => {
    const { rows } = await tx.query<{
      created_at: Date;
      series_id: string | null;
      series_index: number | null;
    }>('SELECT created_at, series_id, series_index FROM missions WHERE id = $1', [m.id]);
    if (!rows[0]) return null;
    const label = ORDER_STATES[m.to];
    return {
      id: m.id,
      order_no: missionNo(m.id, rows[0].created_at),
      state: m.to,
      previous_state: m.from,
      state_name: label ? { zh: label.zh, en: label.en } : null,
      series_id: rows[0].series_id === null ? null : Number(rows[0].series_id),
      series_index: rows[0].series_index,
    };
  });
}

/** Announces a change of a series of repeat collects: made, a collect written (its order), or cancelled. */
export async function announceSeries(
  tx: Queryable,
  userId: number,
  seriesId: number,
  change: 'created' | 'collect_written' | 'cancelled',
  missionId: number | null = null,
): Promise<void> {
  await emitEvent(tx, userId, 'tasking_series.updated', async () => {
    const { rows } = await tx.query<{ created_at: Date; cancelled_at: Date | null; written: number }>(
      `SELECT s.created_at, s.cancelled_at,
              (SELECT count(*)::int FROM missions m WHERE m.series_id = s.id) AS written
         FROM tasking_series s WHERE s.id = $1`,
      [seriesId],
    );
    if (!rows[0]) return null;
    return {
      id: seriesId,
      series_no: seriesNo(seriesId, rows[0].created_at),
      change,
      cancelled: rows[0].cancelled_at !== null,
      collects_written: rows[0].written,
      mission_id: missionId,
    };
  });
}
