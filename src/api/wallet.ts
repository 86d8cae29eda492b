/**
 * Money calls of the member center (README "Money"; contract: docs/api/member-center.md): balance and
 * unread count, platform messages (category filter, read, delete; docs/rewards.md "Platform
 * messages"), vendor wallets and transfers, upline transfer, account record, deposit channels and
 * orders, withdraw settings, orders, proofs and confirmation. Amounts are decimal strings
 * ("1234.50") both ways, never floats. Every call needs the login token and throws ApiProblem.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import { ENDPOINTS } from '../../contract/endpoints';
import { TRANSACTION_RECORD_TYPES } from '../../contract/types';
import type {
  BalanceInfo,
  ConfirmResult,
  DepositBody,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositOrderPage,
  DepositStatus,
  MemberMessage,
  MemberState,
  MessageCategory,
  MessageDeleteBody,
  MessagePage,
  ProofList,
  RecallValue,
  TransactionPage,
  TransferBody,
  TransferValue,
  UnreadCount,
  UplineInfo,
  UplineTransferBody,
  UplineTransferValue,
  VendorWallet,
  VendorWallets,
  Withdrawal,
  WithdrawalPage,
  WithdrawBody,
  WithdrawConfirmBody,
  WithdrawSettings,
  WithdrawStatus,
  Transaction,
  Proof,
} from '../../contract/types';

export type {
  BalanceInfo,
  MessageCategory,
  ConfirmResult,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositStatus,
  MemberMessage,
  Proof,
  Transaction,
  TransactionPage,
  UplineInfo,
  VendorWallet,
  VendorWallets,
  Withdrawal,
  WithdrawSettings,
  WithdrawStatus,
};

/** One page of a paged list (messages, deposits, withdrawals, account record): `pageNo` counts from 1. */
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

/** Account record types (docs/api/member-center.md, transactionHistory): `all` and each row type of schemas/api/wallet.json. */
export const TRANSACTION_TYPES = ['all', ...TRANSACTION_RECORD_TYPES] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The money API the stores and pages use (tests pass a fake with the same shape). */
export interface WalletApi {
  balance(): Promise<BalanceInfo>;
  /** Unread platform messages (fetched with every balance refresh, spec section 7). */
  unreadCount(): Promise<number>;
  /** GET member/state: balance, VIP level, unread messages and the reward badges in one call (real members; docs/rewards.md "VIP"). */
  memberState(): Promise<MemberState>;
  /** Platform messages, newest first; with `category` only that category's (docs/rewards.md "Platform messages"). */
  messages(q: PageQuery & { category?: MessageCategory }): Promise<MessagePage>;
  /** Marks the given messages read (all when none are given); resolves to the unread count after. */
  markRead(ids?: number[]): Promise<number>;
  /** Deletes the member's messages `ids` (1..100; soft, another member's ids are ignored); resolves to the unread count after. */
  deleteMessages(ids: number[]): Promise<number>;
  vendorWallets(): Promise<VendorWallets>;
  /** Exactly one side is 'main'. */
  transfer(body: TransferBody): Promise<TransferValue>;
  /** Every vendor wallet back to main; the message is 'balance returned successfully'. */
  recall(): Promise<RecallValue>;
  uplineInfo(): Promise<UplineInfo>;
  transferUpline(body: UplineTransferBody): Promise<UplineTransferValue>;
  transactions(q: PageQuery & { type?: TransactionType }): Promise<TransactionPage>;
  depositChannels(): Promise<DepositChannels>;
  createDeposit(body: DepositBody): Promise<DepositOrder>;
  deposits(q: PageQuery & { status?: DepositStatus }): Promise<DepositOrderPage>;
  deposit(id: number): Promise<DepositOrder>;
  withdrawSettings(): Promise<WithdrawSettings>;
  createWithdrawal(body: WithdrawBody): Promise<Withdrawal>;
  withdrawals(q: PageQuery & { status?: WithdrawStatus }): Promise<WithdrawalPage>;
  cancelWithdrawal(id: number): Promise<Withdrawal>;
  /** Uploads 1..3 png or jpg proofs (multipart field `files`). */
  uploadProofs(id: number, files: readonly File[]): Promise<ProofList>;
  confirmWithdrawal(id: number, body: WithdrawConfirmBody): Promise<Withdrawal>;
}

const clean = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '' && v !== 'all'));

/** Binds the money calls to `http` (paths from ENDPOINTS; shapes from docs/api/member-center.md). */
export function createWalletApi(http: AxiosInstance): WalletApi {
  const get = <T>(url: string, params?: object) =>
    request<T>(http, { url, params: params ? clean(params) : undefined });
  const post = <T>(url: string, data?: unknown) => request<T>(http, { url, method: 'POST', data: data ?? {} });
  return {
    balance: () => get(ENDPOINTS.walletBalance),
    unreadCount: async () => (await get<UnreadCount>(ENDPOINTS.unreadCount)).count,
    memberState: () => get(ENDPOINTS.memberState),
    messages: (q) => get(ENDPOINTS.memberMessages, q),
    markRead: async (ids) => (await post<UnreadCount>(ENDPOINTS.memberMessagesRead, ids ? { ids } : {})).count,
    deleteMessages: async (ids) =>
      (await post<UnreadCount>(ENDPOINTS.memberMessagesDelete, { ids } satisfies MessageDeleteBody)).count,
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
