/**
 * The deposit page (spec section 2, docs/api/member-center.md): the channels, the order a payment
 * page returned to (`?order=`), the paged deposit history, making an order and watching a pending
 * one (docs: poll GET /api/deposit/orders/:id while pending; the socket pushes the balance on
 * success, and a `deposit` event reloads the loaded history). The API is the environment's `wallet`.
 */
import { addDisposer, types, type Instance } from 'mobx-state-tree';
import type { DepositChannels, DepositOrder, Paged } from '../../api/wallet';
import { centerApis } from './centerEnv';
import { followLiveEvents, refreshQuietly } from '../liveEvents';
import { resourceModel } from '../shared/ResourceModel';

/** How many recent orders are searched for the order a payment page returned to. */
export const RETURNED_ORDER_WINDOW = 20;
/** Poll period while a watched order is pending (ms). */
export const ORDER_POLL_MS = 2000;

export const DepositStoreModel = types
  .model('DepositStore', {
    channels: types.optional(resourceModel<DepositChannels>('DepositChannelsResource'), {}),
    /** The order named by `?order=` (null: none named, or not among the recent orders). */
    returned: types.optional(resourceModel<DepositOrder | null>('ReturnedOrderResource'), {}),
    history: types.optional(resourceModel<Paged<DepositOrder>>('DepositHistoryResource'), {}),
    /** The order the page shows (just made, or returned to), kept up to date while pending. */
    watched: types.frozen<DepositOrder | null>(null),
  })
  .volatile(() => ({ timer: null as ReturnType<typeof setInterval> | null }))
  .actions((self) => ({
    /** Stops polling the watched order (the page closed). */
    stopWatch() {
      if (self.timer !== null) clearInterval(self.timer);
      self.timer = null;
    },
  }))
  .actions((self) => ({
    afterCreate() {
      addDisposer(self, self.stopWatch);
      // An order of the member changed state (an operator approved or rejected it, the gateway
      // paid it; the `deposit` event, src/stores/liveEvents.ts): the loaded history and returned
      // order show it without a reload (the balance follows its own `balance` event).
      followLiveEvents(self, {
        deposit: () => {
          refreshQuietly(self.history);
          refreshQuietly(self.returned);
        },
      });
    },
    /** Sign-out or member switch (../memberReset.ts): the watch stops. */
    beforeReset() {
      self.stopWatch();
    },
    /** A settled answer for the watched order: shown, and the polling stops. */
    settleWatched(next: DepositOrder) {
      if (self.watched?.id !== next.id) return;
      self.watched = next;
      self.stopWatch();
    },
  }))
  .actions((self) => {
    const wallet = () => centerApis(self).wallet;
    return {
      loadChannels() {
        return self.channels.load(() => wallet().depositChannels());
      },
      /** Finds the order `orderNo` among the recent orders; no number: null. */
      loadReturned(orderNo: string | undefined) {
        return self.returned.load(async () =>
          orderNo
            ? ((await wallet().deposits({ pageNo: 1, pageSize: RETURNED_ORDER_WINDOW })).list.find(
                (o) => o.orderNo === orderNo,
              ) ?? null)
            : null,
        );
      },
      /** Loads one page (1-based) of the deposit history. */
      loadHistory(pageNo: number, pageSize: number) {
        return self.history.load(() => wallet().deposits({ pageNo, pageSize }));
      },
      /** Makes an order (amount a decimal string); throws ApiProblem when refused. */
      createDeposit(body: Parameters<ReturnType<typeof wallet>['createDeposit']>[0]): Promise<DepositOrder> {
        return wallet().createDeposit(body);
      },
      /**
       * Shows `order` and, while it is pending, polls it every `intervalMs` until it settles, then
       * calls `onSettled` with its final state. A failed poll is retried at the next tick. Replaces
       * any earlier watch; null shows no order.
       */
      watchOrder(order: DepositOrder | null, onSettled: (order: DepositOrder) => void, intervalMs = ORDER_POLL_MS) {
        self.stopWatch();
        self.watched = order;
        if (!order || order.status !== 'pending') return;
        const timer = setInterval(() => {
          wallet()
            .deposit(order.id)
            .then(
              (next) => {
                if (self.timer !== timer || next.status === 'pending') return;
                self.settleWatched(next);
                onSettled(next);
              },
              () => undefined, // keep polling through a transient failure
            );
        }, intervalMs);
        self.timer = timer;
      },
    };
  });

export interface DepositStore extends Instance<typeof DepositStoreModel> {}
