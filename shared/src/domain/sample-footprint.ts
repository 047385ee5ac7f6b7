/**
 * Where an analysed image lies on Earth: a north-up grid of pixels over a box. Pure functions shared by the API
 * (`discern/…/getwfs/` answers in WGS-84) and the application-service pages, whose demonstrations analyse the same
 * public sample pictures in the browser and must give the same areas, lengths and positions.
 */
import { IMAGING_MODES, type ImagingModeCode } from './constellation';

export const METRES_PER_DEGREE = 111_320;

/** A public sample's picture is this many pixels square (the API's image.png); its thumbnail (thumbnail.jpg) half. */
export const SAMPLE_PICTURE_PX = 512;
export const SAMPLE_THUMBNAIL_PX = SAMPLE_PICTURE_PX / 2;

/** Swath width of a mode the table does not know (km): a stripmap's. */
const DEFAULT_SWATH_KM = 25;

/** A north-up pixel grid: lon = west + x·dx, lat = north − y·dy (x, y in pixels, corners at integers). */
export interface NorthUpGrid {
  west: number;
  north: number;
  /** Degrees per pixel. */
  dx: number;
  dy: number;
  /** Metres per pixel along x and y (at the grid's centre latitude). */
  pixelSizeM: [number, number];
}

/** [west, south, east, north] in degrees. */
export type LonLatBox = [west: number, south: number, east: number, north: number];

const swathKmOf = (s: { img_mode: number }) =>
  IMAGING_MODES[s.img_mode as ImagingModeCode]?.swathWidthKm ?? DEFAULT_SWATH_KM;

/** A square of `sideKm` around a position. */
function squareAround(s: { lon: number; lat: number }, sideKm: number): LonLatBox {
  const halfLat = (sideKm * 500) / METRES_PER_DEGREE;
  const halfLon = halfLat / Math.max(0.01, Math.cos((s.lat * Math.PI) / 180));
  return [s.lon - halfLon, s.lat - halfLat, s.lon + halfLon, s.lat + halfLat];
}

/** The ground a public sample's picture covers: a square of its imaging mode's swath width around its position. */
export function sampleBbox(s: { lon: number; lat: number; img_mode: number }): LonLatBox {
  return squareAround(s, swathKmOf(s));
}

/**
 * The ground pixel of the picture vessel detection runs on (a sample's detail.png, docs/requirements.md §7
 * "Other": web/sar_image/{id}/, getwfs/). A ship is drawn and measured at its size only on pixels smaller than it:
 * a TOPS sample's picture has 195 m pixels, longer than most ships. 20 m shows ships of 20–400 m, and keeps even
 * the longest few pixels wide, as the CA-CFAR windows of the analysis need (shared/sar-analysis/vessels.ts).
 */
export const DETAIL_PIXEL_M = 20;

/**
 * A sample's detail: a square around its position at DETAIL_PIXEL_M a pixel, SAMPLE_PICTURE_PX pixels a side
 * (10.24 km), or its whole footprint when that is smaller (a spotlight's 7 km: 350 pixels).
 */
export function sampleDetail(s: { lon: number; lat: number; img_mode: number }): {
  box: LonLatBox;
  size: number;
} {
  const size = Math.min(SAMPLE_PICTURE_PX, Math.round((swathKmOf(s) * 1000) / DETAIL_PIXEL_M));
  return { box: squareAround(s, (size * DETAIL_PIXEL_M) / 1000), size };
}

/** The grid of a sample's detail picture. */
export function sampleDetailGrid(s: { lon: number; lat: number; img_mode: number }): NorthUpGrid {
  const { box, size } = sampleDetail(s);
  return northUpGrid(box, box[2] - box[0], { width: size, height: size });
}

/**
 * The grid of `width` × `height` pixels over a box whose longitudes span `spanDeg` eastwards from its west edge
 * (the caller measures the span, which crosses ±180° when west > east).
 */
export function northUpGrid(
  box: LonLatBox,
  spanDeg: number,
  size: { width: number; height: number },
): NorthUpGrid {
  const [west, south, , north] = box;
  const dx = spanDeg / size.width;
  const dy = (north - south) / size.height;
  const cosLat = Math.cos((((south + north) / 2) * Math.PI) / 180);
  return { west, north, dx, dy, pixelSizeM: [dx * METRES_PER_DEGREE * cosLat, dy * METRES_PER_DEGREE] };
}

/** The grid of a public sample's picture (its box never crosses ±180° in its own coordinates). */
export function sampleGrid(
  s: { lon: number; lat: number; img_mode: number },
  size: { width: number; height: number },
): NorthUpGrid {
  const box = sampleBbox(s);
  return northUpGrid(box, box[2] - box[0], size);
}

/** [lon, lat] of a pixel position (longitudes past 180° wrapped to the west), rounded to `digits` decimals. */
export function pixelToLonLat(g: NorthUpGrid, x: number, y: number, digits = 7): [number, number] {
  const round = (v: number) => Math.round(v * 10 ** digits) / 10 ** digits;
  const lon = g.west + x * g.dx;
  return [round(lon > 180 ? lon - 360 : lon), round(g.north - y * g.dy)];
}
