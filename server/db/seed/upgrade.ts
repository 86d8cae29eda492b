/**
 * Brings a database seeded by an earlier version of the server up to the current seed, so an
 * existing data directory (DATA_DIR, or a PostgreSQL database) keeps working after an upgrade:
 * each later seed step runs when its data is missing, in the order of ./index.ts, in one
 * transaction. Steps: the in-house vendor and its missing games (README "Playing", ./play.ts, itself
 * idempotent: a database seeded before a game was added gets it), the sandbox integrations, their
 * vendor links and book games (docs/sandbox-provider.md, ./sandbox.ts, idempotent too), money settings,
 * operator and opening balances (README "Money", ./money.ts, itself idempotent), the second merchant
 * (README "Operator console", ./merchants2.ts), agent01's tree and its history (README "Agents",
 * ./agents.ts, once: it does nothing when subagent01 exists), agent01's contracts and their settled
 * history (README "Contracts", ./contracts.ts, once: nothing when agent01 holds a contract), the
 * rewards of the seeded history (README "Rewards", ./rewards.ts, once: nothing when a member has a VIP standing), the
 * promotions and points mall (./promotions.ts, once: nothing when the merchant has a promotion), after the agent figures of a ledger
 * older than the rollup (server/services/agent/rollup.ts rebuildFigures). A database seeded by this version runs no step but the idempotent one.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../open.ts';
import { merchants } from '../schema.ts';
import { DEMO_MERCHANT_CODE } from './index.ts';
import { SECOND_MERCHANT, seedSecondMerchant } from './merchants2.ts';
import { seedMoney } from './money.ts';
import { seedAgents } from './agents.ts';
import { seedContracts } from './contracts.ts';
import { seedRewards } from './rewards.ts';
import { seedPromotions } from './promotions.ts';
import { seedPages } from './pages.ts';
import { figuresMissing, rebuildFigures } from '../../services/agent/rollup.ts';
import { seedPlay } from './play.ts';
import { seedSandbox } from './sandbox.ts';

/** @returns the names of the steps that changed data or always run (e.g. ['play', 'money', 'merchants2']); 'money' always runs. */
export async function upgradeSeed(db: Db): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ran: string[] = [];
    if ((await seedPlay(tx)).length > 0) ran.push('play');
    if ((await seedSandbox(tx)).length > 0) ran.push('sandbox');
    await seedMoney(tx, DEMO_MERCHANT_CODE);
    ran.push('money');
    // A ledger older than the rollup gets its agent figures once (README "Agents"), before the agent seed adds its own.
    for (const { id } of await tx.select({ id: merchants.id }).from(merchants)) {
      if (!(await figuresMissing(tx, id))) continue;
      await rebuildFigures(tx, id);
      if (!ran.includes('agentFigures')) ran.push('agentFigures');
    }
    if ((await seedAgents(tx, DEMO_MERCHANT_CODE)) > 0) ran.push('agents');
    if ((await seedContracts(tx, DEMO_MERCHANT_CODE)) > 0) ran.push('contracts');
    if ((await seedRewards(tx, DEMO_MERCHANT_CODE)) > 0) ran.push('rewards');
    if ((await seedPromotions(tx, DEMO_MERCHANT_CODE)) > 0) ran.push('promotions');
    const [second] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, SECOND_MERCHANT.code))
      .limit(1);
    if (!second) {
      await seedSecondMerchant(tx);
      ran.push('merchants2');
    }
    if ((await seedPages(tx, [DEMO_MERCHANT_CODE, SECOND_MERCHANT.code])) > 0) ran.push('pages');
    return ran;
  });
}
