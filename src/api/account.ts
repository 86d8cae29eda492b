/**
 * Security center calls (README "Member center and header wallet"; contract: docs/api/member-center.md "Account"): the
 * profile, the payment (transaction) password, binding a mobile number or an e-mail address with a
 * code, and bank cards. Every call needs the login token and throws ApiProblem.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import { defaultHttp } from './defaultHttp';

export interface AccountProfile {
  username: string;
  nickname: string;
  type: number;
  payeeName: string | null;
  /** Masked by the server, e.g. "de***@example.com". */
  email: string | null;
  mobile: string | null;
  emailBound: boolean;
  mobileBound: boolean;
  hasPaymentPassword: boolean;
  bankCardCount: number;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface BankCard {
  id: number;
  bankName: string;
  /** Masked, e.g. "**** **** **** 1234". */
  cardNumber: string;
  payeeName: string;
  createdAt: string;
}
export interface BankCardList {
  list: BankCard[];
  max: number;
  /** The member's payee name (set by the first card); a new card's must equal it. */
  payeeName: string | null;
}

export type PaymentPasswordBody =
  | { loginPassword: string; newPassword: string; confirmPassword: string }
  | { oldPassword: string; newPassword: string; confirmPassword: string };

export interface AccountApi {
  profile(): Promise<AccountProfile>;
  /** Set (with the login password) or change (with the old payment password). */
  setPaymentPassword(body: PaymentPasswordBody): Promise<{ hasPaymentPassword: boolean }>;
  /** Sends a code; resolves to its validity in minutes. */
  sendMobileCode(mobileNum: string): Promise<number>;
  bindMobile(body: { mobileNum: string; verificationCode: string }): Promise<AccountProfile>;
  sendEmailCode(email: string): Promise<number>;
  bindEmail(body: { email: string; verificationCode: string }): Promise<AccountProfile>;
  bankCards(): Promise<BankCardList>;
  addBankCard(body: { bankName: string; cardNumber: string; payeeName: string; paymentPassword: string }): Promise<BankCard>;
  removeBankCard(id: number): Promise<{ list: BankCard[] }>;
}

/** Binds the account calls to `http`. */
export function createAccountApi(http: AxiosInstance): AccountApi {
  const post = <T>(url: string, data: unknown) => request<T>(http, { url, method: 'POST', data });
  return {
    profile: () => request(http, { url: ENDPOINTS.accountProfile }),
    setPaymentPassword: (body) => post(ENDPOINTS.paymentPassword, body),
    sendMobileCode: async (mobileNum) => (await post<{ expiredMinutes: number }>(ENDPOINTS.bindMobileCode, { mobileNum })).expiredMinutes,
    bindMobile: (body) => post(ENDPOINTS.bindMobile, body),
    sendEmailCode: async (email) => (await post<{ expiredMinutes: number }>(ENDPOINTS.bindEmailCode, { email })).expiredMinutes,
    bindEmail: (body) => post(ENDPOINTS.bindEmail, body),
    bankCards: () => request(http, { url: ENDPOINTS.bankCards }),
    addBankCard: (body) => post(ENDPOINTS.bankCards, body),
    removeBankCard: (id) => request(http, { url: `${ENDPOINTS.bankCards}/${id}`, method: 'DELETE' }),
  };
}

let fallback: AccountApi | null = null;
/** {@link createAccountApi} over the page's default client (see ./defaultHttp). */
export function defaultAccountApi(): AccountApi {
  fallback ??= createAccountApi(defaultHttp());
  return fallback;
}
