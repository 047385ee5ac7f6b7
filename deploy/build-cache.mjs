// The user's build cache, shared by every clone of the portal on the machine (as pnpm's store is): build outputs
// kept by what they were made from, so a fresh clone does not redo work another clone did. PORTAL_BUILD_CACHE
// moves it; PORTAL_BUILD_CACHE=off turns it off (every build starts from nothing).
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/** The cache's folder for one kind of output, created; null when the cache is off. */
export function buildCacheDir(kind) {
  const setting = process.env.PORTAL_BUILD_CACHE;
  if (setting === 'off') return null;
  const base =
    setting || path.join(process.env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'sar-portal');
  const dir = path.join(base, kind);
  mkdirSync(dir, { recursive: true });
  return dir;
}
