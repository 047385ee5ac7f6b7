/**
 * STAC API Transactions (https://github.com/stac-api-extensions/transaction) on the archive's collection, for staff:
 * the ground segment adds scenes as they are processed (POST of an Item or an ItemCollection), replaces a scene's
 * Item (PUT) and deletes one (DELETE). Each change is audited in its own transaction. Answers are STAC documents and
 * errors {code, msg, errors}, not the portal envelope. The work is done in src/stac/transactions.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stacItemBody } from '@portal/shared/domain/stac';
import { z } from 'zod';
import { writeAudit } from '../../audit/log';
import { STAFF } from '../../http/access';
import { notFound } from '../../http/errors';
import { viewerOf } from '../../http/viewer';
import { COLLECTION_ID, collectionUrl } from '../../stac/constants';
import { findItem } from '../../stac/search';
import {
  deleteItem,
  ingestItem,
  ingestItems,
  type Ingested,
  type SceneRecord,
} from '../../stac/transactions';
import type { Deps } from '../deps';

const collectionParams = z.object({ collectionId: z.string().max(80) });
const itemParams = z.object({ collectionId: z.string().max(80), itemId: z.string().max(80) });
const itemBody = stacItemBody;

export default async function stacTransactionRoutes(app: FastifyInstance, deps: Deps) {
  // In a context of their own, so that their bodies may also be sent as GeoJSON (application/geo+json), as OGC API
  // Features part 4 sends them, without changing what the rest of the API accepts.
  await app.register(async (scoped) => routes(scoped, deps));
}

async function routes(app: FastifyInstance, deps: Deps) {
  app.addContentTypeParser(
    'application/geo+json',
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['STAC API'];
  const origin = deps.config.publicUrl;
  const itemUrl = (id: string) => `${collectionUrl(origin)}/items/${encodeURIComponent(id)}`;

  const audit = (
    req: FastifyRequest,
    action: string,
    before: SceneRecord | null,
    after: SceneRecord | null,
  ) => ({
    actor: { id: req.user!.id, username: req.user!.username },
    action,
    subject: { type: 'scene' as const, id: 0 },
    before: before ?? undefined,
    after: after ?? undefined,
  });

  /** The Item as the caller now reads it through GET …/items/{id}. */
  const itemOf = async (req: FastifyRequest, id: string) =>
    findItem(db, id, viewerOf(req), {
      origin,
      userId: req.user!.id,
      productMaxPixels: deps.config.productMaxPixels,
    });

  r.post('/stac/collections/:collectionId/items', {
    config: { access: STAFF, keyScopes: ['ingest'] },
    schema: {
      tags,
      summary:
        'Add a scene to the archive from a STAC Item (201 with its Location), or several from an ItemCollection, all or none (staff)',
      params: collectionParams,
      body: itemBody,
      response: { 201: z.any().describe('The Item as served, or the ItemCollection of the Items added') },
    },
    handler: async (req, reply) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      const body = req.body as Record<string, unknown>;
      const collection = req.params.collectionId;
      if (body.type === 'FeatureCollection') {
        const added = await db.transaction(async (tx) => {
          const items = await ingestItems(tx, body, { collection });
          for (const i of items) await writeAudit(tx, audit(req, 'scene.ingest', null, i.after));
          return items;
        });
        const features = await Promise.all(added.map((i) => itemOf(req, i.id)));
        return reply
          .code(201)
          .type('application/geo+json')
          .send({ type: 'FeatureCollection', features, numberReturned: features.length });
      }
      const added: Ingested = await db.transaction(async (tx) => {
        const item = await ingestItem(tx, body, { replace: false, collection });
        await writeAudit(tx, audit(req, 'scene.ingest', null, item.after));
        return item;
      });
      return reply
        .code(201)
        .header('Location', itemUrl(added.id))
        .type('application/geo+json')
        .send(await itemOf(req, added.id));
    },
  });

  r.put('/stac/collections/:collectionId/items/:itemId', {
    config: { access: STAFF, keyScopes: ['ingest'] },
    schema: {
      tags,
      summary:
        "Replace a scene's Item (404 for an unknown id; the body's id and collection must match the address) (staff)",
      params: itemParams,
      body: itemBody,
      response: { 200: z.any().describe('The Item as served') },
    },
    handler: async (req, reply) => {
      const { collectionId, itemId } = req.params;
      if (collectionId !== COLLECTION_ID) throw notFound();
      const replaced = await db.transaction(async (tx) => {
        const item = await ingestItem(tx, req.body, { replace: true, collection: collectionId, id: itemId });
        await writeAudit(tx, audit(req, 'scene.replace', item.before, item.after));
        return item;
      });
      return reply.type('application/geo+json').send(await itemOf(req, replaced.id));
    },
  });

  r.delete('/stac/collections/:collectionId/items/:itemId', {
    config: { access: STAFF, keyScopes: ['ingest'] },
    schema: {
      tags,
      summary:
        'Delete a scene from the archive (409 while an order holds it: orders and their downloads stay whole) (staff)',
      params: itemParams,
      response: { 204: z.null().describe('Deleted') },
    },
    handler: async (req, reply) => {
      const { collectionId, itemId } = req.params;
      if (collectionId !== COLLECTION_ID) throw notFound();
      await db.transaction(async (tx) => {
        const before = await deleteItem(tx, itemId);
        await writeAudit(tx, audit(req, 'scene.delete', before, null));
      });
      return reply.code(204).send();
    },
  });
}
