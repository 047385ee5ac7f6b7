/**
 * The building sites of the world (world.ts GROWING_SITES) as a picture of a day draws them: the ellipse in a
 * site's box built up from its centre outwards as the site grows, a port's reclaimed ground taken from the sea.
 */
import type { PixelGrid } from './grid';
import { valueNoise } from './noise';
import { GROWING_SITES, growthAt, type GrowingSite } from './world';

/** Salt of the place-bound order in which a site's blocks are built. */
const GROWTH_SALT = 79;

/** A site and how far it is built on the picture's day (0 … 1). */
export interface SiteNow {
  site: GrowingSite;
  built: number;
}

/** The building sites (world.ts) whose box meets the grid, each with how far it is built at `atMs` (> 0). */
export function sitesIn(g: PixelGrid, atMs: number): SiteNow[] {
  const east = g.west + g.dx * g.width;
  const south = g.north - g.dy * g.height;
  return GROWING_SITES.map((site) => ({ site, built: growthAt(site, atMs) })).filter(
    ({ site: { box }, built }) =>
      built > 0 && box[0] < east && box[2] > g.west && box[1] < g.north && box[3] > south,
  );
}

/**
 * Calls `each(i, density)` for the pixels of a building site built by then: the ellipse in its box fills from its
 * centre outwards, block by block (a place-bound order of some 350 m blocks), density rising over the block's edge.
 */
export function siteCells(
  g: PixelGrid,
  { site, built }: SiteNow,
  each: (i: number, density: number) => void,
): void {
  const [w, s, e, n] = site.box;
  const cx = (w + e) / 2;
  const cy = (s + n) / 2;
  const x0 = Math.max(0, Math.floor((w - g.west) / g.dx));
  const x1 = Math.min(g.width - 1, Math.ceil((e - g.west) / g.dx));
  const y0 = Math.max(0, Math.floor((g.north - n) / g.dy));
  const y1 = Math.min(g.height - 1, Math.ceil((g.north - s) / g.dy));
  for (let y = y0; y <= y1; y++) {
    const v = (g.lats[y] - cy) / ((n - s) / 2);
    for (let x = x0; x <= x1; x++) {
      const u = (g.lons[x] - cx) / ((e - w) / 2);
      const r = Math.hypot(u, v);
      if (r >= 1) continue;
      const block = (valueNoise(g.xKm[x] / 0.35, g.yKm[y] / 0.35, GROWTH_SALT) + 1) / 2;
      const order = 0.65 * r + 0.35 * block;
      if (order < built) each(y * g.width + x, Math.min(1, (built - order) * 10));
    }
  }
}

/** A port's building site fills the sea of its box as it grows: the reclaimed ground becomes land (changes `land`). */
export function reclaim(g: PixelGrid, land: Uint8Array, sites: SiteNow[]): void {
  for (const site of sites)
    if (site.site.kind === 'port')
      siteCells(g, site, (i, density) => {
        if (density > 0.3) land[i] = 1;
      });
}
