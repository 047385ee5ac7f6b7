import { MISSION_FORM } from '@portal/shared/domain/mission-field-views';
import { ApiError } from '@portal/shared/http';

/** Field messages of an API refusal (already localized by the server). */
export const fieldErrorsOf = (err: unknown): Record<string, string> =>
  err instanceof ApiError ? Object.fromEntries(err.errors.map((e) => [e.field, e.message])) : {};

/** The fields the form shows a message under: its sections' fields, the remarks and the application form. */
const SHOWN_FIELDS = new Set([
  ...MISSION_FORM.flatMap((s) => s.fields.map((f) => f.name)),
  'comments',
  'application_form',
]);

/**
 * The refusal's messages of the fields the form shows, by field; the target areas' under the latitude (as the
 * form's own check puts them). A refusal of anything else (the quoted price, the balance) marks no field: its
 * message is the refusal's own.
 */
export function formFieldErrors(err: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(err))) {
    const shown = field === 'target' ? 'Latitude' : field;
    if (SHOWN_FIELDS.has(shown) && !out[shown]) out[shown] = message;
  }
  return out;
}
