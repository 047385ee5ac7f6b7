/**
 * Staff's and sales' calls on customers' organisations (GET /admin/orgs/, GET /admin/orgs/{id}/, POST
 * /admin/orgs/{id}/balance/): the list (sales get their customers' organisations only; the server decides), one
 * organisation with its members, budgets, recent orders and bill by member, and a change of its balance (staff).
 */
import type {
  adminOrgBalanceBody,
  adminOrgDetailSchema,
  adminOrgRowSchema,
} from '@portal/shared/domain/organisations';
import { call, type Envelope } from '@portal/shared/http';

// The contract names no types for these schemas; theirs, as zod infers them (z.infer / z.input).
export type AdminOrgRow = (typeof adminOrgRowSchema)['_zod']['output'];
export type AdminOrgDetail = (typeof adminOrgDetailSchema)['_zod']['output'];
export type OrgBalanceChange = (typeof adminOrgBalanceBody)['_zod']['input'];

export interface OrgListQuery {
  keyword: string;
  page: number;
  size: number;
}

/** One page of organisations; an empty keyword is not sent. */
export const listOrgs = ({ keyword, page, size }: OrgListQuery): Promise<Envelope<AdminOrgRow>> =>
  call<AdminOrgRow>({
    method: 'GET',
    url: '/admin/orgs/',
    params: { ...(keyword ? { keyword } : {}), page, size },
    quiet: true,
  });

/** One organisation as staff read it. Errors are left to the caller. */
export async function fetchOrgDetail(id: number): Promise<AdminOrgDetail> {
  const env = await call<AdminOrgDetail>({ method: 'GET', url: `/admin/orgs/${id}/`, quiet: true });
  return env.data[0];
}

/** Tops up (positive fen) or reduces (negative) an organisation's balance; answers the updated row. */
export async function changeOrgBalance(id: number, body: OrgBalanceChange): Promise<AdminOrgRow> {
  const env = await call<AdminOrgRow>({
    method: 'POST',
    url: `/admin/orgs/${id}/balance/`,
    data: body,
    quiet: true,
  });
  return env.data[0];
}
