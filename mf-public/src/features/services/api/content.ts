/** The application-service pages' texts (API: api/src/routes/effect, GET /effect/data/, public). */
import { call } from '@portal/shared/http';
import type { Lang } from '@portal/shared/domain';
import type { Topic } from '../topics';

export interface ServiceFigure {
  label_zh: string;
  label_en: string;
  value: string;
}

export interface ServiceContent {
  id: number;
  service: Topic;
  title_zh: string;
  title_en: string;
  summary_zh: string;
  summary_en: string;
  /** Paragraphs separated by a blank line. */
  body_zh: string;
  body_en: string;
  figures: ServiceFigure[];
  /** Public samples (web/sar_image/{id}/) of the demonstration. */
  sample_ids: number[];
  provenance_zh: string;
  provenance_en: string;
  updated_at: string;
}

export async function serviceContents(): Promise<ServiceContent[]> {
  return (await call<ServiceContent>({ method: 'GET', url: '/effect/data/', quiet: true })).data;
}

/** One service's texts in one language. */
export function localized(c: ServiceContent, lang: Lang) {
  return {
    title: lang === 'en' ? c.title_en : c.title_zh,
    summary: lang === 'en' ? c.summary_en : c.summary_zh,
    paragraphs: (lang === 'en' ? c.body_en : c.body_zh)
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    figures: c.figures.map((f) => ({ label: lang === 'en' ? f.label_en : f.label_zh, value: f.value })),
    provenance: lang === 'en' ? c.provenance_en : c.provenance_zh,
  };
}
