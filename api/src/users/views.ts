/** An account's row as the API answers it: its user info, or staff's admin view of it (shared/src/domain/users). */
import type { UserInfo, UserType } from '@portal/shared/domain';
import type { realPersonStatus } from '@portal/shared/domain/users';
import type { z } from 'zod';
import type { UserRow } from '../auth/sessions';

export function toUserInfo(
  u: UserRow,
  realPerson?: z.infer<typeof realPersonStatus>,
): UserInfo & { real_person_status?: string } {
  return {
    id: u.id,
    type: u.type as UserType,
    username: u.username,
    name: u.name,
    mobile: u.mobile,
    email: u.email,
    organization: u.organization,
    balance: u.balance_fen,
    coordinate_system: u.coordinate_system,
    ...(realPerson ? { real_person_status: realPerson } : {}),
  };
}

export function toAdminUser(
  u: UserRow & { real_person_status?: z.infer<typeof realPersonStatus>; sales_username?: string | null },
) {
  return {
    ...toUserInfo(u, u.real_person_status),
    recommender: u.recommender,
    sales_id: u.sales_id === null ? null : Number(u.sales_id),
    sales_username: u.sales_username ?? null,
    is_active: u.is_active,
    created_at: new Date(u.created_at).toISOString(),
  };
}
