/**
 * The remote registry (`/remotes.json`): which version of each remote this environment runs. Fetched on every
 * start without cache, so a release or a rollback shows on the next page load without rebuilding the shell.
 */
export interface RegistryEntry {
  /** Federation name, e.g. `mf_public`. */
  name: string;
  /** URL of the remote's versioned `mf-manifest.json`. */
  entry: string;
  version: string;
}

const NAME = /^[a-z][a-z0-9_]*$/;

export function parseRegistry(json: unknown): RegistryEntry[] {
  const remotes = (json as { remotes?: unknown })?.remotes;
  if (!Array.isArray(remotes)) throw new Error('remotes.json: "remotes" must be an array');
  return remotes.map((r, i) => {
    const { name, entry, version } = (r ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || !NAME.test(name))
      throw new Error(`remotes.json: remotes[${i}].name is invalid`);
    if (typeof entry !== 'string' || !/^(\/|https?:\/\/)/.test(entry))
      throw new Error(`remotes.json: remotes[${i}].entry must be a URL`);
    if (typeof version !== 'string' || !version)
      throw new Error(`remotes.json: remotes[${i}].version is missing`);
    return { name, entry, version };
  });
}

export async function fetchRegistry(url = '/remotes.json'): Promise<RegistryEntry[]> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}

/** Federation name of a remote package, e.g. mf-image-query -> mf_image_query. */
export function federationName(remote: string): string {
  return remote.replace(/-/g, '_');
}
