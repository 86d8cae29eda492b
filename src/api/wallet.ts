/**
 * Money calls of the member center (README "Money"; contract: docs/api/member-center.md): balance and
 * unread count, vendor wallets and transfers, upline transfer, account record, deposit channels
 * and orders, withdraw settings, orders, proofs and confirmation. Amounts are decimal strings
 * ("1234.50") both ways, never floats. Every call needs the login token and throws ApiProblem.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { defaultHttp } from './defaultHttp';
import { ENDPOINTS } from '../../contract/endpoints';
import type { BankCard } from './account';

export interface BalanceInfo {
  /** Decimal string, e.g. "1234.50". */
  balance: string;
  currency: string;
  currencySymbol?: string;
}

export interface Paged<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  /** ISO instants: inclusive from, exclusive to. */
  from?: string;
  to?: string;
}

export interface VendorWallet {
  vendorCode: string;
  name: string;
  balance: string;
}
export interface VendorWallets {
  isSingle: boolean;
  main: string;
  currency: string;
  wallets: VendorWallet[];
}

export interface UplineInfo {
  upline: string | null;
  min: string;
  max: string;
  balance: string;
  hasPaymentPassword: boolean;
}

/** Account record types (docs/api/member-center.md, transactionHistory). */
export const TRANSACTION_TYPES = ['all', 'deposit', 'withdraw', 'transfer', 'upline', 'bet', 'payout', 'bonus', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface Transaction {
  id: number | string;
  time: string;
  type: Exclude<TransactionType, 'all'>;
  reason: string;
  /** Signed decimal string: + credit to the member, - debit. */
  amount: string;
  balanceAfter: string;
  reference: string | null;
  counterparty: string | null;
}
export interface TransactionPage extends Paged<Transaction> {
  totals: { in: string; out: string; net: string };
}

export interface DepositChannel {
  code: string;
  type: 'gateway' | 'bank';
  name: string;
  min: string;
  max: string;
  bank?: { bankName: string; accountName: string; accountNumber: string; branch: string };
}
export interface DepositChannels {
  currency: string;
  currencySymbol: string;
  channels: DepositChannel[];
}
export type DepositStatus = 'pending' | 'success' | 'failed' | 'rejected' | 'expired';
export interface DepositOrder {
  id: number;
  orderNo: string;
  channel: string;
  channelName: string;
  type: 'gateway' | 'bank';
  amount: string;
  status: DepositStatus;
  redirectUrl: string | null;
  createdAt: string;
  completedAt: string | null;
  remark: string | null;
}

export interface WithdrawSettings {
  min: string;
  max: string;
  dailyMax: string;
  balance: string;
  currency: string;
  hasPaymentPassword: boolean;
  cards: BankCard[];
  confirmMinutes: number;
}
export type WithdrawStatus = 'applied' | 'approved' | 'rejected' | 'paid' | 'cancelled';
export type ConfirmResult = 'received' | 'notReceived' | 'partlyReceived';
export interface Proof {
  id: number;
  url: string;
}
export interface Withdrawal {
  id: number;
  orderNo: string;
  amount: string;
  status: WithdrawStatus;
  bankCard: Pick<BankCard, 'id' | 'bankName' | 'cardNumber' | 'payeeName'>;
  createdAt: string;
  reviewedAt: string | null;
  paidAt: string | null;
  remark: string | null;
  /** Proof images uploaded so far (also before confirming; docs Changelog). */
  proofs?: Proof[];
  confirmation: null | { result: ConfirmResult; remainingAmount: string | null; proofs: Proof[]; confirmedAt: string; auto: boolean };
  confirmDeadline: string | null;
}

/** A platform message (docs: GET /api/member/messages), title and content in the request language, plain text. */
export interface MemberMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}

/** The money API the stores and pages use (tests pass a fake with the same shape). */
export interface WalletApi {
  balance(): Promise<BalanceInfo>;
  /** Unread platform messages (fetched with every balance refresh, spec section 7). */
  unreadCount(): Promise<number>;
  /** Platform messages, newest first. */
  messages(q: PageQuery): Promise<Paged<MemberMessage>>;
  /** Marks the given messages read (all when none are given); resolves to the unread count after. */
  markRead(ids?: number[]): Promise<number>;
  vendorWallets(): Promise<VendorWallets>;
  /** Exactly one side is 'main'. */
  transfer(body: { from: string; to: string; amount: string; requestId?: string }): Promise<{ main: string; vendorCode: string; vendorBalance: string }>;
  /** Every vendor wallet back to main; the message is 'balance returned successfully'. */
  recall(): Promise<{ main: string; recalled: string }>;
  uplineInfo(): Promise<UplineInfo>;
  transferUpline(body: { amount: string; paymentPassword: string; requestId?: string }): Promise<{ balance: string; upline: string }>;
  transactions(q: PageQuery & { type?: TransactionType }): Promise<TransactionPage>;
  depositChannels(): Promise<DepositChannels>;
  createDeposit(body: { channel: string; amount: string; payerName?: string; requestId?: string }): Promise<DepositOrder>;
  deposits(q: PageQuery & { status?: DepositStatus }): Promise<Paged<DepositOrder>>;
  deposit(id: number): Promise<DepositOrder>;
  withdrawSettings(): Promise<WithdrawSettings>;
  createWithdrawal(body: { amount: string; bankCardId: number; paymentPassword: string; requestId?: string }): Promise<Withdrawal>;
  withdrawals(q: PageQuery & { status?: WithdrawStatus }): Promise<Paged<Withdrawal>>;
  cancelWithdrawal(id: number): Promise<Withdrawal>;
  /** Uploads 1..3 png or jpg proofs (multipart field `files`). */
  uploadProofs(id: number, files: readonly File[]): Promise<{ proofs: Proof[] }>;
  confirmWithdrawal(id: number, body: { result: ConfirmResult; remainingAmount?: string }): Promise<Withdrawal>;
}

const clean = (q: object) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the money calls to `http` (paths from ENDPOINTS; shapes from docs/api/member-center.md). */
export function createWalletApi(http: AxiosInstance): WalletApi {
  const get = <T>(url: string, params?: object) => request<T>(http, { url, params: params ? clean(params) : undefined });
  const post = <T>(url: string, data?: unknown) => request<T>(http, { url, method: 'POST', data: data ?? {} });
  return {
    balance: () => get(ENDPOINTS.walletBalance),
    unreadCount: async () => (await get<{ count: number }>(ENDPOINTS.unreadCount)).count,
    messages: (q) => get(ENDPOINTS.memberMessages, q),
    markRead: async (ids) => (await post<{ count: number }>(ENDPOINTS.memberMessagesRead, ids ? { ids } : {})).count,
    vendorWallets: () => get(ENDPOINTS.vendorWallets),
    transfer: (body) => post(ENDPOINTS.walletTransfer, body),
    recall: () => post(ENDPOINTS.walletRecall),
    uplineInfo: () => get(ENDPOINTS.transferUpline),
    transferUpline: (body) => post(ENDPOINTS.transferUpline, body),
    transactions: (q) => get(ENDPOINTS.transactionHistory, q),
    depositChannels: () => get(ENDPOINTS.depositChannels),
    createDeposit: (body) => post(ENDPOINTS.depositOrders, body),
    deposits: (q) => get(ENDPOINTS.depositOrders, q),
    deposit: (id) => get(`${ENDPOINTS.depositOrders}/${id}`),
    withdrawSettings: () => get(ENDPOINTS.withdrawSettings),
    createWithdrawal: (body) => post(ENDPOINTS.withdrawOrders, body),
    withdrawals: (q) => get(ENDPOINTS.withdrawOrders, q),
    cancelWithdrawal: (id) => post(`${ENDPOINTS.withdrawOrders}/${id}/cancel`),
    uploadProofs: (id, files) => {
      const form = new FormData();
      for (const f of files) form.append('files', f);
      return request(http, { url: `${ENDPOINTS.withdrawOrders}/${id}/proofs`, method: 'POST', data: form });
    },
    confirmWithdrawal: (id, body) => post(`${ENDPOINTS.withdrawOrders}/${id}/confirm`, body),
  };
}

let fallback: WalletApi | null = null;

/** {@link createWalletApi} over the page's default client ({@link defaultHttp}). */
export function defaultWalletApi(): WalletApi {
  fallback ??= createWalletApi(defaultHttp());
  return fallback;
}
