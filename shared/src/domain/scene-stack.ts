/**
 * A scene's stack (the scenes of the same place and geometry), the time series of σ⁰ over a stack's dates and the
 * change between two of its dates, as the API serves them and the viewer asks for them. Imported as
 * `@portal/shared/domain/scene-stack`.
 *
 * A stack of a reference scene: the visible scenes of the same satellite (repeat passes are one satellite's: another
 * satellite of the constellation, even on a like orbit, is not in the stack), in the same orbit direction and with
 * the same look side, whose incidence is within STACK_INCIDENCE_TOLERANCE_DEG of the reference's and whose
 * footprints overlap the reference's by at least STACK_MIN_OVERLAP of the smaller of the two (areas on the
 * ellipsoid); ordered by acquisition time, the reference among them. A stack longer than STACK_MAX_SCENES lists the
 * STACK_MAX_SCENES acquired nearest in time to the reference.
 *
 * Entitlement is the tiles' rule: a scene the caller has a live paid order for (or staff) is read at full
 * resolution, any other at the preview's resolution (`full_resolution: false` says which).
 */
import { z } from 'zod';
import { sceneTileParams } from './scene-tiles';

export const STACK_INCIDENCE_TOLERANCE_DEG = 3;
export const STACK_MIN_OVERLAP = 0.5;
/** The most scenes a stack lists and a time series reads. */
export const STACK_MAX_SCENES = 100;
/** The change threshold (|log-ratio| in dB) when the caller names none, and the range one may name. */
export const DEFAULT_CHANGE_THRESHOLD_DB = 3;
export const CHANGE_THRESHOLD_RANGE_DB = [0.5, 20] as const;
/**
 * The change layer's colours as [r, g, b, a]: a pixel brighter after than before by more than the threshold
 * (increase), darker by more (decrease); an unchanged pixel is transparent. The tiles draw them, the viewer's legend
 * names them.
 */
export const CHANGE_COLOURS = {
  increase: [230, 85, 13, 220],
  decrease: [33, 113, 181, 220],
} as const satisfies Record<'increase' | 'decrease', readonly [number, number, number, number]>;

const sceneId = z.string().min(1).max(80);

/** One scene of a stack. */
export interface StackScene {
  id: string;
  satellite: string;
  /** ISO 8601, UTC. */
  acquired_at: string;
  img_mode: number;
  polarization: string;
  orbit_direction: 'ascending' | 'descending';
  look_side: 'left' | 'right';
  incidence_angle: number;
  absolute_orbit: number;
  /** Overlap with the reference's footprint, 0 … 1 (of the smaller footprint). */
  overlap: number;
  /** Whether the caller reads this scene at full resolution. */
  full_resolution: boolean;
}

/** GET /api/catalog/scenes/{id}/stack/ */
export interface SceneStack {
  reference: string;
  /** What the stack's scenes share with the reference. */
  geometry: {
    satellite: string;
    orbit_direction: 'ascending' | 'descending';
    look_side: 'left' | 'right';
    incidence_angle: number;
    incidence_tolerance_deg: number;
    min_overlap: number;
  };
  scenes: StackScene[];
}

const lonLat = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** A point or a polygon (one ring of at most 500 positions, closed) in WGS-84. */
export const timeseriesGeometry = z.discriminatedUnion('type', [
  z.object({ type: z.literal('Point'), coordinates: lonLat }),
  z.object({
    type: z.literal('Polygon'),
    coordinates: z
      .array(
        z
          .array(lonLat)
          .min(4)
          .max(500)
          .refine((r) => r.length > 0 && r[0][0] === r.at(-1)![0] && r[0][1] === r.at(-1)![1], {
            error: 'invalidValue',
          }),
      )
      .length(1)
      .describe('One ring, its last position the same as its first'),
  }),
]);

/** POST /api/catalog/timeseries/: the scenes (or a scene's stack) and where to read them. */
export const timeseriesBody = z
  .object({
    scenes: z.array(sceneId).min(1).max(STACK_MAX_SCENES).optional().describe('Scene ids'),
    stack: sceneId.optional().describe("A scene whose stack's scenes are read"),
    geometry: timeseriesGeometry.describe('GeoJSON Point or Polygon, WGS-84'),
  })
  .refine((b) => (b.scenes ? 1 : 0) + (b.stack ? 1 : 0) === 1, { error: 'invalidValue', path: ['scenes'] });
export type TimeseriesBody = z.infer<typeof timeseriesBody>;

/** One date of a time series: σ⁰ of the scene's pixels in the geometry (a point: the pixel under it). */
export interface TimeseriesEntry {
  scene: string;
  acquired_at: string;
  /** 10·log10 of the mean linear σ⁰; null where no pixel of the scene has data there. */
  mean_db: number | null;
  median_db: number | null;
  /** Pixels read. */
  count: number;
  full_resolution: boolean;
}

export interface Timeseries {
  entries: TimeseriesEntry[];
}

/** The change query string: the |log-ratio| threshold in dB. */
export const changeQuery = z.object({
  threshold: z.coerce
    .number()
    .min(CHANGE_THRESHOLD_RANGE_DB[0])
    .max(CHANGE_THRESHOLD_RANGE_DB[1])
    .default(DEFAULT_CHANGE_THRESHOLD_DB)
    .describe(
      `|10·log10(after/before)| above which a pixel changed, dB (${CHANGE_THRESHOLD_RANGE_DB[0]} to ${CHANGE_THRESHOLD_RANGE_DB[1]}; default ${DEFAULT_CHANGE_THRESHOLD_DB})`,
    ),
});

/** GET /api/catalog/scenes/{id}/change/{other}: the change from scene `id` (before) to `other` (after). */
export interface SceneChange {
  before: string;
  after: string;
  threshold_db: number;
  /** Ground spacing of the grid the two were compared on, m. */
  pixel_m: number;
  /** Area both scenes cover, km². */
  compared_km2: number;
  /** Area brighter by more than the threshold (e.g. flood receding, new buildings), km². */
  increase_km2: number;
  /** Area darker by more than the threshold (e.g. new water), km². */
  decrease_km2: number;
  changed_km2: number;
  full_resolution: boolean;
}

/** A change tile's address: the two scenes, then a scene tile's level, column and row. */
export const changeTileParams = sceneTileParams.safeExtend({ other: sceneId });

// The answers as the API declares them (its OpenAPI document and the typed client): the interfaces above, as zod.
const orbitDirection = z.enum(['ascending', 'descending']);
const lookSide = z.enum(['left', 'right']);
const isoTime = z.string().describe('ISO 8601, UTC');

export const sceneStackSchema: z.ZodType<SceneStack> = z
  .object({
    reference: z.string(),
    geometry: z
      .object({
        satellite: z.string(),
        orbit_direction: orbitDirection,
        look_side: lookSide,
        incidence_angle: z.number(),
        incidence_tolerance_deg: z.number(),
        min_overlap: z.number(),
      })
      .describe("What the stack's scenes share with the reference"),
    scenes: z.array(
      z.object({
        id: z.string(),
        satellite: z.string(),
        acquired_at: isoTime,
        img_mode: z.number(),
        polarization: z.string(),
        orbit_direction: orbitDirection,
        look_side: lookSide,
        incidence_angle: z.number(),
        absolute_orbit: z.number(),
        overlap: z
          .number()
          .describe("Overlap with the reference's footprint, 0 to 1 (of the smaller footprint)"),
        full_resolution: z.boolean().describe('Whether the caller reads this scene at full resolution'),
      }),
    ),
  })
  .meta({ id: 'SceneStack' });

export const timeseriesSchema: z.ZodType<Timeseries> = z
  .object({
    entries: z.array(
      z.object({
        scene: z.string(),
        acquired_at: isoTime,
        mean_db: z
          .number()
          .nullable()
          .describe('10·log10 of the mean linear σ⁰ of the pixels read; null where none has data'),
        median_db: z
          .number()
          .nullable()
          .describe('The median σ⁰ of the pixels read, dB; null where none has data'),
        count: z.number().int().describe('Pixels read that have data'),
        full_resolution: z.boolean().describe('Whether the caller reads this scene at full resolution'),
      }),
    ),
  })
  .meta({ id: 'Timeseries' });

export const sceneChangeSchema: z.ZodType<SceneChange> = z
  .object({
    before: z.string(),
    after: z.string(),
    threshold_db: z.number(),
    pixel_m: z.number().describe('Ground spacing of the grid the two were compared on, m'),
    compared_km2: z.number().describe('Area both scenes cover, km²'),
    increase_km2: z.number().describe('Area brighter by more than the threshold, km²'),
    decrease_km2: z.number().describe('Area darker by more than the threshold, km²'),
    changed_km2: z.number().describe('Area brighter or darker by more than the threshold, km²'),
    full_resolution: z.boolean().describe('Whether both scenes were compared at full resolution'),
  })
  .meta({ id: 'SceneChange' });
