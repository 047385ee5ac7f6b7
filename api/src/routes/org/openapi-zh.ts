/**
 * The Chinese of the organisations' routes and contract (./index.ts, ./admin.ts, shared/domain/organisations.ts) in
 * the API reference, keyed by the English they declare (merged by ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Organisations', '团队']],
  summaries: [
    [
      'Create an organisation: the caller becomes its manager and their balance and orders move into it (409 when they already belong to one)',
      '创建团队：调用者成为团队管理员，其余额和订单转入团队（已属于某团队时返回 409）',
    ],
    [
      "The caller's organisation with their role in it; no rows outside one",
      '调用者所在的团队及其角色；不属于团队时无数据',
    ],
    [
      "Managers: change the organisation's name, contact, invoicing details, approval threshold or 2FA rule",
      '管理员：修改团队名称、联系人、开票信息、审批金额或双重验证要求',
    ],
    [
      "The organisation's members with their roles, limits and this month's spending",
      '团队成员及其角色、额度和本月消费',
    ],
    [
      "Managers: change a member's role, enable or disable them, set their monthly limit (the organisation keeps one enabled manager)",
      '管理员：修改成员角色、启用或停用成员、设置月度额度（团队须保留一名启用的管理员）',
    ],
    [
      'Managers: remove a member (they keep their account and their own orders)',
      '管理员：将成员移出团队（其账号和本人订单保留）',
    ],
    [
      'Managers: invite an e-mail address with a role; the link, valid 48 hours, is e-mailed',
      '管理员：按角色邀请一个邮箱；邀请链接通过邮件发送，48 小时内有效',
    ],
    [
      "Managers: the organisation's invitations, newest first, with their state",
      '管理员：团队的邀请（最新在前）及其状态',
    ],
    [
      'What an invitation link offers: the organisation, the role and the invited e-mail (422 when used or expired)',
      '邀请链接的内容：团队、角色和受邀邮箱（已使用或已过期时返回 422）',
    ],
    [
      'Accept an invitation: signed in, with the token (the account must have the invited e-mail); signed out, with the token and the sign-up fields (a new account with the invited e-mail, which then logs in)',
      '接受邀请：已登录时只需令牌（账号邮箱须为受邀邮箱）；未登录时提供令牌和注册信息（以受邀邮箱创建新账号，随后登录）',
    ],
    [
      "The organisation's budgets: project code, cap, spent, held and left",
      '团队预算：项目编号、上限、已用、冻结和剩余',
    ],
    [
      'Managers: add a budget (a project code unique in the organisation, an optional cap)',
      '管理员：新增预算（项目编号在团队内唯一，上限可选）',
    ],
    [
      'Managers: rename a budget, close or reopen it, change its cap',
      '管理员：重命名、关闭或重新启用预算，修改其上限',
    ],
    ["Managers: the organisation's approvals, pending first", '管理员：团队的审批（待审批在前）'],
    [
      'Managers: approve (the held money is spent and the order goes on) or reject with a note (released, the order cancelled); 409 once decided',
      '管理员：批准（冻结金额转为消费，订单继续处理）或附说明驳回（冻结金额解冻，订单取消）；已处理时返回 409',
    ],
    [
      "Managers and viewers: the organisation's spending by member or by budget; with format, a CSV or XLSX file",
      '管理员和查看者：按成员或按预算汇总的团队消费；指定 format 时返回 CSV 或 XLSX 文件',
    ],
    [
      "Managers and viewers: the audit of the organisation's settings, member and budget changes, newest first",
      '管理员和查看者：团队设置、成员和预算变更的审计记录（最新在前）',
    ],
    [
      'Staff and sales: organisations, newest first (sales: those they look after), by name or contact',
      '员工和销售：团队列表（最新在前；销售只看其负责的团队），可按名称或联系人查找',
    ],
    [
      'Staff and sales: one organisation with its members, balance, budgets, recent orders and bill by member',
      '员工和销售：单个团队的成员、余额、预算、近期订单和按成员汇总的账单',
    ],
    [
      "Staff: top up (positive) or reduce (negative) an organisation's balance with a reason; audited, on its bill",
      '员工：附原因为团队充值（正数）或扣减（负数）余额；记入审计日志和团队账单',
    ],
  ],
  descriptions: [
    [
      "Managers: the organisation's endpoint, hearing every member's events (and approvals)",
      '管理员：团队的端点，接收所有成员的事件（及审批事件）',
    ],
    ['Who to call about the account', '账户联系人'],
    ['Invoice title, tax number and address', '发票抬头、税号和地址'],
    [
      'Orders above this wait for a manager (null: none do)',
      '超过此金额的订单须经管理员审批（null：无需审批）',
    ],
    ['In fen', '单位：分'],
    ['Members must sign in with a second factor', '成员须使用第二重验证登录'],
    ['A file instead of rows: xlsx or csv', '以文件代替数据行：xlsx 或 csv'],
    ['Fen: positive tops up, negative reduces', '单位：分；正数充值，负数扣减'],
    ['The reason, on the bill', '原因，显示在账单上'],
    ['Organisation members: the budget the order is assigned to', '团队成员：本单使用的预算'],
    [
      "An organisation member's budget, monthly limit left and whether the order would wait for approval",
      '团队成员的预算、月度剩余额度，以及本单是否需要审批',
    ],
    [
      "The organisation the account belongs to and its role there (docs/organisations.md); its balance is then the organisation's",
      '账号所属团队及其在团队中的角色（docs/organisations.md）；此时余额为团队余额',
    ],
    ['What members may spend', '成员可使用的余额'],
    ['Held for orders awaiting approval', '待审批订单冻结的金额'],
    ["The member's user id", '成员的用户 ID'],
    ['null: no limit', 'null：不限额'],
    ['Spent and held this calendar month (UTC)', '本自然月（UTC）已消费及冻结的金额'],
    ['The project code', '项目编号'],
    ['null: no cap', 'null：无上限'],
    ['cap - spent - held; null without a cap', '上限 - 已用 - 冻结；无上限时为 null'],
    ["The member's monthly limit left; null: no limit", '成员本月剩余额度；null：不限额'],
    ['The username, or the budget code ("" for none)', '用户名或预算编号（无预算时为 ""）'],
    ['spent - refunded', '消费 - 退款'],
    ["The organisation's endpoint (managers manage it)", '团队的端点（由管理员管理）'],
    [
      "An organisation's order waiting for a manager (docs/organisations.md): money held, not yet reviewed",
      '等待团队管理员审批的订单（docs/organisations.md）：金额已冻结，尚未审核',
    ],
    [
      "An organisation's order waiting for a manager: its money is held, its products not yet served",
      '等待团队管理员审批的订单：金额已冻结，产品暂不提供',
    ],
  ],
};
