/**
 * The small static map of the details page: an equirectangular projection (x = longitude, y = −latitude, in
 * degrees) drawn as SVG, zoomed to the footprint. A footprint across ±180° arrives as two halves (one east of
 * 180°, one west of −180°); the map moves the western half by +360° so both halves sit side by side, and draws
 * the land once for every 360° the window touches.
 */

export type Position = [number, number];
/** GeoJSON MultiPolygon coordinates: polygons of rings of [lon, lat]. */
export type MultiPolygonCoords = Position[][][];

/** The window of the map in degrees: west edge, north edge, width and height. */
export interface MapView {
  west: number;
  north: number;
  width: number;
  height: number;
}

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

function boundsOf(points: Iterable<Position>): Bounds {
  const b = { west: Infinity, south: Infinity, east: -Infinity, north: -Infinity };
  for (const [lon, lat] of points) {
    b.west = Math.min(b.west, lon);
    b.east = Math.max(b.east, lon);
    b.south = Math.min(b.south, lat);
    b.north = Math.max(b.north, lat);
  }
  return b;
}

const outerPoints = (polygons: MultiPolygonCoords) => polygons.flatMap((p) => p[0] ?? []);
const shifted = (polygon: Position[][], by: number): Position[][] =>
  polygon.map((ring) => ring.map(([lon, lat]) => [lon + by, lat] as Position));

/** The footprint with its polygons side by side: the western ones moved by +360° when that makes it narrower. */
export function unwrapFootprint(polygons: MultiPolygonCoords): MultiPolygonCoords {
  if (polygons.length < 2) return polygons;
  const asIs = boundsOf(outerPoints(polygons));
  const centreLon = (p: Position[][]) => {
    const b = boundsOf(p[0] ?? []);
    return (b.west + b.east) / 2;
  };
  const moved = polygons.map((p) => (centreLon(p) < 0 ? shifted(p, 360) : p));
  const after = boundsOf(outerPoints(moved));
  return after.east - after.west < asIs.east - asIs.west ? moved : polygons;
}

export function footprintBounds(polygons: MultiPolygonCoords): Bounds {
  return boundsOf(outerPoints(polygons));
}

export interface ViewOptions {
  /** Width ÷ height of the drawn map. */
  aspect?: number;
  /** Smallest width in degrees, so a small footprint still shows the coast around it. */
  minWidth?: number;
  /** Margin around the footprint, as a fraction of its size on each side. */
  margin?: number;
}

/** The window around `b` (a footprint's bounds, or a point's), with the map's aspect, kept within ±90° latitude. */
export function viewAround(b: Bounds, { aspect = 2, minWidth = 8, margin = 0.5 }: ViewOptions = {}): MapView {
  let width = Math.max((b.east - b.west) * (1 + 2 * margin), minWidth);
  let height = Math.max((b.north - b.south) * (1 + 2 * margin), minWidth / aspect);
  if (width / height < aspect) width = height * aspect;
  else height = width / aspect;
  if (height > 180) {
    height = 180;
    width = Math.max(width, height * aspect);
  }
  const centreLon = (b.west + b.east) / 2;
  const centreLat = Math.min(Math.max((b.south + b.north) / 2, -90 + height / 2), 90 - height / 2);
  return { west: centreLon - width / 2, north: centreLat + height / 2, width, height };
}

/** The SVG viewBox of a window (y grows southwards: y = −latitude). */
export const viewBox = (v: MapView) => `${v.west} ${-v.north} ${v.width} ${v.height}`;

/** The multiples of 360° at which to draw the world (−180°…180°) so it fills the window. */
export function worldOffsets(v: MapView): number[] {
  const first = Math.ceil((v.west - 180) / 360);
  const last = Math.floor((v.west + v.width + 180) / 360);
  const out: number[] = [];
  for (let k = first; k <= last; k++) out.push(k * 360 + 0); // + 0: no −0
  return out;
}

/** An SVG path of polygons (rings closed; holes by the even-odd rule). */
export function polygonsPath(polygons: MultiPolygonCoords): string {
  return polygons
    .flat()
    .map((ring) => `M${ring.map(([lon, lat]) => `${round(lon)} ${round(-lat)}`).join('L')}Z`)
    .join('');
}

const round = (v: number) => Math.round(v * 1e4) / 1e4;

const STEPS = [1, 2, 5, 10, 15, 30];

/** Graticule lines (every 1°…30°, about 4–8 lines across) inside the window. */
export function graticule(v: MapView): { step: number; lons: number[]; lats: number[] } {
  const step = STEPS.find((s) => v.width / s <= 8) ?? 30;
  const range = (from: number, to: number) => {
    const out: number[] = [];
    for (let x = Math.ceil(from / step) * step; x <= to; x += step) out.push(x);
    return out;
  };
  return {
    step,
    lons: range(v.west, v.west + v.width),
    lats: range(v.north - v.height, v.north).filter((lat) => lat > -90 && lat < 90),
  };
}

/** A graticule longitude as it reads on a map: 190 is 170°W. */
export function lonLabel(lon: number): string {
  const l = ((((lon + 180) % 360) + 360) % 360) - 180;
  if (l === 0 || Math.abs(l) === 180) return `${Math.abs(l)}°`;
  return `${Math.abs(l)}°${l < 0 ? 'W' : 'E'}`;
}
