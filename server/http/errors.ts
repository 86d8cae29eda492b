/** Errors the routes throw on purpose; the error handler (plugins/errors.ts) turns them into envelopes. */
import type { MessageKey } from '../i18n/messages.ts';

/** A failure with an HTTP status, a stable code and a localised message key. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: MessageKey,
  ) {
    super(code);
    this.name = 'ApiError';
  }
}
