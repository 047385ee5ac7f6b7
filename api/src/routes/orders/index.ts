/**
 * Archive orders of spec §7 "Cart and orders": the cost of a selection (order_cost), what stands in its way
 * (conflict_check), ordering from the balance, listing, cancelling with a refund, signed and resumable product
 * downloads with a manifest, the staff export, and the price table. The work is in api/src/orders/.
 *
 * Who sees what (spec §6): a customer their own orders; staff every order (cancel with refund included); sales every
 * order, read-only ("all archived orders" is on their menu; cancelling and money stay with staff).
 */
import { ARCHIVE_ORDER_STATUSES, PRICE_ROW_LIMITS, type PriceRow } from '@portal/shared/domain';
import {
  archiveOrderSchema,
  cancelOrderBody,
  orderNoteBody,
  type ArchiveOrder,
  conflictCheckBody,
  createOrderBody,
  downloadLinks,
  downloadOrderBody,
  orderCostQuery,
  orderCostResult,
  orderListQuery,
  sceneConflict,
  sceneSelection,
} from '@portal/shared/domain/orders';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storeProductPackage } from '../../catalog/product';
import { bboxOf, linkViewer, visibleScene } from '../../catalog/scene-access';
import { linkSecret } from '../../catalog/signing';
import { datedName, sendExport, tableFile, TABLE_TYPES } from '../../export';
import { STAFF, STAFF_SALES } from '../../http/access';
import {
  decodeCursor,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { listScopeQuery, seesOthers } from '../../http/list-scope';
import { ApiError, badRequest, notFound } from '../../http/errors';
import { sendStoredFile } from '../../http/stored-file';
import { viewerOf } from '../../http/viewer';
import {
  fileLink,
  manifestLink,
  metalink,
  readFileLink,
  readManifestLink,
  urlList,
} from '../../orders/links';
import {
  cancelOrder,
  findOrder,
  listOrders,
  orderCost,
  placeOrder,
  sceneConflicts,
  setStaffNote,
} from '../../orders/orders';
import { claimProduct } from '../../orders/entitlement';
import { loadPriceTable, setPrice } from '../../orders/prices';
import { noteProductDownloaded } from '../../tasks/delivery';
import type { Deps } from '../deps';

const tags = ['Archive orders'];
const binary = { 200: z.any().meta({ type: 'string', format: 'binary' }) };
/** Idempotency-Key: what a client may send (echoed nowhere, stored with the order). */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,100}$/;

const priceRow = z.object({
  img_mode: z.union([z.literal(1), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  product_type: z.enum(['SLC', 'ORG', 'SLC+ORG']),
  classification: z.enum(['public', 'sensitive', 'restricted']),
  price_fen: z.number().int().min(0).max(PRICE_ROW_LIMITS.maxFen),
});

const orderIdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** The customer a request is scoped to: their own id, or null when staff or sales see every order. */
const ownerScope = (req: FastifyRequest) =>
  req.roleGroup === 'staff' || req.roleGroup === 'sales' ? null : req.user!.id;

/** An order as the caller may read it: staff's note is internal. */
const asSeenBy =
  (req: FastifyRequest) =>
  (order: ArchiveOrder): ArchiveOrder =>
    ownerScope(req) === null ? order : { ...order, staff_note: null };

export default async function orderRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const customerViewer = (req: FastifyRequest) => ({ ...viewerOf(req), userId: req.user!.id });

  r.get('/commodity/order_cost/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderCost',
      summary:
        'The cost of a selection of scenes (fen), the balance and the balance after paying; 409 for a scene that cannot be ordered (already bought, not permitted, missing, not priced)',
      querystring: orderCostQuery,
      response: responses(okEnvelope(orderCostResult)),
    },
    handler: async (req, reply) => {
      const ids = req.query.scene_ids
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const parsed = sceneSelection.safeParse(ids);
      if (!parsed.success) throw badRequest([{ field: 'scene_ids', key: 'selectImage' }]);
      return reply.ok([await orderCost(db, customerViewer(req), parsed.data)]);
    },
  });

  r.post('/commodity/conflict_check/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderConflictCheck',
      summary:
        'For each scene: already ordered by the caller, not permitted, missing, not priced, or orderable (null)',
      body: conflictCheckBody,
      response: responses(okEnvelope(sceneConflict)),
    },
    handler: async (req, reply) =>
      reply.ok(await sceneConflicts(db, customerViewer(req), req.body.scene_ids)),
  });

  r.post('/commodity/orders/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderCreate',
      summary:
        'Order scenes, paid from the balance. 409 when a scene cannot be ordered or the cost changed (X-Order-Cost-Fen); ' +
        '422 when the balance is short. A repeated Idempotency-Key returns the same order, charged once',
      headers: z.object({ 'idempotency-key': z.string().optional() }),
      body: createOrderBody,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      const key = req.headers['idempotency-key'];
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key))
        throw badRequest([{ field: 'Idempotency-Key', key: 'invalidValue' }]);
      const { order } = await placeOrder(db, {
        viewer: customerViewer(req),
        sceneIds: req.body.scene_ids,
        quotedCostFen: req.body.quoted_cost_fen,
        note: req.body.note,
        idempotencyKey: key,
        lang: req.lang,
      });
      return reply.ok([asSeenBy(req)(order)], 'orderPlaced');
    },
  });

  r.get('/commodity/orders/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderList',
      summary:
        "Archive orders: the caller's own; with scope=all staff and sales every order (filter by username)",
      querystring: orderListQuery.extend(pageQuery).extend(listScopeQuery),
      response: responses(listEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const owner = seesOthers(req, q.scope) ? ownerScope(req) : req.user!.id;
      const { orders, total } = await listOrders(
        db,
        {
          ownerId: owner,
          status: q.status,
          from: q.from,
          to: q.to,
          sceneId: q.scene_id,
          username: owner === null ? q.username : undefined,
          sort: q.sort,
          lang: req.lang,
        },
        offset,
        q.size,
      );
      return {
        ...reply.ok(orders.map(asSeenBy(req))),
        total,
        total_exact: true,
        next: nextCursor(offset, q.size, total),
      };
    },
  });

  r.get('/commodity/orders/export/', {
    config: { access: STAFF_SALES },
    schema: {
      tags,
      operationId: 'orderExport',
      summary: 'Every archive order matching the filters as XLSX (default) or CSV (at most 100,000)',
      querystring: orderListQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') }),
      produces: TABLE_TYPES,
      response: binary,
    },
    handler: async (req, reply) => {
      const q = req.query;
      const { orders } = await listOrders(
        db,
        {
          ownerId: null,
          status: q.status,
          from: q.from,
          to: q.to,
          sceneId: q.scene_id,
          username: q.username,
          sort: q.sort,
          lang: req.lang,
        },
        0,
        100_000,
      );
      const label = (s: string) => ARCHIVE_ORDER_STATUSES.find((x) => x.value === s)?.[req.lang] ?? s;
      const file = await tableFile(
        {
          sheet: 'orders',
          header: [
            'order_no',
            'username',
            'created_at',
            'money_yuan',
            'scene_ids',
            'status',
            'note',
            'staff_note',
            'cancel_reason',
          ],
          rows: orders.map((o) => [
            o.order_no,
            o.username,
            o.created_at,
            (o.money_fen / 100).toFixed(2),
            o.scene_ids.join(' '),
            label(o.status),
            o.note,
            o.staff_note ?? '',
            o.cancel_reason ?? '',
          ]),
        },
        q.format,
      );
      return sendExport(reply, file, datedName('archive-orders'));
    },
  });

  r.get('/commodity/orders/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderDetail',
      summary: 'One archive order (a customer: their own only)',
      params: orderIdParam,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      const order = await findOrder(db, req.params.id, ownerScope(req), req.lang);
      if (!order) throw notFound();
      return reply.ok([asSeenBy(req)(order)]);
    },
  });

  r.patch('/commodity/orders/:id/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'orderStaffNote',
      summary: "Staff: set staff's note on an order (internal; the customer's own note is unchanged)",
      params: orderIdParam,
      body: orderNoteBody,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      if (!(await setStaffNote(db, req.params.id, req.body.staff_note))) throw notFound();
      return reply.ok([(await findOrder(db, req.params.id, null, req.lang))!], 'saved');
    },
  });

  r.post('/commodity/orders/cancel/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderCancel',
      summary:
        "Cancel an order nothing of which was downloaded, refunding its money to the balance (once); 422 for a tasking order's delivery",
      body: cancelOrderBody,
      response: responses(okEnvelope(archiveOrderSchema)),
    },
    handler: async (req, reply) => {
      if (req.roleGroup === 'sales') throw new ApiError(403, 'forbidden');
      const order = await cancelOrder(db, {
        id: req.body.id,
        ownerId: req.roleGroup === 'staff' ? null : req.user!.id,
        by: req.user!.id,
        reason: req.body.reason,
        lang: req.lang,
      });
      if (!order) throw notFound();
      return reply.ok([asSeenBy(req)(order)], 'orderCancelled');
    },
  });

  r.post('/commodity/orders/download/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'orderDownload',
      summary:
        "Signed links (1 h) to an order's product packages, resumable (HTTP Range), and a manifest of them all",
      body: downloadOrderBody,
      response: responses(okEnvelope(downloadLinks)),
    },
    handler: async (req, reply) => {
      const owner = req.roleGroup === 'staff' ? null : req.user!.id;
      const order = await findOrder(db, req.body.id, owner, req.lang);
      if (!order) throw notFound();
      if (order.status === 'cancelled')
        throw new ApiError(422, 'orderNotDownloadable', [{ field: 'id', key: 'orderNotDownloadable' }]);
      const scenes = req.body.scene_id ? [req.body.scene_id] : order.scene_ids;
      if (!scenes.every((s) => order.scene_ids.includes(s))) throw notFound();
      const secret = await linkSecret(db);
      const links = scenes.map((s) => {
        const l = fileLink(secret, order.id, s, req.user!.id);
        return { scene_id: s, url: l.url, expires_at: l.expiresAt.toISOString() };
      });
      return reply.ok([{ links, manifest_url: manifestLink(secret, order.id, req.user!.id) }]);
    },
  });

  /** The order a link names, if its customer (or a staff member who issued it) may still have it. */
  async function linkedOrder(req: FastifyRequest, orderId: number, userId: number) {
    const viewer = await linkViewer(db, userId);
    if (!viewer) return null;
    const order = await findOrder(db, orderId, viewer.seesAll ? null : userId, req.lang);
    return order && order.status !== 'cancelled' ? { order, viewer } : null;
  }

  r.get('/commodity/orders/file/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A product package through a signed, expiring link (zip); Range requests resume it',
      params: z.object({ token: z.string().max(500) }),
      produces: ['application/zip'],
      response: binary,
    },
    handler: async (req, reply) => {
      const link = readFileLink(await linkSecret(db), req.params.token);
      if (!link) throw new ApiError(403, 'catalogLinkInvalid');
      const found = await linkedOrder(req, link.orderId, link.userId);
      if (!found || !found.order.scene_ids.includes(link.sceneId))
        throw new ApiError(403, 'catalogLinkInvalid');
      const scene = await visibleScene(db, link.sceneId, found.viewer);
      if (!scene) throw notFound();
      // The customer's own download takes the product under the order's lock: a cancel (and refund) sent at the same
      // time comes either first, and the link is refused, or after, and finds the order downloaded. Staff reading a
      // customer's order leave it as it is.
      if (found.order.user_id === link.userId) {
        const claimed = await claimProduct(db, {
          userId: link.userId,
          sceneId: link.sceneId,
          orderId: link.orderId,
        });
        if (claimed === null) throw new ApiError(403, 'catalogLinkInvalid');
        await noteProductDownloaded(db, link.orderId, link.userId);
      }
      // Streamed from the store (the order's job made it; a download that comes first makes and keeps it).
      const { key } = await storeProductPackage(deps.storage, { ...scene, bbox: bboxOf(scene) });
      reply.header('Content-Disposition', `attachment; filename="${scene.id}_SAMPLE.zip"`);
      return sendStoredFile(req, reply, deps.storage, key, {
        type: 'application/zip',
        cacheControl: 'private, no-store',
      });
    },
  });

  r.get('/commodity/orders/manifest/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Every product link of an order, as a Metalink 4 file (default) or a plain list of URLs (format=txt)',
      params: z.object({ token: z.string().max(500) }),
      querystring: z.object({ format: z.enum(['metalink', 'txt']).default('metalink') }),
      produces: ['application/metalink4+xml', 'text/plain'],
      response: binary,
    },
    handler: async (req, reply) => {
      const secret = await linkSecret(db);
      const link = readManifestLink(secret, req.params.token);
      if (!link) throw new ApiError(403, 'catalogLinkInvalid');
      const found = await linkedOrder(req, link.orderId, link.userId);
      if (!found) throw new ApiError(403, 'catalogLinkInvalid');
      const base = deps.config.publicUrl;
      const entries = found.order.scene_ids.map((s) => ({
        name: `${s}_SAMPLE.zip`,
        url: `${base}${fileLink(secret, found.order.id, s, link.userId).url}`,
      }));
      const txt = req.query.format === 'txt';
      return reply
        .header('Content-Type', txt ? 'text/plain; charset=utf-8' : 'application/metalink4+xml')
        .header(
          'Content-Disposition',
          `attachment; filename="${found.order.order_no}.${txt ? 'txt' : 'meta4'}"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(txt ? urlList(entries) : metalink(entries));
    },
  });

  r.get('/commodity/prices/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'priceTable',
      summary: 'The price table: fen per scene by imaging mode, product type and classification',
      response: responses(okEnvelope(priceRow)),
    },
    handler: async (_req, reply) => reply.ok(await loadPriceTable(db)),
  });

  r.put('/commodity/prices/', {
    config: { access: STAFF },
    schema: {
      tags,
      operationId: 'priceTableUpdate',
      summary: 'Set prices (staff); each change is recorded with who made it',
      body: z.object({ rows: z.array(priceRow).min(1).max(100) }),
      response: responses(okEnvelope(priceRow)),
    },
    handler: async (req, reply) => {
      await db.transaction(async (tx) => {
        for (const row of req.body.rows) await setPrice(tx, row as PriceRow, req.user!.id);
      });
      return reply.ok(await loadPriceTable(db), 'saved');
    },
  });
}
