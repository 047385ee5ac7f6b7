/**
 * Typed calls of the account API (docs/requirements.md §7 User, docs/architecture.md §3), used by the account pages of every remote.
 * Form calls are quiet: the form shows the error under its field instead of a global notice.
 */
import type { AccountReviews, CoordinateSystem, LoginResult, RegistrationInput, UserInfo } from '../domain';
import { clearSession, portalStore, sessionRestored, signedInAtom, userInfoAtom } from '../session';
import { call, callOne } from './client';

export type RealPersonStatus = 'none' | 'pending' | 'approved' | 'rejected';

/** GET /api/user/userinfo/: the user info of docs/requirements.md §3 and the state of its reviews (verification, changes). */
export interface AccountInfo extends UserInfo, AccountReviews {
  real_person_status?: RealPersonStatus;
}

/** Fields whose availability `verify_register` answers. */
export type AvailabilityField = 'username' | 'mobile' | 'email';

/** One answer of POST /api/user/verify_register/ (the message is localized by the server). */
export interface Availability {
  field: AvailabilityField;
  available: boolean;
  message: string;
}

export interface Registered {
  user_id: number;
  username: string;
}

export interface UserInfoUpdate {
  name?: string;
  mobile?: string;
  email?: string;
  organization?: string;
  coordinate_system?: CoordinateSystem;
}

export interface PasswordChange {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

export interface PasswordResetConfirm {
  id: string;
  token: string;
  password: string;
  confirm_password: string;
}

/** POST /user/register/: 400 with field errors for a broken rule, 409 for a taken username, mobile or e-mail. */
export function registerUser(input: RegistrationInput): Promise<Registered> {
  return callOne<Registered>({ method: 'POST', url: '/user/register/', data: input, quiet: true });
}

/** POST /user/verify_register/: one answer per field sent (it never fails for a taken or malformed value). */
export async function verifyRegister(
  fields: Partial<Record<AvailabilityField, string>>,
  signal?: AbortSignal,
): Promise<Availability[]> {
  const env = await call<Availability>({
    method: 'POST',
    url: '/user/verify_register/',
    data: fields,
    quiet: true,
    signal,
  });
  return env.data;
}

/** POST /user/login/ with a username, mobile or e-mail. */
export function loginUser(username: string, password: string): Promise<LoginResult> {
  return callOne<LoginResult>({
    method: 'POST',
    url: '/user/login/',
    data: { username, password },
    quiet: true,
  });
}

/** POST /user/logout/: revokes the current session (always succeeds). */
export async function logoutUser(): Promise<void> {
  await call({ method: 'POST', url: '/user/logout/', quiet: true });
}

export function fetchUserInfo(): Promise<AccountInfo> {
  return callOne<AccountInfo>({ method: 'GET', url: '/user/userinfo/', quiet: true });
}

/** PUT /user/userinfo/ with the changed fields only; answers the updated account and the server's message. */
export async function updateUserInfo(
  update: UserInfoUpdate,
): Promise<{ user: AccountInfo; message: string }> {
  const env = await call<AccountInfo>({ method: 'PUT', url: '/user/userinfo/', data: update, quiet: true });
  return { user: env.data[0], message: env.msg };
}

/** POST /user/password_change/: the other sessions of the account are revoked, this one stays. Answers the message. */
export async function changePassword(change: PasswordChange): Promise<string> {
  const env = await call({ method: 'POST', url: '/user/password_change/', data: change, quiet: true });
  return env.msg;
}

/** POST /user/real_person/ (multipart): real-name verification, pending until staff review it. */
export async function submitRealPerson(input: {
  name: string;
  id_number: string;
  document: File;
}): Promise<string> {
  const form = new FormData();
  form.append('name', input.name);
  form.append('id_number', input.id_number);
  form.append('document', input.document);
  const env = await call({ method: 'POST', url: '/user/real_person/', data: form, quiet: true });
  return env.msg;
}

/** POST /password_reset/ by e-mail or mobile: the same neutral answer whether or not an account matches. */
export async function requestPasswordReset(account: string): Promise<string> {
  const env = await call({ method: 'POST', url: '/password_reset/', data: { account }, quiet: true });
  return env.msg;
}

/** POST /password_reset/verify/: rejects (422) when the link is invalid, used or expired. */
export async function verifyPasswordReset(id: string, token: string): Promise<void> {
  await call({ method: 'POST', url: '/password_reset/verify/', data: { id, token }, quiet: true });
}

/** POST /password_reset/confirm/: sets the new password (422 for an invalid or used link). Answers the message. */
export async function confirmPasswordReset(input: PasswordResetConfirm): Promise<string> {
  const env = await call({ method: 'POST', url: '/password_reset/confirm/', data: input, quiet: true });
  return env.msg;
}

/**
 * Reloads the signed-in user's info into the session (the header's balance follows it). docs/requirements.md §6: if loading user
 * info fails the user becomes not-logged-in.
 */
export async function refreshUserInfo(): Promise<void> {
  // A new tab may be taking the session of an open one (shared/session/tabs.ts): wait until it knows.
  await sessionRestored;
  if (!portalStore.get(signedInAtom)) return;
  try {
    portalStore.set(
      userInfoAtom,
      await callOne<UserInfo>({ method: 'GET', url: '/user/userinfo/', quiet: true }),
    );
  } catch {
    clearSession();
  }
}

/** Staff and sales: accounts whose username, name, mobile, e-mail or organization contain `keyword`. */
export async function searchUsers(keyword: string, size = 10, id?: number): Promise<UserInfo[]> {
  const env = await call<UserInfo>({
    method: 'GET',
    url: '/user/query_all_user/',
    params: { keyword: keyword || undefined, size, id },
    quiet: true,
  });
  return env.data;
}
