/**
 * Archive orders: what a selection costs and what stands in its way, paying from the balance (one transaction,
 * charged once per Idempotency-Key), cancelling with a refund (once), and reading orders. Money is integer fen;
 * the ledger row is written with every change of a balance.
 */
import {
  isCancellable,
  quoteOrder,
  ARCHIVE_ORDER_STATUSES,
  type ArchiveOrderStatus,
} from '@portal/shared/domain';
import type { ArchiveOrder, SceneConflict } from '@portal/shared/domain/orders';
import type { Queryable, Db } from '../db';
import { visibilityClause } from '../catalog/query';
import { ApiError } from '../http/errors';
import type { Viewer } from '../http/viewer';
import type { Lang } from '../i18n/messages';
import { queueProductPackages } from '../catalog/product-package';
import { archiveOrderNote } from '../ledger/notes';
import { missionNo, orderNo } from '../numbers';
import { announceArchiveOrder } from '../webhooks/order-events';
import { loadPriceTable } from './prices';

/**
 * The tasking order an archive order delivers: a delivery records its order on the task (tasks/delivery.ts), so a
 * customer's own order, whatever its note or key says, is never one.
 */
const deliveryOfSql = (orderId: string) => `SELECT m.id AS mission_id, m.created_at AS mission_created
  FROM tasks t JOIN missions m ON m.id = t.mission_id WHERE t.archive_order_id = ${orderId} ORDER BY t.id LIMIT 1`;

interface OrderRow {
  id: number;
  user_id: number;
  username: string;
  money_fen: string | number;
  status: ArchiveOrderStatus;
  note: string;
  created_at: Date | string;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
  staff_note: string;
  scene_ids: string[];
  /** The tasking order whose delivery made this order (tasks.archive_order_id), if one did. */
  delivery_mission_id: string | null;
  delivery_mission_created: Date | string | null;
}

const ORDER_SELECT = `SELECT o.id, o.user_id, u.username, o.money_fen, o.status, o.note, o.created_at, o.cancelled_at,
  o.cancel_reason, o.staff_note,
  ARRAY(SELECT i.scene_id FROM archive_order_items i WHERE i.order_id = o.id ORDER BY i.scene_id) AS scene_ids,
  d.mission_id AS delivery_mission_id, d.mission_created AS delivery_mission_created
  FROM archive_orders o JOIN users u ON u.id = o.user_id
  LEFT JOIN LATERAL (${deliveryOfSql('o.id')}) d ON true`;

const iso = (t: Date | string) => (t instanceof Date ? t : new Date(t)).toISOString();

const deliveryOf = (r: OrderRow) =>
  r.delivery_mission_id !== null && r.delivery_mission_created !== null
    ? {
        mission_id: Number(r.delivery_mission_id),
        order_no: missionNo(Number(r.delivery_mission_id), r.delivery_mission_created),
      }
    : null;

/** An order as `lang` reads it: a delivery order's note is said from the tasking order it delivers. */
export function toArchiveOrder(r: OrderRow, lang: Lang): ArchiveOrder {
  const delivery = deliveryOf(r);
  return {
    id: Number(r.id),
    order_no: orderNo(Number(r.id), r.created_at),
    user_id: Number(r.user_id),
    username: r.username,
    created_at: iso(r.created_at),
    money_fen: Number(r.money_fen),
    scene_ids: r.scene_ids,
    status: r.status,
    status_code: ARCHIVE_ORDER_STATUSES.find((s) => s.value === r.status)?.code ?? null,
    note: archiveOrderNote(r.note, delivery, lang),
    // A delivery is undone with its tasking order, never as an archive order (cancelOrder refuses it).
    cancellable: isCancellable(r.status) && !delivery,
    cancelled_at: r.cancelled_at ? iso(r.cancelled_at) : null,
    cancel_reason: r.cancel_reason,
    staff_note: r.staff_note,
    delivery_of: delivery,
  };
}

interface SceneForOrder {
  id: string;
  img_mode: number;
  product_type: string;
  classification: string;
}

/** The scenes of a selection that the viewer may see (in the selection's order). */
async function visibleScenes(db: Queryable, viewer: Viewer, ids: string[]): Promise<SceneForOrder[]> {
  const params: unknown[] = [ids];
  const vis = visibilityClause(viewer, params);
  const { rows } = await db.query<SceneForOrder>(
    `SELECT s.id, s.img_mode, s.product_type, s.classification FROM scenes s WHERE s.id = ANY ($1::text[]) AND ${vis}`,
    params,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A selection as the viewer may order it: what stands in the way of each scene (already ordered, not permitted,
 * missing, not priced, or nothing), the scenes they may see, and the price table, read once.
 */
async function inspectSelection(db: Queryable, viewer: Viewer, ids: string[]) {
  const unique = [...new Set(ids)];
  const [existing, visible, ordered, table] = await Promise.all([
    db.query<{ id: string }>('SELECT id FROM scenes WHERE id = ANY ($1::text[])', [unique]),
    visibleScenes(db, viewer, unique),
    db.query<{ scene_id: string; order_id: number }>(
      `SELECT i.scene_id, o.id AS order_id FROM archive_order_items i JOIN archive_orders o ON o.id = i.order_id
        WHERE o.user_id = $1 AND o.status <> 'cancelled' AND i.scene_id = ANY ($2::text[])`,
      [viewer.userId, unique],
    ),
    loadPriceTable(db),
  ]);
  const exists = new Set(existing.rows.map((r) => r.id));
  const visibleIds = new Set(visible.map((s) => s.id));
  const orderOf = new Map(ordered.rows.map((r) => [r.scene_id, Number(r.order_id)]));
  const quote = quoteOrder(table, visible);
  const unpriced = new Set(quote.unpriced);
  const conflicts = unique.map((id): SceneConflict => {
    if (!exists.has(id)) return { scene_id: id, conflict: 'missing' };
    if (!visibleIds.has(id)) return { scene_id: id, conflict: 'restricted' };
    if (orderOf.has(id)) return { scene_id: id, conflict: 'ordered', order_id: orderOf.get(id) };
    if (unpriced.has(id)) return { scene_id: id, conflict: 'unpriced' };
    return { scene_id: id, conflict: null };
  });
  return { ids: unique, conflicts, quote };
}

/** What stands in the way of ordering each scene of a selection (null: nothing). */
export async function sceneConflicts(db: Queryable, viewer: Viewer, ids: string[]): Promise<SceneConflict[]> {
  return (await inspectSelection(db, viewer, ids)).conflicts;
}

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
 * The cost of a selection and the balance; 409 for a scene that cannot be ordered, one already bought included:
 * a quote is never made for a scene the customer would pay for twice.
 */
export async function orderCost(db: Queryable, viewer: Viewer, sceneIds: string[]) {
  const { ids, conflicts, quote } = await inspectSelection(db, viewer, sceneIds);
  refuseConflicts(ids, conflicts);
  const balance = await db.query<{ balance_fen: string }>('SELECT balance_fen FROM users WHERE id = $1', [
    viewer.userId,
  ]);
  const balanceFen = Number(balance.rows[0]?.balance_fen ?? 0);
  return {
    items: quote.items.map((i) => ({ scene_id: i.scene_id, price_fen: i.price_fen ?? 0 })),
    cost_fen: quote.cost_fen,
    balance_fen: balanceFen,
    balance_after_fen: balanceFen - quote.cost_fen,
  };
}

export interface PlaceOrder {
  viewer: Viewer & { userId: number };
  sceneIds: string[];
  quotedCostFen: number;
  note?: string;
  idempotencyKey?: string;
  /** The language the order is answered in. */
  lang: Lang;
}

/**
 * Pays an order from the balance in one transaction: the user's row is locked first, so orders of one customer
 * are serialized, a repeated Idempotency-Key returns the order already made (charged once), and the balance can
 * never go below zero. Refusals write nothing.
 */
export async function placeOrder(db: Db, o: PlaceOrder): Promise<{ order: ArchiveOrder; replayed: boolean }> {
  const ids = [...new Set(o.sceneIds)];
  const userId = o.viewer.userId;
  const { id, replayed } = await db.transaction(async (tx) => {
    const user = await tx.query<{ balance_fen: string }>(
      'SELECT balance_fen FROM users WHERE id = $1 FOR UPDATE',
      [userId],
    );
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
    const balance = Number(user.rows[0].balance_fen);
    if (balance < quote.cost_fen)
      throw new ApiError(422, 'insufficientBalance', [
        { field: 'quoted_cost_fen', key: 'insufficientBalance' },
      ]);
    const order = await tx.query<{ id: number }>(
      `INSERT INTO archive_orders (user_id, money_fen, note, idempotency_key) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, quote.cost_fen, o.note ?? '', o.idempotencyKey ?? null],
    );
    const orderId = Number(order.rows[0].id);
    await tx.query(
      `INSERT INTO archive_order_items (order_id, scene_id, price_fen)
       SELECT $1, unnest($2::text[]), unnest($3::bigint[])`,
      [orderId, quote.items.map((i) => i.scene_id), quote.items.map((i) => i.price_fen)],
    );
    await queueProductPackages(tx, ids);
    if (quote.cost_fen > 0) {
      const after = balance - quote.cost_fen;
      await tx.query('UPDATE users SET balance_fen = $2 WHERE id = $1', [userId, after]);
      await tx.query(
        `INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note, reference, created_by)
         VALUES ($1, $2, $3, 'archive_spend', $4, $5, $1)`,
        // The note is said from the reference in the reader's language (ledger/notes.ts).
        [userId, -quote.cost_fen, after, '', `archive_order:${orderId}`],
      );
    }
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
 * Cancels an order and refunds its money, once: the order's row is locked, so of two cancels sent together the
 * second finds it cancelled (422). `ownerId` limits it to the customer's own orders (null: staff). A tasking
 * order's delivery is refused (422): it was paid as the tasking order, whose own cancellation and refund apply.
 */
export async function cancelOrder(
  db: Db,
  c: { id: number; ownerId: number | null; by: number; reason?: string; lang: Lang },
): Promise<ArchiveOrder | null> {
  const found = await db.transaction(async (tx) => {
    const o = await tx.query<{ user_id: number; money_fen: string; status: ArchiveOrderStatus }>(
      'SELECT user_id, money_fen, status FROM archive_orders WHERE id = $1 FOR UPDATE',
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
    if (!isCancellable(order.status))
      throw new ApiError(422, 'orderNotCancellable', [{ field: 'id', key: 'orderNotCancellable' }]);
    await tx.query(
      `UPDATE archive_orders SET status = 'cancelled', cancelled_at = now(), updated_at = now(), cancelled_by = $2,
              cancel_reason = $3 WHERE id = $1`,
      [c.id, c.by, c.reason ?? null],
    );
    const money = Number(order.money_fen);
    if (money > 0) {
      const u = await tx.query<{ balance_fen: string }>(
        'UPDATE users SET balance_fen = balance_fen + $2 WHERE id = $1 RETURNING balance_fen',
        [order.user_id, money],
      );
      await tx.query(
        `INSERT INTO ledger (user_id, amount_fen, balance_after, scene, note, reference, created_by)
         VALUES ($1, $2, $3, 'archive_refund', $4, $5, $6)`,
        [order.user_id, money, u.rows[0].balance_fen, c.reason ?? '', `archive_order:${c.id}`, c.by],
      );
    }
    await announceArchiveOrder(tx, Number(order.user_id), c.id);
    return true;
  });
  return found ? findOrder(db, c.id, null, c.lang) : null;
}

/** One order; `ownerId` limits it to that customer's (null: any). */
export async function findOrder(
  db: Queryable,
  id: number,
  ownerId: number | null,
  lang: Lang,
): Promise<ArchiveOrder | null> {
  const params: unknown[] = [id];
  let where = 'o.id = $1';
  if (ownerId !== null) {
    params.push(ownerId);
    where += ' AND o.user_id = $2';
  }
  const { rows } = await db.query<OrderRow>(`${ORDER_SELECT} WHERE ${where}`, params);
  return rows[0] ? toArchiveOrder(rows[0], lang) : null;
}

export interface OrderFilter {
  ownerId: number | null;
  status?: ArchiveOrderStatus;
  from?: string;
  to?: string;
  sceneId?: string;
  username?: string;
  sort: 'newest' | 'oldest' | 'money_desc' | 'money_asc';
  lang: Lang;
}

const ORDER_BY = {
  newest: 'o.created_at DESC, o.id DESC',
  oldest: 'o.created_at ASC, o.id ASC',
  money_desc: 'o.money_fen DESC, o.id DESC',
  money_asc: 'o.money_fen ASC, o.id ASC',
} as const;

/** A page of orders and their total. */
export async function listOrders(db: Queryable, f: OrderFilter, offset: number, size: number) {
  const params: unknown[] = [];
  const where: string[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.ownerId !== null) where.push(`o.user_id = ${p(f.ownerId)}`);
  if (f.status) where.push(`o.status = ${p(f.status)}`);
  if (f.from) where.push(`o.created_at >= ${p(`${f.from}T00:00:00Z`)}::timestamptz`);
  if (f.to) where.push(`o.created_at < ${p(`${f.to}T00:00:00Z`)}::timestamptz + interval '1 day'`);
  if (f.sceneId)
    where.push(
      `EXISTS (SELECT 1 FROM archive_order_items i WHERE i.order_id = o.id AND i.scene_id = ${p(f.sceneId)})`,
    );
  if (f.username) where.push(`u.username ILIKE ${p(`%${f.username.replace(/[\\%_]/g, '\\$&')}%`)}`);
  const cond = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM archive_orders o JOIN users u ON u.id = o.user_id ${cond}`,
    params,
  );
  const { rows } = await db.query<OrderRow>(
    `${ORDER_SELECT} ${cond} ORDER BY ${ORDER_BY[f.sort]} LIMIT ${size} OFFSET ${offset}`,
    params,
  );
  return { orders: rows.map((r) => toArchiveOrder(r, f.lang)), total: total.rows[0].n };
}

/** Sets staff's note on an order; false when there is no such order. */
export async function setStaffNote(db: Queryable, id: number, note: string): Promise<boolean> {
  const res = await db.query('UPDATE archive_orders SET staff_note = $2, updated_at = now() WHERE id = $1', [
    id,
    note,
  ]);
  return (res.rowCount ?? 0) > 0;
}
