/**
 * What the rewards' event hooks share (docs/rewards.md "Events"): the events, the work a hook
 * leaves for after the commit and its runner. Imported by ./events.ts and by every hook module, so
 * the hooks and the hub do not import each other.
 */
import type { GameCategory } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';

/**
 * Work to run once the transaction committed, given the root database (the event's transaction is
 * over by then: on PostgreSQL it must not be used again). A failure is logged, never undoes the commit.
 */
export type AfterCommit = (db: Db) => Promise<void> | void;

/** A round the vendor protocol settled: the member's valid bet (its settled stake) and what it paid. */
export interface RoundSettled {
  merchantId: number;
  memberId: number;
  currency: string;
  category: GameCategory;
  /** The settled stake, minor units, > 0. */
  validBet: bigint;
  /** Everything the round paid (all its credits), minor units, >= 0. */
  win: bigint;
  at: Date;
}

/** A deposit credited to the member's wallet. */
export interface DepositCredited {
  merchantId: number;
  memberId: number;
  currency: string;
  depositId: number;
  /** Minor units, > 0. */
  amount: bigint;
  /** The member took the deposit bonus offered with this deposit. */
  claimBonus: boolean;
  at: Date;
}

/** Where a failure of after-commit work is reported (a route passes its request logger). */
export interface WarnLog {
  warn(obj: unknown, msg: string): void;
}

const processWarning: WarnLog = {
  warn: (obj, msg) => process.emitWarning(`${msg}: ${String((obj as { err?: unknown }).err)}`),
};

/**
 * Runs after-commit work in order with the root database `db` (never the finished transaction); a
 * failure is reported to `log` and the rest still runs.
 */
export async function runAfterCommit(
  db: Db,
  work: readonly AfterCommit[],
  log: WarnLog = processWarning,
): Promise<void> {
  for (const item of work) {
    try {
      await item(db);
    } catch (err) {
      log.warn({ err }, 'rewards: after-commit work failed');
    }
  }
}
