/**
 * API keys (issue 35): credentials a customer's scripts and systems send as `Authorization: Bearer <key>` instead of
 * a browser session. The contract between the API (api/src/users/api-keys.ts) and the order centre's page, as
 * zod schemas the API validates and documents with. Imported as `@portal/shared/domain/api-keys`.
 */
import { z } from 'zod';
import type { RoleGroup } from './roles';
import type { LocalizedText } from './validation';
import { queryId } from './record-id';

/** What a key may do; each route of the server names the scopes it takes (its config.keyScopes). */
export const API_KEY_SCOPES = {
  'catalog:read': { zh: '检索目录（含 STAC）', en: 'Search the catalog (and STAC)' },
  'orders:write': { zh: '下存档订单', en: 'Place archive orders' },
  'tasking:write': { zh: '下编程订单', en: 'Place tasking orders' },
  'subscriptions:write': { zh: '保存、修改和删除影像订阅', en: 'Save, change and delete saved searches' },
  'org:read': {
    zh: '读取所在团队（成员、预算、审批、账单，按成员角色）',
    en: "Read one's organisation (members, budgets, approvals, bill, as the member's role allows)",
  },
  ingest: { zh: '入库新景（仅员工）', en: 'Ingest new scenes (staff only)' },
} as const satisfies Record<string, LocalizedText>;
export type ApiKeyScope = keyof typeof API_KEY_SCOPES;
export const API_KEY_SCOPE_VALUES = Object.keys(API_KEY_SCOPES) as [ApiKeyScope, ...ApiKeyScope[]];

/** Scopes only some role groups may give a key: ingesting scenes is the ground segment's, staff's. */
export const API_KEY_SCOPE_ROLES: Partial<Record<ApiKeyScope, readonly RoleGroup[]>> = { ingest: ['staff'] };

/** The scopes a role group may give a key. */
export const apiKeyScopesFor = (group: RoleGroup | null): ApiKeyScope[] =>
  API_KEY_SCOPE_VALUES.filter((s) => {
    const roles = API_KEY_SCOPE_ROLES[s];
    return !roles || (group !== null && roles.includes(group));
  });

/**
 * Every key starts with this, so a key is recognisable in a list, a configuration file or a secret scanner; the
 * list shows it with the next few characters (`prefix`), never the rest.
 */
export const API_KEY_PREFIX = 'sar_live_';
/** `requestsPerMinute`: a new key's rate (the default of api_keys.rate_per_minute in the database). */
export const API_KEY_LIMITS = { maxName: 60, maxKeysPerUser: 20, requestsPerMinute: 600 } as const;

export const createApiKeyBody = z.object({
  name: z
    .string({ error: 'apiKeyNameRequired' })
    .trim()
    .min(1, { error: 'apiKeyNameRequired' })
    .max(API_KEY_LIMITS.maxName, { error: 'apiKeyNameTooLong' })
    .describe('What the key is for, e.g. "nightly sync"'),
  scopes: z
    .array(z.enum(API_KEY_SCOPE_VALUES, { error: 'apiKeyScopeUnknown' }), { error: 'apiKeyScopesRequired' })
    .min(1, { error: 'apiKeyScopesRequired' })
    .max(API_KEY_SCOPE_VALUES.length)
    .describe(
      'What the key may do: catalog:read search the catalog and STAC (and read saved searches), orders:write archive orders, tasking:write tasking orders, subscriptions:write save, change and delete saved searches, org:read read the organisation as the member role allows, ingest add scenes (staff only)',
    ),
  expires_at: z.iso
    .datetime({ offset: true, error: 'apiKeyExpiryInvalid' })
    .nullable()
    .optional()
    .describe('When the key stops working (ISO 8601, in the future); none: it works until revoked'),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyBody>;

export const apiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    prefix: z.string().describe('The first characters of the key, to recognise it'),
    scopes: z.array(z.enum(API_KEY_SCOPE_VALUES)),
    created_at: z.string(),
    expires_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    last_used_ip: z.string().nullable().describe('The address of the last request made with the key'),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to creating a key: the key itself, this once (only its hash is kept). */
export const createdApiKeySchema = apiKeySchema
  .extend({
    key: z
      .string()
      .describe(
        `The key: shown this once, store it now. Send it as Authorization: Bearer <key>, at most ${API_KEY_LIMITS.requestsPerMinute} requests a minute (beyond: 429 with Retry-After)`,
      ),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParams = z.object({
  id: queryId(),
});
