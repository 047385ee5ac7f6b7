/** The review calls of staff and sales (docs/requirements.md §7 /user/audit_user/): the queue, one decision, a request's document. */
import { call, http } from '@portal/shared/http';
import type { ReviewRequest } from './state/review-request';

export interface ReviewQuery {
  page: number;
  size: number;
  status: 'pending' | 'approved' | 'rejected' | 'all';
  kind: 'verification' | 'change' | 'all';
  keyword?: string;
}

export const listReviews = (q: ReviewQuery) =>
  call<ReviewRequest>({ method: 'GET', url: '/user/audit_user/', params: q });

/** Approves, or rejects with the reason the customer will read; answers the server's message. */
export async function decideReview(id: number, approve: boolean, comment: string): Promise<string> {
  const env = await call<never>({
    method: 'POST',
    url: '/user/audit_user/',
    data: { id, approve, ...(comment ? { comment } : {}) },
    quiet: true,
  });
  return env.msg;
}

/** The uploaded document's bytes (fetched with the session; shown from a blob: URL). */
export async function fetchReviewDocument(id: number): Promise<Blob> {
  const res = await http.request<Blob>({
    method: 'GET',
    url: `/user/audit_user/${id}/document/`,
    responseType: 'blob',
  });
  return res.data;
}
