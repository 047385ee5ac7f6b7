/**
 * The contract of feedback's calls (docs/requirements.md §5.4, §7.2 "Feedback"): what a signed-in user sends, the
 * list and its filters, staff's replies, senders and saved filters. The rules and limits are ./feedback.ts (in the
 * domain index). Imported as `@portal/shared/domain/feedback-contract`.
 */
import { z } from 'zod';
import {
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_MODULE_VALUES,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_STATE_VALUES,
  FEEDBACK_TYPE_VALUES,
  isOrderedRange,
  isValidFeedbackContact,
  SAVED_FILTER_NAME_MAX,
} from './feedback';
import { pageQuery, tableFormat } from './paging';
import { bodyId, queryId } from './record-id';

/** An id in a path or query string. */
export const feedbackId = queryId();
/** An id in a JSON body (a number, not a text). */
const feedbackBodyId = bodyId();

const moduleEnum = z.enum(FEEDBACK_MODULE_VALUES);
const typeEnum = z.enum(FEEDBACK_TYPE_VALUES);
const stateEnum = z.enum(FEEDBACK_STATE_VALUES);

export const feedbackSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    username: z.string(),
    module: moduleEnum,
    type: typeEnum,
    contact: z.string(),
    description: z.string(),
    page: z.string(),
    attachment: z.object({ name: z.string(), size: z.number().int(), type: z.string() }).nullable(),
    state: stateEnum,
    reply: z.string(),
    replied_by: z.string().nullable(),
    replied_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Feedback' });
/** One feedback as the API returns it (GET /feedback/feedback_info/). */
export type Feedback = z.infer<typeof feedbackSchema>;

/** POST feedback/feedback_info/ (multipart), the §5.4 rules each with its message (as checkFeedback says them). */
export const feedbackBody = <F extends z.ZodType>(attachment: F) =>
  z.object({
    module: z.enum(FEEDBACK_MODULE_VALUES, { error: 'chooseModule' }),
    type: z.enum(FEEDBACK_TYPE_VALUES, { error: 'chooseFeedbackType' }),
    contact: z
      .string({ error: 'enterContact' })
      .trim()
      .max(FEEDBACK_CONTACT_MAX, { error: 'enterContact' })
      .refine(isValidFeedbackContact, { error: 'enterContact' }),
    description: z
      .string({ error: 'enterDescription' })
      .trim()
      .min(1, { error: 'enterDescription' })
      .max(FEEDBACK_DESCRIPTION_MAX, { error: 'tooLong' }),
    page: z
      .string()
      .trim()
      .max(500, { error: 'tooLong' })
      .regex(/^(\/[^\s]*)?$/, { error: 'invalidValue' })
      .optional()
      .describe('The path the user was on'),
    attachment: attachment.optional().describe('doc, docx, pdf, png or jpg, at most 30 MB'),
  });

/** An instant with its offset, or a UTC day (YYYY-MM-DD; `to` then takes the whole day). */
const instantOrDay = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

/** A saved filter's fields, checked strictly (an unknown key is refused, not kept). */
export const filterFields = z
  .object({
    module: z.array(moduleEnum).max(FEEDBACK_MODULE_VALUES.length).optional(),
    type: z.array(typeEnum).max(FEEDBACK_TYPE_VALUES.length).optional(),
    state: z.array(stateEnum).max(FEEDBACK_STATE_VALUES.length).optional(),
    from: instantOrDay.optional(),
    to: instantOrDay.optional(),
    user_id: feedbackBodyId.optional(),
    keyword: z.string().trim().max(100).optional(),
  })
  .strict()
  .refine(isOrderedRange, { path: ['to'], error: 'endBeforeStart' })
  .meta({ id: 'FeedbackFilter' });
/** The filter of the staff's feedback list; a saved filter (`/feedback/self_filter/`) stores one of these. */
export type FeedbackFilter = z.infer<typeof filterFields>;

export const savedFilterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fields: filterFields,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedFeedbackFilter' });
export type SavedFeedbackFilter = z.infer<typeof savedFilterSchema>;

const savedFilterName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(SAVED_FILTER_NAME_MAX, { error: 'tooLong' });
export const savedFilterBody = z.object({ name: savedFilterName, fields: filterFields });
export const savedFilterChangeBody = z.object({
  name: savedFilterName.optional(),
  fields: filterFields.optional(),
});

/** A list in a query string: repeated (`state=a&state=b`) or comma-separated (`state=a,b`). */
const listParam = <T extends [string, ...string[]]>(values: T) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(values.length)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional()
    .describe(`Any of: ${values.join(', ')} (repeated or comma-separated)`);

/** The list's filter in a query string (the same fields as a saved filter), plus a saved filter to apply. */
const filterQuery = {
  module: listParam(FEEDBACK_MODULE_VALUES),
  type: listParam(FEEDBACK_TYPE_VALUES),
  state: listParam(FEEDBACK_STATE_VALUES),
  from: instantOrDay.optional().describe('Sent at or after'),
  to: instantOrDay.optional().describe('Sent at or before (a day: the whole UTC day)'),
  user_id: feedbackId.optional().describe('Sent by this user (staff)'),
  keyword: z.string().trim().max(100).optional().describe('Part of the description, contact or username'),
  filter_id: feedbackId
    .optional()
    .describe("One of the caller's saved filters; the other parameters override it"),
};
/** GET feedback/feedback_info/: a page of the filtered list. */
export const feedbackListQuery = z.object({ ...pageQuery, ...filterQuery });
/** GET feedback/feedback_info/download/: one attachment (id), or the filtered list as a table. */
export const feedbackDownloadQuery = z.object({
  id: feedbackId.optional(),
  format: tableFormat(),
  ...filterQuery,
});

/** PUT feedback/feedback_info/: staff's reply ('replied' unless another state is given). */
export const feedbackReplyBody = z.object({
  id: feedbackBodyId,
  reply: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(FEEDBACK_REPLY_MAX, { error: 'tooLong' }),
  state: stateEnum.optional(),
});
/** PATCH feedback/feedback_info/: a change of state. */
export const feedbackStateBody = z.object({ id: feedbackBodyId, state: stateEnum });

const option = z.object({ value: z.string(), zh: z.string(), en: z.string() });
export const filterOptionsSchema = z
  .object({
    modules: z.array(option),
    types: z.array(option),
    states: z.array(option),
    date_range: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .describe('When the first and the last feedback were sent (null: none yet)'),
  })
  .meta({ id: 'FeedbackFilterOptions' });

export const feedbackSenderSchema = z
  .object({
    user_id: z.number().int(),
    username: z.string(),
    name: z.string(),
    organization: z.string(),
    count: z.number().int(),
    last_at: z.string(),
  })
  .meta({ id: 'FeedbackSender' });
export type FeedbackSender = z.infer<typeof feedbackSenderSchema>;

export const senderContactSchema = z
  .object({
    user_id: z.number().int(),
    username: z.string(),
    name: z.string(),
    mobile: z.string(),
    email: z.string(),
    organization: z.string(),
    count: z.number().int(),
  })
  .meta({ id: 'FeedbackSenderContact' });
export type SenderContact = z.infer<typeof senderContactSchema>;

export const senderQuery = z.object({
  ...pageQuery,
  keyword: z.string().trim().max(100).optional().describe('Part of the username, name or organization'),
});
export const senderContactsBody = z.object({ user_ids: z.array(feedbackBodyId).min(1).max(100) });
