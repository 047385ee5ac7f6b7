/**
 * The fields of a tasking order (docs/requirements.md §3) as one table, a row a field of the contract (`Mission`): the
 * column it is stored in, who may edit it, its labels in both languages, its input on the order form and its place
 * in the reading order of each view. The API's columns, the form, the customer's and staff's details and the
 * application form are derived from it (mission-field-views.ts), so a new field is a migration, a row here and a
 * line of the contract (docs/architecture.md §8).
 */
import {
  ANCHORING_SATELLITES,
  CALIBRATION_CONFIGS,
  COMPRESS_CONFIGS,
  DELIVERY_METHODS,
  EFFECTIVE_TIMES,
  IMAGE_USAGES,
  IMG_MODES,
  LOOK_SIDES,
  ORBIT_MODES,
  PRODUCT_TYPES,
  REQUESTORS,
  TASK_NATURES,
  type EnumOption,
} from './enums';
import { MISSION_LIMITS } from './mission-limits';
import type { Mission } from './missions';
import { PRIORITY_OPTIONS } from './priority';
import type { Lang } from './routes';
import type { LocalizedText } from './validation';

/** The order form's sections, in its order; `other` (remarks, application form) is laid out by the page itself. */
export const MISSION_FORM_SECTIONS = ['target', 'imaging', 'schedule', 'requester', 'other'] as const;
export type MissionFormSection = (typeof MISSION_FORM_SECTIONS)[number];
/** The groups staff read an order by, in their order. */
export const MISSION_STAFF_GROUPS = ['order', 'target', 'imaging', 'schedule', 'customer', 'staff'] as const;
export type MissionStaffGroup = (typeof MISSION_STAFF_GROUPS)[number];

export interface MissionFormInput {
  section: MissionFormSection;
  /** Its place in the section (ascending). */
  at: number;
  kind: 'text' | 'number' | 'datetime' | 'multiline' | 'select' | 'file';
  options?: readonly EnumOption[];
  /** The key of its hint under `hint.` in the form's translations. */
  hint?: string;
  step?: string;
  /** The text a new order starts with (none: a file). */
  initial?: string;
}

export interface MissionFieldRow {
  /** The column of `missions` it is stored in; none: derived when read (a join, a count, the states). */
  column?: string;
  /** How the stored value is read: bigint to a number, an instant to ISO 8601 UTC, a geometry from GeoJSON. */
  stored?: 'bigint' | 'instant' | 'geometry';
  /** Who may change it: the customer with the order (while it waits for review), staff with the staff fields. */
  edit?: readonly ('customer' | 'staff')[];
  /** What is stored when the customer leaves it out (null unless said). */
  empty?: '';
  /** Staff's own: null in what a customer reads. */
  internal?: true;
  /** Places in the reading orders (ascending; steps of 10 leave room): the customer's detail, staff's groups, the
   * application form document. A field without one is not listed there. */
  customer?: number;
  staff?: readonly [MissionStaffGroup, number];
  document?: number;
  label: LocalizedText;
  /** The order form's label, where it words the field otherwise. */
  formLabel?: LocalizedText;
  form?: MissionFormInput;
}

const UPPER_HINT = String(MISSION_LIMITS.lookAngleHintUpper);
const LOWER_HINT = String(MISSION_LIMITS.lookAngleHintLower);
const PRIORITY_BANDS: EnumOption[] = PRIORITY_OPTIONS.map((p) => ({
  value: p.value,
  zh: p.band,
  en: p.band,
}));

/** Every field of the contract, in its order. */
// prettier-ignore
export const MISSION_FIELDS: { readonly [K in keyof Mission]-?: MissionFieldRow } = {
  id: {
    column: 'id', stored: 'bigint',
    label: { zh: 'ID', en: 'ID' },
  },
  order_no: {
    customer: 10, staff: ['order', 10],
    label: { zh: '订单号', en: 'Order no.' },
  },
  username: {
    customer: 320, staff: ['customer', 10],
    label: { zh: '客户', en: 'Customer' },
  },
  user_id: {
    column: 'user_id', stored: 'bigint',
    label: { zh: '用户 ID', en: 'User ID' },
  },
  target_name: {
    column: 'target_name', edit: ['customer'], customer: 20, staff: ['target', 10], document: 10,
    label: { zh: '目标名称', en: 'Target name' },
    form: { section: 'target', at: 10, kind: 'text', initial: '' },
  },
  Latitude: {
    column: 'latitude', edit: ['customer'], customer: 30, staff: ['target', 20], document: 20,
    label: { zh: '纬度', en: 'Latitude' },
    form: { section: 'target', at: 20, kind: 'text', hint: 'latLon', initial: '' },
  },
  Longitude: {
    column: 'longitude', edit: ['customer'], customer: 40, staff: ['target', 30], document: 30,
    label: { zh: '经度', en: 'Longitude' },
    form: { section: 'target', at: 30, kind: 'text', hint: 'latLon', initial: '' },
  },
  target: {
    column: 'target', stored: 'geometry', edit: ['customer'], customer: 50, staff: ['target', 40],
    label: { zh: '目标区域', en: 'Target areas' },
  },
  map_file_name: {
    column: 'map_file_name', edit: ['customer'], customer: 60, staff: ['target', 50],
    label: { zh: '区域文件', en: 'Area file' },
  },
  elevation: {
    column: 'elevation', edit: ['customer'], customer: 70, staff: ['target', 60],
    label: { zh: '高程（米）', en: 'Elevation (m)' },
    form: { section: 'target', at: 40, kind: 'number', initial: '0' },
  },
  img_mode: {
    column: 'img_mode', edit: ['customer'], customer: 90, staff: ['imaging', 20], document: 40,
    label: { zh: '成像模式', en: 'Imaging mode' },
    formLabel: { zh: '拍摄模式', en: 'Shooting mode' },
    form: { section: 'imaging', at: 20, kind: 'select', options: IMG_MODES, initial: '' },
  },
  shooting_market: {
    column: 'shooting_market', edit: ['customer'], customer: 100, staff: ['imaging', 30],
    label: { zh: '拍摄时长（秒/公里）', en: 'Shooting duration (s/km)' },
    formLabel: { zh: '拍摄时长（秒/公里）', en: 'Duration (s/km)' },
    form: { section: 'imaging', at: 30, kind: 'number', step: '0.1', initial: '' },
  },
  orbit_mode: {
    column: 'orbit_mode', edit: ['customer'], customer: 110, staff: ['imaging', 40], document: 50,
    label: { zh: '轨道', en: 'Orbit' },
    formLabel: { zh: '轨道方向', en: 'Orbit direction' },
    form: { section: 'imaging', at: 40, kind: 'select', options: ORBIT_MODES, initial: 'any' },
  },
  left_right_mode: {
    column: 'left_right_mode', edit: ['customer'], customer: 120, staff: ['imaging', 50], document: 60,
    label: { zh: '视向', en: 'Look side' },
    formLabel: { zh: '左右视', en: 'Look side' },
    form: { section: 'imaging', at: 50, kind: 'select', options: LOOK_SIDES, initial: 'any' },
  },
  upper_angle: {
    column: 'upper_angle', edit: ['customer'], customer: 130, staff: ['imaging', 70], document: 80,
    label: { zh: '最大视角（°）', en: 'Max look angle (°)' },
    formLabel: { zh: '最大侧视角（°）', en: 'Max look angle (°)' },
    form: { section: 'imaging', at: 60, kind: 'number', hint: 'upper_angle', step: '0.1', initial: UPPER_HINT },
  },
  lower_angle: {
    column: 'lower_angle', edit: ['customer'], customer: 140, staff: ['imaging', 60], document: 70,
    label: { zh: '最小视角（°）', en: 'Min look angle (°)' },
    formLabel: { zh: '最小侧视角（°）', en: 'Min look angle (°)' },
    form: { section: 'imaging', at: 70, kind: 'number', hint: 'lower_angle', step: '0.1', initial: LOWER_HINT },
  },
  product_type: {
    column: 'product_type', edit: ['customer'], customer: 150, staff: ['imaging', 80], document: 90,
    label: { zh: '产品类型', en: 'Product type' },
    form: { section: 'imaging', at: 80, kind: 'select', options: PRODUCT_TYPES, initial: 'SLC' },
  },
  effective_time: {
    column: 'effective_time', edit: ['customer'], customer: 160, staff: ['schedule', 30], document: 100,
    label: { zh: '时效', en: 'Timeliness' },
    formLabel: { zh: '时效', en: 'Effective time' },
    form: { section: 'schedule', at: 30, kind: 'select', options: EFFECTIVE_TIMES, initial: '7' },
  },
  priority: {
    column: 'priority', edit: ['customer', 'staff'], customer: 170, staff: ['schedule', 40], document: 110,
    label: { zh: '优先级', en: 'Priority' },
    form: { section: 'schedule', at: 40, kind: 'select', options: PRIORITY_BANDS, initial: '8' },
  },
  p_number: {
    column: 'p_number', edit: ['customer'], customer: 180, staff: ['imaging', 90], document: 120,
    label: { zh: '拍摄次数', en: 'Shots' },
    formLabel: { zh: '拍摄次数', en: 'Shot count' },
    form: { section: 'schedule', at: 50, kind: 'number', initial: '1' },
  },
  unit_demand: {
    column: 'unit_demand', edit: ['customer'], customer: 210, staff: ['customer', 30], document: 150,
    label: { zh: '需求单位', en: 'Organization' },
    formLabel: { zh: '需求单位', en: 'Requesting organization' },
    form: { section: 'requester', at: 10, kind: 'text', initial: '' },
  },
  requestor: {
    column: 'requestor', edit: ['customer'], customer: 220, staff: ['customer', 40], document: 160,
    label: { zh: '需求方', en: 'Requestor' },
    form: { section: 'requester', at: 20, kind: 'select', options: REQUESTORS, initial: '' },
  },
  end_user: {
    column: 'end_user', edit: ['customer'], customer: 230, staff: ['customer', 50], document: 170,
    label: { zh: '最终用户', en: 'End user' },
    form: { section: 'requester', at: 30, kind: 'text', initial: '' },
  },
  demand_contact: {
    column: 'demand_contact', edit: ['customer'], customer: 240, staff: ['customer', 60], document: 180,
    label: { zh: '联系人', en: 'Contact' },
    formLabel: { zh: '需求联系人', en: 'Contact' },
    form: { section: 'requester', at: 40, kind: 'text', initial: '' },
  },
  deliverymethod: {
    column: 'deliverymethod', edit: ['customer'], customer: 250, staff: ['customer', 70], document: 190,
    label: { zh: '交付方式', en: 'Delivery method' },
    form: { section: 'requester', at: 50, kind: 'select', options: DELIVERY_METHODS, initial: 'online' },
  },
  task_nature: {
    column: 'task_nature', edit: ['customer'], customer: 260, staff: ['schedule', 50], document: 200,
    label: { zh: '任务性质', en: 'Task nature' },
    form: { section: 'requester', at: 60, kind: 'select', options: TASK_NATURES, initial: '' },
  },
  img_usage: {
    column: 'img_usage', edit: ['customer'], customer: 270, staff: ['customer', 80], document: 210,
    label: { zh: '影像用途', en: 'Image purpose' },
    form: { section: 'requester', at: 70, kind: 'select', options: IMAGE_USAGES, initial: '' },
  },
  id_date_1: {
    column: 'id_date_1', stored: 'instant', edit: ['customer'], customer: 190, staff: ['schedule', 10], document: 130,
    label: { zh: '期望拍摄开始', en: 'Expected start' },
    formLabel: { zh: '期望拍摄开始', en: 'Expected shooting start' },
    form: { section: 'schedule', at: 10, kind: 'datetime', hint: 'time', initial: '' },
  },
  id_date_2: {
    column: 'id_date_2', stored: 'instant', edit: ['customer'], customer: 200, staff: ['schedule', 20], document: 140,
    label: { zh: '期望拍摄结束', en: 'Expected end' },
    formLabel: { zh: '期望拍摄结束', en: 'Expected shooting end' },
    form: { section: 'schedule', at: 20, kind: 'datetime', hint: 'time', initial: '' },
  },
  compress_config: {
    column: 'compress_config', edit: ['customer'], customer: 280, staff: ['imaging', 100],
    label: { zh: '压缩', en: 'Compression' },
    formLabel: { zh: '压缩配置', en: 'Compression' },
    form: { section: 'imaging', at: 90, kind: 'select', options: COMPRESS_CONFIGS, initial: '0' },
  },
  calibration_config: {
    column: 'calibration_config', edit: ['customer'], customer: 290, staff: ['imaging', 110],
    label: { zh: '定标', en: 'Calibration' },
    formLabel: { zh: '定标配置', en: 'Calibration' },
    form: { section: 'imaging', at: 100, kind: 'select', options: CALIBRATION_CONFIGS, initial: '0' },
  },
  anchoring_satellite: {
    column: 'anchoring_satellite', edit: ['customer', 'staff'], customer: 80, staff: ['imaging', 10],
    label: { zh: '锚定卫星', en: 'Anchoring satellite' },
    form: { section: 'imaging', at: 10, kind: 'select', options: ANCHORING_SATELLITES, initial: 'any' },
  },
  comments: {
    column: 'comments', edit: ['customer', 'staff'], empty: '', customer: 300, staff: ['customer', 100], document: 220,
    label: { zh: '备注', en: 'Remarks' },
    form: { section: 'other', at: 10, kind: 'multiline', initial: '' },
  },
  planning_tag: {
    column: 'planning_tag', edit: ['customer', 'staff'], staff: ['staff', 90],
    label: { zh: '规划依据', en: 'Planned with' },
  },
  application_form: {
    column: 'application_form_name', customer: 310, staff: ['customer', 90],
    label: { zh: '申请表', en: 'Application form' },
    form: { section: 'other', at: 20, kind: 'file' },
  },
  order_state: {
    column: 'order_state', customer: 330, staff: ['order', 20],
    label: { zh: '订单状态', en: 'State' },
  },
  mission_state: {
    staff: ['order', 30],
    label: { zh: '任务状态', en: 'Mission state' },
  },
  image_status: {
    customer: 340, staff: ['order', 40],
    label: { zh: '成像状态', en: 'Image status' },
  },
  product_status: {
    customer: 350, staff: ['order', 50],
    label: { zh: '产品状态', en: 'Product status' },
  },
  delivery_status: {
    customer: 360, staff: ['order', 60],
    label: { zh: '交付状态', en: 'Delivery status' },
  },
  editable: {
    label: { zh: '可修改', en: 'Editable' },
  },
  cost_fen: {
    column: 'cost_fen', stored: 'bigint', customer: 370, staff: ['order', 70],
    label: { zh: '费用', en: 'Cost' },
  },
  first_collect_at: {
    column: 'first_collect_at', stored: 'instant', customer: 375, staff: ['schedule', 70],
    label: { zh: '首次采集', en: 'First collect' },
  },
  delivery_deadline: {
    customer: 378, staff: ['order', 77],
    label: { zh: '承诺交付', en: 'Delivery deadline' },
  },
  series_id: {
    column: 'series_id', stored: 'bigint', customer: 376, staff: ['order', 75],
    label: { zh: '重复采集系列', en: 'Series' },
  },
  series_index: {
    column: 'series_index', customer: 377, staff: ['order', 76],
    label: { zh: '系列中的第几次', en: 'Collect of the series' },
  },
  awaiting_approval: {
    column: 'awaiting_approval', customer: 379, staff: ['order', 79],
    label: { zh: '待团队审批', en: 'Awaiting approval' },
  },
  cancellation: {
    staff: ['order', 78],
    label: { zh: '取消条款', en: 'Cancellation terms' },
  },
  create_time: {
    column: 'created_at', stored: 'instant', customer: 380, staff: ['order', 80],
    label: { zh: '创建时间', en: 'Created' },
  },
  steps: {
    label: { zh: '进度', en: 'Progress' },
  },
  classified: {
    column: 'classified', edit: ['staff'], internal: true, staff: ['staff', 10],
    label: { zh: '密级', en: 'Classification' },
  },
  mgcType: {
    column: 'mgc_type', edit: ['staff'], internal: true, staff: ['staff', 20],
    label: { zh: '反射场景（mgcType）', en: 'Reflectivity scene (mgcType)' },
  },
  task_mode: {
    column: 'task_mode', edit: ['staff'], internal: true, staff: ['staff', 30],
    label: { zh: '任务模式', en: 'Task mode' },
  },
  interfere: {
    column: 'interfere', edit: ['staff'], internal: true, staff: ['staff', 40],
    label: { zh: '干扰', en: 'Interfere' },
  },
  contract: {
    column: 'contract', edit: ['staff'], internal: true, staff: ['staff', 50],
    label: { zh: '合同', en: 'Contract' },
  },
  admin: {
    column: 'admin', edit: ['staff'], internal: true, staff: ['staff', 60],
    label: { zh: '负责人', en: 'Staff in charge' },
  },
  demandid: {
    column: 'demandid', edit: ['staff'], internal: true, staff: ['staff', 70],
    label: { zh: '需求编号', en: 'Demand ID' },
  },
  status_description: {
    column: 'status_description', edit: ['staff'], staff: ['staff', 80],
    label: { zh: '状态说明', en: 'Status description' },
  },
  sales: {
    staff: ['customer', 20],
    label: { zh: '销售', en: 'Sales' },
  },
  suspended: {
    column: 'suspended', staff: ['staff', 100],
    label: { zh: '已暂停', en: 'Suspended' },
  },
  synced_at: {
    column: 'synced_at', stored: 'instant', staff: ['staff', 110],
    label: { zh: '同步到测控系统', en: 'Sent to the control system' },
  },
  task_count: {
    staff: ['staff', 120],
    label: { zh: '任务数', en: 'Tasks' },
  },
  version: {
    column: 'version', staff: ['order', 90],
    label: { zh: '版本', en: 'Version' },
  },
};

export type MissionFieldKey = keyof Mission;
export const MISSION_FIELD_KEYS = Object.keys(MISSION_FIELDS) as MissionFieldKey[];

const labelsIn = (lang: Lang) =>
  Object.fromEntries(MISSION_FIELD_KEYS.map((k) => [k, MISSION_FIELDS[k].label[lang]])) as Record<
    MissionFieldKey,
    string
  >;

/** The label of every field in both languages: the customer's order detail, staff's pages, the notices' changed
 * fields. */
export const MISSION_FIELD_LABELS: Record<Lang, Record<MissionFieldKey, string>> = {
  zh: labelsIn('zh'),
  en: labelsIn('en'),
};
