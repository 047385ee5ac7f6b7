/**
 * Archive orders of docs/requirements.md §7 "Cart and orders": the cost of a selection (order_cost), what stands in its way
 * (conflict_check), ordering from the balance, listing, cancelling with a refund, signed and resumable product
 * downloads with a manifest, the staff export, and the price table. The work is in api/src/orders/. The groups
 * register in this order, which is the order of the reference.
 *
 * Who sees what (docs/requirements.md §6): a customer their own orders; staff every order (cancel with refund included); sales every
 * order, read-only ("all archived orders" is on their menu; cancelling and money stay with staff).
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import orderDownloadRoutes from './downloads';
import archiveOrderRoutes from './orders';
import priceRoutes from './prices';

export default async function orderRoutes(app: FastifyInstance, deps: Deps) {
  await archiveOrderRoutes(app, deps);
  await orderDownloadRoutes(app, deps);
  await priceRoutes(app, deps);
}
