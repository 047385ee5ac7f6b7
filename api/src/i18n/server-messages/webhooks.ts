/**
 * Webhooks: endpoints and their deliveries.
 * Merged with the other areas into SERVER_MESSAGES (../messages.ts); a key is unique across them.
 */
export const WEBHOOK_MESSAGES = {
  webhookUrl: {
    zh: '请输入以 http:// 或 https:// 开头的地址',
    en: 'Enter an address starting with http:// or https://',
  },
  webhookEventsDuplicate: { zh: '同一事件只能选择一次', en: 'Each event can be chosen once' },
  webhookUnresolved: {
    zh: '无法解析该地址的域名，请检查后重试',
    en: "This address's host name does not resolve; check it and try again",
  },
  webhookAddressRefused: {
    zh: '该地址指向内网、本机或链路本地地址，不能接收 Webhook',
    en: 'This address points to a private, loopback or link-local network and cannot receive webhooks',
  },
  webhooksFull: {
    zh: '最多可添加 {max} 个 Webhook 端点，请先删除不再使用的端点',
    en: 'At most {max} webhook endpoints can be added; delete one you no longer use first',
  },
  webhookCreated: {
    zh: '端点已添加；签名密钥只显示这一次，请立即保存',
    en: 'Endpoint added; its signing secret is shown this once, store it now',
  },
  webhookDeliveryPending: {
    zh: '这次投递仍在进行中，结束后才能重新投递',
    en: 'This delivery is still under way; it can be sent again once it has ended',
  },
  webhookRedelivering: { zh: '已重新投递', en: 'Sent again' },
  webhookDisabled: {
    zh: '该端点已停用，请先启用',
    en: 'This endpoint is disabled; enable it first',
  },
  webhookTestSent: {
    zh: '测试事件已发送，请在投递记录中查看结果',
    en: 'Test event sent; see its result in the deliveries',
  },
} as const;
