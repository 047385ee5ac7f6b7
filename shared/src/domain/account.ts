import type { OrgMembership } from './organisations';
import type { UserType } from './roles';

/** Coordinate systems of the `Satellite` header (docs/architecture.md §3); GCJ-02 is the default (docs/requirements.md §9). */
export type CoordinateSystem = 'GCJ02' | 'WGS84';
export const DEFAULT_COORDINATE_SYSTEM: CoordinateSystem = 'GCJ02';

/** User info of docs/requirements.md §3 as the API returns it (GET /api/user/userinfo/). Money is integer fen. */
export interface UserInfo {
  id: number;
  type: UserType;
  username: string;
  name: string;
  mobile: string;
  email: string;
  organization: string;
  /** Balance (quota) in fen. */
  balance: number;
  coordinate_system: CoordinateSystem;
  /** The organisation the account belongs to and its role there (docs/organisations.md); absent outside one. */
  org?: OrgMembership | null;
}

/** What GET /api/user/userinfo/ adds about the account's reviews (real-name verification, information changes). */
export interface AccountReviews {
  real_person_status?: 'none' | 'pending' | 'approved' | 'rejected';
  /** The reviewer's reason when the latest verification was rejected. */
  real_person_comment?: string;
  /** A change of name or organization waiting for review (a verified account's name and organization change only
   * after review). */
  pending_change?: { name?: string; organization?: string } | null;
  last_change?: {
    changes: { name?: string; organization?: string };
    status: 'approved' | 'rejected';
    comment: string;
  } | null;
}

/** One element of `data` of POST /api/user/login/. */
export interface LoginResult {
  token: string;
  user_id: number;
  coordinate_system: CoordinateSystem;
  user: UserInfo;
}
