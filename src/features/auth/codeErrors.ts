/**
 * The message of a failed SMS-code request (spec section 4): too many requests means waiting
 * 5 minutes; otherwise the server's own message, or a network line.
 */
import type { TFunction } from 'i18next';
import { ApiProblem } from '../../api/client';

export function codeErrorMessage(err: unknown, t: TFunction): string {
  if (err instanceof ApiProblem) {
    if (err.kind === 'rateLimited') return t('forms.flow.codeWait');
    if (err.kind === 'network' || err.kind === 'timeout') return t('forms.flow.network');
    return err.message;
  }
  return err instanceof Error ? err.message : String(err);
}
