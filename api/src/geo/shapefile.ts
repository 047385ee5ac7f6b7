/** Zipped ESRI shapefiles (.shp + .shx/.dbf, optional .prj honoured through proj4) to GeoJSON geometries. */
import proj4 from 'proj4';
import { shp } from './shpjs-loader';
import { AreaImportError } from './errors';
import { extOf, type ZipEntries } from './zip';

const decoder = new TextDecoder();

/**
 * Reprojection rounds: Web Mercator's x = ±20037508.342789244 comes back as 180.00000000000003. Positions within
 * this many degrees outside the longitude/latitude ranges are brought onto the edge; farther ones stay, and are
 * refused as not geographic.
 */
const REPROJECTION_EPSILON_DEG = 1e-9;

const clampTo = (v: number, limit: number) =>
  Math.abs(v) > limit && Math.abs(v) - limit <= REPROJECTION_EPSILON_DEG ? Math.sign(v) * limit : v;

/** A reprojected geometry's positions clamped onto ±180° / ±90° when they overshoot by rounding only. */
function clampRounding(coords: unknown): unknown {
  if (!Array.isArray(coords)) return coords;
  if (typeof coords[0] === 'number')
    return [clampTo(coords[0], 180), clampTo(coords[1] as number, 90), ...coords.slice(2)];
  return coords.map(clampRounding);
}

function clampGeometry(g: unknown): unknown {
  if (!g || typeof g !== 'object') return g;
  const geometry = g as { coordinates?: unknown; geometries?: unknown[] };
  if (geometry.geometries) return { ...geometry, geometries: geometry.geometries.map(clampGeometry) };
  return { ...geometry, coordinates: clampRounding(geometry.coordinates) };
}

/**
 * Every layer (.shp) of the archive. A layer with a .prj is reprojected to WGS-84 (a .prj proj4 cannot read is
 * `projection`); without one its coordinates are taken as WGS-84 longitude/latitude.
 */
export async function readShapefiles(zip: ZipEntries): Promise<{ geometries: unknown[]; name?: string }> {
  const shps = zip.names.filter((n) => extOf(n) === '.shp');
  if (!shps.length) throw new AreaImportError('noShapefile');
  const lower = new Map(zip.names.map((n) => [n.toLowerCase(), n]));
  const geometries: unknown[] = [];
  for (const name of shps) {
    const base = name.slice(0, -4).toLowerCase();
    const prjName = lower.get(`${base}.prj`);
    let prj: string | undefined;
    if (prjName) {
      prj = decoder.decode(await zip.read(prjName)).trim();
      try {
        proj4(prj, 'WGS84');
      } catch (err) {
        throw new AreaImportError('projection', 'file', `${prjName}: ${(err as Error).message}`);
      }
    }
    const bytes = await zip.read(name);
    try {
      const read = shp.parseShp(bytes, prj).filter(Boolean);
      geometries.push(...(prj ? read.map(clampGeometry) : read));
    } catch (err) {
      throw new AreaImportError('corrupt', 'file', `${name}: ${(err as Error).message}`);
    }
  }
  const first = shps[0].split('/').pop()!.slice(0, -4);
  return { geometries, name: first || undefined };
}
