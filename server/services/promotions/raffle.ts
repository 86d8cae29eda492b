/**
 * SCAFFOLD (replaced by the raffle implementation): the raffle section of a promotion's details
 * (docs/promotions.md "Raffles"): its rule, the seed hash, the member's tickets, and after the draw
 * the revealed seed, the entrants' ticket ranges and the winners.
 */
import type { RaffleView } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import type { Language } from '../../i18n/language.ts';
import type { PromotionRow } from './view.ts';
import { raffleToWire } from './wire.ts';

/**
 * The raffle of `promotion` (kind raffle, `raffle` and `drawAt` set) for `memberId` (null: a visitor),
 * prize names in `language`, money in `currency`.
 */
export async function raffleView(_db: Db, promotion: PromotionRow, _memberId: number | null, currency: string, language: Language): Promise<RaffleView> {
  const rule = raffleToWire(promotion.raffle!, promotion.drawAt ?? promotion.endsAt, currency);
  return {
    rule: { ticketPerValidBet: rule.ticketPerValidBet, ticketPerDeposit: rule.ticketPerDeposit, maxTickets: rule.maxTickets, drawAt: rule.drawAt, prizes: rule.prizes.map((p) => ({ name: p.name[language], amount: p.amount, count: p.count })) },
    serverSeedHash: promotion.serverSeedHash ?? '',
    drawn: promotion.drawnAt !== null,
    drawnAt: promotion.drawnAt?.toISOString() ?? null,
    serverSeed: promotion.drawnAt ? promotion.serverSeed : null,
    clientSeed: promotion.drawnAt ? promotion.clientSeed : null,
    totalTickets: 0,
    myTickets: 0,
    winners: [],
    entrants: [],
  };
}
