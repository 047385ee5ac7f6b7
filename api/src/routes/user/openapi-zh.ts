/**
 * The Chinese of the account, user administration, bills, API key and webhook routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [
    ['User', '用户'],
    ['User administration', '用户管理'],
    ['API keys', 'API 密钥'],
    ['Webhooks', 'Webhook'],
  ],
  summaries: [
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
    [
      'Requests to review: real-name verifications and information changes',
      '待审核的申请：实名认证和信息变更',
    ],
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
  ],
  descriptions: [
    ['The agreement checkbox (must be true)', '同意协议复选框（必须为 true）'],
    ['Balance (quota) in fen', '余额（额度），单位为分'],
    ['The reason when the latest verification was rejected', '最近一次实名认证被驳回的原因'],
    ['A change of name or organization under review', '审核中的姓名或单位变更'],
    ['The sales person looking after the account', '负责该账户的销售人员'],
    ['ISO 8601 UTC', 'ISO 8601 UTC 时间'],
    ['Signed amount in fen', '带符号的金额，单位为分'],
    ['The balance after this row, in fen', '本条流水之后的余额，单位为分'],
    ['Why: the order, or the reason staff gave', '原因：订单，或员工给出的理由'],
    ['Who made the change (null: the system or a deleted account)', '变更人（null：系统或已删除的账户）'],
    ['A real-name verification or a change of name/organization', '实名认证，或姓名/单位的变更'],
    ['Username, mobile number or e-mail', '用户名、手机号或电子邮箱'],
    [
      'Part of username, name, mobile, e-mail or organization',
      '用户名、姓名、手机号、电子邮箱或单位的一部分',
    ],
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
    [
      'Required with balance_change: the reason, on the bill',
      '与 balance_change 一起必填：原因，显示在账单上',
    ],
    ['Staff: one account', '员工：单个账户'],
    ['Staff: part of the username', '员工：用户名的一部分'],
    ['On or after (YYYY-MM-DD, UTC)', '在该日期或之后（YYYY-MM-DD，UTC）'],
    ['On or before (YYYY-MM-DD, UTC)', '在该日期或之前（YYYY-MM-DD，UTC）'],
    [
      "true: the note is a person's words, as typed; false: the portal's, in the reader's language",
      'true：说明是人工填写的原文；false：门户生成的说明，以读者的语言显示',
    ],
    // API keys (issue 35)
    ['What the key is for, e.g. "nightly sync"', '密钥的用途，例如“夜间同步”'],
    [
      'What the key may do: catalog:read search the catalog and STAC (and read saved searches), orders:write archive orders, tasking:write tasking orders, subscriptions:write save, change and delete saved searches, org:read read the organisation as the member role allows, ingest add scenes (staff only)',
      '密钥可以做什么：catalog:read 检索目录和 STAC（并读取已保存的订阅），orders:write 下存档订单，tasking:write 下编程订单，subscriptions:write 保存、修改和删除影像订阅，org:read 按成员角色读取所在团队，ingest 入库新景（仅限员工）',
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
  ],
};
