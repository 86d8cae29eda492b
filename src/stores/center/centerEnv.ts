/**
 * What the member center stores reach through `getEnv` (STYLE.md: the API comes through the
 * environment so tests pass a fake): the money, account, records and authenticator APIs. Absent
 * ones default to a client over the page's own origin.
 */
import { getEnv, type IAnyStateTreeNode } from 'mobx-state-tree';
import { defaultAccountApi, type AccountApi } from '../../api/account';
import { defaultAuthenticatorApi, type AuthenticatorApi } from '../../api/authenticator';
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
