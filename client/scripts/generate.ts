/** Writes src/schema.d.ts from the API's OpenAPI document: `pnpm --filter @portal/client generate`. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApiDocument, SCHEMA_FILE, schemaSource } from './schema';

async function main() {
  const source = await schemaSource(await buildOpenApiDocument());
  writeFileSync(SCHEMA_FILE, source);
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

main().then(
  () => process.exit(0), // the app's worker pools may keep the process alive
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
