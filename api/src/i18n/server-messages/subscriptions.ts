/**
 * Saved searches that alert.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const SUBSCRIPTION_MESSAGES = {
  subscriptionNameRequired: { zh: '请填写订阅名称', en: 'Enter a name for the subscription' },
  subscriptionNameTooLong: { zh: '订阅名称最多 60 个字符', en: 'The name can be at most 60 characters' },
  subscriptionChannelsRequired: {
    zh: '请至少选择一种通知方式',
    en: 'Choose at least one way to be told',
  },
  subscriptionsFull: {
    zh: '最多可保存 {max} 个订阅，请先删除不再使用的订阅',
    en: 'At most {max} subscriptions can be saved; delete one you no longer use first',
  },
  subscriptionCreated: {
    zh: '订阅已保存，有新入库的影像匹配时将通知您',
    en: 'Subscription saved: you will be told when new scenes match it',
  },
} as const;
