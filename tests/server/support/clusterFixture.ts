/**
 * Database fixtures of the cluster test (tests/cluster/cluster.spec.ts), run as a separate process
 * (`node --import tsx tests/server/support/clusterFixture.ts <command>` with DATABASE_URL of the cluster's
 * database) since the server's code is TypeScript with `.ts` imports that Playwright's loader does
 * not follow (it lives with the server tests' support for their tsconfig). Prints one line of JSON.
 *
 *   settlement  a fresh agent chain with an hourly wage contract at 10 % (1,000 bp), a settled bet of
 *               200.00 by a player under it two hours ago, and the DEMO hourly-wage watermark moved
 *               back three hours, so the next settlement run finds three closed hours, one of
 *               them with 20.00 to pay; answers { contractId, periodKey, payout (minor units) }.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/open.ts';
import { agentContracts } from '../../../server/db/schema.ts';
import { transfer, type AccountRef } from '../../../server/ledger/index.ts';
import { reportingOffset } from '../../../server/services/agent/days.ts';
import { periodAt } from '../../../server/services/contracts/periods.ts';
import { addMember, demoMerchantId, uniqueName } from '../services/agent/support.ts';

const HOUR = 3_600_000;

async function settlement(url: string): Promise<unknown> {
  const opened = await openDatabase({ databaseUrl: url });
  try {
    const { db } = opened;
    const merchantId = await demoMerchantId(db);
    const now = Date.now();
    const top = await addMember(db, merchantId, uniqueName('ctop'), 1, null);
    const player = await addMember(db, merchantId, uniqueName('cply'), 0, top);
    const [contract] = await db
      .insert(agentContracts)
      .values({
        merchantId,
        kind: 'hourlyWage',
        uplineId: null,
        downlineId: top,
        period: 'hour',
        tiers: [{ minActive: 0, minAmount: '0', rateBp: 1000 }],
        state: 'active',
        createdAt: new Date(now - 24 * HOUR),
        acceptedAt: new Date(now - 24 * HOUR),
      })
      .returning({ id: agentContracts.id });
    const at = new Date(now - 2 * HOUR);
    const member: AccountRef = { kind: 'member', memberId: player };
    const vendor: AccountRef = { kind: 'vendor', vendorCode: 'BGS', memberId: player };
    const go = (debit: AccountRef, credit: AccountRef, reason: string, n: number) =>
      transfer(db, {
        merchantId,
        idempotencyKey: `cluster-test:${player}:${n}`,
        debit,
        credit,
        amount: 20_000n,
        currency: 'CNY',
        reason,
        at,
      });
    await go({ kind: 'house' }, member, 'opening', 1);
    await go(member, vendor, 'vendor.debit', 2);
    await go(vendor, { kind: 'house' }, 'vendor.settle', 3);
    const offset = await reportingOffset(db, merchantId);
    const from = periodAt('hour', new Date(now - 3 * HOUR), offset).start;
    await db.execute(sql`insert into contract_settlement_marks (merchant_id, kind, settled_through) values (${merchantId}, 'hourlyWage', ${from})
      on conflict (merchant_id, kind) do update set settled_through = excluded.settled_through`);
    return { contractId: contract!.id, periodKey: periodAt('hour', at, offset).key, payout: '2000' };
  } finally {
    await opened.close();
  }
}

const [command] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
if (command !== 'settlement') throw new Error(`unknown command ${command}`);
process.stdout.write(`${JSON.stringify(await settlement(url))}\n`);
