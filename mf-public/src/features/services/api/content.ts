/** The application-service pages' texts (API: api/src/routes/service-content, GET /effect/data/, public). */
import { call } from '@portal/shared/http';
import type { Lang } from '@portal/shared/domain';
import type { EffectContent } from '@portal/shared/domain/effect';

export type ServiceContent = EffectContent;

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
