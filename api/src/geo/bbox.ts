/**
 * Bounding boxes of GeoJSON geometries, the one rule of the API (STAC items, scene details, product rasters):
 * [west, south, east, north], and across the antimeridian west > east (RFC 7946 §5.2), e.g. a footprint cut
 * into halves at ±180° has [179, s, -179, n], not the whole globe [-180, s, 180, n].
 */
export type Bbox = [west: number, south: number, east: number, north: number];

type Coords = number[] | Coords[];

function positions(c: Coords, out: number[][] = []): number[][] {
  if (typeof c[0] === 'number') out.push(c as number[]);
  else for (const x of c as Coords[]) positions(x, out);
  return out;
}

/** The longitude span [min, max] of each part (a Polygon's outer ring, a Point). */
function partSpans(g: { type: string; coordinates: unknown }): [number, number][] {
  const parts: Coords[] =
    g.type === 'MultiPolygon'
      ? (g.coordinates as Coords[][]).map((p) => p[0])
      : g.type === 'Polygon'
        ? [(g.coordinates as Coords[])[0]]
        : [g.coordinates as Coords];
  return parts.map((p) => {
    const lons = positions(p).map((x) => x[0]);
    return [Math.min(...lons), Math.max(...lons)];
  });
}

/**
 * The smallest box holding a geometry whose longitudes are in [-180, 180]: its parts' longitude spans are merged on
 * the circle (±180° being one meridian), and the box leaves out the widest gap between them.
 */
export function geometryBbox(g: { type: string; coordinates: unknown }): Bbox {
  const lats = positions(g.coordinates as Coords).map((p) => p[1]);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const spans = partSpans(g).sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [w, e] of spans) {
    const last = merged[merged.length - 1];
    if (last && w <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([w, e]);
  }
  // The gap after merged[i] runs to the start of the next span; after the last one it wraps round ±180°.
  let widest = merged.length - 1;
  let widestGap = -1;
  for (let i = 0; i < merged.length; i++) {
    const next = i + 1 < merged.length ? merged[i + 1][0] : merged[0][0] + 360;
    const gap = next - merged[i][1];
    if (gap > widestGap) [widest, widestGap] = [i, gap];
  }
  if (widestGap <= 0) return [-180, south, 180, north];
  const west = merged[(widest + 1) % merged.length][0];
  const east = merged[widest][1];
  return [west, south, east, north];
}

/** A box's width in degrees of longitude, across the antimeridian when west > east. */
export const bboxWidth = ([w, , e]: Bbox) => (e >= w ? e - w : e - w + 360);
