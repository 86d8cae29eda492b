/**
 * SCAFFOLD (replaced by the promotions implementation): progress of automatic and signUp entries
 * toward their rule's target (docs/promotions.md "Kinds and rules").
 */
import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from '../rewards/hooks.ts';
import type { ActivePromotion } from './active.ts';

export async function entriesOnRound(_tx: Db, _running: ActivePromotion[], _e: RoundSettled): Promise<AfterCommit[]> {
  return [];
}

export async function entriesOnDeposit(_tx: Db, _running: ActivePromotion[], _e: DepositCredited): Promise<AfterCommit[]> {
  return [];
}
