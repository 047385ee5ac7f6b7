import {
  isValidationMessageKey,
  VALIDATION_MESSAGES,
  type DeliveryStatus,
  type ValidationMessageKey,
} from '@portal/shared/domain';
import { ACCOUNT_MESSAGES } from './server-messages/accounts';
import { API_KEY_MESSAGES } from './server-messages/api-keys';
import { CATALOG_MESSAGES } from './server-messages/catalog';
import { FEEDBACK_MESSAGES } from './server-messages/feedback';
import { GEO_MESSAGES } from './server-messages/geo';
import { JOB_MESSAGES } from './server-messages/jobs';
import { ORDER_MESSAGES } from './server-messages/orders';
import { ORGANISATION_MESSAGES } from './server-messages/organisations';
import { REQUEST_MESSAGES } from './server-messages/requests';
import { SIMULATION_MESSAGES } from './server-messages/simulation';
import { STAC_MESSAGES } from './server-messages/stac';
import { SUBSCRIPTION_MESSAGES } from './server-messages/subscriptions';
import { TASKING_MESSAGES } from './server-messages/tasking';
import { WEBHOOK_MESSAGES } from './server-messages/webhooks';

export type Lang = 'zh' | 'en';

/**
 * Server messages that are not form rules (those live in shared/domain, docs/requirements.md §5), one file per
 * area in ./server-messages; a key is unique across them.
 */
export const SERVER_MESSAGES = {
  ...REQUEST_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...ORGANISATION_MESSAGES,
  ...GEO_MESSAGES,
  ...SIMULATION_MESSAGES,
  ...CATALOG_MESSAGES,
  ...ORDER_MESSAGES,
  ...TASKING_MESSAGES,
  ...STAC_MESSAGES,
  ...FEEDBACK_MESSAGES,
  ...JOB_MESSAGES,
  ...API_KEY_MESSAGES,
  ...WEBHOOK_MESSAGES,
  ...SUBSCRIPTION_MESSAGES,
} as const;

export type ServerMessageKey = keyof typeof SERVER_MESSAGES;

/** The answer of a delivery (tasks/sendgoods/, missions/{id}/sendgoods/) by the delivery status recorded. */
export const DELIVERY_MESSAGE = {
  shipped: 'deliveredShipped',
  no_shipping_needed: 'deliveredNoShipping',
  shipping_abnormal: 'shippingAbnormalRecorded',
} as const satisfies Record<DeliveryStatus, ServerMessageKey>;
export type MessageKey = ServerMessageKey | ValidationMessageKey;

export function t(key: MessageKey, lang: Lang): string {
  if (isValidationMessageKey(key)) return VALIDATION_MESSAGES[key][lang];
  return SERVER_MESSAGES[key][lang];
}

export function isMessageKey(key: string): key is MessageKey {
  return isValidationMessageKey(key) || Object.prototype.hasOwnProperty.call(SERVER_MESSAGES, key);
}

/** zh-CN is the default; any Accept-Language whose first preference is English selects en. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const first =
    (Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage)
      ?.split(',')[0]
      ?.trim()
      .toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh';
}
