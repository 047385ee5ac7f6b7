/**
 * What route declarations share (docs/architecture.md §3): the id of one row in the path, the answer of a route
 * that sends a file, a list envelope's page fields around a reply's items, and the 404 of a row that is not there.
 */
import { z } from 'zod';
import { nextCursor } from './envelope';
import { notFound } from './errors';

/** The path parameter of one row: a positive integer id. */
export const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** The 200 answer of a route that sends a file (its `produces` names the types). */
export const binary = { 200: z.any().meta({ type: 'string', format: 'binary' }) };

/** The success envelope a reply's `ok` builds. */
interface Ok<T> {
  code: 0;
  msg: string;
  data: T[];
}

/** A page of a list: its items, their exact total and the cursor of the next page (null at the end). */
export const pageAnswer = <T>(ok: Ok<T>, offset: number, size: number, total: number) => ({
  ...ok,
  total,
  total_exact: true,
  next: nextCursor(offset, size, total),
});

/** A whole list in one answer: its total is its length, and there is no next page. */
export const wholeAnswer = <T>(ok: Ok<T>) => ({
  ...ok,
  total: ok.data.length,
  total_exact: true,
  next: null,
});

/** The first rows of a list in one answer, with the exact total of all that match, and no next page. */
export const firstAnswer = <T>(ok: Ok<T>, total: number) => ({ ...ok, total, total_exact: true, next: null });

/** A page a domain module built (its total and next cursor, docs/architecture.md §3) around a reply's items. */
export const builtPage = <T>(ok: Ok<T>, page: { total: number; next: string | null }) => ({
  ...ok,
  total: page.total,
  total_exact: true,
  next: page.next,
});

/** The row a route answers about, or the 404 (`notFound`) when there is none. */
export function orNotFound<T>(row: T | null | undefined | false): T {
  if (!row) throw notFound();
  return row;
}
