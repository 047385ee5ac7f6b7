/**
 * Calls of the archive's money path (spec §7 "Cart and orders"; contract: shared/src/domain/orders.ts), shared by
 * the image query's "Order" button and the order centre's cart and order pages.
 */
import type { PriceRow } from '../domain';
import type { SceneSummary } from '../domain/catalog';
import type { ArchiveOrder, DownloadLinks, OrderCost, SceneConflict } from '../domain/orders';
import { call, callOne, type Envelope } from './client';

export type CartItem = SceneSummary & { added_at: string };

export const cartPage = (page: number, size: number): Promise<Envelope<CartItem>> =>
  call<CartItem>({ method: 'GET', url: '/commodity/manage_carts/', params: { page, size } });

export const removeFromCart = (sceneIds: string[]) =>
  call({ method: 'DELETE', url: '/commodity/carts/', data: { scene_ids: sceneIds } });

export const priceTable = (): Promise<Envelope<PriceRow>> =>
  call<PriceRow>({ method: 'GET', url: '/commodity/prices/' });

/** The cost of a selection and the balance after paying it (quiet: the caller shows conflicts per row). */
export const orderCost = (sceneIds: string[]): Promise<OrderCost> =>
  callOne<OrderCost>({
    method: 'GET',
    url: '/commodity/order_cost/',
    params: { scene_ids: sceneIds.join(',') },
    quiet: true,
  });

export const conflictCheck = (sceneIds: string[]): Promise<Envelope<SceneConflict>> =>
  call<SceneConflict>({ method: 'POST', url: '/commodity/conflict_check/', data: { scene_ids: sceneIds } });

/**
 * Orders the selection at the quoted cost. One key per order attempt: a retry of the same attempt (a double click,
 * a lost answer) is charged once.
 */
export function placeOrder(
  sceneIds: string[],
  quotedCostFen: number,
  attemptKey: string,
): Promise<Envelope<ArchiveOrder>> {
  return call<ArchiveOrder>({
    method: 'POST',
    url: '/commodity/orders/',
    data: { scene_ids: sceneIds, quoted_cost_fen: quotedCostFen },
    headers: { 'Idempotency-Key': attemptKey },
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
  page: number;
  size: number;
}

export const listOrders = (q: OrderQuery): Promise<Envelope<ArchiveOrder>> =>
  call<ArchiveOrder>({ method: 'GET', url: '/commodity/orders/', params: q });

export const cancelOrder = (id: number, reason?: string): Promise<Envelope<ArchiveOrder>> =>
  call<ArchiveOrder>({ method: 'POST', url: '/commodity/orders/cancel/', data: { id, reason } });

export const orderDownloads = (id: number, sceneId?: string): Promise<DownloadLinks> =>
  callOne<DownloadLinks>({
    method: 'POST',
    url: '/commodity/orders/download/',
    data: { id, scene_id: sceneId },
  });

/** Starts a browser download of a same-origin URL (the file streams to disk). */
export function downloadUrl(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}
