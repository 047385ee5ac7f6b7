/**
 * The staff feedback list's filter: as the fields hold it, in the page's URL (a link reproduces the list), as the
 * API's query (lists comma-separated, which the API reads like repeated parameters), and as a saved filter's
 * fields. Dates are days of the viewer's time zone (Beijing in Chinese, UTC in English) sent as instants with their
 * offset, so a saved filter or a link means the same instants whoever opens it.
 */
import {
  FEEDBACK_MODULE_VALUES,
  FEEDBACK_STATE_VALUES,
  FEEDBACK_TYPE_VALUES,
  type FeedbackFilter,
  type FeedbackModule,
  type FeedbackState,
  type FeedbackType,
  type Lang,
} from '@portal/shared/domain';
import { dayBound } from '@portal/shared/i18n';

export const KEYWORD_MAX = 100;

export interface FeedbackFilters {
  module: FeedbackModule[];
  type: FeedbackType[];
  state: FeedbackState[];
  /** Instants with their offset ('' = open). */
  from: string;
  to: string;
  userId: number | null;
  keyword: string;
}

export const NO_FILTERS: FeedbackFilters = {
  module: [],
  type: [],
  state: [],
  from: '',
  to: '',
  userId: null,
  keyword: '',
};

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v));

/** An instant with its offset, or a day (the API reads a day as a UTC day). */
const isBound = (v: string) =>
  isDay(v) ||
  (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
    !Number.isNaN(Date.parse(v)));

/** The first instant of a day (YYYY-MM-DD) in the viewer's zone; '' for no day. */
export const dayStart = (day: string, lang: Lang): string => dayBound(day, 'start', lang);

/** The last instant of a day in the viewer's zone; '' for no day. */
export const dayEnd = (day: string, lang: Lang): string => dayBound(day, 'end', lang);

/** The day an instant falls on in its own offset (the day that was chosen), for the date field. */
export const dayOf = (instant: string): string => (isBound(instant) ? instant.slice(0, 10) : '');

function pick<T extends string>(values: readonly T[], raw: readonly string[]): T[] {
  const given = new Set(raw.flatMap((v) => v.split(',')).map((v) => v.trim()));
  // In the order of the contract, so equal filters compare equal.
  return values.filter((v) => given.has(v));
}

/** The filter of a saved filter's fields (values this page does not know are left out). */
export function filtersOfFields(fields: FeedbackFilter): FeedbackFilters {
  const userId = Number(fields.user_id);
  return {
    module: pick(FEEDBACK_MODULE_VALUES, fields.module ?? []),
    type: pick(FEEDBACK_TYPE_VALUES, fields.type ?? []),
    state: pick(FEEDBACK_STATE_VALUES, fields.state ?? []),
    from: fields.from && isBound(fields.from) ? fields.from : '',
    to: fields.to && isBound(fields.to) ? fields.to : '',
    userId: Number.isSafeInteger(userId) && userId > 0 ? userId : null,
    keyword: (fields.keyword ?? '').trim().slice(0, KEYWORD_MAX),
  };
}

/** A saved filter's fields: only what is chosen. */
export function fieldsOf(f: FeedbackFilters): FeedbackFilter {
  const fields: FeedbackFilter = {};
  if (f.module.length) fields.module = pick(FEEDBACK_MODULE_VALUES, f.module);
  if (f.type.length) fields.type = pick(FEEDBACK_TYPE_VALUES, f.type);
  if (f.state.length) fields.state = pick(FEEDBACK_STATE_VALUES, f.state);
  if (f.from) fields.from = f.from;
  if (f.to) fields.to = f.to;
  if (f.userId !== null) fields.user_id = f.userId;
  const keyword = f.keyword.trim();
  if (keyword) fields.keyword = keyword;
  return fields;
}

export const isEmptyFilter = (f: FeedbackFilters) => Object.keys(fieldsOf(f)).length === 0;

/** Whether two filters ask for the same feedback (order of choices and blanks do not count). */
export function sameFilter(a: FeedbackFilter, b: FeedbackFilter): boolean {
  const norm = (x: FeedbackFilter) => JSON.stringify(fieldsOf(filtersOfFields(x)));
  return norm(a) === norm(b);
}

/** A range that ends before it starts is refused (by the API too). */
export const endsBeforeStart = (f: Pick<FeedbackFilters, 'from' | 'to'>) =>
  Boolean(f.from && f.to && Date.parse(f.to) < Date.parse(f.from));

/** The list's (and the export's) query: lists comma-separated; only what is chosen. */
export function queryOf(f: FeedbackFilters): Record<string, string | number> {
  const fields = fieldsOf(f);
  const q: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(fields)) q[k] = Array.isArray(v) ? v.join(',') : (v as string | number);
  return q;
}

/** The URL query of the filter (the same names as the API's), so an empty filter leaves a clean address. */
export function searchOfFilters(f: FeedbackFilters): URLSearchParams {
  return new URLSearchParams(Object.entries(queryOf(f)).map(([k, v]) => [k, String(v)]));
}

/** The filter named in the URL's query (repeated or comma-separated lists; unknown values are ignored). */
export function filtersFromSearch(search: URLSearchParams): FeedbackFilters {
  return filtersOfFields({
    module: search.getAll('module') as FeedbackModule[],
    type: search.getAll('type') as FeedbackType[],
    state: search.getAll('state') as FeedbackState[],
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    user_id: Number(search.get('user_id') ?? '') || undefined,
    keyword: search.get('keyword') ?? undefined,
  });
}
