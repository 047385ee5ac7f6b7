/**
 * The globe's raster basemap (GET geodata/tiles/{z}/{x}/{y}.png): land and water tiles drawn in the worker pool and
 * kept in memory; a tile outside the scheme is a 400 that says the levels and rows there are.
 */
import { basemapTileInPool } from '../analysis/pool';
import { ApiError } from '../http/errors';
import { pictureCache } from '../imagery/cache';
import { MAX_TILE_LEVEL, tileInRange, tilesAt } from '../imagery/tile';

/** Tiles kept in memory (some 20–70 kB each): a province's views at a few levels. */
const basemapTiles = pictureCache<Buffer>(512);
/** A tile never changes within a release (the client names the release in its URL, `?v=`). */
export const TILE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The first of a tile's z, x, y that is out of range. */
const badField = (t: { z: number; x: number; y: number }) =>
  !tileInRange({ ...t, x: 0, y: 0 }) ? 'z' : !tileInRange({ ...t, y: 0 }) ? 'x' : 'y';

/** The PNG of the tile a path names (`file` is `{y}.png`). */
export async function basemapTile(params: { z: string; x: string; file: string }): Promise<Buffer> {
  const num = (s: string) => (/^\d{1,7}$/.test(s) ? Number(s) : NaN);
  const tile = {
    z: num(params.z),
    x: num(params.x),
    y: num(params.file.replace(/\.png$/, '')),
  };
  if (!params.file.endsWith('.png') || !tileInRange(tile)) {
    const level = Number.isInteger(tile.z) && tile.z <= MAX_TILE_LEVEL ? tile.z : MAX_TILE_LEVEL;
    const { columns, rows } = tilesAt(level);
    const same = (v: number) => ({ zh: String(v), en: String(v) });
    throw new ApiError(
      400,
      'tileOutOfRange',
      [{ field: badField(tile), key: 'invalidValue' }],
      {},
      { maxLevel: same(MAX_TILE_LEVEL), maxX: same(columns - 1), maxY: same(rows - 1) },
    );
  }
  return basemapTiles(`${tile.z}/${tile.x}/${tile.y}`, () => basemapTileInPool(tile));
}
