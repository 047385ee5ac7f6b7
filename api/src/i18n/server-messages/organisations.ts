/**
 * Organisations (docs/organisations.md): members and roles, invitations, budgets, limits and approvals.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const ORGANISATION_MESSAGES = {
  orgCreated: { zh: '团队已创建，您是团队管理员', en: 'Organisation created; you are its manager' },
  orgUpdated: { zh: '团队信息已保存', en: 'Organisation saved' },
  orgNone: { zh: '您尚未加入团队', en: 'You are not a member of an organisation' },
  orgAlreadyMember: {
    zh: '您已属于一个团队，一个账号只能属于一个团队',
    en: 'You already belong to an organisation; an account belongs to one at most',
  },
  orgNameRequired: { zh: '请填写团队名称', en: 'Enter the organisation’s name' },
  orgThresholdInvalid: {
    zh: '审批金额须为不小于 0 的整数（分）',
    en: 'The approval threshold must be a whole number of fen, 0 or more',
  },
  orgLimitInvalid: {
    zh: '月度额度须为不小于 0 的整数（分）',
    en: 'The monthly limit must be a whole number of fen, 0 or more',
  },
  orgRoleUnknown: {
    zh: '请选择角色：查看者、采购员、编程下单员或管理员',
    en: 'Choose a role: viewer, buyer, tasker or manager',
  },
  orgMemberDisabled: {
    zh: '您在团队中的账号已被停用，请联系团队管理员',
    en: 'Your membership is disabled; ask a manager of your organisation',
  },
  orgRoleForbidden: {
    zh: '您在团队中的角色无权进行此操作',
    en: 'Your role in the organisation does not allow this',
  },
  orgRoleCannotBuy: {
    zh: '查看者不能下单，请联系团队管理员',
    en: 'Viewers cannot place orders; ask a manager of your organisation',
  },
  orgRoleCannotTask: {
    zh: '您的角色不能下编程订单，请联系团队管理员',
    en: 'Your role cannot place tasking orders; ask a manager of your organisation',
  },
  orgMemberUpdated: { zh: '成员已更新', en: 'Member updated' },
  orgMemberRemoved: { zh: '成员已移出团队', en: 'Member removed' },
  orgLastManager: {
    zh: '团队至少需要一名启用的管理员',
    en: 'The organisation needs at least one enabled manager',
  },
  orgMemberTopUp: {
    zh: '该用户属于团队，请在团队管理中为团队充值',
    en: 'This customer belongs to an organisation: top up the organisation instead',
  },
  orgMembersFull: {
    zh: '团队成员已达上限',
    en: 'The organisation has reached its maximum number of members',
  },
  invitationSent: {
    zh: '邀请已发送，链接48小时内有效',
    en: 'Invitation sent; the link is valid for 48 hours',
  },
  invitationInvalid: { zh: '邀请链接无效或已过期', en: 'This invitation link is invalid or has expired' },
  invitationEmailMismatch: {
    zh: '该邀请发给了另一个邮箱，请用受邀邮箱的账号接受',
    en: 'This invitation was sent to another e-mail; accept it with that account',
  },
  invitationRegisterFields: {
    zh: '请登录，或填写注册信息后接受邀请',
    en: 'Log in, or fill in the sign-up fields to accept',
  },
  invitationAccepted: { zh: '已加入团队', en: 'You joined the organisation' },
  budgetCreated: { zh: '预算已创建', en: 'Budget created' },
  budgetUpdated: { zh: '预算已保存', en: 'Budget saved' },
  budgetCodeRequired: { zh: '请填写项目编号', en: 'Enter the project code' },
  budgetCodeTaken: { zh: '该项目编号已存在', en: 'This project code is already used' },
  budgetCapInvalid: {
    zh: '预算上限须为不小于 0 的整数（分）',
    en: 'The cap must be a whole number of fen, 0 or more',
  },
  budgetRequired: { zh: '请选择本单使用的预算', en: 'Choose the budget this order is assigned to' },
  budgetUnknown: { zh: '预算不存在', en: 'No such budget' },
  budgetClosed: { zh: '该预算已关闭，请选择其他预算', en: 'This budget is closed; choose another' },
  budgetCapExceeded: { zh: '超出预算上限', en: 'This order would pass the budget’s cap' },
  orderAwaitingApproval: {
    zh: '订单已提交，金额已冻结，等待团队管理员审批',
    en: 'Order submitted; its amount is held until a manager approves it',
  },
  missionAwaitingApproval: {
    zh: '该订单正在等待团队审批',
    en: 'This order is awaiting its organisation’s approval',
  },
  approveRequired: { zh: '请选择批准或驳回', en: 'Choose approve or reject' },
  approvalDecided: { zh: '该审批已处理', en: 'This approval has already been decided' },
  approvalApproved: { zh: '已批准，订单继续处理', en: 'Approved; the order goes on' },
  approvalRejected: { zh: '已驳回，冻结金额已解冻', en: 'Rejected; the held amount is released' },
  balanceNoteRequired: { zh: '请填写调整原因', en: 'Enter the reason for the change' },
  orgBalanceChanged: { zh: '团队余额已调整', en: 'Organisation balance changed' },
} as const;
