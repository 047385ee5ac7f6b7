/**
 * Calls of sensitive-picture permissions (docs/requirements.md §7 /pic_query/user_pic_purview_data/, staff only): the records of
 * one customer or of all, grant, change, revoke, export; and one account by id (a customer named in the URL).
 * Areas travel in the session's coordinate system (the HTTP client sends it as `Satellite`).
 */
import type { UserInfo } from '@portal/shared/domain';
import { call, downloadFile, type Envelope } from '@portal/shared/http';
import type { PermissionBody, PermissionRecord } from './state/permission-record';

const BASE = '/pic_query/user_pic_purview_data/';

export interface PermissionQuery {
  page: number;
  size: number;
  user_id?: number;
  keyword?: string;
}

export const listPermissions = (q: PermissionQuery): Promise<Envelope<PermissionRecord>> =>
  call<PermissionRecord>({ method: 'GET', url: BASE, params: q, quiet: true });

/** Grants a record; answers it and the server's message. Errors are left to the caller. */
export async function grantPermission(
  userId: number,
  body: PermissionBody,
): Promise<{ record: PermissionRecord; message: string }> {
  const env = await call<PermissionRecord>({
    method: 'POST',
    url: BASE,
    data: { user_id: userId, ...body },
    quiet: true,
  });
  return { record: env.data[0], message: env.msg };
}

/** Replaces the given fields of a record. */
export async function updatePermission(
  id: number,
  body: PermissionBody,
): Promise<{ record: PermissionRecord; message: string }> {
  const env = await call<PermissionRecord>({ method: 'PUT', url: `${BASE}${id}/`, data: body, quiet: true });
  return { record: env.data[0], message: env.msg };
}

/** Revokes a record; answers the server's message. */
export async function revokePermission(id: number): Promise<string> {
  const env = await call({ method: 'DELETE', url: `${BASE}${id}/`, quiet: true });
  return env.msg;
}

/** Saves one record (id) or every record as XLSX or CSV. */
export const exportPermissions = (format: 'xlsx' | 'csv', id?: number) =>
  downloadFile(
    { method: 'GET', url: `${BASE}download/`, params: id === undefined ? { format } : { id, format } },
    `pic-permissions.${format}`,
  );

/** One account by id (null when there is none). */
export async function fetchAccount(id: number): Promise<UserInfo | null> {
  const env = await call<UserInfo>({
    method: 'GET',
    url: '/user/query_all_user/',
    params: { id, page: 1, size: 1 },
    quiet: true,
  });
  return env.data[0] ?? null;
}
