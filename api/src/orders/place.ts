/**
 * Paying for archive orders: what a selection costs, paying it from the balance (one transaction, charged once per
 * Idempotency-Key) and cancelling with a refund (once). A member of an organisation pays from its balance and
 * budget, or waits for approval with the money held (docs/organisations.md); money is integer fen and every change
 * of a balance writes its ledger row (api/src/wallet).
 */
import { isCancellable, type ArchiveOrderStatus } from '@portal/shared/domain';
import type { ArchiveOrder, SceneConflict } from '@portal/shared/domain/orders';
import { queueProductPackages } from '../catalog/product-package';
import type { Db, Queryable } from '../db';
import { ApiError } from '../http/errors';
import type { Viewer } from '../http/viewer';
import type { Lang } from '../i18n/messages';
import { missionNo, orderNo } from '../numbers';
import { chargeOrder } from '../orgs/charge';
import { assessSpend, authoriseSpend } from '../orgs/spending';
import { moveMoney, payerOfOrder } from '../wallet';
import { announceArchiveOrder } from '../webhooks/order-events';
import { deliveryOfSql, findOrder, inspectSelection } from './orders';

const CONFLICT_KEYS = {
  ordered: 'orderSceneOrdered',
  restricted: 'orderSceneRestricted',
  missing: 'orderSceneMissing',
  unpriced: 'orderSceneUnpriced',
} as const;

function refuseConflicts(ids: string[], conflicts: SceneConflict[]): void {
  const bad = conflicts.filter((c) => c.conflict);
  if (!bad.length) return;
  throw new ApiError(
    409,
    // Scenes already bought, and nothing else in the way: say that in so many words.
    bad.every((c) => c.conflict === 'ordered') ? 'orderScenesOwned' : 'orderConflict',
    bad.map((c) => ({
      field: `scene_ids.${ids.indexOf(c.scene_id)}`,
      key: CONFLICT_KEYS[c.conflict as keyof typeof CONFLICT_KEYS],
    })),
  );
}

/**
 * The cost of a selection and the balance (an organisation's, with the budget and the limit left); 409 for a scene
 * that cannot be ordered, one already bought included: a quote is never made for a scene that would be paid twice.
 */
export async function orderCost(
  db: Queryable,
  viewer: Viewer & { userId: number },
  sceneIds: string[],
  budgetId?: number,
) {
  const { ids, conflicts, quote } = await inspectSelection(db, viewer, sceneIds);
  refuseConflicts(ids, conflicts);
  const org = await assessSpend(db, {
    userId: viewer.userId,
    kind: 'archive',
    costFen: quote.cost_fen,
    budgetId,
  });
  const balanceFen = org.balanceFen;
  return {
    items: quote.items.map((i) => ({ scene_id: i.scene_id, price_fen: i.price_fen ?? 0 })),
    cost_fen: quote.cost_fen,
    balance_fen: balanceFen,
    balance_after_fen: balanceFen - quote.cost_fen,
    ...(org.spending ? { org: org.spending } : {}),
  };
}

export interface PlaceOrder {
  viewer: Viewer & { userId: number };
  sceneIds: string[];
  quotedCostFen: number;
  note?: string;
  idempotencyKey?: string;
  budgetId?: number;
  /** The language the order is answered in. */
  lang: Lang;
}

/**
 * Pays an order in one transaction: the user's row is locked first (then their organisation's), so orders of one
 * customer are serialized, a repeated Idempotency-Key returns the order already made (charged once), and the
 * balance can never go below zero. An organisation's order above its threshold is written awaiting approval with
 * its money held and its products not yet prepared. Refusals write nothing.
 */
export async function placeOrder(db: Db, o: PlaceOrder): Promise<{ order: ArchiveOrder; replayed: boolean }> {
  const ids = [...new Set(o.sceneIds)];
  const userId = o.viewer.userId;
  const { id, replayed } = await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    if (o.idempotencyKey) {
      const done = await tx.query<{ id: number }>(
        'SELECT id FROM archive_orders WHERE user_id = $1 AND idempotency_key = $2',
        [userId, o.idempotencyKey],
      );
      if (done.rows[0]) return { id: Number(done.rows[0].id), replayed: true };
    }
    const { conflicts, quote } = await inspectSelection(tx, o.viewer, ids);
    refuseConflicts(ids, conflicts);
    if (quote.cost_fen !== o.quotedCostFen)
      throw new ApiError(409, 'orderCostChanged', [{ field: 'quoted_cost_fen', key: 'orderCostChanged' }], {
        'X-Order-Cost-Fen': String(quote.cost_fen),
      });
    const spend = await authoriseSpend(tx, {
      userId,
      kind: 'archive',
      costFen: quote.cost_fen,
      budgetId: o.budgetId,
    });
    const order = await tx.query<{ id: number; created_at: Date }>(
      `INSERT INTO archive_orders (user_id, money_fen, note, idempotency_key) VALUES ($1, $2, $3, $4)
       RETURNING id, created_at`,
      [userId, quote.cost_fen, o.note ?? '', o.idempotencyKey ?? null],
    );
    const orderId = Number(order.rows[0].id);
    await tx.query(
      `INSERT INTO archive_order_items (order_id, scene_id, price_fen)
       SELECT $1, unnest($2::text[]), unnest($3::bigint[])`,
      [orderId, quote.items.map((i) => i.scene_id), quote.items.map((i) => i.price_fen)],
    );
    const held = await chargeOrder(tx, spend, {
      userId,
      kind: 'archive',
      orderId,
      orderNo: orderNo(orderId, order.rows[0].created_at),
      costFen: quote.cost_fen,
      scene: 'archive_spend',
    });
    if (held === null) await queueProductPackages(tx, ids);
    await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND scene_id = ANY ($2::text[])', [
      userId,
      ids,
    ]);
    await announceArchiveOrder(tx, userId, orderId);
    return { id: orderId, replayed: false };
  });
  return { order: (await findOrder(db, id, null, o.lang))!, replayed };
}

/**
 * Cancels an order and refunds its money to whoever paid it, once: the order's row is locked, so of two cancels
 * sent together the second finds it cancelled (422). `ownerId` limits it to the customer's own orders (null: staff).
 * A tasking order's delivery is refused (422): it was paid as the tasking order, whose own cancellation applies. An
 * order awaiting approval is withdrawn by its approval's decision, not here.
 */
export async function cancelOrder(
  db: Db,
  c: { id: number; ownerId: number | null; by: number; reason?: string; lang: Lang },
): Promise<ArchiveOrder | null> {
  const found = await db.transaction(async (tx) => {
    const o = await tx.query<{
      user_id: number;
      money_fen: string;
      status: ArchiveOrderStatus;
      org_id: string | null;
      budget_id: string | null;
      awaiting_approval: boolean;
    }>(
      'SELECT user_id, money_fen, status, org_id, budget_id, awaiting_approval FROM archive_orders WHERE id = $1 FOR UPDATE',
      [c.id],
    );
    const order = o.rows[0];
    if (!order || (c.ownerId !== null && Number(order.user_id) !== c.ownerId)) return false;
    const delivery = await tx.query<{ mission_id: string; mission_created: Date }>(deliveryOfSql('$1'), [
      c.id,
    ]);
    if (delivery.rows[0]) {
      const no = missionNo(Number(delivery.rows[0].mission_id), delivery.rows[0].mission_created);
      throw new ApiError(
        422,
        'orderIsDelivery',
        [{ field: 'id', key: 'orderIsDelivery' }],
        {},
        {
          no: { zh: no, en: no },
        },
      );
    }
    if (!isCancellable(order.status) || order.awaiting_approval)
      throw new ApiError(422, 'orderNotCancellable', [{ field: 'id', key: 'orderNotCancellable' }]);
    await tx.query(
      `UPDATE archive_orders SET status = 'cancelled', cancelled_at = now(), updated_at = now(), cancelled_by = $2,
              cancel_reason = $3 WHERE id = $1`,
      [c.id, c.by, c.reason ?? null],
    );
    const money = Number(order.money_fen);
    if (money > 0)
      await moveMoney(tx, {
        userId: Number(order.user_id),
        payer: payerOfOrder(order),
        amount: money,
        scene: 'archive_refund',
        note: c.reason ?? '',
        reference: `archive_order:${c.id}`,
        by: c.by,
      });
    await announceArchiveOrder(tx, Number(order.user_id), c.id);
    return true;
  });
  return found ? findOrder(db, c.id, null, c.lang) : null;
}
