/**
 * What the end-to-end server logs, read by the specs (to prove a secret is never written there). Its e-mail is not in
 * the log: it goes to the SMTP sink of serve.mjs and is read with e2e/mailbox.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

/** What the end-to-end server has printed so far (serve.mjs appends it to server.log in its data folder). */
export function serverLog(): string {
  const file = path.join(E2E_DATA_DIR, 'server.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}
