/**
 * The feedback dialog's values and rules, without React: what the form starts with, the §5 problems of its current
 * values (checkFeedback of shared/domain, the rules the API applies too), and how a file's size reads.
 */
import {
  checkFeedback,
  type FeedbackModule,
  type FeedbackType,
  type FieldProblem,
  type Lang,
  type UserInfo,
} from '../domain';

export interface FeedbackFormValues {
  module: FeedbackModule | '';
  type: FeedbackType | '';
  contact: string;
  description: string;
  attachment: File | null;
}

/** The fields of the form, as the API names them in `errors[].field`. */
export const FEEDBACK_FIELDS = ['module', 'type', 'contact', 'description', 'attachment'] as const;

/** An empty form whose contact is the user's mobile number, else their e-mail address. */
export function initialFeedbackValues(user: Pick<UserInfo, 'mobile' | 'email'> | null): FeedbackFormValues {
  return {
    module: '',
    type: '',
    contact: user?.mobile || user?.email || '',
    description: '',
    attachment: null,
  };
}

/** The problems of the current values, one list in field order (an oversized file is one of them). */
export function feedbackProblems(v: FeedbackFormValues): FieldProblem[] {
  return checkFeedback({
    module: v.module,
    type: v.type,
    contact: v.contact,
    description: v.description,
    attachmentSize: v.attachment?.size,
    attachmentName: v.attachment?.name,
  });
}

/** A file's size as people read it: 512 B, 12.3 KB, 30.0 MB (binary units, as the 30 MB limit counts). */
export function formatFileSize(bytes: number, lang: Lang): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u += 1;
  }
  const digits = u === 0 ? 0 : 1;
  return `${n.toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${units[u]}`;
}
