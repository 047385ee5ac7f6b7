/**
 * The contract of archive orders (docs/requirements.md §7 "Cart and orders": /commodity/order_cost/, conflict_check/, orders/,
 * orders/cancel/, orders/download/) as zod schemas: the API validates and documents with them, the portal uses their
 * types. Imported as `@portal/shared/domain/orders`.
 */
import { z } from 'zod';
import { ARCHIVE_ORDER_LIMITS, ARCHIVE_ORDER_STATUS_VALUES, PRICE_ROW_LIMITS } from './archive-orders';
import { CATALOG_LIMITS } from './catalog-limits';
import { budgetIdField, orgSpendingSchema } from './organisations';

const sceneId = z.string().min(1).max(CATALOG_LIMITS.maxIdLength);
/** A selection of scenes: docs/requirements.md §5 "select at least one image". */
export const sceneSelection = z
  .array(sceneId, { error: 'selectImage' })
  .min(1, { error: 'selectImage' })
  .max(ARCHIVE_ORDER_LIMITS.maxScenes);

export const orderCostQuery = z.object({
  scene_ids: z
    .string({ error: 'selectImage' })
    .max(ARCHIVE_ORDER_LIMITS.maxScenes * (CATALOG_LIMITS.maxIdLength + 1))
    .describe('Scene ids, comma-separated'),
  budget_id: budgetIdField,
});

export const orderCostResult = z.object({
  items: z.array(z.object({ scene_id: z.string(), price_fen: z.number().int() })),
  cost_fen: z.number().int(),
  balance_fen: z.number().int(),
  balance_after_fen: z.number().int().describe('Negative when the balance does not cover the cost'),
  org: orgSpendingSchema
    .nullable()
    .optional()
    .describe(
      "An organisation member's budget, monthly limit left and whether the order would wait for approval",
    ),
});
export type OrderCost = z.infer<typeof orderCostResult>;

export const conflictCheckBody = z.object({ scene_ids: sceneSelection });
export const SCENE_CONFLICTS = ['ordered', 'restricted', 'missing', 'unpriced'] as const;
export const sceneConflict = z.object({
  scene_id: z.string(),
  conflict: z.enum(SCENE_CONFLICTS).nullable().describe('null: the scene can be ordered'),
  order_id: z.number().int().optional().describe('The order that holds it already (ordered)'),
});
export type SceneConflict = z.infer<typeof sceneConflict>;

export const createOrderBody = z.object({
  scene_ids: sceneSelection,
  quoted_cost_fen: z
    .number()
    .int()
    .min(0)
    .describe('The cost the customer saw (order_cost); 409 when it changed'),
  note: z.string().trim().max(ARCHIVE_ORDER_LIMITS.maxNote).optional(),
  budget_id: budgetIdField,
});
export type CreateOrderRequest = z.input<typeof createOrderBody>;

export const archiveOrderSchema = z
  .object({
    id: z.number().int(),
    order_no: z.string(),
    user_id: z.number().int(),
    username: z.string(),
    created_at: z.string(),
    money_fen: z.number().int(),
    scene_ids: z.array(z.string()),
    status: z.enum(ARCHIVE_ORDER_STATUS_VALUES),
    status_code: z.number().int().nullable().describe('109 awaiting download, 1092 downloaded'),
    note: z.string(),
    cancellable: z.boolean(),
    awaiting_approval: z
      .boolean()
      .optional()
      .describe(
        "An organisation's order waiting for a manager: its money is held, its products not yet served",
      ),
    cancelled_at: z.string().nullable(),
    cancel_reason: z.string().nullable(),
    staff_note: z
      .string()
      .nullable()
      .describe("Staff and sales: staff's note on the order; null for a customer"),
    delivery_of: z
      .object({ mission_id: z.number().int(), order_no: z.string() })
      .nullable()
      .describe(
        'The tasking order this order delivers (its products, price 0; it cannot be cancelled); null for an order of the cart',
      ),
  })
  .meta({ id: 'ArchiveOrder' });
export type ArchiveOrder = z.infer<typeof archiveOrderSchema>;

export const orderListQuery = z.object({
  status: z.enum(ARCHIVE_ORDER_STATUS_VALUES).optional(),
  from: z.iso.date().optional().describe('Created on or after (YYYY-MM-DD, UTC)'),
  to: z.iso.date().optional().describe('Created on or before (YYYY-MM-DD, UTC)'),
  scene_id: sceneId.optional(),
  username: z.string().trim().max(50).optional().describe('Staff and sales: the customer'),
  sort: z.enum(['newest', 'oldest', 'money_desc', 'money_asc']).default('newest'),
});

export const cancelOrderBody = z.object({
  id: z.number().int().positive(),
  reason: z.string().trim().max(ARCHIVE_ORDER_LIMITS.maxNote).optional(),
});

export const orderNoteBody = z.object({
  staff_note: z.string().trim().max(ARCHIVE_ORDER_LIMITS.maxNote),
});

export const downloadOrderBody = z.object({
  id: z.number().int().positive(),
  scene_id: sceneId.optional().describe('One scene; all scenes of the order when left out'),
});
export const downloadLinks = z.object({
  links: z.array(z.object({ scene_id: z.string(), url: z.string(), expires_at: z.string() })),
  manifest_url: z
    .string()
    .describe('A metalink (or ?format=txt a list of URLs) of every link, for a download manager'),
});
export type DownloadLinks = z.infer<typeof downloadLinks>;

/** GET orders/export/: the list's filters, as XLSX (default) or CSV. */
export const orderExportQuery = orderListQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
/** POST orders/: the Idempotency-Key a client may send (stored with the order). */
export const orderCreateHeaders = z.object({ 'idempotency-key': z.string().optional() });
/** GET orders/manifest/{token}: a Metalink 4 file (default) or a plain list of URLs. */
export const manifestQuery = z.object({ format: z.enum(['metalink', 'txt']).default('metalink') });

/** One row of the price table (GET and PUT commodity/prices/). */
export const priceRow = z.object({
  img_mode: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  product_type: z.enum(['SLC', 'ORG', 'SLC+ORG']),
  classification: z.enum(['public', 'sensitive', 'restricted']),
  price_fen: z.number().int().min(0).max(PRICE_ROW_LIMITS.maxFen),
});
export const priceTableBody = z.object({ rows: z.array(priceRow).min(1).max(100) });
