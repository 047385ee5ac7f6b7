/**
 * The contract of the PDF documents (docs/requirements.md §7.2 "Other": shp_pdf/{id}/, and the product
 * specification sheet): their language. Imported as `@portal/shared/domain/documents`.
 */
import { z } from 'zod';

export const documentQuery = z.object({
  lang: z
    .enum(['zh', 'en'])
    .optional()
    .describe("The document's language (zh or en); default: the Accept-Language header"),
});
