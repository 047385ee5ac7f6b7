/**
 * Calls of user administration (docs/requirements.md §7 User, staff and sales): the account list and its export, a change of one
 * account (`manage_customer`), its deletion, the sales people to assign, and the audit log (system administrator).
 */
import type { UserInfo } from '@portal/shared/domain';
import type { AuditEntry } from '@portal/shared/domain/audit';
import { call, downloadFile, type Envelope } from '@portal/shared/http';
import type { AuditQuery } from './state/audit-filters';
import type { UserQuery } from './state/user-filters';

export type Verification = 'none' | 'pending' | 'approved' | 'rejected';

/** An account as staff and sales see it in the list. */
export interface AdminUser extends UserInfo {
  real_person_status: Verification;
  recommender: string;
  sales_id: number | null;
  sales_username: string | null;
  is_active: boolean;
  created_at: string;
}

/** What one `manage_customer` call changes (only the fields given). */
export interface CustomerChange {
  name?: string;
  organization?: string;
  claim?: boolean;
  sales_id?: number | null;
  type?: string;
  is_active?: boolean;
}

export type { AuditEntry };

export const listUsers = (q: UserQuery & { page: number; size: number }): Promise<Envelope<AdminUser>> =>
  call<AdminUser>({ method: 'GET', url: '/user/query_all_user/', params: q, quiet: true });

/** Changes an account; answers the updated account and the server's message. Errors are left to the caller. */
export async function manageCustomer(
  userId: number,
  change: CustomerChange,
): Promise<{ user: AdminUser; message: string }> {
  const env = await call<AdminUser>({
    method: 'POST',
    url: '/user/manage_customer/',
    data: { user_id: userId, ...change },
    quiet: true,
  });
  return { user: env.data[0], message: env.msg };
}

/** Deletes an account; answers the server's message. */
export async function deleteUser(id: number): Promise<string> {
  const env = await call({ method: 'DELETE', url: `/user/admin_myuser/${id}/`, quiet: true });
  return env.msg;
}

export const exportUsers = (q: UserQuery, format: 'xlsx' | 'csv') =>
  downloadFile({ method: 'GET', url: '/user/download_user/', params: { ...q, format } }, `users.${format}`);

/** Staff: every sales and pre-sales account, to assign one to a customer. */
export async function salesAccounts(): Promise<AdminUser[]> {
  const [sales, presales] = await Promise.all(
    (['sales', 'presales'] as const).map((type) =>
      listUsers({ type, page: 1, size: 100, ordering: 'username' }),
    ),
  );
  return [...sales.data, ...presales.data];
}

export const listAuditLog = (q: AuditQuery & { page: number; size: number }): Promise<Envelope<AuditEntry>> =>
  call<AuditEntry>({ method: 'GET', url: '/audit_log/', params: q, quiet: true });

/** One account as the list shows it (after a change made elsewhere, e.g. the balance dialog). */
export async function fetchUser(id: number): Promise<AdminUser | null> {
  const env = await call<AdminUser>({
    method: 'GET',
    url: '/user/query_all_user/',
    params: { id, page: 1, size: 1 },
    quiet: true,
  });
  return env.data[0] ?? null;
}
