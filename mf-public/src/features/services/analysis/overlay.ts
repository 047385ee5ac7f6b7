/**
 * A demonstration's pixel results turned into what the page shows: SVG paths and markers in the picture's pixel
 * space (the overlay's viewBox), and the figures and lists on the ground (km², metres, longitude/latitude) from the
 * sample's grid — the same rules as the server's `getwfs/` answer.
 */
import { pixelToLonLat, type NorthUpGrid } from '@portal/shared/domain/sample-footprint';
import { areaKm2, vesselSize, type Ring } from '@portal/shared/sar-analysis';
import type { PixelAnalysis, PixelVessel } from './protocol';

/** An SVG path of rings (outer, then holes; drawn with fill-rule evenodd). */
export function ringsPath(rings: Ring[]): string {
  return rings.map((r) => `M${r.map(([x, y]) => `${x} ${y}`).join('L')}Z`).join('');
}

/** The middle of a ring's extent: where a region's number is written. */
export function ringCentre(ring: Ring): { x: number; y: number } {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
}

export interface ShipRow {
  /** 1, 2, … in the order of the server's features. */
  n: number;
  lon: number;
  lat: number;
  /** Extent of the detected pixels along and across them, metres (as the server's length_m and width_m). */
  lengthM: number;
  widthM: number;
  vessel: PixelVessel;
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

export function shipRows(a: PixelAnalysis, grid: NorthUpGrid): ShipRow[] {
  return a.vessels.map((v, i) => {
    const [lon, lat] = pixelToLonLat(grid, v.x, v.y, 5);
    const { lengthM, widthM } = vesselSize(v, grid.pixelSizeM);
    return { n: i + 1, lon, lat, lengthM: round(lengthM, 1), widthM: round(widthM, 1), vessel: v };
  });
}

export interface RegionRow {
  n: number;
  areaKm2: number;
  path: string;
  centre: { x: number; y: number };
}

export function regionRows(a: PixelAnalysis, grid: NorthUpGrid): RegionRow[] {
  return a.regions.map((r, i) => ({
    n: i + 1,
    areaKm2: areaKm2(r.pixels, grid.pixelSizeM),
    path: ringsPath(r.rings),
    centre: ringCentre(r.rings[0]),
  }));
}

/** The headline figures: how many were found and the area (water: all water; oil: all spots), km². */
export function totals(a: PixelAnalysis, grid: NorthUpGrid): { count: number; areaKm2: number | null } {
  if (a.algorithm === 'vessel') return { count: a.vessels.length, areaKm2: null };
  const pixels = a.waterPixels ?? a.regions.reduce((s, r) => s + r.pixels, 0);
  return { count: a.regions.length, areaKm2: areaKm2(pixels, grid.pixelSizeM) };
}
