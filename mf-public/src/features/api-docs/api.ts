import { http, type PortalRequestConfig } from '@portal/shared/http';

export const OPENAPI_URL = '/api/openapi.json';

/** The API's OpenAPI 3.1 document (not an envelope: the document itself). */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config: PortalRequestConfig = { method: 'GET', url: '/openapi.json', quiet: true };
  const res = await http.request<Record<string, unknown>>(config);
  if (typeof res.data !== 'object' || res.data === null || !('openapi' in res.data))
    throw new Error('not an OpenAPI document');
  return res.data;
}
