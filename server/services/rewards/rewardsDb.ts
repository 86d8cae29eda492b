/**
 * The process's database for the rewards' after-commit work (docs/rewards.md "Events": each hook
 * returns work to run once the money movement's transaction committed). A hook only receives that
 * transaction, which is closed by the time its work runs, so the work reaches the database through
 * the handle bound here at startup (server/routes/bonuses binds `app.db` when the app loads).
 */
import type { Db } from '../../db/open.ts';

let bound: Db | null = null;

/** Binds the database after-commit work uses (the last app built in the process wins). */
export function bindRewardsDb(db: Db): void {
  bound = db;
}

/**
 * The bound database.
 * @throws Error when no app bound one (a caller outside a running server: a bug, never member input).
 */
export function rewardsDb(): Db {
  if (!bound) throw new Error('rewards: no database bound for after-commit work');
  return bound;
}
