/**
 * Calls of the archive's money path (docs/requirements.md §7 "Cart and orders"; contract: shared/src/domain/orders.ts), shared by
 * the image query's "Order" button and the order centre's cart and order pages.
 */
import type { PriceRow } from '../domain';
import type { ArchiveOrder, DownloadLinks, OrderCost, SceneConflict } from '../domain/orders';
import type { OrgBudget } from '../domain/organisations';
import type { BillItem, BillQuery } from '../domain/bills';
import type { CartItem } from '../domain/cart';
import { call, callOne, type Envelope } from './client';
import { downloadFile } from './download';

export type { CartItem } from '../domain/cart';

/** A page of the caller's cart, or (staff) of the customer `userId`'s. */
export const cartPage = (page: number, size: number, userId?: number): Promise<Envelope<CartItem>> =>
  call<CartItem>({ method: 'GET', url: '/commodity/manage_carts/', params: { page, size, user_id: userId } });

/** Removes these scenes from the cart (the ids go in the query: a DELETE's body is not read). */
export const removeFromCart = (sceneIds: string[]) =>
  call({ method: 'DELETE', url: '/commodity/carts/', params: { scene_ids: sceneIds.join(',') } });

export const priceTable = (): Promise<Envelope<PriceRow>> =>
  call<PriceRow>({ method: 'GET', url: '/commodity/prices/' });

/**
 * The cost of a selection and the balance after paying it (quiet: the caller shows conflicts per row); for an
 * organisation's member, with the budget `budgetId` (its left, the member's monthly limit left, whether it waits).
 */
export const orderCost = (sceneIds: string[], budgetId?: number | null): Promise<OrderCost> =>
  callOne<OrderCost>({
    method: 'GET',
    url: '/commodity/order_cost/',
    params: { scene_ids: sceneIds.join(','), ...(budgetId ? { budget_id: budgetId } : {}) },
    quiet: true,
  });

/**
 * The budgets an organisation's member may assign an order to (docs/organisations.md "Budgets and limits"), active
 * first; 404 outside an organisation. Quiet: the order dialog and the tasking form say a failure by their select.
 */
export const listOrgBudgets = (signal?: AbortSignal): Promise<OrgBudget[]> =>
  call<OrgBudget>({ method: 'GET', url: '/org/budgets/', signal, quiet: true }).then((env) => env.data);

export const conflictCheck = (sceneIds: string[]): Promise<Envelope<SceneConflict>> =>
  call<SceneConflict>({ method: 'POST', url: '/commodity/conflict_check/', data: { scene_ids: sceneIds } });

/**
 * Orders the selection at the quoted cost (an organisation's member: assigned to the budget `budgetId`). One key per
 * order attempt: a retry of the same attempt (a double click, a lost answer) is charged once. Quiet: the order
 * dialog shows a refusal itself, once.
 */
export function placeOrder(
  sceneIds: string[],
  quotedCostFen: number,
  attemptKey: string,
  budgetId?: number | null,
): Promise<Envelope<ArchiveOrder>> {
  return call<ArchiveOrder>({
    method: 'POST',
    url: '/commodity/orders/',
    data: {
      scene_ids: sceneIds,
      quoted_cost_fen: quotedCostFen,
      ...(budgetId ? { budget_id: budgetId } : {}),
    },
    headers: { 'Idempotency-Key': attemptKey },
    quiet: true,
  });
}

/** A key for one order attempt. */
export const newAttemptKey = () =>
  `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export interface OrderQuery {
  status?: string;
  from?: string;
  to?: string;
  scene_id?: string;
  username?: string;
  sort?: 'newest' | 'oldest' | 'money_desc' | 'money_asc';
  /** The caller's own orders (default), or (staff and sales) every order. */
  scope?: 'mine' | 'all';
  page: number;
  size: number;
}

export const listOrders = (q: OrderQuery): Promise<Envelope<ArchiveOrder>> =>
  call<ArchiveOrder>({ method: 'GET', url: '/commodity/orders/', params: q });

/** Sets staff's note on an order (staff). */
export const setOrderStaffNote = (id: number, staffNote: string): Promise<Envelope<ArchiveOrder>> =>
  call<ArchiveOrder>({ method: 'PATCH', url: `/commodity/orders/${id}/`, data: { staff_note: staffNote } });

/** Every order matching the filters as a file (staff and sales). */
export const exportOrders = (q: Omit<OrderQuery, 'page' | 'size'>, format: 'xlsx' | 'csv' = 'xlsx') =>
  downloadFile(
    { method: 'GET', url: '/commodity/orders/export/', params: { ...q, format } },
    `archive-orders.${format}`,
  );

/** A page of the bill: the caller's own rows, or (staff, scope 'all') every account's. */
export const listBills = (
  q: BillQuery & { page: number; size: number; scope?: 'mine' | 'all' },
): Promise<Envelope<BillItem>> => call<BillItem>({ method: 'GET', url: '/user/bills/', params: q });

/** The bill's rows matching the filters as a file (staff). */
export const exportBills = (q: BillQuery, format: 'xlsx' | 'csv' = 'xlsx') =>
  downloadFile({ method: 'GET', url: '/user/bills/export/', params: { ...q, format } }, `bill.${format}`);

/** Staff: add (positive) or take (negative) fen from a customer's balance, with the reason for the bill. */
export const changeBalance = (userId: number, amountFen: number, reason: string) =>
  call({
    method: 'POST',
    url: '/user/manage_customer/',
    data: { user_id: userId, balance_change: amountFen, note: reason },
  });

export const cancelOrder = (id: number, reason?: string): Promise<Envelope<ArchiveOrder>> =>
  call<ArchiveOrder>({ method: 'POST', url: '/commodity/orders/cancel/', data: { id, reason } });

export const orderDownloads = (id: number, sceneId?: string): Promise<DownloadLinks> =>
  callOne<DownloadLinks>({
    method: 'POST',
    url: '/commodity/orders/download/',
    data: { id, scene_id: sceneId },
  });
