/**
 * The pages of /applicationService (docs/requirements.md §1, §2), in the order the site lists them: the services of the application
 * pages' content (domain/effect.ts). Zod-free, so the pages can use it without bundling zod.
 */
export const EFFECT_SERVICES = [
  'introduce',
  'waterExtraction',
  'oilSpill',
  'vesselDetection',
  'videoRadar',
] as const;
export type EffectService = (typeof EFFECT_SERVICES)[number];
