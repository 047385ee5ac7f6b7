/** Downloading an order's products: signed, expiring links (resumable), and a manifest of them for a download manager. */
import { downloadLinks, downloadOrderBody, manifestQuery } from '@portal/shared/domain/orders';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { linkViewer, visibleScene } from '../../catalog/scene-access';
import { linkSecret } from '../../catalog/signing';
import { okEnvelope, responses } from '../../http/envelope';
import { ApiError, notFound } from '../../http/errors';
import { binary, orNotFound } from '../../http/route-parts';
import { claimProduct } from '../../orders/entitlement';
import {
  fileLink,
  manifestLink,
  metalink,
  readFileLink,
  readManifestLink,
  urlList,
} from '../../orders/links';
import { findOrder } from '../../orders/orders';
import { noteProductDownloaded } from '../../tasks/delivery';
import { defineRoutes } from '../deps';
import { sendProduct } from '../../catalog/package-download';
import { tags } from './common';

const tokenParam = z.object({ token: z.string().max(500) });

export default defineRoutes((r, deps) => {
  const { db } = deps;

  r.post('/commodity/orders/download/', {
    config: { access: 'user', keyScopes: ['orders:write'] },
    schema: {
      tags,
      operationId: 'orderDownload',
      summary:
        "Signed links (1 h) to an order's product packages, resumable (HTTP Range), and a manifest of them all",
      body: downloadOrderBody,
      response: responses(okEnvelope(downloadLinks)),
    },
    handler: async (req, reply) => {
      const owner = req.roleGroup === 'staff' ? null : req.user!.id;
      const order = orNotFound(await findOrder(db, req.body.id, owner, req.lang));
      // An organisation's order waiting for approval is not paid yet (docs/organisations.md "Approvals").
      if (order.status === 'cancelled' || order.awaiting_approval)
        throw new ApiError(422, 'orderNotDownloadable', [{ field: 'id', key: 'orderNotDownloadable' }]);
      const scenes = req.body.scene_id ? [req.body.scene_id] : order.scene_ids;
      if (!scenes.every((s) => order.scene_ids.includes(s))) throw notFound();
      const secret = await linkSecret(db);
      const links = scenes.map((s) => {
        const l = fileLink(secret, order.id, s, req.user!.id);
        return { scene_id: s, url: l.url, expires_at: l.expiresAt.toISOString() };
      });
      return reply.ok([{ links, manifest_url: manifestLink(secret, order.id, req.user!.id) }]);
    },
  });

  /** The order a link names, if its customer (or a staff member who issued it) may still have it. */
  async function linkedOrder(req: FastifyRequest, orderId: number, userId: number) {
    const viewer = await linkViewer(db, userId);
    if (!viewer) return null;
    const order = await findOrder(db, orderId, viewer.seesAll ? null : userId, req.lang);
    return order && order.status !== 'cancelled' && !order.awaiting_approval ? { order, viewer } : null;
  }

  r.get('/commodity/orders/file/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A product package through a signed, expiring link (zip); Range requests resume it',
      params: tokenParam,
      produces: ['application/zip'],
      response: binary,
    },
    handler: async (req, reply) => {
      const link = readFileLink(await linkSecret(db), req.params.token);
      if (!link) throw new ApiError(403, 'catalogLinkInvalid');
      const found = await linkedOrder(req, link.orderId, link.userId);
      if (!found || !found.order.scene_ids.includes(link.sceneId))
        throw new ApiError(403, 'catalogLinkInvalid');
      const scene = orNotFound(await visibleScene(db, link.sceneId, found.viewer));
      // The customer's own download takes the product under the order's lock: a cancel (and refund) sent at the same
      // time comes either first, and the link is refused, or after, and finds the order downloaded. Staff reading a
      // customer's order leave it as it is.
      if (found.order.user_id === link.userId) {
        const claimed = await claimProduct(db, {
          userId: link.userId,
          sceneId: link.sceneId,
          orderId: link.orderId,
        });
        if (claimed === null) throw new ApiError(403, 'catalogLinkInvalid');
        await noteProductDownloaded(db, link.orderId, link.userId);
      }
      return sendProduct(
        req,
        reply,
        deps.storage,
        { scene, file: 'package', maxPx: deps.config.productMaxPixels },
        'private, no-store',
      );
    },
  });

  r.get('/commodity/orders/manifest/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Every product link of an order, as a Metalink 4 file (default) or a plain list of URLs (format=txt)',
      params: tokenParam,
      querystring: manifestQuery,
      produces: ['application/metalink4+xml', 'text/plain'],
      response: binary,
    },
    handler: async (req, reply) => {
      const secret = await linkSecret(db);
      const link = readManifestLink(secret, req.params.token);
      if (!link) throw new ApiError(403, 'catalogLinkInvalid');
      const found = await linkedOrder(req, link.orderId, link.userId);
      if (!found) throw new ApiError(403, 'catalogLinkInvalid');
      const base = deps.config.publicUrl;
      const entries = found.order.scene_ids.map((s) => ({
        name: `${s}_SAMPLE.zip`,
        url: `${base}${fileLink(secret, found.order.id, s, link.userId).url}`,
      }));
      const txt = req.query.format === 'txt';
      return reply
        .header('Content-Type', txt ? 'text/plain; charset=utf-8' : 'application/metalink4+xml')
        .header(
          'Content-Disposition',
          `attachment; filename="${found.order.order_no}.${txt ? 'txt' : 'meta4'}"`,
        )
        .header('Cache-Control', 'private, no-store')
        .send(txt ? urlList(entries) : metalink(entries));
    },
  });
});
