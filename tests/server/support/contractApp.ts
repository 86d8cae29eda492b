/**
 * A test app for the contract tests: the seeded template (./testApp.ts) without the seed's
 * contracts, settlements, watermarks and contract policy (server/db/seed/contracts.ts), so each
 * test controls every contract in force and every payout it counts. The seed's own contracts are
 * checked by tests/server/services/contracts/seed.test.ts. The payout transfers the seed made stay in the
 * ledger (they are money already paid).
 */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './testApp.ts';

/** {@link createTestApp} with the seed's contracts removed (see the module doc). */
export async function createContractTestApp(...args: Parameters<typeof createTestApp>): Promise<TestApp> {
  const t = await createTestApp(...args);
  await t.db.execute(sql`delete from contract_settlements`);
  await t.db.execute(sql`delete from contract_events`);
  await t.db.execute(sql`delete from agent_contracts`);
  await t.db.execute(sql`delete from contract_settlement_marks`);
  await t.db.execute(sql`delete from merchant_contract_policy`);
  return t;
}
