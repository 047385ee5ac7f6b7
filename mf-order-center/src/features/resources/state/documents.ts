/**
 * The documents of the resource centre: each one's name in both languages, its format and how it is made. The
 * files are generated in the browser (the generators load only when the page asks for them).
 */
import type { Lang, LocalizedText } from '@portal/shared/domain';

export type DocumentFormat = 'DOCX' | 'PDF' | 'JSON';

export interface PortalDocument {
  id: string;
  name: LocalizedText;
  /** The language of the document's text. */
  language: LocalizedText;
  format: DocumentFormat;
  fileName: string;
  build(): Promise<Blob>;
}

export const LANGUAGE_NAMES = {
  zh: { zh: '中文', en: 'Chinese' },
  en: { zh: '英文', en: 'English' },
  both: { zh: '中英文', en: 'Chinese and English' },
} as const satisfies Record<string, LocalizedText>;
const { zh: ZH, en: EN, both: BOTH } = LANGUAGE_NAMES;

const MANUAL: LocalizedText = { zh: '用户手册', en: 'User manual' };
const FORM: LocalizedText = { zh: '编程订单申请表（模板）', en: 'Tasking order application form (template)' };

const docx = () => import('../documents/docx');
const pdf = () => import('../documents/pdf');
const manual = (lang: Lang) => import('@portal/shared/user-manual').then((m) => m.USER_MANUAL[lang]);

export const DOCUMENTS: PortalDocument[] = [
  {
    id: 'manual-zh',
    name: MANUAL,
    language: ZH,
    format: 'DOCX',
    fileName: '用户手册.docx',
    build: async () => (await docx()).manualDocx(await manual('zh')),
  },
  {
    id: 'manual-en',
    name: MANUAL,
    language: EN,
    format: 'PDF',
    fileName: 'user-manual.pdf',
    build: async () => (await pdf()).manualPdf(await manual('en')),
  },
  {
    id: 'manual-en-docx',
    name: MANUAL,
    language: EN,
    format: 'DOCX',
    fileName: 'user-manual.docx',
    build: async () => (await docx()).manualDocx(await manual('en')),
  },
  {
    id: 'form-docx',
    name: FORM,
    language: BOTH,
    format: 'DOCX',
    fileName: 'tasking-order-application-form.docx',
    build: async () => (await docx()).applicationFormDocx(['zh', 'en']),
  },
  {
    id: 'form-pdf',
    name: FORM,
    language: EN,
    format: 'PDF',
    fileName: 'tasking-order-application-form.pdf',
    build: async () => (await pdf()).applicationFormPdf(),
  },
];

/** The machine-readable API description (OpenAPI), served by the API itself. */
export const OPENAPI_URL = '/api/openapi.json';
/** The portal's page that explains the API. */
export const API_PAGE = '/interFace';
