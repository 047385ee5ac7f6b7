/**
 * The tiles of a scene's product raster (@portal/shared/domain/scene-tiles: the globe's geographic scheme), as
 * every API copy serves them: drawn in the worker pool from the stored COG (imagery/scene-tile.ts), kept in the
 * file storage under the product's version and the stretch, so a tile is drawn once. Which levels a viewer gets:
 * those who may read the product (a live paid order, or staff) every level down to the raster's pixels; everyone
 * else the levels no finer than the quicklook's pixels (the preview), 403 beyond.
 */
import {
  SCENE_TILE_PX,
  sceneTileDegrees,
  stretchQuery,
  type SceneStretch,
} from '@portal/shared/domain/scene-tiles';
import { sceneTileInPool } from '../analysis/pool';
import type { StorageSettings } from '../analysis/stored-cogs';
import { bboxWidth, type Bbox } from '../geo/bbox';
import { pictureCache } from '../imagery/cache';
import { QUICKLOOK_SIZE } from '../imagery/pictures';
import { productGrid, type SceneForProduct } from '../imagery/product-cog';
import type { SceneTileAddress } from '../imagery/scene-tile';
import { isStoredFileNotFound, sceneTileKey, type FileStorage } from '../storage';
import { productVersion, storeProduct } from './product';

/** The finest level whose tile pixels are no smaller than `degPerPx`. */
const levelOfPixel = (degPerPx: number) => Math.floor(Math.log2(180 / (SCENE_TILE_PX * degPerPx)));

/** The levels of a scene: its preview's last (the quicklook's pixels) and its raster's (the product's pixels). */
export function sceneTileLevels(s: Pick<SceneForProduct, 'bbox' | 'img_mode'>, maxPx: number) {
  const [, south, , north] = s.bbox;
  const quicklookPx = Math.max(bboxWidth(s.bbox), north - south) / QUICKLOOK_SIZE;
  const grid = productGrid(s, maxPx);
  const preview = Math.max(0, levelOfPixel(quicklookPx));
  // One level past the raster's pixels: the first where a tile pixel is smaller than a raster pixel.
  const full = Math.max(preview, levelOfPixel(grid.transform[0]) + 1);
  return { preview, full };
}

/** Whether a tile meets the scene's bounding box (longitudes unwrapped across ±180°). */
export function tileMeetsScene(bbox: Bbox, t: SceneTileAddress): boolean {
  const deg = sceneTileDegrees(t.z);
  const [west, south, , north] = bbox;
  const east = west + bboxWidth(bbox);
  const tileNorth = 90 - t.y * deg;
  if (tileNorth - deg >= north || tileNorth <= south) return false;
  const tileWest = -180 + t.x * deg;
  return [tileWest, tileWest + 360].some((w) => w < east && w + deg > west);
}

const stretchKey = (s: SceneStretch) => `${s.min}_${s.max}_${s.gamma}_${s.colormap}`;
const kept = pictureCache<Buffer>(512);

export interface SceneTileRequest {
  storage: FileStorage;
  settings: StorageSettings;
  maxPx: number;
  scene: SceneForProduct;
  tile: SceneTileAddress;
  stretch: SceneStretch;
}

/**
 * The tile's PNG: from memory, else from the store, else drawn (rendering and storing the product first if need
 * be). A kept tile costs no call to the store.
 */
export async function sceneTile(r: SceneTileRequest): Promise<Buffer> {
  const { z, x, y } = r.tile;
  const key = sceneTileKey(r.scene.id, productVersion(r.scene, r.maxPx), stretchKey(r.stretch), z, x, y);
  return kept(key, async () => {
    try {
      return await r.storage.get(key);
    } catch (err) {
      if (!isStoredFileNotFound(err)) throw err;
    }
    const { rasterKey } = await storeProduct(r.storage, r.scene, r.maxPx);
    const png = await sceneTileInPool({
      storage: r.settings,
      key: rasterKey,
      tile: r.tile,
      stretch: r.stretch,
    });
    await r.storage.put(key, png);
    return png;
  });
}

/** A TileJSON 3.0 document of the scene's tiles for a viewer (its levels, the stretch in the tile URLs). */
export function sceneTileJson(
  origin: string,
  s: Pick<SceneForProduct, 'id' | 'bbox'>,
  levels: { preview: number; full: number },
  paid: boolean,
  stretch: SceneStretch,
) {
  const q = stretchQuery(stretch);
  const [west, south, east, north] = s.bbox;
  return {
    tilejson: '3.0.0',
    name: s.id,
    scheme: 'xyz',
    // Not Web Mercator: the globe's geographic scheme, two tiles at level 0 (OGC WorldCRS84Quad).
    crs: 'EPSG:4326',
    tile_matrix_set: 'WorldCRS84Quad',
    tiles: [
      `${origin}/api/catalog/scenes/${encodeURIComponent(s.id)}/tiles/{z}/{x}/{y}.png${q ? `?${q}` : ''}`,
    ],
    minzoom: 0,
    maxzoom: paid ? levels.full : levels.preview,
    /** The last level of the preview: a viewer who did not buy the scene gets 403 beyond it. */
    preview_maxzoom: levels.preview,
    full_resolution: paid,
    bounds: [west, south, east, north],
    tileSize: SCENE_TILE_PX,
    stretch,
  };
}
