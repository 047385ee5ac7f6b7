/**
 * The raster maths of a stack, on rasters made here (no database): σ⁰ over a point or a polygon of a COG
 * (imagery/geometry-stats.ts) — the pixel under a point, the pixels whose centres lie in a polygon, the mean of
 * linear σ⁰ and the dB median, the preview's coarser pixels, the pixel cap; and the change (imagery/change.ts,
 * change-raster.ts) — a boxcar that averages linear σ⁰ over the pixels with data, a log-ratio of 0 for a raster
 * and itself, the areas beyond a threshold, the grid of two rasters' overlap capped on a side, tiles coloured
 * beyond the threshold and transparent elsewhere.
 */
import { CHANGE_COLOURS } from '@portal/shared/domain/scene-stack';
import { fromArrayBuffer } from 'geotiff';
import { PNG } from 'pngjs';
import { changeAreas, logRatio, multilook, pixelMetres } from '../src/imagery/change';
import {
  changeGrid,
  changeRasterAreas,
  renderChangeRaster,
  renderChangeTile,
} from '../src/imagery/change-raster';
import { writeCog } from '../src/imagery/cog';
import { dbStats, readGeometry } from '../src/imagery/geometry-stats';

const open = async (bytes: Uint8Array) =>
  fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);

/** A 1024 × 1024 raster over 10–11° E, 45–46° N: each pixel's dB its column / 100 − 20 (rows alike), NaN west of 10.1°. */
const W = 1024;
const cog = (values: (col: number, row: number) => number) =>
  writeCog({
    width: W,
    height: W,
    data: Float32Array.from({ length: W * W }, (_, i) => values(i % W, Math.floor(i / W))),
    transform: [1 / W, 0, 10, 0, -1 / W, 46],
    epsg: 4326,
  });
const ramp = (c: number) => (c < W / 10 ? Number.NaN : c / 100 - 20);

describe('σ⁰ over a geometry', () => {
  const full = { previewDegPerPx: null, maxPixels: 2 ** 20 };

  it('a point reads the pixel under it; off the raster or on nodata, nothing', async () => {
    const tiff = await open(cog(ramp));
    // Column 512 (10.5° + half a pixel), any row.
    const at = await readGeometry(tiff, {
      ...full,
      geometry: { type: 'Point', coordinates: [10.5 + 0.5 / W, 45.3] },
    });
    expect(at).toEqual({ mean_db: -14.88, median_db: -14.88, count: 1 });
    for (const coordinates of [
      [10.01, 45.5],
      [12, 45.5],
    ] as [number, number][])
      expect(await readGeometry(tiff, { ...full, geometry: { type: 'Point', coordinates } })).toEqual({
        mean_db: null,
        median_db: null,
        count: 0,
      });
  });

  it('a polygon reads the pixels whose centres lie inside it: the mean of linear σ⁰, the median in dB', async () => {
    const tiff = await open(cog((c) => (c < 512 ? -20 : -10)));
    // 10.25–10.75° E × 45.25–45.5° N: 512 columns (half at −20 dB, half at −10 dB), 256 rows.
    const ring: [number, number][] = [
      [10.25, 45.25],
      [10.75, 45.25],
      [10.75, 45.5],
      [10.25, 45.5],
      [10.25, 45.25],
    ];
    const stats = await readGeometry(tiff, { ...full, geometry: { type: 'Polygon', coordinates: [ring] } });
    expect(stats.count).toBe(512 * 256);
    expect(stats.mean_db).toBeCloseTo(10 * Math.log10((0.01 + 0.1) / 2), 3);
    expect(stats.median_db).toBe(-15);
    // A triangle: half the box's pixels, give or take its diagonal's.
    const triangle: [number, number][] = [ring[0], ring[1], ring[2], ring[0]];
    const half = await readGeometry(tiff, {
      ...full,
      geometry: { type: 'Polygon', coordinates: [triangle] },
    });
    expect(Math.abs(half.count - (512 * 256) / 2)).toBeLessThan(520);
  });

  it('at the preview’s pixel a polygon reads the tile grid’s pixels, and a point the value the preview shows', async () => {
    const tiff = await open(cog(ramp));
    const ring: [number, number][] = [
      [10.25, 45.25],
      [10.75, 45.25],
      [10.75, 45.75],
      [10.25, 45.75],
      [10.25, 45.25],
    ];
    const p = 180 / 2 ** 7 / 256; // the tile pixel at level 7, some 1/182°
    const preview = await readGeometry(tiff, {
      previewDegPerPx: p,
      maxPixels: 2 ** 20,
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    expect(Math.abs(preview.count - (0.5 / p) ** 2)).toBeLessThan(0.5 / p + 2);
    // The point's value is that of the preview tile pixel holding it: its centre's column.
    const point = await readGeometry(tiff, {
      previewDegPerPx: p,
      maxPixels: 2 ** 20,
      geometry: { type: 'Point', coordinates: [10.5, 45.5] },
    });
    const centre = (Math.floor(10.5 / p) + 0.5) * p;
    // Read from the overview of 2 × 2 blocks (the coarsest whose pixels are no wider than the preview's).
    const block = Math.floor(((centre - 10) * W) / 2) * 2;
    expect(point.count).toBe(1);
    expect(point.mean_db!).toBeCloseTo((block + 0.5) / 100 - 20, 3);
  });

  it('a polygon larger than the cap is read at a coarser level, within the cap', async () => {
    const tiff = await open(cog(ramp));
    const ring: [number, number][] = [
      [10, 45],
      [11, 45],
      [11, 46],
      [10, 46],
      [10, 45],
    ];
    const capped = await readGeometry(tiff, {
      previewDegPerPx: null,
      maxPixels: 300_000,
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
    // 1024² pixels are over the cap: the overview of 512² (262 144), nine tenths of which have data.
    expect(capped.count).toBeLessThanOrEqual(300_000);
    expect(capped.count).toBeGreaterThan(0.85 * 512 * 512);
  });

  it('dbStats: nulls without data; an even count’s median is between its middle two', () => {
    expect(dbStats(new Float32Array([Number.NaN]))).toEqual({ mean_db: null, median_db: null, count: 0 });
    expect(dbStats(new Float32Array([-10, -20, -30, -40]))).toMatchObject({ median_db: -25, count: 4 });
  });
});

describe('the change', () => {
  it('multilook averages linear σ⁰ over the pixels with data around, and keeps nodata', () => {
    const db = new Float32Array([0, -10, Number.NaN, -10, 0, -10, 0, -10, 0]);
    const ml = multilook(db, 3, 3, 3);
    // The centre: the eight pixels with data of the nine (four at 0 dB, four at −10 dB).
    expect(ml[4]).toBeCloseTo((4 * 1 + 4 * 0.1) / 8, 6);
    expect(Number.isNaN(ml[2])).toBe(true);
    // The corner: itself and its three neighbours.
    expect(ml[0]).toBeCloseTo((1 + 0.1 + 0.1 + 1) / 4, 6);
  });

  it('a raster against itself changes nowhere; a darkened patch is a decrease of its area', () => {
    const w = 200;
    const speckle = Float32Array.from(
      { length: w * w },
      (_, i) => -10 + 10 * Math.log10(-Math.log(((i * 7919) % 9973) / 9973 + 1e-4)),
    );
    const grid = { west: 10, north: 46, dx: 0.001, dy: 0.001, width: w, height: w };
    const same = changeAreas(logRatio(speckle, speckle, w, w), grid, 3);
    expect(same.increase_km2 + same.decrease_km2).toBe(0);
    const [ex, ny] = pixelMetres(grid, 45.9);
    expect(same.compared_km2).toBeCloseTo((w * w * ex * ny) / 1e6, 0);
    // 60 × 60 pixels 15 dB darker (new water): the decrease is that patch (its boxcar-softened edges aside).
    const after = speckle.map((v, i) =>
      i % w >= 70 && i % w < 130 && Math.floor(i / w) >= 70 && Math.floor(i / w) < 130 ? v - 15 : v,
    );
    const flooded = changeAreas(logRatio(speckle, after, w, w), grid, 3);
    const patch = (60 * 60 * ex * ny) / 1e6;
    expect(flooded.decrease_km2 / patch).toBeGreaterThan(0.9);
    expect(flooded.decrease_km2 / patch).toBeLessThan(1.15);
    expect(flooded.increase_km2).toBeLessThan(0.02 * patch);
  });

  it('the grid of two rasters is their overlap at the coarser spacing, capped on a side', () => {
    const g = changeGrid([10, 45, 11, 46], [10.5, 45.5, 11.5, 46.5], [1 / 1000, 1 / 2000])!;
    expect(g).toMatchObject({ west: 10.5, north: 46, width: 500, height: 1000 });
    const capped = changeGrid([10, 45, 11, 46], [10, 45, 11, 46], [1 / 8000, 1 / 8000], 2048)!;
    expect([capped.width, capped.height]).toEqual([2048, 2048]);
    expect(changeGrid([10, 45, 11, 46], [12, 45, 13, 46], [0.001, 0.001])).toBeNull();
    // Across the antimeridian: a raster from 179.5° and one from −180° meet over [180°, 180.5°].
    expect(changeGrid([179.5, 0, 180.5, 1], [-180, 0, -179, 1], [0.01, 0.01])).toMatchObject({
      west: 180,
      width: 50,
    });
  });

  it('a change raster of a COG and itself counts nothing; of a darkened copy, the darkened part; tiles show it', async () => {
    const before = await open(cog(ramp));
    const after = await open(cog((c, r) => (c >= 512 && r < 512 ? ramp(c) - 12 : ramp(c))));
    const full = { previewDegPerPx: null };
    const self = await open(
      (await renderChangeRaster({ tiff: before, ...full }, { tiff: before, ...full }, {}))!,
    );
    const none = await changeRasterAreas(self, 3);
    expect(none.changed_km2).toBe(0);
    expect(none.compared_km2).toBeGreaterThan(0.85 * 111.32 * 111.32 * Math.cos((45.5 * Math.PI) / 180));
    const change = await open(
      (await renderChangeRaster({ tiff: before, ...full }, { tiff: after, ...full }, {}))!,
    );
    const areas = await changeRasterAreas(change, 3);
    const quarter = (111.32 * 0.5) ** 2 * Math.cos((45.75 * Math.PI) / 180);
    expect(areas.decrease_km2 / quarter).toBeGreaterThan(0.95);
    expect(areas.decrease_km2 / quarter).toBeLessThan(1.05);
    expect(areas.increase_km2).toBe(0);
    // The tile holding 10.5–11.25° E, 45.75–46.5° N at level 8 (0.703° a tile): the darkened quarter's north-east.
    const z = 8;
    const deg = 180 / 2 ** z;
    const tile = { z, x: Math.floor((10.8 + 180) / deg), y: Math.floor((90 - 45.9) / deg) };
    const png = PNG.sync.read(await renderChangeTile(change, tile, 3));
    const colours = new Set<string>();
    for (let i = 0; i < 256 * 256; i++)
      colours.add(Array.from(png.data.subarray(i * 4, i * 4 + 4)).join(','));
    expect(colours).toEqual(new Set([CHANGE_COLOURS.decrease.join(','), '0,0,0,0']));
    const blank = PNG.sync.read(await renderChangeTile(self, tile, 3));
    expect(blank.data.every((v) => v === 0)).toBe(true);
  });
});
