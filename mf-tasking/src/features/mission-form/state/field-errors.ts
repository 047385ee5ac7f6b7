import { ApiError } from '@portal/shared/http';

/** Field messages of an API refusal (already localized by the server). */
export const fieldErrorsOf = (err: unknown): Record<string, string> =>
  err instanceof ApiError ? Object.fromEntries(err.errors.map((e) => [e.field, e.message])) : {};
