/**
 * Feedback (docs/requirements.md §5, §7 "Feedback", §8): what a signed-in user sends from any page, and what staff do with it.
 * The contract between the API (api/src/routes/feedback) and the pages (the feedback dialog, /resourceCenter,
 * the staff's feedback page). Pure data and functions.
 */
import { isValidEmail, isValidMobile, type LocalizedText } from './validation';

/** The attachment limit of docs/requirements.md §9 (30 MB, as the multipart limit of the API counts it). */
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 30 * 1024 * 1024;
export const FEEDBACK_DESCRIPTION_MAX = 2000;
export const FEEDBACK_REPLY_MAX = 2000;
export const FEEDBACK_CONTACT_MAX = 254;
/** File endings an attachment may have; the server also checks the bytes (type by content). */
export const FEEDBACK_ATTACHMENT_EXTENSIONS = ['.doc', '.docx', '.pdf', '.png', '.jpg', '.jpeg'] as const;

/** The part of the portal a feedback is about. */
export const FEEDBACK_MODULES = {
  image_query: { zh: '影像查询', en: 'Image query' },
  tasking: { zh: '编程订单', en: 'Tasking orders' },
  order_center: { zh: '订单中心', en: 'Order centre' },
  account: { zh: '账号与个人信息', en: 'Account' },
  download: { zh: '产品下载', en: 'Product downloads' },
  public_site: { zh: '门户网站', en: 'Public pages' },
  api: { zh: 'API 接口', en: 'API' },
  other: { zh: '其他', en: 'Other' },
} as const satisfies Record<string, LocalizedText>;
export type FeedbackModule = keyof typeof FEEDBACK_MODULES;
export const FEEDBACK_MODULE_VALUES = Object.keys(FEEDBACK_MODULES) as [FeedbackModule, ...FeedbackModule[]];

export const FEEDBACK_TYPES = {
  bug: { zh: '功能故障', en: 'Something does not work' },
  suggestion: { zh: '功能建议', en: 'Suggestion' },
  question: { zh: '使用咨询', en: 'Question' },
  data: { zh: '数据问题', en: 'Data problem' },
  complaint: { zh: '投诉', en: 'Complaint' },
  other: { zh: '其他', en: 'Other' },
} as const satisfies Record<string, LocalizedText>;
export type FeedbackType = keyof typeof FEEDBACK_TYPES;
export const FEEDBACK_TYPE_VALUES = Object.keys(FEEDBACK_TYPES) as [FeedbackType, ...FeedbackType[]];

/** pending → processing → replied → closed (staff may also close or reopen any time). */
export const FEEDBACK_STATES = {
  pending: { zh: '待处理', en: 'Pending' },
  processing: { zh: '处理中', en: 'In progress' },
  replied: { zh: '已回复', en: 'Replied' },
  closed: { zh: '已关闭', en: 'Closed' },
} as const satisfies Record<string, LocalizedText>;
export type FeedbackState = keyof typeof FEEDBACK_STATES;
export const FEEDBACK_STATE_VALUES = Object.keys(FEEDBACK_STATES) as [FeedbackState, ...FeedbackState[]];

// The API's answers (Feedback, FeedbackFilter, SavedFeedbackFilter) are typed by ./feedback-contract.ts.

const isDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
/** The end of a `to` bound: the instant, or the end of the UTC day it names (exclusive). */
export const rangeEnd = (to: string) => Date.parse(to) + (isDay(to) ? 86_400_000 : 0);
/** A date range whose end is before its start holds nothing: a mistake, refused. */
export const isOrderedRange = ({ from, to }: { from?: string; to?: string }) =>
  !from || !to || (isDay(to) ? Date.parse(from) < rangeEnd(to) : Date.parse(from) <= Date.parse(to));

export const SAVED_FILTER_NAME_MAX = 50;
/** A staff member keeps at most this many saved filters. */
export const SAVED_FILTERS_MAX = 20;

/** A contact is a mobile number or an e-mail address (docs/requirements.md §5 "enter number or email as contact"). */
export const isValidFeedbackContact = (v: string): boolean => isValidMobile(v) || isValidEmail(v);

export interface FeedbackInput {
  module?: string;
  type?: string;
  contact?: string;
  description?: string;
  /** Size in bytes of the chosen attachment, if any. */
  attachmentSize?: number;
  attachmentName?: string;
}

/** The §5 rules of the feedback form, in field order; the same keys the API answers with. */
export function checkFeedback(input: FeedbackInput): { field: string; key: FeedbackMessageKey }[] {
  const problems: { field: string; key: FeedbackMessageKey }[] = [];
  if (!input.module || !(input.module in FEEDBACK_MODULES))
    problems.push({ field: 'module', key: 'chooseModule' });
  if (!input.type || !(input.type in FEEDBACK_TYPES))
    problems.push({ field: 'type', key: 'chooseFeedbackType' });
  if (!input.contact?.trim() || !isValidFeedbackContact(input.contact.trim()))
    problems.push({ field: 'contact', key: 'enterContact' });
  if (!input.description?.trim()) problems.push({ field: 'description', key: 'enterDescription' });
  else if (input.description.length > FEEDBACK_DESCRIPTION_MAX)
    problems.push({ field: 'description', key: 'tooLong' });
  if (input.attachmentSize !== undefined && input.attachmentSize > FEEDBACK_ATTACHMENT_MAX_BYTES)
    problems.push({ field: 'attachment', key: 'tooLarge' });
  else if (
    input.attachmentName !== undefined &&
    !FEEDBACK_ATTACHMENT_EXTENSIONS.some((e) => input.attachmentName!.toLowerCase().endsWith(e))
  )
    problems.push({ field: 'attachment', key: 'attachmentType' });
  return problems;
}

export type FeedbackMessageKey =
  | 'chooseModule'
  | 'chooseFeedbackType'
  | 'enterContact'
  | 'enterDescription'
  | 'tooLong'
  | 'tooLarge'
  | 'attachmentType';
