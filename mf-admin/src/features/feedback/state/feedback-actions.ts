/** What staff may do with one feedback: the states a reply may leave, the state changes offered, the reply's rule. */
import { FEEDBACK_REPLY_MAX, type FeedbackState } from '@portal/shared/domain';

/** A reply leaves the feedback replied (the default), still in progress, or closed. */
export const REPLY_STATES: readonly FeedbackState[] = ['replied', 'processing', 'closed'];

export type StateAction = 'process' | 'close' | 'reopen';

export const ACTION_TARGET: Record<StateAction, FeedbackState> = {
  process: 'processing',
  close: 'closed',
  reopen: 'pending',
};

/** The state changes offered from a state: take it up, close it, or reopen it to pending. */
export function stateActions(state: FeedbackState): StateAction[] {
  switch (state) {
    case 'pending':
      return ['process', 'close'];
    case 'processing':
      return ['close', 'reopen'];
    case 'replied':
      return ['process', 'close', 'reopen'];
    case 'closed':
      return ['reopen'];
  }
}

export function replyProblem(reply: string): 'replyRequired' | 'replyTooLong' | null {
  if (!reply.trim()) return 'replyRequired';
  if (reply.trim().length > FEEDBACK_REPLY_MAX) return 'replyTooLong';
  return null;
}

/** Images are shown in the page; other attachments are offered for download. */
export const isPreviewableImage = (type: string | undefined) => type === 'image/png' || type === 'image/jpeg';
