/**
 * The contract of tasking orders (docs/requirements.md §3 "Tasking order", §5 rules, §7 "Tasking missions") as zod schemas: the
 * form checks its fields with the same schema the API validates with, so both show the spec's messages. Every
 * error is a key of VALIDATION_MESSAGES. Imported as `@portal/shared/domain/missions`.
 */
import { z } from 'zod';
import { IMAGING_MODE_ORDER, SATELLITE_IDS } from './constellation';
import {
  CALIBRATION_CONFIGS,
  COMPRESS_CONFIGS,
  DELIVERY_METHODS,
  DELIVERY_STATUSES,
  EFFECTIVE_TIMES,
  IMAGE_USAGES,
  LOOK_SIDES,
  ORBIT_MODES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  REQUESTORS,
  TASK_NATURES,
} from './enums';
import { ORDER_STATES, PROGRESS_STEPS } from './mission-state';
import { MISSION_LIMITS } from './mission-limits';
import { missionOfferFields } from './mission-offer-fields';
import { PRIORITY_OPTIONS } from './priority';
import { IMAGE_STATUSES, type ImageStatus } from './task-state';
import { missionComment, missionProduct, stateHistoryItem } from './tasks';

type ProductStatusValue = (typeof PRODUCT_STATUSES)[number]['value'];
type DeliveryStatusValue = (typeof DELIVERY_STATUSES)[number]['value'];
import type { ValidationMessageKey } from './validation';

export { MISSION_LIMITS };
const L = MISSION_LIMITS;

type Key = ValidationMessageKey;
const values = <V extends string | number>(options: readonly { value: V }[]): V[] =>
  options.map((o) => o.value);

/** '' and null mean "not given" (forms and multipart send text). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
/** A number from JSON or form text; `key` for missing or not a number. */
const num = (key: Key) =>
  z.preprocess(
    (v) => {
      const b = blank(v);
      return typeof b === 'string' ? Number(b.trim()) : b;
    },
    z.number({ error: key }).refine(Number.isFinite, { error: key }),
  );
/** A number between limits; the OpenAPI document states the limits (the form sends text, so zod checks after). */
const between = (key: Key, min: number, max: number, minKey: Key, maxKey: Key) =>
  num(key)
    .pipe(z.number().min(min, { error: minKey }).max(max, { error: maxKey }))
    .meta({ type: 'number', minimum: min, maximum: max });
/** One value of an enumeration: `key` when none is given, 'invalidValue' for one outside the list (§5). */
const oneOf = (options: readonly number[], key: Key) =>
  num(key)
    .refine((v) => options.includes(v), { error: 'invalidValue' })
    .meta({ type: 'number', enum: [...options] });
const choice = (options: readonly string[], key: Key) =>
  z
    .preprocess(
      blank,
      z.string({ error: key }).refine((v) => options.includes(v), { error: 'invalidValue' }),
    )
    .meta({ type: 'string', enum: [...options] });
/** An optional field: absent, '' and null all mean "not given" (and the OpenAPI document does not require it). */
const optional = <T extends z.ZodType>(inner: T) => z.preprocess(blank, inner.optional()).optional();
const text = (key: Key, max: number = L.maxText) =>
  z.preprocess(blank, z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'tooLong' }));
const instant = (key: Key) => z.preprocess(blank, z.iso.datetime({ offset: true, error: key }));

/** A vertex as [longitude, latitude] in degrees (an altitude may follow). */
const position = z
  .tuple([
    z.number().min(-180, { error: 'latLonInvalid' }).max(180, { error: 'latLonInvalid' }),
    z.number().min(-90, { error: 'latLonInvalid' }).max(90, { error: 'latLonInvalid' }),
  ])
  .rest(z.number());
const ring = z.array(position).min(4).max(10_000);
/** The drawn or imported target areas: at most 5 polygons (the form asks to drop the earliest beyond that). */
export const targetAreas = z.preprocess(
  (v) => {
    const b = blank(v);
    if (typeof b !== 'string') return b;
    try {
      return JSON.parse(b);
    } catch {
      return b;
    }
  },
  z.object(
    {
      type: z.literal('MultiPolygon'),
      coordinates: z.array(z.array(ring).min(1).max(50)).min(1).max(L.maxAreas),
    },
    { error: 'targetRequired' },
  ),
);

/** The fields a customer fills (docs/requirements.md §3); `remarks` (comments) is the only optional one (docs/requirements.md §5). */
export const missionObject = z.object({
  target_name: text('enterTargetName'),
  // Required whenever an order is submitted (docs/requirements.md §5: all fields but remarks), with or without target areas.
  Latitude: between('latLonInvalid', -90, 90, 'latLonInvalid', 'latLonInvalid'),
  Longitude: between('latLonInvalid', -180, 180, 'latLonInvalid', 'latLonInvalid'),
  target: targetAreas.optional(),
  map_file_name: optional(z.string().trim().max(200)),
  elevation: between('required', L.minElevationM, L.maxElevationM, 'invalidValue', 'invalidValue'),
  img_mode: oneOf([...IMAGING_MODE_ORDER], 'selectShootingMode'),
  shooting_market: num('enterShootingDuration')
    .pipe(
      z
        .number()
        .positive({ error: 'enterShootingDuration' })
        .max(L.maxDurationSPerKm, { error: 'invalidValue' }),
    )
    .meta({ type: 'number', exclusiveMinimum: 0, maximum: L.maxDurationSPerKm }),
  orbit_mode: choice(values(ORBIT_MODES), 'required'),
  left_right_mode: choice(values(LOOK_SIDES), 'required'),
  upper_angle: between('required', L.lookAngleMin, L.lookAngleMax, 'lookAngleMin', 'lookAngleMax'),
  lower_angle: between('required', L.lookAngleMin, L.lookAngleMax, 'lookAngleMin', 'lookAngleMax'),
  product_type: choice(values(PRODUCT_TYPES), 'required'),
  effective_time: oneOf(values(EFFECTIVE_TIMES), 'required'),
  priority: oneOf(values(PRIORITY_OPTIONS), 'required'),
  p_number: num('required')
    .pipe(
      z
        .number()
        .int({ error: 'invalidValue' })
        .min(1, { error: 'invalidValue' })
        .max(L.maxShots, { error: 'invalidValue' }),
    )
    .meta({ type: 'integer', minimum: 1, maximum: L.maxShots }),
  unit_demand: text('enterOrganizationName'),
  requestor: choice(values(REQUESTORS), 'required'),
  end_user: text('enterEndUser'),
  demand_contact: text('enterContactName'),
  deliverymethod: choice(values(DELIVERY_METHODS), 'required'),
  task_nature: choice(values(TASK_NATURES), 'required'),
  img_usage: choice(values(IMAGE_USAGES), 'chooseImagePurpose'),
  id_date_1: instant('enterShootingPeriod'),
  id_date_2: instant('chooseEndDate'),
  compress_config: oneOf(values(COMPRESS_CONFIGS), 'required'),
  calibration_config: oneOf(values(CALIBRATION_CONFIGS), 'required'),
  anchoring_satellite: choice(['any', ...SATELLITE_IDS], 'selectAnchorSatellite'),
  comments: optional(z.string().trim().max(L.maxComments, { error: 'tooLong' })),
  planning_tag: optional(z.string().trim().max(100)).describe('The simulation it was planned with'),
});

/** The rules across fields: the look angles' order, the start before the end. */
export function missionRules(m: z.output<typeof missionObject>, ctx: z.RefinementCtx) {
  if (m.lower_angle >= m.upper_angle)
    ctx.addIssue({ code: 'custom', path: ['upper_angle'], message: 'lookAngleOrder' });
  if (Date.parse(m.id_date_1) >= Date.parse(m.id_date_2))
    ctx.addIssue({ code: 'custom', path: ['id_date_2'], message: 'endBeforeStart' });
}

export const missionFields = missionObject.superRefine(missionRules);
export type MissionFields = z.output<typeof missionFields>;
export type MissionInput = z.input<typeof missionFields>;

/** The form's problems as fields and message keys (the first per field), in the form's order. */
export function missionProblems(input: unknown): { field: string; key: Key }[] {
  const r = missionFields.safeParse(input);
  if (r.success) return [];
  const seen = new Set<string>();
  const out: { field: string; key: Key }[] = [];
  for (const issue of r.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, key: issue.message as Key });
  }
  return out;
}

export const missionStep = z.object({
  key: z.enum(PROGRESS_STEPS.map((s) => s.key) as [string, ...string[]]),
  color: z.enum(['grey', 'green', 'red', 'yellow']),
  reached_at: z
    .string()
    .nullable()
    .describe(
      "When the step's own event happened (in-orbit imaging: when it was imaged); null while grey or when none is recorded",
    ),
});

export const missionHistoryItem = stateHistoryItem;

const ORDER_STATE_CODES = Object.keys(ORDER_STATES).map(Number);

export const missionSchema = z
  .object({
    id: z.number().int(),
    order_no: z.string(),
    username: z.string(),
    user_id: z.number().int(),
    target_name: z.string(),
    Latitude: z.number().nullable(),
    Longitude: z.number().nullable(),
    target: z.object({ type: z.literal('MultiPolygon'), coordinates: z.array(z.any()) }).nullable(),
    map_file_name: z.string().nullable(),
    elevation: z.number(),
    img_mode: z.number().int(),
    shooting_market: z.number(),
    orbit_mode: z.string(),
    left_right_mode: z.string(),
    upper_angle: z.number(),
    lower_angle: z.number(),
    product_type: z.string(),
    effective_time: z.number().int(),
    priority: z.number().int(),
    p_number: z.number().int(),
    unit_demand: z.string(),
    requestor: z.string(),
    end_user: z.string(),
    demand_contact: z.string(),
    deliverymethod: z.string(),
    task_nature: z.string(),
    img_usage: z.string(),
    id_date_1: z.string(),
    id_date_2: z.string(),
    compress_config: z.number().int(),
    calibration_config: z.number().int(),
    anchoring_satellite: z.string(),
    comments: z.string(),
    planning_tag: z.string().nullable(),
    application_form: z.string().nullable().describe('File name of the application form'),
    order_state: z
      .number()
      .int()
      .refine((v) => ORDER_STATE_CODES.includes(v)),
    mission_state: z.number().int().describe('The coarse state that order_state reports'),
    image_status: z
      .enum(IMAGE_STATUSES.map((o) => o.value) as [ImageStatus, ...ImageStatus[]])
      .nullable()
      .describe("From its tasks' imaging results; null before any task"),
    product_status: z
      .enum(PRODUCT_STATUSES.map((o) => o.value) as [ProductStatusValue, ...ProductStatusValue[]])
      .nullable()
      .describe("From its tasks' quality checks; null until checked"),
    delivery_status: z
      .enum(DELIVERY_STATUSES.map((o) => o.value) as [DeliveryStatusValue, ...DeliveryStatusValue[]])
      .nullable()
      .describe("From its tasks' deliveries; null until delivered or a shipping failed"),
    editable: z.boolean(),
    cost_fen: z.number().int(),
    ...missionOfferFields,
    create_time: z.string(),
    steps: z.array(missionStep),
    // Set by staff (docs/requirements.md §3); null for the customer where internal.
    classified: z.string().nullable(),
    mgcType: z.number().int().nullable(),
    task_mode: z.number().int().nullable(),
    interfere: z.number().int().nullable(),
    contract: z.string().nullable(),
    admin: z.string().nullable().describe('The staff member in charge'),
    demandid: z.string().nullable(),
    status_description: z.string().nullable(),
    sales: z.string().nullable().describe("The customer's sales person"),
    suspended: z.boolean(),
    synced_at: z.string().nullable().describe('Last sent to the control system'),
    task_count: z.number().int(),
    version: z.number().int().describe('Staff changes name the version they were made on'),
  })
  .meta({ id: 'Mission' });
export type Mission = z.infer<typeof missionSchema>;

/** Fields staff set and read (docs/requirements.md §3); the customer's pages do not list them. */
export const STAFF_MISSION_FIELDS = [
  'classified',
  'mgcType',
  'task_mode',
  'interfere',
  'contract',
  'admin',
  'demandid',
  'status_description',
  'sales',
  'suspended',
  'synced_at',
  'task_count',
  'version',
] as const satisfies readonly (keyof Mission)[];

export const missionDetailSchema = missionSchema
  .extend({
    history: z.array(missionHistoryItem),
    planned_imaging: z
      .array(z.object({ imaging_time: z.string(), satellite: z.string() }))
      .describe(
        'When its tasks are planned to image (the start of each pass they are anchored on), earliest first; empty before task planning',
      ),
    products: z
      .array(missionProduct)
      .describe('Delivered products, downloadable through their archive order'),
    staff_comments: z.array(missionComment).describe('Comments of staff and sales; empty for the customer'),
  })
  .meta({ id: 'MissionDetail' });
export type MissionDetail = z.infer<typeof missionDetailSchema>;

export const missionListQuery = z.object({
  order_state: z.coerce.number().int().optional(),
  from: z.iso.date().optional().describe('Created on or after (YYYY-MM-DD, UTC)'),
  to: z.iso.date().optional().describe('Created on or before (YYYY-MM-DD, UTC)'),
  satellite: z
    .enum(['any', ...SATELLITE_IDS])
    .optional()
    .describe('Anchoring satellite'),
  keyword: z.string().trim().max(100).optional().describe('Part of the target name or order number'),
  username: z.string().trim().max(50).optional().describe('Staff and sales: the customer'),
});
export type MissionQuery = z.input<typeof missionListQuery>;

export const destroyManyBody = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(L.maxBatch),
});

export const transitionBody = z.object({
  to_state: z.number().int(),
  note: z.string().trim().max(200).optional(),
  version: z.number().int().min(0).optional().describe('The version the change was made on (409 when older)'),
});

export const notificationSchema = z
  .object({
    id: z.number().int(),
    create_time: z.string(),
    type_status_text: z.string().describe('What happened, in the caller’s language'),
    tasknumber_text: z.string().describe('The tasking order it concerns'),
    rank: z.number().int().describe('1 information, 2 attention (a failure or cancellation)'),
    mission_id: z.number().int().nullable().describe('null: an alert about the account or a feedback'),
    kind: z
      .enum(['mission', 'review', 'feedback', 'export', 'webhook', 'subscription', 'approval'])
      .describe(
        'export: a finished export, its link in type_status_text; webhook: an endpoint disabled; subscription: new scenes matched a saved search; approval: an organisation order awaits, or had, a decision',
      ),
    detail: z
      .string()
      .nullable()
      .describe(
        "What people wrote or named (a reason, an address, a saved search's name), as written: the end of type_status_text; null when none",
      ),
    /** A review's or a feedback's id (kind review or feedback). */
    subject_id: z.number().int().nullable(),
    username: z.string(),
    read: z.boolean(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** A complete tasking order as a form or a client sends it (multipart text): what the tests start from. */
export const MISSION_EXAMPLE: Readonly<Record<string, string>> = {
  target_name: 'Port of Ningbo',
  Latitude: '29.87',
  Longitude: '121.55',
  elevation: '5',
  img_mode: '3',
  shooting_market: '2',
  orbit_mode: 'any',
  left_right_mode: 'any',
  upper_angle: '39',
  lower_angle: '13',
  product_type: 'SLC',
  effective_time: '7',
  priority: '8',
  p_number: '1',
  unit_demand: 'Ningbo Port Authority',
  requestor: 'org_a',
  end_user: 'Harbour master',
  demand_contact: 'Li Wei',
  deliverymethod: 'online',
  task_nature: 'contract_customer',
  img_usage: 'maritime',
  id_date_1: '2026-12-01T00:00:00Z',
  id_date_2: '2026-12-08T00:00:00Z',
  compress_config: '0',
  calibration_config: '0',
  anchoring_satellite: 'any',
};
