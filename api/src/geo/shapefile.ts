/** Zipped ESRI shapefiles (.shp + .shx/.dbf, optional .prj honoured through proj4) to GeoJSON geometries. */
import proj4 from 'proj4';
import { shp } from './shpjs-loader';
import { AreaImportError } from './errors';
import { extOf, type ZipEntries } from './zip';

const decoder = new TextDecoder();

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
      geometries.push(...shp.parseShp(bytes, prj).filter(Boolean));
    } catch (err) {
      throw new AreaImportError('corrupt', 'file', `${name}: ${(err as Error).message}`);
    }
  }
  const first = shps[0].split('/').pop()!.slice(0, -4);
  return { geometries, name: first || undefined };
}
