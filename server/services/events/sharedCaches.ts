/**
 * Per-process caches that every process forgets together (docs/scaling.md "Caches"): a service
 * keeps its short cache (active promotions, points settings, the lottery lobby...) and declares it
 * here once; its forget then empties this process's copy at once and tells every other process on
 * the bus (./index.ts) to empty theirs, so a change saved on one node is read fresh on all of them
 * instead of after the cache's time-to-live. Without a bus (one process) it is a plain local forget.
 */
import { forgetElsewhere, onForget } from './index.ts';

/** The names of the shared caches (the bus carries the name). */
export const SHARED_CACHES = {
  /** server/services/promotions/active.ts: a merchant's published promotions (5 s). */
  activePromotions: 'promotions.active',
  /** server/services/points/settings.ts: a merchant's points settings (5 s). */
  pointsSettings: 'points.settings',
  /** server/services/lottery/cache.ts: the lotto lobby snapshot (5 s), forgotten when the draw feed writes a draw. */
  lotteryLobby: 'lottery.lobby',
  /** server/services/rewards/settings.ts: a merchant's reward settings (5 s). */
  rewardSettings: 'rewards.settings',
} as const;

export type SharedCacheName = (typeof SHARED_CACHES)[keyof typeof SHARED_CACHES];

/**
 * Declares this process's forget of cache `name` (called with a merchant id, or none for every
 * merchant) and answers the forget to call after a change: it runs `forgetLocal` here and sends
 * the same forget to the other processes, which run theirs.
 */
export function sharedCache(name: SharedCacheName, forgetLocal: (merchantId?: number) => void): (merchantId?: number) => void {
  onForget(name, forgetLocal);
  return (merchantId) => {
    forgetLocal(merchantId);
    forgetElsewhere(name, merchantId);
  };
}
