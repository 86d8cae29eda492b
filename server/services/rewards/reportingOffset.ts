/**
 * The merchant's reporting offset for the rewards' hooks (docs/rewards.md "Missions and
 * leaderboards": periods run on the merchant's reporting day), cached so the round and deposit
 * hooks stay cheap.
 */
import type { Db } from '../../db/open.ts';
import { reportingOffset } from '../agent/days.ts';

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
