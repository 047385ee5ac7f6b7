/**
 * What the page says when the cart refuses scenes (409: some are already bought): the server's message once, with
 * the scenes it is about — field `scene_ids.N` is the Nth scene sent.
 */
import { ApiError } from '@portal/shared/http';

export function cartRefusal(err: unknown, ids: readonly string[]): unknown {
  if (!(err instanceof ApiError) || err.status !== 409) return err;
  const named = err.errors
    .map((e) => /^scene_ids\.(\d+)$/.exec(e.field))
    .map((m) => (m ? ids[Number(m[1])] : undefined))
    .filter((id): id is string => Boolean(id));
  if (!named.length) return err;
  return new ApiError(`${err.message}: ${[...new Set(named)].join(', ')}`, err.status, err.code, err.errors);
}
