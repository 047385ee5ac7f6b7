/**
 * The contract of fulfilment (docs/requirements.md §3 "Task", §4, §7 "Tasking missions" staff calls and "Tasks"): what staff set on
 * a tasking order, the planning tasks anchored on real passes, the actions on them, the operations overview and
 * the control team's requirement notices. Every staff change carries the `version` it was made on: a change made on
 * an older version is refused with 409, so two staff members cannot both win. Imported as
 * `@portal/shared/domain/tasks`.
 */
import { z } from 'zod';
import { SATELLITE_IDS } from './constellation';
import { CLASSIFICATIONS, DELIVERY_STATUSES, MGC_TYPES, PRODUCT_STATUSES, TASK_MODES } from './enums';
import { PRIORITY_OPTIONS } from './priority';
import { bodyId, queryId } from './record-id';
import { CAPACITY_RULES } from './tasking-offer';
import { TASK_BOARD_COLUMNS } from './task-state';

const values = <V extends string | number>(options: readonly { value: V }[]) =>
  options.map((o) => o.value) as [V, ...V[]];
const version = z.number().int().min(0).describe('The version the change was made on (409 when older)');
const reason = z.string().trim().max(500);
const id = bodyId();
const geometry = z.object({ type: z.string(), coordinates: z.array(z.any()) });
const result = z
  .union([z.literal(0), z.literal(1), z.literal(2)])
  .describe('0 failed, 1 success, 2 cancelled');

export const TASK_LIMITS = {
  /** Opportunities offered for planning one order. */
  maxOpportunities: 20,
  /** Tasks planned in one call. */
  maxPlanned: 20,
  /** The capacity rules (./tasking-offer.ts CAPACITY_RULES): slew and settle, one pass's side and angle step. */
  minGapS: CAPACITY_RULES.slewSettleS,
  passWindowS: CAPACITY_RULES.passWindowS,
  maxLookAngleStepDeg: CAPACITY_RULES.maxLookAngleStepDeg,
  maxBatch: 100,
} as const;

// ---------- the staff side of a tasking order ----------

/** Fields of docs/requirements.md §3 that staff set on a tasking order (all optional: a PATCH). */
export const missionStaffFields = z.object({
  priority: z.number().int().min(0).max(99).optional(),
  classified: z.enum(values(CLASSIFICATIONS)).optional(),
  mgcType: z
    .number()
    .int()
    .refine((v) => MGC_TYPES.some((o) => o.value === v))
    .optional(),
  task_mode: z
    .number()
    .int()
    .refine((v) => TASK_MODES.some((o) => o.value === v))
    .optional(),
  interfere: z.union([z.literal(0), z.literal(1)]).optional(),
  anchoring_satellite: z.enum(['any', ...SATELLITE_IDS]).optional(),
  planning_tag: z.string().trim().max(100).optional(),
  contract: z.string().trim().max(100).optional(),
  comments: z.string().trim().max(500).optional(),
  admin: z.string().trim().max(50).optional().describe('The staff member in charge'),
  demandid: z.string().trim().max(50).optional(),
  status_description: z.string().trim().max(500).optional(),
});
export const missionStaffBody = missionStaffFields.extend({ version });
export type MissionStaffFields = z.infer<typeof missionStaffFields>;

export const reviewBody = z
  .object({ version, accept: z.boolean(), reason: reason.optional() })
  .refine((b) => b.accept || (b.reason ?? '').length > 0, { path: ['reason'], message: 'required' });
export const suspendBody = z.object({
  ids: z.array(id).min(1).max(TASK_LIMITS.maxBatch),
  suspended: z.boolean(),
  reason: reason.optional(),
});
export const commentBody = z.object({ text: z.string().trim().min(1).max(1000) });
export const missionComment = z.object({
  id: z.number().int(),
  by: z.string().nullable(),
  role: z.string().nullable(),
  text: z.string(),
  at: z.string(),
});

/** A delivered product of an order: the archive scene its task became, downloadable through its archive order. */
export const missionProduct = z.object({
  task_id: z.number().int(),
  scene_id: z.string(),
  archive_order_id: z.number().int(),
  delivered_at: z.string(),
});

// ---------- tasks ----------

export const taskSchema = z
  .object({
    id: z.number().int(),
    task: z.string().describe('Task number'),
    mission_id: z.number().int(),
    order_no: z.string(),
    target_name: z.string(),
    username: z.string().describe('The customer'),
    sales: z.string().nullable(),
    task_state: z.number().int(),
    rank: z.number().int().describe('Priority (its code)'),
    anchoring_satellite: z.string(),
    imaging_mode: z.number().int(),
    anchoring_orbit: z.number().int().describe('Absolute orbit of the pass'),
    anchoring_left_right: z.enum(['left', 'right']),
    anchoring_center_look_angle: z.number(),
    orbit_direction: z.enum(['ascending', 'descending']),
    imaging_time: z.string().describe('Imaging start (UTC)'),
    imaging_duration: z.number().describe('Seconds'),
    planning_time: z.string(),
    footprint: geometry.nullable().describe('WGS-84, whatever the Satellite header'),
    missiondata: z
      .object({
        incidence_angle: z.number(),
        slant_range_km: z.number(),
        coverage: z.string(),
        tle_epoch: z.string(),
      })
      .describe('The pass it was anchored on'),
    demandid: z.string().nullable(),
    zgcxcgpd: result.nullable().describe('In-orbit imaging result'),
    transfer: result.nullable().describe('Satellite-ground transfer result'),
    transfer_time: z.string().nullable(),
    product_status: z.enum(values(PRODUCT_STATUSES)).nullable(),
    task_delivery_status: z.enum(values(DELIVERY_STATUSES)).nullable(),
    deliver_num: z.number().int(),
    real_deliver_num: z.number().int().nullable(),
    deliver_time: z.string().nullable(),
    fail_reason: z.string(),
    scene_id: z.string().nullable().describe('The archive scene its product became'),
    archive_order_id: z.number().int().nullable(),
    received_at: z.string().nullable(),
    synced_at: z.string().nullable(),
    late: z.boolean().describe('Its imaging time has passed without an imaging result'),
    update_time: z.string(),
    version: z.number().int(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

/** One change of state as a detail lists it: a task's, and a tasking order's (./missions.ts). */
export const stateHistoryItem = z.object({
  from_state: z.number().int().nullable(),
  to_state: z.number().int(),
  by: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export const taskHistoryItem = stateHistoryItem;
export const taskDetailSchema = taskSchema
  .extend({ history: z.array(taskHistoryItem) })
  .meta({ id: 'TaskDetail' });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

const boardKeys = TASK_BOARD_COLUMNS.map((c) => c.key) as [string, ...string[]];
export const taskListQuery = z.object({
  task_state: z.coerce.number().int().optional(),
  column: z.enum(boardKeys).optional().describe('A column of the state board'),
  satellite: z.enum(SATELLITE_IDS as unknown as [string, ...string[]]).optional(),
  mission_id: queryId().optional(),
  username: z.string().trim().max(50).optional(),
  keyword: z.string().trim().max(100).optional().describe('Part of the target name or task number'),
  from: z.iso.date().optional().describe('Imaging on or after (YYYY-MM-DD, UTC)'),
  to: z.iso.date().optional().describe('Imaging on or before (YYYY-MM-DD, UTC)'),
  late: z.enum(['true', 'false']).optional(),
  sort: z.enum(['imaging_time', 'update_time', 'rank']).default('imaging_time'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TaskQuery = z.input<typeof taskListQuery>;
/** GET tasks/task_export/ and task_export_by_cekong/: the tasks of a list query as XLSX (default) or CSV. */
export const taskExportQuery = taskListQuery.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
/** GET tasks/taskmission/: the tasks of one order. */
export const taskOfMissionQuery = z.object({
  mission_id: queryId(),
});
/** GET tasks/get_tasks/: the tasks imaged within a window of at most 31 days (the timeline). */
export const taskWindowQuery = z
  .object({
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
    satellite: taskListQuery.shape.satellite,
  })
  .refine(
    (q) => Date.parse(q.to) > Date.parse(q.from) && Date.parse(q.to) - Date.parse(q.from) <= 31 * 86_400_000,
    {
      path: ['to'],
      message: 'invalidValue',
    },
  );

/** One task to act on, at the version the staff member saw. */
const taskRef = z.object({ id, version });

/** PUT tasks/{id}/: record a result, a quality check, or edit the task's working fields. */
export const taskUpdateBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('imaging'), version, zgcxcgpd: result, fail_reason: reason.optional() }),
  z.object({
    action: z.literal('transfer'),
    version,
    transfer: result,
    transfer_time: z.iso.datetime({ offset: true }).optional(),
    fail_reason: reason.optional(),
  }),
  z.object({
    action: z.literal('quality'),
    version,
    product_status: z.enum(values(PRODUCT_STATUSES)),
    fail_reason: reason.optional(),
  }),
  z.object({
    action: z.literal('edit'),
    version,
    rank: z.number().int().min(0).max(99).optional(),
    deliver_num: z.number().int().min(1).max(100).optional(),
    demandid: z.string().trim().max(50).optional(),
    fail_reason: reason.optional(),
  }),
]);
export type TaskUpdate = z.infer<typeof taskUpdateBody>;

export const receiveBody = z
  .object({
    tasks: z.array(taskRef).min(1).max(TASK_LIMITS.maxBatch),
    accepted: z.boolean().default(true).describe('false: the control team refuses them (dispatch failed)'),
    reason: reason.optional(),
  })
  .refine((b) => b.accepted || (b.reason ?? '').length > 0, { path: ['reason'], message: 'required' });
export const taskDeliveryBody = z.object({
  tasks: z.array(taskRef).min(1).max(TASK_LIMITS.maxBatch),
  delivery_status: z.enum(values(DELIVERY_STATUSES)),
  real_deliver_num: z.number().int().min(0).max(100).optional(),
  reason: reason.optional(),
});
export const missionDeliveryBody = z.object({
  version,
  delivery_status: z.enum(values(DELIVERY_STATUSES)),
  reason: reason.optional(),
});
export const cancelTaskBody = z.object({ version, reason: reason.min(1) });

/** What `synctoc` sends to the satellite control system, and when it was sent. */
export const syncResult = z.object({
  synced_at: z.string(),
  message: z.record(z.string(), z.unknown()).describe('The requirement as the control system reads it'),
});

// ---------- planning ----------

export const taskConflict = z.object({
  task_id: z.number().int(),
  task: z.string(),
  footprint: z
    .object({ type: z.enum(['Polygon', 'MultiPolygon']), coordinates: z.array(z.any()) })
    .nullable()
    .optional()
    .describe("The planned task's footprint (WGS-84), drawn on the planning globe"),
  kind: z
    .enum(['time', 'look_angle', 'budget'])
    .describe(
      "time: too close in time; look_angle: same pass, other side or angle; budget: past the orbit's imaging seconds",
    ),
});
export type TaskConflict = z.infer<typeof taskConflict>;

/** A pass of a satellite over the order's target within its window and constraints: a task can be anchored on it. */
export const planningOpportunity = z
  .object({
    key: z.string().describe('satellite_id@imaging_start: what a planning request names'),
    satellite_id: z.string(),
    imaging_start: z.string(),
    imaging_end: z.string(),
    imaging_duration: z.number(),
    look_angle: z.number(),
    incidence_angle: z.number(),
    look_side: z.enum(['left', 'right']),
    orbit_direction: z.enum(['ascending', 'descending']),
    absolute_orbit: z.number().int(),
    coverage: z.string(),
    footprint: geometry.describe('WGS-84, whatever the Satellite header'),
    track: geometry.optional().describe('WGS-84'),
    conflicts: z.array(taskConflict),
    planned: z.boolean().describe('A task of this order is already anchored on it'),
  })
  .meta({ id: 'PlanningOpportunity' });
export type PlanningOpportunity = z.infer<typeof planningOpportunity>;

export const planTasksBody = z.object({
  mission_id: id,
  version,
  keys: z.array(z.string().max(80)).min(1).max(TASK_LIMITS.maxPlanned),
  accept_conflicts: z.boolean().default(false).describe('Plan even when the conflict check warns'),
});

// ---------- overview, board and notices ----------

export const overviewSchema = z
  .object({
    generated_at: z.string(),
    missions_by_state: z.array(z.object({ state: z.number().int(), count: z.number().int() })),
    missions_by_step: z.array(
      z.object({
        step: z.number().int(),
        grey: z.number().int(),
        green: z.number().int(),
        red: z.number().int(),
        yellow: z.number().int(),
      }),
    ),
    tasks_by_column: z.array(z.object({ column: z.string(), count: z.number().int() })),
    week: z
      .array(z.object({ satellite: z.string(), day: z.string(), count: z.number().int() }))
      .describe(
        "Tasks per satellite per day this week (Monday to Sunday) in the reader's zone: Beijing time in Chinese, UTC in English",
      ),
    today: z.array(taskSchema).describe("Today's tasks by imaging time, today in the reader's zone"),
    late: z.array(taskSchema),
    failed: z.array(taskSchema).describe('Failed in the last 30 days'),
    pending_review: z.number().int(),
    suspended: z.number().int(),
    archive_orders: z.array(
      z.object({ status: z.string(), count: z.number().int(), money_fen: z.number().int() }),
    ),
    deadlines: z
      .array(z.object({ week: z.string(), met: z.number().int(), missed: z.number().int() }))
      .describe(
        "Delivery deadlines met and missed per week (Monday, in the reader's zone) over the last 8 weeks: a late delivery, or none by the deadline, is missed",
      ),
  })
  .meta({ id: 'OperationsOverview' });
export type Overview = z.infer<typeof overviewSchema>;

export const REQUIREMENT_NOTICE_KINDS = [
  { value: 'new', zh: '新需求', en: 'New requirement' },
  { value: 'changed', zh: '需求变更', en: 'Changed requirement' },
  { value: 'suspended', zh: '需求暂停', en: 'Suspended' },
  { value: 'resumed', zh: '需求恢复', en: 'Resumed' },
  { value: 'cancelled', zh: '需求取消', en: 'Cancelled' },
] as const;
export const requirementNotice = z
  .object({
    id: z.number().int(),
    mission_id: z.number().int(),
    order_no: z.string(),
    target_name: z.string(),
    kind: z.enum(values(REQUIREMENT_NOTICE_KINDS)),
    changes: z
      .array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() }))
      .describe('For a changed requirement: what changed'),
    note: z.string(),
    by: z.string().nullable(),
    created_at: z.string(),
    acknowledged_by: z.string().nullable(),
    acknowledged_at: z.string().nullable(),
  })
  .meta({ id: 'RequirementNotice' });
export type RequirementNotice = z.infer<typeof requirementNotice>;
export const noticeListQuery = z.object({
  kind: z.enum(values(REQUIREMENT_NOTICE_KINDS)).optional(),
  unacknowledged: z.enum(['true', 'false']).optional(),
});
export const acknowledgeBody = z.object({ ids: z.array(id).min(1).max(TASK_LIMITS.maxBatch) });
export const acknowledgeResult = z.object({ acknowledged: z.number().int() });

/** Staff list filters of tasking orders beyond the customer's (spec: state, customer, satellite, date, priority band, nature). */
export const PRIORITY_BANDS = ['A+', 'A', 'B', 'C', 'D'] as const;
export const missionStaffQuery = z.object({
  priority_band: z.enum(PRIORITY_BANDS).optional(),
  task_nature: z.string().trim().max(50).optional(),
  suspended: z.enum(['true', 'false']).optional(),
  deadline: z
    .enum(['at_risk', 'missed'])
    .optional()
    .describe('Imaged, undelivered orders whose delivery deadline is near (at_risk) or past (missed)'),
  sort: z
    .enum(['create_time', 'id_date_1', 'priority', 'order_state', 'delivery_due'])
    .default('create_time')
    .describe('delivery_due: by the promised delivery time (imaged orders first)'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export { PRIORITY_OPTIONS };
