/**
 * The contract of the public sample images and partners (docs/requirements.md §7.2 "Other": web/sar_images/,
 * web/sar_image/{id}/, web/sar_images_search_country/, web/partners/): no session needed. Imported as
 * `@portal/shared/domain/samples`.
 */
import { z } from 'zod';
import { pageQuery } from './paging';

export const sampleSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    country_code: z.string(),
    country: z.string(),
    satellite: z.string(),
    img_mode: z.number().int(),
    polarization: z.string(),
    acquired_at: z.string(),
    lon: z.number(),
    lat: z.number(),
    description: z.string(),
    image_url: z.string(),
    /** The picture at half size (256 px JPEG), for cards and lists. */
    thumbnail_url: z.string(),
    /** Its place at 20 m a pixel around its position (PNG): what vessel detection reads. */
    detail_url: z.string(),
  })
  .meta({ id: 'SarSample' });
export type SampleItem = z.infer<typeof sampleSchema>;

export const partnerSchema = z
  .object({ id: z.number().int(), name: z.string(), url: z.string(), kind: z.string() })
  .meta({ id: 'Partner' });
export type PartnerItem = z.infer<typeof partnerSchema>;

/** GET web/sar_images_search_country/: `country` is the ISO code or part of the zh/en name. */
export const sampleCountryQuery = z.object({ ...pageQuery, country: z.string().trim().max(60).optional() });
