/**
 * Money tables (README "Money"), re-exported by ./schema.ts.
 *
 * The ledger (server/ledger): double-entry. A `ledger_accounts` row is one account of a merchant
 * in one currency (a member's main wallet, a member's wallet at a vendor, the house, the bonus
 * pool, payment clearing per channel, the withdrawal hold) with its balance in integer minor units
 * (bigint). A `ledger_transfers` row moves `amount` from its debit account to its credit account
 * and is unique per (merchant, idempotency key); it writes two `ledger_entries` (-amount on the
 * debit account, +amount on the credit account, each with the balance after). Balances are only
 * written by server/ledger/transfer.ts, in the same transaction as the transfer.
 *
 * Around it: deposit channels and money settings per merchant (operators change them without a
 * redeploy), deposit orders, the demo gateway's own orders, bank cards, withdrawals and their
 * proof images, member messages (money notices and the unread count), payment-password attempts,
 * operators, their sessions and the audit log.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { members } from './authSchema.ts';
import { merchants } from './siteSchema.ts';
import { operatorRoles } from './staffSchema.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) => bigint(name, { mode: 'bigint' });
/** A NOT NULL merchant_id column that cascades with its merchant (shared by the schema modules). */
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
/** A NOT NULL member_id column that cascades with its member. */
export const memberRef = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

/** PostgreSQL bytea as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One ledger account. `key` names it within the merchant: member:12, vendor:PG:12, house, bonus, clearing:DEMOPAY, withdrawalHold. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    key: varchar('key', { length: 96 }).notNull(),
    /** member, vendor, house, bonus, clearing, withdrawalHold. */
    kind: varchar('kind', { length: 24 }).notNull(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
    vendorCode: varchar('vendor_code', { length: 32 }),
    channel: varchar('channel', { length: 32 }),
    /** ISO 4217 code, e.g. CNY. */
    currency: varchar('currency', { length: 8 }).notNull(),
    /** Minor units. Member, vendor and hold accounts never go below zero (checked by the ledger and ledger:check). */
    balance: minor('balance')
      .notNull()
      .default(sql`0`),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_key_uq').on(t.merchantId, t.key),
    index('ledger_accounts_member_idx').on(t.memberId),
  ],
);

/** One transfer: `amount` from `debit` to `credit`. */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantRef(),
    idempotencyKey: varchar('idempotency_key', { length: 160 }).notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: minor('amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    /** What moved the money: deposit, withdraw, withdrawReturn, withdrawPaid, vendorIn, vendorOut, upline, bet, payout, rollback, bonus, opening, adjustment... */
    reason: varchar('reason', { length: 32 }).notNull(),
    /** The business record: a deposit or withdrawal order number, a round id... */
    reference: varchar('reference', { length: 128 }),
    meta: jsonb('meta').$type<Record<string, unknown>>(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_key_uq').on(t.merchantId, t.idempotencyKey),
    index('ledger_transfers_created_idx').on(t.merchantId, t.createdAt),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
  ],
);

/** One side of a transfer on one account: signed amount and the account's balance after it. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** -amount on the debit account, +amount on the credit account. */
    amount: minor('amount').notNull(),
    balanceAfter: minor('balance_after').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transfer_idx').on(t.transferId),
  ],
);

/** Money settings of a merchant (a merchant without a row uses the defaults of server/services/wallet/settings.ts). */
export const merchantMoneySettings = pgTable('merchant_money_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  withdrawMin: minor('withdraw_min').notNull(),
  withdrawMax: minor('withdraw_max').notNull(),
  withdrawDailyMax: minor('withdraw_daily_max').notNull(),
  /** Spec section 4: a paid withdrawal left unconfirmed this long is treated as received. */
  confirmMinutes: integer('confirm_minutes').notNull(),
  uplineMin: minor('upline_min').notNull(),
  uplineMax: minor('upline_max').notNull(),
  /** HMAC secret shared with the demo payment gateway. */
  gatewaySecret: varchar('gateway_secret', { length: 128 }).notNull(),
});

/** A deposit channel of a merchant with its limits. */
export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    code: varchar('code', { length: 32 }).notNull(),
    /** gateway (demo payment gateway) or bank (bank transfer approved by an operator). */
    type: varchar('type', { length: 16 }).notNull(),
    nameTw: varchar('name_tw', { length: 80 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull(),
    minAmount: minor('min_amount').notNull(),
    maxAmount: minor('max_amount').notNull(),
    /** Bank transfer details shown to the payer. */
    bank: jsonb('bank').$type<{ bankName: string; accountName: string; accountNumber: string; branch: string }>(),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('deposit_channels_code_uq').on(t.merchantId, t.code)],
);

/** A member's deposit. Status: pending, success, failed, rejected. */
export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    channelCode: varchar('channel_code', { length: 32 }).notNull(),
    channelType: varchar('channel_type', { length: 16 }).notNull(),
    amount: minor('amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    gatewayOrderId: varchar('gateway_order_id', { length: 64 }),
    payerName: varchar('payer_name', { length: 60 }),
    requestId: varchar('request_id', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    /** The member took the deposit bonus offered with this deposit (docs/rewards.md "Bonus engine"). */
    claimBonus: boolean('claim_bonus').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('deposit_orders_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('deposit_orders_request_uq')
      .on(t.memberId, t.requestId)
      .where(sql`${t.requestId} is not null`),
  ],
);

/** The demo payment gateway's own orders (it plays a third party: server/services/payments/gateway.ts). */
export const gatewayOrders = pgTable('gateway_orders', {
  id: varchar('id', { length: 64 }).primaryKey(),
  merchantId: merchantRef(),
  merchantOrderNo: varchar('merchant_order_no', { length: 32 }).notNull().unique(),
  amount: minor('amount').notNull(),
  currency: varchar('currency', { length: 8 }).notNull(),
  /** created, PAID, FAILED. */
  status: varchar('status', { length: 16 }).notNull().default('created'),
  returnUrl: text('return_url').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
  completedAt: at('completed_at'),
});

/** A member's bank card (payee name rules: server/services/account/bankCards.ts). Removed cards are kept for old withdrawals. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    cardNumber: varchar('card_number', { length: 19 }).notNull(),
    payeeName: varchar('payee_name', { length: 40 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('bank_cards_member_idx').on(t.memberId),
    uniqueIndex('bank_cards_number_uq')
      .on(t.merchantId, t.cardNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** A withdrawal. Status: applied, approved, rejected, paid, cancelled. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    orderNo: varchar('order_no', { length: 32 }).notNull().unique(),
    amount: minor('amount').notNull(),
    currency: varchar('currency', { length: 8 }).notNull(),
    bankCardId: integer('bank_card_id')
      .notNull()
      .references(() => bankCards.id),
    status: varchar('status', { length: 16 }).notNull().default('applied'),
    requestId: varchar('request_id', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    createdAt: at('created_at').notNull().defaultNow(),
    reviewedAt: at('reviewed_at'),
    paidAt: at('paid_at'),
    /** received, notReceived, partlyReceived (spec section 4). */
    confirmResult: varchar('confirm_result', { length: 16 }),
    remainingAmount: minor('remaining_amount'),
    confirmedAt: at('confirmed_at'),
    confirmAuto: boolean('confirm_auto').notNull().default(false),
  },
  (t) => [
    index('withdrawals_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('withdrawals_request_uq')
      .on(t.memberId, t.requestId)
      .where(sql`${t.requestId} is not null`),
  ],
);

/** A proof image of a withdrawal (png or jpg, checked by content, at most 5 MB, at most 3). */
export const withdrawalProofs = pgTable(
  'withdrawal_proofs',
  {
    id: serial('id').primaryKey(),
    withdrawalId: integer('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'cascade' }),
    memberId: memberRef(),
    mime: varchar('mime', { length: 32 }).notNull(),
    data: bytea('data').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('withdrawal_proofs_withdrawal_idx').on(t.withdrawalId)],
);

/** A platform message to a member (system, money, contract, reward notices and operator broadcasts); drives the unread count. */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    memberId: memberRef(),
    titleTw: varchar('title_tw', { length: 200 }).notNull(),
    titleEn: varchar('title_en', { length: 200 }).notNull(),
    contentTw: text('content_tw').notNull(),
    contentEn: text('content_en').notNull(),
    /** system, money, contract, reward or broadcast (schemas/api/rewards.json messageCategory). */
    category: varchar('category', { length: 12 })
      .$type<'system' | 'money' | 'contract' | 'reward' | 'broadcast'>()
      .notNull()
      .default('system'),
    /** The operator broadcast it came from (server/db/rewardSchema.ts message_broadcasts), else null. */
    broadcastId: integer('broadcast_id'),
    readAt: at('read_at'),
    /** Deleted by the member: hidden from the list and the unread count. */
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('member_messages_member_idx').on(t.memberId, t.createdAt)],
);

/** Payment-password checks, for the lockout (5 failures in an hour). */
export const paymentPasswordAttempts = pgTable(
  'payment_password_attempts',
  {
    id: serial('id').primaryKey(),
    memberId: memberRef(),
    success: boolean('success').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('payment_password_attempts_idx').on(t.memberId, t.at)],
);

/** A merchant operator (back office staff). */
export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    username: varchar('username', { length: 64 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The staff member's role (./staffSchema.ts); none holds no permission (README "Staff and roles"). */
    roleId: integer('role_id').references(() => operatorRoles.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_username_uq').on(t.merchantId, t.username)],
);

/** An operator session: the token's SHA-256 hash. */
export const operatorSessions = pgTable('operator_sessions', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  operatorId: integer('operator_id')
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  createdAt: at('created_at').notNull().defaultNow(),
  lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  revokedAt: at('revoked_at'),
  ip: varchar('ip', { length: 64 }).notNull(),
  userAgent: varchar('user_agent', { length: 400 }).notNull().default(''),
});

/** What an operator did: who, when, what, before and after. */
export const operatorAudit = pgTable(
  'operator_audit',
  {
    id: serial('id').primaryKey(),
    merchantId: merchantRef(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    action: varchar('action', { length: 48 }).notNull(),
    targetType: varchar('target_type', { length: 32 }).notNull(),
    targetId: integer('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('operator_audit_merchant_idx').on(t.merchantId, t.at),
    index('operator_audit_operator_idx').on(t.merchantId, t.operatorId, t.at),
  ],
);
