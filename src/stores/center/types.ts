/**
 * The member center's data shapes, as the pages read them from the stores (the wire shapes of
 * docs/api/member-center.md; amounts are decimal strings).
 */
export type { AccountProfile, BankCard, BankCardList, PaymentPasswordBody } from '../../api/account';
export type { BetPage, BetRow, ProfitReport, RecordQuery, RoundStatus, Totals } from '../../api/records';
export type {
  ConfirmResult,
  DepositChannel,
  DepositChannels,
  DepositOrder,
  DepositStatus,
  MemberMessage,
  Paged,
  Transaction,
  TransactionType,
  UplineInfo,
  VendorWallet,
  VendorWallets,
  Withdrawal,
  WithdrawSettings,
  WithdrawStatus,
} from '../../api/wallet';
export { TRANSACTION_TYPES } from '../../api/wallet';
export { problemText } from '../problems';
