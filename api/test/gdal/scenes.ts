/**
 * The archive scenes of the GDAL suite: public, with fractional angles (so a reader must type them Real), in China
 * (where a GCJ-02 request would shift coordinates) and across ±180°.
 */
import type { SceneRow } from '../../src/catalog/generate';
import { insertScenes } from '../../src/catalog/insert';
import type { Db } from '../../src/db';
import { box, FIXTURE, scene } from '../catalog-fixtures';

type Bbox = [west: number, south: number, east: number, north: number];

/** Each scene and its footprint's bounding box (RFC 7946 §5.2: west > east across the antimeridian). */
export const SCENES: { row: SceneRow; bbox: Bbox }[] = [
  {
    row: scene({
      id: 'GDAL-BEIJING',
      satellite: 'TY-39',
      at: '2025-01-10T03:00:00.250Z',
      footprint: [box(116, 39, 117, 40)],
      look_angle: 27.5,
      incidence_angle: 30.25,
      resolution_range: 2.5,
      resolution_azimuth: 1.5,
      absolute_orbit: 10421,
    }),
    bbox: [116, 39, 117, 40],
  },
  {
    // The hand-made catalog's B (catalog-fixtures.ts: Shanghai, TY-40, ORG in VV+VH, descending, left-looking).
    row: {
      ...FIXTURE.find((s) => s.id === 'B')!,
      id: 'GDAL-SHANGHAI',
      look_angle: 38.75,
      incidence_angle: 40.5,
      resolution_range: 1,
      resolution_azimuth: 0.75,
    },
    bbox: [121, 30, 122, 31],
  },
  {
    row: scene({
      id: 'GDAL-FIJI',
      satellite: 'TY-38',
      at: '2024-06-01T10:00:00Z',
      // Split at the antimeridian, as the catalog stores a footprint across ±180°.
      footprint: [box(179.5, -17, 180, -16), box(-180, -17, -179.5, -16)],
      img_mode: 5,
      look_angle: 22.5,
      incidence_angle: 25.125,
      resolution_range: 25,
      resolution_azimuth: 20.5,
    }),
    bbox: [179.5, -17, -179.5, -16],
  },
  {
    row: scene({
      id: 'GDAL-TONGA',
      satellite: 'TY-41',
      at: '2025-03-01T10:00:00Z',
      footprint: [box(-179.8, -21, -179.2, -20)],
      img_mode: 6,
      product_type: 'SLC+ORG',
      polarization: 'HH+HV',
      orbit_direction: 'descending',
      look_angle: 33.5,
      incidence_angle: 35.5,
    }),
    bbox: [-179.8, -21, -179.2, -20],
  },
];

export const sceneById = (id: string) => SCENES.find((s) => s.row.id === id)!;

export async function loadScenes(db: Db): Promise<void> {
  await insertScenes(
    db,
    SCENES.map((s) => s.row),
  );
  await db.exec('ANALYZE scenes');
}
