/** What the end-to-end server logs, read by the specs (the embedded default sends no mail: its outbox logs it). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

/** What the end-to-end server has printed so far (serve.mjs appends it to server.log in its data folder). */
export function serverLog(): string {
  const file = path.join(E2E_DATA_DIR, 'server.log');
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/**
 * The newest password-reset link the server logged for a recipient (no mail is sent in the embedded default; the
 * outbox writes the message to the log), as a path with its query: /reset/{id}?token={token}. Waits for it.
 */
export async function resetLinkFromLog(recipient: string, after = 0): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const lines = serverLog().split('\n').slice(after);
        for (const line of lines) {
          if (!line.includes(recipient)) continue;
          const m = /https?:\/\/[^/\s"]+(\/reset\/[^\s"?]+\?token=[^\s"]+)/.exec(line);
          if (m) link = m[1];
        }
        return link;
      },
      { message: `reset link for ${recipient} in server.log`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** The number of lines of the server log, to look only at what comes after. */
export function serverLogLines(): number {
  return serverLog().split('\n').length - 1;
}
