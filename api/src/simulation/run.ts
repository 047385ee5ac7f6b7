/**
 * Running and saving an access prediction (docs/requirements.md §7 Simulation): the request's window, satellites and target (to
 * WGS-84), the passes from the orbit engine, and the simulation row that keeps them for its owner.
 */
import { SIMULATION_LIMITS as L, toWgs84, type CoordinateSystem } from '@portal/shared/domain';
import { simulationRequest } from '@portal/shared/domain/simulation';
import { PropagationError, type ImagingModeCode, type TargetInput } from '@portal/shared/orbit';
import type { z } from 'zod';
import type { Queryable } from '../db';
import { areaFromGeoJson, importAreaFile, largestPolygon, type AreaImportResult } from '../geo/area-import';
import { convertGeometry } from '../geo/crs';
import type { Lang } from '../i18n/messages';
import { badRequest, unprocessable } from '../http/errors';
import { uploadedFile } from '../http/uploads';
import { predictPasses, SIMULATION_FIGURES, type PredictedPass } from './passes';
import { propagatorsOf, simulationSatellites } from './satellites';
import { insertSimulation, type SimulationRow, type StoredOpportunity, type StoredRequest } from './store';

/** The body of POST simulation/, with the multipart file part the API reads. */
export const simulationBody = simulationRequest(uploadedFile);
export type SimulationBody = z.output<typeof simulationBody>;

const DAY_MS = 86_400_000;
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/** A pass as a simulation stores and answers it. */
const toStored = (p: PredictedPass): StoredOpportunity => ({
  satellite_id: p.satellite_id,
  img_mode: p.img_mode,
  imaging_start: p.imaging_start,
  imaging_centre: p.imaging_centre,
  imaging_end: p.imaging_end,
  look_angle: p.look_angle,
  incidence_angle: p.incidence_angle,
  look_side: p.look_side,
  orbit_direction: p.orbit_direction,
  slant_range_km: p.slant_range_km,
  coverage: p.coverage,
  footprint: p.footprint as StoredOpportunity['footprint'],
  track: p.track,
  tle_epoch: p.tle_epoch,
  tle_synthetic: p.tle_synthetic,
});

/** Who asks: the owner, the Satellite header's system of the request's coordinates, the language of a default name. */
export interface SimulationCaller {
  userId: number;
  crs: CoordinateSystem;
  lang: Lang;
}

/**
 * Runs the prediction and saves it. 400 for a window or target out of bounds, 422 when a satellite has no TLE or
 * nothing is found ("simulationFailed").
 */
export async function runSimulation(
  db: Queryable,
  b: SimulationBody,
  caller: SimulationCaller,
): Promise<SimulationRow> {
  const now = new Date();
  const { lang } = caller;

  // Time range.
  const startMs = b.start_time ? Date.parse(b.start_time) : now.getTime();
  const endMs = b.end_time ? Date.parse(b.end_time) : startMs + L.defaultRangeDays * DAY_MS;
  if (startMs < now.getTime() - L.maxPastDays * DAY_MS)
    throw badRequest([{ field: 'start_time', key: 'startInPast' }]);
  if (!(endMs > startMs)) throw badRequest([{ field: 'end_time', key: 'endBeforeStart' }]);
  if (endMs - startMs > L.maxRangeDays * DAY_MS)
    throw badRequest([{ field: 'end_time', key: 'rangeTooLong' }]);

  // Satellites offering the imaging mode.
  const mode = b.img_mode as ImagingModeCode;
  const chosen = simulationSatellites(b.satellites, mode);

  // Target, to WGS-84: a file (WGS-84 by definition), or a point / polygon in the header's system.
  if (b.file && b.target !== undefined) throw badRequest([{ field: 'target', key: 'targetInvalid' }]);
  let source: StoredRequest['target_source'];
  let engineTarget: TargetInput;
  let targetGeometry: { type: string; coordinates: unknown };
  let targetPoint: { lat: number; lon: number };
  let area: AreaImportResult | null = null;
  if (b.file) {
    area = await importAreaFile(b.file.data, b.file.filename);
    source = 'file';
  } else if (b.target === undefined) {
    throw badRequest([{ field: 'target', key: 'simulationTargetRequired' }]);
  } else if ('lat' in b.target || b.target.type === 'Point') {
    const [lon, lat] =
      'lat' in b.target ? [b.target.lon, b.target.lat] : [b.target.coordinates[0], b.target.coordinates[1]];
    if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180))
      throw badRequest([{ field: 'target', key: 'targetInvalid' }]);
    const [wLon, wLat] = toWgs84([lon, lat], caller.crs);
    source = 'point';
    targetPoint = { lat: wLat, lon: wLon };
    engineTarget = { latDeg: wLat, lonDeg: wLon };
    targetGeometry = { type: 'Point', coordinates: [round(wLon, 10), round(wLat, 10)] };
  } else {
    area = areaFromGeoJson(convertGeometry(b.target, caller.crs, 'WGS84', 10), 'target');
    source = 'polygon';
  }
  if (area) {
    targetPoint = area.centroid;
    engineTarget = largestPolygon(area.geometry);
    targetGeometry = area.geometry;
  }

  const { propagators, tles } = await propagatorsOf(db, chosen);
  let found: PredictedPass[];
  try {
    found = predictPasses(
      {
        satellites: propagators,
        start: startMs,
        end: endMs,
        target: engineTarget!,
        lookAngleDeg: { min: b.lower_angle, max: b.upper_angle },
        lookSide: b.left_right_mode,
        orbitDirection: b.orbit_mode,
        imagingMode: mode,
        limit: b.limit,
      },
      SIMULATION_FIGURES,
    );
  } catch (err) {
    if (err instanceof PropagationError) throw unprocessable('simulationFailed');
    throw err;
  }
  if (!found.length) throw unprocessable('simulationFailed');

  const request: StoredRequest = {
    satellites: b.satellites === undefined || b.satellites === 'any' ? 'any' : chosen.map((s) => s.id),
    start_time: new Date(startMs).toISOString(),
    end_time: new Date(endMs).toISOString(),
    lower_angle: b.lower_angle,
    upper_angle: b.upper_angle,
    left_right_mode: b.left_right_mode,
    orbit_mode: b.orbit_mode,
    img_mode: mode,
    limit: b.limit,
    target_source: source,
    file_name: b.file ? b.file.filename.slice(0, 200) : null,
    target_point: { lat: round(targetPoint!.lat, 10), lon: round(targetPoint!.lon, 10) },
    area_km2: area ? area.areaKm2 : null,
  };
  return insertSimulation(
    db,
    {
      ownerId: caller.userId,
      name: (tag) => b.name || area?.name || `${lang === 'zh' ? '仿真' : 'Simulation'} ${tag}`,
      request,
      target: targetGeometry!,
      result: { opportunities: found.map(toStored), tles },
    },
    now,
  );
}
