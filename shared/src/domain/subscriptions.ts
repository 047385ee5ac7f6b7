/**
 * The contract of saved searches that alert (issue 35): a customer saves the archive search body the portal sends
 * (POST /catalog/search/) as a subscription; when new scenes enter the archive (STAC Transactions, tasking
 * deliveries) and match it, the owner is told once per batch on the chosen channels. Only scenes the owner may see
 * ever match. Imported as `@portal/shared/domain/subscriptions`.
 */
import { z } from 'zod';
import { searchBody } from './catalog';

export const SUBSCRIPTION_CHANNELS = ['alert', 'email', 'webhook'] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];

export const SUBSCRIPTION_CHANNEL_LABELS: Record<SubscriptionChannel, { zh: string; en: string }> = {
  alert: { zh: '站内提醒', en: 'Portal alert' },
  email: { zh: '电子邮件', en: 'E-mail' },
  webhook: { zh: 'Webhook', en: 'Webhook' },
};

export const SUBSCRIPTION_LIMITS = { perUser: 20, nameMax: 60 } as const;

/** The search a subscription keeps: the archive search body without its paging and sorting. */
export const subscriptionSearchSchema = searchBody.omit({
  cursor: true,
  size: true,
  sort: true,
  geometry: true,
});

export const subscriptionInputSchema = z.object({
  name: z
    .string({ error: 'subscriptionNameRequired' })
    .trim()
    .min(1, { error: 'subscriptionNameRequired' })
    .max(SUBSCRIPTION_LIMITS.nameMax, { error: 'subscriptionNameTooLong' })
    .describe('What the subscription watches, e.g. "Port of Ningbo"'),
  search: subscriptionSearchSchema.describe('The archive search body the portal sends (areas, ids, filters)'),
  channels: z
    .array(z.enum(SUBSCRIPTION_CHANNELS))
    .min(1, { error: 'subscriptionChannelsRequired' })
    .max(SUBSCRIPTION_CHANNELS.length)
    .describe('How the owner is told: alert, email, webhook (subscription.matched)'),
});
export type SubscriptionInput = z.infer<typeof subscriptionInputSchema>;

export const subscriptionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    search: z.record(z.string(), z.unknown()).describe('The saved search body'),
    crs: z
      .enum(['GCJ02', 'WGS84'])
      .describe("The coordinate system of the search's coordinates (the Satellite header it was saved with)"),
    channels: z.array(z.enum(SUBSCRIPTION_CHANNELS)),
    paused: z.boolean(),
    matched_count: z.number().int().describe('Scenes it has matched so far'),
    last_matched_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CatalogSubscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

/** PUT /catalog/subscriptions/{id}/: any of a new name, new channels, or pausing (true) and resuming (false). */
export const subscriptionUpdateSchema = z.object({
  name: subscriptionInputSchema.shape.name.optional(),
  channels: subscriptionInputSchema.shape.channels.optional(),
  paused: z.boolean().optional().describe('true: nothing is told until it is resumed (false)'),
});
export type SubscriptionUpdate = z.infer<typeof subscriptionUpdateSchema>;

/** The `data` of a subscription.matched webhook delivery (and what the alert and the e-mail tell). */
export interface SubscriptionMatchedEvent {
  subscription_id: number;
  name: string;
  scene_ids: string[];
}
