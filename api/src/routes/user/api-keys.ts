/**
 * A signed-in person's API keys: create, list and revoke (the rules and SQL are api/src/users/api-keys.ts). These
 * routes are a person's own: no key can call them (none of them declares config.keyScopes).
 */
import {
  apiKeyIdParams,
  apiKeySchema,
  createApiKeyBody,
  createdApiKeySchema,
} from '@portal/shared/domain/api-keys';
import { messageOnly, okEnvelope, responses } from '../../http/envelope';
import { createKey, listKeys, revokeKey } from '../../users/api-keys';
import { defineRoutes } from '../deps';

const tags = ['API keys'];

export default defineRoutes((r, { db }) => {
  r.post('/user/api_keys/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'apiKeyCreate',
      summary: 'Create an API key; the key is in this answer only (data[0].key), store it now',
      body: createApiKeyBody,
      response: responses(okEnvelope(createdApiKeySchema)),
    },
    handler: async (req, reply) => reply.ok([await createKey(db, req, req.body)], 'apiKeyCreated'),
  });

  r.get('/user/api_keys/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'apiKeyList',
      summary: "The caller's keys that are not revoked, newest first (never the key itself)",
      response: responses(okEnvelope(apiKeySchema)),
    },
    handler: async (req, reply) => reply.ok(await listKeys(db, req.user!.id)),
  });

  r.delete('/user/api_keys/:id/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'apiKeyRevoke',
      summary:
        "Revoke one of the caller's keys: requests with it are refused at once (404 for anyone else's)",
      params: apiKeyIdParams,
      response: responses(messageOnly),
    },
    handler: async (req, reply) => {
      await revokeKey(db, req, req.params.id);
      return reply.ok([], 'apiKeyRevoked');
    },
  });
});
