/**
 * The manual rebate page's data (docs/rewards.md "Manual rebate", MANPLAYREB3): the rebate
 * accrued per category since the last claim with the member's level and rates, the claim (one
 * requestId per click, given by the page: the server answers a repeated id with the first claim;
 * a click while one is on its way does nothing) and the paged claim history. After a claim the
 * rebate and the history reload and the header wallet refreshes.
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import type { RebateClaimAnswer, RebateClaims, RebateInfo } from '../../api/rewardCenter';
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { refreshWallet, rewardCenterApi } from './rewardCenterEnv';

export const REBATE_PAGE_SIZE = 5;

/** The result of the last claim: the answer, or the server's message (null: none; the page shows its own). */
export type RebateClaimResult = { ok: true; answer: RebateClaimAnswer } | { ok: false; message: string | null };

export const RebateStoreModel = types
  .model('RebateStore', {
    info: types.optional(resourceModel<RebateInfo>('RebateInfo'), {}),
    claims: types.optional(resourceModel<RebateClaims>('RebateClaims'), {}),
    page: 1,
    claiming: false,
    result: types.frozen<RebateClaimResult | null>(null),
  })
  .actions((self) => {
    const loadInfo = () => self.info.load(() => rewardCenterApi(self).rebate());
    const loadClaims = () =>
      self.claims.load(() => rewardCenterApi(self).rebateClaims({ pageNo: self.page, pageSize: REBATE_PAGE_SIZE }));
    return {
      loadInfo,
      loadClaims,
      setPage(page: number) {
        self.page = page;
        return loadClaims();
      },
      /**
       * Claims the rebate with the click's `requestId`; does nothing while a claim is on its way.
       * @returns the result (also kept in `result`), or null when ignored.
       */
      claim: flow(function* claim(requestId: string) {
        if (self.claiming) return null;
        self.claiming = true;
        self.result = null;
        let result: RebateClaimResult;
        try {
          const answer: RebateClaimAnswer = yield rewardCenterApi(self).claimRebate(requestId);
          result = { ok: true, answer };
        } catch (err) {
          result = { ok: false, message: problemMessage(err) };
        }
        self.result = result;
        self.claiming = false;
        if (result.ok) {
          self.page = 1;
          yield Promise.all([loadInfo(), loadClaims()]);
          refreshWallet(self);
        }
        return result;
      }),
      /** Forgets the page (closed). */
      reset() {
        self.info.clear();
        self.claims.clear();
        self.page = 1;
        self.result = null;
      },
    };
  });

export interface RebateStore extends Instance<typeof RebateStoreModel> {}
