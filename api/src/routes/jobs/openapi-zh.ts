/**
 * The Chinese of the background job routes in the API reference, keyed by the English they declare (merged by
 * ../openapi-zh.ts).
 */
import type { GroupTexts } from '../../openapi/localize';

export const zh: GroupTexts = {
  tags: [['Background jobs', '后台任务']],
  summaries: [
    [
      "One of the caller's export jobs: its state, progress (done of total rows) and, once completed, the file's link",
      '调用者的一个导出任务：状态、进度（已写行数/总行数），完成后附文件链接',
    ],
    ["The file of one of the caller's finished export jobs", '调用者已完成的导出任务的文件'],
    [
      'Jobs in a state, newest first (default failed: dead-lettered, their retries spent), with their error and attempts',
      '某一状态的任务，最新的在前（默认 failed：重试次数用尽、已进入死信状态的任务），附错误信息和尝试次数',
    ],
    [
      'Gives a failed job one more attempt (its handler does not redo what an earlier attempt finished)',
      '让失败的任务再尝试一次（其处理程序不会重做先前尝试已完成的部分）',
    ],
  ],
  descriptions: [
    [
      'The kind of work: mail (e-mail and SMS delivery), export (large exports), …',
      '任务类型：mail（邮件和短信发送）、export（大批量导出）等',
    ],
    ['Attempts made so far (the first run and its retries)', '已进行的尝试次数（首次运行及其重试）'],
    ["The last attempt's error", '最近一次尝试的错误'],
  ],
};
