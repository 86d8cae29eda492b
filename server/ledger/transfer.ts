/**
 * `transfer()`: the only way money moves (README "Money").
 *
 * One database transaction (a savepoint inside the caller's `tx`): the two accounts are created
 * when missing (inserted in key order), then locked with `SELECT ... FOR UPDATE` ordered by
 * account id, so two transfers over the same accounts always lock in the same order and cannot
 * deadlock; the debit account must keep a balance of at least zero when it is a member, vendor or
 * hold wallet; the transfer, its two entries and both balances are written together.
 *
 * Idempotency: (merchant, idempotency key) is unique. A repeated key with the same fields returns
 * the first result unchanged (`duplicate: true`, the balances right after the first transfer) and
 * moves nothing; with other fields it throws {@link IdempotencyConflict}. Two racing requests with
 * one key: the loser hits the unique index, its savepoint rolls back and it answers as a repeat.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import { accountKey, ensureAccounts, NON_NEGATIVE_KINDS, type AccountRef } from './accounts.ts';
import { IdempotencyConflict, InsufficientFunds, InvalidTransfer } from './errors.ts';
import { rollupTransfer } from '../services/agent/rollup.ts';

export interface TransferInput {
  merchantId: number;
  /** Unique per merchant; the same key again returns the first result. At most 160 characters. */
  idempotencyKey: string;
  /** The account that gives `amount`. */
  debit: AccountRef;
  /** The account that receives `amount`. */
  credit: AccountRef;
  /** Minor units, > 0. */
  amount: bigint;
  /** ISO 4217, e.g. CNY; both accounts must hold this currency. */
  currency: string;
  /** Why (deposit, withdraw, vendorIn, upline, bet, payout, ...); at most 32 characters. */
  reason: string;
  /** The business record (order number, round id...). */
  reference?: string;
  meta?: Record<string, unknown>;
  /** When the transfer happened; default now. Only the seed and imports back-date (the agent figures follow it). */
  at?: Date;
}

export interface TransferResult {
  transferId: number;
  /** True when the key was used before and this call moved nothing. */
  duplicate: boolean;
  /** Balances right after the transfer, by account key (see accountKey), in minor units. */
  balances: Record<string, bigint>;
  merchantId: number;
  currency: string;
}

type CommitListener = (result: TransferResult) => void;
const listeners = new Set<CommitListener>();

/**
 * Calls `listener` after every committed, non-duplicate transfer that `transfer()` ran in its own
 * transaction (callers passing `tx` call {@link notifyCommitted} after their commit).
 * @returns a function removing the listener.
 */
export function onCommitted(listener: CommitListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners about transfers committed inside a caller's transaction (call after the commit). */
export function notifyCommitted(...results: TransferResult[]): void {
  for (const result of results) {
    if (result.duplicate) continue;
    for (const listener of listeners) {
      try {
        listener(result);
      } catch {
        // a listener's failure never undoes or fails a committed transfer
      }
    }
  }
}

function validate(input: TransferInput): void {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw new InvalidTransfer(`amount must be a positive bigint of minor units, got ${String(input.amount)}`);
  if (input.amount > 9_000_000_000_000_000_000n) throw new InvalidTransfer('amount too large');
  if (!input.idempotencyKey || input.idempotencyKey.length > 160) throw new InvalidTransfer('idempotencyKey must have 1 to 160 characters');
  if (!/^[A-Z]{3,8}$/.test(input.currency)) throw new InvalidTransfer(`bad currency ${input.currency}`);
  if (!input.reason || input.reason.length > 32) throw new InvalidTransfer('reason must have 1 to 32 characters');
  if (input.reference !== undefined && input.reference.length > 128) throw new InvalidTransfer('reference must have at most 128 characters');
  if (accountKey(input.debit) === accountKey(input.credit)) throw new InvalidTransfer('debit and credit are the same account');
}

/** Whether `err` (or a cause) is a unique violation of the transfer key. */
function isKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.code === '23505' && (e.constraint === 'ledger_transfers_key_uq' || String(e.message).includes('ledger_transfers_key_uq'))) return true;
  }
  return false;
}

/** The first result of `input.idempotencyKey`, or null when unused. @throws IdempotencyConflict when its fields differ. */
async function findExisting(db: Db, input: TransferInput): Promise<TransferResult | null> {
  const debit = alias(ledgerAccounts, 'debit');
  const credit = alias(ledgerAccounts, 'credit');
  const [row] = await db
    .select({ t: ledgerTransfers, debitKey: debit.key, creditKey: credit.key })
    .from(ledgerTransfers)
    .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
    .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
    .where(and(eq(ledgerTransfers.merchantId, input.merchantId), eq(ledgerTransfers.idempotencyKey, input.idempotencyKey)))
    .limit(1);
  if (!row) return null;
  const same =
    row.debitKey === accountKey(input.debit) &&
    row.creditKey === accountKey(input.credit) &&
    row.t.amount === input.amount &&
    row.t.currency === input.currency &&
    row.t.reason === input.reason &&
    (row.t.reference ?? null) === (input.reference ?? null);
  if (!same) throw new IdempotencyConflict(input.idempotencyKey, row.t.id);
  const entries = await db
    .select({ key: ledgerAccounts.key, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transferId, row.t.id));
  return { transferId: row.t.id, duplicate: true, balances: Object.fromEntries(entries.map((e) => [e.key, e.balanceAfter])), merchantId: input.merchantId, currency: input.currency };
}

async function apply(tx: Db, input: TransferInput): Promise<TransferResult> {
  const refs = [input.debit, input.credit].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
  const ensured = await ensureAccounts(tx, input.merchantId, refs, input.currency);
  for (const account of ensured) {
    if (account.currency !== input.currency) throw new InvalidTransfer(`account ${account.key} holds ${account.currency}, not ${input.currency}`);
  }
  const locked = await tx
    .select({ id: ledgerAccounts.id, key: ledgerAccounts.key, kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ensured.map((a) => a.id)))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  const debit = locked.find((a) => a.key === accountKey(input.debit))!;
  const credit = locked.find((a) => a.key === accountKey(input.credit))!;
  const debitAfter = debit.balance - input.amount;
  const creditAfter = credit.balance + input.amount;
  if (debitAfter < 0n && NON_NEGATIVE_KINDS.has(debit.kind)) throw new InsufficientFunds(debit.key, debit.balance, input.amount);

  const [row] = await tx
    .insert(ledgerTransfers)
    .values({
      merchantId: input.merchantId,
      idempotencyKey: input.idempotencyKey,
      debitAccountId: debit.id,
      creditAccountId: credit.id,
      amount: input.amount,
      currency: input.currency,
      reason: input.reason,
      reference: input.reference ?? null,
      meta: input.meta ?? null,
      ...(input.at ? { createdAt: input.at } : {}),
    })
    .returning({ id: ledgerTransfers.id, createdAt: ledgerTransfers.createdAt });
  const transferId = row!.id;
  // The agent figures of the touched members, in this savepoint: a replay never reaches here (README "Agents").
  await rollupTransfer(tx, input.merchantId, row!.createdAt, input);
  await tx.insert(ledgerEntries).values([
    { transferId, accountId: debit.id, amount: -input.amount, balanceAfter: debitAfter, createdAt: row!.createdAt },
    { transferId, accountId: credit.id, amount: input.amount, balanceAfter: creditAfter, createdAt: row!.createdAt },
  ]);
  await tx.update(ledgerAccounts).set({ balance: debitAfter }).where(eq(ledgerAccounts.id, debit.id));
  await tx.update(ledgerAccounts).set({ balance: creditAfter }).where(eq(ledgerAccounts.id, credit.id));
  return { transferId, duplicate: false, balances: { [debit.key]: debitAfter, [credit.key]: creditAfter }, merchantId: input.merchantId, currency: input.currency };
}

/**
 * Moves `amount` minor units from `debit` to `credit` (see the module doc).
 * @param tx the caller's transaction: the transfer runs in a savepoint of it and commits with it
 *   (call {@link notifyCommitted} after that commit); without it, its own transaction. A
 *   transaction passed as `db` is treated the same way (no listener is told before its commit).
 * @throws InvalidTransfer (bad input), InsufficientFunds, IdempotencyConflict; nothing moved.
 */
export async function transfer(db: Db, input: TransferInput, tx?: Db): Promise<TransferResult> {
  validate(input);
  const runner = tx ?? db;
  const existing = await findExisting(runner, input);
  if (existing) return existing;
  let result: TransferResult;
  try {
    result = await runner.transaction((t) => apply(t as unknown as Db, input));
  } catch (err) {
    if (!isKeyViolation(err)) throw err;
    const first = await findExisting(runner, input);
    if (!first) throw err;
    return first;
  }
  // Inside a caller's transaction (passed as `tx`, or as `db` itself) the commit is the caller's.
  if (!tx && !(db instanceof PgTransaction)) notifyCommitted(result);
  return result;
}
