/**
 * The contract of the simulation calls (docs/requirements.md §7 Simulation): the request, the opportunities and the saved
 * simulations as answered. Imported as `@portal/shared/domain/simulation`; its limits are SIMULATION_LIMITS
 * (./simulation-limits.ts, zod-free, re-exported by the domain index).
 */
import { z } from 'zod';
import { IMAGING_MODE_ORDER, IMAGING_MODES, SATELLITE_IDS } from './constellation';
import { SIMULATION_LIMITS } from './simulation-limits';

// `error` strings are the API's message keys.
const satelliteIdField = z.enum(SATELLITE_IDS, { error: 'satelliteUnknown' });
const IMG_MODE_CODES = [...IMAGING_MODE_ORDER].sort((a, b) => a - b);

const L = SIMULATION_LIMITS;

/** A multipart field holding JSON text (a target polygon sent with a form) is parsed; anything else passes. */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};

const position = z.array(z.number()).min(2).max(3);
const latLonTarget = z
  .object({
    lat: z.coerce
      .number({ error: 'targetInvalid' })
      .min(-90, { error: 'targetInvalid' })
      .max(90, { error: 'targetInvalid' }),
    lon: z.coerce
      .number({ error: 'targetInvalid' })
      .min(-180, { error: 'targetInvalid' })
      .max(180, { error: 'targetInvalid' }),
  })
  .strict()
  .describe('A point, in the Satellite header coordinate system');
const pointGeometry = z.object({ type: z.literal('Point'), coordinates: position });
const polygonGeometry = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(position).min(4)).min(1),
});
const multiPolygonGeometry = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(position).min(4)).min(1)).min(1),
});

export const targetInput = z
  .preprocess(
    jsonText,
    z.union([latLonTarget, pointGeometry, polygonGeometry, multiPolygonGeometry], { error: 'targetInvalid' }),
  )
  .describe(
    '{lat, lon} or a GeoJSON Point / Polygon / MultiPolygon in the Satellite header system (multipart: the same as JSON text)',
  );

export const satellitesInput = z
  .preprocess(
    (v) =>
      typeof v === 'string' && v !== 'any'
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.union([z.literal('any'), z.array(satelliteIdField).min(1).max(SATELLITE_IDS.length)], {
      error: 'satelliteUnknown',
    }),
  )
  .describe(
    `'any' (all satellites offering the imaging mode) or a list of ${SATELLITE_IDS.join(', ')} (multipart: comma-separated)`,
  );

const isoTime = z.iso.datetime({ offset: true, error: 'timeInvalid' });

/**
 * The body of POST simulation/ (JSON, or multipart with the target as a `file`). `file` is the server's schema of a
 * multipart file part, which only the API knows (a Node buffer); the API builds the body schema once with it.
 */
export function simulationRequest<F extends z.ZodType>(file: F) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .max(L.nameMax, { error: 'tooLong' })
        .optional()
        .describe('Default: the name in the area file, else the tag'),
      satellites: satellitesInput.optional(),
      start_time: isoTime.optional().describe('ISO 8601; default now. At most 1 day in the past'),
      end_time: isoTime
        .optional()
        .describe(
          `ISO 8601; default start + ${L.defaultRangeDays} days; at most ${L.maxRangeDays} days after start`,
        ),
      target: targetInput.optional().describe('The target, unless a `file` is sent (multipart)'),
      file: file
        .optional()
        .describe("Multipart only: a kml, kmz or zipped-shapefile area (WGS-84 by the formats' definition)"),
      lower_angle: z.coerce
        .number({ error: 'invalidValue' })
        .min(L.lookAngleMinDeg, { error: 'lookAngleMin' })
        .max(L.lookAngleMaxDeg, { error: 'lookAngleMax' })
        .default(L.lookAngleMinDeg)
        .describe('Min look (off-nadir) angle, degrees (at least 13)'),
      upper_angle: z.coerce
        .number({ error: 'invalidValue' })
        .min(L.lookAngleMinDeg, { error: 'lookAngleMin' })
        .max(L.lookAngleMaxDeg, { error: 'lookAngleMax' })
        .default(L.lookAngleMaxDeg)
        .describe('Max look angle, degrees (at most 40)'),
      left_right_mode: z.enum(['any', 'left', 'right']).default('any'),
      orbit_mode: z.enum(['any', 'ascending', 'descending']).default('any'),
      img_mode: z.coerce
        .number()
        .int()
        .refine((v) => (IMG_MODE_CODES as readonly number[]).includes(v), { error: 'invalidValue' })
        .default(3)
        .describe(
          `Imaging mode: ${IMAGING_MODE_ORDER.map((c) => `${c} ${IMAGING_MODES[c].name.en}`).join(', ')} (footprint width)`,
        ),
      limit: z.coerce
        .number({ error: 'opportunityLimit' })
        .int({ error: 'opportunityLimit' })
        .min(1, { error: 'opportunityLimit' })
        .max(L.maxLimit, { error: 'opportunityLimit' })
        .default(L.defaultLimit)
        .describe(`Soonest opportunities to return (default ${L.defaultLimit}; at most ${L.maxLimit})`),
    })
    .refine((b) => b.lower_angle < b.upper_angle, { path: ['upper_angle'], error: 'lookAngleOrder' })
    .meta({ id: 'SimulationRequest' });
}

const geometry = z
  .object({ type: z.enum(['Point', 'Polygon', 'MultiPolygon']), coordinates: z.array(z.any()) })
  .describe('GeoJSON geometry in the Satellite header coordinate system');
const latLon = z.object({ lat: z.number(), lon: z.number() });

export const opportunitySchema = z
  .object({
    satellite_id: z.enum(SATELLITE_IDS),
    img_mode: z.number().int(),
    imaging_start: z.string(),
    imaging_centre: z.string().describe('Zero-Doppler instant over the target point'),
    imaging_end: z.string(),
    look_angle: z.number().describe('Off-nadir angle from the geodetic nadir, degrees'),
    incidence_angle: z.number(),
    look_side: z.enum(['left', 'right']),
    orbit_direction: z.enum(['ascending', 'descending']),
    slant_range_km: z.number(),
    coverage: z
      .enum(['full', 'partial', 'point'])
      .describe('Area targets: does one scene cover the whole (largest) polygon?'),
    footprint: geometry.describe('Predicted scene footprint (Polygon, or MultiPolygon across ±180°)'),
    track: z
      .object({ type: z.literal('LineString'), coordinates: z.array(z.array(z.number())) })
      .nullable()
      .describe('The sub-satellite track ±4 minutes around the imaging centre (longitudes unwrapped)'),
    tle_epoch: z.string().describe('Epoch of the TLE this prediction used'),
    tle_synthetic: z.boolean().describe('true: the TLE is synthetic (seeded), not a real element set'),
    schedule: z
      .object({
        free: z
          .boolean()
          .describe('No planned task is in its way (the capacity rules of docs/tasking-offer.md)'),
        own_orders: z
          .array(z.string())
          .describe("The caller's own orders in its way; others' count only as booked"),
      })
      .describe(
        "How the pass stands against the tasks planned when it was read (a quote adds the order's priority)",
      ),
  })
  .meta({ id: 'SimulationOpportunity' });

export const simulationSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  tag: z
    .string()
    .describe('Stable reference of the simulation (a tasking order may carry it as planning_tag)'),
  created_at: z.string(),
  updated_at: z.string(),
  satellites: z.union([z.literal('any'), z.array(z.enum(SATELLITE_IDS))]),
  start_time: z.string(),
  end_time: z.string(),
  lower_angle: z.number(),
  upper_angle: z.number(),
  left_right_mode: z.enum(['any', 'left', 'right']),
  orbit_mode: z.enum(['any', 'ascending', 'descending']),
  img_mode: z.number().int(),
  limit: z.number().int(),
  target_source: z.enum(['point', 'polygon', 'file']),
  file_name: z.string().nullable(),
  target: geometry,
  target_point: latLon.describe('The point that must be imaged (an area: centroid of its largest polygon)'),
  area_km2: z.number().nullable(),
  opportunity_count: z.number().int(),
  first_opportunity: z.string().nullable(),
});

export const simulationDetail = simulationSummary
  .extend({ opportunities: z.array(opportunitySchema) })
  .meta({ id: 'Simulation' });

/** The query of simulation_tag/ and download_kml/. */
export const simulationIdQuery = z.object({ id: z.coerce.number({ error: 'required' }).int().positive() });

/** The body of update_name/. */
export const simulationRename = z.object({
  id: z.coerce.number({ error: 'required' }).int().positive(),
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(L.nameMax, { error: 'tooLong' }),
});

/** The answer of simulation_tag/. */
export const simulationTag = z.object({ id: z.number().int(), tag: z.string(), name: z.string() });
