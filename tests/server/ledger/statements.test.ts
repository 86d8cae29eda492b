/**
 * The ledger's cost on the money path (README "Money"; server/ledger/transfer.ts): a transfer
 * between existing accounts is one statement (plus one for its agent figures when its reason feeds
 * them), several transfers made together (a closing credit's win and settled stake) write their
 * figures in one statement that leaves the same rows as one statement per transfer, a refusal
 * inside a caller's transaction writes nothing and leaves the transaction usable (no savepoint),
 * and an account's first use creates it with the transfer, or not at all when refused.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/open.ts';
import { ledgerAccounts } from '../../../server/db/schema.ts';
import {
  balanceOf,
  InsufficientFunds,
  transfer,
  transfers,
  type AccountRef,
  type TransferInput,
} from '../../../server/ledger/index.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { memberRow } from '../services/wallet/support.ts';

let t: TestApp;
let merchantId: number;
let player: number;

beforeAll(async () => {
  t = await createTestApp();
  const row = await memberRow(t.db, 'player001');
  merchantId = row.merchantId;
  player = row.id;
});
afterAll(async () => t.close());

const member = (memberId: number): AccountRef => ({ kind: 'member', memberId });
const vendor = (memberId: number, vendorCode = 'BGS'): AccountRef => ({ kind: 'vendor', vendorCode, memberId });
let seq = 0;
const key = (label: string) => `stmt:${label}:${process.pid}:${++seq}`;

/** Runs `body` in a transaction rolled back afterwards. */
async function rolledBack<T>(body: (tx: Db) => Promise<T>): Promise<T> {
  let out: T | undefined;
  const undo = new Error('rolled back');
  await t.db
    .transaction(async (tx) => {
      out = await body(tx as unknown as Db);
      throw undo;
    })
    .catch((err: unknown) => {
      if (err !== undo) throw err;
    });
  return out as T;
}

/** `tx` counting the statements run through it (the ledger runs raw statements with execute). */
function counting(tx: Db): { db: Db; statements: SQL[] } {
  const statements: SQL[] = [];
  const db = Object.create(tx) as Db;
  (db as unknown as { execute: (q: SQL) => unknown }).execute = (q: SQL) => (statements.push(q), tx.execute(q));
  return { db, statements };
}

const base = (label: string, debit: AccountRef, credit: AccountRef, reason: string, amount: bigint): TransferInput => ({
  merchantId,
  idempotencyKey: key(label),
  debit,
  credit,
  amount,
  currency: 'CNY',
  reason,
});

describe('statements per transfer', () => {
  it('moves money between existing accounts in one statement, and its figures in one more', async () => {
    await transfer(t.db, base('fund', { kind: 'house' }, member(player), 'opening', 10_000n));
    await transfer(t.db, base('open-vendor', member(player), vendor(player), 'vendorIn', 100n));
    const counts = await rolledBack(async (tx) => {
      const plain = counting(tx);
      await transfer(plain.db, base('in', member(player), vendor(player), 'vendorIn', 100n));
      const fed = counting(tx);
      await transfer(fed.db, base('bet', member(player), vendor(player), 'vendor.debit', 100n));
      const pair = counting(tx);
      await transfers(pair.db, [
        base('win', { kind: 'house' }, member(player), 'vendor.credit', 300n),
        base('settle', vendor(player), { kind: 'house' }, 'vendor.settle', 100n),
      ]);
      const repeat = counting(tx);
      const again = { ...base('again', member(player), vendor(player), 'vendorIn', 100n) };
      await transfer(tx, again);
      await transfer(repeat.db, again);
      return [plain.statements.length, fed.statements.length, pair.statements.length, repeat.statements.length];
    });
    // vendorIn feeds no figure; vendor.debit one; a credit and its settlement share one; a repeated key only reads
    expect(counts).toEqual([1, 2, 3, 1]);
  });
});

describe('figures of transfers made together', () => {
  const FIGURES = [
    'registered',
    'first_deposit',
    'deposit_count',
    'deposits',
    'withdrawals',
    'transfers_in',
    'transfers_out',
    'bet_count',
    'bet_amount',
    'valid_bet',
    'payout',
    'income',
  ];
  const rows = async (db: Db, day: string) => {
    const list = async (q: SQL) =>
      ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) =>
        Object.values(r).map(String).join('|'),
      );
    return {
      members: await list(
        sql`select member_id, ${sql.raw(FIGURES.join(', '))} from member_daily_stats where day = ${day}::date order by member_id`,
      ),
      teams: await list(
        sql`select agent_id, active, ${sql.raw(FIGURES.join(', '))} from team_daily_stats where day = ${day}::date order by agent_id`,
      ),
    };
  };

  it('leave the same member and team rows as one transfer after the other', async () => {
    const at = new Date('2042-05-01T04:00:00Z');
    const day = '2042-05-01';
    const legs = (label: string): TransferInput[] => [
      { ...base(`${label}-bet`, member(player), vendor(player), 'vendor.debit', 500n), at },
      { ...base(`${label}-win`, { kind: 'house' }, member(player), 'vendor.credit', 1_200n), at },
      { ...base(`${label}-settle`, vendor(player), { kind: 'house' }, 'vendor.settle', 500n), at },
    ];
    const oneByOne = await rolledBack(async (tx) => {
      for (const input of legs('one')) await transfer(tx, input);
      return rows(tx, day);
    });
    const together = await rolledBack(async (tx) => {
      const [bet, ...credit] = legs('two');
      await transfer(tx, bet!);
      await transfers(tx, credit);
      return rows(tx, day);
    });
    expect(together).toEqual(oneByOne);
    expect(oneByOne.members.join('\n')).toContain('|1200|'); // the payout is there
    expect(oneByOne.teams.length).toBeGreaterThan(0); // player001 has uplines
  });
});

describe('refusals inside a caller transaction', () => {
  it('write nothing and leave the transaction usable, without a savepoint', async () => {
    const balance = await balanceOf(t.db, { merchantId, ...member(player) });
    const after = await rolledBack(async (tx) => {
      const seen = counting(tx);
      await expect(
        transfer(seen.db, base('too-much', member(player), vendor(player), 'vendorIn', balance + 1n)),
      ).rejects.toBeInstanceOf(InsufficientFunds);
      expect(seen.statements).toHaveLength(1);
      // the transaction still works: the next transfer goes through in it
      const ok = await transfer(tx, base('fits', member(player), vendor(player), 'vendorIn', 1n));
      return ok.balances[`member:${player}`];
    });
    expect(after).toBe(balance - 1n);
  });

  it('create an account on first use with the transfer, and none for a refused first use', async () => {
    const accounts = (db: Db, code: string) =>
      db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.key, `vendor:${code}:${player}`)));
    await rolledBack(async (tx) => {
      // a new vendor wallet cannot pay: refused, and no account is left behind
      await expect(
        transfer(tx, base('empty', vendor(player, 'NEWV'), member(player), 'vendorOut', 5n)),
      ).rejects.toBeInstanceOf(InsufficientFunds);
      expect(await accounts(tx, 'NEWV')).toHaveLength(0);
      // money into it creates it
      const moved = await transfer(tx, base('first', member(player), vendor(player, 'NEWV'), 'vendorIn', 5n));
      expect(moved.balances[`vendor:NEWV:${player}`]).toBe(5n);
      expect(await accounts(tx, 'NEWV')).toHaveLength(1);
    });
  });
});
