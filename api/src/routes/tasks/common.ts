/** What the task routes share: their tag, URL, access and the id of one task. */
import { z } from 'zod';
import { STAFF } from '../../http/access';

export const tags = ['Tasks'];
export const base = '/commodity/tasks';
export const access = STAFF;
export const binary = { 200: z.any().meta({ type: 'string', format: 'binary' }) };
export const idParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});
