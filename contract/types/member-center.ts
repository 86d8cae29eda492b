/**
 * Payloads of the member center's calls (README "Member center and header wallet"): the account
 * and bank cards of the security center, the wallet, deposits and withdrawals. Each names a
 * declaration generated from schemas/api/ (contract/generated/schemas.ts), so it cannot drift from
 * its schema. Amounts are decimal strings in the merchant currency, never floats (house style).
 * Import them from contract/types.ts.
 */
import type {
  Balance,
  Card,
  CodeValue,
  Channels,
  ConfirmBody1,
  CreateBody,
  CreateBody1,
  GatewayCallback as SchemaGatewayCallback,
  List,
  Messages,
  MessagesQuery,
  Order,
  Orders,
  PaymentPasswordBody as SchemaPaymentPasswordBody,
  PaymentPasswordValue as SchemaPaymentPasswordValue,
  Profile,
  Proofs,
  RecallValue as SchemaRecallValue,
  Settings,
  Transactions,
  TransferBody as SchemaTransferBody,
  TransferValue as SchemaTransferValue,
  Unread,
  UplineBody,
  UplineInfo as SchemaUplineInfo,
  UplineValue,
  VendorWallets as SchemaVendorWallets,
  Withdrawal1,
  Withdrawals1,
  AddBody,
  MobileBody,
  MobileCodeBody,
  EmailCodeBody,
  EmailBody,
} from '../generated/schemas';
import { everyMemberOf } from './everyMemberOf';

// Account (security center).

/** schemas/api/account.json#/definitions/profile; `email` and `mobile` are masked by the server. */
export type AccountProfile = Profile;
/** schemas/api/account.json#/definitions/paymentPasswordBody: set with `loginPassword` or change with `oldPassword`. */
export type PaymentPasswordBody = SchemaPaymentPasswordBody;
/** schemas/api/account.json#/definitions/paymentPasswordValue */
export type PaymentPasswordValue = SchemaPaymentPasswordValue;
/** schemas/api/account.json#/definitions/codeValue: the code's validity in minutes. */
export type BindCodeValue = CodeValue;
/** schemas/api/account.json#/definitions/mobileCodeBody */
export type BindMobileCodeBody = MobileCodeBody;
/** schemas/api/account.json#/definitions/emailCodeBody */
export type BindEmailCodeBody = EmailCodeBody;
/** schemas/api/account.json#/definitions/mobileBody */
export type BindMobileBody = MobileBody;
/** schemas/api/account.json#/definitions/emailBody */
export type BindEmailBody = EmailBody;

// Bank cards.

/** schemas/api/bank-card.json#/definitions/card; `cardNumber` is masked, e.g. "**** **** **** 1234". */
export type BankCard = Card;
/** schemas/api/bank-card.json#/definitions/list; a new card's payee name must equal `payeeName` once set. */
export type BankCardList = List;
/** schemas/api/bank-card.json#/definitions/addBody */
export type AddBankCardBody = AddBody;

// Wallet.

/** schemas/api/wallet.json#/definitions/balance */
export type BalanceInfo = Balance;
/** schemas/api/wallet.json#/definitions/unread: the member's unread platform messages. */
export type UnreadCount = Unread;
/** schemas/api/wallet.json#/definitions/messages */
export type MessagePage = Messages;
/** One platform message of schemas/api/wallet.json#/definitions/messages, in the request language, plain text. */
export type MemberMessage = MessagePage['list'][number];
/** schemas/api/wallet.json#/definitions/messagesQuery: paging and the category filter of the member's messages. */
export type MessageListQuery = MessagesQuery;
/** schemas/api/wallet.json#/definitions/vendorWallets */
export type VendorWallets = SchemaVendorWallets;
/** One vendor wallet of schemas/api/wallet.json#/definitions/vendorWallets. */
export type VendorWallet = VendorWallets['wallets'][number];
/** schemas/api/wallet.json#/definitions/transferBody */
export type TransferBody = SchemaTransferBody;
/** schemas/api/wallet.json#/definitions/transferValue */
export type TransferValue = SchemaTransferValue;
/** schemas/api/wallet.json#/definitions/recallValue */
export type RecallValue = SchemaRecallValue;
/** schemas/api/wallet.json#/definitions/uplineInfo */
export type UplineInfo = SchemaUplineInfo;
/** schemas/api/wallet.json#/definitions/uplineBody */
export type UplineTransferBody = UplineBody;
/** schemas/api/wallet.json#/definitions/uplineValue */
export type UplineTransferValue = UplineValue;
/** schemas/api/wallet.json#/definitions/transactions: one page of the account record with totals over the whole range. */
export type TransactionPage = Transactions;
/** One account record row; `amount` is signed from the member's side (+ credit, - debit). */
export type Transaction = TransactionPage['list'][number];
/**
 * The account record's row types (schemas/api/wallet.json#/definitions/transactions, `type`), in
 * the order the record's filter offers them after `all` (docs/api/member-center.md transactionHistory).
 */
export const TRANSACTION_RECORD_TYPES = everyMemberOf<Transaction['type']>()([
  'deposit',
  'withdraw',
  'transfer',
  'upline',
  'bet',
  'payout',
  'bonus',
  'commission',
  'adjustment',
] as const);

// Deposit.

/** schemas/api/deposit.json#/definitions/channels */
export type DepositChannels = Channels;
/** One channel of schemas/api/deposit.json#/definitions/channels. */
export type DepositChannel = DepositChannels['channels'][number];
/** schemas/api/deposit.json#/definitions/createBody */
export type DepositBody = CreateBody;
/** schemas/api/deposit.json#/definitions/order */
export type DepositOrder = Order;
export type DepositStatus = DepositOrder['status'];
/** schemas/api/deposit.json#/definitions/orders */
export type DepositOrderPage = Orders;
/** schemas/api/deposit.json#/definitions/gatewayCallback: what the payment gateway posts to the platform. */
export type GatewayCallback = SchemaGatewayCallback;

// Withdraw.

/** schemas/api/withdraw.json#/definitions/settings */
export type WithdrawSettings = Settings;
/** schemas/api/withdraw.json#/definitions/createBody */
export type WithdrawBody = CreateBody1;
/** schemas/api/withdraw.json#/definitions/withdrawal */
export type Withdrawal = Withdrawal1;
export type WithdrawStatus = Withdrawal['status'];
/** schemas/api/withdraw.json#/definitions/withdrawals */
export type WithdrawalPage = Withdrawals1;
/** schemas/api/withdraw.json#/definitions/confirmBody */
export type WithdrawConfirmBody = ConfirmBody1;
export type ConfirmResult = WithdrawConfirmBody['result'];
/** schemas/api/withdraw.json#/definitions/proofs */
export type ProofList = Proofs;
/** One proof image of a withdrawal. */
export type Proof = ProofList['proofs'][number];
