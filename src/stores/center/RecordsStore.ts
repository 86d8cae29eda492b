/**
 * The records pages (spec section 2): the betting record (personalHistoryCopy, paged, filtered by
 * period, category and vendor) and the profit report (personalProfit). The API is the
 * environment's `records`.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { BetPage, ProfitReport, RecordQuery } from '../../api/records';
import { centerApis } from './centerEnv';
import { resourceModel } from '../shared/ResourceModel';

export const RecordsStoreModel = types
  .model('RecordsStore', {
    bets: types.optional(resourceModel<BetPage>('BetPageResource'), {}),
    profit: types.optional(resourceModel<ProfitReport>('ProfitReportResource'), {}),
  })
  .actions((self) => ({
    /** Loads one page of betting records for the filters `q`. */
    loadBets(q: RecordQuery) {
      return self.bets.load(() => centerApis(self).records.bets(q));
    },
    /** Loads the profit report of the period in `q`. */
    loadProfit(q: RecordQuery) {
      return self.profit.load(() => centerApis(self).records.profit(q));
    },
  }));

export interface RecordsStore extends Instance<typeof RecordsStoreModel> {}
