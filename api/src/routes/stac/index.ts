/**
 * STAC API 1.0 over the archive (docs/architecture.md §6): landing page, conformance, collections, items, item search
 * (GET and POST) with bbox, intersects, datetime, ids, filter (CQL2 JSON subset), sortby and fields; SAR, sat and
 * view extension fields. STAC speaks GeoJSON (RFC 7946), so coordinates here are always WGS-84. Sensitive scenes
 * follow the catalog's permission rules. Responses are STAC documents, not the portal envelope.
 * The documents and the search are built in src/stac; this module declares the routes.
 */
import type { FastifyRequest } from 'fastify';
import { stacItemsQuery, stacSearchQuery } from '@portal/shared/domain/stac';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import {
  collectionDocument,
  collectionsDocument,
  conformanceDocument,
  landingPage,
  readExtent,
} from '../../stac/collections';
import { COLLECTION_ID } from '../../stac/constants';
import { queryablesDocument } from '../../stac/queryables';
import { parseSearchInput, searchBodyOfQuery, type SearchInput } from '../../stac/request';
import { findItem, searchItems } from '../../stac/search';
import { defineRoutes } from '../deps';
import stacTransactionRoutes from './transactions';
import { viewerOf } from '../../http/viewer';
import { orNotFound } from '../../http/route-parts';

/** The query strings of item search (GET) and of a collection's items (shared/src/domain/stac.ts). */
const itemsQuery = stacItemsQuery;
const searchQuery = stacSearchQuery;

export default defineRoutes(async (r, deps) => {
  const { db } = deps;
  const tags = ['STAC API'];
  // Links name the configured public address (PUBLIC_URL), never the request's Host or X-Forwarded-Host.
  const origin = deps.config.publicUrl;
  const stacDoc = { 200: z.any().describe('STAC document') };

  const search = (
    req: FastifyRequest,
    input: SearchInput,
    method: 'GET' | 'POST',
    collectionScoped = false,
  ) =>
    searchItems(
      { db, searches: deps.searches, origin, productMaxPixels: deps.config.productMaxPixels },
      { input, viewer: viewerOf(req), userId: req.user!.id, method, url: req.url, collectionScoped },
    );

  await stacTransactionRoutes(r, deps); // POST, PUT and DELETE of Items (staff)

  r.get('/stac', {
    config: { access: 'public', keyScopes: ['catalog:read'] },
    schema: { tags, summary: 'STAC landing page', response: stacDoc },
    handler: async () => landingPage(origin),
  });

  r.get('/stac/conformance', {
    config: { access: 'public', keyScopes: ['catalog:read'] },
    schema: { tags, summary: 'STAC conformance classes', response: stacDoc },
    handler: async () => conformanceDocument(),
  });

  r.get('/stac/queryables', {
    config: { access: 'public', keyScopes: ['catalog:read'] },
    schema: { tags, summary: 'Queryable properties of the CQL2 filter', response: stacDoc },
    handler: async () => queryablesDocument(origin),
  });

  r.get('/stac/collections', {
    config: { access: 'public', keyScopes: ['catalog:read'] },
    schema: { tags, summary: 'STAC collections', response: stacDoc },
    handler: async () => collectionsDocument(origin, await readExtent(db)),
  });

  r.get('/stac/collections/:collectionId', {
    config: { access: 'public', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'One STAC collection',
      params: z.object({ collectionId: z.string().max(80) }),
      response: stacDoc,
    },
    handler: async (req) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      return collectionDocument(origin, await readExtent(db));
    },
  });

  r.get('/stac/collections/:collectionId/items', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'Items of a collection (bbox, datetime, limit, token)',
      params: z.object({ collectionId: z.string().max(80) }),
      querystring: itemsQuery,
      response: stacDoc,
    },
    handler: async (req, reply) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      const q = req.query as Record<string, string>;
      const input = parseSearchInput(
        searchBodyOfQuery({ bbox: q.bbox, datetime: q.datetime, limit: q.limit, token: q.token }),
        'query',
      );
      return reply.type('application/geo+json').send(await search(req, input, 'GET', true));
    },
  });

  r.get('/stac/collections/:collectionId/items/:itemId', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'One STAC item',
      params: z.object({ collectionId: z.string().max(80), itemId: z.string().max(80) }),
      response: stacDoc,
    },
    handler: async (req, reply) => {
      if (req.params.collectionId !== COLLECTION_ID) throw notFound();
      const item = orNotFound(
        await findItem(db, req.params.itemId, viewerOf(req), {
          origin,
          userId: req.user!.id,
          productMaxPixels: deps.config.productMaxPixels,
        }),
      );
      return reply.type('application/geo+json').send(item);
    },
  });

  r.get('/stac/search', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags,
      summary: 'STAC item search (GET)',
      querystring: searchQuery,
      response: stacDoc,
    },
    handler: async (req, reply) => {
      const input = parseSearchInput(searchBodyOfQuery(req.query as Record<string, string>), 'query');
      return reply.type('application/geo+json').send(await search(req, input, 'GET'));
    },
  });

  r.post('/stac/search', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: { tags, summary: 'STAC item search (POST)', body: z.any(), response: stacDoc },
    handler: async (req, reply) => {
      const input = parseSearchInput(req.body ?? {}, 'body');
      return reply.type('application/geo+json').send(await search(req, input, 'POST'));
    },
  });
});
