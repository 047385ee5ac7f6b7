import type { FieldProblem } from '@portal/shared/domain';
import type { MessageKey } from '../i18n/messages';

export interface FieldError {
  field: string;
  /** A message key (localized by the error handler) or an already localized text. */
  key: MessageKey;
}

/** A failure the client should see: HTTP status, a message key and, for 400/409, field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    readonly key: MessageKey,
    readonly errors: FieldError[] = [],
    readonly headers: Record<string, string> = {},
    /** Values for the message's `{name}` placeholders, in both languages. */
    readonly vars: Record<string, { zh: string; en: string }> = {},
    /** What the refusal answers besides its message (a 409's new quote), as `data`. */
    readonly data?: unknown[],
  ) {
    super(key);
  }
}

export const badRequest = (errors: FieldError[] | FieldProblem[], key?: MessageKey) =>
  new ApiError(400, key ?? (errors[0]?.key as MessageKey) ?? 'invalidRequest', errors as FieldError[]);
export const forbidden = () => new ApiError(403, 'forbidden');
export const notFound = () => new ApiError(404, 'notFound');
export const conflict = (errors: FieldError[]) =>
  new ApiError(409, errors[0]?.key ?? 'invalidRequest', errors);
export const unprocessable = (key: MessageKey, errors: FieldError[] = []) => new ApiError(422, key, errors);
export const tooMany = (retryAfterSeconds: number) =>
  new ApiError(429, 'tooManyAttempts', [], {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
