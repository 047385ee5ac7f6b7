/**
 * σ⁰ of a product raster (COG, dB) over a point or a polygon, as a time series reads each of its dates: a point the
 * pixel under it, a polygon the pixels whose centres lie inside it (even-odd rule). At full resolution the raster's
 * own pixels; at the preview's, the pixels of the preview's tiles (the globe's tile grid at the preview's last
 * level, each the value of the level those tiles are drawn from), so a customer who did not buy the scene reads
 * what the preview shows, no finer. A polygon reads at most `maxPixels`: a larger one reads a coarser level (full
 * resolution) or a coarser tile grid (preview). The mean is 10·log10 of the mean linear σ⁰, the median the dB
 * median. In the worker pool.
 */
import type { GeoTIFF } from 'geotiff';
import {
  alignedGrid,
  levelExtent,
  levelWithin,
  rasterLevels,
  sampleGrid,
  unwrapNear,
  type RasterLevel,
  type SampleGrid,
} from './raster-sample';

export type ReadGeometry =
  | { type: 'Point'; coordinates: [number, number] }
  | { type: 'Polygon'; coordinates: [number, number][][] };

export interface GeometryRead {
  geometry: ReadGeometry;
  /** The preview's pixel (degrees, square) for a caller who reads the preview; null: full resolution. */
  previewDegPerPx: number | null;
  maxPixels: number;
}

export interface GeometryStats {
  mean_db: number | null;
  median_db: number | null;
  count: number;
}

/** 1 where the grid pixel's centre lies inside the ring (even-odd rule), row by row. */
export function ringMask(ring: [number, number][], g: SampleGrid): Uint8Array {
  const mask = new Uint8Array(g.width * g.height);
  const xs: number[] = [];
  for (let y = 0; y < g.height; y++) {
    const lat = g.north - (y + 0.5) * g.dy;
    xs.length = 0;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x1, y1] = ring[i];
      const [x2, y2] = ring[j];
      if (y1 > lat !== y2 > lat) xs.push(x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k] - g.west) / g.dx - 0.5));
      const to = Math.min(g.width - 1, Math.floor((xs[k + 1] - g.west) / g.dx - 0.5));
      if (to >= from) mask.fill(1, y * g.width + from, y * g.width + to + 1);
    }
  }
  return mask;
}

/** The mean (of linear σ⁰, in dB), median (dB) and count of the values with data (those `mask` keeps). */
export function dbStats(values: Float32Array, mask?: Uint8Array): GeometryStats {
  const kept = new Float32Array(values.length);
  let n = 0;
  let linear = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (Number.isNaN(v) || (mask && !mask[i])) continue;
    kept[n++] = v;
    linear += 10 ** (v / 10);
  }
  if (!n) return { mean_db: null, median_db: null, count: 0 };
  const sorted = kept.subarray(0, n).sort();
  const median = n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return { mean_db: round(10 * Math.log10(linear / n)), median_db: round(median), count: n };
}

/** The globe's tile-pixel grid of spacing `deg` (from 180° W, 90° N). */
const tilePixels = (deg: number) => ({ west: -180, north: 90, dx: deg, dy: deg });

/** The grid a polygon's box reads, and the level it reads from: within `maxPixels`. */
function polygonGrid(
  levels: RasterLevel[],
  box: [number, number, number, number],
  r: GeometryRead,
): { level: RasterLevel; grid: SampleGrid | null } {
  const fits = (g: SampleGrid | null) => !g || g.width * g.height <= r.maxPixels;
  if (r.previewDegPerPx === null) {
    for (const level of levels) {
      const grid = alignedGrid(level, box);
      if (fits(grid) || level === levels.at(-1)) return { level, grid };
    }
  }
  let deg = r.previewDegPerPx!;
  let grid = alignedGrid(tilePixels(deg), box);
  while (!fits(grid)) grid = alignedGrid(tilePixels((deg *= 2)), box);
  return { level: levelWithin(levels, deg), grid };
}

/** The stats of the raster over the geometry. */
export async function readGeometry(tiff: GeoTIFF, r: GeometryRead): Promise<GeometryStats> {
  const levels = await rasterLevels(tiff);
  const extent = levelExtent(levels[0]);
  const centre = (extent[0] + extent[2]) / 2;
  if (r.geometry.type === 'Point') {
    const lon = unwrapNear(r.geometry.coordinates[0], centre);
    const lat = r.geometry.coordinates[1];
    const p = r.previewDegPerPx;
    // One grid pixel centred on the point (full resolution) or on the preview tile pixel holding it.
    const [cx, cy] =
      p === null ? [lon, lat] : [(Math.floor(lon / p) + 0.5) * p, (Math.floor(lat / p) + 0.5) * p];
    const level = p === null ? levels[0] : levelWithin(levels, p);
    const [dx, dy] = p === null ? [level.dx, level.dy] : [p, p];
    const grid = { west: cx - dx / 2, north: cy + dy / 2, dx, dy, width: 1, height: 1 };
    return dbStats(await sampleGrid(level, grid));
  }
  const ring = r.geometry.coordinates[0].map(([x, y]) => [unwrapNear(x, centre), y] as [number, number]);
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  const box: [number, number, number, number] = [
    Math.max(extent[0], Math.min(...xs)),
    Math.max(extent[1], Math.min(...ys)),
    Math.min(extent[2], Math.max(...xs)),
    Math.min(extent[3], Math.max(...ys)),
  ];
  const { level, grid } = polygonGrid(levels, box, r);
  if (!grid) return dbStats(new Float32Array(0));
  return dbStats(await sampleGrid(level, grid), ringMask(ring, grid));
}
