/**
 * A stored row's id as the contracts take it (docs/requirements.md §7.1): a positive whole number, at most 2^53 so
 * that a JavaScript number holds it exactly. Imported by the domain contracts, each building its own field from it.
 */
import { z } from 'zod';

/** An id in a path or a query string: a text read as a number. */
export const queryId = () =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53);

/** An id in a JSON body: a number, not a text. */
export const bodyId = () =>
  z
    .number()
    .int()
    .positive()
    .max(2 ** 53);
