/**
 * The Chinese of the tasking order routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Tasking missions', '任务订单']],
  summaries: [
    [
      "Submit a tasking order (multipart: the order fields and the application form); pending review, its cost charged from the balance. With the quote's `quote_id` and `quoted_cost_fen`: charged the quote, or 409 with the new quote in `data` when the price changed",
      '提交任务订单（multipart：订单字段和申请表）；待审核，费用从余额中扣除。附报价的 `quote_id` 和 `quoted_cost_fen` 时按报价扣费；价格已变化时返回 409，新报价在 `data` 中',
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
  ],
  descriptions: [
    [
      'satellite_id@imaging_start: what a planning request names',
      'satellite_id@imaging_start：规划请求所指的过境',
    ],
    ['WGS-84', 'WGS-84 坐标'],
    [
      "time: too close in time; look_angle: same pass, other side or angle; budget: past the orbit's imaging seconds",
      'time：时间过近；look_angle：同一过境，侧视方向或视角不同；budget：超出该轨道圈的成像时长',
    ],
    ['A task of this order is already anchored on it', '本订单已有任务锚定在该过境上'],
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
    [
      'When its tasks are planned to image (the start of each pass they are anchored on), earliest first; empty before task planning',
      '其任务的计划成像时间（所锚定各过境的开始时间），按时间先后排列；任务规划前为空',
    ],
    ['Delivered products, downloadable through their archive order', '已交付的产品，可通过其存档订单下载'],
    ['Comments of staff and sales; empty for the customer', '员工和销售人员的评论；对客户为空'],
    ['What happened, in the caller’s language', '发生了什么，使用调用者的语言'],
    ['The tasking order it concerns', '所涉及的任务订单'],
    ['1 information, 2 attention (a failure or cancellation)', '1 信息，2 注意（失败或取消）'],
    ['null: an alert about the account or a feedback', 'null：关于账户或反馈的提醒'],
    ['The simulation it was planned with', '规划时所用的仿真'],
    ['doc, docx or pdf, at most 30 MB', 'doc、docx 或 pdf，最大 30 MB'],
    ['Anchoring satellite', '锚定卫星'],
    ['Part of the target name or order number', '目标名称或订单编号的一部分'],
    [
      'doc, docx or pdf, at most 30 MB; a new one replaces it',
      'doc、docx 或 pdf，最大 30 MB；新文件替换原文件',
    ],
    [
      "What people wrote or named (a reason, an address, a saved search's name), as written: the end of type_status_text; null when none",
      '用户填写或命名的内容（原因、地址、订阅名称），按原文显示：即 type_status_text 的结尾；没有时为 null',
    ],
    [
      'export: a finished export, its link in type_status_text; webhook: an endpoint disabled; subscription: new scenes matched a saved search; approval: an organisation order awaits, or had, a decision',
      'export：已完成的导出，其链接在 type_status_text 中；webhook：端点已停用；subscription：有新影像匹配已保存的订阅；approval：团队订单待审批或已有审批结果',
    ],
  ],
};
