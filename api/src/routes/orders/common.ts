/** What the archive-order routes share: their tag, the id of one order, and who a request may see. */
import type { ArchiveOrder } from '@portal/shared/domain/orders';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const tags = ['Archive orders'];
export const binary = { 200: z.any().meta({ type: 'string', format: 'binary' }) };

export const orderIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** The customer a request is scoped to: their own id, or null when staff or sales see every order. */
export const ownerScope = (req: FastifyRequest) =>
  req.roleGroup === 'staff' || req.roleGroup === 'sales' ? null : req.user!.id;

/** An order as the caller may read it: staff's note is internal. */
export const asSeenBy =
  (req: FastifyRequest) =>
  (order: ArchiveOrder): ArchiveOrder =>
    ownerScope(req) === null ? order : { ...order, staff_note: null };
