/**
 * A person's API keys (docs/requirements.md §1.6): create one (its text is answered this once), list them (never
 * the key) and revoke one. Creating and revoking are audited, with the key's name, prefix and scopes, never the key.
 */
import { API_KEY_LIMITS, API_KEY_SCOPE_ROLES, type ApiKey } from '@portal/shared/domain/api-keys';
import type { createApiKeyBody } from '@portal/shared/domain/api-keys';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newApiKey } from '../auth/api-keys';
import { writeAudit } from '../audit/log';
import { auditOf } from '../audit/request';
import type { Db, Queryable } from '../db';
import { ApiError, badRequest, notFound, unprocessable } from '../http/errors';

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

/** A new key of the caller's, with the key itself (shown this once). */
export async function createKey(db: Db, req: FastifyRequest, b: z.infer<typeof createApiKeyBody>) {
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
  return { ...created, key };
}

/** The caller's keys that are not revoked, newest first. */
export async function listKeys(db: Queryable, userId: number): Promise<ApiKey[]> {
  const { rows } = await db.query<KeyRow>(
    `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 AND revoked_at IS NULL ORDER BY id DESC`,
    [userId],
  );
  return rows.map(toApiKey);
}

/** Revokes one of the caller's keys (404 for anyone else's or one already revoked). */
export async function revokeKey(db: Db, req: FastifyRequest, id: number): Promise<void> {
  const me = req.user!;
  await db.transaction(async (tx) => {
    // One revocation however many arrive at once: the first takes the row, the others find it revoked.
    const { rows } = await tx.query<KeyRow>(
      `UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
       RETURNING ${COLUMNS}`,
      [id, me.id],
    );
    if (!rows[0]) throw notFound();
    await writeAudit(tx, auditOf(req, 'user.api_key_revoke', me.id, audited(toApiKey(rows[0])), undefined));
  });
}
