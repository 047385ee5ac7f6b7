/**
 * Enumerations of docs/requirements.md §3 with zh/en labels. `value` is what the API stores and sends.
 * Pure data: forms, tables and the API all read these.
 */
import { CONSTELLATION, IMAGING_MODE_ORDER, IMAGING_MODES, type AnchoringSatellite } from './constellation';

export interface EnumOption<V extends string | number = string | number> {
  readonly value: V;
  readonly zh: string;
  readonly en: string;
}

/** Imaging modes with their swath width in km (docs/requirements.md §3, §9), from the constellation table. */
export const IMG_MODES = IMAGING_MODE_ORDER.map((code) => ({
  value: code,
  ...IMAGING_MODES[code].name,
  widthKm: IMAGING_MODES[code].swathWidthKm,
})) satisfies readonly EnumOption[];

export const EFFECTIVE_TIMES = [
  { value: 0, zh: 'S', en: 'S' },
  { value: 1, zh: 'Q', en: 'Q' },
  { value: 2, zh: 'N', en: 'N' },
  { value: 3, zh: 'S(4小时)', en: 'S(4h)', hours: 4 },
  { value: 4, zh: 'S(6小时)', en: 'S(6h)', hours: 6 },
  { value: 5, zh: 'S(8小时)', en: 'S(8h)', hours: 8 },
  { value: 6, zh: 'S(12小时)', en: 'S(12h)', hours: 12 },
  { value: 7, zh: 'A(24小时)', en: 'A(24h)', hours: 24 },
  { value: 8, zh: 'B(36小时)', en: 'B(36h)', hours: 36 },
  { value: 9, zh: 'C(48小时)', en: 'C(48h)', hours: 48 },
  { value: 10, zh: 'D(72小时)', en: 'D(72h)', hours: 72 },
] as const;

export const TASK_NATURES = [
  { value: 'contract_customer', zh: '合同客户', en: 'Contract customer' },
  { value: 'market_expansion', zh: '市场拓展', en: 'Market expansion' },
  { value: 'data_test', zh: '数据测试', en: 'Data test' },
  { value: 'potential_demand', zh: '潜在需求', en: 'Potential demand' },
  { value: 'internal_attention', zh: '内部关注', en: 'Internal attention' },
  { value: 'sample', zh: '样例', en: 'Sample' },
] as const satisfies readonly EnumOption[];

export const ORBIT_MODES = [
  { value: 'any', zh: '任意', en: 'Any' },
  { value: 'ascending', zh: '升轨', en: 'Ascending' },
  { value: 'descending', zh: '降轨', en: 'Descending' },
] as const satisfies readonly EnumOption[];

export const LOOK_SIDES = [
  { value: 'any', zh: '任意', en: 'Any' },
  { value: 'left', zh: '左视', en: 'Left' },
  { value: 'right', zh: '右视', en: 'Right' },
] as const satisfies readonly EnumOption[];

/** How one scene of a pass covers a target (shared/orbit/access.ts): the whole area, part of it, or a point. */
export const COVERAGES = [
  { value: 'full', zh: '完整覆盖', en: 'Full' },
  { value: 'partial', zh: '部分覆盖', en: 'Partial' },
  { value: 'point', zh: '点目标', en: 'Point' },
] as const satisfies readonly EnumOption[];

export const PRODUCT_TYPES = [
  { value: 'SLC', zh: 'SLC', en: 'SLC' },
  { value: 'ORG', zh: 'ORG', en: 'ORG' },
  { value: 'SLC+ORG', zh: 'SLC+ORG', en: 'SLC+ORG' },
] as const satisfies readonly EnumOption[];

export const CLASSIFICATIONS = [
  { value: 'public', zh: '公开', en: 'Public' },
  { value: 'sensitive', zh: '敏感', en: 'Sensitive' },
  { value: 'restricted', zh: '受限', en: 'Restricted' },
] as const satisfies readonly EnumOption[];

/** docs/requirements.md §3 anchoring satellite: any, or one of the constellation ("TY-38 (HiSea-1)"). */
export const ANCHORING_SATELLITES: readonly EnumOption<AnchoringSatellite>[] = [
  { value: 'any', zh: '任意', en: 'Any' },
  ...CONSTELLATION.map((s) => ({ value: s.id, zh: `${s.id}（${s.name.zh}）`, en: `${s.id} (${s.name.en})` })),
];

export const MGC_TYPES = [
  { value: 1, zh: '海面、雪地', en: 'Sea, snow' },
  { value: 2, zh: '农田', en: 'Farmland' },
  { value: 3, zh: '小城市', en: 'Small cities' },
  { value: 4, zh: '大城市', en: 'Large cities' },
  { value: 5, zh: '自定义', en: 'Custom' },
] as const satisfies readonly EnumOption[];

export const COMPRESS_CONFIGS = [
  { value: 0, zh: '压缩', en: 'Compressed' },
  { value: 8, zh: '不压缩', en: 'Not compressed' },
] as const satisfies readonly EnumOption[];

export const TASK_MODES = [
  { value: 0, zh: '全自动', en: 'Fully automatic' },
  { value: 2, zh: '手动', en: 'Manual' },
] as const satisfies readonly EnumOption[];

export const CALIBRATION_CONFIGS = [
  { value: 0, zh: '首尾定标', en: 'Start and end' },
  { value: 1, zh: '无首尾定标', en: 'No start and end' },
  { value: 2, zh: '短定标', en: 'Short' },
] as const satisfies readonly EnumOption[];

export const INTERFERE_OPTIONS = [
  { value: 0, zh: '否', en: 'No' },
  { value: 1, zh: '是', en: 'Yes' },
] as const satisfies readonly EnumOption[];

export const PRODUCT_STATUSES = [
  { value: 'qualified', zh: '质量合格', en: 'Quality qualified' },
  { value: 'doubtful', zh: '存疑', en: 'Doubtful' },
  { value: 'unqualified', zh: '不合格', en: 'Unqualified' },
] as const satisfies readonly EnumOption[];

export const DELIVERY_STATUSES = [
  { value: 'shipped', zh: '已发货', en: 'Shipped' },
  { value: 'shipping_abnormal', zh: '发货异常', en: 'Shipping abnormal' },
  { value: 'no_shipping_needed', zh: '无需发货', en: 'No shipping needed' },
] as const satisfies readonly EnumOption[];

/** Scenes of a ledger (bill) row. */
export const BILL_SCENES = [
  { value: 'tasking_spend', zh: '编程订单消费', en: 'Tasking order spend' },
  { value: 'tasking_refund', zh: '编程订单退款', en: 'Tasking refund' },
  { value: 'tasking_cancel_fee', zh: '编程订单取消费', en: 'Tasking cancellation fee' },
  { value: 'tasking_fee_waiver', zh: '取消费减免', en: 'Cancellation fee waived' },
  { value: 'archive_spend', zh: '存档订单消费', en: 'Archive order spend' },
  { value: 'archive_refund', zh: '存档订单退款', en: 'Archive refund' },
  { value: 'quota_topup', zh: '额度充值', en: 'Quota top-up' },
  { value: 'quota_reduction', zh: '额度扣减', en: 'Quota reduction' },
  // Organisations (docs/organisations.md): money held for an order awaiting approval, its release, and a member's
  // own balance moved into the organisation when they create it.
  { value: 'approval_hold', zh: '待审批冻结', en: 'Held for approval' },
  { value: 'approval_release', zh: '审批解冻', en: 'Approval hold released' },
  { value: 'org_transfer', zh: '转入团队', en: 'Moved to the organisation' },
  { value: 'other', zh: '其他', en: 'Other' },
] as const satisfies readonly EnumOption[];

export type BillScene = (typeof BILL_SCENES)[number]['value'];
export const BILL_SCENE_VALUES = BILL_SCENES.map((s) => s.value) as [BillScene, ...BillScene[]];

/** The label of `value` in `options`, or the value itself when unknown. */
export function enumLabel(options: readonly EnumOption[], value: string | number, lang: 'zh' | 'en'): string {
  const found = options.find((o) => o.value === value);
  return found ? found[lang] : String(value);
}

/** docs/requirements.md §3 requestor: four organisations whose names the spec does not give; ours until the business names them. */
export const REQUESTORS = [
  { value: 'org_a', zh: '需求单位一', en: 'Requesting organisation 1' },
  { value: 'org_b', zh: '需求单位二', en: 'Requesting organisation 2' },
  { value: 'org_c', zh: '需求单位三', en: 'Requesting organisation 3' },
  { value: 'org_d', zh: '需求单位四', en: 'Requesting organisation 4' },
] as const satisfies readonly EnumOption[];

/** How a tasking order's product reaches the customer (docs/requirements.md §3 deliverymethod; values are ours). */
export const DELIVERY_METHODS = [
  { value: 'online', zh: '在线下载', en: 'Online download' },
  { value: 'ftp', zh: 'FTP 推送', en: 'FTP push' },
  { value: 'media', zh: '介质寄送', en: 'Physical media' },
] as const satisfies readonly EnumOption[];

/** What the image is for (docs/requirements.md §3 img_usage, §5 "choose an image purpose"; values are ours). */
export const IMAGE_USAGES = [
  { value: 'disaster', zh: '灾害应急', en: 'Disaster response' },
  { value: 'maritime', zh: '海洋监测', en: 'Maritime monitoring' },
  { value: 'agriculture', zh: '农业林业', en: 'Agriculture and forestry' },
  { value: 'urban', zh: '城市规划', en: 'Urban planning' },
  { value: 'resources', zh: '国土资源', en: 'Land and resources' },
  { value: 'research', zh: '科研', en: 'Research' },
  { value: 'other', zh: '其他', en: 'Other' },
] as const satisfies readonly EnumOption[];
