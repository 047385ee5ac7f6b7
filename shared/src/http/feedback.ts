/**
 * A signed-in user's feedback calls (docs/requirements.md §5, §7 "Feedback"; contract: shared/src/domain/feedback.ts): send it
 * from any page, list their own, save an attachment.
 */
import type { FeedbackModule, FeedbackType } from '../domain/feedback';
import type { Feedback } from '../domain/feedback-contract';
import { call, type Envelope } from './client';
import { downloadFile } from './download';

export interface FeedbackSubmission {
  module: FeedbackModule;
  type: FeedbackType;
  contact: string;
  description: string;
  /** The path the user was on. */
  page: string;
  attachment: File | null;
}

type SentListener = (feedback: Feedback) => void;
const sentListeners = new Set<SentListener>();

/** Called with each feedback accepted from any dialog (the header's or a page's): lists of it reload. */
export function onFeedbackSent(listener: SentListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

/**
 * POST /feedback/feedback_info/ (multipart). Quiet: the dialog shows each field's message. `onProgress` gets the
 * uploaded share (0 to 1) while the body is sent. Answers the envelope: its msg is "Feedback successful".
 */
export async function sendFeedback(
  input: FeedbackSubmission,
  onProgress?: (share: number) => void,
): Promise<Envelope<Feedback>> {
  const form = new FormData();
  form.append('module', input.module);
  form.append('type', input.type);
  form.append('contact', input.contact.trim());
  form.append('description', input.description);
  form.append('page', input.page);
  if (input.attachment) form.append('attachment', input.attachment);
  const env = await call<Feedback>({
    method: 'POST',
    url: '/feedback/feedback_info/',
    data: form,
    quiet: true,
    onUploadProgress: (e) => {
      if (onProgress && e.total) onProgress(Math.min(1, e.loaded / e.total));
    },
  });
  for (const listener of sentListeners) listener(env.data[0]);
  return env;
}

/** GET /feedback/feedback_info/: the caller's own feedback, newest first (`total` counts all). */
export const listMyFeedback = (page: number, size: number): Promise<Envelope<Feedback>> =>
  call<Feedback>({ method: 'GET', url: '/feedback/feedback_info/', params: { page, size } });

/** Saves a feedback's attachment (its sender or staff may read it) under its original name. */
export const downloadFeedbackAttachment = (feedback: Pick<Feedback, 'id' | 'attachment'>) =>
  downloadFile(
    { method: 'GET', url: '/feedback/feedback_info/download/', params: { id: feedback.id } },
    feedback.attachment?.name ?? `feedback-${feedback.id}`,
  );
