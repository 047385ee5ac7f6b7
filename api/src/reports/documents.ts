/**
 * The API's PDF documents in each language, rendered in the documents' pool and kept: the specification sheet per
 * language for the process's life (it depends on the code's tables only), a sample's report by the sample row it
 * describes (the analyses and the picture are functions of it) and the language, so viewing a report again, or
 * paging through it in the browser, costs nothing.
 */
import { findSample, type SampleRow } from '../catalog/samples';
import type { Queryable } from '../db';
import { sampleForPicture, sampleJob } from '../catalog/analysis-job';
import { analyseInPool, samplePicturesInPool } from '../analysis/pool';
import type { Lang } from '../i18n/messages';
import { renderInPool } from './pool';

const REPORT_CACHE_SIZE = 16;
const specs = new Map<string, Promise<Buffer>>();
const reports = new Map<string, Promise<Buffer>>();

/**
 * The promise `built` holds for `key`, or a new one made by `make`, the oldest dropped beyond `limit` (a failure is
 * forgotten, so the next call tries again).
 */
function cached(
  built: Map<string, Promise<Buffer>>,
  key: string,
  make: () => Promise<Buffer>,
  limit = Infinity,
): Promise<Buffer> {
  let doc = built.get(key);
  if (!doc) {
    doc = make();
    if (built.size >= limit) built.delete(built.keys().next().value!);
    built.set(key, doc);
    doc.catch(() => built.delete(key));
  }
  return doc;
}

export const productSpec = (lang: Lang) => cached(specs, lang, () => renderInPool({ kind: 'spec', lang }));

async function buildReport(sample: SampleRow, lang: Lang): Promise<Buffer> {
  const [png, water, oil, vessel] = await Promise.all([
    samplePicturesInPool(sampleForPicture(sample)).then((p) => p.png),
    ...(['water', 'oil', 'vessel'] as const).map((a) => analyseInPool(sampleJob(sample, a))),
  ]);
  return renderInPool({ kind: 'sample', lang, sample, layers: { water, oil, vessel }, png });
}

/** The report of sample `id` in `lang`, or null when there is no such sample. */
export async function sampleReport(db: Queryable, id: number, lang: Lang): Promise<Buffer | null> {
  const sample = await findSample(db, id);
  if (!sample) return null;
  return cached(
    reports,
    `${lang}:${JSON.stringify(sample)}`,
    () => buildReport(sample, lang),
    REPORT_CACHE_SIZE,
  );
}
