/**
 * The reward center page's data (docs/rewards.md "Reward center"): the claimable tab or the history,
 * paged and filtered by source, with the claimable count and total; the claim of one reward with
 * its in-flight state (a reward being claimed cannot be claimed again from this page, and the
 * server answers a second claim from another tab with the same claimed reward) and the result of
 * the last claim per reward. After a claim the header wallet refreshes (balance, badges).
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type { ClaimAnswer, RewardList, RewardListQuery } from '../../api/rewardCenter';
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { refreshWallet, rewardCenterApi } from './rewardCenterEnv';

/** The two tabs of the page. */
export type RewardTab = 'claimable' | 'history';
/** The result of a claim: the answer, or the server's message of a refusal (null: no message, the page shows its own). */
export type ClaimResult = { ok: true; answer: ClaimAnswer } | { ok: false; message: string | null };

export const REWARD_PAGE_SIZE = 6;

export const RewardCenterStoreModel = types
  .model('RewardCenterStore', {
    list: types.optional(resourceModel<RewardList>('RewardList'), {}),
    tab: types.optional(types.enumeration<RewardTab>('RewardTab', ['claimable', 'history']), 'claimable'),
    page: 1,
    source: types.maybeNull(types.string),
    /** Ids of the rewards whose claim is on its way. */
    inFlight: types.optional(types.array(types.number), []),
    /** The last claim's result per reward id. */
    results: types.frozen<Record<number, ClaimResult>>({}),
    /** The answer of the last successful claim on this page (the page's success line). */
    lastClaim: types.frozen<ClaimAnswer | null>(null),
  })
  .views((self) => ({
    /** Whether the claim of `id` is on its way (the button disables). */
    claiming(id: number): boolean {
      return self.inFlight.includes(id);
    },
  }))
  .actions((self) => {
    const query = (): RewardListQuery => ({
      status: self.tab,
      pageNo: self.page,
      pageSize: REWARD_PAGE_SIZE,
      ...(self.source ? { source: self.source as RewardListQuery['source'] } : {}),
    });
    const load = () => self.list.load(() => rewardCenterApi(self).rewards(query()));
    return {
      load,
      /** Switches the tab (back to page 1) and loads it. */
      setTab(tab: RewardTab) {
        self.tab = tab;
        self.page = 1;
        return load();
      },
      setPage(page: number) {
        self.page = page;
        return load();
      },
      /** Filters by source (null: all), back to page 1. */
      setSource(source: string | null) {
        self.source = source;
        self.page = 1;
        return load();
      },
      /**
       * Claims reward `id` once from this page: a second call while the first is on its way does
       * nothing. On success the list reloads (the reward leaves the claimable tab) and the header
       * wallet refreshes; a refusal keeps the server's message.
       */
      claim: flow(function* claim(id: number) {
        if (self.inFlight.includes(id)) return null;
        self.inFlight.push(id);
        let result: ClaimResult;
        try {
          const answer: ClaimAnswer = yield rewardCenterApi(self).claim(id);
          result = { ok: true, answer };
        } catch (err) {
          result = { ok: false, message: problemMessage(err) };
        } finally {
          self.inFlight.remove(id);
        }
        self.results = { ...self.results, [id]: result };
        if (result.ok) self.lastClaim = result.answer;
        yield load();
        if (result.ok) refreshWallet(self);
        return result;
      }),
      /** Forgets the page (closed): the next opening starts from its loading state. */
      reset() {
        self.list.clear();
        self.results = {};
        self.lastClaim = null;
        self.page = 1;
      },
    };
  });

export interface RewardCenterStore extends Instance<typeof RewardCenterStoreModel> {}
