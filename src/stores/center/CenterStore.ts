/**
 * The member center's data (spec section 2): one store per area, each loading through the
 * environment's APIs ({@link CenterEnv}) and holding its loading, empty and error states.
 */
import { types, type Instance } from 'mobx-state-tree';
import { DepositStoreModel } from './DepositStore';
import { MessagesStoreModel } from './MessagesStore';
import { RecordsStoreModel } from './RecordsStore';
import { SecurityStoreModel } from './SecurityStore';
import { TransferStoreModel } from './TransferStore';
import { WithdrawStoreModel } from './WithdrawStore';

export type { CenterEnv } from './centerEnv';

export const CenterStoreModel = types.model('CenterStore', {
  records: types.optional(RecordsStoreModel, {}),
  deposit: types.optional(DepositStoreModel, {}),
  withdraw: types.optional(WithdrawStoreModel, {}),
  transfer: types.optional(TransferStoreModel, {}),
  messages: types.optional(MessagesStoreModel, {}),
  security: types.optional(SecurityStoreModel, {}),
});

export interface CenterStore extends Instance<typeof CenterStoreModel> {}
