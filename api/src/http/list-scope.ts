/**
 * Whose rows a list answers with. "My" pages (the bill on /userInfo, my tasking orders, my archive orders) list the
 * signed-in account's own rows for every role; staff and sales pages ask for the rows they look after with
 * `scope=all`. A customer's rows are their own whatever they ask.
 */
import type { FastifyRequest } from 'fastify';
import type { ListScope } from '@portal/shared/domain/paging';

export { LIST_SCOPES, listScopeQuery, type ListScope } from '@portal/shared/domain/paging';

/** Does this request reach beyond the caller's own rows? */
export const seesOthers = (req: FastifyRequest, scope: ListScope | undefined): boolean =>
  scope === 'all' && req.roleGroup !== 'customer';
