/**
 * A tile of a scene's product raster (product-cog.ts) in the globe's geographic tiling scheme
 * (@portal/shared/domain/scene-tiles): read from the COG by range reads (geotiff.js, from the coarsest level whose
 * pixels are no larger than the tile's), each tile pixel the nearest raster pixel, σ⁰ (dB) stretched and coloured,
 * nodata and what lies outside the raster transparent. An RGBA PNG. Some 10–40 ms of CPU: run it in the worker pool.
 */
import {
  SCENE_COLORMAPS,
  SCENE_TILE_PX,
  sceneTileDegrees,
  type SceneStretch,
} from '@portal/shared/domain/scene-tiles';
import type { GeoTIFF, GeoTIFFImage } from 'geotiff';
import { PNG } from 'pngjs';

export interface SceneTileAddress {
  z: number;
  x: number;
  y: number;
}

/** 256 entries of [r, g, b]: the colour map interpolated between its stops. */
function rampOf(stops: readonly (readonly number[])[]): Uint8Array {
  const lut = new Uint8Array(256 * 3);
  for (let i = 0; i < 256; i++) {
    const f = (i / 255) * (stops.length - 1);
    const k = Math.min(stops.length - 2, Math.floor(f));
    const t = f - k;
    for (let c = 0; c < 3; c++) lut[i * 3 + c] = Math.round(stops[k][c] * (1 - t) + stops[k + 1][c] * t);
  }
  return lut;
}
const RAMPS = Object.fromEntries(Object.entries(SCENE_COLORMAPS).map(([k, v]) => [k, rampOf(v)])) as Record<
  SceneStretch['colormap'],
  Uint8Array
>;

/** The level of the raster a tile reads: the coarsest whose pixels are at most the tile's (else the finest). */
async function levelFor(
  tiff: GeoTIFF,
  tileDegPerPx: number,
): Promise<{ image: GeoTIFFImage; scale: number }> {
  const full = await tiff.getImage(0);
  const dx = full.getResolution()[0];
  const count = await tiff.getImageCount();
  let chosen = { image: full, scale: 1 };
  for (let i = 1; i < count; i++) {
    const image = await tiff.getImage(i);
    const scale = full.getWidth() / image.getWidth();
    if (dx * scale > tileDegPerPx) break;
    chosen = { image, scale };
  }
  return chosen;
}

let blank: Buffer | null = null;
/** A tile with nothing on it (where the raster does not reach). */
export const transparentTile = () => (blank ??= rgbaTilePng(Buffer.alloc(SCENE_TILE_PX * SCENE_TILE_PX * 4)));

/** A tile's PNG from its RGBA pixels (256 × 256 × 4 bytes). */
export function rgbaTilePng(rgba: Buffer): Buffer {
  const png = new PNG({ width: SCENE_TILE_PX, height: SCENE_TILE_PX });
  png.data = rgba;
  return PNG.sync.write(png, { colorType: 6 });
}

/**
 * The raster's value under each of a tile's pixels (row by row), NaN where there is none; null where the tile does
 * not meet the raster at all.
 */
export async function tileValues(tiff: GeoTIFF, tile: SceneTileAddress): Promise<Float32Array | null> {
  const full = await tiff.getImage(0);
  const [west, north] = full.getOrigin();
  const [dx0, dy0] = full.getResolution(); // dy0 < 0
  const deg = sceneTileDegrees(tile.z);
  const px = deg / SCENE_TILE_PX;
  const tileWest = -180 + tile.x * deg;
  const tileNorth = 90 - tile.y * deg;
  const { image, scale } = await levelFor(tiff, px);
  const dx = dx0 * scale;
  const dy = -dy0 * scale;
  const [w, h] = [image.getWidth(), image.getHeight()];
  // Raster columns of each tile column, longitudes unwrapped past 180° as the raster runs; rows likewise.
  const cols = new Int32Array(SCENE_TILE_PX);
  const rows = new Int32Array(SCENE_TILE_PX);
  for (let i = 0; i < SCENE_TILE_PX; i++) {
    let lon = tileWest + (i + 0.5) * px;
    if (lon < west) lon += 360;
    const c = Math.floor((lon - west) / dx);
    cols[i] = c >= 0 && c < w ? c : -1;
    const r = Math.floor((north - (tileNorth - (i + 0.5) * px)) / dy);
    rows[i] = r >= 0 && r < h ? r : -1;
  }
  const used = (a: Int32Array) => a.filter((v) => v >= 0);
  const [uc, ur] = [used(cols), used(rows)];
  if (!uc.length || !ur.length) return null;
  const [c0, c1, r0, r1] = [Math.min(...uc), Math.max(...uc), Math.min(...ur), Math.max(...ur)];
  const [window] = (await image.readRasters({
    window: [c0, r0, c1 + 1, r1 + 1],
  })) as unknown as Float32Array[];
  const ww = c1 - c0 + 1;
  const values = new Float32Array(SCENE_TILE_PX * SCENE_TILE_PX).fill(Number.NaN);
  for (let j = 0; j < SCENE_TILE_PX; j++) {
    const r = rows[j];
    if (r < 0) continue;
    for (let i = 0; i < SCENE_TILE_PX; i++)
      if (cols[i] >= 0) values[j * SCENE_TILE_PX + i] = window[(r - r0) * ww + (cols[i] - c0)];
  }
  return values;
}

/** The tile as a PNG; fully transparent where the scene's raster does not reach. */
export async function renderSceneTile(
  tiff: GeoTIFF,
  tile: SceneTileAddress,
  stretch: SceneStretch,
): Promise<Buffer> {
  const values = await tileValues(tiff, tile);
  if (!values) return transparentTile();
  const ramp = RAMPS[stretch.colormap];
  const span = stretch.max - stretch.min;
  const rgba = Buffer.alloc(SCENE_TILE_PX * SCENE_TILE_PX * 4);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isNaN(v)) continue;
    const f = Math.min(1, Math.max(0, (v - stretch.min) / span)) ** (1 / stretch.gamma);
    const k = Math.round(f * 255) * 3;
    const o = i * 4;
    rgba[o] = ramp[k];
    rgba[o + 1] = ramp[k + 1];
    rgba[o + 2] = ramp[k + 2];
    rgba[o + 3] = 255;
  }
  return rgbaTilePng(rgba);
}
