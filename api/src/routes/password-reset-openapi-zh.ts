/**
 * The Chinese of the password reset routes in the API reference, keyed by the English they declare (merged by
 * ./openapi-zh.ts).
 */
import type { GroupTexts } from '../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Password reset', '密码重置']],
  summaries: [
    [
      'Request a reset link by e-mail or mobile; the answer never says whether an account exists',
      '通过电子邮箱或手机号申请重置链接；应答从不透露账户是否存在',
    ],
    ['Is a reset link (id + token) still valid?', '重置链接（id + token）是否仍然有效？'],
    [
      'Set a new password with a reset link; the link is single-use and every session is revoked',
      '通过重置链接设置新密码；链接仅可使用一次，所有会话失效',
    ],
  ],
  descriptions: [['E-mail address or mobile number', '电子邮箱或手机号']],
};
