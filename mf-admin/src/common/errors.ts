/**
 * How the pages read a failed call (an ApiError of @portal/shared/http: `status`, `message`): a 409 means someone
 * else changed the order first (the page reloads it and says so); a 404 that the order does not exist; anything
 * else shows the server's message where the action was asked.
 */
import { ApiError, failureMessage } from '@portal/shared/http';

const statusOf = (err: unknown) => (err as { status?: unknown } | null)?.status;

export const isVersionConflict = (err: unknown) => statusOf(err) === 409;
export const isNotFound = (err: unknown) => statusOf(err) === 404;

export function errorMessage(err: unknown): string {
  // A call that got no answer says so in words (shared/http failureMessage), not axios' "Network Error".
  if (err instanceof ApiError && err.transport && !err.cancelled) return failureMessage(err) ?? err.message;
  if (err instanceof Error && err.message) return err.message;
  if (typeof err === 'string' && err) return err;
  return String(err);
}
