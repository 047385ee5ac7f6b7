/**
 * The Chinese of the system routes (health, readiness, metrics) in the API reference, keyed by the English they declare (merged by
 * ./openapi-zh.ts).
 */
import type { GroupTexts } from '../openapi/localize';

export const zh: GroupTexts = {
  tags: [['System', '系统']],
  summaries: [
    ['The process is up', '进程在运行'],
    ['The database is reachable (503 otherwise)', '数据库可访问（否则返回 503）'],
    [
      'Prometheus metrics (text exposition format; staff only, or the METRICS_PORT listener)',
      'Prometheus 指标（文本暴露格式；仅限员工，或通过 METRICS_PORT 监听端口）',
    ],
  ],
};
