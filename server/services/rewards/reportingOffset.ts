/**
 * The merchant's reporting offset for the rewards' hooks (docs/rewards.md "Missions and
 * leaderboards": periods run on the merchant's reporting day), cached so the round and deposit
 * hooks stay cheap.
 */
import type { Db } from '../../db/open.ts';
import { reportingOffset } from '../agent/days.ts';
import { merchantCache } from '../../shared/cache.ts';

/** Cached per process for a minute (an operator's change shows within this). */
const offsets = merchantCache(60_000, reportingOffset);

/**
 * The merchant's reporting offset in minutes east of UTC (server/services/agent/days.ts
 * reportingOffset), cached per process for a minute so the round and deposit hooks stay cheap.
 */
export const cachedReportingOffset = (db: Db, merchantId: number): Promise<number> => offsets.get(db, merchantId);
