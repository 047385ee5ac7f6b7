/** The content pages of the service-content unit tests, as the API lists them (no source file imports this). */
import type { EffectContent } from '@portal/shared/domain/effect';

/** A content page of a service; its titles `标题<id>` and `Title <id>` unless given. */
export const contentPage = (
  id: number,
  service: EffectContent['service'],
  titles: Pick<EffectContent, 'title_zh' | 'title_en'> = { title_zh: `标题${id}`, title_en: `Title ${id}` },
): EffectContent => ({
  id,
  service,
  ...titles,
  summary_zh: '摘要',
  summary_en: 'Summary',
  body_zh: '正文',
  body_en: 'Body',
  figures: [{ label_zh: '分辨率', label_en: 'Resolution', value: '1 m' }],
  sample_ids: [1, 2],
  provenance_zh: '合成',
  provenance_en: 'Synthetic',
  updated_at: '2026-11-26T00:00:00.000Z',
});
