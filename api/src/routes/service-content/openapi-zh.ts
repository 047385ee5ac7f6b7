/**
 * The Chinese of the application service data routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  summaries: [
    ['The application-service pages (both languages)', '应用服务页面（中英文）'],
    [
      'Change several application-service pages at once: for each, its id and the fields that replace the stored ones (all or nothing; each page audited); answers every page',
      '一次修改多个应用服务页面：每个页面给出 id 和替换已存储值的字段（全部成功或全部不变；每个页面均审计）；返回所有页面',
    ],
    ['One application-service page', '单个应用服务页面'],
    [
      'Change an application-service page (fields given replace the stored ones; audited)',
      '修改应用服务页面（提供的字段替换已存储的值；审计）',
    ],
  ],
  descriptions: [
    ['Paragraphs separated by a blank line', '段落之间以空行分隔'],
    ['Public samples (web/sar_image/{id}/) of the demonstration', '演示用的公开样例（web/sar_image/{id}/）'],
  ],
};
