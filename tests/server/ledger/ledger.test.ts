/**
 * The ledger (README "Money"): transfers, overdraft, idempotency, conflicts, concurrency on
 * PGlite (and PostgreSQL when DATABASE_URL is set), random interleavings (fast-check), and
 * ledger:check catching a corrupted balance (the function and the npm script's exit code).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { openDatabase, type Db, type OpenedDatabase } from '../../../server/db/open.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { ledgerAccounts, members, merchants } from '../../../server/db/schema.ts';
import {
  balanceOf,
  checkLedger,
  IdempotencyConflict,
  InsufficientFunds,
  InvalidTransfer,
  onCommitted,
  transfer,
  type AccountRef,
} from '../../../server/ledger/index.ts';
import { REPO_ROOT } from '../../../server/paths.ts';
import { seededTemplate } from '../support/testApp.ts';

const run = promisify(execFile);

interface Fixture {
  opened: OpenedDatabase;
  db: Db;
  merchantId: number;
  memberIds: number[];
}

async function fixture(opened: OpenedDatabase): Promise<Fixture> {
  const [merchant] = await opened.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'DEMO'));
  const rows = await opened.db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.merchantId, merchant!.id))
    .orderBy(members.id);
  return { opened, db: opened.db, merchantId: merchant!.id, memberIds: rows.map((r) => r.id).slice(0, 4) };
}

const member = (memberId: number): AccountRef => ({ kind: 'member', memberId });
let seq = 0;
const key = (label: string) => `test:${label}:${process.pid}:${++seq}`;

/** The ledger behaviour every database must show. */
function ledgerSuite(name: string, open: () => Promise<OpenedDatabase | null>) {
  describe(name, () => {
    let f: Fixture | null = null;
    beforeAll(async () => {
      const opened = await open();
      if (opened) f = await fixture(opened);
    });
    afterAll(async () => {
      await f?.opened.close();
    });

    const need = () => {
      if (!f) throw new Error('no database');
      return f;
    };
    const fund = async (memberId: number, amount: bigint) =>
      transfer(need().db, {
        merchantId: need().merchantId,
        idempotencyKey: key('fund'),
        debit: { kind: 'house' },
        credit: member(memberId),
        amount,
        currency: 'CNY',
        reason: 'opening',
      });
    const balance = (memberId: number) => balanceOf(need().db, { merchantId: need().merchantId, ...member(memberId) });

    it('moves money between two accounts and reports both balances', async () => {
      const { db, merchantId, memberIds } = need();
      const before = await balance(memberIds[0]!);
      const house = await balanceOf(db, { merchantId, kind: 'house' });
      const result = await fund(memberIds[0]!, 10_000n);
      expect(result.duplicate).toBe(false);
      expect(result.balances[`member:${memberIds[0]}`]).toBe(before + 10_000n);
      expect(result.balances.house).toBe(house - 10_000n);
      expect(await balance(memberIds[0]!)).toBe(before + 10_000n);
    });

    it('refuses to take a member wallet below zero and moves nothing', async () => {
      const { db, merchantId, memberIds } = need();
      const before = await balance(memberIds[1]!);
      const attempt = transfer(db, {
        merchantId,
        idempotencyKey: key('overdraft'),
        debit: member(memberIds[1]!),
        credit: { kind: 'house' },
        amount: before + 1n,
        currency: 'CNY',
        reason: 'withdraw',
      });
      await expect(attempt).rejects.toBeInstanceOf(InsufficientFunds);
      expect(await balance(memberIds[1]!)).toBe(before);
    });

    it('answers a repeated key with the first result and moves nothing again', async () => {
      const { db, merchantId, memberIds } = need();
      await fund(memberIds[2]!, 5_000n);
      const input = {
        merchantId,
        idempotencyKey: key('replay'),
        debit: member(memberIds[2]!),
        credit: { kind: 'house' } as AccountRef,
        amount: 1_234n,
        currency: 'CNY',
        reason: 'withdraw',
        reference: 'W1',
      };
      const first = await transfer(db, input);
      await fund(memberIds[2]!, 100n); // the balance moves on; the replay still answers the first balances
      const again = await transfer(db, input);
      expect(again).toEqual({ ...first, duplicate: true });
      expect(await balance(memberIds[2]!)).toBe(first.balances[`member:${memberIds[2]}`]! + 100n);
    });

    it('refuses a repeated key with other fields (IdempotencyConflict)', async () => {
      const { db, merchantId, memberIds } = need();
      await fund(memberIds[2]!, 1_000n);
      const k = key('conflict');
      await transfer(db, {
        merchantId,
        idempotencyKey: k,
        debit: member(memberIds[2]!),
        credit: { kind: 'house' },
        amount: 100n,
        currency: 'CNY',
        reason: 'bet',
      });
      const before = await balance(memberIds[2]!);
      await expect(
        transfer(db, {
          merchantId,
          idempotencyKey: k,
          debit: member(memberIds[2]!),
          credit: { kind: 'house' },
          amount: 101n,
          currency: 'CNY',
          reason: 'bet',
        }),
      ).rejects.toBeInstanceOf(IdempotencyConflict);
      await expect(
        transfer(db, {
          merchantId,
          idempotencyKey: k,
          debit: member(memberIds[2]!),
          credit: { kind: 'bonus' },
          amount: 100n,
          currency: 'CNY',
          reason: 'bet',
        }),
      ).rejects.toBeInstanceOf(IdempotencyConflict);
      expect(await balance(memberIds[2]!)).toBe(before);
    });

    it('refuses bad input: zero or negative amounts, the same account twice, another currency', async () => {
      const { db, merchantId, memberIds } = need();
      const base = {
        merchantId,
        debit: { kind: 'house' } as AccountRef,
        credit: member(memberIds[0]!),
        currency: 'CNY',
        reason: 'opening',
      };
      await expect(transfer(db, { ...base, idempotencyKey: key('zero'), amount: 0n })).rejects.toBeInstanceOf(
        InvalidTransfer,
      );
      await expect(transfer(db, { ...base, idempotencyKey: key('neg'), amount: -5n })).rejects.toBeInstanceOf(
        InvalidTransfer,
      );
      await expect(
        transfer(db, { ...base, idempotencyKey: key('same'), credit: { kind: 'house' }, amount: 5n }),
      ).rejects.toBeInstanceOf(InvalidTransfer);
      await expect(
        transfer(db, { ...base, idempotencyKey: key('usd'), currency: 'USD', amount: 5n }),
      ).rejects.toBeInstanceOf(InvalidTransfer);
    });

    it("tells commit listeners after its own commit, never inside a caller's transaction", async () => {
      const { db, merchantId, memberIds } = need();
      const seen: string[] = [];
      const off = onCommitted((r) => seen.push(Object.keys(r.balances).sort().join(',')));
      try {
        await fund(memberIds[3]!, 10n);
        expect(seen).toEqual([`house,member:${memberIds[3]}`]);
        await db.transaction(async (tx) => {
          await transfer(tx as unknown as Db, {
            merchantId,
            idempotencyKey: key('in-tx'),
            debit: { kind: 'house' },
            credit: member(memberIds[3]!),
            amount: 5n,
            currency: 'CNY',
            reason: 'opening',
          });
          await transfer(
            db,
            {
              merchantId,
              idempotencyKey: key('in-tx-arg'),
              debit: { kind: 'house' },
              credit: member(memberIds[3]!),
              amount: 5n,
              currency: 'CNY',
              reason: 'opening',
            },
            tx as unknown as Db,
          );
        });
        expect(seen).toHaveLength(1);
      } finally {
        off();
      }
    });

    it('keeps every invariant under many parallel transfers and replays between the same accounts', async () => {
      const { db, merchantId, memberIds } = need();
      const ids = memberIds.slice(0, 3);
      for (const id of ids) await fund(id, 1_000n);
      const totalBefore = (await Promise.all(ids.map(balance))).reduce((a, b) => a + b, 0n);
      const keys = Array.from({ length: 60 }, (_, i) => key(`par${i}`));
      const jobs = keys.flatMap((k, i) => {
        const input = {
          merchantId,
          idempotencyKey: k,
          debit: member(ids[i % 3]!),
          credit: member(ids[(i + 1 + (i % 2)) % 3]!),
          amount: BigInt(50 + (i % 7) * 40),
          currency: 'CNY',
          reason: 'upline',
        };
        const once = () =>
          transfer(db, input).then(
            (r) => r,
            (e: unknown) => (e instanceof InsufficientFunds ? 'insufficient' : Promise.reject(e)),
          );
        return i % 4 === 0 ? [once(), once()] : [once()]; // a quarter are sent twice at once
      });
      const results = await Promise.all(jobs);
      const moved = results.filter((r) => r !== 'insufficient');
      expect(moved.length).toBeGreaterThan(0);
      const totalAfter = (await Promise.all(ids.map(balance))).reduce((a, b) => a + b, 0n);
      expect(totalAfter).toBe(totalBefore); // transfers among the three only reshuffle their money
      for (const id of ids) expect(await balance(id)).toBeGreaterThanOrEqual(0n);
      const report = await checkLedger(db);
      expect(report.checks.map((c) => [c.name, c.breaches])).toEqual(report.checks.map((c) => [c.name, 0]));
    });
  });
}

ledgerSuite('ledger on PGlite', async () => openDatabase({ memory: true, loadDataDir: await seededTemplate() }));

const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  ledgerSuite('ledger on PostgreSQL (DATABASE_URL)', async () => {
    const opened = await openDatabase({ databaseUrl: pgUrl });
    await prepareDatabase(opened);
    return opened;
  });
}

describe('random interleavings of deposits, transfers, withdrawals and replays (fast-check)', () => {
  let opened: OpenedDatabase;
  let f: Fixture;
  beforeAll(async () => {
    opened = await openDatabase({ memory: true, loadDataDir: await seededTemplate() });
    f = await fixture(opened);
  });
  afterAll(async () => opened.close());

  type Op = {
    kind: 'deposit' | 'withdraw' | 'toVendor' | 'fromVendor' | 'upline';
    who: number;
    other: number;
    amount: number;
    replay: boolean;
  };
  const op = fc.record({
    kind: fc.constantFrom('deposit', 'withdraw', 'toVendor', 'fromVendor', 'upline') as fc.Arbitrary<Op['kind']>,
    who: fc.integer({ min: 0, max: 2 }),
    other: fc.integer({ min: 0, max: 2 }),
    amount: fc.integer({ min: 1, max: 5_000 }),
    replay: fc.boolean(),
  });

  it('leaves ledger:check clean and the money of the closed system unchanged', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        round++;
        const inputs = ops.map((o, i) => {
          const a = f.memberIds[o.who]!;
          const b = f.memberIds[o.other === o.who ? (o.who + 1) % 3 : o.other]!;
          const pair: [AccountRef, AccountRef] =
            o.kind === 'deposit'
              ? [{ kind: 'clearing', channel: 'DEMOPAY' }, member(a)]
              : o.kind === 'withdraw'
                ? [member(a), { kind: 'withdrawalHold' }]
                : o.kind === 'toVendor'
                  ? [member(a), { kind: 'vendor', vendorCode: 'PG', memberId: a }]
                  : o.kind === 'fromVendor'
                    ? [{ kind: 'vendor', vendorCode: 'PG', memberId: a }, member(a)]
                    : [member(a), member(b)];
          return {
            merchantId: f.merchantId,
            idempotencyKey: `prop:${round}:${i}`,
            debit: pair[0],
            credit: pair[1],
            amount: BigInt(o.amount),
            currency: 'CNY',
            reason: o.kind,
          };
        });
        const calls = inputs.flatMap((input, i) => (ops[i]!.replay ? [input, input] : [input]));
        const outcomes = await Promise.all(
          calls.map((input) =>
            transfer(f.db, input).then(
              () => 'ok',
              (e: unknown) => (e instanceof InsufficientFunds ? 'insufficient' : Promise.reject(e)),
            ),
          ),
        );
        expect(outcomes.every((o) => o === 'ok' || o === 'insufficient')).toBe(true);
        const report = await checkLedger(f.db);
        expect(report.ok).toBe(true);
        const total = (await f.db.execute(
          sql`select coalesce(sum(balance), 0)::text as s from ledger_accounts where merchant_id = ${f.merchantId}`,
        )) as unknown as { rows: { s: string }[] };
        expect(total.rows[0]!.s).toBe('0'); // double entry: all accounts together always hold nothing
      }),
      { numRuns: 12 },
    );
  });
});

describe('ledger:check', () => {
  it('finds a corrupted balance (function and npm script exit code)', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'ledger-check-'));
    const dataDir = path.join(dir, 'db');
    try {
      const opened = await openDatabase({ dataDir, loadDataDir: await seededTemplate() });
      const f = await fixture(opened);
      await transfer(f.db, {
        merchantId: f.merchantId,
        idempotencyKey: 'check:fund',
        debit: { kind: 'house' },
        credit: member(f.memberIds[0]!),
        amount: 500n,
        currency: 'CNY',
        reason: 'opening',
      });
      expect((await checkLedger(f.db)).ok).toBe(true);
      await f.db
        .update(ledgerAccounts)
        .set({ balance: 501n })
        .where(eq(ledgerAccounts.key, `member:${f.memberIds[0]}`));
      const report = await checkLedger(f.db);
      expect(report.ok).toBe(false);
      const broken = report.checks.find((c) => c.name === 'balance equals the sum of its entries')!;
      expect(broken.problems.join('\n')).toContain(`member:${f.memberIds[0]}: balance 501`);
      await opened.close();

      const failed = await run('npx', ['tsx', 'scripts/ledger-check.ts'], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      }).then(
        () => ({ code: 0, stdout: '' }),
        (e: { code: number; stdout: string }) => ({ code: e.code, stdout: e.stdout }),
      );
      expect(failed.code).toBe(1);
      expect(failed.stdout).toContain('FAIL balance equals the sum of its entries');
      expect(failed.stdout).toContain('ok   every transfer balances');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
