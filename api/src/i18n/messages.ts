import {
  isValidationMessageKey,
  SATELLITE_IDS,
  VALIDATION_MESSAGES,
  type DeliveryStatus,
  type ValidationMessageKey,
} from '@portal/shared/domain';

const SATELLITE_CHOICES = {
  zh: ['any', ...SATELLITE_IDS].join('、'),
  en: `${['any', ...SATELLITE_IDS.slice(0, -1)].join(', ')} or ${SATELLITE_IDS[SATELLITE_IDS.length - 1]}`,
};

export type Lang = 'zh' | 'en';

/** Server messages that are not form rules (those live in shared/domain, spec §5). */
export const SERVER_MESSAGES = {
  ok: { zh: '成功', en: 'Success' },
  loginRequired: { zh: '请先登录', en: 'Please log in first' },
  sessionExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource was not found' },
  invalidRequest: { zh: '请求参数有误', en: 'The request is invalid' },
  bodyNotObject: { zh: '请求体必须是 JSON 对象', en: 'The request body must be a JSON object' },
  invalidJson: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  invalidCharacters: { zh: '包含不允许的字符', en: 'Contains a character that is not allowed' },
  tooDeep: { zh: '请求嵌套层级过深', en: 'The request is nested too deeply' },
  coordinateOutOfRange: {
    zh: '坐标超出范围（经度 -180~180，跨越180°经线时至多±540；纬度 -90~90）',
    en: 'A coordinate is out of range (longitude -180 to 180, up to ±540 across the 180° meridian; latitude -90 to 90)',
  },
  invalidCursor: {
    zh: '分页游标无效，请从第一页重新开始',
    en: 'The page cursor is invalid; start again from the first page',
  },
  requestTooLarge: {
    zh: '请求内容过大（最多 1 MB）',
    en: 'The request is too large (at most 1 MB)',
  },
  unsupportedMedia: { zh: '不支持的内容类型', en: 'Unsupported content type' },
  tooManyAttempts: { zh: '尝试次数过多，请稍后再试', en: 'Too many attempts, please try again later' },
  internal: { zh: '服务器内部错误', en: 'Internal server error' },
  unavailable: { zh: '服务暂不可用', en: 'Service unavailable' },
  badCredentials: { zh: '用户名或密码错误', en: 'Incorrect username or password' },
  accountDisabled: { zh: '该账号已被停用', en: 'This account is disabled' },
  loggedIn: { zh: '登录成功', en: 'Logged in' },
  loggedOut: { zh: '已退出登录', en: 'Logged out' },
  registered: { zh: '注册成功', en: 'Registration successful' },
  available: { zh: '可以使用', en: 'Available' },
  resetSent: {
    zh: '如果该账号存在，我们已发送重置密码链接，30分钟内有效',
    en: 'If an account matches, a password reset link has been sent; it is valid for 30 minutes',
  },
  resetInvalid: { zh: '重置链接无效或已过期', en: 'This reset link is invalid or has expired' },
  passwordChanged: { zh: '密码修改成功', en: 'Password changed' },
  passwordReset: { zh: '密码已重置，请重新登录', en: 'Your password has been reset, please log in' },
  saved: { zh: '保存成功', en: 'Saved' },
  deleted: { zh: '删除成功', en: 'Delete successfully' },
  uploaded: { zh: '上传成功', en: 'Upload successful' },
  submittedForReview: { zh: '已提交，等待审核', en: 'Submitted, pending review' },
  alreadyPending: {
    zh: '已有待审核的实名认证申请',
    en: 'A real-name verification request is already pending review',
  },
  changeAlreadyPending: {
    zh: '已有待审核的信息变更申请',
    en: 'A change of name or organization is already pending review',
  },
  alreadyReviewed: { zh: '该申请已审核', en: 'This request has already been reviewed' },
  insufficientBalance: { zh: '余额不足', en: 'Insufficient balance' },
  documentType: {
    zh: '仅支持 pdf、jpg、png、doc、docx 文件',
    en: 'Only pdf, jpg, png, doc and docx files are accepted',
  },
  cannotDeleteSelf: { zh: '不能删除自己的账号', en: 'You cannot delete your own account' },
  invalidSatellite: {
    zh: 'Satellite 请求头只能是 GCJ02 或 WGS84',
    en: 'The Satellite header must be GCJ02 or WGS84',
  },
  // Area files (api/src/geo; limits in api/src/geo/limits.ts)
  areaFormat: {
    zh: '仅支持 kml、kmz 和 shp 压缩包（zip）文件',
    en: 'Only kml, kmz and shp archive (zip) files are accepted',
  },
  areaCorrupt: {
    zh: '文件已损坏或格式有误，无法读取',
    en: 'The file is damaged or malformed and could not be read',
  },
  areaNoShapefile: {
    zh: '压缩包中没有 shapefile（.shp）文件',
    en: 'The archive contains no shapefile (.shp)',
  },
  areaProjection: {
    zh: '无法识别 shapefile 的坐标系（.prj）',
    en: "The shapefile's coordinate system (.prj) is not recognised",
  },
  areaNotGeographic: {
    zh: '坐标超出经纬度范围（缺少 .prj 坐标系文件？）',
    en: 'Coordinates are outside longitude/latitude ranges (is the .prj file missing?)',
  },
  areaNoPolygon: { zh: '文件中没有面（多边形）', en: 'The file contains no polygon' },
  areaTooManyPolygons: { zh: '文件中的多边形超过100个', en: 'The file contains more than 100 polygons' },
  areaTooManyVertices: {
    zh: '区域顶点过多（简化后最多500个）',
    en: 'The area has too many vertices (at most 500 after simplification)',
  },
  areaTooLarge: { zh: '区域面积超过500,000平方公里', en: 'The area is larger than 500,000 km²' },
  areaTooComplex: {
    zh: '文件过于复杂，无法在限定的时间和内存内读取',
    en: 'The file is too complex to read within the time and memory limits',
  },
  // Simulation (spec §7, §8) and satellites
  simulationFailed: {
    zh: '仿真失败！（请调整区域或时间范围后重新仿真）',
    en: 'Simulation failed! (adjust region or time range and re-simulate)',
  },
  simulated: { zh: '仿真成功', en: 'Simulation successful' },
  timeInvalid: {
    zh: '时间格式无效（应为 ISO 8601，例如 2026-01-01T00:00:00Z）',
    en: 'Invalid time (ISO 8601 expected, e.g. 2026-01-01T00:00:00Z)',
  },
  startInPast: {
    zh: '开始时间不能早于当前时间一天以上',
    en: 'The start time cannot be more than one day in the past',
  },
  rangeTooLong: { zh: '时间范围不能超过30天', en: 'The time range cannot exceed 30 days' },
  opportunityLimit: { zh: '机会数量为1到50', en: 'The number of opportunities must be between 1 and 50' },
  simulationTargetRequired: {
    zh: '请提供目标点、多边形或区域文件',
    en: 'Provide a target point, a polygon or an area file',
  },
  targetInvalid: {
    zh: '目标无效（纬度 -90~90，经度 -180~180，或 GeoJSON 多边形）',
    en: 'Invalid target (latitude -90~90, longitude -180~180, or a GeoJSON polygon)',
  },
  satelliteUnknown: {
    zh: `未知卫星（可选 ${SATELLITE_CHOICES.zh}）`,
    en: `Unknown satellite (${SATELLITE_CHOICES.en})`,
  },
  imgModeUnsupported: {
    zh: '所选卫星不支持该成像模式',
    en: 'The selected satellite does not offer this imaging mode',
  },
  noTle: {
    zh: '所选卫星没有轨道根数（TLE），请联系管理员上传',
    en: 'No orbital elements (TLE) for the selected satellite; ask staff to upload them',
  },
  tleInvalid: { zh: 'TLE 数据有误', en: 'The TLE data is invalid' },
  tleUploaded: { zh: 'TLE 上传成功', en: 'TLE uploaded' },
  tleUploadedStale: {
    zh: 'TLE 已上传，但历元早于7天前，预报精度会降低',
    en: 'TLE uploaded, but its epoch is more than 7 days old: predictions will be less accurate',
  },
  tleUnknownSatellite: {
    zh: `无法确定该 TLE 属于哪颗卫星：请指定 satellite_id，或在 3LE 标题行写明卫星（如 ${SATELLITE_IDS[0]}）`,
    en: `Cannot tell which satellite this TLE belongs to: give satellite_id, or name the satellite (e.g. ${SATELLITE_IDS[0]}) in the 3LE title line`,
  },
  tleOneRecord: {
    zh: '指定 satellite_id 时只能上传一组 TLE',
    en: 'With satellite_id, upload exactly one element set',
  },
  // Archive catalog, cart and sensitive-picture permissions (issue 5; spec §5 image query, §8)
  catalogTooManyAreas: {
    zh: '最多5个目标区域（请先删除一个）',
    en: 'At most 5 target areas (delete one first)',
  },
  catalogAreaOrId: { zh: '请选择区域或输入影像ID', en: 'Please select an area or enter an image ID' },
  catalogSelectImage: { zh: '请至少选择一景影像', en: 'Select at least one image' },
  catalogAreaNotFound: { zh: '未找到该行政区或地名', en: 'The administrative region or place was not found' },
  catalogLinkInvalid: { zh: '链接无效或已过期', en: 'This link is invalid or has expired' },
  balanceReasonRequired: {
    zh: '调整余额时请填写原因',
    en: 'Give the reason for the balance change',
  },
  selectImage: { zh: '请至少选择一景影像', en: 'Please select at least one image' },
  orderConflict: {
    zh: '所选影像中有已订购、无权订购、不存在或未定价的影像',
    en: 'Some selected images are already ordered, not available to you, missing or not priced',
  },
  orderSceneOrdered: { zh: '该影像已在您的订单中', en: 'You have already ordered this image' },
  orderSceneRestricted: { zh: '您无权订购该影像', en: 'You are not permitted to order this image' },
  orderSceneMissing: { zh: '该影像不存在', en: 'This image no longer exists' },
  orderSceneUnpriced: { zh: '该影像暂无价格，请联系销售', en: 'This image has no price yet; contact sales' },
  orderCostChanged: {
    zh: '所选影像的价格已变化，请确认新的费用后重新下单',
    en: 'The price of your selection has changed: check the new cost and order again',
  },
  orderNotCancellable: {
    zh: '该订单已下载或已取消，不能再取消',
    en: 'This order has been downloaded or cancelled and cannot be cancelled',
  },
  orderNotDownloadable: { zh: '已取消的订单不能下载', en: 'A cancelled order cannot be downloaded' },
  orderPlaced: { zh: '下单成功', en: 'Order placed' },
  orderIsDelivery: {
    zh: '该订单是编程订单 {no} 的交付，不能作为存档订单取消',
    en: 'This order is the delivery of tasking order {no} and cannot be cancelled as an archive order',
  },
  productNotPaid: {
    zh: '该影像的产品仅提供给已订购的用户，请先下单购买',
    en: 'This product is delivered only to customers who ordered it: order the image first',
  },
  orderScenesOwned: {
    zh: '所选影像中有您已购买的影像，不能重复购买',
    en: 'You have already bought some of the selected images; they cannot be paid for again',
  },
  cartScenesOwned: {
    zh: '您已购买这些影像中的部分影像，不能再加入购物车',
    en: 'You have already bought some of these images; they cannot be added to the cart again',
  },
  orderCancelled: {
    zh: '订单已取消，费用已退回余额',
    en: 'Order cancelled; the money is back in your balance',
  },
  // Tasking orders (issue 15)
  missionNotEditable: {
    zh: '该编程订单已审核，不能再修改或删除',
    en: 'This tasking order has been reviewed and can no longer be changed or deleted',
  },
  missionTransition: {
    zh: '编程订单当前状态为“{state}”，不能转到该状态',
    en: 'The tasking order is in state "{state}" and cannot move to this one',
  },
  missionFollowsTasks: {
    zh: '编程订单当前状态为“{state}”；此后的状态由其任务决定，请在任务上操作',
    en: 'The tasking order is in state "{state}"; its later states follow its tasks — act on the tasks',
  },
  taskTransition: {
    zh: '任务当前状态为“{state}”，不能执行该操作',
    en: 'The task is in state "{state}" and this action is not allowed',
  },
  beforeImagingTime: {
    zh: '任务的成像时间（{at}）尚未到达，不能记录成像、传输、质检或交付结果',
    en: 'The task is imaged at {at}; its imaging, transfer, quality or delivery results cannot be recorded before then',
  },
  staleVersion: {
    zh: '已被他人修改（{by}，{at}），请刷新后重试',
    en: 'Someone else changed it first ({by}, {at}); reload and try again',
  },
  missionSuspended: {
    zh: '编程订单已暂停，恢复后才能继续',
    en: 'The tasking order is suspended; resume it first',
  },
  missionClosed: {
    zh: '编程订单已结束（“{state}”），不能再操作',
    en: 'The tasking order is over ("{state}"); nothing more can be done',
  },
  missionNotPlannable: {
    zh: '编程订单当前状态为“{state}”，不能规划任务',
    en: 'The tasking order is in state "{state}"; tasks cannot be planned now',
  },
  opportunityUnknown: {
    zh: '所选过境机会不存在或已过期，请重新计算',
    en: 'The chosen pass does not exist or has passed; compute the opportunities again',
  },
  opportunityPlanned: {
    zh: '该过境机会已规划了本订单的任务',
    en: 'A task of this order is already anchored on this pass',
  },
  taskConflict: {
    zh: '与已规划任务冲突（时间重叠或同一过境视角不兼容）',
    en: 'Conflicts with planned tasks (overlapping in time or incompatible look angles in one pass)',
  },
  nothingToDeliver: {
    zh: '没有质检合格待交付的任务',
    en: 'No task has passed its quality check and waits for delivery',
  },
  reviewed: { zh: '审核完成', en: 'Review recorded' },
  planned: { zh: '任务已规划', en: 'Tasks planned' },
  // A delivery says the delivery status it recorded (docs/requirements.md §3), by DELIVERY_MESSAGE below.
  deliveredShipped: { zh: '产品已交付：已发货', en: 'Products delivered: shipped' },
  deliveredNoShipping: { zh: '产品已交付：无需发货', en: 'Products delivered: no shipping needed' },
  shippingAbnormalRecorded: {
    zh: '已记录发货异常，产品仍待交付',
    en: 'Shipping abnormal recorded: the products still wait for delivery',
  },
  synced: { zh: '已同步到测控系统', en: 'Sent to the control system' },
  missionSubmitted: { zh: '编程订单已提交，等待审核', en: 'Tasking order submitted, pending review' },
  missionUpdated: { zh: '编程订单已更新', en: 'Tasking order updated' },
  catalogAddedToCart: { zh: '成功加入购物车', en: 'Successfully added to shopping cart' },
  catalogSceneNotVisible: {
    zh: '影像不存在或无权查看',
    en: 'The image does not exist or you may not see it',
  },
  catalogCartFull: { zh: '购物车最多可放1000景影像', en: 'The cart holds at most 1000 images' },
  // STAC Transactions: an Item sent to add or replace a scene (the field at fault is named)
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
  // Feedback (spec §8 "Feedback successful") and staff's handling of it
  feedbackSuccessful: { zh: '反馈成功', en: 'Feedback successful' },
  feedbackReplied: { zh: '回复成功', en: 'Reply sent' },
  filterNameTaken: { zh: '已有同名的筛选条件', en: 'A saved filter with this name already exists' },
  savedFiltersFull: {
    zh: '最多保存{max}个筛选条件，请先删除不用的',
    en: 'At most {max} filters can be saved; delete one you no longer use first',
  },
  tileOutOfRange: {
    zh: '瓦片编号超出范围：级别 z 为 0~{maxLevel}，该级别的列 x 为 0~{maxX}，行 y 为 0~{maxY}',
    en: 'No such tile: level z is 0 to {maxLevel}, and at this level column x is 0 to {maxX} and row y 0 to {maxY}',
  },
  exportQueued: {
    zh: '结果较多，正在后台导出；完成后将通过站内消息发送下载链接',
    en: 'This export is large and runs in the background; an alert will bring its download link when it is ready',
  },
  exportNotReady: { zh: '导出尚未完成', en: 'The export is not finished yet' },
  exportExpired: {
    zh: '导出文件已超过保留期限并已删除，请重新导出',
    en: 'This export file was past its keeping period and has been deleted; please export again',
  },
  jobNotRetryable: { zh: '只有失败的任务可以重试', en: 'Only a failed job can be retried' },
  // API keys (issue 35)
  apiKeyNameRequired: { zh: '请填写密钥名称', en: 'Enter a name for the key' },
  apiKeyNameTooLong: { zh: '密钥名称最多 60 个字符', en: 'The name can be at most 60 characters' },
  apiKeyScopesRequired: { zh: '请至少选择一个权限范围', en: 'Choose at least one scope' },
  apiKeyScopeUnknown: {
    zh: '权限范围只能是 catalog:read、orders:write、tasking:write、subscriptions:write 或 ingest',
    en: 'A scope is one of catalog:read, orders:write, tasking:write, subscriptions:write or ingest',
  },
  apiKeyExpiryInvalid: {
    zh: '到期时间格式不正确（ISO 8601，例如 2027-01-31T00:00:00Z）',
    en: 'The expiry is not a valid time (ISO 8601, e.g. 2027-01-31T00:00:00Z)',
  },
  apiKeyExpiryPast: { zh: '到期时间必须晚于当前时间', en: 'The expiry must be in the future' },
  apiKeyIngestStaffOnly: {
    zh: '只有员工可以创建具有入库（ingest）权限的密钥',
    en: 'Only staff may create a key with the ingest scope',
  },
  apiKeyLimit: {
    zh: '最多可以有 20 个有效的密钥，请先撤销不再使用的密钥',
    en: 'You can have at most 20 keys; revoke one you no longer use first',
  },
  apiKeyCreated: {
    zh: '密钥已创建，请立即复制保存，它不会再次显示',
    en: 'Key created: copy it now, it will not be shown again',
  },
  apiKeyRevoked: { zh: '密钥已撤销，使用它的请求将被拒绝', en: 'Key revoked: requests with it are refused' },
  apiKeyInvalid: {
    zh: 'API 密钥无效、已过期或已被撤销',
    en: 'The API key is invalid, expired or revoked',
  },
  apiKeyNotAllowed: {
    zh: 'API 密钥不能用于此操作，请登录门户后操作',
    en: 'An API key cannot be used for this; sign in to the portal instead',
  },
  apiKeyScopeMissing: {
    zh: '此 API 密钥没有 {scope} 权限',
    en: 'This API key does not have the {scope} scope',
  },
  // Webhooks (issue 35)
  webhookUrl: {
    zh: '请输入以 http:// 或 https:// 开头的地址',
    en: 'Enter an address starting with http:// or https://',
  },
  webhookEventsDuplicate: { zh: '同一事件只能选择一次', en: 'Each event can be chosen once' },
  webhookUnresolved: {
    zh: '无法解析该地址的域名，请检查后重试',
    en: "This address's host name does not resolve; check it and try again",
  },
  webhookAddressRefused: {
    zh: '该地址指向内网、本机或链路本地地址，不能接收 Webhook',
    en: 'This address points to a private, loopback or link-local network and cannot receive webhooks',
  },
  webhooksFull: {
    zh: '最多可添加 {max} 个 Webhook 端点，请先删除不再使用的端点',
    en: 'At most {max} webhook endpoints can be added; delete one you no longer use first',
  },
  webhookCreated: {
    zh: '端点已添加；签名密钥只显示这一次，请立即保存',
    en: 'Endpoint added; its signing secret is shown this once, store it now',
  },
  webhookDeliveryPending: {
    zh: '这次投递仍在进行中，结束后才能重新投递',
    en: 'This delivery is still under way; it can be sent again once it has ended',
  },
  webhookRedelivering: { zh: '已重新投递', en: 'Sent again' },
  webhookDisabled: {
    zh: '该端点已停用，请先启用',
    en: 'This endpoint is disabled; enable it first',
  },
  webhookTestSent: {
    zh: '测试事件已发送，请在投递记录中查看结果',
    en: 'Test event sent; see its result in the deliveries',
  },
  // Saved searches that alert (issue 35)
  subscriptionNameRequired: { zh: '请填写订阅名称', en: 'Enter a name for the subscription' },
  subscriptionNameTooLong: { zh: '订阅名称最多 60 个字符', en: 'The name can be at most 60 characters' },
  subscriptionChannelsRequired: {
    zh: '请至少选择一种通知方式',
    en: 'Choose at least one way to be told',
  },
  subscriptionsFull: {
    zh: '最多可保存 {max} 个订阅，请先删除不再使用的订阅',
    en: 'At most {max} subscriptions can be saved; delete one you no longer use first',
  },
  subscriptionCreated: {
    zh: '订阅已保存，有新入库的影像匹配时将通知您',
    en: 'Subscription saved: you will be told when new scenes match it',
  },
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type MessageKey = ServerMessageKey | ValidationMessageKey;

/** The answer of a delivery (tasks/sendgoods/, missions/{id}/sendgoods/) by the delivery status recorded. */
export const DELIVERY_MESSAGE = {
  shipped: 'deliveredShipped',
  no_shipping_needed: 'deliveredNoShipping',
  shipping_abnormal: 'shippingAbnormalRecorded',
} as const satisfies Record<DeliveryStatus, ServerMessageKey>;

export function t(key: MessageKey, lang: Lang): string {
  if (isValidationMessageKey(key)) return VALIDATION_MESSAGES[key][lang];
  return SERVER_MESSAGES[key][lang];
}

export function isMessageKey(key: string): key is MessageKey {
  return isValidationMessageKey(key) || Object.prototype.hasOwnProperty.call(SERVER_MESSAGES, key);
}

/** zh-CN is the default; any Accept-Language whose first preference is English selects en. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const first =
    (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)
      ?.split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
