/**
 * The tasking order application form's content: the customer's fields of a tasking order (labels from shared/domain,
 * the same the order form shows) with room to fill them in, then the applicant's signature.
 */
import { MISSION_FIELD_LABELS, type Lang, type LocalizedText } from '@portal/shared/domain';
import { DOCUMENT_FIELDS } from '@portal/shared/domain/mission-field-views';

export const APPLICATION_FORM_TITLE: LocalizedText = {
  zh: '编程订单申请表',
  en: 'Tasking Order Application Form',
};

export const APPLICATION_FORM_NOTE: LocalizedText = {
  zh: '请填写后签字盖章，在提交编程订单时作为申请表上传（doc、docx 或 pdf，不超过 30MB）。',
  en: 'Fill in, sign and seal this form, then upload it as the application form of your tasking order (doc, docx or pdf, at most 30 MB).',
};

/** The customer's fields the form asks for, in the document's order of the fields' table (mission-fields.ts). */
const FIELDS = DOCUMENT_FIELDS;

const SIGNATURE: LocalizedText[] = [
  { zh: '申请单位（盖章）', en: 'Applicant organization (seal)' },
  { zh: '申请人签字', en: 'Signature of the applicant' },
  { zh: '日期', en: 'Date' },
];

/** The form's rows in the given languages: one label per language, joined (e.g. "目标名称 / Target name"). */
export function applicationFormRows(langs: readonly Lang[]): { fields: string[]; signature: string[] } {
  const join = (t: LocalizedText) => langs.map((l) => t[l]).join(' / ');
  return {
    fields: FIELDS.map((f) => join({ zh: MISSION_FIELD_LABELS.zh[f], en: MISSION_FIELD_LABELS.en[f] })),
    signature: SIGNATURE.map(join),
  };
}

export const formTitle = (langs: readonly Lang[]) => langs.map((l) => APPLICATION_FORM_TITLE[l]).join(' / ');
export const formNote = (langs: readonly Lang[]) => langs.map((l) => APPLICATION_FORM_NOTE[l]);
