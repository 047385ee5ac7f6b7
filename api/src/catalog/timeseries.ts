/**
 * POST /api/catalog/timeseries/ (@portal/shared/domain/scene-stack): σ⁰ over a point or a polygon on each date of
 * the scenes named (or of a scene's stack), by acquisition time. Each scene's product raster is read from the store
 * in the worker pool (imagery/geometry-stats.ts): at full resolution for a scene the caller may read, at its
 * preview's pixel otherwise; a polygon reads at most TIMESERIES_MAX_PIXELS a scene. Products not stored yet are
 * rendered first (stack-rasters.ts: a few at once, more is a 503 to ask again).
 */
import type { Timeseries, TimeseriesBody } from '@portal/shared/domain/scene-stack';
import { rasterJobInPool } from '../analysis/pool';
import { notFound } from '../http/errors';
import type { Viewer } from '../http/viewer';
import { productSceneOf } from './scene-access';
import { sceneStackOf, visibleScenes } from './stack';
import { previewDegPerPx, storageSettings, storedRasters, type RasterDeps } from './stack-rasters';

/** The most pixels a polygon reads of one scene (a larger one is read at a coarser level). */
export const TIMESERIES_MAX_PIXELS = 2 ** 20;
/** Scenes read at once: one per thread of the worker pool, so a long series leaves the pool's queue to others. */
const READS_AT_ONCE = 2;

/** `f` of each item, at most `n` at a time, in the items' order. */
async function inTurn<T, R>(items: T[], n: number, f: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await f(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return out;
}

/**
 * The series of the body's scenes as `viewer` may see them; `readsFull` says which of them the viewer reads at full
 * resolution (the orders' rule: orders/entitlement.ts).
 */
export async function sceneTimeseries(
  d: RasterDeps,
  viewer: Viewer,
  body: TimeseriesBody,
  readsFull: (ids: string[]) => Promise<ReadonlySet<string>>,
): Promise<Timeseries> {
  let rows;
  if (body.stack) {
    const stack = await sceneStackOf(d.db, body.stack, viewer);
    if (!stack) throw notFound();
    rows = stack.scenes;
  } else {
    const ids = new Set(body.scenes!);
    rows = await visibleScenes(d.db, [...ids], viewer);
    // A scene missing or hidden from the caller: the answer of any route naming one.
    if (rows.length !== ids.size) throw notFound();
  }
  const scenes = rows.map(productSceneOf);
  const full = await readsFull(scenes.map((s) => s.id));
  const keys = await storedRasters(d, scenes);
  const settings = storageSettings(d.config);
  const entries = await inTurn(
    scenes.map((s, i) => ({ s, key: keys[i] })),
    READS_AT_ONCE,
    async ({ s, key }) => {
      const paid = full.has(s.id);
      const stats = await rasterJobInPool({
        kind: 'geometry-stats',
        storage: settings,
        key,
        geometry: body.geometry,
        previewDegPerPx: paid ? null : previewDegPerPx(s, d.config.productMaxPixels),
        maxPixels: TIMESERIES_MAX_PIXELS,
      });
      return {
        scene: s.id,
        acquired_at: new Date(s.acquired_at).toISOString(),
        ...stats,
        full_resolution: paid,
      };
    },
  );
  return { entries };
}
