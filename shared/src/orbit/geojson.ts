/** The few GeoJSON (RFC 7946) shapes the engine reads and writes. Positions are [longitude, latitude] in degrees. */
export type Position = [number, number];
export interface PointGeometry {
  type: 'Point';
  coordinates: Position | [number, number, number];
}
export interface PolygonGeometry {
  type: 'Polygon';
  coordinates: Position[][];
}
export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}
export type FootprintGeometry = PolygonGeometry | MultiPolygonGeometry;

/** Twice the signed planar area of a ring in lon/lat; positive when counter-clockwise. */
export function ringSignedArea2(ring: Position[]): number {
  let a = 0;
  for (let i = 0; i + 1 < ring.length; i++) a += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return a;
}

/**
 * Makes longitudes continuous along the ring (they may leave [-180, 180]). Each step is one subtraction of whole
 * turns, not a loop of 360° steps: a longitude of 1e20 costs as little as 10 (callers check ranges first).
 */
export function unwrapLongitudes(ring: Position[]): Position[] {
  const out: Position[] = [];
  for (const [lon, lat] of ring) {
    let l = lon;
    if (out.length) {
      const prev = out[out.length - 1][0];
      const d = l - prev;
      if (d > 180 || d < -180) l -= 360 * Math.round(d / 360);
    }
    out.push([l, lat]);
  }
  return out;
}

/** A hole moved by whole turns into its outer ring's longitude frame (each ring is unwrapped from its own start). */
export function alignToFrame(outer: Position[], hole: Position[]): Position[] {
  const mean = (r: Position[]) => r.reduce((sum, p) => sum + p[0], 0) / r.length;
  const turns = Math.round((mean(hole) - mean(outer)) / 360);
  return turns ? hole.map(([lon, lat]): Position => [lon - 360 * turns, lat]) : hole;
}

/** Polygon rings (outer first) made continuous in longitude, holes in the outer ring's frame. */
export function unwrapPolygon(rings: Position[][]): Position[][] {
  const [outer, ...holes] = rings.map(unwrapLongitudes);
  return [outer, ...holes.map((h) => alignToFrame(outer, h))];
}

const closeRing = (ring: Position[]): Position[] => {
  const [f, l] = [ring[0], ring[ring.length - 1]];
  return f[0] === l[0] && f[1] === l[1] ? ring : [...ring, [f[0], f[1]]];
};

/** Sutherland–Hodgman clip of a closed ring against the half-plane sign·(lon − cut) ≤ 0. */
function clipAtLongitude(ring: Position[], cut: number, sign: 1 | -1): Position[] {
  const inside = (p: Position) => sign * (p[0] - cut) <= 0;
  const out: Position[] = [];
  for (let i = 0; i + 1 < ring.length; i++) {
    const a = ring[i];
    const b = ring[i + 1];
    const ina = inside(a);
    const inb = inside(b);
    if (ina) out.push(a);
    if (ina !== inb) {
      const k = (cut - a[0]) / (b[0] - a[0]);
      out.push([cut, a[1] + k * (b[1] - a[1])]);
    }
  }
  return out.length >= 3 ? closeRing(out) : [];
}

const wrapLon = (lon: number): number => (lon > 180 ? lon - 360 : lon < -180 ? lon + 360 : lon);

/**
 * A ring of positions (not necessarily closed, any orientation, longitudes in any range) as valid GeoJSON:
 * counter-clockwise, closed, and split into a MultiPolygon where it crosses the antimeridian (RFC 7946 §3.1.9).
 * Rings that enclose a pole are not supported (footprints of 13–40° look angles never do).
 */
export function ringToGeoJson(ring: Position[], decimals = 6): FootprintGeometry {
  let r = closeRing(unwrapLongitudes(ring));
  if (ringSignedArea2(r) < 0) r = [...r].reverse();
  const f = 10 ** decimals;
  const round = (rr: Position[]): Position[] =>
    rr.map(([lon, lat]) => [Math.round(lon * f) / f, Math.round(lat * f) / f]);
  const lons = r.map((p) => p[0]);
  const max = Math.max(...lons);
  const min = Math.min(...lons);
  if (min >= -180 && max <= 180) return { type: 'Polygon', coordinates: [round(r)] };
  // Shift so the crossing is at +180, clip both sides, then bring the eastern part back by −360.
  const shift = max > 180 ? 0 : 360;
  const shifted: Position[] = r.map(([lon, lat]) => [lon + shift, lat]);
  const west = clipAtLongitude(shifted, 180, 1);
  const east = clipAtLongitude(shifted, 180, -1).map(([lon, lat]): Position => [lon - 360, lat]);
  const parts = [west, east]
    .filter((p) => p.length >= 4)
    .map((p) => [
      round(p.map(([lon, lat]): Position => [lon === 180 || lon === -180 ? lon : wrapLon(lon), lat])),
    ]);
  return parts.length === 1
    ? { type: 'Polygon', coordinates: parts[0] }
    : { type: 'MultiPolygon', coordinates: parts };
}
