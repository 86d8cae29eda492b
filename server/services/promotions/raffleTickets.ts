/**
 * SCAFFOLD (replaced by the raffle implementation): raffle tickets earned by valid bet and deposits
 * while joined (docs/promotions.md "Raffles").
 */
import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';
import type { ActivePromotion } from './active.ts';

export async function raffleOnRound(_tx: Db, _running: ActivePromotion[], _e: RoundSettled): Promise<AfterCommit[]> {
  return [];
}

export async function raffleOnDeposit(_tx: Db, _running: ActivePromotion[], _e: DepositCredited): Promise<AfterCommit[]> {
  return [];
}
