/** The item search request: its schema (the POST body), and a GET query string in the same shape. */
import { z } from 'zod';
import { invalidValue } from './errors';

const searchInputSchema = z.object({
  bbox: z.array(z.number()).optional(),
  intersects: z.object({ type: z.string(), coordinates: z.array(z.any()) }).optional(),
  datetime: z.string().max(100).optional(),
  ids: z.array(z.string().max(80)).max(100).optional(),
  collections: z.array(z.string()).optional(),
  limit: z.number().int().min(1).max(1000).default(10),
  token: z.string().max(300).optional(),
  sortby: z
    .array(z.object({ field: z.string(), direction: z.enum(['asc', 'desc']).default('desc') }))
    .optional(),
  fields: z
    .object({ include: z.array(z.string()).optional(), exclude: z.array(z.string()).optional() })
    .optional(),
  filter: z.any().optional(),
  'filter-lang': z.enum(['cql2-json']).optional(),
});
export type SearchInput = z.infer<typeof searchInputSchema>;

/** Validates a search request; a 400 names its first invalid field (else `source`: 'query' or 'body'). */
export function parseSearchInput(raw: unknown, source: 'query' | 'body'): SearchInput {
  const input = searchInputSchema.safeParse(raw);
  if (!input.success) throw invalidValue(String(input.error.issues[0]?.path[0] ?? source));
  return input.data;
}

const commaList = (s?: string) =>
  s
    ? s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean)
    : undefined;

/** `-field` sorts descending, `field` or `+field` ascending. */
const sortbyOfQuery = (s: string) => ({
  field: s.replace(/^[+-]/, ''),
  direction: s.startsWith('-') ? 'desc' : 'asc',
});

/** `-field` excludes, `field` or `+field` includes. */
const fieldsOfQuery = (fields: string[]) => ({
  include: fields.filter((f) => !f.startsWith('-')).map((f) => f.replace(/^\+/, '')),
  exclude: fields.filter((f) => f.startsWith('-')).map((f) => f.slice(1)),
});

/** GET query string → the POST body shape. */
export function searchBodyOfQuery(q: Record<string, string | undefined>): unknown {
  let filter: unknown;
  let intersects: unknown;
  try {
    filter = q.filter ? JSON.parse(q.filter) : undefined;
    intersects = q.intersects ? JSON.parse(q.intersects) : undefined;
  } catch {
    throw invalidValue(q.filter ? 'filter' : 'intersects');
  }
  if (q['filter-lang'] && q['filter-lang'] !== 'cql2-json') throw invalidValue('filter-lang');
  const fields = commaList(q.fields);
  return {
    bbox: commaList(q.bbox)?.map(Number),
    intersects,
    datetime: q.datetime,
    ids: commaList(q.ids),
    collections: commaList(q.collections),
    limit: q.limit !== undefined ? Number(q.limit) : undefined,
    token: q.token,
    sortby: commaList(q.sortby)?.map(sortbyOfQuery),
    fields: fields ? fieldsOfQuery(fields) : undefined,
    filter,
  };
}
