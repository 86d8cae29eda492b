/**
 * The member's missions (spec section 7 missionLeaderboard; docs/rewards.md "Missions and
 * leaderboards"): the daily and weekly missions with their progress, and the claim of a completed
 * mission's reward through the reward center (POST rewardClaim). A claim is sent once per reward
 * while it runs (a double click sends nothing more; the server also answers a repeat with the same
 * claimed reward); its answer updates the mission to claimed, the header balance and the badge.
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { ClaimAnswer, Mission, MissionSummary } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { missionsApi } from './missionsEnv';
import { rootOf } from '../rootView';

/** The outcome of a claim the page shows: done, or the server's message (null: the page's generic one). */
export type ClaimOutcome = { ok: true; answer: ClaimAnswer } | { ok: false; message: string | null };

/** `summary` with the mission of `rewardId` marked claimed and the unclaimed count lowered. */
export function withClaimed(summary: MissionSummary, rewardId: number): MissionSummary {
  let changed = 0;
  const mark = (list: Mission[]) =>
    list.map((m) => {
      if (m.rewardId !== rewardId || m.state !== 'completed') return m;
      changed++;
      return { ...m, state: 'claimed' as const };
    });
  const daily = mark(summary.daily);
  const weekly = mark(summary.weekly);
  return { ...summary, daily, weekly, completedUnclaimed: Math.max(0, summary.completedUnclaimed - changed) };
}

export const MissionStoreModel = types
  .model('MissionStore', {
    summary: types.optional(resourceModel<MissionSummary>('MissionSummaryResource'), {}),
    /** Reward ids whose claim is on its way (their buttons are busy). */
    claiming: types.array(types.number),
  })
  .actions((self) => ({
    /** Loads the mission summary. */
    load() {
      return self.summary.load(() => missionsApi(self).missions());
    },
    /**
     * Claims the reward of a completed mission once; while it runs, a second call for the same
     * reward answers null and sends nothing.
     * @returns the outcome, or null when that claim is already running.
     */
    claim: flow(function* claim(rewardId: number) {
      if (self.claiming.includes(rewardId)) return null;
      self.claiming.push(rewardId);
      try {
        const answer: ClaimAnswer = yield* toGenerator(missionsApi(self).claimReward(rewardId));
        if (self.summary.data) self.summary.set(withClaimed(self.summary.data, rewardId));
        rootOf(self).wallet?.setBalance({ balance: answer.balance });
        return { ok: true, answer } as ClaimOutcome;
      } catch (err) {
        self.summary.reload();
        return { ok: false, message: problemMessage(err) } as ClaimOutcome;
      } finally {
        self.claiming.remove(rewardId);
      }
    }),
  }))
  .views((self) => ({
    /** Whether the claim of `rewardId` is on its way. */
    isClaiming(rewardId: number): boolean {
      return self.claiming.includes(rewardId);
    },
  }));

export interface MissionStore extends Instance<typeof MissionStoreModel> {}
