/** Errors the routes throw on purpose; the error handler (plugins/errors.ts) turns them into envelopes. */
import type { MessageKey } from '../i18n/messages.ts';

export interface ApiErrorOptions {
  /** The envelope's value (e.g. `{ captchaRequired: true }` on a failed login). */
  value?: Record<string, unknown>;
  /** Values for `{name}` placeholders of the message. */
  params?: Record<string, string | number>;
  /** Extra response headers (e.g. retry-after). */
  headers?: Record<string, string>;
}

/** A failure with an HTTP status, a stable code and a localised message key. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly options: ApiErrorOptions = {},
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
