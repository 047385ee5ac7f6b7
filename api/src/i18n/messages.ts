import { isValidationMessageKey, VALIDATION_MESSAGES, type ValidationMessageKey } from '@portal/shared/domain';

export type Lang = 'zh' | 'en';

/** Server messages that are not form rules (those live in shared/domain, spec §5). */
export const SERVER_MESSAGES = {
  ok: { zh: '成功', en: 'Success' },
  loginRequired: { zh: '请先登录', en: 'Please log in first' },
  sessionExpired: { zh: '登录已过期，请重新登录', en: 'Your session has expired, please log in again' },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  notFound: { zh: '请求的资源不存在', en: 'The requested resource was not found' },
  invalidRequest: { zh: '请求参数有误', en: 'The request is invalid' },
  tooLarge: { zh: '文件大于30MB，无法上传', en: 'The file is larger than 30MB and was refused' },
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
  alreadyPending: { zh: '已有待审核的实名认证申请', en: 'A real-name verification request is already pending review' },
  alreadyReviewed: { zh: '该申请已审核', en: 'This request has already been reviewed' },
  insufficientBalance: { zh: '余额不足', en: 'Insufficient balance' },
  documentType: { zh: '仅支持 pdf、jpg、png、doc、docx 文件', en: 'Only pdf, jpg, png, doc and docx files are accepted' },
  cannotDeleteSelf: { zh: '不能删除自己的账号', en: 'You cannot delete your own account' },
  invalidSatellite: { zh: 'Satellite 请求头只能是 GCJ02 或 WGS84', en: 'The Satellite header must be GCJ02 or WGS84' },
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;
export type MessageKey = ServerMessageKey | ValidationMessageKey;

export function t(key: MessageKey, lang: Lang): string {
  if (isValidationMessageKey(key)) return VALIDATION_MESSAGES[key][lang];
  return SERVER_MESSAGES[key][lang];
}

export function isMessageKey(key: string): key is MessageKey {
  return isValidationMessageKey(key) || Object.prototype.hasOwnProperty.call(SERVER_MESSAGES, key);
}

/** zh-CN is the default; any Accept-Language whose first preference is English selects en. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const first = (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
