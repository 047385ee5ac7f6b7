/**
 * The calls on tasking orders (docs/requirements.md §7 "Tasking missions"): the multipart bodies of a new and an
 * edited order, the list's and the export's query strings, the alerts' list and what the calls answer besides an
 * order. The order itself and its fields are in ./missions. Imported as `@portal/shared/domain/missions-calls`.
 */
import { z } from 'zod';
import { missionListQuery, missionObject, missionRules } from './missions';
import { listScopeQuery, pageQuery, tableFormat, type ListScope } from './paging';
import { quotedFields } from './tasking-quote';
import { missionStaffQuery } from './tasks';

/**
 * The fields and the application form of an edit (doc, docx or pdf, at most 30 MB; a new one replaces it). `file`
 * is the server's schema of an uploaded file part.
 */
export const missionUpdateBody = <F extends z.ZodType>(file: F) =>
  missionObject
    .extend(quotedFields)
    .extend({
      application_form: file.optional().describe('doc, docx or pdf, at most 30 MB; a new one replaces it'),
    })
    .superRefine(missionRules);

/** A new order needs its application form: the document (OpenAPI) says so as the server does. */
export const missionCreateBody = <F extends z.ZodType>(file: F) =>
  missionObject
    .extend(quotedFields)
    .extend({
      application_form: z
        .custom<z.output<F>>((v) => file.safeParse(v).success, { error: 'applicationFormRequired' })
        .meta({ type: 'string', format: 'binary' })
        .describe('doc, docx or pdf, at most 30 MB'),
    })
    .superRefine(missionRules);

/** The list's query string: the filters, the staff filters, the page and whose orders. */
export const missionPageQuery = missionListQuery
  .extend(missionStaffQuery.shape)
  .extend(pageQuery)
  .extend(listScopeQuery);
/** The export's query string: the list's filters and whose orders, and the file's format. */
export const missionExportQuery = missionListQuery
  .extend(missionStaffQuery.shape)
  .extend(listScopeQuery)
  .extend({ format: tableFormat() });
/** The filters a list or an export reads (the page aside). */
export type MissionFilterQuery = z.infer<typeof missionListQuery> &
  z.infer<typeof missionStaffQuery> & { scope: ListScope };

export const deletedCount = z.object({ deleted: z.number().int() });
export const changedCount = z.object({ changed: z.number().int() });
export const commentCreated = z.object({ id: z.number().int() });

/** The alerts' list: a page, or only the unread. */
export const notificationListQuery = z.object({ ...pageQuery, unread: z.enum(['true', 'false']).optional() });
/** What the alerts' list answers besides the page: how many are unread. */
export const unreadCount = z.object({ unread: z.number().int() });
/** Mark alerts read: these ids, or all of them. */
export const notificationReadBody = z.object({
  ids: z.union([z.literal('all'), z.array(z.number().int().positive()).min(1).max(500)]),
});
export const markedCount = z.object({ marked: z.number().int() });
