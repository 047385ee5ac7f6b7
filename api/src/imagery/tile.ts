/**
 * The globe's basemap tiles: land and water in Cesium's geographic tiling scheme (2×1 tiles of 256 px at level 0,
 * each level halving them; rows from the north), sharp at any level. Land is Natural Earth's 1:10m polygons
 * (./land.ts), sampled 4×4 times a pixel so that coastlines are anti-aliased, coloured by Natural Earth II
 * interpolated (./relief.ts); large lakes as the pictures draw them (./inland-water.ts); water one calm dark blue,
 * the globe's own base colour. Deterministic: the same tile has the same bytes. CPU work of some 40–200 ms: run it
 * in the worker pool (discern/pool.ts).
 */
import { PNG } from 'pngjs';
import type { Bbox } from '../geo/bbox';
import { pixelGrid } from './grid';
import { largeLakes } from './inland-water';
import { landMask } from './land';
import { landColour } from './relief';

export const TILE_PX = 256;
/** The finest level served: 0.0007° (some 75 m) a pixel. */
export const MAX_TILE_LEVEL = 12;
/** The globe's base colour (#1a3a5c), so that tiles and the globe between them are one sea. */
export const WATER_RGB: readonly [number, number, number] = [0x1a, 0x3a, 0x5c];
/** Sub-samples per pixel along each axis for the coastline's anti-aliasing. */
const SUPERSAMPLE = 4;
/** From this level (22.5° tiles) the large lakes are drawn; coarser tiles would cost seconds for them. */
const LAKES_FROM_LEVEL = 3;

export interface TileAddress {
  z: number;
  x: number;
  y: number;
}

/** Columns and rows of tiles at a level. */
export const tilesAt = (z: number) => ({ columns: 2 ** (z + 1), rows: 2 ** z });

export function tileInRange({ z, x, y }: TileAddress): boolean {
  if (!Number.isInteger(z) || z < 0 || z > MAX_TILE_LEVEL) return false;
  const { columns, rows } = tilesAt(z);
  return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < columns && y < rows;
}

/** [west, south, east, north] of a tile. */
export function tileBbox({ z, x, y }: TileAddress): Bbox {
  const size = 180 / 2 ** z;
  const west = -180 + x * size;
  const north = 90 - y * size;
  return [west, north - size, west + size, north];
}

/** The tile's pixels, RGB row by row from the north-west. */
export function renderTile(t: TileAddress): Uint8Array {
  const bbox = tileBbox(t);
  const fine = pixelGrid(bbox, TILE_PX * SUPERSAMPLE, TILE_PX * SUPERSAMPLE);
  const land = landMask(fine);
  const g = pixelGrid(bbox, TILE_PX, TILE_PX);
  const lakes = t.z >= LAKES_FROM_LEVEL ? largeLakes(g) : null;
  const out = new Uint8Array(TILE_PX * TILE_PX * 3);
  const colour = new Float64Array(3);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  for (let y = 0; y < TILE_PX; y++)
    for (let x = 0; x < TILE_PX; x++) {
      let count = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy++) {
        const row = (y * SUPERSAMPLE + sy) * fine.width + x * SUPERSAMPLE;
        for (let sx = 0; sx < SUPERSAMPLE; sx++) count += land[row + sx];
      }
      const i = y * TILE_PX + x;
      const cover = lakes?.[i] ? 0 : count / samples;
      if (cover > 0) landColour(g.lons[x], g.lats[y], colour);
      for (let c = 0; c < 3; c++)
        out[i * 3 + c] = Math.round(WATER_RGB[c] * (1 - cover) + (cover > 0 ? colour[c] * cover : 0));
    }
  return out;
}

export function tilePng(t: TileAddress): Buffer {
  const png = new PNG({
    width: TILE_PX,
    height: TILE_PX,
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
  });
  png.data = Buffer.from(renderTile(t));
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, bitDepth: 8 });
}
