/**
 * An archive scene's product raster: calibrated backscatter (σ⁰ in dB, Float32) as a Cloud Optimized GeoTIFF
 * (cog.ts) in EPSG:4326 over the scene's bounding box, at the pixel spacing of its imaging mode, nodata (NaN)
 * outside its footprint, with the acquisition's facts as metadata GDAL shows. The picture is the quicklook's
 * (scene.ts, the same place, key, subject and acquisition time) at a finer grid, single-look. A scene larger than `maxPx` pixels
 * along a side at its mode's spacing (config `productMaxPixels`) is drawn at a coarser spacing that fits; the
 * metadata gives both spacings.
 * Seconds of CPU: run it in the worker pool (analysis/pool.ts), never on the event loop.
 */
import { imagingMode } from '@portal/shared/domain/constellation';
import { bboxWidth, type Bbox } from '../geo/bbox';
import { writeCog } from './cog';
import { KM_PER_DEGREE } from './grid';
import { renderScene, type RenderedScene } from './scene';
import { sceneSubject } from './subject';

export interface SceneForProduct {
  id: string;
  satellite: string;
  acquired_at: Date | string;
  acquired_end: Date | string;
  img_mode: number;
  product_type: string;
  polarization: string;
  orbit_direction: string;
  look_side: string;
  look_angle: number;
  incidence_angle: number;
  resolution_range: number;
  resolution_azimuth: number;
  classification: string;
  absolute_orbit: number;
  /** WGS-84 bounding box [west, south, east, north], west > east across the antimeridian. */
  bbox: Bbox;
  /** The outer rings of the footprint's polygons, [lon, lat] pairs; without them the whole bounding box has data. */
  footprint?: [number, number][][];
}

/** Ground pixel spacing of each imaging mode's product, metres. */
export const PIXEL_SPACING_M = {
  spotlight: 1,
  stripmap: 3,
  tops: 10,
  scansar_narrow: 10,
  scansar_wide: 25,
} as const;

/** Intensities below this (−50 dB) are written as it: the log of a speckle draw of 0 has no value. */
const FLOOR = 1e-5;

export interface ProductGrid {
  width: number;
  height: number;
  /** [a, 0, c, 0, e, f]: lon = a·col + c, lat = e·row + f at pixel corners. */
  transform: [number, 0, number, 0, number, number];
  /** The spacing drawn (metres, along the grid's rows) and the mode's own. */
  spacingM: number;
  modeSpacingM: number;
}

/** The product's grid: the bounding box at the mode's spacing, coarser where a side would pass `maxPx`. */
export function productGrid(s: Pick<SceneForProduct, 'bbox' | 'img_mode'>, maxPx: number): ProductGrid {
  const [west, south, , north] = s.bbox;
  const modeSpacingM = PIXEL_SPACING_M[imagingMode(s.img_mode).key];
  const cosMid = Math.max(0.01, Math.cos((((south + north) / 2) * Math.PI) / 180));
  const widthM = bboxWidth(s.bbox) * KM_PER_DEGREE * 1000 * cosMid;
  const heightM = (north - south) * KM_PER_DEGREE * 1000;
  const spacingM = Math.max(modeSpacingM, Math.max(widthM, heightM) / maxPx);
  const width = Math.max(1, Math.round(widthM / spacingM));
  const height = Math.max(1, Math.round(heightM / spacingM));
  return {
    width,
    height,
    transform: [bboxWidth(s.bbox) / width, 0, west, 0, -(north - south) / height, north],
    spacingM,
    modeSpacingM,
  };
}

/**
 * 1 inside any of the rings, row by row (even-odd rule at pixel centres); longitudes unwrapped from the grid's west,
 * so the halves of a footprint split at ±180° join.
 */
function footprintMask(rings: [number, number][][], g: ProductGrid): Uint8Array {
  const mask = new Uint8Array(g.width * g.height);
  for (const ring of rings) fillRing(mask, ring, g);
  return mask;
}

function fillRing(mask: Uint8Array, ring: [number, number][], g: ProductGrid): void {
  const [dx, , west, , e, north] = g.transform;
  const pts = ring.map(([lon, lat]) => [lon < west - 180 ? lon + 360 : lon, lat] as const);
  const xs: number[] = [];
  for (let y = 0; y < g.height; y++) {
    const lat = north + (y + 0.5) * e;
    xs.length = 0;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[j];
      if (y1 > lat !== y2 > lat) xs.push(x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k] - west) / dx - 0.5));
      const to = Math.min(g.width - 1, Math.floor((xs[k + 1] - west) / dx - 0.5));
      if (to >= from) mask.fill(1, y * g.width + from, y * g.width + to + 1);
    }
  }
}

const iso = (d: Date | string) => new Date(d).toISOString();

/** The scene's product raster before it is written: its grid, σ⁰ in dB (NaN outside the footprint), the truth. */
export interface RenderedProduct {
  grid: ProductGrid;
  db: Float32Array;
  /** What the picture holds (rendered scene's truth): water, ships, slicks. */
  truth: RenderedScene['truth'];
}

/**
 * The scene's product raster as the COG holds it, on the world of its acquisition time (imagery/world.ts): what the
 * COG is written from, and what a test compares two dates of a stack on.
 */
export function renderProduct(s: SceneForProduct, maxPx: number): RenderedProduct {
  const grid = productGrid(s, maxPx);
  const { intensity, truth } = renderScene({
    bbox: s.bbox,
    width: grid.width,
    height: grid.height,
    key: s.id,
    subject: sceneSubject(s.id),
    at: new Date(s.acquired_at),
    calibrated: true,
  });
  const mask = s.footprint ? footprintMask(s.footprint, grid) : null;
  const db = new Float32Array(grid.width * grid.height);
  for (let i = 0; i < db.length; i++)
    db[i] = mask && !mask[i] ? Number.NaN : 10 * Math.log10(Math.max(FLOOR, intensity![i]));
  return { grid, db, truth };
}

/** The scene's product raster as COG bytes. */
export function renderProductCog(s: SceneForProduct, maxPx: number): Uint8Array {
  const { grid, db } = renderProduct(s, maxPx);
  const mode = imagingMode(s.img_mode);
  return writeCog({
    width: grid.width,
    height: grid.height,
    data: db,
    overviewMean: 'power-db',
    transform: grid.transform,
    epsg: 4326,
    metadata: {
      PRODUCT: 'SAMPLE: synthetic data generated by the portal for demonstration, not a real acquisition',
      SCENE_ID: s.id,
      SATELLITE: s.satellite,
      IMAGING_MODE: mode.name.en,
      PRODUCT_TYPE: s.product_type,
      POLARIZATION: s.polarization,
      ORBIT_DIRECTION: s.orbit_direction,
      ABSOLUTE_ORBIT: String(s.absolute_orbit),
      LOOK_SIDE: s.look_side,
      LOOK_ANGLE_DEG: String(s.look_angle),
      INCIDENCE_ANGLE_DEG: String(s.incidence_angle),
      ACQUISITION_START: iso(s.acquired_at),
      ACQUISITION_END: iso(s.acquired_end),
      PIXEL_SPACING_M: grid.spacingM.toFixed(2),
      MODE_PIXEL_SPACING_M: String(grid.modeSpacingM),
      VALUES: 'sigma0, dB (10 x log10 of the linear backscatter coefficient)',
    },
    band: { description: `Sigma0_${s.polarization}`, unit: 'dB' },
  });
}
