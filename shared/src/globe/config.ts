/**
 * The globe's runtime configuration, `/globe-config.json` beside the shell (written by deploy/build-all.mjs and kept
 * across builds, so a deployment edits it in place):
 *
 *   { "tiles": "https://tiles.example.org/{z}/{x}/{y}.png" | null, "tilesCredit": "…", "maximumLevel": 18 }
 *
 * `tiles` is an optional XYZ tile service (a URL template) drawn over the bundled NaturalEarthII imagery, which is
 * always the offline base layer. Without the file, or with `tiles: null`, the globe requests nothing but the portal.
 */
export interface GlobeConfig {
  tiles: string | null;
  tilesCredit?: string;
  maximumLevel?: number;
}

export const GLOBE_CONFIG_URL = '/globe-config.json';
/** Where the shell's deployment serves Cesium's Workers, Assets, Widgets and ThirdParty (docs/architecture.md §2). */
export const CESIUM_BASE_URL = '/cesium/';

/**
 * The portal's own basemap tiles (land and water, Natural Earth 1:10m, geographic tiling scheme, levels 0–12), drawn
 * over NaturalEarthII where that gets blurry. `v` names the tiles' release: they are cached as immutable, so a change
 * of how they are drawn changes it.
 */
export const BASEMAP_TILES_URL = '/api/geodata/tiles/{z}/{x}/{y}.png?v=2';
export const BASEMAP_TILES_MAX_LEVEL = 12;
/**
 * The globe's tile level from which the tiles are drawn (NaturalEarthII, levels 0–2, is blurry from about level 3):
 * the opening view uses level-3 tiles, which stay NaturalEarthII's so that it loads as fast as before.
 */
export const BASEMAP_TILES_FROM_LEVEL = 4;

let pending: Promise<GlobeConfig> | null = null;

export function loadGlobeConfig(): Promise<GlobeConfig> {
  pending ??= fetch(GLOBE_CONFIG_URL, { cache: 'no-cache' })
    .then((r) => (r.ok ? r.json() : {}))
    .catch(() => ({}))
    .then((c: Partial<GlobeConfig>) => ({
      tiles: typeof c.tiles === 'string' && c.tiles ? c.tiles : null,
      tilesCredit: c.tilesCredit,
      maximumLevel: c.maximumLevel,
    }));
  return pending;
}
