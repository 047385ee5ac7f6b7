/**
 * Staff's feedback calls (docs/requirements.md §7 "Feedback"; contract: shared/src/domain/feedback.ts): the filtered list, reply
 * and state changes, the list's export, who sent feedback and their contacts, and the caller's saved filters.
 * Errors are left to the caller, which shows the server's message where the action was asked.
 */
import type { FeedbackState } from '@portal/shared/domain';
import type {
  Feedback,
  FeedbackFilter,
  FeedbackSender,
  SavedFeedbackFilter,
  SenderContact,
} from '@portal/shared/domain/feedback-contract';
import { call, downloadFile, http, type Envelope, type PortalRequestConfig } from '@portal/shared/http';

const INFO = '/feedback/feedback_info/';
const SAVED = '/feedback/self_filter/';

export const listFeedback = (
  q: { page: number; size: number } & Record<string, string | number>,
): Promise<Envelope<Feedback>> => call<Feedback>({ method: 'GET', url: INFO, params: q, quiet: true });

/** Replies (the sender gets an alert); the state is 'replied' unless another is given. */
export async function replyToFeedback(
  id: number,
  reply: string,
  state: FeedbackState,
): Promise<{ feedback: Feedback; message: string }> {
  const env = await call<Feedback>({ method: 'PUT', url: INFO, data: { id, reply, state }, quiet: true });
  return { feedback: env.data[0], message: env.msg };
}

export async function changeFeedbackState(
  id: number,
  state: FeedbackState,
): Promise<{ feedback: Feedback; message: string }> {
  const env = await call<Feedback>({ method: 'PATCH', url: INFO, data: { id, state }, quiet: true });
  return { feedback: env.data[0], message: env.msg };
}

/** Saves the filtered list as XLSX or CSV. */
export const exportFeedback = (query: Record<string, string | number>, format: 'xlsx' | 'csv') =>
  downloadFile(
    { method: 'GET', url: `${INFO}download/`, params: { ...query, format }, quiet: true },
    `feedback.${format}`,
  );

/** A feedback's attachment, to show it in the page. */
export async function fetchAttachment(id: number): Promise<Blob> {
  const config: PortalRequestConfig = {
    method: 'GET',
    url: `${INFO}download/`,
    params: { id },
    responseType: 'blob',
    quiet: true,
  };
  return (await http.request<Blob>(config)).data;
}

/** Someone who sent feedback (GET /feedback/userinfo/), and a sender's contact details (POST /feedback/userinfo/users/). */
export type { FeedbackSender, SenderContact };

export async function findSenders(keyword: string): Promise<FeedbackSender[]> {
  const env = await call<FeedbackSender>({
    method: 'GET',
    url: '/feedback/userinfo/',
    params: keyword ? { keyword, page: 1, size: 20 } : { page: 1, size: 20 },
    quiet: true,
  });
  return env.data;
}

export async function senderContacts(userIds: number[]): Promise<SenderContact[]> {
  const env = await call<SenderContact>({
    method: 'POST',
    url: '/feedback/userinfo/users/',
    data: { user_ids: userIds },
    quiet: true,
  });
  return env.data;
}

export async function listSavedFilters(): Promise<SavedFeedbackFilter[]> {
  return (await call<SavedFeedbackFilter>({ method: 'GET', url: SAVED, quiet: true })).data;
}

export async function createSavedFilter(
  name: string,
  fields: FeedbackFilter,
): Promise<{ saved: SavedFeedbackFilter; message: string }> {
  const env = await call<SavedFeedbackFilter>({
    method: 'POST',
    url: SAVED,
    data: { name, fields },
    quiet: true,
  });
  return { saved: env.data[0], message: env.msg };
}

/** Renames a saved filter, or replaces its fields (what is given). */
export async function updateSavedFilter(
  id: number,
  change: { name?: string; fields?: FeedbackFilter },
): Promise<{ saved: SavedFeedbackFilter; message: string }> {
  const env = await call<SavedFeedbackFilter>({
    method: 'PUT',
    url: `${SAVED}${id}/`,
    data: change,
    quiet: true,
  });
  return { saved: env.data[0], message: env.msg };
}

export async function deleteSavedFilter(id: number): Promise<string> {
  return (await call({ method: 'DELETE', url: `${SAVED}${id}/`, quiet: true })).msg;
}
