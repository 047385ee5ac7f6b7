/**
 * Geometries across the API boundary: requests and responses use the `Satellite` header's system (GCJ-02 default,
 * or WGS-84); the database and the orbit engine use WGS-84 (docs/architecture.md §3). Conversion: shared/domain crs.ts.
 */
import { convertPosition, type CoordinateSystem } from '@portal/shared/domain';

type Coords = number[] | Coords[];

function mapCoords(c: Coords, from: CoordinateSystem, to: CoordinateSystem, decimals: number): Coords {
  if (typeof c[0] === 'number') {
    const p = c as number[];
    const [x, y] = convertPosition([p[0], p[1]], from, to);
    const k = 10 ** decimals;
    return [Math.round(x * k) / k, Math.round(y * k) / k, ...p.slice(2)];
  }
  return (c as Coords[]).map((x) => mapCoords(x, from, to, decimals));
}

/** A GeoJSON geometry (Point, Polygon, MultiPolygon, …) with every position converted; same shape. */
export function convertGeometry<T extends { type: string; coordinates: unknown }>(
  g: T,
  from: CoordinateSystem,
  to: CoordinateSystem,
  decimals = 8,
): T {
  if (from === to) return g;
  return { ...g, coordinates: mapCoords(g.coordinates as Coords, from, to, decimals) };
}

/**
 * A {lat, lon} point converted between the systems; with `decimals`, rounded to them (as convertGeometry rounds):
 * a GCJ-02 point stored in WGS-84 with more decimals comes back as typed (30.5, not 30.499999997373468).
 */
export function convertLatLon(
  p: { lat: number; lon: number },
  from: CoordinateSystem,
  to: CoordinateSystem,
  decimals?: number,
): { lat: number; lon: number } {
  if (from === to) return { lat: p.lat, lon: p.lon };
  const [lon, lat] = convertPosition([p.lon, p.lat], from, to);
  if (decimals === undefined) return { lat, lon };
  const k = 10 ** decimals;
  return { lat: Math.round(lat * k) / k, lon: Math.round(lon * k) / k };
}
