/**
 * The Chinese of the sensitive picture permission routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Sensitive picture permission', '敏感图片权限']],
  summaries: [
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
  ],
  descriptions: [
    ['null: every satellite', 'null：全部卫星'],
    ['null: anywhere', 'null：任意位置'],
    ['null: any scene; else exactly these image IDs', 'null：任意景；否则为恰好这些影像编号'],
    ['Scenes acquired at or after (null: no lower bound)', '在此时间或之后获取的景（null：无下限）'],
    ['Scenes acquired at or before (null: no upper bound)', '在此时间或之前获取的景（null：无上限）'],
    [
      'Exactly these image IDs (null: any scene the other fields match)',
      '恰好这些影像编号（null：符合其他字段的任意景）',
    ],
  ],
};
