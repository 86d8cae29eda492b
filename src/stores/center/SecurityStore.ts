/**
 * The security center (spec section 2): the account profile, bank cards, payment password,
 * mobile and email binding, and the authenticator. The APIs are the environment's `account` and
 * `authenticator`.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { AccountApi, AccountProfile, BankCardList } from '../../api/account';
import type { AuthenticatorApi } from '../../api/authenticator';
import { centerApis } from './centerEnv';
import { resourceModel } from './ResourceModel';

export const SecurityStoreModel = types
  .model('SecurityStore', {
    profile: types.optional(resourceModel<AccountProfile>('ProfileResource'), {}),
    bankCards: types.optional(resourceModel<BankCardList>('BankCardsResource'), {}),
    authenticatorStatus: types.optional(resourceModel<{ bound: boolean }>('AuthenticatorStatusResource'), {}),
  })
  .views((self) => ({
    /** The account calls (binding, payment password, bank cards); each throws ApiProblem when refused. */
    get account(): AccountApi {
      return centerApis(self).account;
    },
    /** The authenticator calls; each throws ApiProblem when refused. */
    get authenticator(): AuthenticatorApi {
      return centerApis(self).authenticator;
    },
  }))
  .actions((self) => ({
    loadProfile() {
      return self.profile.load(() => self.account.profile());
    },
    loadBankCards() {
      return self.bankCards.load(() => self.account.bankCards());
    },
    loadAuthenticatorStatus() {
      return self.authenticatorStatus.load(() => self.authenticator.status());
    },
  }));

export interface SecurityStore extends Instance<typeof SecurityStoreModel> {}
