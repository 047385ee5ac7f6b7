/**
 * STAC Transactions: an Item sent to add or replace a scene (the field at fault is named).
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const STAC_MESSAGES = {
  stacItemFieldMissing: { zh: '条目缺少 {field}', en: 'The item has no {field}' },
  stacItemFieldInvalid: { zh: '条目的 {field} 无效', en: "The item's {field} is not valid" },
  stacItemFieldProblem: {
    zh: '条目的 {field} 无效：{reason}',
    en: "The item's {field} is not valid: {reason}",
  },
  stacDatetimeFormat: {
    zh: '应为 RFC 3339 日期时间，例如 2026-01-01T02:00:00Z',
    en: 'an RFC 3339 date and time is expected, e.g. 2026-01-01T02:00:00Z',
  },
  stacItemFieldOneOf: {
    zh: '条目的 {field} 必须是以下之一：{values}',
    en: "The item's {field} must be one of {values}",
  },
  stacRingNotClosed: {
    zh: '多边形的每个环至少4个点，且首尾坐标相同',
    en: 'Each polygon ring has at least 4 positions, its first and last the same',
  },
  stacGeometryInvalid: {
    zh: '几何图形不是有效的面（自相交或退化）',
    en: 'The geometry is not a valid surface (it crosses itself or has no area)',
  },
  stacEndBeforeStart: { zh: '结束时间早于开始时间', en: 'The end time is before the start time' },
  stacModeOfPlatform: { zh: '该卫星没有此成像模式', en: 'This satellite has no such imaging mode' },
  stacPolarizations: {
    zh: '极化方式须为 VV、HH、VV+VH 或 HH+HV',
    en: 'Polarizations are VV, HH, VV+VH or HH+HV',
  },
  stacPolarizationOfPlatform: {
    zh: '该卫星只能以单极化成像',
    en: 'This satellite images in a single polarization only',
  },
  stacIncidenceOrder: {
    zh: '近端入射角不大于中心入射角，远端入射角不小于中心入射角',
    en: "The near edge's incidence is at most the centre's, the far edge's at least the centre's",
  },
  stacExtensionsMissing: {
    zh: '条目须声明 sar、sat 和 view 扩展（只接受门户使用的扩展）',
    en: 'The item declares the sar, sat and view extensions (only those the portal uses are accepted)',
  },
  stacItemIdCharacters: {
    zh: '条目 ID 由字母、数字、下划线、点和连字符组成，以字母或数字开头',
    en: 'An item id has letters, digits, underscores, dots and hyphens, and starts with a letter or digit',
  },
  stacCollectionMismatch: {
    zh: '条目的 collection 与地址中的集合不一致',
    en: "The item's collection differs from the collection in the address",
  },
  stacIdMismatch: {
    zh: '条目的 id 与地址中的条目 ID 不一致',
    en: "The item's id differs from the id in the address",
  },
  stacDuplicateId: { zh: '同一批条目中 ID 重复', en: 'The same id appears twice in the collection sent' },
  stacItemExists: {
    zh: '条目 {id} 已存在；如需替换请使用 PUT',
    en: 'Item {id} already exists; use PUT to replace it',
  },
  stacItemInOrder: {
    zh: '影像 {id} 已在订单中，不能删除：客户的订单和下载需要它',
    en: "Scene {id} is in an order and cannot be deleted: customers' orders and downloads need it",
  },
} as const;
