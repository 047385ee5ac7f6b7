/**
 * The client's types come from the API's own OpenAPI document, built in process: the whole app is assembled (every
 * route with its zod schemas) on a database stand-in that says "already prepared", so no server, database or
 * network is needed. openapi-typescript then turns the English document into `paths` and `components` types.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../api/src/app';
import { loadConfig } from '../../api/src/config';
import type { Db, Queryable } from '../../api/src/db';

/** Where the generated types live (committed; `pnpm --filter @portal/client generate` rewrites them). */
export const SCHEMA_FILE = path.join(__dirname, '../src/schema.d.ts');
export const GENERATE_COMMAND = 'pnpm --filter @portal/client generate';

/**
 * A database that answers every count with 1: startup finds the geodata and the price table present and loads
 * nothing. Building the routes never reads it; nothing is served.
 */
function preparedDatabaseStandIn(): Db {
  const tx: Queryable = {
    query: async <T>() => ({ rows: [{ n: 1 } as T], rowCount: 1 }),
    exec: async () => {},
  };
  return { ...tx, driver: 'pg', transaction: (fn) => fn(tx), close: async () => {} };
}

/** The English OpenAPI document exactly as GET /api/openapi.json serves it. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const storageDir = mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
  const config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    storageDir,
    storageUrl: undefined,
    webRoot: path.join(storageDir, 'no-web-root'),
  };
  const app = await buildApp(config, { db: preparedDatabaseStandIn(), startOutbox: false, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    rmSync(storageDir, { recursive: true, force: true });
  }
}

const HEADER = `/**
 * Generated from the portal API's OpenAPI document by openapi-typescript: do not edit.
 * Regenerate with \`${GENERATE_COMMAND}\`.
 */

`;

/** The text of src/schema.d.ts for a document. */
export async function schemaSource(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(JSON.stringify(document));
  return HEADER + astToString(ast);
}
