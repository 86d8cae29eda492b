/**
 * What the member center stores reach through `getEnv` (STYLE.md: the API comes through the
 * environment so tests pass a fake): the money, account, records and authenticator APIs, all
 * required (src/api/index.ts createApis).
 */
import type { IAnyStateTreeNode } from 'mobx-state-tree';
import type { AccountApi } from '../../api/account';
import type { AuthenticatorApi } from '../../api/authenticator';
import type { RecordsApi } from '../../api/records';
import type { WalletApi } from '../../api/wallet';
import { envApi } from '../envApi';

/** The environment keys of the member center. */
export interface CenterEnv {
  wallet: WalletApi;
  account: AccountApi;
  records: RecordsApi;
  /** Authenticator (Google code) binding in the security center. */
  authenticator: AuthenticatorApi;
}

/**
 * The member center APIs of `node`'s environment, each read when used (a store that needs only
 * the records API runs in an environment without the others).
 * @throws Error naming the API when the environment lacks the one read (src/stores/envApi.ts).
 */
export function centerApis(node: IAnyStateTreeNode): CenterEnv {
  return {
    get wallet() {
      return envApi(node, 'wallet');
    },
    get account() {
      return envApi(node, 'account');
    },
    get records() {
      return envApi(node, 'records');
    },
    get authenticator() {
      return envApi(node, 'authenticator');
    },
  };
}
