/**
 * What the user reads for a failed call (README: the API maps failures to typed problems): the
 * server's localised message where it sent one, else a generic line the screen chooses.
 */
import type { TFunction } from 'i18next';
import { ApiProblem } from '../api/client';

/**
 * The message to show for a failed call: the server's localised message (an ApiProblem that is
 * not a network failure or timeout), else `fallback`.
 */
export function problemText(err: unknown, fallback: string): string {
  if (err instanceof ApiProblem && err.message && err.kind !== 'network' && err.kind !== 'timeout') return err.message;
  return fallback;
}

/** The server's message of a failed call, or null when only a generic message fits (see {@link problemText}). */
export function problemMessage(err: unknown): string | null {
  const text = problemText(err, '');
  return text === '' ? null : text;
}

/**
 * The message of a failed SMS-code request (spec section 4): too many requests means waiting
 * 5 minutes (`forms.flow.codeWait`); a network failure or timeout `forms.flow.network`; otherwise
 * the server's own message, or the error's.
 */
export function codeErrorMessage(err: unknown, t: TFunction): string {
  if (err instanceof ApiProblem) {
    if (err.kind === 'rateLimited') return t('forms.flow.codeWait');
    if (err.kind === 'network' || err.kind === 'timeout') return t('forms.flow.network');
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
