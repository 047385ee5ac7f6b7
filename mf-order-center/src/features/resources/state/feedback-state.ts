/** How a feedback's state reads on the customer's list: its label and the colour of its chip. */
import { FEEDBACK_STATES, type FeedbackState, type Lang } from '@portal/shared/domain';

type ChipColor = 'default' | 'info' | 'success' | 'warning';

const COLORS: Record<FeedbackState, ChipColor> = {
  pending: 'warning',
  processing: 'info',
  replied: 'success',
  closed: 'default',
};

export function feedbackStateChip(state: FeedbackState, lang: Lang): { label: string; color: ChipColor } {
  return { label: FEEDBACK_STATES[state]?.[lang] ?? state, color: COLORS[state] ?? 'default' };
}
