/**
 * The bets of the house vendor's sports books and lottery desks: how many settled ones they keep
 * in memory (and so in the state file, ./stateFile.ts, or the vendor's database): every unsettled
 * bet, plus the newest settled ones; and the placing of a bet around its debit, so that no debit
 * is ever made for a bet that was not saved first.
 */
import { HouseError } from './errors.ts';
import type { HouseWallet, Payer } from './wallet.ts';

/** The statuses of a bet whose money is not settled yet: placing (its debit under way), open, cancelled (its debit to roll back). */
export const UNSETTLED = new Set(['placing', 'open', 'cancelled']);

/** Drops the oldest settled bets of `bets` (in place) beyond the newest `keep`; unsettled bets ({@link UNSETTLED}) always stay. */
export function keepOpenAndRecent<T extends { status: string }>(bets: T[], keep: number): void {
  const settled = bets.filter((b) => !UNSETTLED.has(b.status));
  if (settled.length <= keep) return;
  const drop = new Set(settled.slice(0, settled.length - keep));
  bets.splice(0, bets.length, ...bets.filter((b) => !drop.has(b)));
}

/** A bet as placeDebit and rollBackCancelled see it. */
interface PlacedBet {
  roundId: string;
  stake: bigint;
  status: string;
  payer: Payer;
}

/**
 * Debits `bet` (saved as `placing` by the caller before this): open when the debit went through;
 * dropped when it was refused or rolled back (a HouseError: nothing moved); `cancelled` when its
 * fate is unknown, so the next tick rolls it back. Calls `changed` after each change.
 * @throws what the debit threw.
 */
export async function placeDebit<T extends PlacedBet>(
  bets: T[],
  bet: T,
  debit: () => Promise<void>,
  changed: () => void,
): Promise<void> {
  try {
    await debit();
  } catch (err) {
    if (err instanceof HouseError) bets.splice(bets.indexOf(bet), 1);
    else bet.status = 'cancelled';
    changed();
    throw err;
  }
  bet.status = 'open';
  changed();
}

/**
 * Rolls back the debit of every `cancelled` bet (`<round>:rb1`; the platform answers OK for a debit
 * it never took) and drops it once answered.
 * @returns the rollbacks that failed (their bets stay for the next tick).
 */
export async function rollBackCancelled<T extends PlacedBet>(
  bets: T[],
  wallet: HouseWallet,
  changed: () => void,
): Promise<unknown[]> {
  const failures: unknown[] = [];
  let done = false;
  for (const bet of bets.filter((b) => b.status === 'cancelled')) {
    try {
      await wallet.rollback(bet.payer, bet.roundId, 1, bet.stake);
    } catch (err) {
      failures.push(err);
      continue;
    }
    bets.splice(bets.indexOf(bet), 1);
    done = true;
  }
  if (done) changed();
  return failures;
}
