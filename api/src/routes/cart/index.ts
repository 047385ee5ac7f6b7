/**
 * Cart of spec §7: POST /commodity/manage_carts/ (page, size query) adds scenes (body `scene_ids`) and lists the
 * cart; GET lists; PUT replaces the cart's content; GET /commodity/carts/ summarizes (ids and count);
 * DELETE /commodity/carts/ removes scenes (`scene_ids`) or empties the cart. A scene appears once per user,
 * a user sees only their own cart, and a scene the user may not see can be neither added nor listed. A scene the
 * user already bought (a live order holds it) cannot be added again: 409, naming each such scene.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUMMARY_COLUMNS, visibilityClause, type SceneSummaryRow } from '../../catalog/query';
import { linkSecret, quicklookSigner } from '../../catalog/signing';
import type { Queryable } from '../../db';
import {
  decodeCursor,
  listEnvelope,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { ApiError } from '../../http/errors';
import type { Deps } from '../deps';
import { sceneSummarySchema } from '@portal/shared/domain/catalog';
import { toSummary } from '../../catalog/summary';
import { viewerOf } from '../../http/viewer';
import { ownedScenes } from '../../orders/entitlement';

const CART_MAX = 1000;
const tags = ['Cart'];
const sceneIds = z.array(z.string().min(1).max(80)).max(200);

const cartItem = sceneSummarySchema.extend({ added_at: z.string() }).meta({ id: 'CartItem' });

export default async function cartRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A page of a cart: the caller's own, or (staff) the customer `ownerId`'s, read-only. */
  async function list(
    req: FastifyRequest,
    q: { page: number; size: number; cursor?: string },
    ownerId = req.user!.id,
  ) {
    const params: unknown[] = [ownerId];
    const vis = visibilityClause(viewerOf(req), params);
    const base = `FROM cart_items c JOIN scenes s ON s.id = c.scene_id WHERE c.user_id = $1 AND ${vis}`;
    const offset = decodeCursor(q.cursor, q.page, q.size);
    const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n ${base}`, params)).rows[0].n;
    const rows = (
      await db.query<SceneSummaryRow & { added_at: Date }>(
        `SELECT ${SUMMARY_COLUMNS}, ST_AsGeoJSON(s.footprint, 5) AS fp, c.created_at AS added_at ${base} ORDER BY c.created_at DESC, c.id DESC LIMIT ${q.size} OFFSET ${offset}`,
        params,
      )
    ).rows;
    const quicklook = quicklookSigner(await linkSecret(db), req.user!.id);
    return {
      data: rows.map((x) => ({
        ...toSummary(x, req.crs, quicklook),
        added_at: new Date(x.added_at).toISOString(),
      })),
      total,
      total_exact: true,
      next: nextCursor(offset, q.size, total),
    };
  }

  /**
   * Adds the scenes the user may see; refuses the whole request if any is missing or invisible (404) or already
   * bought (409). Runs under the user's row lock, as ordering does, so a scene cannot slip in while it is paid for.
   */
  async function add(tx: Queryable, req: FastifyRequest, ids: string[]) {
    const unique = [...new Set(ids)];
    const params: unknown[] = [unique];
    const vis = visibilityClause(viewerOf(req), params);
    const visible = await tx.query<{ id: string }>(
      `SELECT s.id FROM scenes s WHERE s.id = ANY ($1::text[]) AND ${vis}`,
      params,
    );
    if (visible.rows.length !== unique.length) {
      const ok = new Set(visible.rows.map((x) => x.id));
      const bad = unique.findIndex((x) => !ok.has(x));
      throw new ApiError(404, 'catalogSceneNotVisible', [
        { field: `scene_ids.${ids.indexOf(unique[bad])}`, key: 'catalogSceneNotVisible' },
      ]);
    }
    const owned = await ownedScenes(tx, req.user!.id, unique);
    if (owned.size)
      throw new ApiError(
        409,
        'cartScenesOwned',
        unique
          .filter((x) => owned.has(x))
          .map((x) => ({ field: `scene_ids.${ids.indexOf(x)}`, key: 'orderSceneOrdered' as const })),
      );
    await tx.query(
      'INSERT INTO cart_items (user_id, scene_id) SELECT $1, unnest($2::text[]) ON CONFLICT (user_id, scene_id) DO NOTHING',
      [req.user!.id, unique],
    );
    const n = (
      await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE user_id = $1', [
        req.user!.id,
      ])
    ).rows[0].n;
    if (n > CART_MAX) throw new ApiError(422, 'catalogCartFull');
  }

  const listSchema = responses(listEnvelope(cartItem));

  r.post('/commodity/manage_carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartAdd',
      summary:
        'Add scenes to the cart (body scene_ids; a scene appears once) and return the cart page (page, size); 409 for a scene already bought',
      querystring: z.object(pageQuery),
      body: z.object({ scene_ids: sceneIds.optional() }).optional(),
      response: listSchema,
    },
    handler: async (req, reply) => {
      const ids = req.body?.scene_ids ?? [];
      if (ids.length) {
        await db.transaction(async (tx) => {
          await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [req.user!.id]); // one cart change per user at a time
          await add(tx, req, ids);
        });
      }
      const page = await list(req, req.query);
      return {
        ...reply.ok(page.data, ids.length ? 'catalogAddedToCart' : 'ok'),
        total: page.total,
        total_exact: true,
        next: page.next,
      };
    },
  });

  r.get('/commodity/manage_carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartList',
      summary: "The caller's cart (page, size); staff may read a customer's cart (user_id), read-only",
      querystring: z.object({
        ...pageQuery,
        user_id: z.coerce
          .number()
          .int()
          .positive()
          .max(2 ** 53)
          .optional()
          .describe('Staff: the customer whose cart to read'),
      }),
      response: listSchema,
    },
    handler: async (req, reply) => {
      const owner = req.query.user_id ?? req.user!.id;
      if (owner !== req.user!.id && req.roleGroup !== 'staff') throw new ApiError(403, 'forbidden');
      const page = await list(req, req.query, owner);
      return { ...reply.ok(page.data), total: page.total, total_exact: true, next: page.next };
    },
  });

  r.put('/commodity/manage_carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartReplace',
      summary: "Replace the cart's content with exactly these scenes",
      querystring: z.object(pageQuery),
      body: z.object({ scene_ids: sceneIds }),
      response: listSchema,
    },
    handler: async (req, reply) => {
      await db.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [req.user!.id]); // one cart change per user at a time
        await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND NOT (scene_id = ANY ($2::text[]))', [
          req.user!.id,
          req.body.scene_ids,
        ]);
        if (req.body.scene_ids.length) await add(tx, req, req.body.scene_ids);
      });
      const page = await list(req, req.query);
      return { ...reply.ok(page.data, 'saved'), total: page.total, total_exact: true, next: page.next };
    },
  });

  r.get('/commodity/carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartSummary',
      summary: 'Cart summary: the scene IDs in the cart (newest first) and their count',
      response: responses(okEnvelope(z.object({ count: z.number().int(), scene_ids: z.array(z.string()) }))),
    },
    handler: async (req, reply) => {
      const params: unknown[] = [req.user!.id];
      const vis = visibilityClause(viewerOf(req), params);
      const { rows } = await db.query<{ id: string }>(
        `SELECT s.id FROM cart_items c JOIN scenes s ON s.id = c.scene_id WHERE c.user_id = $1 AND ${vis} ORDER BY c.created_at DESC, c.id DESC`,
        params,
      );
      return reply.ok([{ count: rows.length, scene_ids: rows.map((x) => x.id) }]);
    },
  });

  r.delete('/commodity/carts/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'cartRemove',
      summary: 'Remove scenes from the cart (scene_ids, comma-separated); without scene_ids, empty the cart',
      querystring: z.object({ scene_ids: z.string().max(20000).optional() }),
      response: responses(okEnvelope(z.object({ removed: z.number().int() }))),
    },
    handler: async (req, reply) => {
      const ids = req.query.scene_ids
        ?.split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const res = ids
        ? await db.query('DELETE FROM cart_items WHERE user_id = $1 AND scene_id = ANY ($2::text[])', [
            req.user!.id,
            ids,
          ])
        : await db.query('DELETE FROM cart_items WHERE user_id = $1', [req.user!.id]);
      return reply.ok([{ removed: res.rowCount }], 'deleted');
    },
  });
}
