// The environment's remote registry (`remotes.json`) and its release history, kept beside the built portal.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The remotes, from the portal's one list (shared/src/domain/remotes.json). */
export const REMOTES = JSON.parse(readFileSync(path.join(REPO, 'shared/src/domain/remotes.json'), 'utf8'));
export const webRoot = () => path.resolve(process.env.WEB_ROOT ?? path.join(REPO, 'dist/web'));
export const federationName = (remote) => remote.replace(/-/g, '_');

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Writes through a temporary file and a rename, so a reader never sees half a registry. */
function writeJsonAtomic(file, value) {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(value, null, 2) + '\n');
  renameSync(tmp, file);
}

export function readRegistry(root = webRoot()) {
  return readJson(path.join(root, 'remotes.json'), { remotes: [] });
}

export function readHistory(root = webRoot()) {
  return readJson(path.join(root, 'registry-history.json'), {});
}

/** Points the registry's entry of `remote` at `version` and records it in the history (unless `record` is false). */
export function switchVersion(remote, version, { root = webRoot(), record = true } = {}) {
  const registry = readRegistry(root);
  const name = federationName(remote);
  const entry = { name, entry: `/mf/${remote}/${version}/mf-manifest.json`, version };
  registry.remotes = [...registry.remotes.filter((r) => r.name !== name), entry].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
  writeJsonAtomic(path.join(root, 'remotes.json'), registry);
  if (record) {
    const history = readHistory(root);
    history[remote] = [...(history[remote] ?? []).filter((v) => v !== version), version];
    writeJsonAtomic(path.join(root, 'registry-history.json'), history);
  }
  return entry;
}

export function currentVersion(remote, root = webRoot()) {
  return readRegistry(root).remotes.find((r) => r.name === federationName(remote))?.version;
}
