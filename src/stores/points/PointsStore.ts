/**
 * The points mall page's data (/pointMall; docs/promotions.md "Points (PTSYS3)"): the balance
 * (points, pending, totals) kept live by the site socket's `points` event ({@link receiveLive}),
 * the config (ratio, minimum), the items of the chosen exchange type (paged), the redeem history
 * (status filter, paged) and the points details (type and date filters, paged); redeem and convert
 * with one requestId per attempt (the dialog keeps it while it is open, so a retry after a network
 * failure answers the first result) and no second call while one is on its way. After a redeem or
 * convert the balance, items and histories reload and the header wallet refreshes. The API comes
 * through the environment (`points`; tests pass a fake).
 */
import { flow, toGenerator, types, type IAnyStateTreeNode, type Instance } from 'mobx-state-tree';
import {
  type PointsApi,
  type PointsBalance,
  type PointsConfig,
  type PointsItems,
  type PointsRecords,
  type PointsRedeemAnswer,
  type PointsRedemptions,
} from '../../api/points';
import type { ExchangeType, PointsDelivery, PointsType, RedeemStatus } from '../../../contract/types';
import { resourceModel } from '../shared/ResourceModel';
import { problemMessage } from '../problems';
import { refreshWallet } from '../rewards/rewardCenterEnv';
import { envApi } from '../envApi';
import { dayStartIso } from '../../shared/time';
import type { SocketEventPayloads } from '../../../contract/types';
import { followLiveEvents } from '../liveEvents';

/** The environment key of the points mall. */
export interface PointsEnv {
  points: PointsApi;
}

const apiOf = (node: IAnyStateTreeNode): PointsApi => envApi(node, 'points');

export const ITEMS_PAGE_SIZE = 12;
export const HISTORY_PAGE_SIZE = 10;

/** The result of a redeem or convert: the answer, or the server's message (null: the page shows its generic one). */
export type PointsActionResult =
  { ok: true; answer: PointsRedeemAnswer } | { ok: false; message: string | null; code: string | null };

/** The points details' filter: a type or all, and a date range (yyyy-MM-dd, local days; '' = open). */
export interface RecordFilter {
  type: PointsType | 'all';
  from: string;
  to: string;
}

export const PointsStoreModel = types
  .model('PointsStore', {
    balance: types.optional(resourceModel<PointsBalance>('PointsBalanceResource'), {}),
    config: types.optional(resourceModel<PointsConfig>('PointsConfigResource'), {}),
    items: types.optional(resourceModel<PointsItems>('PointsItemsResource'), {}),
    redemptions: types.optional(resourceModel<PointsRedemptions>('PointsRedemptionsResource'), {}),
    records: types.optional(resourceModel<PointsRecords>('PointsRecordsResource'), {}),
    exchangeType: types.optional(types.frozen<ExchangeType | 'all'>(), 'all'),
    itemsPage: 1,
    redeemStatus: types.optional(types.frozen<RedeemStatus | 'all'>(), 'all'),
    redemptionsPage: 1,
    recordFilter: types.optional(types.frozen<RecordFilter>(), { type: 'all', from: '', to: '' }),
    recordsPage: 1,
    busy: false,
  })
  .actions((self) => {
    const loadBalance = () => self.balance.load(() => apiOf(self).balance());
    const loadConfig = () => self.config.load(() => apiOf(self).config());
    const loadItems = () =>
      self.items.load(() =>
        apiOf(self).items({
          exchangeType: self.exchangeType === 'all' ? undefined : self.exchangeType,
          pageNo: self.itemsPage,
          pageSize: ITEMS_PAGE_SIZE,
        }),
      );
    const loadRedemptions = () =>
      self.redemptions.load(() =>
        apiOf(self).redemptions({
          status: self.redeemStatus === 'all' ? undefined : self.redeemStatus,
          pageNo: self.redemptionsPage,
          pageSize: HISTORY_PAGE_SIZE,
        }),
      );
    const loadRecords = () => {
      const f = self.recordFilter;
      return self.records.load(() =>
        apiOf(self).records({
          type: f.type === 'all' ? undefined : f.type,
          from: dayStartIso(f.from),
          to: dayStartIso(f.to, 1),
          pageNo: self.recordsPage,
          pageSize: HISTORY_PAGE_SIZE,
        }),
      );
    };
    /** Runs a redeem or convert once at a time; on success everything the page shows reloads. */
    const act = flow(function* act(call: () => Promise<PointsRedeemAnswer>) {
      if (self.busy) return null;
      self.busy = true;
      let result: PointsActionResult;
      try {
        const answer = yield* toGenerator(call());
        result = { ok: true, answer };
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        result = { ok: false, message: problemMessage(err), code: typeof code === 'string' ? code : null };
      }
      self.busy = false;
      if (result.ok) {
        const b = self.balance.data;
        if (b) self.balance.set({ ...b, points: result.answer.points });
        self.redemptionsPage = 1;
        self.recordsPage = 1;
        yield Promise.all([loadBalance(), loadItems(), loadRedemptions(), loadRecords()]);
        refreshWallet(self);
      }
      return result;
    });
    return {
      loadBalance,
      loadConfig,
      loadItems,
      loadRedemptions,
      loadRecords,
      /** Balance, config and the first page of items (the page opened). */
      open() {
        return Promise.all([loadBalance(), loadConfig(), loadItems()]);
      },
      setExchangeType(type: ExchangeType | 'all') {
        self.exchangeType = type;
        self.itemsPage = 1;
        return loadItems();
      },
      setItemsPage(page: number) {
        self.itemsPage = page;
        return loadItems();
      },
      setRedeemStatus(status: RedeemStatus | 'all') {
        self.redeemStatus = status;
        self.redemptionsPage = 1;
        return loadRedemptions();
      },
      setRedemptionsPage(page: number) {
        self.redemptionsPage = page;
        return loadRedemptions();
      },
      setRecordFilter(change: Partial<RecordFilter>) {
        self.recordFilter = { ...self.recordFilter, ...change };
        self.recordsPage = 1;
        return loadRecords();
      },
      setRecordsPage(page: number) {
        self.recordsPage = page;
        return loadRecords();
      },
      /** Redeems `quantity` of `itemId` with the dialog's `requestId`. @returns the result, or null while another is on its way. */
      redeem(input: {
        itemId: number;
        quantity: number;
        paymentPassword: string;
        requestId: string;
        delivery?: PointsDelivery;
      }) {
        return act(() => apiOf(self).redeem(input));
      },
      /** Converts `points` whole points to cash with the form's `requestId`. @returns the result, or null while another is on its way. */
      convert(input: { points: number; paymentPassword: string; requestId: string }) {
        return act(() => apiOf(self).convert(input));
      },
      /** The site socket's `points` event: the new balance (decimal string). */
      receiveLive(payload: SocketEventPayloads['points']) {
        const points = payload.points;
        const b = self.balance.data;
        if (typeof points !== 'string') return;
        if (b) self.balance.set({ ...b, points });
        // earned totals and pending changed too: refresh them quietly
        if (b) void loadBalance();
      },
      /** Forgets everything (the page closed). */
      reset() {
        self.balance.clear();
        self.config.clear();
        self.items.clear();
        self.redemptions.clear();
        self.records.clear();
        self.exchangeType = 'all';
        self.itemsPage = 1;
        self.redeemStatus = 'all';
        self.redemptionsPage = 1;
        self.recordFilter = { type: 'all', from: '', to: '' };
        self.recordsPage = 1;
      },
    };
  })
  .actions((self) => ({
    /** Follows the `points` event (src/stores/liveEvents.ts; docs/promotions.md "Points (PTSYS3)"). */
    afterCreate() {
      followLiveEvents(self, { points: (payload) => self.receiveLive(payload) });
    },
  }));

export interface PointsStore extends Instance<typeof PointsStoreModel> {}
