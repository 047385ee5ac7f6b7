/**
 * The application-service pages' content (docs/requirements.md §7 "Other": GET and PUT /effect/data/): every page, and a change of
 * several pages in one call. Quiet calls: the editor shows the server's messages under the fields they concern.
 */
import type { EffectBatchChange, EffectContent } from '@portal/shared/domain/effect';
import { call } from '@portal/shared/http';

const URL = '/effect/data/';

export async function listEffectContent(): Promise<EffectContent[]> {
  return (await call<EffectContent>({ method: 'GET', url: URL, quiet: true })).data;
}

/** Saves the changed pages at once (all or nothing); every page as it now is, and the server's message. */
export async function saveEffectContent(
  data: EffectBatchChange['data'],
): Promise<{ pages: EffectContent[]; message: string }> {
  const env = await call<EffectContent>({ method: 'PUT', url: URL, data: { data }, quiet: true });
  return { pages: env.data, message: env.msg };
}
