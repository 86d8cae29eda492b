/**
 * Raffle tickets earned by valid bet and deposits while joined (docs/promotions.md "Raffles"):
 * each settled round adds its valid bet to the member's joined entries' `validBet`, each credited
 * deposit to their `deposits`, and the same statement recomputes `tickets` with
 * engine/promotions.ts raffleTickets (one per ticketPerValidBet of valid bet plus one per
 * ticketPerDeposit deposited, at most maxTickets). One UPDATE per event, whatever the number of the
 * merchant's running raffles; nothing for members who did not join, nothing outside the period
 * (activePromotions gives the running ones: published, not ended, startsAt <= at < endsAt) and
 * nothing once a raffle is drawn. In the money movement's transaction (rewards/events.ts).
 * A raffle entry's `progress` mirrors its valid bet, so the member's view of the entry
 * (view.ts entryView `progress`) lets the raffle panel show how far the next ticket is.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';
import type { ActivePromotion } from './active.ts';

/** The running raffles that still earn tickets (kind raffle with a raffle rule, not drawn). */
export const earningRaffles = (running: readonly ActivePromotion[]): ActivePromotion[] =>
  running.filter((p) => p.kind === 'raffle' && p.raffle !== null && p.drawnAt === null);

/**
 * Adds `amount` (minor units, > 0) to `column` of the member's joined entries of `raffles` and
 * recomputes their tickets, in one UPDATE over a VALUES list of the raffles' ticket rules.
 * The SQL mirrors raffleTickets: a rate of null or 0 earns nothing, integer division floors
 * (amounts are never negative), least() caps at maxTickets.
 * @returns how many entries changed.
 */
async function addToEntries(
  tx: Db,
  raffles: readonly ActivePromotion[],
  memberId: number,
  column: 'valid_bet' | 'deposits',
  amount: bigint,
  at: Date,
): Promise<number> {
  if (raffles.length === 0 || amount <= 0n) return 0;
  const rules = sql.join(
    raffles.map(
      (p) =>
        sql`(${p.id}::int, ${p.raffle!.ticketPerValidBet ?? 0n}::bigint, ${p.raffle!.ticketPerDeposit ?? 0n}::bigint, ${p.raffle!.maxTickets}::int)`,
    ),
    sql`, `,
  );
  const validBet = column === 'valid_bet' ? sql`e.valid_bet + ${amount}::bigint` : sql`e.valid_bet`;
  const deposits = column === 'deposits' ? sql`e.deposits + ${amount}::bigint` : sql`e.deposits`;
  const result = await tx.execute(sql`
    update promotion_entries e
       set valid_bet = ${validBet},
           deposits = ${deposits},
           progress = ${validBet},
           tickets = least(r.max_tickets::bigint,
                           (case when r.per_valid_bet > 0 then (${validBet}) / r.per_valid_bet else 0 end)
                         + (case when r.per_deposit > 0 then (${deposits}) / r.per_deposit else 0 end))::int,
           updated_at = ${at}
      from (values ${rules}) as r(promotion_id, per_valid_bet, per_deposit, max_tickets)
     where e.promotion_id = r.promotion_id and e.member_id = ${memberId} and e.state = 'joined'`);
  return (
    (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
    (result as unknown as { rowCount?: number }).rowCount ??
    0
  );
}

/** A settled round: its valid bet counts toward the tickets of the member's joined running raffles. */
export async function raffleOnRound(tx: Db, running: ActivePromotion[], e: RoundSettled): Promise<AfterCommit[]> {
  await addToEntries(tx, earningRaffles(running), e.memberId, 'valid_bet', e.validBet, e.at);
  return [];
}

/** A credited deposit: its amount counts toward the tickets of the member's joined running raffles. */
export async function raffleOnDeposit(tx: Db, running: ActivePromotion[], e: DepositCredited): Promise<AfterCommit[]> {
  await addToEntries(tx, earningRaffles(running), e.memberId, 'deposits', e.amount, e.at);
  return [];
}
