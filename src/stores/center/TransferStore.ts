/**
 * The transfer pages (spec section 2): the vendor wallets with transfers and recall
 * (transferFund), the upline and transfers to it (transferUpline), and the transaction history.
 * The API is the environment's `wallet`; amounts are decimal strings.
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type {
  PageQuery,
  TransactionPage,
  TransactionType,
  UplineInfo,
  VendorWallets,
  WalletApi,
} from '../../api/wallet';
import { centerApis } from './centerEnv';
import { resourceModel } from '../shared/ResourceModel';

export const TransferStoreModel = types
  .model('TransferStore', {
    vendorWallets: types.optional(resourceModel<VendorWallets>('VendorWalletsResource'), {}),
    upline: types.optional(resourceModel<UplineInfo>('UplineResource'), {}),
    transactions: types.optional(resourceModel<TransactionPage>('TransactionsResource'), {}),
  })
  .actions((self) => {
    const wallet = (): WalletApi => centerApis(self).wallet;
    return {
      loadVendorWallets() {
        return self.vendorWallets.load(() => wallet().vendorWallets());
      },
      loadUpline() {
        return self.upline.load(() => wallet().uplineInfo());
      },
      /** Loads one page of the transaction history of a type. */
      loadTransactions(q: PageQuery & { type?: TransactionType }) {
        return self.transactions.load(() => wallet().transactions(q));
      },
      /** Moves money between main and one vendor wallet; throws ApiProblem when refused. */
      transfer(body: Parameters<WalletApi['transfer']>[0]) {
        return wallet().transfer(body);
      },
      /** Every vendor wallet back to main. */
      recall() {
        return wallet().recall();
      },
      /** Sends money to the upline with the payment password (the balance shown follows); throws ApiProblem when refused. */
      transferUpline: flow(function* (body: Parameters<WalletApi['transferUpline']>[0]) {
        const result = yield* toGenerator(wallet().transferUpline(body));
        const info = self.upline.data;
        if (info) self.upline.set({ ...info, balance: result.balance });
        return result;
      }),
    };
  });

export interface TransferStore extends Instance<typeof TransferStoreModel> {}
