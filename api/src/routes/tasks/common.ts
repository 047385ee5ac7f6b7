/** What the task routes share: their tag, URL and access (the id of one task: http/route-parts.ts). */
import { STAFF } from '../../http/access';

export const tags = ['Tasks'];
export const base = '/commodity/tasks';
export const access = STAFF;
