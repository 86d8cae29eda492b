/**
 * The raffle section of a promotion's details and its fairness check (docs/promotions.md
 * "Raffles"; schemas/api/promotions.json raffleView, raffleVerify): the rule with prize names in
 * the request language, the published seed hash, the tickets (the total and the member's own),
 * and after the draw the revealed server seed, the client seed, the entrants' ticket ranges and
 * the winners, usernames masked (engine/rewards.ts maskName). A member sees only their own
 * tickets; everyone sees the same published draw.
 */
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { toWire } from '../../../contract/money.ts';
import type { RaffleView, RaffleVerify, RaffleWinner } from '../../../contract/types.ts';
import { maskName } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { members, promotionEntries, promotions } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { drawWinners, prizeSlots, verifyDraw, type RaffleWin, type TicketRange } from './raffleDraw.ts';
import type { PromotionRow } from './view.ts';
import { raffleToWire } from './wire.ts';

/** 404 RAFFLE_NOT_FOUND: not a raffle of the merchant, unknown, or not published (the same answer: nothing leaks). */
export const raffleNotFound = () => new ApiError(404, 'RAFFLE_NOT_FOUND', 'raffleNotFound');

/**
 * The merchant's published or ended raffle `promotionId`.
 * @throws ApiError 404 RAFFLE_NOT_FOUND otherwise.
 */
export async function raffleRow(db: Db, merchantId: number, promotionId: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.id, promotionId),
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'raffle'),
        inArray(promotions.status, ['published', 'ended']),
      ),
    )
    .limit(1);
  if (!row || !row.raffle) throw raffleNotFound();
  return row;
}

/** A drawn raffle's entrants with their ticket ranges (firstTicket set by the draw), by firstTicket, with usernames. */
async function drawnEntrants(
  db: Db,
  promotionId: number,
): Promise<
  (TicketRange & { username: string; state: string; prizeRank: number | null; rewardAmount: bigint | null })[]
> {
  const rows = await db
    .select({
      entryId: promotionEntries.id,
      memberId: promotionEntries.memberId,
      tickets: promotionEntries.tickets,
      firstTicket: promotionEntries.firstTicket,
      username: members.username,
      state: promotionEntries.state,
      prizeRank: promotionEntries.prizeRank,
      rewardAmount: promotionEntries.rewardAmount,
    })
    .from(promotionEntries)
    .innerJoin(members, eq(members.id, promotionEntries.memberId))
    .where(and(eq(promotionEntries.promotionId, promotionId), isNotNull(promotionEntries.firstTicket)))
    .orderBy(asc(promotionEntries.firstTicket));
  return rows.map((r) => ({ ...r, firstTicket: r.firstTicket! }));
}

/** A win as the wire shows it: the prize of its rank in `language`, the amount in `currency`. */
function winnerView(
  p: PromotionRow,
  w: RaffleWin,
  username: string,
  amount: bigint | null,
  memberId: number | null,
  currency: string,
  language: Language,
): RaffleWinner {
  const prize = p.raffle!.prizes[w.rank - 1];
  return {
    rank: w.rank,
    prize: prize?.name[language] ?? '',
    amount: toWire(amount ?? BigInt(prize?.amount ?? '0'), currency),
    username: maskName(username),
    ticket: w.ticket,
    me: memberId !== null && w.memberId === memberId,
  };
}

/**
 * The raffle of `promotion` (kind raffle, `raffle` and `drawAt` set) for `memberId` (null: a
 * visitor), prize names in `language`, money in `currency`. Before the draw: totalTickets over
 * the joined entries, myTickets the member's; serverSeed, clientSeed, winners and entrants are
 * empty. After it: the revealed seeds, the entrants (masked, firstTicket, tickets) and the stored
 * winners (rank order, each with the ticket the draw recomputed from the revealed seed).
 */
export async function raffleView(
  db: Db,
  promotion: PromotionRow,
  memberId: number | null,
  currency: string,
  language: Language,
): Promise<RaffleView> {
  const rule = raffleToWire(promotion.raffle!, promotion.drawAt ?? promotion.endsAt, currency);
  const drawn = promotion.drawnAt !== null;
  const base: RaffleView = {
    rule: {
      ticketPerValidBet: rule.ticketPerValidBet,
      ticketPerDeposit: rule.ticketPerDeposit,
      maxTickets: rule.maxTickets,
      drawAt: rule.drawAt,
      prizes: rule.prizes.map((p) => ({ name: p.name[language], amount: p.amount, count: p.count })),
    },
    serverSeedHash: promotion.serverSeedHash ?? '',
    drawn,
    drawnAt: promotion.drawnAt?.toISOString() ?? null,
    serverSeed: drawn ? promotion.serverSeed : null,
    clientSeed: drawn ? promotion.clientSeed : null,
    totalTickets: 0,
    myTickets: 0,
    winners: [],
    entrants: [],
  };
  if (memberId !== null) {
    const [mine] = await db
      .select({ tickets: promotionEntries.tickets })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, promotion.id), eq(promotionEntries.memberId, memberId)))
      .limit(1);
    base.myTickets = mine?.tickets ?? 0;
  }
  if (!drawn) {
    const joined = await db
      .select({ tickets: promotionEntries.tickets })
      .from(promotionEntries)
      .where(and(eq(promotionEntries.promotionId, promotion.id), eq(promotionEntries.state, 'joined')));
    base.totalTickets = joined.reduce((n, r) => n + r.tickets, 0);
    return base;
  }
  const entrants = await drawnEntrants(db, promotion.id);
  base.totalTickets = entrants.reduce((n, r) => n + r.tickets, 0);
  base.entrants = entrants.map((e) => ({
    username: maskName(e.username),
    firstTicket: e.firstTicket,
    tickets: e.tickets,
  }));
  const recomputed =
    promotion.serverSeed && promotion.clientSeed
      ? drawWinners(promotion.serverSeed, promotion.clientSeed, entrants, prizeSlots(promotion.raffle!.prizes))
      : [];
  const ticketOf = new Map(recomputed.map((w) => [w.entryId, w.ticket]));
  base.winners = entrants
    .filter((e) => e.state === 'won' && e.prizeRank !== null)
    .sort((a, b) => a.prizeRank! - b.prizeRank! || (ticketOf.get(a.entryId) ?? 0) - (ticketOf.get(b.entryId) ?? 0))
    .map((e) =>
      winnerView(
        promotion,
        { slot: 0, rank: e.prizeRank!, entryId: e.entryId, memberId: e.memberId, ticket: ticketOf.get(e.entryId) ?? 0 },
        e.username,
        e.rewardAmount,
        memberId,
        currency,
        language,
      ),
    );
  return base;
}

/**
 * The fairness check of a drawn raffle (GET raffleVerify, public): the winners recomputed from the
 * revealed server seed and the published entrants (their stored firstTicket and tickets), whether
 * SHA-256(serverSeed) is the hash published before the draw and whether the recomputed winners
 * (and the client seed behind them) are the stored ones. `ok` when everything matches.
 * @throws ApiError 404 RAFFLE_NOT_FOUND; 409 RAFFLE_NOT_DRAWN before the draw (with its time).
 */
export async function verifyRaffle(
  db: Db,
  merchantId: number,
  promotionId: number,
  memberId: number | null,
  currency: string,
  language: Language,
): Promise<RaffleVerify> {
  const p = await raffleRow(db, merchantId, promotionId);
  if (!p.drawnAt || !p.serverSeed) {
    const drawAt = (p.drawAt ?? p.endsAt).toISOString();
    throw new ApiError(409, 'RAFFLE_NOT_DRAWN', 'raffleNotDrawn', {
      params: { drawAt: drawAt.slice(0, 16).replace('T', ' ') },
      value: { drawAt },
    });
  }
  const entrants = await drawnEntrants(db, p.id);
  const check = verifyDraw({
    serverSeed: p.serverSeed,
    serverSeedHash: p.serverSeedHash ?? '',
    clientSeed: p.clientSeed ?? '',
    ranges: entrants,
    prizes: p.raffle!.prizes,
    stored: entrants
      .filter((e) => e.state === 'won' && e.prizeRank !== null)
      .map((e) => ({ entryId: e.entryId, rank: e.prizeRank! })),
  });
  const byEntry = new Map(entrants.map((e) => [e.entryId, e]));
  const winnersMatch = check.winnersMatch && check.clientSeedMatches;
  return {
    ok: check.hashMatches && winnersMatch,
    hashMatches: check.hashMatches,
    winnersMatch,
    recomputed: check.recomputed.map((w) =>
      winnerView(p, w, byEntry.get(w.entryId)?.username ?? '', null, memberId, currency, language),
    ),
  };
}
