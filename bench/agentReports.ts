/**
 * The agent center's own report services, as `npm run bench:agent` times them (./agent.ts
 * REPORTS; README "Agents"): the overview, the profit and loss statement and a page of downlines
 * (drill-down and username search), exactly as the agent routes call them, for an agent over a
 * range of reporting days at the default GMT+08:00.
 */
import { sql } from 'drizzle-orm';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../server/db/schema.ts';
import type { Db } from '../server/db/open.ts';
import { listDownlines } from '../server/services/agent/downlines.ts';
import { profitLoss, teamOverview } from '../server/services/agent/reports.ts';

/** A report run for an agent over reporting days (the shape of ./agent.ts BenchReport). */
export interface ApiBenchReport {
  name: string;
  run(db: Db, agentId: number, range: { from: string; to: string }): Promise<unknown>;
}

const CURRENCY = 'CNY';
const merchantOf = new Map<number, number>();

/** The agent's merchant (looked up once per agent). */
async function merchantIdOf(db: Db, agentId: number): Promise<number> {
  let id = merchantOf.get(agentId);
  if (id === undefined) {
    const result = (await db.execute(sql`select merchant_id from members where id = ${agentId}::int`)) as unknown as {
      rows: { merchant_id: number }[];
    };
    id = result.rows[0]!.merchant_id;
    merchantOf.set(agentId, id);
  }
  return id;
}

const at = (range: { from: string; to: string }) => ({ ...range, offsetMinutes: DEFAULT_UTC_OFFSET_MINUTES });

/** The agent API's report services, timed after the bench's raw report queries. */
export const API_REPORTS: ApiBenchReport[] = [
  { name: 'API overview', run: (db, a, r) => teamOverview(db, a, at(r), CURRENCY) },
  { name: 'API profit and loss', run: (db, a, r) => profitLoss(db, a, at(r), CURRENCY) },
  {
    name: 'API downlines (page of 20)',
    run: async (db, a, r) =>
      listDownlines(db, await merchantIdOf(db, a), a, { page: 1, pageSize: 20 }, at(r), CURRENCY, new Date()),
  },
  {
    name: 'API downline search',
    run: async (db, a, r) =>
      listDownlines(
        db,
        await merchantIdOf(db, a),
        a,
        { username: 'bench1', page: 1, pageSize: 20 },
        at(r),
        CURRENCY,
        new Date(),
      ),
  },
];
