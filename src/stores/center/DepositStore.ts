/**
 * The deposit page (spec section 2, docs/api/member-center.md): the channels, the order a payment
 * page returned to (`?order=`), the paged deposit history, making an order and polling a pending
 * one. The API is the environment's `wallet`.
 */
import { types, type Instance } from 'mobx-state-tree';
import type { DepositChannels, DepositOrder, Paged } from '../../api/wallet';
import { centerApis } from './centerEnv';
import { resourceModel } from './ResourceModel';

/** How many recent orders are searched for the order a payment page returned to. */
export const RETURNED_ORDER_WINDOW = 20;

export const DepositStoreModel = types
  .model('DepositStore', {
    channels: types.optional(resourceModel<DepositChannels>('DepositChannelsResource'), {}),
    /** The order named by `?order=` (null: none named, or not among the recent orders). */
    returned: types.optional(resourceModel<DepositOrder | null>('ReturnedOrderResource'), {}),
    history: types.optional(resourceModel<Paged<DepositOrder>>('DepositHistoryResource'), {}),
  })
  .actions((self) => {
    const wallet = () => centerApis(self).wallet;
    return {
      loadChannels() {
        return self.channels.load(() => wallet().depositChannels());
      },
      /** Finds the order `orderNo` among the recent orders; no number: null. */
      loadReturned(orderNo: string | undefined) {
        return self.returned.load(async () => (orderNo ? ((await wallet().deposits({ pageNo: 1, pageSize: RETURNED_ORDER_WINDOW })).list.find((o) => o.orderNo === orderNo) ?? null) : null));
      },
      /** Loads one page (1-based) of the deposit history. */
      loadHistory(pageNo: number, pageSize: number) {
        return self.history.load(() => wallet().deposits({ pageNo, pageSize }));
      },
      /** Makes an order (amount a decimal string); throws ApiProblem when refused. */
      createDeposit(body: Parameters<ReturnType<typeof wallet>['createDeposit']>[0]): Promise<DepositOrder> {
        return wallet().createDeposit(body);
      },
      /** The current state of order `id` (polled while pending). */
      fetchOrder(id: number): Promise<DepositOrder> {
        return wallet().deposit(id);
      },
    };
  });

export interface DepositStore extends Instance<typeof DepositStoreModel> {}
