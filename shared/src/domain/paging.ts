/**
 * The query fields every list and export shares (docs/requirements.md §7.1): a page (`page`, `size`) or the opaque
 * `cursor` of the previous answer, whose rows (`scope`), and the format of a table export. The API validates and
 * documents with them. Imported as `@portal/shared/domain/paging`.
 */
import { z } from 'zod';

/** Cursor pagination query shared by lists: `page` (1-based) and `size`, or an opaque `cursor`. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  cursor: z.string().max(200).optional(),
};
/** The query string of a list that takes nothing but its page. */
export const pageQuerySchema = z.object(pageQuery);

export const LIST_SCOPES = ['mine', 'all'] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

export const listScopeQuery = {
  scope: z
    .enum(LIST_SCOPES)
    .default('mine')
    .describe("mine: the caller's own rows (default); all: staff and sales, the rows they look after"),
};

/** The format of a table export: XLSX (default) or CSV. */
export const tableFormat = () => z.enum(['xlsx', 'csv']).default('xlsx');
