/**
 * The one way a page shows a failed call (docs/requirements.md §8: every failed call shows its message). The client raises the
 * server's message itself, unless the call was quiet, and ends the session on code 201; what it cannot show is a
 * call that got no answer (network down, timeout: docs/requirements.md §8 keeps the loading bar silent about those). A page that
 * lets a call fail in the background uses `showFailure` as the call's catch; a page that shows errors in place
 * (an ErrorState, a form) takes its text from `failureMessage`.
 */
import { currentLang } from '../i18n';
import type { Lang } from '../domain';
import { notify } from '../notices';
import { ApiError } from './client';

/** What a call that got no answer says. */
export const NETWORK_FAILURE: Record<Lang, string> = {
  zh: '网络连接失败，请检查网络后重试',
  en: 'The server could not be reached; check your connection and try again',
};

/** What any other unexpected failure says. */
export const UNEXPECTED_FAILURE: Record<Lang, string> = {
  zh: '操作失败，请稍后重试',
  en: 'Something went wrong; please try again',
};

/**
 * The text a failed call shows the user: the server's message, the network failure's, or a general one for
 * anything else; null when the session ended (the client already said so and went to login).
 */
export function failureMessage(err: unknown, lang: Lang = currentLang()): string | null {
  if (err instanceof ApiError) {
    if (err.code === 201 || err.cancelled) return null;
    if (err.transport) return NETWORK_FAILURE[lang];
    return err.message || UNEXPECTED_FAILURE[lang];
  }
  if (err instanceof Error && err.name === 'AbortError') return null;
  return UNEXPECTED_FAILURE[lang];
}

/**
 * Shows a failed call once, as a notice: nothing more when the client already showed it, the network failure's
 * text when no answer came, the server's message of a quiet call. A cancelled call shows nothing.
 */
export function showFailure(err: unknown): void {
  if (err instanceof ApiError && err.shown) return;
  const message = failureMessage(err);
  if (message) notify('error', message);
}
