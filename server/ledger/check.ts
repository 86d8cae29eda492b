/**
 * The ledger's invariants (README "Money"), verified on a whole database by `npm run ledger:check`
 * (scripts/ledger-check.ts) and by the tests:
 * 1. each account's balance equals the sum of its entries (and its newest entry's balance after);
 * 2. every transfer balances: exactly two entries, -amount on its debit account and +amount on
 *    its credit account, summing to zero;
 * 3. no member, vendor, points or hold account is below zero;
 * 4. no idempotency key is used twice within a merchant.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { NON_NEGATIVE_KINDS } from './accounts.ts';
import { rowsOf } from '../db/executor.ts';

export interface LedgerCheck {
  name: string;
  /** How many rows the check looked at. */
  checked: number;
  /** Descriptions of the breaches (at most 20 are listed; `breaches` counts them all). */
  problems: string[];
  breaches: number;
}

export interface LedgerCheckReport {
  ok: boolean;
  checks: LedgerCheck[];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = { rows: rowsOf<T>(await db.execute(query)) };
  return result.rows;
}

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await rows<{ n: string | number }>(db, sql.raw(`select count(*) as n from ${table}`));
  return Number(row?.n ?? 0);
}

function check(name: string, checked: number, breaches: string[]): LedgerCheck {
  return { name, checked, problems: breaches.slice(0, 20), breaches: breaches.length };
}

/** Runs the four checks. Read-only. */
export async function checkLedger(db: Db): Promise<LedgerCheckReport> {
  const accounts = await countOf(db, 'ledger_accounts');
  const transfers = await countOf(db, 'ledger_transfers');

  const balance = await rows<{ id: number; key: string; balance: string; sum: string; last: string | null }>(
    db,
    sql`select a.id, a.merchant_id || ':' || a.key as key, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as sum,
          (select e2.balance_after::text from ledger_entries e2 where e2.account_id = a.id order by e2.id desc limit 1) as last
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        group by a.id
        having a.balance <> coalesce(sum(e.amount), 0)
            or a.balance <> coalesce((select e3.balance_after from ledger_entries e3 where e3.account_id = a.id order by e3.id desc limit 1), 0)`,
  );

  const unbalanced = await rows<{ id: number; key: string; n: string }>(
    db,
    sql`select t.id, t.idempotency_key as key, count(e.id)::text as n
        from ledger_transfers t left join ledger_entries e on e.transfer_id = t.id
        group by t.id
        having count(e.id) <> 2
            or coalesce(sum(e.amount), 0) <> 0
            or count(*) filter (where e.account_id = t.debit_account_id and e.amount = -t.amount) <> 1
            or count(*) filter (where e.account_id = t.credit_account_id and e.amount = t.amount) <> 1`,
  );

  const kinds = [...NON_NEGATIVE_KINDS].map((k) => `'${k}'`).join(', ');
  const negative = await rows<{ key: string; balance: string }>(
    db,
    sql.raw(
      `select merchant_id || ':' || key as key, balance::text as balance from ledger_accounts where kind in (${kinds}) and balance < 0`,
    ),
  );

  const reused = await rows<{ key: string; n: string }>(
    db,
    sql`select merchant_id || ':' || idempotency_key as key, count(*)::text as n from ledger_transfers group by merchant_id, idempotency_key having count(*) > 1`,
  );

  const checks = [
    check(
      'balance equals the sum of its entries',
      accounts,
      balance.map(
        (r) => `account ${r.key}: balance ${r.balance}, entries sum ${r.sum}, last balance after ${r.last ?? 'none'}`,
      ),
    ),
    check(
      'every transfer balances',
      transfers,
      unbalanced.map((r) => `transfer ${r.id} (${r.key}): ${r.n} entries or amounts that do not cancel out`),
    ),
    check(
      'no member, vendor, points or hold account below zero',
      accounts,
      negative.map((r) => `account ${r.key}: balance ${r.balance}`),
    ),
    check(
      'no idempotency key used twice',
      transfers,
      reused.map((r) => `key ${r.key} used ${r.n} times`),
    ),
  ];
  return { ok: checks.every((c) => c.breaches === 0), checks };
}
