import { exportHandler } from './catalog/export-job';
import { housekeepingHandler } from './catalog/housekeeping';
import { productPackageHandler } from './catalog/product-package';
import type { Config } from './config';
import { samplePicturesHandler } from './catalog/sample-pictures';
import type { JobHandler } from './jobs/types';
import { mailHandler } from './mail/outbox';
import { seriesHandler } from './offer/series-job';
import { approvalExpiryHandler } from './org-approvals/expiry-job';
import { subscriptionMatchHandler } from './subscriptions/match';
import { webhookHandler } from './webhooks/deliver';

/**
 * Every queue's handler (a process that runs jobs runs all of them: app.ts, worker.ts). Each lives with its
 * domain; the queue (jobs/) sits below every domain that sends a job, so it knows none of them.
 */
export const jobHandlers = (config: Config): JobHandler<never>[] =>
  [
    mailHandler(config),
    exportHandler,
    productPackageHandler,
    samplePicturesHandler,
    housekeepingHandler,
    webhookHandler(),
    subscriptionMatchHandler(config),
    seriesHandler,
    approvalExpiryHandler,
  ] as JobHandler<never>[];
