/**
 * The contract of the cart (docs/requirements.md §7.2 "Cart and orders": commodity/manage_carts/, commodity/carts/):
 * a customer's scenes waiting to be ordered, at most CART_LIMITS.maxItems. Imported as `@portal/shared/domain/cart`.
 */
import { z } from 'zod';
import { sceneSummarySchema } from './catalog';
import { pageQuery } from './paging';
import { queryId } from './record-id';

export const CART_LIMITS = { maxItems: 1000 } as const;

const sceneIds = z.array(z.string().min(1).max(80)).max(200);

export const cartItemSchema = sceneSummarySchema.extend({ added_at: z.string() }).meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/** POST commodity/manage_carts/: the scenes to add (none: only the page). */
export const cartAddBody = z.object({ scene_ids: sceneIds.optional() }).optional();
/** PUT commodity/manage_carts/: the cart's whole content. */
export const cartReplaceBody = z.object({ scene_ids: sceneIds });
/** GET commodity/manage_carts/: a page of the cart; staff name the customer whose cart to read. */
export const cartListQuery = z.object({
  ...pageQuery,
  user_id: queryId().optional().describe('Staff: the customer whose cart to read'),
});
export const cartSummarySchema = z.object({ count: z.number().int(), scene_ids: z.array(z.string()) });
/** DELETE commodity/carts/: the scenes to remove, comma-separated (none: every scene). */
export const cartRemoveQuery = z.object({ scene_ids: z.string().max(20000).optional() });
export const cartRemovedSchema = z.object({ removed: z.number().int() });
