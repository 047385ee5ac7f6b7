/**
 * Simulation API (spec §7): access prediction for a target over the stored TLEs (shared/orbit searchAccess),
 * kept per user. Coordinates in requests and responses follow the Satellite header (GCJ-02 default, WGS-84);
 * the database holds WGS-84. A user sees, renames and deletes only their own simulations (others' are 404).
 */
import { toWgs84 } from '@portal/shared/domain';
import {
  createPropagator,
  groundTrack,
  IMAGING_MODES,
  PropagationError,
  SATELLITES,
  searchAccess,
  type ImagingModeCode,
  type Opportunity,
  type Propagator,
  type TargetInput,
} from '@portal/shared/orbit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  areaFromGeoJson,
  importAreaFile,
  largestPolygon,
  type AreaImportResult,
} from '../../geo/area-import';
import { convertGeometry } from '../../geo/crs';
import {
  decodeCursor,
  errorEnvelope,
  listEnvelope,
  messageOnly,
  nextCursor,
  okEnvelope,
  pageQuery,
  responses,
} from '../../http/envelope';
import { badRequest, notFound, unprocessable } from '../../http/errors';
import { areaParseResult, areaResponse } from '../../schemas/area-file';
import type { Deps } from '../deps';
import { currentTles } from '../../satellites/tle-store';
import { uploadedFile } from '../../http/uploads';
import { simulationKml } from './kml';
import {
  idQuery,
  SIMULATION_LIMITS as L,
  simulationBody,
  simulationDetail,
  simulationSummary,
} from './schemas';
import {
  findOwnSimulation,
  SIMULATION_COLUMNS,
  storedOpportunities,
  storedTarget,
  toDetail,
  toSummary,
  type SimulationRow,
  type StoredOpportunity,
  type StoredRequest,
} from './store';

const DAY_MS = 86_400_000;
const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

function newTag(now: Date): string {
  return `SIM-${now.toISOString().slice(0, 10).replace(/-/g, '')}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

function toStored(o: Opportunity, propagator: Propagator | undefined): StoredOpportunity {
  return {
    satellite_id: o.satelliteId,
    img_mode: o.imagingMode,
    imaging_start: o.imagingStart,
    imaging_centre: o.imagingCentre,
    imaging_end: o.imagingEnd,
    look_angle: round(o.lookAngleDeg, 4),
    incidence_angle: round(o.incidenceAngleDeg, 4),
    look_side: o.lookSide,
    orbit_direction: o.orbitDirection,
    slant_range_km: round(o.slantRangeKm, 3),
    coverage: o.coverage,
    footprint: o.footprint as StoredOpportunity['footprint'],
    track: propagator
      ? { type: 'LineString', coordinates: groundTrack(propagator, Date.parse(o.imagingCentre)) }
      : undefined,
    tle_epoch: o.tleEpoch,
    tle_synthetic: o.tleSynthetic,
  };
}

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

export default async function simulationRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Simulation'];
  const base = '/commodity/simulation';

  r.post(`${base}/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'Run and save an access prediction (JSON, or multipart with a kml/kmz/zipped-shapefile `file` as the target)',
      description:
        'Finds the soonest imaging opportunities of the chosen satellites for the target within the look-angle band, side and ' +
        'orbit direction, using the TLE in use for each satellite (GET /commodity/satellites/). An area target must have its ' +
        'centroid (of its largest polygon) imaged. Nothing found: HTTP 422 "Simulation failed! (adjust region or time range and re-simulate)".',
      consumes: ['application/json', 'multipart/form-data'],
      body: simulationBody,
      response: responses(okEnvelope(simulationDetail)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const now = new Date();
      const lang = req.lang;

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
      const chosen =
        b.satellites === undefined || b.satellites === 'any'
          ? SATELLITES.filter((s) => s.imagingModes.includes(mode))
          : SATELLITES.filter((s) => (b.satellites as string[]).includes(s.id));
      if (
        b.satellites !== undefined &&
        b.satellites !== 'any' &&
        chosen.some((s) => !s.imagingModes.includes(mode))
      ) {
        throw badRequest([{ field: 'img_mode', key: 'imgModeUnsupported' }]);
      }

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
          'lat' in b.target
            ? [b.target.lon, b.target.lat]
            : [b.target.coordinates[0], b.target.coordinates[1]];
        if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180))
          throw badRequest([{ field: 'target', key: 'targetInvalid' }]);
        const [wLon, wLat] = toWgs84([lon, lat], req.crs);
        source = 'point';
        targetPoint = { lat: wLat, lon: wLon };
        engineTarget = { latDeg: wLat, lonDeg: wLon };
        targetGeometry = { type: 'Point', coordinates: [round(wLon, 10), round(wLat, 10)] };
      } else {
        area = areaFromGeoJson(convertGeometry(b.target, req.crs, 'WGS84', 10), 'target');
        source = 'polygon';
      }
      if (area) {
        targetPoint = area.centroid;
        engineTarget = largestPolygon(area.geometry);
        targetGeometry = area.geometry;
      }

      const tles = await currentTles(db);
      const missing = chosen.filter((s) => !tles.has(s.id));
      if (missing.length) throw unprocessable('noTle', [{ field: 'satellites', key: 'noTle' }]);
      const propagators = chosen.map((s) => {
        const tle = tles.get(s.id)!;
        return createPropagator(s.id, tle.line1, tle.line2, tle.synthetic);
      });

      let found: Opportunity[];
      try {
        found = searchAccess({
          satellites: propagators,
          start: startMs,
          end: endMs,
          target: engineTarget!,
          lookAngleDeg: { min: b.lower_angle, max: b.upper_angle },
          lookSide: b.left_right_mode,
          orbitDirection: b.orbit_mode,
          imagingMode: mode,
          limit: b.limit,
        });
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
      const result = {
        opportunities: found.map((o) =>
          toStored(
            o,
            propagators.find((p) => p.satelliteId === o.satelliteId),
          ),
        ),
        tles: chosen.map((s) => ({
          satellite_id: s.id,
          epoch: tles.get(s.id)!.epoch,
          synthetic: tles.get(s.id)!.synthetic,
        })),
      };
      let row: SimulationRow | undefined;
      for (let attempt = 0; !row; attempt++) {
        const tag = newTag(now);
        const name = b.name || area?.name || `${lang === 'zh' ? '仿真' : 'Simulation'} ${tag}`;
        try {
          const { rows } = await db.query<SimulationRow>(
            `INSERT INTO simulations (owner_id, name, tag, request, target, result)
             VALUES ($1, $2, $3, $4, ST_SetSRID(ST_GeomFromGeoJSON($5), 4326), $6) RETURNING ${SIMULATION_COLUMNS}`,
            [
              req.user!.id,
              name,
              tag,
              JSON.stringify(request),
              JSON.stringify(targetGeometry!),
              JSON.stringify(result),
            ],
          );
          row = rows[0];
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 3) throw err;
        }
      }
      return reply.ok([toDetail(row, req.crs)], 'simulated');
    },
  });

  r.get(`${base}/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's simulations, newest first (without opportunities; GET /simulation/{id}/ has them)",
      querystring: z.object(pageQuery),
      response: responses(listEnvelope(simulationSummary)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const total = (
        await db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations WHERE owner_id = $1', [
          req.user!.id,
        ])
      ).rows[0].n;
      const { rows } = await db.query<SimulationRow>(
        `SELECT ${SIMULATION_COLUMNS} FROM simulations WHERE owner_id = $1 ORDER BY id DESC LIMIT ${q.size} OFFSET ${offset}`,
        [req.user!.id],
      );
      return {
        ...reply.ok(rows.map((x) => toSummary(x, req.crs))),
        total,
        total_exact: true,
        next: nextCursor(offset, q.size, total),
      };
    },
  });

  const idParams = z.object({
    id: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53),
  });

  r.get(`${base}/:id/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "One of the caller's simulations with its opportunities (404 for anyone else's)",
      params: idParams,
      response: responses(okEnvelope(simulationDetail)),
    },
    handler: async (req, reply) => {
      const row = await findOwnSimulation(db, req.params.id, req.user!.id);
      if (!row) throw notFound();
      return reply.ok([toDetail(row, req.crs)]);
    },
  });

  r.delete(`${base}/:id/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Delete one of the caller's simulations (404 for anyone else's)",
      params: idParams,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      const { rowCount } = await db.query('DELETE FROM simulations WHERE id = $1 AND owner_id = $2', [
        req.params.id,
        req.user!.id,
      ]);
      if (!rowCount) throw notFound();
      return reply.ok([], 'deleted');
    },
  });

  r.post(`${base}/update_name/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Rename one of the caller's simulations",
      body: z.object({
        id: z.coerce.number({ error: 'required' }).int().positive(),
        name: z
          .string({ error: 'required' })
          .trim()
          .min(1, { error: 'required' })
          .max(L.nameMax, { error: 'tooLong' }),
      }),
      response: responses(okEnvelope(simulationSummary)),
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<SimulationRow>(
        `UPDATE simulations SET name = $3, updated_at = now() WHERE id = $1 AND owner_id = $2 RETURNING ${SIMULATION_COLUMNS}`,
        [req.body.id, req.user!.id, req.body.name],
      );
      if (!rows[0]) throw notFound();
      return reply.ok([toSummary(rows[0], req.crs)], 'saved');
    },
  });

  r.get(`${base}/simulation_tag/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The tag of one of the caller's simulations (the reference a tasking order carries)",
      querystring: idQuery,
      response: responses(okEnvelope(z.object({ id: z.number().int(), tag: z.string(), name: z.string() }))),
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<{ id: number; tag: string; name: string }>(
        'SELECT id, tag, name FROM simulations WHERE id = $1 AND owner_id = $2',
        [req.query.id, req.user!.id],
      );
      if (!rows[0]) throw notFound();
      return reply.ok([rows[0]]);
    },
  });

  r.get(`${base}/download_kml/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'The simulation as KML 2.2 (target and one Placemark per opportunity with its footprint and times); WGS-84 as KML requires',
      querystring: idQuery,
      produces: ['application/vnd.google-earth.kml+xml'],
      response: {
        200: z.any().meta({ type: 'string', format: 'binary' }),
        '4xx': errorEnvelope,
        '5xx': errorEnvelope,
      },
    },
    handler: async (req, reply) => {
      const row = await findOwnSimulation(db, req.query.id, req.user!.id);
      if (!row) throw notFound();
      const lang = req.lang;
      const kml = simulationKml({
        name: row.name,
        tag: row.tag,
        target: storedTarget(row),
        opportunities: storedOpportunities(row),
        labels: {
          target: lang === 'zh' ? '目标' : 'Target',
          opportunities: lang === 'zh' ? '成像机会' : 'Imaging opportunities',
          satellite: (id) => SATELLITES.find((s) => s.id === id)?.name[lang] ?? id,
          mode: (code) => IMAGING_MODES[code as ImagingModeCode]?.name[lang] ?? String(code),
        },
      });
      return reply
        .header('Content-Type', 'application/vnd.google-earth.kml+xml; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${row.tag}.kml"; filename*=UTF-8''${encodeURIComponent(`${row.name}.kml`)}`,
        )
        .send(Buffer.from(kml, 'utf8'));
    },
  });

  r.post(`${base}/parse_file/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'The target geometry of an uploaded area file (multipart `file`: kml, kmz or zipped shapefile)',
      description:
        'Reprojects a shapefile with a .prj to WGS-84, simplifies areas over 300 vertices, then answers in the Satellite header system. Limits: api/README.md.',
      consumes: ['multipart/form-data'],
      body: z.object({ file: uploadedFile }),
      response: responses(okEnvelope(areaParseResult)),
    },
    handler: async (req, reply) => {
      const area = await importAreaFile(req.body.file.data, req.body.file.filename);
      return reply.ok([areaResponse(area, req.crs)], 'uploaded');
    },
  });
}
