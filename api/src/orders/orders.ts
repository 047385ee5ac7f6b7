/**
 * Archive orders: what stands in the way of a selection, and reading orders (paying and cancelling: ./place.ts).
 * An organisation's members share its orders (docs/organisations.md "Shared views"): a scene one member bought is
 * bought for all of them, and managers and viewers read the organisation's orders.
 */
import {
  isCancellable,
  quoteOrder,
  ARCHIVE_ORDER_STATUSES,
  type ArchiveOrderStatus,
} from '@portal/shared/domain';
import type { ArchiveOrder, SceneConflict } from '@portal/shared/domain/orders';
import type { Queryable } from '../db';
import { visibilityClause } from '../catalog/query';
import type { Viewer } from '../http/viewer';
import type { Lang } from '../i18n/messages';
import { archiveOrderNote } from '../ledger/notes';
import { missionNo, orderNo } from '../numbers';
import { ORG_OF_SQL, ORG_READ_SQL } from '../orgs/membership';
import { loadPriceTable } from './prices';

/**
 * The tasking order an archive order delivers: a delivery records its order on the task (tasks/delivery.ts), so a
 * customer's own order, whatever its note or key says, is never one.
 */
export const deliveryOfSql = (orderId: string) => `SELECT m.id AS mission_id, m.created_at AS mission_created
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
  awaiting_approval: boolean;
  /** The tasking order whose delivery made this order (tasks.archive_order_id), if one did. */
  delivery_mission_id: string | null;
  delivery_mission_created: Date | string | null;
}

const ORDER_SELECT = `SELECT o.id, o.user_id, u.username, o.money_fen, o.status, o.note, o.created_at, o.cancelled_at,
  o.cancel_reason, o.staff_note, o.awaiting_approval,
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
    cancellable: isCancellable(r.status) && !delivery && !r.awaiting_approval,
    ...(r.awaiting_approval ? { awaiting_approval: true } : {}),
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
export async function inspectSelection(db: Queryable, viewer: Viewer, ids: string[]) {
  const unique = [...new Set(ids)];
  const [existing, visible, ordered, table] = await Promise.all([
    db.query<{ id: string }>('SELECT id FROM scenes WHERE id = ANY ($1::text[])', [unique]),
    visibleScenes(db, viewer, unique),
    db.query<{ scene_id: string; order_id: number }>(
      `SELECT i.scene_id, o.id AS order_id FROM archive_order_items i JOIN archive_orders o ON o.id = i.order_id
        WHERE (o.user_id = $1 OR o.org_id = ${ORG_OF_SQL('$1')}) AND o.status <> 'cancelled'
          AND i.scene_id = ANY ($2::text[])`,
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

/** One order; `ownerId` limits it to that customer's and, for its managers and viewers, their organisation's (null: any). */
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
    where += ` AND (o.user_id = $2 OR o.org_id = ${ORG_READ_SQL('$2')})`;
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
  if (f.ownerId !== null) {
    const owner = p(f.ownerId);
    where.push(`(o.user_id = ${owner} OR o.org_id = ${ORG_READ_SQL(owner)})`);
  }
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
