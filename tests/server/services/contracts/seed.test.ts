/**
 * The seeded contracts (server/db/seed/contracts.ts; README "Contracts"): agent01 holds every kind
 * from the merchant and grants on below its own rates; subagent03 has an offer waiting; the month
 * of history was settled by the engine: every paid settlement has exactly one ledger transfer
 * (commission -> holder, reason the kind, key contract:<id>:<periodKey>, amount the payout), every
 * row obeys the difference model's arithmetic, no period pays the chain more than the top's
 * entitlement, dividends wait for approval (the seeded policy), the ledger is clean, and the
 * scheduler's first run pays nothing already paid.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { applyRate } from '../../../../engine/contracts.ts';
import { merchants } from '../../../../server/db/schema.ts';
import { periodAt } from '../../../../server/services/contracts/periods.ts';
import { rerunPeriod, settleDue } from '../../../../server/services/contracts/settle.ts';
import { toContext } from '../../../../server/services/merchants.ts';
import { expectLedgerClean } from '../vendor-protocol/settleSupport.ts';
import { createTestApp, type TestApp } from '../../support/testApp.ts';

let t: TestApp;
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the seeded contracts', () => {
  it('gives agent01 every kind from the merchant, grants below it and an offer waiting for subagent03', async () => {
    const contracts = await rows<{ kind: string; upline: string | null; downline: string; state: string }>(sql`
      select c.kind, u.username as upline, d.username as downline, c.state from agent_contracts c
      left join members u on u.id = c.upline_id join members d on d.id = c.downline_id order by c.id`);
    expect(contracts.filter((c) => c.downline === 'agent01').map((c) => [c.kind, c.upline, c.state])).toEqual([
      ['dividend', null, 'active'],
      ['dailyWage', null, 'active'],
      ['hourlyWage', null, 'active'],
      ['realtimeSalary', null, 'active'],
    ]);
    expect(contracts).toContainEqual({
      kind: 'dailyWage',
      upline: 'agent01',
      downline: 'subagent03',
      state: 'offered',
    });
    expect(contracts).toContainEqual({ kind: 'dailyWage', upline: 'subagent01', downline: 'team01', state: 'active' });
  });

  it('paid every settlement once through the ledger, by the difference model', async () => {
    const settled = await rows<{
      id: number;
      contract_id: number;
      kind: string;
      period_key: string;
      base: string;
      rate_bp: number;
      gross: string;
      downline_share: string;
      payout: string;
      state: string;
      transfers: number;
      moved: string | null;
      upline_id: number | null;
    }>(sql`
      select s.id, s.contract_id, s.kind, s.period_key, s.base::text, s.rate_bp, s.gross::text, s.downline_share::text, s.payout::text, s.state, c.upline_id,
        (select count(*)::int from ledger_transfers lt where lt.idempotency_key = 'contract:' || s.contract_id || ':' || s.period_key) as transfers,
        (select sum(lt.amount)::text from ledger_transfers lt join ledger_accounts da on da.id = lt.debit_account_id
          where lt.idempotency_key = 'contract:' || s.contract_id || ':' || s.period_key and da.key = 'commission' and lt.reason = s.kind) as moved
      from contract_settlements s join agent_contracts c on c.id = s.contract_id order by s.id`);
    expect(settled.length).toBeGreaterThan(50);
    expect(settled.some((s) => s.state === 'paid' && BigInt(s.payout) > 0n)).toBe(true);
    for (const s of settled) {
      expect(BigInt(s.payout)).toBe(BigInt(s.gross) - BigInt(s.downline_share));
      expect(BigInt(s.payout) >= 0n).toBe(true);
      // a top agent's gross is its rate on its base; a downline's may be capped by its upline's entitlement
      if (s.upline_id === null)
        expect(BigInt(s.gross)).toBe(BigInt(s.base) > 0n ? applyRate(BigInt(s.base), s.rate_bp) : 0n);
      else expect(BigInt(s.gross) <= (BigInt(s.base) > 0n ? applyRate(BigInt(s.base), s.rate_bp) : 0n)).toBe(true);
      if (s.state === 'paid') expect([s.transfers, s.moved]).toEqual([1, s.payout]);
      else expect(s.transfers).toBe(0);
    }
    // the whole chain of a period never pays more than the top's gross
    const byPeriod = new Map<string, { top: bigint; paid: bigint }>();
    for (const s of settled) {
      const key = `${s.kind}:${s.period_key}`;
      const p = byPeriod.get(key) ?? { top: 0n, paid: 0n };
      if (s.upline_id === null) p.top += BigInt(s.gross);
      p.paid += BigInt(s.payout);
      byPeriod.set(key, p);
    }
    for (const p of byPeriod.values()) expect(p.paid).toBe(p.top);
    // dividends wait for the holder's request (the seeded policy asks for approval)
    expect(
      settled.filter((s) => s.kind === 'dividend' && BigInt(s.payout) > 0n).every((s) => s.state === 'pending'),
    ).toBe(true);
    await expectLedgerClean(t.db);
  });

  it('the scheduler’s first run pays nothing already paid', async () => {
    const [row] = await t.db.select().from(merchants).where(eq(merchants.code, 'DEMO'));
    const before = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_transfers where idempotency_key like 'contract:%'`,
    );
    const totals = await settleDue(t.db, toContext(row!), new Date());
    expect(totals.transfers).toBe(0);
    // and a rerun of yesterday's daily wage finds every row there
    const yesterday = periodAt('daily', new Date(Date.now() - 86_400_000), 480);
    const rerun = await rerunPeriod(t.db, toContext(row!), 'dailyWage', yesterday.key, new Date());
    expect([rerun.transfers, rerun.settlements, rerun.skipped]).toEqual([0, 0, rerun.contracts]);
    expect(rerun.contracts).toBeGreaterThan(0);
    expect(
      await rows<{ n: number }>(
        sql`select count(*)::int as n from ledger_transfers where idempotency_key like 'contract:%'`,
      ),
    ).toEqual(before);
  });
});
