/**
 * Whose rows a list answers with. "My" pages (the bill on /userInfo, my tasking orders, my archive orders) list the
 * signed-in account's own rows for every role; staff and sales pages ask for the rows they look after with
 * `scope=all`. A customer's rows are their own whatever they ask.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const LIST_SCOPES = ['mine', 'all'] as const;
export type ListScope = (typeof LIST_SCOPES)[number];

export const listScopeQuery = {
  scope: z
    .enum(LIST_SCOPES)
    .default('mine')
    .describe("mine: the caller's own rows (default); all: staff and sales, the rows they look after"),
};

/** Does this request reach beyond the caller's own rows? */
export const seesOthers = (req: FastifyRequest, scope: ListScope | undefined): boolean =>
  scope === 'all' && req.roleGroup !== 'customer';
