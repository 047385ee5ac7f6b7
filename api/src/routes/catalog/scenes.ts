/**
 * One scene: details, quicklook (authenticated and signed), product download (signed, expiring link), export of a
 * result set (CSV, GeoJSON, KML, XLSX) and the area-file import used by "imported file" searches.
 * A sensitive or restricted scene the caller may not see answers 404 on every path. A product (package, raster)
 * goes only to a customer holding a live order for the scene, or to staff (orders/entitlement.ts): anyone else gets
 * 403 with a message, and the details and the quicklook.
 */
import { CATALOG_LIMITS } from '@portal/shared/domain';
import {
  areaFileUpload,
  areaPolygonsSchema,
  downloadLinkSchema,
  exportBody,
  quicklookLinkQuery,
  sceneDetailSchema,
} from '@portal/shared/domain/catalog';
import { z } from 'zod';
import { countScenes, findScenes } from '../../catalog/query';
import { storedQuicklook } from '../../catalog/product';
import {
  checkQuicklook,
  DOWNLOAD_TTL_SECONDS,
  linkSecret,
  productLinks,
  quicklookSigner,
  readDownloadToken,
} from '../../catalog/signing';
import { datedName, sendExport } from '../../export';
import { sceneExport } from '../../catalog/scene-export';
import { convertGeometry } from '../../geo/crs';
import { importAreaFile } from '../../geo/area-import';
import { okEnvelope, responses } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { viewerOf } from '../../http/viewer';
import { filterOf } from '../../catalog/search-filter';
import { toSummary } from '../../catalog/summary';
import { linkViewer, pictureSceneOf, visibleScene } from '../../catalog/scene-access';
import { geometryBbox } from '../../geo/bbox';
import { binary, orNotFound } from '../../http/route-parts';
import { uploadedFile } from '../../http/uploads';
import { claimProduct, ownedScenes } from '../../orders/entitlement';
import { noteProductDownloaded } from '../../tasks/delivery';
import { MAX_JOB_EXPORT_ROWS, startExportJob } from '../../catalog/export-job';
import { exportJobSchema, exportJobStatus } from '../../catalog/export-status';
import { defineRoutes } from '../deps';
import { sendProduct } from '../../catalog/package-download';

const tags = ['Archive catalog'];

export default defineRoutes((r, deps) => {
  const { db } = deps;

  /** The scene a signed download link is for, as its holder may see it now. */
  async function linkedScene(token: string) {
    const t = readDownloadToken(await linkSecret(db), token);
    if (!t) throw new ApiError(403, 'catalogLinkInvalid');
    // The permission is checked again at download time: a revoked record stops a link already issued.
    const viewer = await linkViewer(db, t.userId);
    if (!viewer) throw new ApiError(403, 'catalogLinkInvalid');
    const s = orNotFound(await visibleScene(db, t.sceneId, viewer));
    // Paid for, at the moment the bytes go: a customer's download marks their order downloaded (no refund after).
    if (!viewer.seesAll) {
      const orderId = await claimProduct(db, { userId: t.userId, sceneId: s.id });
      if (orderId === null) throw new ApiError(403, 'productNotPaid');
      await noteProductDownloaded(db, orderId, t.userId);
    }
    return s;
  }

  r.get('/catalog/scenes/:id/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogScene',
      summary: 'One archived scene',
      params: z.object({ id: z.string().max(80) }),
      response: responses(okEnvelope(sceneDetailSchema)),
    },
    handler: async (req, reply) => {
      const s = orNotFound(await visibleScene(db, req.params.id, viewerOf(req)));
      const quicklook = quicklookSigner(await linkSecret(db), req.user!.id);
      const centre = convertGeometry({ type: 'Point', coordinates: [s.cx, s.cy] }, 'WGS84', req.crs, 6)
        .coordinates as [number, number];
      const summary = toSummary(s, req.crs, quicklook);
      return reply.ok([
        {
          ...summary,
          incidence_near: s.incidence_near,
          incidence_far: s.incidence_far,
          resolution_range: s.resolution_range,
          resolution_azimuth: s.resolution_azimuth,
          // In the request's coordinate system, like the footprint; west > east across the antimeridian.
          bbox: geometryBbox(summary.footprint!),
          centre,
        },
      ]);
    },
  });

  r.get('/catalog/scenes/:id/quicklook/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'Quicklook PNG of a scene (authenticated)',
      params: z.object({ id: z.string().max(80) }),
      produces: ['image/png'],
      response: binary,
    },
    handler: async (req, reply) => {
      const s = orNotFound(await visibleScene(db, req.params.id, viewerOf(req)));
      const png = await storedQuicklook(deps.storage, pictureSceneOf(s));
      return reply
        .header('Content-Type', 'image/png')
        .header('Cache-Control', 'private, max-age=3600')
        .send(png);
    },
  });

  r.get('/catalog/quicklook/:file', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Quicklook PNG through a signed link made for one viewer (the quicklook_url of search results)',
      params: z.object({
        file: z
          .string()
          .max(90)
          .regex(/\.png$/),
      }),
      querystring: quicklookLinkQuery,
      produces: ['image/png'],
      response: binary,
    },
    handler: async (req, reply) => {
      const id = req.params.file.replace(/\.png$/, '');
      const { u, exp, sig } = req.query;
      if (!checkQuicklook(await linkSecret(db), { id, userId: u, exp, sig }))
        throw new ApiError(403, 'catalogLinkInvalid');
      const viewer = await linkViewer(db, u);
      if (!viewer) throw new ApiError(403, 'catalogLinkInvalid');
      const s = orNotFound(await visibleScene(db, id, viewer));
      const png = await storedQuicklook(deps.storage, pictureSceneOf(s));
      return (
        reply
          .header('Content-Type', 'image/png')
          // A public scene's picture may be cached for the link's hour; others are re-checked on every view.
          .header(
            'Cache-Control',
            s.classification === 'public' ? 'private, max-age=3600' : 'private, no-cache',
          )
          .send(png)
      );
    },
  });

  r.post('/catalog/scenes/:id/download/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogSceneDownloadLink',
      summary: `A signed link to the scene's product package (zip, SAMPLE product), valid ${DOWNLOAD_TTL_SECONDS / 60} minutes: for a scene the caller holds a live order for, or for staff (403 otherwise)`,
      params: z.object({ id: z.string().max(80) }),
      response: responses(okEnvelope(downloadLinkSchema)),
    },
    handler: async (req, reply) => {
      const viewer = viewerOf(req);
      const s = orNotFound(await visibleScene(db, req.params.id, viewer));
      if (!viewer.seesAll && !(await ownedScenes(db, req.user!.id, [s.id])).has(s.id))
        throw new ApiError(403, 'productNotPaid');
      const links = productLinks(await linkSecret(db), s.id, req.user!.id);
      return reply.ok([{ url: links.package, expires_at: links.expiresAt.toISOString() }]);
    },
  });

  r.get('/catalog/download/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Product package through a signed, expiring link (zip)',
      params: z.object({ token: z.string().max(400) }),
      produces: ['application/zip'],
      response: binary,
    },
    handler: async (req, reply) => {
      const scene = await linkedScene(req.params.token);
      const maxPx = deps.config.productMaxPixels;
      return sendProduct(req, reply, deps.storage, { scene, file: 'package', maxPx }, 'no-store');
    },
  });

  r.get('/catalog/download/:token/raster.tif', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        "The product raster alone (Cloud Optimized GeoTIFF: sigma0 in dB, Float32, EPSG:4326, at the imaging mode's pixel spacing) through the same signed, expiring link; Range requests read parts of it (GDAL /vsicurl/, STAC clients)",
      params: z.object({ token: z.string().max(400) }),
      produces: ['image/tiff'],
      response: binary,
    },
    handler: async (req, reply) => {
      const scene = await linkedScene(req.params.token);
      const maxPx = deps.config.productMaxPixels;
      return sendProduct(req, reply, deps.storage, { scene, file: 'raster', maxPx }, 'no-store');
    },
  });

  r.post('/catalog/export/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogExport',
      summary: `Export a search's result set as CSV, GeoJSON, KML or XLSX; geometries in WGS-84 (EPSG:4326) whatever the Satellite header, the CSV's and XLSX's in a WKT column. Up to ${CATALOG_LIMITS.maxExportRows} scenes the file is the answer; above, the export runs as a job (up to ${MAX_JOB_EXPORT_ROWS} scenes): 202 with the job, whose state and progress GET /api/jobs/{id}/ gives, and an alert brings the file's link when it is ready`,
      body: exportBody,
      produces: [
        'text/csv',
        'application/geo+json',
        'application/vnd.google-earth.kml+xml',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
      response: { ...binary, 202: okEnvelope(exportJobSchema) },
    },
    handler: async (req, reply) => {
      const filter = await filterOf(db, req.body, req.crs);
      const viewer = viewerOf(req);
      const name = datedName('scenes');
      const { total } = await countScenes(db, filter, viewer);
      // Above the inline limit (never above the rows a request may carry) the export is a job.
      if (total > Math.min(deps.config.jobs.exportInlineRows, CATALOG_LIMITS.maxExportRows)) {
        const user = req.user!;
        const id = await db.transaction((tx) =>
          startExportJob(tx, {
            userId: user.id,
            permitted: viewer.permitted ?? false,
            body: req.body,
            crs: req.crs,
            total,
            fileName: name,
          }),
        );
        return reply.code(202).ok([(await exportJobStatus(db, id, user.id))!], 'exportQueued');
      }
      const { rows } = await findScenes(db, filter, viewer, {
        order: req.body.sort === 'oldest' ? 'asc' : 'desc',
        limit: CATALOG_LIMITS.maxExportRows,
        geometry: true,
        decimals: 6,
      });
      const quicklook = quicklookSigner(await linkSecret(db), req.user!.id);
      // Geometries stay WGS-84 in files (see catalog/scene-export.ts), whatever the Satellite header.
      const scenes = rows.map((x) => toSummary(x, 'WGS84', quicklook));
      return sendExport(reply, await sceneExport(scenes, req.body.format, name), name);
    },
  });

  r.post('/catalog/area_file/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      operationId: 'catalogAreaFile',
      summary:
        'Read an area file (KML, KMZ or zipped SHP) into polygons to search with (as a `polygon` area)',
      consumes: ['multipart/form-data'],
      body: areaFileUpload(uploadedFile),
      response: responses(okEnvelope(areaPolygonsSchema)),
    },
    handler: async (req, reply) => {
      const { file } = req.body;
      const area = await importAreaFile(file.data, file.filename);
      return reply.ok([
        {
          geometry: convertGeometry(area.geometry, 'WGS84', req.crs, 7),
          name: area.name,
          vertex_count: area.vertexCount,
          simplified: area.simplified,
        },
      ]);
    },
  });
});
