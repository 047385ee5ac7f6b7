/**
 * Polygons across the antimeridian: the one rule of the API for search areas and imported area files. Longitudes
 * are first made continuous (an edge that jumps by more than 180° crosses ±180°, as GDAL reads it: shared/orbit
 * `unwrapPolygon`); the polygon, holes included, is then intersected with each 360°-wide band of longitude and
 * brought back into [-180, 180] (RFC 7946 §3.1.9). polygon-clipping does the intersection, so a hole across the
 * line becomes a notch in each half and the halves are valid polygons for PostGIS and GDAL.
 */
import type { Position } from '@portal/shared/orbit';
import polygonClipping, { type Polygon as ClipPolygon } from 'polygon-clipping';

/** Band k holds longitudes [360k − 180, 360k + 180]. */
const bandOf = (lon: number) => Math.floor((lon + 180) / 360);

function bandBox(k: number): ClipPolygon {
  const [w, e] = [360 * k - 180, 360 * k + 180];
  return [
    [
      [w, -90],
      [e, -90],
      [e, 90],
      [w, 90],
      [w, -90],
    ],
  ];
}

/**
 * A polygon (closed rings, outer first, longitudes continuous and holes in the outer ring's frame) as polygons with
 * every longitude in [-180, 180]; a polygon already inside comes back as it is.
 */
export function splitAtAntimeridian(rings: Position[][]): Position[][][] {
  const lons = rings[0].map((p) => p[0]);
  const min = Math.min(...lons);
  const max = Math.max(...lons);
  if (min >= -180 && max <= 180) return [rings];
  const polygons: Position[][][] = [];
  for (let k = bandOf(min); k <= bandOf(max); k++) {
    for (const part of polygonClipping.intersection(rings as ClipPolygon, bandBox(k)))
      polygons.push(part.map((ring) => ring.map(([lon, lat]): Position => [lon - 360 * k, lat])));
  }
  return polygons;
}
