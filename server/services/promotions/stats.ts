/**
 * What promotions cost (docs/promotions.md "Operator console": promotionStats; schemas/api/promotions.json
 * promotionStats): per promotion the entries, the applications waiting, the rewards issued (offered
 * to reward centers: issued applications and rewards, won raffle prizes) and claimed, the amounts
 * offered and paid (claimed, i.e. turned into bonus grants), and the raffle tickets held. One
 * query for a whole page of promotions.
 */
import { sql } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { PromotionStats } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { rowsOf } from '../../db/executor.ts';

/** Stats by promotion id. */
export type StatsMap = Map<number, PromotionStats>;

/** The stats of a promotion nobody entered. */
export const emptyStats = (currency: string): PromotionStats => ({
  entries: 0,
  applying: 0,
  issued: 0,
  claimed: 0,
  offered: toWire(0n, currency),
  paid: toWire(0n, currency),
  tickets: 0,
});

interface StatsRow {
  promotion_id: number;
  entries: number;
  applying: number;
  issued: number;
  claimed: number;
  offered: string;
  paid: string;
  tickets: string;
}

/**
 * The stats of `promotionIds` (promotions without an entry get {@link emptyStats}); money in
 * `currency`, decimal strings. `issued` counts entries with a reward offered (reward id set),
 * `claimed` those whose reward center row is claimed; `offered` sums the rewards offered, `paid` the
 * claimed ones.
 */
export async function promotionStats(db: Db, promotionIds: number[], currency: string): Promise<StatsMap> {
  const found: StatsMap = new Map();
  if (promotionIds.length === 0) return found;
  const ids = sql.join(
    promotionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = {
    rows: rowsOf<StatsRow>(
      await db.execute(sql`
    select e.promotion_id,
      count(*)::int as entries,
      (count(*) filter (where e.state = 'applying'))::int as applying,
      (count(*) filter (where e.reward_id is not null))::int as issued,
      (count(*) filter (where r.state = 'claimed'))::int as claimed,
      coalesce(sum(e.reward_amount) filter (where e.reward_id is not null), 0)::text as offered,
      coalesce(sum(r.amount) filter (where r.state = 'claimed'), 0)::text as paid,
      coalesce(sum(e.tickets), 0)::text as tickets
    from promotion_entries e
    left join member_rewards r on r.id = e.reward_id
    where e.promotion_id in (${ids})
    group by e.promotion_id`),
    ),
  };
  for (const r of result.rows) {
    found.set(Number(r.promotion_id), {
      entries: Number(r.entries),
      applying: Number(r.applying),
      issued: Number(r.issued),
      claimed: Number(r.claimed),
      offered: toWire(BigInt(r.offered), currency),
      paid: toWire(BigInt(r.paid), currency),
      tickets: Number(r.tickets),
    });
  }
  return found;
}
