/**
 * A signed-in person's API keys (issue 35; contract: shared/src/domain/api-keys.ts): create one (its text comes back
 * this once), list them (never the text) and revoke one. Imported as `@portal/shared/http/api-keys`.
 */
import type { ApiKey, CreateApiKeyRequest, CreatedApiKey } from '../domain/api-keys';
import { call, callOne } from '@portal/shared/http'; // the page's client, not a copy (./index.ts)

/** POST /user/api_keys/. Quiet: the form shows each field's message. */
export const createApiKey = (body: CreateApiKeyRequest): Promise<CreatedApiKey> =>
  callOne<CreatedApiKey>({ method: 'POST', url: '/user/api_keys/', data: body, quiet: true });

/** GET /user/api_keys/: the caller's keys that are not revoked, newest first. */
export const listApiKeys = async (): Promise<ApiKey[]> =>
  (await call<ApiKey>({ method: 'GET', url: '/user/api_keys/' })).data;

/** DELETE /user/api_keys/{id}/: requests with the key are refused from now on. */
export const revokeApiKey = (id: number) =>
  call<never>({ method: 'DELETE', url: `/user/api_keys/${encodeURIComponent(String(id))}/` });
