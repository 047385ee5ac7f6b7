/** What the archive-order routes share: their tag and who a request may see (ids and files: http/route-parts.ts). */
import type { ArchiveOrder } from '@portal/shared/domain/orders';
import type { FastifyRequest } from 'fastify';

export const tags = ['Archive orders'];

/** The customer a request is scoped to: their own id, or null when staff or sales see every order. */
export const ownerScope = (req: FastifyRequest) =>
  req.roleGroup === 'staff' || req.roleGroup === 'sales' ? null : req.user!.id;

/** An order as the caller may read it: staff's note is internal. */
export const asSeenBy =
  (req: FastifyRequest) =>
  (order: ArchiveOrder): ArchiveOrder =>
    ownerScope(req) === null ? order : { ...order, staff_note: null };
