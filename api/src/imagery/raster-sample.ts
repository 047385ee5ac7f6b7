/**
 * Values of a product raster (a COG in EPSG:4326, product-cog.ts) on a grid of one's choosing: the levels of the
 * file (the raster and its overviews, each with its pixel spacing), the level a spacing reads, and a north-up grid
 * sampled from one level by range reads (geotiff.js), each grid pixel the level's pixel under its centre (nearest),
 * NaN where the raster has no data or does not reach. Longitudes of a grid run on past 180° as the raster's do.
 * What the time series (timeseries.ts) and the change (change-raster.ts) read; in the worker pool.
 */
import type { GeoTIFF, GeoTIFFImage } from 'geotiff';

export interface RasterLevel {
  image: GeoTIFFImage;
  /** 0: the raster itself; 1, 2, …: its overviews. */
  index: number;
  width: number;
  height: number;
  /** The west and north edges (the raster's, for every level), degrees. */
  west: number;
  north: number;
  /** Degrees a pixel spans in longitude and latitude (positive). */
  dx: number;
  dy: number;
}

/** The levels of a COG, finest first (an overview's pixel the raster's times its width over the overview's, as tiles read it). */
export async function rasterLevels(tiff: GeoTIFF): Promise<RasterLevel[]> {
  const full = await tiff.getImage(0);
  const [west, north] = full.getOrigin();
  const [dx0, dy0] = full.getResolution();
  const levels: RasterLevel[] = [];
  const count = await tiff.getImageCount();
  for (let index = 0; index < count; index++) {
    const image = index ? await tiff.getImage(index) : full;
    const scale = full.getWidth() / image.getWidth();
    levels.push({
      image,
      index,
      width: image.getWidth(),
      height: image.getHeight(),
      west,
      north,
      dx: Math.abs(dx0) * scale,
      dy: Math.abs(dy0) * scale,
    });
  }
  return levels;
}

/** The coarsest level whose pixels are at most `degPerPx` wide (else the finest): the level a tile of that pixel reads. */
export function levelWithin(levels: RasterLevel[], degPerPx: number): RasterLevel {
  let chosen = levels[0];
  for (const l of levels.slice(1)) {
    if (l.dx > degPerPx) break;
    chosen = l;
  }
  return chosen;
}

/** Among the levels from `from` on, the one whose pixel width is nearest `degPerPx` (by ratio). */
export function levelNearest(levels: RasterLevel[], degPerPx: number, from = 0): RasterLevel {
  let best = levels[from];
  for (const l of levels.slice(from + 1))
    if (Math.abs(Math.log(l.dx / degPerPx)) < Math.abs(Math.log(best.dx / degPerPx))) best = l;
  return best;
}

/** A north-up grid: its west and north edges, spacing (degrees) and size. */
export interface SampleGrid {
  west: number;
  north: number;
  dx: number;
  dy: number;
  width: number;
  height: number;
}

/**
 * The grid of pixels of spacing dx × dy aligned to (originWest, originNorth) that covers [west, south, east, north]
 * (west < east, unwrapped), or null where that box is empty.
 */
export function alignedGrid(
  origin: { west: number; north: number; dx: number; dy: number },
  box: [number, number, number, number],
): SampleGrid | null {
  const [w, s, e, n] = box;
  if (!(e > w && n > s)) return null;
  const c0 = Math.floor((w - origin.west) / origin.dx);
  const c1 = Math.ceil((e - origin.west) / origin.dx);
  const r0 = Math.floor((origin.north - n) / origin.dy);
  const r1 = Math.ceil((origin.north - s) / origin.dy);
  return {
    west: origin.west + c0 * origin.dx,
    north: origin.north - r0 * origin.dy,
    dx: origin.dx,
    dy: origin.dy,
    width: Math.max(1, c1 - c0),
    height: Math.max(1, r1 - r0),
  };
}

/** The raster's extent [west, south, east, north], longitudes unwrapped from its west edge. */
export const levelExtent = (l: RasterLevel): [number, number, number, number] => [
  l.west,
  l.north - l.height * l.dy,
  l.west + l.width * l.dx,
  l.north,
];

/** A longitude moved by whole turns to lie within 180° of `near`. */
export const unwrapNear = (lon: number, near: number) => lon + 360 * Math.round((near - lon) / 360);

/** The grid's values from one level: each pixel the level's pixel under the grid pixel's centre; NaN outside. */
export async function sampleGrid(level: RasterLevel, g: SampleGrid): Promise<Float32Array> {
  const cols = new Int32Array(g.width);
  const rows = new Int32Array(g.height);
  let [c0, c1, r0, r1] = [Infinity, -Infinity, Infinity, -Infinity];
  for (let i = 0; i < g.width; i++) {
    const c = Math.floor((g.west + (i + 0.5) * g.dx - level.west) / level.dx);
    cols[i] = c >= 0 && c < level.width ? c : -1;
    if (cols[i] >= 0) [c0, c1] = [Math.min(c0, c), Math.max(c1, c)];
  }
  for (let j = 0; j < g.height; j++) {
    const r = Math.floor((level.north - (g.north - (j + 0.5) * g.dy)) / level.dy);
    rows[j] = r >= 0 && r < level.height ? r : -1;
    if (rows[j] >= 0) [r0, r1] = [Math.min(r0, r), Math.max(r1, r)];
  }
  const out = new Float32Array(g.width * g.height).fill(Number.NaN);
  if (c0 > c1 || r0 > r1) return out;
  const [window] = (await level.image.readRasters({
    window: [c0, r0, c1 + 1, r1 + 1],
  })) as unknown as Float32Array[];
  const ww = c1 - c0 + 1;
  for (let j = 0; j < g.height; j++) {
    const r = rows[j];
    if (r < 0) continue;
    const from = (r - r0) * ww - c0;
    for (let i = 0; i < g.width; i++) if (cols[i] >= 0) out[j * g.width + i] = window[from + cols[i]];
  }
  return out;
}
