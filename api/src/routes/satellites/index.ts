/**
 * Satellites and their orbital elements: GET /commodity/satellites/ (signed-in users) and staff uploads of real
 * TLE / 3LE text (POST /commodity/satellites/tle/); the rules and SQL are api/src/satellites/satellites.ts.
 */
import { satelliteItemSchema, tleUploadBody, tleUploadItemSchema } from '@portal/shared/domain/satellites';
import { SATELLITES } from '@portal/shared/orbit';
import { STAFF } from '../../http/access';
import { okEnvelope, responses } from '../../http/envelope';
import { constellation, uploadTles } from '../../satellites/satellites';
import { defineRoutes } from '../deps';

export default defineRoutes((r, { db }) => {
  const tags = ['Satellites'];

  r.get('/commodity/satellites/', {
    config: { access: 'user', keyScopes: ['catalog:read', 'tasking:write'] },
    schema: {
      tags,
      summary: 'The constellation (the satellites orders anchor on): imaging modes and the TLE in use',
      response: responses(okEnvelope(satelliteItemSchema)),
    },
    handler: async (req, reply) => reply.ok(await constellation(db, req.lang)),
  });

  r.post('/commodity/satellites/tle/', {
    config: { access: STAFF },
    schema: {
      tags,
      summary:
        'Upload TLE or 3LE text (staff). Checksums and columns are validated; an epoch older than 7 days is accepted with a warning',
      description:
        'Each element set is matched to a satellite by `satellite_id` (one set only), or by its 3LE title line naming the satellite ' +
        `(${[SATELLITES[0].id, SATELLITES[0].name.en, SATELLITES[0].name.zh].join(', ')}, …). The newest uploaded epoch of a satellite replaces its synthetic elements from then on.`,
      body: tleUploadBody,
      response: responses(okEnvelope(tleUploadItemSchema)),
    },
    handler: async (req, reply) => {
      const data = await uploadTles(db, req.user!.id, req.lang, req.body);
      return reply.ok(data, data.some((d) => d.stale) ? 'tleUploadedStale' : 'tleUploaded');
    },
  });
});
