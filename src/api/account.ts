/**
 * Security center calls (README "Member center and header wallet"; contract: docs/api/member-center.md "Account"): the
 * profile, the payment (transaction) password, binding a mobile number or an e-mail address with a
 * code, and bank cards. Every call needs the login token and throws ApiProblem.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AccountProfile,
  AddBankCardBody,
  BankCard,
  BindCodeValue,
  BankCardList,
  BindEmailBody,
  BindMobileBody,
  PaymentPasswordBody,
  PaymentPasswordValue,
} from '../../contract/types';

export type { AccountProfile, BankCard, BankCardList, PaymentPasswordBody } from '../../contract/types';

export interface AccountApi {
  profile(): Promise<AccountProfile>;
  /** Set (with the login password) or change (with the old payment password). */
  setPaymentPassword(body: PaymentPasswordBody): Promise<PaymentPasswordValue>;
  /** Sends a code; resolves to its validity in minutes. */
  sendMobileCode(mobileNum: string): Promise<number>;
  bindMobile(body: BindMobileBody): Promise<AccountProfile>;
  sendEmailCode(email: string): Promise<number>;
  bindEmail(body: BindEmailBody): Promise<AccountProfile>;
  bankCards(): Promise<BankCardList>;
  addBankCard(body: AddBankCardBody): Promise<BankCard>;
  removeBankCard(id: number): Promise<Pick<BankCardList, 'list'>>;
}

/** Binds the account calls to `http`. */
export function createAccountApi(http: AxiosInstance): AccountApi {
  const post = <T>(url: string, data: unknown) => request<T>(http, { url, method: 'POST', data });
  return {
    profile: () => request(http, { url: ENDPOINTS.accountProfile }),
    setPaymentPassword: (body) => post(ENDPOINTS.paymentPassword, body),
    sendMobileCode: async (mobileNum) =>
      (await post<BindCodeValue>(ENDPOINTS.bindMobileCode, { mobileNum })).expiredMinutes,
    bindMobile: (body) => post(ENDPOINTS.bindMobile, body),
    sendEmailCode: async (email) => (await post<BindCodeValue>(ENDPOINTS.bindEmailCode, { email })).expiredMinutes,
    bindEmail: (body) => post(ENDPOINTS.bindEmail, body),
    bankCards: () => request(http, { url: ENDPOINTS.bankCards }),
    addBankCard: (body) => post(ENDPOINTS.bankCards, body),
    removeBankCard: (id) => request(http, { url: `${ENDPOINTS.bankCards}/${id}`, method: 'DELETE' }),
  };
}
