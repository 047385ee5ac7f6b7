/**
 * The Chinese of the feedback routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Feedback', '反馈']],
  summaries: [
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
  ],
  descriptions: [
    [
      'When the first and the last feedback were sent (null: none yet)',
      '第一条和最后一条反馈的发送时间（null：尚无反馈）',
    ],
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
  ],
};
