/**
 * The withdraw page (spec section 2, docs/api/member-center.md): the settings (limits, bank cards),
 * the paged withdrawals, applying, cancelling, and the member's confirmation of a paid withdrawal
 * with proofs. The API is the environment's `wallet`.
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { ConfirmResult, Paged, Proof, WalletApi, Withdrawal, WithdrawSettings } from '../../api/wallet';
import { centerApis } from './centerEnv';
import { followLiveEvents, refreshQuietly } from '../liveEvents';
import { resourceModel } from '../shared/ResourceModel';

export const WithdrawStoreModel = types
  .model('WithdrawStore', {
    settings: types.optional(resourceModel<WithdrawSettings>('WithdrawSettingsResource'), {}),
    list: types.optional(resourceModel<Paged<Withdrawal>>('WithdrawalsResource'), {}),
  })
  .actions((self) => {
    const wallet = (): WalletApi => centerApis(self).wallet;
    /** Puts the server's new state of a withdrawal in the loaded list. */
    const replace = (next: Withdrawal) => {
      const data = self.list.data;
      if (data) self.list.set({ ...data, list: data.list.map((w) => (w.id === next.id ? next : w)) });
    };
    return {
      loadSettings() {
        return self.settings.load(() => wallet().withdrawSettings());
      },
      /** Loads one page (1-based) of the withdrawals. */
      loadList(pageNo: number, pageSize: number) {
        return self.list.load(() => wallet().withdrawals({ pageNo, pageSize }));
      },
      /** Applies for a withdrawal (amount a decimal string); throws ApiProblem when refused. */
      createWithdrawal(body: Parameters<WalletApi['createWithdrawal']>[0]): Promise<Withdrawal> {
        return wallet().createWithdrawal(body);
      },
      /** Cancels an applied withdrawal (the list shows its new state); throws ApiProblem when refused. */
      cancelWithdrawal: flow(function* (id: number) {
        const next = yield* toGenerator(wallet().cancelWithdrawal(id));
        replace(next);
        return next;
      }),
      /** Uploads 1..3 png or jpg proofs of withdrawal `id`. */
      uploadProofs(id: number, files: readonly File[]): Promise<{ proofs: Proof[] }> {
        return wallet().uploadProofs(id, files);
      },
      /** The member's answer to a paid withdrawal (remaining amount a decimal string); the list shows its new state. */
      confirmWithdrawal: flow(function* (id: number, body: { result: ConfirmResult; remainingAmount?: string }) {
        const next = yield* toGenerator(wallet().confirmWithdrawal(id, body));
        replace(next);
        return next;
      }),
    };
  })
  .actions((self) => ({
    /**
     * Follows the `withdraw` event (src/stores/liveEvents.ts): a withdrawal of the member changed
     * state (approved, rejected or paid by an operator, cancelled in another tab), so the loaded
     * list is asked again and shows it; the balance follows its own `balance` event.
     */
    afterCreate() {
      followLiveEvents(self, {
        withdraw: () => refreshQuietly(self.list),
      });
    },
  }));

export interface WithdrawStore extends Instance<typeof WithdrawStoreModel> {}
