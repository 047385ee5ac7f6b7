/**
 * STAC API Transactions over the archive: an Item (or an ItemCollection) becomes scene rows, a replaced Item rewrites
 * its scene, a deleted one leaves the catalog. The scene's cell and packed filter columns are generated from its
 * columns (migrations 006, 007), so an ingested scene is found at once by the archive search, STAC search and the
 * exports, with its classification deciding who sees it, like any other.
 *
 * Each function runs in the caller's transaction, so what goes with it (an audit row, a tasking product's order)
 * is saved together with the scene or not at all.
 */
import type { SceneRow } from '../catalog/generate';
import { insertNewScenes, multiPolygonWkt, replaceScenes } from '../catalog/insert';
import type { Queryable } from '../db';
import { geometryBbox } from '../geo/bbox';
import { queueSubscriptionMatch } from '../subscriptions/match';
import { ApiError, notFound } from '../http/errors';
import { COLLECTION_ID } from './constants';
import { issueError, itemCollectionSchema, itemError, itemSchema, sceneOfItem } from './item-schema';

export interface IngestOptions {
  /** PUT: the Item replaces the scene of its id (404 when there is none); POST: a new scene (409 when it exists). */
  replace: boolean;
  /** The collection of the request's address (the Item's must agree; ours is the only one). */
  collection?: string;
  /** The item id of the request's address (a PUT's Item must agree). */
  id?: string;
}

/** What an audit row records of a scene: its columns, the footprint as its bounding box. */
export type SceneRecord = Omit<SceneRow, 'footprint'> & { bbox: number[] };

export interface Ingested {
  id: string;
  before: SceneRecord | null;
  after: SceneRecord;
}

const recordOf = (s: SceneRow): SceneRecord => {
  const { footprint, ...rest } = s;
  return { ...rest, bbox: geometryBbox({ type: 'MultiPolygon', coordinates: footprint }) };
};

/** The body as an Item, or a 400 naming its first invalid field (`prefix` for an Item of a collection). */
function parseItem(body: unknown, opts: Omit<IngestOptions, 'replace'>, prefix = ''): SceneRow {
  let parsed;
  try {
    parsed = itemSchema.safeParse(body, { reportInput: true });
  } catch {
    // A refinement that met data of a shape it did not expect: the Item is malformed there.
    throw itemError(prefix || 'body', 'invalidValue');
  }
  if (!parsed.success) throw issueError(parsed.error, prefix);
  const at = (field: string) => (prefix ? `${prefix}.${field}` : field);
  const item = parsed.data;
  // A body's collection and id that disagree with the address are a 400 (the Transaction extension).
  if (item.collection !== undefined && item.collection !== (opts.collection ?? COLLECTION_ID))
    throw new ApiError(400, 'stacCollectionMismatch', [
      { field: at('collection'), key: 'stacCollectionMismatch' },
    ]);
  if (opts.id !== undefined && item.id !== opts.id)
    throw new ApiError(400, 'stacIdMismatch', [{ field: at('id'), key: 'stacIdMismatch' }]);
  return sceneOfItem(item);
}

/** PostGIS judges each footprint: a self-intersecting or degenerate outline is a 400 on its `geometry`. */
async function checkFootprints(tx: Queryable, rows: SceneRow[], field: (i: number) => string) {
  const { rows: invalid } = await tx.query<{ i: number }>(
    `SELECT i - 1 AS i FROM unnest($1::text[]) WITH ORDINALITY AS u(wkt, i)
      WHERE NOT ST_IsValid(ST_GeomFromText(wkt, 4326)) OR ST_IsEmpty(ST_GeomFromText(wkt, 4326))
      ORDER BY i LIMIT 1`,
    [rows.map((r) => multiPolygonWkt(r.footprint))],
  );
  if (invalid[0])
    throw new ApiError(400, 'stacGeometryInvalid', [
      { field: field(Number(invalid[0].i)), key: 'stacGeometryInvalid' },
    ]);
}

const exists = (id: string) =>
  new ApiError(
    409,
    'stacItemExists',
    [{ field: 'id', key: 'stacItemExists' }],
    {},
    {
      id: { zh: id, en: id },
    },
  );

/** A scene's columns as its row was read, locked for the transaction (a replace or a delete follows). */
async function lockedScene(tx: Queryable, id: string): Promise<SceneRecord | null> {
  const { rows } = await tx.query<SceneRow & { fp: string }>(
    `SELECT id, satellite, acquired_at, acquired_end, img_mode, product_type, polarization, orbit_direction,
            look_side, look_angle, incidence_angle, incidence_near, incidence_far, resolution_range,
            resolution_azimuth, classification, absolute_orbit, ST_AsGeoJSON(footprint, 6) AS fp
       FROM scenes WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const r = rows[0];
  if (!r) return null;
  const { fp, ...scene } = r;
  const geometry = JSON.parse(fp) as { coordinates: number[][][][] };
  return recordOf({
    ...scene,
    acquired_at: new Date(scene.acquired_at),
    acquired_end: new Date(scene.acquired_end),
    footprint: geometry.coordinates,
  });
}

/**
 * Adds (POST) or replaces (PUT) the scene of one Item. 400 when the Item is not valid, 409 when a POST's id is in the
 * catalog already, 404 when a PUT's is not.
 */
export async function ingestItem(tx: Queryable, item: unknown, opts: IngestOptions): Promise<Ingested> {
  const row = parseItem(item, opts);
  await checkFootprints(tx, [row], () => 'geometry');
  if (!opts.replace) {
    const [inserted] = await insertNewScenes(tx, [row]);
    if (!inserted) throw exists(row.id);
    await queueSubscriptionMatch(tx, [row.id]);
    return { id: row.id, before: null, after: recordOf(row) };
  }
  const before = await lockedScene(tx, row.id);
  if (!before) throw notFound();
  await replaceScenes(tx, [row]);
  await queueSubscriptionMatch(tx, [row.id]);
  return { id: row.id, before, after: recordOf(row) };
}

/** Adds every Item of an ItemCollection, all or none: 400 naming `features.N.<field>`, 409 when an id exists. */
export async function ingestItems(
  tx: Queryable,
  collection: unknown,
  opts: Omit<IngestOptions, 'replace' | 'id'>,
): Promise<Ingested[]> {
  const parsed = itemCollectionSchema.safeParse(collection, { reportInput: true });
  if (!parsed.success) throw issueError(parsed.error);
  const rows = parsed.data.features.map((f, i) => parseItem(f, opts, `features.${i}`));
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (seen.has(r.id))
      throw new ApiError(400, 'stacDuplicateId', [{ field: `features.${i}.id`, key: 'stacDuplicateId' }]);
    seen.add(r.id);
  });
  await checkFootprints(tx, rows, (i) => `features.${i}.geometry`);
  const inserted = new Set(await insertNewScenes(tx, rows));
  const taken = rows.find((r) => !inserted.has(r.id));
  if (taken) throw exists(taken.id); // the caller's transaction rolls the others back
  await queueSubscriptionMatch(
    tx,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ id: r.id, before: null, after: recordOf(r) }));
}

/**
 * Deletes a scene, unless an order holds it: a customer's order and its downloads (and a tasking order's delivered
 * product) must stay whole, so that is a 409 saying why, and the scene stays. 404 for an unknown id.
 */
export async function deleteItem(tx: Queryable, id: string): Promise<SceneRecord> {
  // The row lock waits for an order being placed with it right now (its foreign key locks the row as well).
  const before = await lockedScene(tx, id);
  if (!before) throw notFound();
  const { rows } = await tx.query<{ ordered: boolean; tasked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM archive_order_items WHERE scene_id = $1) AS ordered,
            EXISTS (SELECT 1 FROM tasks WHERE scene_id = $1) AS tasked`,
    [id],
  );
  if (rows[0].ordered || rows[0].tasked)
    throw new ApiError(
      409,
      'stacItemInOrder',
      [{ field: 'id', key: 'stacItemInOrder' }],
      {},
      {
        id: { zh: id, en: id },
      },
    );
  await tx.query('DELETE FROM scenes WHERE id = $1', [id]);
  return before;
}
