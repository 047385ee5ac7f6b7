/** The pages of /applicationService (docs/requirements.md §1, §2) and the analysis each one demonstrates. */
import { EFFECT_SERVICES, type EffectService } from '@portal/shared/domain';
import type { Algorithm } from './analysis/protocol';

export const TOPICS = EFFECT_SERVICES;
export type Topic = EffectService;

export const isTopic = (s: string | undefined): s is Topic => (TOPICS as readonly string[]).includes(s ?? '');

export const topicPath = (t: Topic) => `/applicationService/${t}`;

/** The analysis (the server's `getwfs/` algorithm names) a topic's demonstration runs on a sample picture. */
export const DEMO_ALGORITHM: Partial<Record<Topic, Algorithm>> = {
  waterExtraction: 'water',
  oilSpill: 'oil',
  vesselDetection: 'vessel',
};
