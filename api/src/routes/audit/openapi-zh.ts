/**
 * The Chinese of the audit log route in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Audit', '审计']],
  summaries: [
    [
      'Staff actions on users, reviews, permissions and feedback (system administrator only)',
      '员工对用户、审核、权限和反馈的操作（仅系统管理员）',
    ],
  ],
  descriptions: [['Username of who acted', '操作人的用户名']],
};
