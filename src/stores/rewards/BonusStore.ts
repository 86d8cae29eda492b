/**
 * The bonusDetails page's state (spec section 2; docs/rewards.md "Bonus engine"): the filter
 * (state, source, a date range of local days), the paged bonuses with the summary of open turnover,
 * forfeiting an active bonus, and `open`: the summary alone for the withdraw page's notice. The API
 * is the environment's `bonuses` (./rewardsEnv.ts).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { BonusList, BonusState, ForfeitAnswer, RewardSource } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { bonusesApi } from './rewardsEnv';
import { dayStartIso } from '../../shared/time';

/** The list's filter: '' for any state or source; days as yyyy-MM-dd in the member's time zone ('' for open). */
export interface BonusFilter {
  state: BonusState | '';
  source: RewardSource | '';
  from: string;
  to: string;
}

/** The open turnover of the member (the withdraw page's notice). */
export type OpenSummary = BonusList['summary'];

export const BonusStoreModel = types
  .model('BonusStore', {
    list: types.optional(resourceModel<BonusList>('BonusListResource'), {}),
    open: types.optional(resourceModel<OpenSummary>('OpenTurnoverResource'), {}),
    filter: types.frozen<BonusFilter>({ state: '', source: '', from: '', to: '' }),
    pageNo: 1,
    pageSize: 10,
    /** The bonus being forfeited (its button waits). */
    forfeiting: types.maybeNull(types.number),
    /** The last forfeit's outcome: tone and text (the server's message). */
    notice: types.frozen<{ tone: 'good' | 'bad'; text: string } | null>(null),
  })
  .views((self) => ({
    /** Whether the date range is backwards (the page says so and does not load). */
    get rangeInvalid(): boolean {
      const { from, to } = self.filter;
      return from !== '' && to !== '' && from > to;
    },
  }))
  .actions((self) => ({
    /** Loads page `pageNo` (1-based) of the bonuses the filter keeps. */
    load(pageNo = self.pageNo) {
      self.pageNo = pageNo;
      if (self.rangeInvalid) return Promise.resolve();
      const f = self.filter;
      return self.list.load(() =>
        bonusesApi(self).list({
          ...(f.state ? { state: f.state } : {}),
          ...(f.source ? { source: f.source } : {}),
          ...(f.from ? { from: dayStartIso(f.from) } : {}),
          ...(f.to ? { to: dayStartIso(f.to, 1) } : {}),
          pageNo,
          pageSize: self.pageSize,
        }),
      );
    },
    /** Loads the open turnover alone (the summary of a one-row page). */
    loadOpen() {
      return self.open.load(
        async () => (await bonusesApi(self).list({ state: 'active', pageNo: 1, pageSize: 1 })).summary,
      );
    },
    clearNotice() {
      self.notice = null;
    },
  }))
  .actions((self) => ({
    /** Changes the filter and loads its first page. */
    setFilter(change: Partial<BonusFilter>) {
      self.filter = { ...self.filter, ...change };
      self.notice = null;
      return self.load(1);
    },
    /**
     * Forfeits active bonus `id` (the caller confirmed first), then reloads the page shown (the
     * summary changes too). A refusal (already ended, not found) shows the server's message.
     * @returns the answer, or null when refused.
     */
    forfeit: flow(function* forfeit(id: number, doneText: string, fallback: string) {
      if (self.forfeiting !== null) return null;
      self.forfeiting = id;
      self.notice = null;
      try {
        const answer: ForfeitAnswer = yield* toGenerator(bonusesApi(self).forfeit(id));
        self.notice = { tone: 'good', text: doneText };
        return answer;
      } catch (err) {
        self.notice = { tone: 'bad', text: problemMessage(err) ?? fallback };
        return null;
      } finally {
        self.forfeiting = null;
        yield self.load(self.pageNo);
      }
    }),
  }));

export interface BonusStore extends Instance<typeof BonusStoreModel> {}
