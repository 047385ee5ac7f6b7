/** The zod shapes of the feedback routes (they write the OpenAPI document); the contract is shared/domain/feedback. */
import {
  FEEDBACK_MODULE_VALUES,
  FEEDBACK_STATE_VALUES,
  FEEDBACK_TYPE_VALUES,
  SAVED_FILTER_NAME_MAX,
} from '@portal/shared/domain';
import { z } from 'zod';

export const tags = ['Feedback'];

/** An id in a path or query string. */
export const feedbackId = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 53);
/** An id in a JSON body (a number, not a text). */
export const bodyId = z
  .number()
  .int()
  .positive()
  .max(2 ** 53);

export const moduleEnum = z.enum(FEEDBACK_MODULE_VALUES);
export const typeEnum = z.enum(FEEDBACK_TYPE_VALUES);
export const stateEnum = z.enum(FEEDBACK_STATE_VALUES);

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

/** An instant with its offset, or a UTC day (YYYY-MM-DD; `to` then takes the whole day). */
const instantOrDay = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
/** The end of a `to` bound: the instant, or the end of the UTC day it names (exclusive). */
export const endOf = (to: string) => Date.parse(to) + (isDay(to) ? 86_400_000 : 0);
/** A date range whose end is before its start holds nothing: a mistake, refused. */
export const isOrdered = ({ from, to }: { from?: string; to?: string }) =>
  !from || !to || (isDay(to) ? Date.parse(from) < endOf(to) : Date.parse(from) <= Date.parse(to));

/** A saved filter's fields, checked strictly (an unknown key is refused, not kept). */
export const filterFields = z
  .object({
    module: z.array(moduleEnum).max(FEEDBACK_MODULE_VALUES.length).optional(),
    type: z.array(typeEnum).max(FEEDBACK_TYPE_VALUES.length).optional(),
    state: z.array(stateEnum).max(FEEDBACK_STATE_VALUES.length).optional(),
    from: instantOrDay.optional(),
    to: instantOrDay.optional(),
    user_id: bodyId.optional(),
    keyword: z.string().trim().max(100).optional(),
  })
  .strict()
  .refine(isOrdered, { path: ['to'], error: 'endBeforeStart' })
  .meta({ id: 'FeedbackFilter' });

/** A list in a query string: repeated (`state=a&state=b`) or comma-separated (`state=a,b`). */
const listParam = <T extends [string, ...string[]]>(values: T) =>
  z
    .union([z.string().max(500), z.array(z.string().max(100)).max(values.length)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(values)).max(values.length))
    .optional()
    .describe(`Any of: ${values.join(', ')} (repeated or comma-separated)`);

/** The list's filter in a query string (the same fields as a saved filter), plus a saved filter to apply. */
export const filterQuery = {
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

export const savedFilterSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    fields: filterFields,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SavedFeedbackFilter' });

export const savedFilterName = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(SAVED_FILTER_NAME_MAX, { error: 'tooLong' });
