/**
 * A customer's cart (docs/requirements.md §7.2 "Cart and orders"): a scene appears once per user, a user sees only
 * their own cart, and a scene the user may not see can be neither added nor listed. A scene the user already bought
 * (a live order holds it) cannot be added again: 409, naming each such scene.
 */
import { CART_LIMITS } from '@portal/shared/domain/cart';
import type { FastifyRequest } from 'fastify';
import { SUMMARY_COLUMNS, visibilityClause, type SceneSummaryRow } from '../catalog/query';
import { linkSecret, quicklookSigner } from '../catalog/signing';
import { toSummary } from '../catalog/summary';
import type { Db, Queryable } from '../db';
import { decodeCursor, nextCursor } from '../http/envelope';
import { ApiError } from '../http/errors';
import { viewerOf } from '../http/viewer';
import { ownedScenes } from '../orders/entitlement';

/** A page of a cart: the caller's own, or (staff) the customer `ownerId`'s, read-only. */
export async function listCart(
  db: Queryable,
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

/** The cart a caller asks to read: their own, or a customer's for staff (403 for anyone else). */
export function cartOwner(req: FastifyRequest, userId: number | undefined): number {
  const owner = userId ?? req.user!.id;
  if (owner !== req.user!.id && req.roleGroup !== 'staff') throw new ApiError(403, 'forbidden');
  return owner;
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
  if (n > CART_LIMITS.maxItems) throw new ApiError(422, 'catalogCartFull');
}

/** Adds scenes to the caller's cart. */
export async function addToCart(db: Db, req: FastifyRequest, ids: string[]): Promise<void> {
  if (!ids.length) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [req.user!.id]); // one cart change per user at a time
    await add(tx, req, ids);
  });
}

/** Makes the caller's cart exactly these scenes. */
export async function replaceCart(db: Db, req: FastifyRequest, ids: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [req.user!.id]); // one cart change per user at a time
    await tx.query('DELETE FROM cart_items WHERE user_id = $1 AND NOT (scene_id = ANY ($2::text[]))', [
      req.user!.id,
      ids,
    ]);
    if (ids.length) await add(tx, req, ids);
  });
}

/** The scene IDs in the caller's cart that they may see, newest first. */
export async function cartSummary(db: Queryable, req: FastifyRequest) {
  const params: unknown[] = [req.user!.id];
  const vis = visibilityClause(viewerOf(req), params);
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM cart_items c JOIN scenes s ON s.id = c.scene_id WHERE c.user_id = $1 AND ${vis} ORDER BY c.created_at DESC, c.id DESC`,
    params,
  );
  return { count: rows.length, scene_ids: rows.map((x) => x.id) };
}

/** Removes these scenes (comma-separated) from the caller's cart, or every scene; answers how many went. */
export async function removeFromCart(db: Queryable, userId: number, sceneIds: string | undefined) {
  const ids = sceneIds
    ?.split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const res = ids
    ? await db.query('DELETE FROM cart_items WHERE user_id = $1 AND scene_id = ANY ($2::text[])', [
        userId,
        ids,
      ])
    : await db.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
  return res.rowCount;
}
