import { z } from 'zod';
import { ApiError } from './errors';

/** Success envelope of docs/architecture.md §3: HTTP 200 `{code: 0, msg, data: [...]}`. */
export const okEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ code: z.literal(0), msg: z.string(), data: z.array(item) });

/** List envelope: adds total (exact or estimated: total_exact) and the cursor of the next page (null at the end). */
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    code: z.literal(0),
    msg: z.string(),
    data: z.array(item),
    total: z.number().int(),
    total_exact: z.boolean(),
    next: z.string().nullable(),
  });

export const errorEnvelope = z
  .object({
    code: z.number().int().describe('The HTTP status (400, 403, 404, 409, 413, 422, 429, 500, 503)'),
    msg: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
    data: z
      .array(z.any())
      .optional()
      .describe('What a refusal answers besides (a changed quote: the new quote)'),
    request_id: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope' });

/** HTTP 200 with code 201: missing, invalid or expired session (the client goes to /login). */
export const sessionEnvelope = z
  .object({ code: z.literal(201), msg: z.string() })
  .meta({ id: 'SessionEnvelope' });

/** Response schemas of a route: 200 success plus the error envelope for 4xx and 5xx. */
export function responses<T extends z.ZodType>(ok: T) {
  return { 200: ok, '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/** Response schemas of a route answering a file (its `produces` names the types): bytes, or the error envelope. */
export const fileResponses = {
  200: z.any().meta({ type: 'string', format: 'binary' }),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
};

export const emptyItem = z.object({}).strict();
export const messageOnly = okEnvelope(emptyItem);

/** Cursor pagination query shared by lists (the contract's, in shared/src/domain/paging.ts). */
export { pageQuery } from '@portal/shared/domain/paging';

/** Largest offset a cursor may carry (page × size of pageQuery); anything else was not written by nextCursor. */
const MAX_CURSOR_OFFSET = 100_000 * 200;

/** The offset of a list page: from the opaque cursor when given (a malformed one is a 400), else from page and size. */
export function decodeCursor(cursor: string | undefined, page: number, size: number): number {
  if (cursor !== undefined && cursor !== '') {
    const text = Buffer.from(cursor, 'base64url').toString('utf8');
    const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(n <= MAX_CURSOR_OFFSET))
      throw new ApiError(400, 'invalidCursor', [{ field: 'cursor', key: 'invalidCursor' }]);
    return n;
  }
  return (page - 1) * size;
}

export function nextCursor(offset: number, size: number, total: number): string | null {
  return offset + size < total ? Buffer.from(String(offset + size), 'utf8').toString('base64url') : null;
}
