/**
 * API keys: creating, revoking and calling with them.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const API_KEY_MESSAGES = {
  apiKeyNameRequired: { zh: '请填写密钥名称', en: 'Enter a name for the key' },
  apiKeyNameTooLong: { zh: '密钥名称最多 60 个字符', en: 'The name can be at most 60 characters' },
  apiKeyScopesRequired: { zh: '请至少选择一个权限范围', en: 'Choose at least one scope' },
  apiKeyScopeUnknown: {
    zh: '权限范围只能是 catalog:read、orders:write、tasking:write、subscriptions:write 或 ingest',
    en: 'A scope is one of catalog:read, orders:write, tasking:write, subscriptions:write or ingest',
  },
  apiKeyExpiryInvalid: {
    zh: '到期时间格式不正确（ISO 8601，例如 2027-01-31T00:00:00Z）',
    en: 'The expiry is not a valid time (ISO 8601, e.g. 2027-01-31T00:00:00Z)',
  },
  apiKeyExpiryPast: { zh: '到期时间必须晚于当前时间', en: 'The expiry must be in the future' },
  apiKeyIngestStaffOnly: {
    zh: '只有员工可以创建具有入库（ingest）权限的密钥',
    en: 'Only staff may create a key with the ingest scope',
  },
  apiKeyLimit: {
    zh: '最多可以有 20 个有效的密钥，请先撤销不再使用的密钥',
    en: 'You can have at most 20 keys; revoke one you no longer use first',
  },
  apiKeyCreated: {
    zh: '密钥已创建，请立即复制保存，它不会再次显示',
    en: 'Key created: copy it now, it will not be shown again',
  },
  apiKeyRevoked: { zh: '密钥已撤销，使用它的请求将被拒绝', en: 'Key revoked: requests with it are refused' },
  apiKeyInvalid: {
    zh: 'API 密钥无效、已过期或已被撤销',
    en: 'The API key is invalid, expired or revoked',
  },
  apiKeyNotAllowed: {
    zh: 'API 密钥不能用于此操作，请登录门户后操作',
    en: 'An API key cannot be used for this; sign in to the portal instead',
  },
  apiKeyScopeMissing: {
    zh: '此 API 密钥没有 {scope} 权限',
    en: 'This API key does not have the {scope} scope',
  },
} as const;
