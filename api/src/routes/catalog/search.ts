/**
 * Archive search (contract: shared/src/domain/catalog.ts and ./README.md): POST /api/catalog/search/.
 * Coordinates in the request's `Satellite` system; keyset pagination; totals exact ≤ 10 000.
 */
import { searchBody, sceneSummarySchema } from '@portal/shared/domain/catalog';
import { decodeKeyset, encodeKeyset, searchScenes } from '../../catalog/query';
import { filterOf } from '../../catalog/search-filter';
import { linkSecret, quicklookSigner } from '../../catalog/signing';
import { summaryJson } from '../../catalog/summary';
import { listEnvelope, responses } from '../../http/envelope';
import { ApiError } from '../../http/errors';
import { viewerOf } from '../../http/viewer';
import { defineRoutes } from '../deps';

/** Cursor = keyset + the total of the first page (later pages do not count again). */
function encodeCursor(k: { t: string; id: string }, total: number, exact: boolean) {
  return `${encodeKeyset(k)}.${total}.${exact ? 1 : 0}`;
}

function decodeCursor(c: string) {
  const [ks, total, exact] = c.split('.');
  const k = decodeKeyset(ks ?? '');
  if (!k || !/^\d+$/.test(total ?? ''))
    throw new ApiError(400, 'invalidValue', [{ field: 'cursor', key: 'invalidValue' }]);
  return { keyset: k, total: Number(total), exact: exact === '1' };
}

export default defineRoutes((r, deps) => {
  const { db } = deps;

  r.post('/catalog/search/', {
    config: { access: 'user', keyScopes: ['catalog:read'] },
    schema: {
      tags: ['Archive catalog'],
      operationId: 'catalogSearch',
      summary:
        'Search archived scenes by area (rectangle, polygon, circle, region, place, imported file) and/or image IDs, with filters',
      body: searchBody,
      response: responses(listEnvelope(sceneSummarySchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const cursor = b.cursor ? decodeCursor(b.cursor) : null;
      const filter = await filterOf(db, b, req.crs);
      const viewer = viewerOf(req);
      const order = b.sort === 'oldest' ? 'asc' : 'desc';
      const [secret, page] = await Promise.all([
        linkSecret(db),
        // A later page: the first page's total (from the cursor; bounded, since a client can write any) sizes its slices.
        deps.searches.run(() =>
          searchScenes(
            db,
            filter,
            viewer,
            { order, limit: b.size, after: cursor?.keyset, geometry: b.geometry },
            !cursor,
            cursor ? Math.min(cursor.total, 10_000_000) : undefined,
          ),
        ),
      ]);
      const total = cursor?.total ?? page.total?.total ?? 0;
      const exact = cursor?.exact ?? page.total?.exact ?? true;
      const quicklook = quicklookSigner(secret, req.user!.id);
      const data = page.rows.map((row) => summaryJson(row, req.crs, quicklook)).join(',');
      const head = JSON.stringify({ code: 0, msg: reply.ok([]).msg });
      const tail = JSON.stringify({
        total,
        total_exact: exact,
        next: page.next ? encodeCursor(page.next, total, exact) : null,
      });
      // Hot path: the body is written to the schema above as JSON text, not re-validated on the way out.
      return reply
        .type('application/json; charset=utf-8')
        .serializer((text: string) => text)
        .send(`${head.slice(0, -1)},"data":[${data}],${tail.slice(1)}` as never);
    },
  });
});
