/**
 * Feedback (docs/requirements.md §8 "Feedback successful"), staff's handling of it and their saved filters.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const FEEDBACK_MESSAGES = {
  feedbackSuccessful: { zh: '反馈成功', en: 'Feedback successful' },
  feedbackReplied: { zh: '回复成功', en: 'Reply sent' },
  filterNameTaken: { zh: '已有同名的筛选条件', en: 'A saved filter with this name already exists' },
  savedFiltersFull: {
    zh: '最多保存{max}个筛选条件，请先删除不用的',
    en: 'At most {max} filters can be saved; delete one you no longer use first',
  },
} as const;
