/** Public sample images and partners (API: api/src/routes/web-samples): no session needed. */
import type { PartnerItem, SampleItem } from '@portal/shared/domain/samples';
import { call, callOne } from '@portal/shared/http';
import { firstViewAnswer } from '@portal/shared/ui';

/** A sample image and a partner as the API answers them (shared/src/domain/samples.ts). */
export type Sample = SampleItem;
export type Partner = PartnerItem;

/** The API's largest page; the gallery is a curated set, so a few pages at most. */
const PAGE_SIZE = 200;
const MAX_PAGES = 10;

/** The first page of every sample, as the browser asks for it: what a first view lists (SampleStrip). */
export const FIRST_SAMPLES_URL = `/api/web/sar_images/?size=${PAGE_SIZE}`;

/** Every sample, when this page's first view was filled from them all (its answer to FIRST_SAMPLES_URL). */
export function firstViewSamples(): Sample[] | undefined {
  const answer = firstViewAnswer<Sample>(FIRST_SAMPLES_URL);
  return answer && !answer.next ? answer.data : undefined;
}

/** Every sample (of one country when given: its ISO code), following the API's cursor. */
export async function allSamples(country?: string): Promise<Sample[]> {
  const url = country ? '/web/sar_images_search_country/' : '/web/sar_images/';
  const out: Sample[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const env = await call<Sample>({
      method: 'GET',
      url,
      params: { size: PAGE_SIZE, cursor, ...(country ? { country } : {}) },
      quiet: true,
    });
    out.push(...env.data);
    if (!env.next) break;
    cursor = env.next;
  }
  return out;
}

export function sampleById(id: number): Promise<Sample> {
  return callOne<Sample>({ method: 'GET', url: `/web/sar_image/${id}/`, quiet: true });
}

export async function partners(): Promise<Partner[]> {
  return (await call<Partner>({ method: 'GET', url: '/web/partners/', quiet: true })).data;
}
