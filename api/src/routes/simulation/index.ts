/**
 * Simulation API (docs/requirements.md §7): access prediction for a target over the stored TLEs (shared/orbit searchAccess),
 * kept per user. Coordinates in requests and responses follow the Satellite header (GCJ-02 default, WGS-84);
 * the database holds WGS-84. A user sees, renames and deletes only their own simulations (others' are 404).
 * The prediction, its passes and the SQL are api/src/simulation's; the contract is shared/domain/simulation.
 */
import {
  simulationDetail,
  simulationIdQuery,
  simulationRename,
  simulationSummary,
  simulationTag,
} from '@portal/shared/domain/simulation';
import { pageQuerySchema } from '@portal/shared/domain/paging';
import {
  decodeCursor,
  fileResponses,
  listEnvelope,
  messageOnly,
  okEnvelope,
  responses,
} from '../../http/envelope';
import { notFound } from '../../http/errors';
import { areaFileAnswer, areaFileSchema } from '../../schemas/area-file-answer';
import { defineRoutes } from '../deps';
import { kmlOfSimulation } from '../../simulation/kml';
import { runSimulation, simulationBody } from '../../simulation/run';
import {
  deleteOwnSimulation,
  findOwnSimulation,
  listOwnSimulations,
  ownSimulationTag,
  renameOwnSimulation,
  toDetail,
  toSummary,
} from '../../simulation/store';
import { idParam, orNotFound, pageAnswer } from '../../http/route-parts';
import { withSchedule } from '../../offer/simulation-schedule';

export default defineRoutes((r, { db }) => {
  const tags = ['Simulation'];
  /** A simulation's passes with how each stands against the tasks planned now. */
  const scheduled = async <D extends { opportunities: Parameters<typeof withSchedule>[2][number][] }>(
    d: D,
    userId: number,
  ) => ({ ...d, opportunities: await withSchedule(db, userId, d.opportunities) });
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
      const row = await runSimulation(db, req.body, { userId: req.user!.id, crs: req.crs, lang: req.lang });
      return reply.ok([await scheduled(toDetail(row, req.crs), req.user!.id)], 'simulated');
    },
  });

  r.get(`${base}/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's simulations, newest first (without opportunities; GET /simulation/{id}/ has them)",
      querystring: pageQuerySchema,
      response: responses(listEnvelope(simulationSummary)),
    },
    handler: async (req, reply) => {
      const q = req.query;
      const offset = decodeCursor(q.cursor, q.page, q.size);
      const { rows, total } = await listOwnSimulations(db, req.user!.id, q.size, offset);
      return pageAnswer(reply.ok(rows.map((x) => toSummary(x, req.crs))), offset, q.size, total);
    },
  });

  r.get(`${base}/:id/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "One of the caller's simulations with its opportunities (404 for anyone else's)",
      params: idParam,
      response: responses(okEnvelope(simulationDetail)),
    },
    handler: async (req, reply) => {
      const row = orNotFound(await findOwnSimulation(db, req.params.id, req.user!.id));
      return reply.ok([await scheduled(toDetail(row, req.crs), req.user!.id)]);
    },
  });

  r.delete(`${base}/:id/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Delete one of the caller's simulations (404 for anyone else's)",
      params: idParam,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      if (!(await deleteOwnSimulation(db, req.params.id, req.user!.id))) throw notFound();
      return reply.ok([], 'deleted');
    },
  });

  r.post(`${base}/update_name/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Rename one of the caller's simulations",
      body: simulationRename,
      response: responses(okEnvelope(simulationSummary)),
    },
    handler: async (req, reply) => {
      const row = orNotFound(await renameOwnSimulation(db, req.body.id, req.user!.id, req.body.name));
      return reply.ok([toSummary(row, req.crs)], 'saved');
    },
  });

  r.get(`${base}/simulation_tag/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The tag of one of the caller's simulations (the reference a tasking order carries)",
      querystring: simulationIdQuery,
      response: responses(okEnvelope(simulationTag)),
    },
    handler: async (req, reply) => {
      const tag = orNotFound(await ownSimulationTag(db, req.query.id, req.user!.id));
      return reply.ok([tag]);
    },
  });

  r.get(`${base}/download_kml/`, {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        'The simulation as KML 2.2 (target and one Placemark per opportunity with its footprint and times); WGS-84 as KML requires',
      querystring: simulationIdQuery,
      produces: ['application/vnd.google-earth.kml+xml'],
      response: fileResponses,
    },
    handler: async (req, reply) => {
      const row = orNotFound(await findOwnSimulation(db, req.query.id, req.user!.id));
      const kml = kmlOfSimulation(row, req.lang);
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
      ...areaFileSchema,
    },
    handler: async (req, reply) => areaFileAnswer(reply, req.body.file, req.crs),
  });
});
