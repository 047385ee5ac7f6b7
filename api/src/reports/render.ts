/** One document rendered in a thread of the documents' pool (./pool.ts): what crosses threads, and its rendering. */
import type { SampleRow } from '../catalog/samples';
import type { Lang } from '../i18n/messages';
import { productSpecPdf } from './product-spec';
import type { PictureLayers } from './sample-picture';
import { sampleReportPdf } from './sample-report';

export type DocumentJob =
  | { kind: 'spec'; lang: Lang }
  | { kind: 'sample'; lang: Lang; sample: SampleRow; layers: PictureLayers; png: Uint8Array };

export function renderDocument(job: DocumentJob): Promise<Buffer> {
  if (job.kind === 'spec') return productSpecPdf(job.lang);
  const png = Buffer.from(job.png.buffer, job.png.byteOffset, job.png.byteLength);
  return sampleReportPdf(job.sample, job.layers, png, job.lang);
}
