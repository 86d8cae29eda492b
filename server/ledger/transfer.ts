/**
 * `transfer()`: the only way money moves (README "Money").
 *
 * One database transaction, and one statement when both accounts exist ({@link moveStatement}):
 * the two accounts are locked with `SELECT ... ORDER BY id FOR UPDATE`, so two transfers over the
 * same accounts always lock in the same order and cannot deadlock; the debit account must keep a
 * balance of at least zero when it is a member, vendor, points or hold wallet; the transfer, its
 * two entries and both balances are written by that statement, or nothing is. A refusal
 * (insufficient funds, another currency) writes nothing, so a caller's transaction stays usable
 * without a savepoint. An account used for the first time is created (in key order) in one
 * transaction (a savepoint of the caller's) with the transfer, so a refused first transfer leaves
 * no account behind. A transfer whose reason feeds the agent figures adds them
 * (services/agent/rollup.ts) in the same transaction.
 *
 * Idempotency: (merchant, idempotency key) is unique. A repeated key with the same fields returns
 * the first result unchanged (`duplicate: true`, the balances right after the first transfer) and
 * moves nothing; with other fields it throws {@link IdempotencyConflict}. The statement looks the
 * key up first (a repeat locks nothing); two racing requests with one key: the loser's insert does
 * nothing (`ON CONFLICT DO NOTHING` waits for the winner's commit), so it writes nothing else
 * either, and it answers as a repeat.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/executor.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../db/schema.ts';
import { accountKey, ensureAccounts, NON_NEGATIVE_KINDS, type AccountRef } from './accounts.ts';
import { IdempotencyConflict, InsufficientFunds, InvalidTransfer } from './errors.ts';
import { transferDeltas, writeDeltas, type DayFigures, type MemberDelta } from '../services/agent/rollup.ts';
import { rowsOf } from '../db/executor.ts';

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
  if (typeof input.amount !== 'bigint' || input.amount <= 0n)
    throw new InvalidTransfer(`amount must be a positive bigint of minor units, got ${String(input.amount)}`);
  if (input.amount > 9_000_000_000_000_000_000n) throw new InvalidTransfer('amount too large');
  if (!input.idempotencyKey || input.idempotencyKey.length > 160)
    throw new InvalidTransfer('idempotencyKey must have 1 to 160 characters');
  if (!/^[A-Z]{3,8}$/.test(input.currency)) throw new InvalidTransfer(`bad currency ${input.currency}`);
  if (!input.reason || input.reason.length > 32) throw new InvalidTransfer('reason must have 1 to 32 characters');
  if (input.reference !== undefined && input.reference.length > 128)
    throw new InvalidTransfer('reference must have at most 128 characters');
  if (accountKey(input.debit) === accountKey(input.credit))
    throw new InvalidTransfer('debit and credit are the same account');
}

/** The first result of `input.idempotencyKey`, or null when unused. @throws IdempotencyConflict when its fields differ. */
async function findExisting(db: Executor, input: TransferInput): Promise<TransferResult | null> {
  const debit = alias(ledgerAccounts, 'debit');
  const credit = alias(ledgerAccounts, 'credit');
  const [row] = await db
    .select({ t: ledgerTransfers, debitKey: debit.key, creditKey: credit.key })
    .from(ledgerTransfers)
    .innerJoin(debit, eq(debit.id, ledgerTransfers.debitAccountId))
    .innerJoin(credit, eq(credit.id, ledgerTransfers.creditAccountId))
    .where(
      and(eq(ledgerTransfers.merchantId, input.merchantId), eq(ledgerTransfers.idempotencyKey, input.idempotencyKey)),
    )
    .limit(1);
  if (!row) return null;
  const fields = {
    id: row.t.id,
    debitKey: row.debitKey,
    creditKey: row.creditKey,
    amount: row.t.amount,
    currency: row.t.currency,
    reason: row.t.reason,
    reference: row.t.reference,
  };
  const entries = await db
    .select({ key: ledgerAccounts.key, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transferId, row.t.id));
  return repeatOf(input, fields, Object.fromEntries(entries.map((e) => [e.key, e.balanceAfter])));
}

/** The fields of a transfer found under the key, as compared with a repeat. */
interface PriorFields {
  id: number;
  debitKey: string;
  creditKey: string;
  amount: bigint;
  currency: string;
  reason: string;
  reference: string | null;
}

/** The answer to a repeated key. @throws IdempotencyConflict when the first transfer's fields differ. */
function repeatOf(input: TransferInput, prior: PriorFields, balances: Record<string, bigint>): TransferResult {
  const same =
    prior.debitKey === accountKey(input.debit) &&
    prior.creditKey === accountKey(input.credit) &&
    prior.amount === input.amount &&
    prior.currency === input.currency &&
    prior.reason === input.reason &&
    prior.reference === (input.reference ?? null);
  if (!same) throw new IdempotencyConflict(input.idempotencyKey, prior.id);
  return { transferId: prior.id, duplicate: true, balances, merchantId: input.merchantId, currency: input.currency };
}

const NON_NEGATIVE_SQL = sql.raw([...NON_NEGATIVE_KINDS].map((k) => `'${k}'`).join(', '));

/**
 * The transfer in one statement (data-modifying CTEs, one snapshot, all or nothing):
 * - `prior`: the transfer already made under the key, with its entries' balances (a repeat locks nothing);
 * - `locked`: the two accounts, `ORDER BY id FOR UPDATE` (READ COMMITTED: the latest committed balances);
 * - `calc`: what the checks need (accounts found, their currency, the debit balance, short of funds);
 * - `ins`: the transfer row, only when both accounts exist in the currency and the debit can pay;
 *   `ON CONFLICT DO NOTHING` makes a racing twin (same key, committed meanwhile) write nothing;
 * - `moved`: both balances, only when `ins` wrote the transfer; `entries`: its two entries with
 *   the balances after, read from `moved`.
 * Answers one row (see {@link MoveRow}).
 */
function moveStatement(input: TransferInput, debitKey: string, creditKey: string): SQL {
  const m = input.merchantId;
  const amount = input.amount.toString();
  const meta = input.meta === undefined ? null : JSON.stringify(input.meta);
  const at = input.at ? input.at.toISOString() : null;
  return sql`
    with prior as materialized (
      select t.id, t.amount::text as amount, t.currency, t.reason, t.reference, d.key as debit_key, c.key as credit_key,
        (select json_object_agg(a.key, e.balance_after::text) from ledger_entries e join ledger_accounts a on a.id = e.account_id where e.transfer_id = t.id) as balances
      from ledger_transfers t join ledger_accounts d on d.id = t.debit_account_id join ledger_accounts c on c.id = t.credit_account_id
      where t.merchant_id = ${m}::int and t.idempotency_key = ${input.idempotencyKey}::varchar),
    locked as materialized (
      select a.id, a.key, a.kind, a.balance, a.currency from ledger_accounts a
      where a.merchant_id = ${m}::int and a.key in (${debitKey}::varchar, ${creditKey}::varchar) and not exists (select 1 from prior)
      order by a.id for update),
    calc as materialized (
      select count(*)::int as found,
        max(id) filter (where key = ${debitKey}::varchar) as debit_id,
        max(id) filter (where key = ${creditKey}::varchar) as credit_id,
        max(balance) filter (where key = ${debitKey}::varchar) as debit_balance,
        (array_agg(key || ' holds ' || currency) filter (where currency <> ${input.currency}::varchar))[1] as other_currency,
        coalesce(bool_or(key = ${debitKey}::varchar and kind in (${NON_NEGATIVE_SQL}) and balance < ${amount}::bigint), false) as short
      from locked),
    ins as (
      insert into ledger_transfers (merchant_id, idempotency_key, debit_account_id, credit_account_id, amount, currency, reason, reference, meta, created_at)
      select ${m}::int, ${input.idempotencyKey}::varchar, c.debit_id, c.credit_id, ${amount}::bigint, ${input.currency}::varchar, ${input.reason}::varchar, ${input.reference ?? null}::varchar, ${meta}::jsonb, coalesce(${at}::timestamptz, now())
      from calc c where c.found = 2 and c.other_currency is null and not c.short
      on conflict (merchant_id, idempotency_key) do nothing
      returning id, created_at),
    moved as (
      update ledger_accounts a set balance = a.balance + case when a.id = c.debit_id then -${amount}::bigint else ${amount}::bigint end
      from calc c, ins where a.id in (c.debit_id, c.credit_id)
      returning a.id, a.key, a.balance),
    entries as (
      insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at)
      select ins.id, mv.id, case when mv.id = c.debit_id then -${amount}::bigint else ${amount}::bigint end, mv.balance, ins.created_at
      from ins, moved mv, calc c order by mv.id
      returning account_id)
    select c.found, c.debit_balance::text as debit_balance, c.other_currency, c.short,
      ins.id as transfer_id, (extract(epoch from ins.created_at) * 1000)::float8 as created_ms,
      (select json_object_agg(mv.key, mv.balance::text) from moved mv) as balances,
      (select count(*)::int from entries) as entry_count,
      p.id as prior_id, p.amount as prior_amount, p.currency as prior_currency, p.reason as prior_reason, p.reference as prior_reference,
      p.debit_key as prior_debit_key, p.credit_key as prior_credit_key, p.balances as prior_balances
    from calc c left join ins on true left join prior p on true`;
}

/** The one row of {@link moveStatement}. Numbers of bigint columns come as text. */
interface MoveRow {
  found: number;
  debit_balance: string | null;
  other_currency: string | null;
  short: boolean;
  transfer_id: number | string | null;
  created_ms: number | null;
  balances: Record<string, string> | string | null;
  entry_count: number;
  prior_id: number | string | null;
  prior_amount: string | null;
  prior_currency: string | null;
  prior_reason: string | null;
  prior_reference: string | null;
  prior_debit_key: string | null;
  prior_credit_key: string | null;
  prior_balances: Record<string, string> | string | null;
}

/** A json column as an object (node-postgres parses json, PGlite too; a string is parsed here). */
const jsonOf = (value: Record<string, string> | string | null): Record<string, string> =>
  value === null ? {} : typeof value === 'string' ? (JSON.parse(value) as Record<string, string>) : value;
const bigints = (value: Record<string, string> | string | null): Record<string, bigint> =>
  Object.fromEntries(Object.entries(jsonOf(value)).map(([k, v]) => [k, BigInt(v)]));

/** What one run of {@link moveStatement} decided. */
type Move =
  | { kind: 'moved'; result: TransferResult; at: Date }
  | { kind: 'repeat'; result: TransferResult }
  /** A racing twin committed the key meanwhile: read it again in a new statement. */
  | { kind: 'raced' }
  /** An account does not exist yet (nothing was locked beyond the other one). */
  | { kind: 'missing'; debitFound: boolean };

/**
 * Runs the statement on `runner` and reads its row.
 * @throws InvalidTransfer (an account in another currency), InsufficientFunds, IdempotencyConflict: nothing written.
 */
async function move(runner: Executor, input: TransferInput, debitKey: string, creditKey: string): Promise<Move> {
  const rows = rowsOf<MoveRow>(await runner.execute(moveStatement(input, debitKey, creditKey)));
  const row = rows[0]!;
  if (row.prior_id !== null) {
    const prior = {
      id: Number(row.prior_id),
      debitKey: row.prior_debit_key!,
      creditKey: row.prior_credit_key!,
      amount: BigInt(row.prior_amount!),
      currency: row.prior_currency!,
      reason: row.prior_reason!,
      reference: row.prior_reference,
    };
    return { kind: 'repeat', result: repeatOf(input, prior, bigints(row.prior_balances)) };
  }
  if (row.other_currency !== null) throw new InvalidTransfer(`account ${row.other_currency}, not ${input.currency}`);
  const debitFound = row.debit_balance !== null;
  if (row.short) throw new InsufficientFunds(debitKey, BigInt(row.debit_balance!), input.amount);
  if (row.found < 2) {
    // A wallet that was never used holds 0: it cannot pay (and no account is created for a refusal).
    if (!debitFound && NON_NEGATIVE_KINDS.has(input.debit.kind))
      throw new InsufficientFunds(debitKey, 0n, input.amount);
    return { kind: 'missing', debitFound };
  }
  if (row.transfer_id === null) return { kind: 'raced' };
  if (row.entry_count !== 2)
    throw new Error(`ledger: transfer ${String(row.transfer_id)} wrote ${row.entry_count} entries`);
  const result = {
    transferId: Number(row.transfer_id),
    duplicate: false,
    balances: bigints(row.balances),
    merchantId: input.merchantId,
    currency: input.currency,
  };
  return { kind: 'moved', result, at: new Date(row.created_ms!) };
}

/** Whether `db` is a transaction (a caller's, passed as `db` or `tx`). */
const inTransaction = (db: Executor): boolean => db instanceof PgTransaction;

/** A transfer moved (or found) by {@link moveOrCreate}; `figuresDone` when its figures were written with it. */
type Done =
  | { kind: 'moved'; result: TransferResult; at: Date; figuresDone: boolean }
  | { kind: 'repeat'; result: TransferResult };

/**
 * One transfer on `runner` (a transaction, or the database for a single statement), its figures
 * left to the caller when `deltasLater` (so several transfers' figures go in one statement), else
 * written with it. An account used for the first time is created in a savepoint with the transfer
 * (and its figures).
 * @param first the statement's answer when the caller already ran it (transfers() sends several at once).
 */
async function moveOrCreate(
  runner: Executor,
  input: TransferInput,
  deltasLater: boolean,
  inOwnTransaction: boolean,
  first?: Move,
): Promise<Done> {
  const debitKey = accountKey(input.debit);
  const creditKey = accountKey(input.credit);
  const deltas = transferDeltas(input);
  const once = async (t: Executor, withDeltas: boolean): Promise<Move> => {
    const done = await move(t, input, debitKey, creditKey);
    if (withDeltas && done.kind === 'moved' && deltas.length > 0)
      await writeDeltas(t, input.merchantId, done.at, deltas);
    return done;
  };
  // The figures must commit with the money: outside a transaction, a transfer that feeds them
  // runs in its own; one that feeds none is a single statement (its own transaction).
  let done =
    first ??
    (inOwnTransaction && deltas.length > 0 && !deltasLater
      ? await runner.transaction((t) => once(t, true))
      : await once(runner, !deltasLater));
  if (done.kind === 'missing') {
    // First use of an account: created in key order with the transfer, in one transaction (a
    // savepoint of the caller's), undone when the transfer is refused.
    const refs = [input.debit, input.credit].sort((a, b) => (accountKey(a) < accountKey(b) ? -1 : 1));
    done = await runner.transaction(async (t) => {
      await ensureAccounts(t, input.merchantId, refs, input.currency);
      const again = await once(t, true);
      if (again.kind === 'missing') throw new Error(`ledger: accounts ${debitKey}, ${creditKey} still missing`);
      return again;
    });
    if (done.kind === 'moved') return { ...done, figuresDone: true };
  }
  if (done.kind === 'raced') {
    const found = await findExisting(runner, input);
    if (!found) throw new Error(`ledger: idempotency key ${input.idempotencyKey} conflicted but is not found`);
    return { kind: 'repeat', result: found };
  }
  return done.kind === 'moved' ? { ...done, figuresDone: !deltasLater } : done;
}

/**
 * Moves `amount` minor units from `debit` to `credit` (see the module doc).
 * @param tx the caller's transaction: the transfer runs in it and commits with it (call
 *   {@link notifyCommitted} after that commit); without it, its own transaction. A transaction
 *   passed as `db` is treated the same way (no listener is told before its commit).
 * @returns the transfer, or the first one under the key (`duplicate: true`).
 * @throws InvalidTransfer (bad input), InsufficientFunds, IdempotencyConflict; nothing moved and the
 *   caller's transaction is still usable.
 */
export async function transfer(db: Executor, input: TransferInput, tx?: Executor): Promise<TransferResult> {
  validate(input);
  const callerTransaction = tx !== undefined || inTransaction(db);
  const done = await moveOrCreate(tx ?? db, input, false, !callerTransaction);
  // Inside a caller's transaction the commit is the caller's.
  if (!callerTransaction && done.kind === 'moved') notifyCommitted(done.result);
  return done.result;
}

/**
 * The figures of several transfers made in one transaction, merged so that one statement writes
 * them (services/agent/rollup.ts writeDeltas): the deltas of one member at one instant are summed
 * (a closing credit's payout and valid bet), unless one is a deposit or an income (their own
 * flags); groups that cannot merge are written one by one. The sums are the same as one
 * statement per transfer.
 */
async function writeMerged(tx: Executor, moved: { input: TransferInput; at: Date }[]): Promise<void> {
  const groups = new Map<string, { merchantId: number; at: Date; deltas: MemberDelta[] }>();
  for (const { input, at } of moved) {
    const deltas = transferDeltas(input);
    if (deltas.length === 0) continue;
    const key = `${input.merchantId}:${at.getTime()}`;
    const group = groups.get(key) ?? { merchantId: input.merchantId, at, deltas: [] };
    groups.set(key, group);
    group.deltas.push(...deltas);
  }
  for (const group of groups.values()) {
    const plain = group.deltas.every((d) => !d.deposit && !d.incomeKind);
    if (!plain) {
      for (const delta of group.deltas) await writeDeltas(tx, group.merchantId, group.at, [delta]);
      continue;
    }
    const byMember = new Map<number, MemberDelta>();
    for (const delta of group.deltas) {
      const sum = byMember.get(delta.memberId);
      if (!sum) {
        byMember.set(delta.memberId, { memberId: delta.memberId, figures: { ...delta.figures } });
        continue;
      }
      for (const [name, value] of Object.entries(delta.figures) as [keyof DayFigures, number | bigint][]) {
        const before = sum.figures[name];
        (sum.figures as Record<string, number | bigint>)[name] =
          before === undefined
            ? value
            : typeof value === 'bigint'
              ? (before as bigint) + value
              : (before as number) + value;
      }
    }
    await writeDeltas(tx, group.merchantId, group.at, [...byMember.values()]);
  }
}

/**
 * Several transfers in one transaction, their agent figures in one statement ({@link writeMerged}):
 * e.g. a closing credit's win and settled stake. Each is what {@link transfer} does (checks,
 * locks, idempotency); their statements are sent together (on PostgreSQL one exchange: the
 * connection pipelines them; they run in the order of `inputs`), so a transfer that locks a busy
 * account (the house) holds it for as short a time as possible. A transfer that opens an
 * account is made after the others (in a savepoint), so no transfer of the list may need the
 * money of an earlier one. A refusal throws (the first in the order of `inputs`) and the caller's transaction must roll
 * back: the other transfers of the list may have been made in it.
 * @param tx the caller's transaction (as for transfer); without it, one transaction of their own.
 * @param alongside the caller's next statement, given the results: sent together with the figures.
 * @returns the results in the order of `inputs`.
 * @throws as transfer.
 */
export async function transfers(
  db: Executor,
  inputs: TransferInput[],
  tx?: Executor,
  alongside?: (results: TransferResult[]) => Promise<void>,
): Promise<TransferResult[]> {
  for (const input of inputs) validate(input);
  if (tx === undefined && !inTransaction(db)) {
    const results = await db.transaction((t) => transfers(t, inputs, undefined, alongside));
    notifyCommitted(...results);
    return results;
  }
  const runner = tx ?? db;
  const firsts = await Promise.allSettled(
    inputs.map((input) => move(runner, input, accountKey(input.debit), accountKey(input.credit))),
  );
  const refused = firsts.find((f): f is PromiseRejectedResult => f.status === 'rejected');
  if (refused) throw refused.reason;
  const results: TransferResult[] = [];
  const moved: { input: TransferInput; at: Date }[] = [];
  for (const [i, input] of inputs.entries()) {
    const done = await moveOrCreate(runner, input, true, false, (firsts[i] as PromiseFulfilledResult<Move>).value);
    results.push(done.result);
    if (done.kind === 'moved' && !done.figuresDone) moved.push({ input, at: done.at });
  }
  await Promise.all([writeMerged(runner, moved), alongside?.(results)]);
  return results;
}
