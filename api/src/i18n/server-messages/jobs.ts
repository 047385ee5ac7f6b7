/**
 * Background exports and jobs.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const JOB_MESSAGES = {
  exportQueued: {
    zh: '结果较多，正在后台导出；完成后将通过站内消息发送下载链接',
    en: 'This export is large and runs in the background; an alert will bring its download link when it is ready',
  },
  exportNotReady: { zh: '导出尚未完成', en: 'The export is not finished yet' },
  exportExpired: {
    zh: '导出文件已超过保留期限并已删除，请重新导出',
    en: 'This export file was past its keeping period and has been deleted; please export again',
  },
  jobNotRetryable: { zh: '只有失败的任务可以重试', en: 'Only a failed job can be retried' },
} as const;
