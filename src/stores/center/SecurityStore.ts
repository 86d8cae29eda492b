/**
 * The security center (spec section 2): the account profile, bank cards, payment password,
 * mobile and email binding, and the authenticator (Google code). Each change updates the data it
 * touches. The APIs are the environment's `account` and `authenticator`; every call throws
 * ApiProblem when the server refuses it.
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { AccountProfile, BankCardList, PaymentPasswordBody } from '../../api/account';
import { centerApis } from './centerEnv';
import { resourceModel } from '../shared/ResourceModel';

/** The two contacts a member binds with a code. */
export type ContactKind = 'mobile' | 'email';

export const SecurityStoreModel = types
  .model('SecurityStore', {
    profile: types.optional(resourceModel<AccountProfile>('ProfileResource'), {}),
    bankCards: types.optional(resourceModel<BankCardList>('BankCardsResource'), {}),
    authenticatorStatus: types.optional(resourceModel<{ bound: boolean }>('AuthenticatorStatusResource'), {}),
  })
  .actions((self) => {
    const account = () => centerApis(self).account;
    const authenticator = () => centerApis(self).authenticator;
    /** Sends an authenticator code to `call`; the answer is the new status. */
    const authenticatorCall = flow(function* (call: 'confirm' | 'unbind', code: string) {
      self.authenticatorStatus.set(yield* toGenerator(authenticator()[call](code)));
    });
    return {
      loadProfile() {
        return self.profile.load(() => account().profile());
      },
      loadBankCards() {
        return self.bankCards.load(() => account().bankCards());
      },
      loadAuthenticatorStatus() {
        return self.authenticatorStatus.load(() => authenticator().status());
      },
      /** Sets (login password) or changes (old payment password) the payment password; the profile then has one. */
      setPaymentPassword: flow(function* (body: PaymentPasswordBody) {
        yield* toGenerator(account().setPaymentPassword(body));
        const profile = self.profile.data;
        if (profile) self.profile.set({ ...profile, hasPaymentPassword: true });
      }),
      /** Sends a verification code to a mobile number or e-mail address; resolves to its validity in minutes. */
      sendCode(kind: ContactKind, contact: string): Promise<number> {
        return kind === 'mobile' ? account().sendMobileCode(contact) : account().sendEmailCode(contact);
      },
      /** Binds a mobile number or e-mail address with its code; the profile becomes the server's answer. */
      bindContact: flow(function* (kind: ContactKind, contact: string, verificationCode: string) {
        const next = yield* toGenerator(
          kind === 'mobile'
            ? account().bindMobile({ mobileNum: contact, verificationCode })
            : account().bindEmail({ email: contact, verificationCode }),
        );
        self.profile.set(next);
      }),
      /** Adds a bank card (payment password required), then reloads the list. */
      addBankCard: flow(function* (body: Parameters<ReturnType<typeof account>['addBankCard']>[0]) {
        yield* toGenerator(account().addBankCard(body));
        void self.bankCards.load(() => account().bankCards());
      }),
      /** Removes a bank card; the list becomes the server's answer. */
      removeBankCard: flow(function* (id: number) {
        const { list } = yield* toGenerator(account().removeBankCard(id));
        const data = self.bankCards.data;
        if (data) self.bankCards.set({ ...data, list });
      }),
      /** A new authenticator secret (Base32) and its otpauth:// URI for the QR code. */
      setupAuthenticator(): Promise<{ secret: string; uri: string }> {
        return authenticator().setup();
      },
      /** Binds the authenticator with the app's current code. */
      confirmAuthenticator(code: string) {
        return authenticatorCall('confirm', code);
      },
      /** Unbinds the authenticator with the app's current code. */
      unbindAuthenticator(code: string) {
        return authenticatorCall('unbind', code);
      },
    };
  });

export interface SecurityStore extends Instance<typeof SecurityStoreModel> {}
