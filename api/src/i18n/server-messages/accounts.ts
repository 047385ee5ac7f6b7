/**
 * Accounts: sign-in, registration, password reset, real-name verification and changes under review, the
 * balance and user administration.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const ACCOUNT_MESSAGES = {
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
  balanceReasonRequired: {
    zh: '调整余额时请填写原因',
    en: 'Give the reason for the balance change',
  },
} as const;
