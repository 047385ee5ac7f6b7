/** Signed, expiring links (quicklooks, product downloads): HMAC-SHA256 with a secret kept in the database. */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db';

const secrets = new WeakMap<object, Promise<Buffer>>();

/** The link secret, created on first use and shared by every API copy (table app_secrets). */
export function linkSecret(db: Queryable): Promise<Buffer> {
  let s = secrets.get(db);
  if (!s) {
    s = (async () => {
      await db.query(
        "INSERT INTO app_secrets (name, value) VALUES ('catalog_links', $1) ON CONFLICT (name) DO NOTHING",
        [randomBytes(32).toString('base64url')],
      );
      const r = await db.query<{ value: string }>(
        "SELECT value FROM app_secrets WHERE name = 'catalog_links'",
      );
      return Buffer.from(r.rows[0].value, 'base64url');
    })();
    s.catch(() => secrets.delete(db));
    secrets.set(db, s);
  }
  return s;
}

export const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 32);

export function verify(secret: Buffer, payload: string, sig: string): boolean {
  const a = Buffer.from(sign(secret, payload));
  const b = Buffer.from(sig);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Quicklook links are bound to the viewer they were made for and expire at the end of the next full hour (stable
 * within an hour, so browsers can cache them). Serving one checks the viewer's permission again (routes/catalog/
 * scenes.ts), so revoking a permission closes links already issued.
 */
export function quicklookUrl(secret: Buffer, id: string, userId: number, nowMs = Date.now()): string {
  const exp = Math.floor(nowMs / 3_600_000) * 3600 + 7200;
  const sig = sign(secret, `ql:${id}:${userId}:${exp}`);
  return `/api/catalog/quicklook/${encodeURIComponent(id)}.png?u=${userId}&exp=${exp}&sig=${sig}`;
}

/** Signs the quicklook links of one viewer's response. */
export type QuicklookSigner = (sceneId: string) => string;
export const quicklookSigner =
  (secret: Buffer, userId: number): QuicklookSigner =>
  (id) =>
    quicklookUrl(secret, id, userId);

export function checkQuicklook(
  secret: Buffer,
  link: { id: string; userId: number; exp: number; sig: string },
  nowMs = Date.now(),
): boolean {
  return link.exp * 1000 > nowMs && verify(secret, `ql:${link.id}:${link.userId}:${link.exp}`, link.sig);
}

/** A download token: `<base64url json {s: scene, u: user, e: expiry s}>.<sig>`. */
export function downloadToken(
  secret: Buffer,
  sceneId: string,
  userId: number,
  ttlSeconds: number,
  nowMs = Date.now(),
): { token: string; expiresAt: Date } {
  const e = Math.floor(nowMs / 1000) + ttlSeconds;
  const body = Buffer.from(JSON.stringify({ s: sceneId, u: userId, e })).toString('base64url');
  return { token: `${body}.${sign(secret, `dl:${body}`)}`, expiresAt: new Date(e * 1000) };
}

/** How long a signed product link lasts. */
export const DOWNLOAD_TTL_SECONDS = 600;

/**
 * The signed, expiring links to a scene's product for one user: the package (zip) and its raster alone (GeoTIFF),
 * both under one token. Paths from the API's root (`/api/...`).
 */
export function productLinks(secret: Buffer, sceneId: string, userId: number, nowMs = Date.now()) {
  const { token, expiresAt } = downloadToken(secret, sceneId, userId, DOWNLOAD_TTL_SECONDS, nowMs);
  return {
    package: `/api/catalog/download/${token}`,
    raster: `/api/catalog/download/${token}/raster.tif`,
    expiresAt,
  };
}

export function readDownloadToken(
  secret: Buffer,
  token: string,
  nowMs = Date.now(),
): { sceneId: string; userId: number } | null {
  const [body, sig] = token.split('.');
  if (!body || !sig || !verify(secret, `dl:${body}`, sig)) return null;
  try {
    const p = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      s: string;
      u: number;
      e: number;
    };
    if (typeof p.s !== 'string' || typeof p.u !== 'number' || p.e * 1000 <= nowMs) return null;
    return { sceneId: p.s, userId: p.u };
  } catch {
    return null;
  }
}
