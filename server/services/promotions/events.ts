/**
 * What promotions learn from a settled round and a credited deposit (docs/promotions.md "Kinds and
 * rules", "Raffles"), called by the rewards' event hub (../rewards/events.ts) inside the money
 * movement's transaction: entries' progress toward their rule's target (./progress.ts) and raffle
 * tickets (./raffleTickets.ts). Each returns after-commit work.
 */
import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';
import { activePromotions } from './active.ts';
import { entriesOnDeposit, entriesOnRound } from './progress.ts';
import { raffleOnDeposit, raffleOnRound } from './raffleTickets.ts';

/** A settled round: progress of automatic and signUp validBet promotions, raffle tickets. Nothing when the merchant runs no promotion. */
export async function promotionsOnRound(tx: Db, e: RoundSettled): Promise<AfterCommit[]> {
  const running = await activePromotions(tx, e.merchantId, e.at);
  if (running.length === 0) return [];
  return [...(await entriesOnRound(tx, running, e)), ...(await raffleOnRound(tx, running, e))];
}

/** A credited deposit: firstDeposit and deposit triggers, raffle tickets. */
export async function promotionsOnDeposit(tx: Db, e: DepositCredited): Promise<AfterCommit[]> {
  const running = await activePromotions(tx, e.merchantId, e.at);
  if (running.length === 0) return [];
  return [...(await entriesOnDeposit(tx, running, e)), ...(await raffleOnDeposit(tx, running, e))];
}
