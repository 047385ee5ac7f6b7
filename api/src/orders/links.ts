/**
 * Signed, expiring links of an order's products and of its manifest. A link names the order, the scene and the
 * customer it was issued to; the signature covers all three, so it cannot be altered to fetch another scene.
 */
import { sign, verify } from '../catalog/signing';
import { xmlText } from '../export';

export const ORDER_LINK_TTL_SECONDS = 3600;

interface FileClaim {
  o: number;
  s: string;
  u: number;
  e: number;
}
interface ManifestClaim {
  o: number;
  u: number;
  e: number;
}

function seal(secret: Buffer, purpose: string, claim: object): string {
  const body = Buffer.from(JSON.stringify(claim)).toString('base64url');
  return `${body}.${sign(secret, `${purpose}:${body}`)}`;
}

function open<T extends { e: number }>(
  secret: Buffer,
  purpose: string,
  token: string,
  nowMs: number,
): T | null {
  const [body, sig] = token.split('.');
  if (!body || !sig || !verify(secret, `${purpose}:${body}`, sig)) return null;
  try {
    const claim = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
    return typeof claim.e === 'number' && claim.e * 1000 > nowMs ? claim : null;
  } catch {
    return null;
  }
}

const expiry = (nowMs: number) => Math.floor(nowMs / 1000) + ORDER_LINK_TTL_SECONDS;

export function fileLink(
  secret: Buffer,
  orderId: number,
  sceneId: string,
  userId: number,
  nowMs = Date.now(),
) {
  const e = expiry(nowMs);
  const token = seal(secret, 'of', { o: orderId, s: sceneId, u: userId, e } satisfies FileClaim);
  return { url: `/api/commodity/orders/file/${token}`, expiresAt: new Date(e * 1000) };
}

export function readFileLink(secret: Buffer, token: string, nowMs = Date.now()) {
  const c = open<FileClaim>(secret, 'of', token, nowMs);
  return c && typeof c.o === 'number' && typeof c.s === 'string' && typeof c.u === 'number'
    ? { orderId: c.o, sceneId: c.s, userId: c.u }
    : null;
}

export function manifestLink(secret: Buffer, orderId: number, userId: number, nowMs = Date.now()) {
  const token = seal(secret, 'om', { o: orderId, u: userId, e: expiry(nowMs) } satisfies ManifestClaim);
  return `/api/commodity/orders/manifest/${token}`;
}

export function readManifestLink(secret: Buffer, token: string, nowMs = Date.now()) {
  const c = open<ManifestClaim>(secret, 'om', token, nowMs);
  return c && typeof c.o === 'number' && typeof c.u === 'number' ? { orderId: c.o, userId: c.u } : null;
}

export interface ManifestEntry {
  name: string;
  url: string;
}

/** A Metalink 4 document (RFC 5854) of the order's files: what aria2 and other download managers read. */
export function metalink(entries: readonly ManifestEntry[]): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<metalink xmlns="urn:ietf:params:xml:ns:metalink">\n` +
    entries
      .map((f) => `  <file name="${xmlText(f.name)}">\n    <url>${xmlText(f.url)}</url>\n  </file>\n`)
      .join('') +
    `</metalink>\n`
  );
}

/** One URL per line (wget -i, curl -K style lists). */
export const urlList = (entries: readonly ManifestEntry[]) => entries.map((f) => f.url).join('\n') + '\n';
