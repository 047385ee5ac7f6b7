/**
 * Whose records the page lists — one customer's (`?user=<id>`, the link of the user management page) or every
 * customer's, narrowed by a username keyword (`?scope=all&keyword=…`) — kept in the URL, and the list's query.
 */
export interface PermissionFilters {
  scope: 'customer' | 'all';
  /** The customer's id (customer scope), or null when none is chosen yet. */
  userId: number | null;
  /** Part of a username (every customer). */
  keyword: string;
}

export function filtersFromSearch(search: URLSearchParams): PermissionFilters {
  if (search.get('scope') === 'all')
    return { scope: 'all', userId: null, keyword: (search.get('keyword') ?? '').trim() };
  const raw = search.get('user');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return { scope: 'customer', userId: id && id > 0 ? id : null, keyword: '' };
}

/** Only what is chosen, so an empty page leaves a clean address. */
export function searchOfFilters(f: PermissionFilters): URLSearchParams {
  if (f.scope === 'all')
    return new URLSearchParams(
      f.keyword.trim() ? { scope: 'all', keyword: f.keyword.trim() } : { scope: 'all' },
    );
  return new URLSearchParams(f.userId ? { user: String(f.userId) } : {});
}

/** The list's query; null when there is nothing to ask (customer scope without a customer). */
export function listQueryOf(f: PermissionFilters): { user_id?: number; keyword?: string } | null {
  if (f.scope === 'customer') return f.userId ? { user_id: f.userId } : null;
  return f.keyword.trim() ? { keyword: f.keyword.trim() } : {};
}
