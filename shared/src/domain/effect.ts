/**
 * The contract of the application-service pages (docs/requirements.md §7 "Other": GET and PUT /effect/data/ and /effect/data/{id}/):
 * each service's texts in both languages, its key figures, its demonstration samples and where they come from, as
 * zod schemas the API validates and documents with and the portal types with. Imported as
 * `@portal/shared/domain/effect`.
 */
import { z } from 'zod';
import { EFFECT_SERVICES } from './effect-services';

export { EFFECT_SERVICES, type EffectService } from './effect-services';

/** The texts of an application-service page that staff edit, in both languages. */
export const EFFECT_TEXT_FIELDS = [
  'title_zh',
  'title_en',
  'summary_zh',
  'summary_en',
  'body_zh',
  'body_en',
  'provenance_zh',
  'provenance_en',
] as const;
/** Every field of a page that staff change (PUT /effect/data/): its texts, key figures and demonstration samples. */
export const EFFECT_EDITABLE_FIELDS = [...EFFECT_TEXT_FIELDS, 'figures', 'sample_ids'] as const;

export const effectFigureSchema = z.object({
  label_zh: z.string().trim().min(1).max(60),
  label_en: z.string().trim().min(1).max(60),
  value: z.string().trim().min(1).max(40),
});
export type EffectFigure = z.infer<typeof effectFigureSchema>;

export const effectContentSchema = z
  .object({
    id: z.number().int(),
    service: z.enum(EFFECT_SERVICES),
    title_zh: z.string(),
    title_en: z.string(),
    summary_zh: z.string(),
    summary_en: z.string(),
    body_zh: z.string().describe('Paragraphs separated by a blank line'),
    body_en: z.string(),
    figures: z.array(effectFigureSchema),
    sample_ids: z
      .array(z.number().int())
      .describe('Public samples (web/sar_image/{id}/) of the demonstration'),
    provenance_zh: z.string(),
    provenance_en: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'EffectContent' });
export type EffectContent = z.infer<typeof effectContentSchema>;

const text = (max: number) => z.string().trim().min(1).max(max);
/** What staff may change (PUT /effect/data/{id}/): any of the texts, figures and samples. */
export const effectChangeSchema = z
  .object({
    title_zh: text(80),
    title_en: text(120),
    summary_zh: text(300),
    summary_en: text(500),
    body_zh: text(8000),
    body_en: text(12000),
    figures: z.array(effectFigureSchema).max(8),
    sample_ids: z.array(z.number().int().positive()).max(12),
    provenance_zh: text(300),
    provenance_en: text(500),
  })
  .partial()
  .strict();
export type EffectChange = z.infer<typeof effectChangeSchema>;

/**
 * A change of several pages at once (PUT /effect/data/): for each page, its id and the fields to change. All or
 * nothing: an unknown id changes no page.
 */
export const effectBatchChangeSchema = z
  .object({
    data: z
      .array(effectChangeSchema.extend({ id: z.number().int().positive().max(2_147_483_647) }))
      .min(1)
      .max(EFFECT_SERVICES.length)
      .refine((items) => new Set(items.map((x) => x.id)).size === items.length, {
        message: 'Each page at most once',
      }),
  })
  .strict();
export type EffectBatchChange = z.infer<typeof effectBatchChangeSchema>;
