/**
 * Who may have a scene's product (package, raster, STAC `data` asset): a customer who holds a live order for it
 * (paid from the balance, or the price-0 delivery order of a tasking order; not cancelled), and staff (docs/requirements.md §6),
 * who serve every product. An order of an organisation entitles each of its enabled members (docs/organisations.md),
 * once approved. A permission record for sensitive data lets its holder see a scene, not take its product
 * without paying. Everyone else sees the quicklook and the metadata only.
 */
import type { Db, Queryable } from '../db';
import type { Viewer } from '../http/viewer';
import { ORG_OF_SQL } from '../orgs/membership';
import { announceArchiveOrder } from '../webhooks/order-events';

/** The scenes among `sceneIds` the user (or their organisation) holds a live order for, each with that order's id (the oldest). */
export async function ownedScenes(
  db: Queryable,
  userId: number,
  sceneIds: readonly string[],
): Promise<Map<string, number>> {
  if (!sceneIds.length) return new Map();
  const { rows } = await db.query<{ scene_id: string; order_id: number }>(
    `SELECT DISTINCT ON (i.scene_id) i.scene_id, o.id AS order_id
       FROM archive_order_items i JOIN archive_orders o ON o.id = i.order_id
      WHERE (o.user_id = $1 OR o.org_id = ${ORG_OF_SQL('$1')}) AND o.status <> 'cancelled' AND NOT o.awaiting_approval
        AND i.scene_id = ANY ($2::text[])
      ORDER BY i.scene_id, o.id`,
    [userId, [...new Set(sceneIds)]],
  );
  return new Map(rows.map((r) => [r.scene_id, Number(r.order_id)]));
}

/** The scenes among `sceneIds` whose product the viewer may download. */
export async function downloadableScenes(
  db: Queryable,
  viewer: Viewer,
  sceneIds: readonly string[],
): Promise<Set<string>> {
  if (viewer.seesAll) return new Set(sceneIds);
  if (viewer.userId === null) return new Set();
  return new Set((await ownedScenes(db, viewer.userId, sceneIds)).keys());
}

/**
 * Takes one product of a live order, at the moment its bytes are sent: the order's row is locked (so a cancel sent
 * at the same time either refunds before, and this finds the order cancelled, or finds it downloaded after), the
 * item and the order are marked downloaded, and the order's id is returned; null when the user holds no live order
 * for the scene (or, with `orderId`, when that order is not live or does not hold it).
 */
export async function claimProduct(
  db: Db,
  c: { userId: number; sceneId: string; orderId?: number },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const params: unknown[] = [c.userId, c.sceneId];
    let which = '';
    if (c.orderId !== undefined) {
      params.push(c.orderId);
      which = 'AND o.id = $3';
    }
    const { rows } = await tx.query<{ id: number; user_id: number }>(
      `SELECT o.id, o.user_id FROM archive_orders o
        WHERE (o.user_id = $1 OR o.org_id = ${ORG_OF_SQL('$1')}) AND o.status <> 'cancelled' AND NOT o.awaiting_approval
          ${which}
          AND EXISTS (SELECT 1 FROM archive_order_items i WHERE i.order_id = o.id AND i.scene_id = $2)
        ORDER BY o.id LIMIT 1 FOR UPDATE`,
      params,
    );
    if (!rows[0]) return null;
    const orderId = Number(rows[0].id);
    await tx.query(
      'UPDATE archive_order_items SET downloaded_at = now() WHERE order_id = $1 AND scene_id = $2 AND downloaded_at IS NULL',
      [orderId, c.sceneId],
    );
    const changed = await tx.query(
      `UPDATE archive_orders SET status = 'downloaded', updated_at = now() WHERE id = $1 AND status = 'awaiting_download'`,
      [orderId],
    );
    if (changed.rowCount === 1) await announceArchiveOrder(tx, Number(rows[0].user_id), orderId);
    return orderId;
  });
}
