/**
 * The portal the web bench measures (bench/web.ts): the built portal served by e2e/serve.mjs on a free port, in its
 * own process group, and the demo customer's session stored as the portal keeps it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { processGroup } from './process-group';

const REPO = path.resolve(__dirname, '..');
/** The demo customer of the embedded database (README, "Demo accounts"). */
export const CUSTOMER = { username: 'customer', password: 'Portal2026' };

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer().once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}
async function freePort(preferred: number): Promise<number> {
  if (await portFree(preferred)) return preferred;
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export interface Portal {
  base: string;
  stop(): Promise<void>;
}

/** `node e2e/serve.mjs <web root> <data dir> <port>` in its own process group, until /api/health answers. */
export async function servePortal(): Promise<Portal> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const dataDir = path.join(tmp, 'data');
  const port = await freePort(Number(process.env.WEB_PORT ?? 8390));
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO, 'e2e/serve.mjs'), path.join(tmp, 'web'), dataDir, String(port)],
    { detached: true, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const group = processGroup(child);
  const stop = async () => {
    await group.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000;
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, stop };
    if (!group.running() || Date.now() > deadline) {
      let log = '';
      try {
        log = readFileSync(path.join(dataDir, 'server.log'), 'utf8').split('\n').slice(-20).join('\n');
      } catch {
        // no log yet
      }
      await stop();
      throw new Error(`the portal did not start on ${base}${log ? `; its log ends:\n${log}` : ''}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Signs the demo customer in and stores the session as the portal does (e2e/accounts.ts seedSession). */
export async function seedCustomer(context: BrowserContext, base: string): Promise<void> {
  const res = await fetch(`${base}/api/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  const body = (await res.json()) as {
    code: number;
    msg: string;
    data: { token: string; user_id: number; coordinate_system: string; user: unknown }[];
  };
  if (body.code !== 0) throw new Error(`demo customer login: ${body.msg}`);
  await context.addInitScript((s) => {
    sessionStorage.setItem('portal.token', JSON.stringify(s.token));
    sessionStorage.setItem('portal.userId', JSON.stringify(s.user_id));
    sessionStorage.setItem('portal.crs', JSON.stringify(s.coordinate_system));
    sessionStorage.setItem('portal.user', JSON.stringify(s.user));
  }, body.data[0]);
}
