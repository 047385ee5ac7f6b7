/**
 * The change raster of two product rasters (COGs, dB): their log-ratio (change.ts) on one grid over the area both
 * cover, as a COG of its own (Float32 dB, NaN where either has no data, overviews), that the change's areas are
 * counted from and its tiles drawn from. The grid: the coarser spacing of the two (each date at full resolution,
 * or at its preview's pixel for a caller who did not buy both), coarser still where a side would pass
 * CHANGE_GRID_MAX_PX; each date read from the level nearest that spacing (never finer than its preview's for a
 * preview), its pixel under each grid pixel's centre. In the worker pool: some hundreds of ms.
 */
import type { GeoTIFF } from 'geotiff';
import {
  CHANGE_GRID_MAX_PX,
  CHANGE_LOOK,
  changeAreas,
  changeRgba,
  logRatio,
  type ChangeAreas,
} from './change';
import { writeCog } from './cog';
import {
  levelExtent,
  levelNearest,
  levelWithin,
  rasterLevels,
  sampleGrid,
  unwrapNear,
  type RasterLevel,
  type SampleGrid,
} from './raster-sample';
import { rgbaTilePng, tileValues, transparentTile, type SceneTileAddress } from './scene-tile';

/** How one date is read: at full resolution (null) or at its preview's pixel (degrees). */
export type ChangeSide = { previewDegPerPx: number | null };

interface Side {
  levels: RasterLevel[];
  /** The finest level it may be read from, and the spacing it is read at (degrees). */
  base: RasterLevel;
  spacing: [number, number];
}

async function sideOf(tiff: GeoTIFF, s: ChangeSide): Promise<Side> {
  const levels = await rasterLevels(tiff);
  const p = s.previewDegPerPx;
  if (p === null) return { levels, base: levels[0], spacing: [levels[0].dx, levels[0].dy] };
  return { levels, base: levelWithin(levels, p), spacing: [p, p] };
}

type Extent = [west: number, south: number, east: number, north: number];

/** What two extents both cover (longitudes in `before`'s run, west < east), or null where they do not meet. */
export function overlapExtent(before: Extent, after: Extent): Extent | null {
  const shift = unwrapNear(after[0], (before[0] + before[2]) / 2) - after[0];
  const [w, s, e, n] = [
    Math.max(before[0], after[0] + shift),
    Math.max(before[1], after[1]),
    Math.min(before[2], after[2] + shift),
    Math.min(before[3], after[3]),
  ];
  return e > w && n > s ? [w, s, e, n] : null;
}

/** The comparison grid over what both cover at the spacing, coarser where a side would pass `maxPx`. */
export function changeGrid(
  before: Extent,
  after: Extent,
  spacing: [number, number],
  maxPx = CHANGE_GRID_MAX_PX,
): SampleGrid | null {
  const box = overlapExtent(before, after);
  if (!box) return null;
  const [w, s, e, n] = box;
  const f = Math.max(1, (e - w) / spacing[0] / maxPx, (n - s) / spacing[1] / maxPx);
  const [dx, dy] = [spacing[0] * f, spacing[1] * f];
  return {
    west: w,
    north: n,
    dx,
    dy,
    width: Math.max(1, Math.min(maxPx, Math.round((e - w) / dx))),
    height: Math.max(1, Math.min(maxPx, Math.round((n - s) / dy))),
  };
}

/** The change raster's COG, or null where the two rasters do not meet. */
export async function renderChangeRaster(
  before: { tiff: GeoTIFF } & ChangeSide,
  after: { tiff: GeoTIFF } & ChangeSide,
  metadata: Record<string, string>,
): Promise<Buffer | null> {
  const [b, a] = [await sideOf(before.tiff, before), await sideOf(after.tiff, after)];
  const spacing: [number, number] = [
    Math.max(b.spacing[0], a.spacing[0]),
    Math.max(b.spacing[1], a.spacing[1]),
  ];
  const eb = levelExtent(b.levels[0]);
  const ea = levelExtent(a.levels[0]);
  const grid = changeGrid(eb, ea, spacing);
  if (!grid) return null;
  const read = (s: Side, g: SampleGrid) => sampleGrid(levelNearest(s.levels, g.dx, s.base.index), g);
  // The same grid in `after`'s longitudes.
  const shifted = { ...grid, west: grid.west - (unwrapNear(ea[0], (eb[0] + eb[2]) / 2) - ea[0]) };
  const ratio = logRatio(await read(b, grid), await read(a, shifted), grid.width, grid.height);
  return writeCog({
    width: grid.width,
    height: grid.height,
    data: ratio,
    transform: [grid.dx, 0, grid.west, 0, -grid.dy, grid.north],
    epsg: 4326,
    metadata: {
      ...metadata,
      VALUES: `10 x log10(after / before) of sigma0 multilooked ${CHANGE_LOOK} x ${CHANGE_LOOK}, dB`,
    },
    band: { description: 'Change (log-ratio)', unit: 'dB' },
  });
}

/** The grid of a stored change raster. */
async function gridOf(tiff: GeoTIFF): Promise<SampleGrid> {
  const image = await tiff.getImage(0);
  const [west, north] = image.getOrigin();
  const [dx, dy] = image.getResolution();
  return {
    west,
    north,
    dx: Math.abs(dx),
    dy: Math.abs(dy),
    width: image.getWidth(),
    height: image.getHeight(),
  };
}

/** The areas of a stored change raster beyond the threshold (its full-resolution level read whole). */
export async function changeRasterAreas(tiff: GeoTIFF, thresholdDb: number): Promise<ChangeAreas> {
  const image = await tiff.getImage(0);
  const [ratio] = (await image.readRasters()) as unknown as Float32Array[];
  return changeAreas(ratio, await gridOf(tiff), thresholdDb);
}

/** A tile of a stored change raster: CHANGE_COLOURS beyond the threshold, transparent elsewhere. */
export async function renderChangeTile(
  tiff: GeoTIFF,
  tile: SceneTileAddress,
  thresholdDb: number,
): Promise<Buffer> {
  const values = await tileValues(tiff, tile);
  return values ? rgbaTilePng(changeRgba(values, thresholdDb)) : transparentTile();
}
