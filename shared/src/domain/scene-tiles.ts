/**
 * The tiles of an archive scene's product raster (σ⁰ in dB) as the API serves them and the viewer asks for them:
 * the tiling scheme, the stretch a tile is drawn with (its query string) and the colour maps. Imported as
 * `@portal/shared/domain/scene-tiles`.
 *
 * Tiling scheme: the globe's geographic one (EPSG:4326, Cesium's GeographicTilingScheme, OGC WorldCRS84Quad with
 * two tiles at level 0): 256-pixel tiles, 2^(z+1) columns from 180° W and 2^z rows from 90° N.
 */
import { z } from 'zod';

export const SCENE_TILE_PX = 256;
/** The finest level a client may ask for (some 0.3 m a pixel: beyond every mode's spacing). */
export const SCENE_TILE_MAX_LEVEL = 20;

/** Degrees a tile spans at a level (along both axes). */
export const sceneTileDegrees = (z: number) => 180 / 2 ** z;

/** The colour maps: stops from the stretch's low end to its high end, as [r, g, b]. */
export const SCENE_COLORMAPS = {
  gray: [
    [0, 0, 0],
    [255, 255, 255],
  ],
  // Matplotlib's viridis and inferno at nine evenly spaced stops.
  viridis: [
    [68, 1, 84],
    [71, 44, 122],
    [59, 81, 139],
    [44, 113, 142],
    [33, 144, 141],
    [39, 173, 129],
    [92, 200, 99],
    [170, 220, 50],
    [253, 231, 37],
  ],
  inferno: [
    [0, 0, 4],
    [31, 12, 72],
    [85, 15, 109],
    [136, 34, 106],
    [186, 54, 85],
    [227, 89, 51],
    [249, 140, 10],
    [249, 201, 50],
    [252, 255, 164],
  ],
} as const satisfies Record<string, readonly (readonly [number, number, number])[]>;
export type SceneColormap = keyof typeof SCENE_COLORMAPS;

/** How σ⁰ (dB) becomes a colour: `min` and `max` map to the colour map's ends, `gamma` bends the ramp between. */
export interface SceneStretch {
  min: number;
  max: number;
  gamma: number;
  colormap: SceneColormap;
}

/** A stretch that shows sea, land and towns apart in most scenes. */
export const DEFAULT_STRETCH: SceneStretch = { min: -25, max: 0, gamma: 1, colormap: 'gray' };

/** The lowest and highest dB a stretch may name. */
export const STRETCH_DB_RANGE = [-60, 30] as const;

const db = (what: string, fallback: number) =>
  z.coerce
    .number()
    .min(STRETCH_DB_RANGE[0])
    .max(STRETCH_DB_RANGE[1])
    .default(fallback)
    .describe(`${what}, dB (${STRETCH_DB_RANGE[0]} to ${STRETCH_DB_RANGE[1]}; default ${fallback})`);

const level = z.coerce.number().int().min(0).max(SCENE_TILE_MAX_LEVEL);

/** A tile's address: the scene, its level, column and row (the row with `.png`), inside the level's grid. */
export const sceneTileParams = z
  .object({
    id: z.string().max(80),
    z: level,
    x: z.coerce.number().int().min(0),
    y: z
      .string()
      .regex(/^\d{1,7}\.png$/)
      .describe('The row, then .png'),
  })
  .refine((p) => p.x < 2 ** (p.z + 1) && Number.parseInt(p.y, 10) < 2 ** p.z, {
    error: 'invalidValue',
    path: ['x'],
  });

/** A tile's query string: the stretch. A low end at or above the high end is refused. */
export const sceneTileQuery = z
  .object({
    min: db('σ⁰ drawn at the colour map’s low end', DEFAULT_STRETCH.min),
    max: db('σ⁰ drawn at the colour map’s high end', DEFAULT_STRETCH.max),
    gamma: z.coerce
      .number()
      .min(0.1)
      .max(10)
      .default(DEFAULT_STRETCH.gamma)
      .describe('Gamma of the ramp between them (0.1 to 10; default 1)'),
    colormap: z
      .enum(Object.keys(SCENE_COLORMAPS) as [SceneColormap, ...SceneColormap[]])
      .default(DEFAULT_STRETCH.colormap)
      .describe('Colour map'),
  })
  .refine((s) => s.min < s.max, { error: 'invalidValue', path: ['max'] });

/** A stretch as a query string (the defaults left out), for tile URLs and the view's address. */
export function stretchQuery(s: SceneStretch): string {
  const params = new URLSearchParams();
  for (const k of ['min', 'max', 'gamma', 'colormap'] as const)
    if (s[k] !== DEFAULT_STRETCH[k]) params.set(k, String(s[k]));
  return params.toString();
}
