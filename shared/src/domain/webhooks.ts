/**
 * The contract of signed webhooks (issue 35): a customer's endpoints, the events they receive and the deliveries
 * made, as zod schemas the API validates and documents with and the portal types with. Deliveries follow the
 * Standard Webhooks specification (webhook-id, webhook-timestamp, webhook-signature `v1,<base64 HMAC-SHA256>` over
 * `id.timestamp.body`). Imported as `@portal/shared/domain/webhooks`.
 */
import { z } from 'zod';

export const WEBHOOK_EVENTS = [
  'archive_order.updated',
  'tasking_order.updated',
  'tasking_series.updated',
  'subscription.matched',
  // An organisation's (docs/organisations.md): an order waits for a manager; a manager decided, or it expired.
  'approval.requested',
  'approval.decided',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** The event "send test event" sends: any endpoint receives it, whatever it subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_LIMITS = { perUser: 10, urlMax: 500, descriptionMax: 200 } as const;

export const webhookInputSchema = z.object({
  url: z
    .url({ protocol: /^https?$/, error: 'webhookUrl' })
    .max(WEBHOOK_LIMITS.urlMax)
    .describe('Where deliveries are POSTed (http or https; private and link-local addresses are refused)'),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .refine((e) => new Set(e).size === e.length, { error: 'webhookEventsDuplicate' })
    .describe('The events delivered to it'),
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionMax).default('').describe('What it is for'),
  organisation: z
    .boolean()
    .optional()
    .describe("Managers: the organisation's endpoint, hearing every member's events (and approvals)"),
});
export type WebhookInput = z.infer<typeof webhookInputSchema>;

export const webhookUpdateSchema = webhookInputSchema.partial().extend({
  enabled: z.boolean().optional().describe('false pauses deliveries; true resumes a disabled endpoint'),
});

export const webhookEndpointSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string(),
    enabled: z.boolean(),
    organisation: z.boolean().optional().describe("The organisation's endpoint (managers manage it)"),
    disabled_reason: z
      .string()
      .nullable()
      .describe('Why it was disabled: paused by its owner, or failing for a day'),
    failing_since: z.string().nullable().describe('The first failed attempt since the last success'),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** Only the answer that creates an endpoint carries its signing secret. */
export const createdWebhookSchema = webhookEndpointSchema
  .extend({ secret: z.string().describe('whsec_…: verifies the signatures; shown in this answer only') })
  .meta({ id: 'CreatedWebhookEndpoint' });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export const webhookDeliverySchema = z
  .object({
    id: z.number().int(),
    message_id: z.string().describe('The webhook-id header: the same on every attempt of this delivery'),
    event_type: z.string(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    response_code: z.number().int().nullable().describe("The endpoint's HTTP status at the last attempt"),
    last_error: z.string().nullable().describe('Why the last attempt failed, when no HTTP status came back'),
    last_attempt_at: z.string().nullable(),
    next_attempt_at: z.string().nullable().describe('When the next attempt is due (pending deliveries)'),
    created_at: z.string(),
    body: z.string().describe('The JSON body delivered: {type, timestamp, data}'),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** Each event as a customer reads it. */
export const WEBHOOK_EVENT_LABELS: Record<
  WebhookEvent | typeof WEBHOOK_TEST_EVENT,
  { zh: string; en: string }
> = {
  'archive_order.updated': {
    zh: '存档订单变化（下单、取消、下载）',
    en: 'Archive order changed (placed, cancelled, downloaded)',
  },
  'tasking_order.updated': { zh: '编程订单状态变化', en: 'Tasking order state changed' },
  'approval.requested': { zh: '团队订单待审批', en: "An organisation's order awaits approval" },
  'approval.decided': {
    zh: '团队订单审批结果（批准、驳回、过期）',
    en: 'An approval was decided (approved, rejected, expired)',
  },
  'tasking_series.updated': {
    zh: '重复采集系列变化（创建、新增采集、取消）',
    en: 'Tasking series changed (created, a collect written, cancelled)',
  },
  'subscription.matched': { zh: '订阅匹配到新影像', en: 'A subscription matched new imagery' },
  'webhook.test': { zh: '测试事件', en: 'Test event' },
};
