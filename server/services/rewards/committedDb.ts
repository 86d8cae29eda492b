/**
 * What the missions, leaderboards and referrals need around the event hooks (docs/rewards.md
 * "Events"): the database to use for after-commit work, and the merchant's reporting offset.
 *
 * A hook (events.ts onRoundSettled, onDepositCredited) only receives the transaction, which is
 * closed once the work it returns runs; platform messages and live counts need the database
 * itself. server/plugins/rewardScheduler.ts registers the app's database here when the app is
 * built ({@link useCommittedDb}); {@link committedDb} answers it.
 */
import type { Db } from '../../db/open.ts';
import { reportingOffset } from '../agent/days.ts';

let registered: Db | null = null;

/** Registers the app's database for after-commit work. @returns a function that unregisters it (the app closed). */
export function useCommittedDb(db: Db): () => void {
  registered = db;
  return () => {
    if (registered === db) registered = null;
  };
}

/**
 * The database for work after a commit.
 * @throws Error when no app registered one (a caller outside the server: a bug).
 */
export function committedDb(): Db {
  if (!registered) throw new Error('rewards: no database registered for after-commit work (server/plugins/rewardScheduler.ts)');
  return registered;
}

/** How long a process trusts a cached reporting offset, ms (an operator's change shows within this). */
const OFFSET_CACHE_MS = 60_000;
const offsets = new Map<number, { at: number; offset: number }>();

/**
 * The merchant's reporting offset in minutes east of UTC (server/services/agent/days.ts
 * reportingOffset), cached per process for a minute so the round and deposit hooks stay cheap.
 */
export async function cachedReportingOffset(db: Db, merchantId: number): Promise<number> {
  const hit = offsets.get(merchantId);
  if (hit && Date.now() - hit.at < OFFSET_CACHE_MS) return hit.offset;
  const offset = await reportingOffset(db, merchantId);
  offsets.set(merchantId, { at: Date.now(), offset });
  return offset;
}
