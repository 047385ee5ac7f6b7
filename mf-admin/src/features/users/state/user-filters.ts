/**
 * The user list's filters as the fields hold them, the query the list and the export send, the grid's sort as the
 * server's `ordering`, and the filters in the page's URL (a search can be bookmarked and shared).
 */
import { isUserType } from '@portal/shared/domain';

export const VERIFICATIONS = ['none', 'pending', 'approved', 'rejected'] as const;
type Verification = (typeof VERIFICATIONS)[number];

/** Text filters: a part of the field. */
export const TEXT_FILTERS = ['keyword', 'name', 'username', 'mobile', 'email', 'organization'] as const;

/** The filters as the fields hold them ('' = any). */
export interface UserFilters {
  keyword: string;
  name: string;
  username: string;
  mobile: string;
  email: string;
  organization: string;
  type: string;
  verification: string;
  is_active: string;
}

export const NO_USER_FILTERS: UserFilters = {
  keyword: '',
  name: '',
  username: '',
  mobile: '',
  email: '',
  organization: '',
  type: '',
  verification: '',
  is_active: '',
};

export interface UserQuery {
  keyword?: string;
  name?: string;
  username?: string;
  mobile?: string;
  email?: string;
  organization?: string;
  type?: string;
  verification?: Verification;
  is_active?: 'true' | 'false';
  ordering?: string;
}

const isVerification = (v: string): v is Verification => (VERIFICATIONS as readonly string[]).includes(v);

/** The query of the filters: only those given, trimmed; values no field offers are left out. */
export function userQueryOf(f: UserFilters): UserQuery {
  const q: UserQuery = {};
  for (const k of TEXT_FILTERS) {
    const v = f[k].trim();
    if (v) q[k] = v;
  }
  if (isUserType(f.type)) q.type = f.type;
  if (isVerification(f.verification)) q.verification = f.verification;
  if (f.is_active === 'true' || f.is_active === 'false') q.is_active = f.is_active;
  return q;
}

/** Grid columns the server sorts by (the field's name is the server's). */
export const SORTABLE_FIELDS = ['username', 'name', 'organization', 'type', 'created_at', 'balance'] as const;

/** The newest accounts first. */
export const DEFAULT_USER_SORT = [{ field: 'created_at', sort: 'desc' as const }];

/** The grid's sort as `ordering` ('-' for descending); anything else gives the newest first. */
export function orderingOf(sort: { field: string; sort?: 'asc' | 'desc' | null } | undefined): string {
  if (!sort?.sort || !(SORTABLE_FIELDS as readonly string[]).includes(sort.field)) return '-created_at';
  return sort.sort === 'desc' ? `-${sort.field}` : sort.field;
}

/** The filters named in the URL's query (unknown values are ignored). */
export function userFiltersFromSearch(search: URLSearchParams): UserFilters {
  const raw = Object.fromEntries(
    Object.keys(NO_USER_FILTERS).map((k) => [k, search.get(k) ?? '']),
  ) as unknown as UserFilters;
  return { ...NO_USER_FILTERS, ...userQueryOf(raw) } as UserFilters;
}

/** The URL query of the filters: only those given, so an empty search leaves a clean address. */
export function searchOfUserFilters(f: UserFilters): URLSearchParams {
  return new URLSearchParams(userQueryOf(f) as Record<string, string>);
}
