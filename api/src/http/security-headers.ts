import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Helmet's security headers, computed once: helmet sets the same ones on every response (nothing depends on the
 * request), and running its middleware per request costs a header call and check for each.
 */
export function securityHeaders(production: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  } as unknown as ServerResponse;
  helmet({ hsts: production })({} as IncomingMessage, res, () => undefined);
  return headers;
}
