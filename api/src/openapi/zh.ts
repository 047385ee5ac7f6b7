/**
 * The Chinese of the OpenAPI document (GET /api/openapi.json with a Chinese Accept-Language), keyed by the English
 * the routes declare: their summaries and tags, the zod schemas' descriptions, the document's info block. English
 * stays the source; a text changed or added in English has no Chinese here until it is translated, and the test
 * api/test/openapi-zh.test.ts fails until then. Identifiers, field names, enum values and units are kept as they are.
 *
 * Texts that name satellites or modes are built from the constellation table, as the routes build their English.
 */
import { IMAGING_MODE_ORDER, IMAGING_MODES, SATELLITE_IDS } from '@portal/shared/domain';
import { SATELLITES } from '@portal/shared/orbit';

const FIRST_SATELLITE_NAMES = [SATELLITES[0].id, SATELLITES[0].name.en, SATELLITES[0].name.zh];

/** Tag names (the groups of the reference). */
export const TAGS: ReadonlyMap<string, string> = new Map([
  ['System', '系统'],
  ['User', '用户'],
  ['Password reset', '密码重置'],
  ['User administration', '用户管理'],
  ['Archive catalog', '存档目录'],
  ['Cart', '购物车'],
  ['Archive orders', '存档订单'],
  ['Tasking missions', '任务订单'],
  ['Tasks', '任务'],
  ['Sensitive picture permission', '敏感图片权限'],
  ['Public samples', '公开样例'],
  ['STAC API', 'STAC API（时空资产目录接口）'],
  ['Satellites', '卫星'],
  ['Simulation', '仿真'],
  ['Geodata (map search)', '地理数据（地图检索）'],
  ['Audit', '审计'],
  ['Feedback', '反馈'],
  ['Application services', '应用服务'],
  ['Documents', '文档'],
  ['Background jobs', '后台任务'],
  ['API keys', 'API 密钥'],
  ['Webhooks', 'Webhook'],
]);

/** The document's title and description. */
export const INFO: ReadonlyMap<string, string> = new Map([
  ['SAR imagery portal API', '雷达卫星影像服务平台 API'],
  [
    'Envelope: HTTP 200 {code:0,msg,data:[...]}; HTTP 200 {code:201,msg} when the session is missing, invalid or expired (under /api/stac: HTTP 401 with WWW-Authenticate: Bearer); errors {code,msg,errors?}.',
    '响应封装：HTTP 200 {code:0,msg,data:[...]}；会话缺失、无效或过期时为 HTTP 200 {code:201,msg}（/api/stac 下为 HTTP 401 并带 WWW-Authenticate: Bearer）；错误为 {code,msg,errors?}。',
  ],
]);

/** Operation summaries. */
export const SUMMARIES: ReadonlyMap<string, string> = new Map([
  ['The process is up', '进程在运行'],
  ['The database is reachable (503 otherwise)', '数据库可访问（否则返回 503）'],
  [
    'Prometheus metrics (text exposition format; staff only, or the METRICS_PORT listener)',
    'Prometheus 指标（文本暴露格式；仅限员工，或通过 METRICS_PORT 监听端口）',
  ],
  [
    'Register an account (the sign-up rules apply; duplicates are 409)',
    '注册账户（遵循注册规则；重复时返回 409）',
  ],
  [
    'Is a username, mobile or e-mail still free? One result per field sent',
    '用户名、手机号或电子邮箱是否仍可用？每个提交的字段返回一个结果',
  ],
  ['Log in with a username, mobile or e-mail and a password', '使用用户名、手机号或电子邮箱及密码登录'],
  ['Revoke the current session (always succeeds)', '注销当前会话（总是成功）'],
  ['The signed-in account (its user info)', '当前登录的账户（用户信息）'],
  [
    'Update name, mobile, e-mail, organization or coordinate-system preference',
    '修改姓名、手机号、电子邮箱、单位或坐标系偏好',
  ],
  [
    'Change the password; every other session of the account is revoked',
    '修改密码；该账户的其他会话全部失效',
  ],
  [
    'Submit real-name verification (multipart: name, id_number, document); pending until reviewed',
    '提交实名认证（multipart：name、id_number、document）；审核前为待审核状态',
  ],
  [
    'Request a reset link by e-mail or mobile; the answer never says whether an account exists',
    '通过电子邮箱或手机号申请重置链接；应答从不透露账户是否存在',
  ],
  ['Is a reset link (id + token) still valid?', '重置链接（id + token）是否仍然有效？'],
  [
    'Set a new password with a reset link; the link is single-use and every session is revoked',
    '通过重置链接设置新密码；链接仅可使用一次，所有会话失效',
  ],
  ['Search accounts (sales see customer accounts only)', '搜索账户（销售人员只能看到客户账户）'],
  ['Customers managed by the caller (staff: every account)', '调用者管理的客户（员工：全部账户）'],
  [
    'Update a customer: sales edit their customers or claim an unassigned one; staff also set type, sales, active and balance',
    '修改客户信息：销售人员编辑自己的客户或认领未分配的客户；员工还可设置类型、所属销售、启用状态和余额',
  ],
  [
    'Delete an account (staff: any other account; sales: their own customers); sessions are revoked',
    '删除账户（员工：除自己外的任意账户；销售人员：自己的客户）；其会话全部失效',
  ],
  [
    'Export the accounts of query_all_user as XLSX (default) or CSV',
    '将 query_all_user 的账户导出为 XLSX（默认）或 CSV',
  ],
  ['Requests to review: real-name verifications and information changes', '待审核的申请：实名认证和信息变更'],
  [
    'Approve or reject a request (a rejection gives the reason the customer reads)',
    '批准或驳回申请（驳回时给出客户可见的原因）',
  ],
  [
    'The uploaded document of a real-name verification request (binary)',
    '实名认证申请上传的证明文件（二进制）',
  ],
  [
    "Ledger rows (the bill): the caller's own; staff with scope=all every account's (filter by user)",
    '账单流水：调用者本人的；员工使用 scope=all 可查看所有账户的（可按用户筛选）',
  ],
  [
    'The ledger rows matching the filters as XLSX (default) or CSV (at most 100,000)',
    '将符合筛选条件的账单流水导出为 XLSX（默认）或 CSV（最多 100,000 行）',
  ],
  [
    'Search archived scenes by area (rectangle, polygon, circle, region, place, imported file) and/or image IDs, with filters',
    '按区域（矩形、多边形、圆形、行政区、地名、导入文件）和/或影像编号检索存档景，可附加筛选条件',
  ],
  ['One archived scene', '单景存档影像'],
  ['Quicklook PNG of a scene (authenticated)', '景的快视图 PNG（需要认证）'],
  [
    'Quicklook PNG through a signed link made for one viewer (the quicklook_url of search results)',
    '通过为单个查看者生成的签名链接获取快视图 PNG（即检索结果中的 quicklook_url）',
  ],
  [
    "A signed link to the scene's product package (zip, SAMPLE product), valid 10 minutes: for a scene the caller holds a live order for, or for staff (403 otherwise)",
    '景的产品包（zip，SAMPLE 产品）签名链接，有效期 10 分钟：仅限调用者持有有效订单的景或员工（否则返回 403）',
  ],
  ['Product package through a signed, expiring link (zip)', '通过有时效的签名链接获取产品包（zip）'],
  [
    'The product raster alone (GeoTIFF, EPSG:4326) through the same signed, expiring link; Range requests read parts of it (GDAL /vsicurl/, STAC clients)',
    '通过同一有时效的签名链接单独获取产品栅格（GeoTIFF，EPSG:4326）；支持 Range 请求读取部分内容（GDAL /vsicurl/、STAC 客户端）',
  ],
  [
    "Export a search's result set as CSV, GeoJSON, KML or XLSX; geometries in WGS-84 (EPSG:4326) whatever the Satellite header, the CSV's and XLSX's in a WKT column. Up to 10000 scenes the file is the answer; above, the export runs as a job (up to 200000 scenes): 202 with the job, whose state and progress GET /api/jobs/{id}/ gives, and an alert brings the file's link when it is ready",
    '将检索结果集导出为 CSV、GeoJSON、KML 或 XLSX；无论 Satellite 请求头为何，几何均为 WGS-84（EPSG:4326），CSV 和 XLSX 的几何在 WKT 列中。不超过 10000 景时直接返回文件；超过时导出作为后台任务运行（最多 200000 景）：返回 202 及该任务，其状态和进度由 GET /api/jobs/{id}/ 给出，完成后站内消息送达文件链接',
  ],
  [
    "One of the caller's export jobs: its state, progress (done of total rows) and, once completed, the file's link",
    '调用者的一个导出任务：状态、进度（已写行数/总行数），完成后附文件链接',
  ],
  ["The file of one of the caller's finished export jobs", '调用者已完成的导出任务的文件'],
  [
    'Jobs in a state, newest first (default failed: dead-lettered, their retries spent), with their error and attempts',
    '某一状态的任务，最新的在前（默认 failed：重试次数用尽、已进入死信状态的任务），附错误信息和尝试次数',
  ],
  [
    'Gives a failed job one more attempt (its handler does not redo what an earlier attempt finished)',
    '让失败的任务再尝试一次（其处理程序不会重做先前尝试已完成的部分）',
  ],
  [
    'Read an area file (KML, KMZ or zipped SHP) into polygons to search with (as a `polygon` area)',
    '将区域文件（KML、KMZ 或压缩的 SHP）读取为可用于检索的多边形（作为 `polygon` 区域）',
  ],
  [
    'Add scenes to the cart (body scene_ids; a scene appears once) and return the cart page (page, size); 409 for a scene already bought',
    '将景加入购物车（请求体 scene_ids；同一景只出现一次）并返回购物车分页（page、size）；已购买的景返回 409',
  ],
  [
    "The caller's cart (page, size); staff may read a customer's cart (user_id), read-only",
    '调用者的购物车（page、size）；员工可只读查看客户的购物车（user_id）',
  ],
  ["Replace the cart's content with exactly these scenes", '将购物车内容替换为恰好这些景'],
  [
    'Cart summary: the scene IDs in the cart (newest first) and their count',
    '购物车概要：购物车中的景编号（最新的在前）及其数量',
  ],
  [
    'Remove scenes from the cart (scene_ids, comma-separated); without scene_ids, empty the cart',
    '从购物车移除景（scene_ids，逗号分隔）；不带 scene_ids 时清空购物车',
  ],
  [
    'The cost of a selection of scenes (fen), the balance and the balance after paying; 409 for a scene that cannot be ordered (already bought, not permitted, missing, not priced)',
    '所选景的费用（分）、余额及支付后的余额；无法订购的景（已购买、无权限、不存在、未定价）返回 409',
  ],
  [
    'For each scene: already ordered by the caller, not permitted, missing, not priced, or orderable (null)',
    '每一景的状态：调用者已订购、无权限、不存在、未定价，或可订购（null）',
  ],
  [
    'Order scenes, paid from the balance. 409 when a scene cannot be ordered or the cost changed (X-Order-Cost-Fen); 422 when the balance is short. A repeated Idempotency-Key returns the same order, charged once',
    '订购景，从余额中扣费。景无法订购或费用已变化时返回 409（X-Order-Cost-Fen）；余额不足时返回 422。重复的 Idempotency-Key 返回同一订单，只扣费一次',
  ],
  [
    "Archive orders: the caller's own; with scope=all staff and sales every order (filter by username)",
    '存档订单：调用者本人的；使用 scope=all 时员工和销售人员可查看所有订单（可按用户名筛选）',
  ],
  [
    'Every archive order matching the filters as XLSX (default) or CSV (at most 100,000)',
    '将符合筛选条件的全部存档订单导出为 XLSX（默认）或 CSV（最多 100,000 行）',
  ],
  ['One archive order (a customer: their own only)', '单个存档订单（客户只能查看自己的）'],
  [
    "Staff: set staff's note on an order (internal; the customer's own note is unchanged)",
    '员工：设置订单的员工备注（内部使用；客户自己的备注不变）',
  ],
  [
    "Cancel an order nothing of which was downloaded, refunding its money to the balance (once); 422 for a tasking order's delivery",
    '取消尚未下载任何内容的订单，款项退回余额（仅一次）；编程订单的交付订单返回 422',
  ],
  [
    "Signed links (1 h) to an order's product packages, resumable (HTTP Range), and a manifest of them all",
    '订单产品包的签名链接（1 小时），支持断点续传（HTTP Range），并附全部链接的清单',
  ],
  [
    'A product package through a signed, expiring link (zip); Range requests resume it',
    '通过有时效的签名链接获取产品包（zip）；支持 Range 请求续传',
  ],
  [
    'Every product link of an order, as a Metalink 4 file (default) or a plain list of URLs (format=txt)',
    '订单的全部产品链接，Metalink 4 文件（默认）或纯 URL 列表（format=txt）',
  ],
  [
    'The price table: fen per scene by imaging mode, product type and classification',
    '价格表：按成像模式、产品类型和密级划分的每景价格（分）',
  ],
  ['Set prices (staff); each change is recorded with who made it', '设置价格（员工）；每次变更都记录操作人'],
  [
    'Submit a tasking order (multipart: the order fields and the application form); pending review, its cost charged from the balance',
    '提交任务订单（multipart：订单字段和申请表）；待审核，费用从余额中扣除',
  ],
  [
    "Tasking orders, newest first: the caller's own; with scope=all staff and sales every order",
    '任务订单，最新的在前：调用者本人的；使用 scope=all 时员工和销售人员可查看全部订单',
  ],
  [
    "The tasking orders of the list (the caller's own, or with scope=all those they may read), matching the filters, as XLSX (default) or CSV",
    '将列表中的任务订单（调用者本人的，或使用 scope=all 时可查看的）按筛选条件导出为 XLSX（默认）或 CSV',
  ],
  [
    'The target areas of an area file (multipart `file`: kml, kmz or zipped shapefile)',
    '区域文件中的目标区域（multipart `file`：kml、kmz 或压缩的 shapefile）',
  ],
  [
    "Delete the caller's own orders pending review (all or none), refunding each; 422 naming those already reviewed",
    '删除调用者本人待审核的订单（全部成功或全部不删除），逐一退款；已审核的订单返回 422 并列出',
  ],
  [
    'One tasking order with its five-step progress and the history of its states',
    '单个任务订单及其五步进度和状态历史',
  ],
  [
    "Edit one's own order while it is pending review (multipart or JSON; a new application form optional); the balance moves by the change in cost",
    '在待审核期间修改本人的订单（multipart 或 JSON；可选上传新的申请表）；余额按费用变化增减',
  ],
  [
    'Staff: set the fields staff own (priority, classification, mgcType, task mode, interfere, anchoring, planning tag, contract, comments, admin, demand id, status description)',
    '员工：设置员工负责的字段（优先级、密级、mgcType、任务模式、干扰、锚定、规划标签、合同、备注、管理员、需求编号、状态说明）',
  ],
  [
    'Staff: set a state of review or planning by hand (review and planning states only; later states follow the tasks); 422 naming the present state otherwise, 409 on an older version; recorded, alerted, refunded once',
    '员工：手动设置审核或规划状态（仅限审核和规划状态；后续状态随任务变化）；否则返回 422 并说明当前状态，版本过旧返回 409；操作会被记录、通知并只退款一次',
  ],
  [
    "Alerts of tasking orders, newest first: one's own; sales also their customers'. `unread` counts the unread",
    '任务订单提醒，最新的在前：本人的；销售人员还包括其客户的。`unread` 为未读数量',
  ],
  ['Mark alerts read: these ids, or all of them', '将提醒标为已读：指定的 id，或全部'],
  [
    'Staff: orders waiting for planning (order created, planning abnormal or under way), oldest first',
    '员工：等待规划的订单（订单已创建、规划异常或规划中），最早的在前',
  ],
  [
    'Staff: accept an order pending review (reviewed → order created; the control team is told) or reject it with a reason (refunded)',
    '员工：通过待审核的订单（已审核 → 订单已创建；通知测控团队）或附原因驳回（退款）',
  ],
  ['Staff: the suspended orders, newest first', '员工：已挂起的订单，最新的在前'],
  [
    'Staff: suspend or resume orders (all or none); no task action while suspended',
    '员工：挂起或恢复订单（全部成功或全部不变）；挂起期间不可执行任务操作',
  ],
  [
    'Staff: deliver every task of the order that passed its quality check (shipped or online); the products become archive scenes the customer downloads',
    '员工：交付订单中所有通过质检的任务（已寄送或在线）；产品成为客户可下载的存档景',
  ],
  [
    'Staff: send the requirement to the satellite control system; returns the message and its time',
    '员工：将需求发送至卫星测控系统；返回报文及发送时间',
  ],
  [
    "Staff: the passes over the order's target within its window, satellite, imaging mode, look angles, side and orbit (soonest 20, from the access engine), each with its conflicts with planned tasks",
    '员工：在订单时间窗内、按卫星、成像模式、视角、侧视方向和轨道过境订单目标的过境（由访问计算引擎给出最近 20 次），以及各过境与已规划任务的冲突',
  ],
  ['Staff and sales: comment on an order they may read', '员工和销售人员：评论其可查看的订单'],
  [
    "Anchor one task on each chosen pass of an order (keys from the order's opportunities; all or none); 422 on an unknown or planned pass, or a conflict unless accepted",
    '在订单所选的每个过境上锚定一个任务（键取自订单的成像机会；全部成功或全部不锚定）；未知或已规划的过境、或存在冲突且未接受时返回 422',
  ],
  [
    'Tasks matching the filters, by imaging time (or update time, or priority)',
    '符合筛选条件的任务，按成像时间（或更新时间、优先级）排序',
  ],
  [
    'The tasks of one order, by imaging time (staff and sales)',
    '单个订单的任务，按成像时间排序（员工和销售人员）',
  ],
  [
    'Tasks imaged within a time window (at most 31 days), by imaging time: the timeline',
    '在某时间窗内（最长 31 天）成像的任务，按成像时间排序：时间线',
  ],
  [
    "The operations overview: orders by state and step, tasks by board column, this week's tasks per satellite, today's, late and failed tasks, archive orders",
    '运营概览：按状态和步骤统计的订单、按看板列统计的任务、本周各卫星的任务、今日任务、逾期及失败任务、存档订单',
  ],
  [
    'The tasks matching the filters as XLSX (default) or CSV',
    '将符合筛选条件的任务导出为 XLSX（默认）或 CSV',
  ],
  [
    "The tasks matching the filters in the control team's form (satellite, orbit, imaging start and duration, mode, side, look angle), XLSX or CSV",
    '以测控团队的格式（卫星、轨道、成像开始时间和时长、模式、侧视方向、视角）导出符合筛选条件的任务，XLSX 或 CSV',
  ],
  [
    'The control team receives tasks (dispatch success) or refuses them with a reason (dispatch failed: the order fails and is refunded); all or none',
    '测控团队接收任务（下发成功）或附原因拒收（下发失败：订单失败并退款）；全部成功或全部不变',
  ],
  [
    'Deliver tasks that passed their quality check: shipped or online (their products become archive scenes), or record a shipping abnormality with a reason',
    '交付通过质检的任务：已寄送或在线（其产品成为存档景），或附原因记录寄送异常',
  ],
  ['One task with the history of its states', '单个任务及其状态历史'],
  [
    'Record the in-orbit imaging result or the transfer result (0 failed, 1 success, 2 cancelled), the quality check, or edit the working fields; at the version read (409 when older), when the state allows it (422 naming it)',
    '记录在轨成像结果或传输结果（0 失败，1 成功，2 取消）、质检结果，或编辑工作字段；基于读取时的版本（版本过旧返回 409），且状态允许时才可操作（否则返回 422 并说明状态）',
  ],
  [
    'Cancel a task before its imaging result, with a reason; when every task of the order is cancelled the order is cancelled and refunded',
    '在得到成像结果前附原因取消任务；订单的所有任务都取消时，订单取消并退款',
  ],
  [
    'Send the task to the satellite control system; returns the message and its time',
    '将任务发送至卫星测控系统；返回报文及发送时间',
  ],
  [
    "The control team's notices of new, changed, suspended, resumed and cancelled requirements, newest first",
    '测控团队关于新增、变更、挂起、恢复和取消需求的通知，最新的在前',
  ],
  ['Acknowledge notices (the caller and the time are recorded)', '确认通知（记录调用者和时间）'],
  [
    'Permission records (optionally of one user_id or matching a username keyword)',
    '权限记录（可按 user_id 或用户名关键字筛选）',
  ],
  ['Grant a user a permission record', '为用户授予权限记录'],
  [
    'Change a permission record (fields given replace the stored ones; null clears satellites, area, valid_until)',
    '修改权限记录（提供的字段替换已存储的值；null 清除 satellites、area、valid_until）',
  ],
  ['Revoke a permission record', '撤销权限记录'],
  [
    'Export permission records as XLSX (default) or CSV: one record (id) or all',
    '将权限记录导出为 XLSX（默认）或 CSV：单条记录（id）或全部',
  ],
  ['Sample images', '样例影像'],
  ['One sample image', '单个样例影像'],
  ['The picture of a sample image (PNG, 512 px)', '样例影像的图片（PNG，512 像素）'],
  ['The thumbnail of a sample image (JPEG, 256 px)', '样例影像的缩略图（JPEG，256 像素）'],
  [
    'Sample images of a country: `country` matches the ISO code or the zh/en name (part of it)',
    '某个国家的样例影像：`country` 匹配 ISO 代码或中英文名称（的一部分）',
  ],
  ['Partners', '合作伙伴'],
  ['STAC landing page', 'STAC 入口页'],
  ['STAC conformance classes', 'STAC 一致性类别'],
  ['Queryable properties of the CQL2 filter', 'CQL2 过滤器可查询的属性'],
  ['STAC collections', 'STAC 集合'],
  ['One STAC collection', '单个 STAC 集合'],
  ['Items of a collection (bbox, datetime, limit, token)', '集合中的条目（bbox、datetime、limit、token）'],
  ['One STAC item', '单个 STAC 条目'],
  ['STAC item search (GET)', 'STAC 条目检索（GET）'],
  ['STAC item search (POST)', 'STAC 条目检索（POST）'],
  [
    'Add a scene to the archive from a STAC Item (201 with its Location), or several from an ItemCollection, all or none (staff)',
    '由 STAC 条目向存档添加一景影像（返回 201 及其 Location），或由 ItemCollection 一次添加多景，全部添加或全部不添加（员工）',
  ],
  [
    "Replace a scene's Item (404 for an unknown id; the body's id and collection must match the address) (staff)",
    '替换一景影像的条目（未知 ID 返回 404；请求体中的 id 和 collection 须与地址一致）（员工）',
  ],
  [
    'Delete a scene from the archive (409 while an order holds it: orders and their downloads stay whole) (staff)',
    '从存档删除一景影像（订单中的影像返回 409：订单及其下载保持完整）（员工）',
  ],
  [
    'The constellation (the satellites orders anchor on): imaging modes and the TLE in use',
    '卫星星座（订单可锚定的卫星）：成像模式和正在使用的 TLE',
  ],
  [
    'Upload TLE or 3LE text (staff). Checksums and columns are validated; an epoch older than 7 days is accepted with a warning',
    '上传 TLE 或 3LE 文本（员工）。校验和与各列会被验证；历元早于 7 天的会被接受但给出警告',
  ],
  [
    'Run and save an access prediction (JSON, or multipart with a kml/kmz/zipped-shapefile `file` as the target)',
    '执行并保存一次访问预测（JSON，或以 kml/kmz/压缩 shapefile 的 `file` 作为目标的 multipart）',
  ],
  [
    "The caller's simulations, newest first (without opportunities; GET /simulation/{id}/ has them)",
    '调用者的仿真，最新的在前（不含成像机会；GET /simulation/{id}/ 包含）',
  ],
  [
    "One of the caller's simulations with its opportunities (404 for anyone else's)",
    '调用者的单个仿真及其成像机会（他人的仿真返回 404）',
  ],
  [
    "Delete one of the caller's simulations (404 for anyone else's)",
    '删除调用者的单个仿真（他人的仿真返回 404）',
  ],
  ["Rename one of the caller's simulations", '重命名调用者的单个仿真'],
  [
    "The tag of one of the caller's simulations (the reference a tasking order carries)",
    '调用者单个仿真的标签（任务订单所携带的引用）',
  ],
  [
    'The simulation as KML 2.2 (target and one Placemark per opportunity with its footprint and times); WGS-84 as KML requires',
    '仿真结果的 KML 2.2 文件（目标，以及每个成像机会一个 Placemark，含其覆盖范围和时间）；按 KML 要求使用 WGS-84',
  ],
  [
    'The target geometry of an uploaded area file (multipart `file`: kml, kmz or zipped shapefile)',
    '上传的区域文件的目标几何（multipart `file`：kml、kmz 或压缩的 shapefile）',
  ],
  [
    "Region picker: countries (no parent), China's provinces (parent=CN), a province's cities (parent=330000)",
    '行政区选择器：国家（无上级）、中国的省份（parent=CN）、某省的城市（parent=330000）',
  ],
  [
    'One region with its simplified geometry in the Satellite CRS',
    '单个行政区及其在 Satellite 坐标系下的简化几何',
  ],
  [
    "The globe's vector basemap of a view: administrative boundaries and place names, chosen by the view's width",
    '地球仪视图的矢量底图：行政边界和地名，按视图宽度选取',
  ],
  [
    "The globe's basemap, land and water, as PNG tiles of 256 px in the geographic tiling scheme (EPSG:4326: 2×1 tiles at level 0, rows from the north), levels 0–12: Natural Earth's 1:10m coastlines, large lakes, Natural Earth II's land colours",
    '地球仪的陆地与水体底图：地理坐标切片方案（EPSG:4326：0 级为 2×1 块，行号自北向南）下 256 像素的 PNG 瓦片，级别 0–12；海岸线取自 Natural Earth 1:10m，含大型湖泊，陆地颜色取自 Natural Earth II',
  ],
  [
    'Place-name typeahead (zh or en; prefix, then contains), ranked by exactness then population',
    '地名联想输入（中文或英文；先前缀后包含），按匹配程度再按人口排序',
  ],
  [
    'A place with its search geometry: the region polygon (simplified) for an administrative region, else a circle of radius_km',
    '地名及其检索几何：行政区为（简化的）行政区多边形，其他为半径 radius_km 的圆',
  ],
  [
    'Staff actions on users, reviews, permissions and feedback (system administrator only)',
    '员工对用户、审核、权限和反馈的操作（仅系统管理员）',
  ],
  [
    'Send feedback (multipart: module, type, contact, description, page, attachment); "Feedback successful"',
    '提交反馈（multipart：module、type、contact、description、page、attachment）；返回“反馈成功”',
  ],
  [
    'Feedback, newest first: a customer or sales person sees their own, staff all (with filters)',
    '反馈，最新的在前：客户或销售人员看到自己的，员工看到全部（可筛选）',
  ],
  [
    "Reply to a feedback (state 'replied' unless another is given); the sender gets an alert",
    "回复反馈（未指定其他状态时为 'replied'）；发送者会收到提醒",
  ],
  ['Change the state of a feedback', '修改反馈的状态'],
  [
    "With id: the feedback's attachment (its sender or staff). Without: the filtered list as XLSX or CSV (staff)",
    '带 id：反馈的附件（其发送者或员工）。不带 id：筛选后的列表，XLSX 或 CSV（员工）',
  ],
  [
    'The options of the feedback filter: modules, types, states (zh/en) and the dates of feedback',
    '反馈筛选的选项：模块、类型、状态（中英文）及反馈日期',
  ],
  [
    'Who sent feedback: each sender with their count and last time, latest first',
    '反馈的发送者：每位发送者的反馈数量和最近时间，最近的在前',
  ],
  [
    "These users' contact details and feedback counts (unknown ids are left out)",
    '这些用户的联系方式和反馈数量（未知的 id 不列出）',
  ],
  ["The caller's saved filters of the feedback list, by name", '调用者保存的反馈列表筛选，按名称排列'],
  [
    'Save a filter of the feedback list (at most 20 per person; a name used once)',
    '保存反馈列表的筛选（每人最多 20 个；名称不可重复）',
  ],
  ["One of the caller's saved filters", '调用者保存的单个筛选'],
  ["Rename one of the caller's saved filters or replace its fields", '重命名调用者保存的筛选或替换其字段'],
  ["Delete one of the caller's saved filters", '删除调用者保存的筛选'],
  ['The application-service pages (both languages)', '应用服务页面（中英文）'],
  [
    'Change several application-service pages at once: for each, its id and the fields that replace the stored ones (all or nothing; each page audited); answers every page',
    '一次修改多个应用服务页面：每个页面给出 id 和替换已存储值的字段（全部成功或全部不变；每个页面均审计）；返回所有页面',
  ],
  ['One application-service page', '单个应用服务页面'],
  [
    'Change an application-service page (fields given replace the stored ones; audited)',
    '修改应用服务页面（提供的字段替换已存储的值；审计）',
  ],
  [
    'Run an analysis on a sample or a scene; the result is one GeoJSON FeatureCollection (WGS-84): ships as Points, water and oil spots as Polygons along the detected pixels',
    '对样例或景执行分析；结果为一个 GeoJSON FeatureCollection（WGS-84）：船只为 Point，水体和油污暗斑为沿检测像素的 Polygon',
  ],
  [
    "Run an analysis on a sample or a scene; the result is getwfs/'s features as a zipped ESRI shapefile (.shp, .shx, .dbf, .prj WGS-84, .cpg UTF-8): ships as Points, water and oil spots as Polygons, each feature's id and properties as DBF fields. Nothing found is a valid shapefile with no records",
    '对样例或景执行分析；结果为 getwfs/ 的要素打包成的压缩 ESRI shapefile（.shp、.shx、.dbf、.prj WGS-84、.cpg UTF-8）：船只为 Point，水体和油污暗斑为 Polygon，每个要素的 id 和属性作为 DBF 字段。未检测到任何目标时为不含记录的有效 shapefile',
  ],
  [
    "A public sample's report as a PDF (Chinese or English, in the request's language)",
    '公开样例的分析报告 PDF（按请求语言：中文或英文）',
  ],
  [
    "The product specification sheet as a PDF (Chinese or English, in the request's language)",
    '产品规格说明 PDF（按请求语言：中文或英文）',
  ],
  // API keys (issue 35)
  [
    'Create an API key; the key is in this answer only (data[0].key), store it now',
    '创建 API 密钥；密钥只在本次应答中出现（data[0].key），请立即保存',
  ],
  [
    "The caller's keys that are not revoked, newest first (never the key itself)",
    '调用者未撤销的密钥，最新的在前（从不包含密钥本身）',
  ],
  [
    "Revoke one of the caller's keys: requests with it are refused at once (404 for anyone else's)",
    '撤销调用者的一个密钥：使用它的请求立即被拒绝（他人的密钥返回 404）',
  ],
  // Webhooks (issue 35)
  [
    'Add a webhook endpoint; its signing secret (whsec_…) is in this answer only, store it now',
    '添加 Webhook 端点；签名密钥（whsec_…）只在本次应答中出现，请立即保存',
  ],
  [
    "An endpoint's deliveries, newest first: status, the endpoint's answer code and the attempts made",
    '端点的投递记录，最新的在前：状态、端点的应答码和已尝试次数',
  ],
  [
    'Change an endpoint: its address, events or description; enabled false pauses it, true resumes it',
    '修改端点：地址、事件或说明；enabled 为 false 暂停，为 true 恢复',
  ],
  ['Delete an endpoint: nothing more is delivered to it', '删除端点：此后不再向它投递'],
  [
    'Deliver a delivery again now, with the same message id (409 while it is still being delivered)',
    '立即重新投递，消息 ID 不变（仍在投递中时返回 409）',
  ],
  ["One of the caller's webhook endpoints", '调用者的一个 Webhook 端点'],
  [
    'Send a test event (webhook.test) to the endpoint; its delivery appears in the list',
    '向端点发送测试事件（webhook.test），投递记录中可见其结果',
  ],
  [
    "The caller's webhook endpoints, newest first (never their secrets)",
    '调用者的 Webhook 端点，最新的在前（从不包含签名密钥）',
  ],
  // Saved searches that alert (issue 35)
  [
    "The caller's saved searches that alert, newest first, with how many scenes each has matched",
    '调用者保存的订阅（带提醒的检索条件），最新的在前，并附每个订阅已匹配的影像数',
  ],
  [
    'Save an archive search as a subscription: new scenes that match it are told on the chosen channels',
    '将存档检索条件保存为订阅：有新入库的影像匹配时，通过所选方式通知',
  ],
  ["One of the caller's subscriptions", '调用者的一个订阅'],
  [
    'Change a subscription: its name or channels; paused true pauses it, false resumes it',
    '修改订阅：名称或通知方式；paused 为 true 暂停，为 false 恢复',
  ],
  ['Delete a subscription: nothing more is told about it', '删除订阅：此后不再为它发送通知'],
]);

/** Operation, parameter, schema and field descriptions. */
export const DESCRIPTIONS: ReadonlyMap<string, string> = new Map([
  [
    'The HTTP status (400, 403, 404, 409, 413, 422, 429, 500, 503)',
    'HTTP 状态码（400、403、404、409、413、422、429、500、503）',
  ],
  ['metres (coarser of range and azimuth)', '米（距离向与方位向中较粗的一个）'],
  ['Signed link, valid at least 1 h', '签名链接，有效期至少 1 小时'],
  [
    '[west, south, east, north] (WGS-84 extent of the split footprint)',
    '[west, south, east, north]（拆分后覆盖范围的 WGS-84 外包框）',
  ],
  ['[lng, lat] in the request system', '[lng, lat]，请求所用坐标系'],
  [
    'When the first and the last feedback were sent (null: none yet)',
    '第一条和最后一条反馈的发送时间（null：尚无反馈）',
  ],
  [
    'water: Otsu water extraction; oil: dark spots; vessel: CA-CFAR',
    'water：Otsu 水体提取；oil：暗斑；vessel：CA-CFAR',
  ],
  ['Paragraphs separated by a blank line', '段落之间以空行分隔'],
  ['Public samples (web/sar_image/{id}/) of the demonstration', '演示用的公开样例（web/sar_image/{id}/）'],
  ['Task number', '任务编号'],
  ['The customer', '客户'],
  ['Priority (its code)', '优先级（代码）'],
  ['Absolute orbit of the pass', '过境的绝对轨道号'],
  ['Imaging start (UTC)', '成像开始时间（UTC）'],
  ['Seconds', '秒'],
  ['WGS-84, whatever the Satellite header', 'WGS-84，与 Satellite 请求头无关'],
  ['The pass it was anchored on', '锚定所在的过境'],
  ['In-orbit imaging result', '在轨成像结果'],
  ['0 failed, 1 success, 2 cancelled', '0 失败，1 成功，2 取消'],
  ['Satellite-ground transfer result', '星地传输结果'],
  ['The archive scene its product became', '其产品所生成的存档景'],
  ['Its imaging time has passed without an imaging result', '成像时间已过但没有成像结果'],
  [
    'satellite_id@imaging_start: what a planning request names',
    'satellite_id@imaging_start：规划请求所指的过境',
  ],
  ['WGS-84', 'WGS-84 坐标'],
  [
    'time: too close in time; look_angle: same pass, other side or angle',
    'time：时间过近；look_angle：同一过境，侧视方向或视角不同',
  ],
  ['A task of this order is already anchored on it', '本订单已有任务锚定在该过境上'],
  [
    "Tasks per satellite per day this week (Monday to Sunday) in the reader's zone: Beijing time in Chinese, UTC in English",
    '本周（周一至周日）每颗卫星每天的任务，按读者的时区：中文为北京时间，英文为 UTC',
  ],
  ["Today's tasks by imaging time, today in the reader's zone", '今日任务（读者时区的今天），按成像时间排序'],
  ['Failed in the last 30 days', '最近 30 天内失败的'],
  ['For a changed requirement: what changed', '需求变更时：变更的内容'],
  ['File name of the application form', '申请表的文件名'],
  ['The coarse state that order_state reports', 'order_state 所报告的粗粒度状态'],
  ["From its tasks' imaging results; null before any task", '由其任务的成像结果得出；尚无任务时为 null'],
  ["From its tasks' quality checks; null until checked", '由其任务的质检结果得出；质检前为 null'],
  [
    "From its tasks' deliveries; null until delivered or a shipping failed",
    '由其任务的交付得出；交付或寄送失败前为 null',
  ],
  [
    "When the step's own event happened (in-orbit imaging: when it was imaged); null while grey or when none is recorded",
    '该步骤自身事件发生的时间（在轨成像：成像的时间）；未开始或没有记录时为 null',
  ],
  ['The staff member in charge', '负责的员工'],
  ["The customer's sales person", '客户的销售人员'],
  ['Last sent to the control system', '最近一次发送至测控系统的时间'],
  ['Staff changes name the version they were made on', '员工的修改注明其所基于的版本'],
  ['Delivered products, downloadable through their archive order', '已交付的产品，可通过其存档订单下载'],
  ['Comments of staff and sales; empty for the customer', '员工和销售人员的评论；对客户为空'],
  ['What happened, in the caller’s language', '发生了什么，使用调用者的语言'],
  [
    'When its tasks are planned to image (the start of each pass they are anchored on), earliest first; empty before task planning',
    '其任务的计划成像时间（所锚定各过境的开始时间），按时间先后排列；任务规划前为空',
  ],
  ['The tasking order it concerns', '所涉及的任务订单'],
  ['1 information, 2 attention (a failure or cancellation)', '1 信息，2 注意（失败或取消）'],
  ['null: an alert about the account or a feedback', 'null：关于账户或反馈的提醒'],
  [
    'GeoJSON geometry in the Satellite header coordinate system',
    'GeoJSON 几何，使用 Satellite 请求头指定的坐标系',
  ],
  ['109 awaiting download, 1092 downloaded', '109 待下载，1092 已下载'],
  [
    "Staff and sales: staff's note on the order; null for a customer",
    '员工和销售人员：员工对订单的备注；对客户为 null',
  ],
  ['The agreement checkbox (must be true)', '同意协议复选框（必须为 true）'],
  ['Balance (quota) in fen', '余额（额度），单位为分'],
  ['The reason when the latest verification was rejected', '最近一次实名认证被驳回的原因'],
  [
    'The tasking order this order delivers (its products, price 0; it cannot be cancelled); null for an order of the cart',
    '该订单所交付的编程订单（其产品，价格为 0；不能取消）；购物车下的订单为 null',
  ],
  ['A change of name or organization under review', '审核中的姓名或单位变更'],
  ['The sales person looking after the account', '负责该账户的销售人员'],
  ['ISO 8601 UTC', 'ISO 8601 UTC 时间'],
  ['null: every satellite', 'null：全部卫星'],
  ['null: anywhere', 'null：任意位置'],
  ['null: any scene; else exactly these image IDs', 'null：任意景；否则为恰好这些影像编号'],
  ['Scenes acquired at or after (null: no lower bound)', '在此时间或之后获取的景（null：无下限）'],
  ['Scenes acquired at or before (null: no upper bound)', '在此时间或之前获取的景（null：无上限）'],
  ['Localized name', '本地化名称'],
  ['Look-angle band accepted by simulations', '仿真接受的视角范围'],
  ['Operator hint', '操作员提示'],
  ['The TLE in use (null: none yet)', '正在使用的 TLE（null：尚无）'],
  ['TLE epoch, ISO 8601 UTC', 'TLE 历元，ISO 8601 UTC'],
  ['Epoch older than 7 days', '历元早于 7 天'],
  [
    'Generated by the seed (sun-synchronous elements), not a real TLE',
    '由种子数据生成（太阳同步轨道根数），并非真实 TLE',
  ],
  ['Default: the name in the area file, else the tag', '默认：区域文件中的名称，否则为标签'],
  [
    `'any' (all satellites offering the imaging mode) or a list of ${SATELLITE_IDS.join(', ')} (multipart: comma-separated)`,
    `'any'（提供该成像模式的所有卫星）或 ${SATELLITE_IDS.join('、')} 的列表（multipart：逗号分隔）`,
  ],
  ['ISO 8601; default now. At most 1 day in the past', 'ISO 8601；默认为当前时间。最多可早于当前 1 天'],
  [
    'ISO 8601; default start + 7 days; at most 30 days after start',
    'ISO 8601；默认为开始时间后 7 天；最多为开始时间后 30 天',
  ],
  ['The target, unless a `file` is sent (multipart)', '目标，除非发送了 `file`（multipart）'],
  ['A point, in the Satellite header coordinate system', '一个点，使用 Satellite 请求头指定的坐标系'],
  [
    "Multipart only: a kml, kmz or zipped-shapefile area (WGS-84 by the formats' definition)",
    '仅 multipart：kml、kmz 或压缩 shapefile 区域文件（按这些格式的定义为 WGS-84）',
  ],
  ['Min look (off-nadir) angle, degrees (at least 13)', '最小视角（离天底角），度（至少 13）'],
  ['Max look angle, degrees (at most 40)', '最大视角，度（至多 40）'],
  [
    `Imaging mode: ${IMAGING_MODE_ORDER.map((c) => `${c} ${IMAGING_MODES[c].name.en}`).join(', ')} (footprint width)`,
    `成像模式：${IMAGING_MODE_ORDER.map((c) => `${c} ${IMAGING_MODES[c].name.zh}`).join('，')}（决定覆盖宽度）`,
  ],
  ['Soonest opportunities to return (default 5; at most 50)', '返回的最近成像机会数（默认 5；最多 50）'],
  ['Zero-Doppler instant over the target point', '飞越目标点的零多普勒时刻'],
  ['Off-nadir angle from the geodetic nadir, degrees', '相对大地天底的离天底角，度'],
  [
    'Area targets: does one scene cover the whole (largest) polygon?',
    '区域目标：单景能否覆盖整个（最大的）多边形？',
  ],
  [
    'Predicted scene footprint (Polygon, or MultiPolygon across ±180°)',
    '预测的景覆盖范围（Polygon，跨越 ±180° 时为 MultiPolygon）',
  ],
  [
    'The sub-satellite track ±4 minutes around the imaging centre (longitudes unwrapped)',
    '成像中心前后 ±4 分钟的星下点轨迹（经度已展开）',
  ],
  ['Epoch of the TLE this prediction used', '本次预测所用 TLE 的历元'],
  [
    'true: the TLE is synthetic (seeded), not a real element set',
    'true：该 TLE 为合成的（种子数据），并非真实根数',
  ],
  [
    'Stable reference of the simulation (a tasking order may carry it as planning_tag)',
    '仿真的稳定引用（任务订单可将其作为 planning_tag 携带）',
  ],
  [
    'The point that must be imaged (an area: centroid of its largest polygon)',
    '必须成像的点（区域目标：其最大多边形的质心）',
  ],
  ['Signed amount in fen', '带符号的金额，单位为分'],
  ['The balance after this row, in fen', '本条流水之后的余额，单位为分'],
  ['Why: the order, or the reason staff gave', '原因：订单，或员工给出的理由'],
  ['Who made the change (null: the system or a deleted account)', '变更人（null：系统或已删除的账户）'],
  ['A real-name verification or a change of name/organization', '实名认证，或姓名/单位的变更'],
  ['Default Response', '默认响应'],
  ['Username, mobile number or e-mail', '用户名、手机号或电子邮箱'],
  ['E-mail address or mobile number', '电子邮箱或手机号'],
  ['Part of username, name, mobile, e-mail or organization', '用户名、姓名、手机号、电子邮箱或单位的一部分'],
  ['Part of the username', '用户名的一部分'],
  ['Part of the name', '姓名的一部分'],
  ['Part of the mobile number', '手机号的一部分'],
  ['Part of the e-mail address', '电子邮箱的一部分'],
  ['Part of the organization', '单位的一部分'],
  ['Sort field; a leading - sorts descending', '排序字段；前缀 - 表示降序'],
  ['One account by its id', '按 id 指定的单个账户'],
  ['Sales: assign an unassigned customer to yourself', '销售人员：将未分配的客户分配给自己'],
  ['Staff only', '仅限员工'],
  [
    'Staff only; granting, removing or changing a staff role (system administrator included): administrator only',
    '仅限员工；授予、移除或更改员工角色（包括系统管理员）：仅限管理员',
  ],
  ['Staff only; deactivating revokes every session', '仅限员工；停用会使所有会话失效'],
  [
    'Staff only: signed change in fen (ledger row)',
    '仅限员工：带符号的变动金额，单位为分（生成一条账单流水）',
  ],
  ['Required with balance_change: the reason, on the bill', '与 balance_change 一起必填：原因，显示在账单上'],
  ['Part of the username, name or organization', '用户名、姓名或单位的一部分'],
  ['Staff: one account', '员工：单个账户'],
  ['Staff: part of the username', '员工：用户名的一部分'],
  ['On or after (YYYY-MM-DD, UTC)', '在该日期或之后（YYYY-MM-DD，UTC）'],
  ['On or before (YYYY-MM-DD, UTC)', '在该日期或之前（YYYY-MM-DD，UTC）'],
  [
    "mine: the caller's own rows (default); all: staff and sales, the rows they look after",
    'mine：调用者本人的记录（默认）；all：员工和销售人员可查看其负责的记录',
  ],
  ['Target areas (union), at most 5', '目标区域（取并集），最多 5 个'],
  [
    '[west, south, east, north]; west > east crosses ±180°',
    '[west, south, east, north]；west > east 表示跨越 ±180°',
  ],
  ['GeoJSON Polygon or MultiPolygon', 'GeoJSON Polygon 或 MultiPolygon'],
  ['Image IDs', '影像编号'],
  ['Include footprints', '包含覆盖范围'],
  ['Staff: the customer whose cart to read', '员工：要查看其购物车的客户'],
  ['Scene ids, comma-separated', '景编号，逗号分隔'],
  ['Negative when the balance does not cover the cost', '余额不足以支付费用时为负数'],
  ['null: the scene can be ordered', 'null：该景可以订购'],
  ['The order that holds it already (ordered)', '已持有该景的订单（已订购时）'],
  [
    'The cost the customer saw (order_cost); 409 when it changed',
    '客户看到的费用（order_cost）；费用变化时返回 409',
  ],
  ['Created on or after (YYYY-MM-DD, UTC)', '创建时间在该日期或之后（YYYY-MM-DD，UTC）'],
  ['Created on or before (YYYY-MM-DD, UTC)', '创建时间在该日期或之前（YYYY-MM-DD，UTC）'],
  ['Staff and sales: the customer', '员工和销售人员：客户'],
  ['One scene; all scenes of the order when left out', '单景；不指定时为订单的全部景'],
  [
    'A metalink (or ?format=txt a list of URLs) of every link, for a download manager',
    '全部链接的 Metalink 文件（或 ?format=txt 的 URL 列表），供下载工具使用',
  ],
  ['The simulation it was planned with', '规划时所用的仿真'],
  ['doc, docx or pdf, at most 30 MB', 'doc、docx 或 pdf，最大 30 MB'],
  ['Anchoring satellite', '锚定卫星'],
  ['Part of the target name or order number', '目标名称或订单编号的一部分'],
  [
    'doc, docx or pdf, at most 30 MB; a new one replaces it',
    'doc、docx 或 pdf，最大 30 MB；新文件替换原文件',
  ],
  ['The version the change was made on (409 when older)', '修改所基于的版本（版本过旧返回 409）'],
  ['The requirement as the control system reads it', '测控系统读取的需求内容'],
  ['Plan even when the conflict check warns', '即使冲突检查给出警告也进行规划'],
  ['A column of the state board', '状态看板中的一列'],
  ['Part of the target name or task number', '目标名称或任务编号的一部分'],
  ['Imaging on or after (YYYY-MM-DD, UTC)', '成像时间在该日期或之后（YYYY-MM-DD，UTC）'],
  ['Imaging on or before (YYYY-MM-DD, UTC)', '成像时间在该日期或之前（YYYY-MM-DD，UTC）'],
  ['false: the control team refuses them (dispatch failed)', 'false：测控团队拒收（下发失败）'],
  [
    'Exactly these image IDs (null: any scene the other fields match)',
    '恰好这些影像编号（null：符合其他字段的任意景）',
  ],
  ['STAC document', 'STAC 文档'],
  [
    'A STAC 1.0 Item with the sar, sat and view extension fields the portal serves (projection optional), or for POST an ItemCollection of up to 100 Items',
    '带有门户所提供的 sar、sat 和 view 扩展字段（projection 可选）的 STAC 1.0 条目；POST 时也可以是最多 100 个条目的 ItemCollection',
  ],
  [
    'The Item as served, or the ItemCollection of the Items added',
    '与读取时相同的条目，或所添加条目的 ItemCollection',
  ],
  ['The Item as served', '与读取时相同的条目'],
  ['Deleted', '已删除'],
  [
    'west,south,east,north in WGS-84 degrees (west > east crosses ±180°)',
    'west,south,east,north，WGS-84 经纬度（west > east 表示跨越 ±180°）',
  ],
  ['An RFC 3339 instant or interval, open ends as ..', 'RFC 3339 时刻或时间区间，开放端写作 ..'],
  ['Items per page', '每页条目数'],
  ['The next page, from the previous answer', '下一页，取自上一次应答'],
  ['A GeoJSON geometry (JSON)', 'GeoJSON 几何（JSON）'],
  ['Comma-separated item ids', '逗号分隔的条目 id'],
  ['Comma-separated collection ids', '逗号分隔的集合 id'],
  [
    'Comma-separated fields, - for descending, e.g. -properties.datetime',
    '逗号分隔的字段，- 表示降序，例如 -properties.datetime',
  ],
  ['Comma-separated fields to include, - to exclude', '逗号分隔的要包含的字段，- 表示排除'],
  ['A CQL2 JSON filter', 'CQL2 JSON 过滤器'],
  [
    'Each element set is matched to a satellite by `satellite_id` (one set only), or by its 3LE title line naming the satellite ' +
      `(${FIRST_SATELLITE_NAMES.join(', ')}, …). The newest uploaded epoch of a satellite replaces its synthetic elements from then on.`,
    `每组根数通过 \`satellite_id\` 匹配到卫星（仅限一组），或通过 3LE 标题行中的卫星名称匹配（${FIRST_SATELLITE_NAMES.join('、')}……）。此后，卫星最新上传的历元将替换其合成根数。`,
  ],
  [
    'TLE (2-line) or 3LE (title + 2 lines) text, one or more sets',
    'TLE（两行）或 3LE（标题 + 两行）文本，一组或多组',
  ],
  ['Localized warnings (e.g. an epoch older than 7 days)', '本地化的警告（例如历元早于 7 天）'],
  [
    'Finds the soonest imaging opportunities of the chosen satellites for the target within the look-angle band, side and orbit direction, using the TLE in use for each satellite (GET /commodity/satellites/). An area target must have its centroid (of its largest polygon) imaged. Nothing found: HTTP 422 "Simulation failed! (adjust region or time range and re-simulate)".',
    '在视角范围、侧视方向和轨道方向内，使用各卫星正在使用的 TLE（GET /commodity/satellites/），查找所选卫星对目标的最近成像机会。区域目标必须对其（最大多边形的）质心成像。未找到时返回 HTTP 422 “仿真失败！（请调整区域或时间范围后重新仿真）”。',
  ],
  [
    'Reprojects a shapefile with a .prj to WGS-84, simplifies areas over 300 vertices, then answers in the Satellite header system. Limits: api/README.md.',
    '将带 .prj 的 shapefile 重投影到 WGS-84，对超过 300 个顶点的区域进行简化，然后以 Satellite 请求头指定的坐标系应答。限制见 api/README.md。',
  ],
  [
    'Children of this region; without it (and without level) the countries',
    '该行政区的下级；不指定（且不指定 level）时为国家',
  ],
  ['Include the simplified geometry', '包含简化几何'],
  [
    "ISO 3166-1 alpha-2 for a country ('CN'), the 6-digit adcode in China ('330000')",
    "国家为 ISO 3166-1 alpha-2 代码（'CN'），中国境内为 6 位行政区划代码（'330000'）",
  ],
  ['In the Accept-Language', '使用 Accept-Language 指定的语言'],
  ['The row and .png: `{y}.png`', '行号加 .png：`{y}.png`'],
  ["The client's release (the tiles never change within one)", '客户端的版本（同一版本内瓦片不变）'],
  ['[longitude, latitude] in the Satellite CRS', '[longitude, latitude]，Satellite 坐标系'],
  ['[west, south, east, north] in the Satellite CRS', '[west, south, east, north]，Satellite 坐标系'],
  ['Simplified for display, in the Satellite CRS', '为显示而简化，Satellite 坐标系'],
  [
    'The finest boundaries drawn: country (a view wider than 60°), province, city (narrower than 6°)',
    '绘制的最细边界级别：国家（视图宽于 60°）、省、市（窄于 6°）',
  ],
  [
    'GeoJSON lines in the Satellite CRS, clipped to the view and simplified for its scale',
    'GeoJSON 线，Satellite 坐标系，按视图裁剪并按比例尺简化',
  ],
  ['At most 120: regions first, then by population', '最多 120 个：行政区在前，然后按人口排序'],
  [
    'In the Accept-Language (the English name when there is no Chinese one)',
    '使用 Accept-Language 指定的语言（没有中文名称时为英文名称）',
  ],
  [
    'country | province | city (administrative regions: their polygon is the search geometry) | town',
    'country | province | city（行政区：其多边形即检索几何）| town',
  ],
  [
    'The region itself (kind ≠ town) or the city/country holding the town',
    '行政区本身（kind ≠ town），或包含该城镇的城市/国家',
  ],
  ['Circle radius for a town (km)', '城镇的圆形半径（千米）'],
  ['Set when the geometry is the region polygon', '几何为行政区多边形时设置'],
  ['Set when the geometry is a circle around the point', '几何为围绕该点的圆时设置'],
  ['GeoJSON geometry in the Satellite CRS', 'GeoJSON 几何，Satellite 坐标系'],
  ['Username of who acted', '操作人的用户名'],
  ['The path the user was on', '用户当时所在的页面路径'],
  ['doc, docx, pdf, png or jpg, at most 30 MB', 'doc、docx、pdf、png 或 jpg，最大 30 MB'],
  [
    'Any of: image_query, tasking, order_center, account, download, public_site, api, other (repeated or comma-separated)',
    '以下任意值：image_query、tasking、order_center、account、download、public_site、api、other（可重复或逗号分隔）',
  ],
  [
    'Any of: bug, suggestion, question, data, complaint, other (repeated or comma-separated)',
    '以下任意值：bug、suggestion、question、data、complaint、other（可重复或逗号分隔）',
  ],
  [
    'Any of: pending, processing, replied, closed (repeated or comma-separated)',
    '以下任意值：pending、processing、replied、closed（可重复或逗号分隔）',
  ],
  ['Sent at or after', '在此时间或之后发送'],
  ['Sent at or before (a day: the whole UTC day)', '在此时间或之前发送（只给日期时：整个 UTC 日）'],
  ['Sent by this user (staff)', '由该用户发送（员工）'],
  ['Part of the description, contact or username', '描述、联系方式或用户名的一部分'],
  [
    "One of the caller's saved filters; the other parameters override it",
    '调用者保存的单个筛选；其他参数会覆盖它',
  ],
  [
    "The sample's picture with the detections of the water, oil-spill and vessel analyses drawn over it, the fields of the sample, and the detection statistics (ships and their positions, oil dark spots and their areas, water area and threshold). A Chinese request gets a Chinese report (a subset of Noto Sans SC embedded), an English one an English report; the language is the `lang` parameter, else Accept-Language.",
    '样例图片及叠加在其上的水体、溢油和船只分析检测结果，样例的各字段，以及检测统计（船只及其位置、油污暗斑及其面积、水体面积和阈值）。中文请求返回中文报告（嵌入 Noto Sans SC 字体子集），英文请求返回英文报告；语言取自 `lang` 参数，否则取自 Accept-Language。',
  ],
  [
    'Satellites, imaging modes (swath widths, scene lengths, resolutions), look angles, product types and polarisations, from the constellation table. A Chinese request gets it in Chinese, an English one in English; the language is the `lang` parameter, else Accept-Language.',
    '卫星、成像模式（幅宽、景长、分辨率）、视角、产品类型和极化方式，取自星座表。中文请求返回中文，英文请求返回英文；语言取自 `lang` 参数，否则取自 Accept-Language。',
  ],
  [
    "The document's language (zh or en); default: the Accept-Language header",
    '文档语言（zh 或 en）；默认取自 Accept-Language 请求头',
  ],
  [
    'created (waiting), active (running), retry (an attempt failed, another follows), completed, failed (retries spent), cancelled',
    'created（等待中）、active（运行中）、retry（一次尝试失败，将再次尝试）、completed（已完成）、failed（重试次数用尽）、cancelled（已取消）',
  ],
  ['Rows written so far', '目前已写入的行数'],
  [
    'Rows the export holds: the count of the search when it started (estimated above 10000), exact once completed',
    '导出包含的行数：开始时检索的计数（超过 10000 时为估计值），完成后为确切值',
  ],
  ['The file name, without its extension', '文件名（不含扩展名）'],
  ['Where the finished file is downloaded (null until completed)', '已完成文件的下载地址（完成前为 null）'],
  [
    'The kind of work: mail (e-mail and SMS delivery), export (large exports), …',
    '任务类型：mail（邮件和短信发送）、export（大批量导出）等',
  ],
  ['Attempts made so far (the first run and its retries)', '已进行的尝试次数（首次运行及其重试）'],
  [
    "true: the note is a person's words, as typed; false: the portal's, in the reader's language",
    'true：说明是人工填写的原文；false：门户生成的说明，以读者的语言显示',
  ],
  ["The last attempt's error", '最近一次尝试的错误'],
  [
    "What people wrote or named (a reason, an address, a saved search's name), as written: the end of type_status_text; null when none",
    '用户填写或命名的内容（原因、地址、订阅名称），按原文显示：即 type_status_text 的结尾；没有时为 null',
  ],
  [
    'export: a finished export, its link in type_status_text; webhook: an endpoint disabled',
    'export：已完成的导出，其链接在 type_status_text 中；webhook：端点已停用',
  ],
  // API keys (issue 35)
  ['What the key is for, e.g. "nightly sync"', '密钥的用途，例如“夜间同步”'],
  [
    'What the key may do: catalog:read search the catalog and STAC (and read saved searches), orders:write archive orders, tasking:write tasking orders, subscriptions:write save, change and delete saved searches, ingest add scenes (staff only)',
    '密钥可以做什么：catalog:read 检索目录和 STAC（并读取已保存的订阅），orders:write 下存档订单，tasking:write 下编程订单，subscriptions:write 保存、修改和删除影像订阅，ingest 入库新景（仅限员工）',
  ],
  [
    'When the key stops working (ISO 8601, in the future); none: it works until revoked',
    '密钥失效的时间（ISO 8601，须晚于当前时间）；不填：直到撤销前一直有效',
  ],
  ['The first characters of the key, to recognise it', '密钥的前几个字符，用于辨认'],
  ['The address of the last request made with the key', '最近一次使用该密钥的请求来源地址'],
  [
    'The key: shown this once, store it now. Send it as Authorization: Bearer <key>, at most 600 requests a minute (beyond: 429 with Retry-After)',
    '密钥本身：只显示这一次，请立即保存。以 Authorization: Bearer <密钥> 发送，每分钟最多 600 次请求（超出时返回 429 并带 Retry-After）',
  ],
  // Webhooks (issue 35)
  ['The JSON body delivered: {type, timestamp, data}', '投递的 JSON 正文：{type, timestamp, data}'],
  ["The endpoint's HTTP status at the last attempt", '最近一次尝试时端点返回的 HTTP 状态码'],
  ['The events delivered to it', '向它投递的事件'],
  ['The first failed attempt since the last success', '自上次成功以来第一次失败的时间'],
  [
    'The webhook-id header: the same on every attempt of this delivery',
    'webhook-id 请求头：同一投递的每次尝试都相同',
  ],
  ['What it is for', '用途说明'],
  ['When the next attempt is due (pending deliveries)', '下一次尝试的时间（待投递的记录）'],
  [
    'Where deliveries are POSTed (http or https; private and link-local addresses are refused)',
    '接收投递（POST）的地址（http 或 https；内网和链路本地地址会被拒绝）',
  ],
  [
    'Why it was disabled: paused by its owner, or failing for a day',
    '停用原因：所有者暂停，或连续一天投递失败',
  ],
  [
    'Why the last attempt failed, when no HTTP status came back',
    '最近一次尝试在没有 HTTP 状态码时失败的原因',
  ],
  ['false pauses deliveries; true resumes a disabled endpoint', 'false 暂停投递；true 恢复已停用的端点'],
  [
    'whsec_…: verifies the signatures; shown in this answer only',
    'whsec_…：用于验证签名；只在本次应答中出现',
  ],
  // Saved searches that alert (issue 35)
  ['What the subscription watches, e.g. "Port of Ningbo"', '订阅关注的对象，例如“宁波港”'],
  [
    'The archive search body the portal sends (areas, ids, filters)',
    '门户发送的存档检索请求体（区域、影像 ID、筛选条件）',
  ],
  [
    'How the owner is told: alert, email, webhook (subscription.matched)',
    '通知所有者的方式：alert（站内提醒）、email（电子邮件）、webhook（subscription.matched 事件）',
  ],
  ['true: nothing is told until it is resumed (false)', 'true：暂停通知，直到恢复（false）'],
  ['The saved search body', '保存的检索请求体'],
  [
    "The coordinate system of the search's coordinates (the Satellite header it was saved with)",
    '检索条件中坐标所用的坐标系（保存时 Satellite 请求头的值）',
  ],
  ['Scenes it has matched so far', '迄今已匹配的影像数'],
  [
    'export: a finished export, its link in type_status_text; webhook: an endpoint disabled; subscription: new scenes matched a saved search',
    'export：已完成的导出，其链接在 type_status_text 中；webhook：端点已停用；subscription：有新影像匹配已保存的订阅',
  ],
]);
