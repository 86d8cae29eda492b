/**
 * What the member center stores reach through `getEnv` (STYLE.md: the API comes through the
 * environment so tests pass a fake): the money, account, records and authenticator APIs. Absent
 * ones default to a client over the page's own origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultAccountApi, type AccountApi } from '../../api/account';
import { defaultAuthenticatorApi, type AuthenticatorApi } from '../../api/authenticator';
import { ApiProblem } from '../../api/client';
import { defaultRecordsApi, type RecordsApi } from '../../api/records';
import { defaultWalletApi, type WalletApi } from '../../api/wallet';

/** The environment keys of the member center. */
export interface CenterEnv {
  wallet?: WalletApi;
  account?: AccountApi;
  records?: RecordsApi;
  /** Authenticator (Google code) binding in the security center. */
  authenticator?: AuthenticatorApi;
}

/** The member center APIs of `node`'s environment, each defaulting to the page's own client. */
export function centerApis(node: IAnyStateTreeNode): Required<CenterEnv> {
  const env = getEnv(node) as CenterEnv;
  return {
    wallet: env.wallet ?? defaultWalletApi(),
    account: env.account ?? defaultAccountApi(),
    records: env.records ?? defaultRecordsApi(),
    authenticator: env.authenticator ?? defaultAuthenticatorApi(),
  };
}

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
