/**
 * A typed client of the portal API for scripts and services: every path, parameter, body and answer is typed from
 * the API's OpenAPI document (./schema.d.ts, generated), so a wrong path or field is a compile error.
 *
 *   const portal = createPortalClient({ baseUrl: 'https://portal.example.com', apiKey: process.env.PORTAL_API_KEY! });
 *   const { data } = await portal.POST('/api/catalog/search/', { body: { ids: ['…'] } });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths } from './schema';

export interface PortalClientOptions {
  /** Where the portal is, e.g. `https://portal.example.com` (the paths start with /api). */
  baseUrl: string;
  /** An API key (account → API keys), sent as the bearer token; a key needs no User-Id. */
  apiKey: string;
  /** The language of messages and errors: `en` (default) or `zh`. */
  lang?: 'en' | 'zh';
  /**
   * The coordinate system of coordinates sent and received (the `Satellite` header): WGS84 by default here, as GPS
   * and GIS tools use it (the portal's own default is GCJ02, for its Chinese base maps). STAC is always WGS84.
   */
  crs?: 'WGS84' | 'GCJ02';
  /** Another fetch (a proxy agent, a test double); the global fetch by default. */
  fetch?: typeof fetch;
}

export type PortalClient = Client<paths>;

export function createPortalClient({
  baseUrl,
  apiKey,
  lang = 'en',
  crs = 'WGS84',
  fetch: fetchImpl,
}: PortalClientOptions): PortalClient {
  return createClient<paths>({
    baseUrl,
    fetch: fetchImpl,
    headers: {
      Authorization: `Bearer ${apiKey}`,
      'Accept-Language': lang === 'zh' ? 'zh-CN' : 'en-US',
      Satellite: crs,
    },
  });
}

/** An answer that is not a success: the portal's message (in the client's language), its code and field errors. */
export class PortalError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly errors: { field: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'PortalError';
  }
}

type Envelope<T> = { code: number; msg: string; data?: T[] };

/**
 * The `data` of an answer, or a PortalError. The portal answers `{code: 0, msg, data}` on success; a refused key
 * is HTTP 200 with code 201 (under /api/stac: HTTP 401), other errors carry their HTTP status as the code.
 */
export function dataOf<T>(result: {
  data?: Envelope<T>;
  error?: { code: number; msg: string; errors?: { field: string; message: string }[] } | unknown;
  response: Response;
}): T[] {
  const body = (result.data ?? result.error) as
    | (Envelope<T> & { errors?: { field: string; message: string }[] })
    | undefined;
  if (body && body.code === 0 && Array.isArray(body.data)) return body.data;
  throw new PortalError(
    body?.code ?? result.response.status,
    body?.msg ?? `HTTP ${result.response.status}`,
    body?.errors,
  );
}
