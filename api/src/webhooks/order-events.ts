/**
 * The order events customers' systems receive (issue 35): `archive_order.updated` when an archive order is placed,
 * cancelled or downloaded, `tasking_order.updated` at every change of a tasking order's state. Called inside the
 * transaction that makes the change, so the event exists exactly when the change does.
 */
import { ORDER_STATES } from '@portal/shared/domain';
import type { Queryable } from '../db';
import { missionNo, orderNo } from '../numbers';
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
    const { rows } = await tx.query<{ created_at: Date }>('SELECT created_at FROM missions WHERE id = $1', [
      m.id,
    ]);
    if (!rows[0]) return null;
    const label = ORDER_STATES[m.to];
    return {
      id: m.id,
      order_no: missionNo(m.id, rows[0].created_at),
      state: m.to,
      previous_state: m.from,
      state_name: label ? { zh: label.zh, en: label.en } : null,
    };
  });
}
