/**
 * A signed-in person's API keys (issue 35): create one (its text is answered this once), list them (never the key)
 * and revoke one. These routes are a person's own: no key can call them (auth/key-scopes.ts lists none of them).
 * Creating and revoking are audited, with the key's name, prefix and scopes, never the key.
 */
import {
  API_KEY_LIMITS,
  API_KEY_SCOPE_ROLES,
  apiKeyIdParams,
  apiKeySchema,
  createApiKeyBody,
  createdApiKeySchema,
  type ApiKey,
} from '@portal/shared/domain/api-keys';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newApiKey } from '../../auth/api-keys';
import { writeAudit } from '../../audit/log';
import { auditOf } from '../../audit/request';
import { messageOnly, okEnvelope, responses } from '../../http/envelope';
import { ApiError, badRequest, notFound, unprocessable } from '../../http/errors';
import type { Deps } from '../deps';

const tags = ['API keys'];
const COLUMNS = `id, name, prefix, scopes, created_at, expires_at, last_used_at, last_used_ip`;

interface KeyRow {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const toApiKey = (r: KeyRow): ApiKey => ({
  id: Number(r.id),
  name: r.name,
  prefix: r.prefix,
  scopes: r.scopes as ApiKey['scopes'],
  created_at: new Date(r.created_at).toISOString(),
  expires_at: iso(r.expires_at),
  last_used_at: iso(r.last_used_at),
  last_used_ip: r.last_used_ip,
});
/** What the audit log keeps of a key: enough to know it again, nothing to use it with. */
const audited = (k: ApiKey) => ({ key_id: k.id, name: k.name, prefix: k.prefix, scopes: k.scopes });

export default async function apiKeyRoutes(app: FastifyInstance, deps: Deps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/user/api_keys/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'apiKeyCreate',
      summary: 'Create an API key; the key is in this answer only (data[0].key), store it now',
      body: createApiKeyBody,
      response: responses(okEnvelope(createdApiKeySchema)),
    },
    handler: async (req, reply) => {
      const b = req.body;
      const me = req.user!;
      const refused = b.scopes.find((s) => {
        const roles = API_KEY_SCOPE_ROLES[s];
        return roles && !roles.includes(req.roleGroup!);
      });
      if (refused)
        throw new ApiError(403, 'apiKeyIngestStaffOnly', [{ field: 'scopes', key: 'apiKeyIngestStaffOnly' }]);
      const expiresAt = b.expires_at ? new Date(b.expires_at) : null;
      if (expiresAt && !(expiresAt.getTime() > Date.now()))
        throw badRequest([{ field: 'expires_at', key: 'apiKeyExpiryPast' }]);
      const scopes = [...new Set(b.scopes)];
      const { key, prefix, hash } = newApiKey();
      const created = await db.transaction(async (tx) => {
        // The owner's row is locked so that two creations at once cannot both pass the count.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [me.id]);
        const { rows: live } = await tx.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL',
          [me.id],
        );
        if (live[0].n >= API_KEY_LIMITS.maxKeysPerUser) throw unprocessable('apiKeyLimit');
        const { rows } = await tx.query<KeyRow>(
          `INSERT INTO api_keys (user_id, name, prefix, key_hash, scopes, expires_at)
           VALUES ($1, $2, $3, $4, $5::text[], $6) RETURNING ${COLUMNS}`,
          [me.id, b.name, prefix, hash, scopes, expiresAt],
        );
        const made = toApiKey(rows[0]);
        await writeAudit(tx, auditOf(req, 'user.api_key_create', me.id, undefined, audited(made)));
        return made;
      });
      return reply.ok([{ ...created, key }], 'apiKeyCreated');
    },
  });

  r.get('/user/api_keys/', {
    config: { access: 'user' },
    schema: {
      tags,
      operationId: 'apiKeyList',
      summary: "The caller's keys that are not revoked, newest first (never the key itself)",
      response: responses(okEnvelope(apiKeySchema)),
    },
    handler: async (req, reply) => {
      const { rows } = await db.query<KeyRow>(
        `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC`,
        [req.user!.id],
      );
      return reply.ok(rows.map(toApiKey));
    },
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
      const me = req.user!;
      await db.transaction(async (tx) => {
        // One revocation however many arrive at once: the first takes the row, the others find it revoked.
        const { rows } = await tx.query<KeyRow>(
          `UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
           RETURNING ${COLUMNS}`,
          [req.params.id, me.id],
        );
        if (!rows[0]) throw notFound();
        await writeAudit(
          tx,
          auditOf(req, 'user.api_key_revoke', me.id, audited(toApiKey(rows[0])), undefined),
        );
      });
      return reply.ok([], 'apiKeyRevoked');
    },
  });
}
