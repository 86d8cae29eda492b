/**
 * The member's wallets (spec sections 2 and 7: transferFund and transferUpline):
 * the main wallet, one wallet per vendor of the merchant when the merchant wallet is not single,
 * transfers between them, recall all, and the transfer to the upline. Every move is a ledger
 * transfer (server/ledger); amounts are minor units here and decimal strings on the wire.
 */
import { assertStakeAllowed } from '../rg/checks.ts';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { ledgerAccounts, members, merchantVendors, vendors } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { textInAll } from '../../i18n/messages.ts';
import { balanceOf, InsufficientFunds, transfer, type TransferResult } from '../../ledger/index.ts';
import type { MemberRow } from '../auth/sessions.ts';
import { MERCHANT_CACHE_MS, type MerchantContext } from '../merchants.ts';
import { merchantCache } from '../../shared/cache.ts';
import { verifyPaymentPassword } from '../account/paymentPassword.ts';
import { toWire } from '../../../contract/money.ts';
import { assertRange } from './amounts.ts';
import { notifyMember } from './messagesService.ts';
import { moneySettings } from './settings.ts';
import type {
  RecallValue,
  TransferValue,
  UplineInfo,
  UplineTransferValue,
  VendorWallets,
} from '../../../contract/types.ts';

/** The merchant's currency (permission.currency). */
export const currencyOfMerchant = (merchant: MerchantContext) => merchant.config.permission.currency;

/** The member's main wallet balance in minor units. */
export function mainBalance(db: Db, merchantId: number, memberId: number): Promise<bigint> {
  return balanceOf(db, { merchantId, kind: 'member', memberId });
}

/**
 * Runs a ledger transfer and maps its refusals to API errors (400 INSUFFICIENT_FUNDS, 409
 * DUPLICATE_REQUEST for a requestId reused with other fields).
 */
export async function moveMoney(db: Db, input: Parameters<typeof transfer>[1], tx?: Db): Promise<TransferResult> {
  try {
    return await transfer(db, input, tx);
  } catch (err) {
    if (err instanceof InsufficientFunds) throw new ApiError(400, 'INSUFFICIENT_FUNDS', 'insufficientFunds');
    if (err instanceof Error && err.name === 'IdempotencyConflict')
      throw new ApiError(409, 'DUPLICATE_REQUEST', 'duplicateRequest');
    throw err;
  }
}

/** An idempotency key: the client's requestId when sent (a retry moves nothing twice), else a fresh one. */
export const requestKey = (scope: string, memberId: number, requestId: string | undefined) =>
  `${scope}:${memberId}:${requestId ?? randomUUID()}`;

/**
 * The merchant's vendor selection (enabled, in its order) with both names, kept per merchant for
 * MERCHANT_CACHE_MS (1 s, the bound of the merchant's own cache: services/merchants.ts), so a
 * transfer does not read it each time; a selection changed elsewhere shows within that time.
 */
const vendorSelection = merchantCache(MERCHANT_CACHE_MS, async (db, merchantId) =>
  db
    .select({ code: vendors.code, nameTw: vendors.nameTw, nameEn: vendors.nameEn })
    .from(vendors)
    .innerJoin(merchantVendors, eq(merchantVendors.vendorId, vendors.id))
    .where(
      and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true), eq(vendors.enabled, true)),
    )
    .orderBy(asc(merchantVendors.sortOrder), asc(vendors.id)),
);

/** Vendors of the merchant (its enabled selection, in its order) with names in `language`. */
async function merchantVendorList(db: Db, merchantId: number, language: Language) {
  const rows = await vendorSelection.get(db, merchantId);
  return rows.map((r) => ({ vendorCode: r.code, name: language === 'EN' ? r.nameEn : r.nameTw }));
}

/** The main wallet and the vendor wallets (none when the merchant wallet is single). */
export async function walletOverview(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  language: Language,
): Promise<VendorWallets> {
  const currency = currencyOfMerchant(merchant);
  const isSingle = merchant.config.permission.merchantWallet.isSingle;
  const main = toWire(await mainBalance(db, merchant.id, memberId), currency);
  if (isSingle) return { isSingle, main, currency, wallets: [] };
  const accounts = await db
    .select({ vendorCode: ledgerAccounts.vendorCode, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchant.id),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'vendor'),
      ),
    );
  const byCode = new Map(accounts.map((a) => [a.vendorCode, a.balance]));
  const wallets = (await merchantVendorList(db, merchant.id, language)).map((v) => ({
    ...v,
    balance: toWire(byCode.get(v.vendorCode) ?? 0n, currency),
  }));
  return { isSingle, main, currency, wallets };
}

function assertMultiWallet(merchant: MerchantContext): void {
  if (merchant.config.permission.merchantWallet.isSingle) throw new ApiError(409, 'SINGLE_WALLET', 'singleWallet');
}

/**
 * Moves `amount` between the main wallet and a vendor wallet (transferFund).
 * @param from 'main' or a vendor code; `to` the other side. Exactly one side is 'main'.
 * @throws 409 SINGLE_WALLET, 400 VENDOR_UNKNOWN, 400 INSUFFICIENT_FUNDS.
 */
export async function transferVendor(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  from: string,
  to: string,
  amount: bigint,
  requestId: string | undefined,
): Promise<TransferValue> {
  assertMultiWallet(merchant);
  const vendorCode = from === 'main' ? to : from;
  if ((from === 'main') === (to === 'main'))
    throw new ApiError(400, 'VENDOR_UNKNOWN', 'vendorUnknown', { value: { field: 'to', in: 'body' } });
  const offered = await merchantVendorList(db, merchant.id, 'EN');
  if (!offered.some((v) => v.vendorCode === vendorCode))
    throw new ApiError(400, 'VENDOR_UNKNOWN', 'vendorUnknown', {
      value: { field: from === 'main' ? 'to' : 'from', in: 'body' },
    });
  const main = { kind: 'member' as const, memberId };
  const vendor = { kind: 'vendor' as const, vendorCode, memberId };
  const currency = currencyOfMerchant(merchant);
  // Responsible gaming (docs/responsible-gaming.md): money taken to a vendor counts as a wager (403 RG_EXCLUDED, 400 RG_WAGER_LIMIT / RG_LOSS_LIMIT).
  if (from === 'main') await assertStakeAllowed(db, merchant.id, currency, memberId, amount, new Date());
  const result = await moveMoney(db, {
    merchantId: merchant.id,
    idempotencyKey: requestKey('wallet', memberId, requestId),
    debit: from === 'main' ? main : vendor,
    credit: from === 'main' ? vendor : main,
    amount,
    currency,
    reason: from === 'main' ? 'vendorIn' : 'vendorOut',
    reference: vendorCode,
  });
  return {
    main: toWire(result.balances[`member:${memberId}`]!, currency),
    vendorCode,
    vendorBalance: toWire(result.balances[`vendor:${vendorCode}:${memberId}`]!, currency),
  };
}

/**
 * Moves every vendor wallet with money back to the main wallet (message 'balance returned
 * successfully'). A wallet that changed meanwhile (a game round) is recalled as far as it goes.
 * @returns the main balance and how much came back.
 */
export async function recallAll(db: Db, merchant: MerchantContext, memberId: number): Promise<RecallValue> {
  assertMultiWallet(merchant);
  const currency = currencyOfMerchant(merchant);
  const accounts = await db
    .select({ vendorCode: ledgerAccounts.vendorCode, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchant.id),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'vendor'),
        gt(ledgerAccounts.balance, 0n),
      ),
    );
  let recalled = 0n;
  for (const account of accounts) {
    const vendorCode = account.vendorCode!;
    const recall = (amount: bigint) =>
      transfer(db, {
        merchantId: merchant.id,
        idempotencyKey: requestKey('recall', memberId, undefined),
        debit: { kind: 'vendor', vendorCode, memberId },
        credit: { kind: 'member', memberId },
        amount,
        currency,
        reason: 'vendorOut',
        reference: vendorCode,
      });
    try {
      await recall(account.balance);
      recalled += account.balance;
    } catch (err) {
      if (!(err instanceof InsufficientFunds)) throw err;
      if (err.balance <= 0n) continue; // spent meanwhile: nothing left to recall
      await recall(err.balance);
      recalled += err.balance;
    }
  }
  return { main: toWire(await mainBalance(db, merchant.id, memberId), currency), recalled: toWire(recalled, currency) };
}

/** The member's upline (same merchant), or null. */
async function uplineOf(db: Db, member: MemberRow) {
  if (!member.uplineId) return null;
  const [row] = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.id, member.uplineId), eq(members.merchantId, member.merchantId)))
    .limit(1);
  return row ?? null;
}

/** What the transferUpline page shows: the upline, the limits and the balance. */
export async function uplineInfo(db: Db, merchant: MerchantContext, member: MemberRow): Promise<UplineInfo> {
  const currency = currencyOfMerchant(merchant);
  const settings = await moneySettings(db, merchant.id);
  const upline = await uplineOf(db, member);
  return {
    upline: upline?.username ?? null,
    min: toWire(settings.uplineMin, currency),
    max: toWire(settings.uplineMax, currency),
    balance: toWire(await mainBalance(db, merchant.id, member.id), currency),
    hasPaymentPassword: Boolean(member.paymentPasswordHash),
  };
}

/**
 * A member's transfer to their upline (spec section 1; payment password, limits).
 * @throws 400 NO_UPLINE, AMOUNT_OUT_OF_RANGE, payment-password errors, INSUFFICIENT_FUNDS.
 */
export async function transferToUpline(
  db: Db,
  merchant: MerchantContext,
  member: MemberRow,
  amount: bigint,
  paymentPassword: string,
  requestId: string | undefined,
  now: Date,
): Promise<UplineTransferValue> {
  const currency = currencyOfMerchant(merchant);
  const upline = await uplineOf(db, member);
  if (!upline) throw new ApiError(400, 'NO_UPLINE', 'noUpline');
  const settings = await moneySettings(db, merchant.id);
  assertRange(amount, settings.uplineMin, settings.uplineMax, currency);
  await verifyPaymentPassword(db, member, paymentPassword, now);
  const result = await moveMoney(db, {
    merchantId: merchant.id,
    idempotencyKey: requestKey('upline', member.id, requestId),
    debit: { kind: 'member', memberId: member.id },
    credit: { kind: 'member', memberId: upline.id },
    amount,
    currency,
    reason: 'upline',
    reference: upline.username,
  });
  if (!result.duplicate) {
    const params = { username: member.username, amount: toWire(amount, currency), currency };
    await notifyMember(
      db,
      merchant.id,
      upline.id,
      textInAll('notices', 'transferReceivedTitle'),
      textInAll('notices', 'transferReceivedContent', params),
      'money',
    );
  }
  return { balance: toWire(result.balances[`member:${member.id}`]!, currency), upline: upline.username };
}
