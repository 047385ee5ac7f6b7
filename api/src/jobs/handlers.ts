import type { Config } from '../config';
import { mailHandler } from '../mail/outbox';
import { subscriptionMatchHandler } from '../subscriptions/match';
import { webhookHandler } from '../webhooks/deliver';
import { exportHandler } from './export';
import { housekeepingHandler } from './housekeeping';
import { productPackageHandler } from './product-package';
import { samplePicturesHandler } from './sample-pictures';
import type { JobHandler } from './types';

/** Every queue's handler (a process that runs jobs runs all of them). */
export const jobHandlers = (config: Config): JobHandler<never>[] =>
  [
    mailHandler(config),
    exportHandler,
    productPackageHandler,
    samplePicturesHandler,
    housekeepingHandler,
    webhookHandler(),
    subscriptionMatchHandler(config),
  ] as JobHandler<never>[];
