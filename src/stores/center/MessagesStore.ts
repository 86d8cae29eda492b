/**
 * The platform messages page (spec section 7): the paged messages, newest first, and marking
 * them read (the header's unread count follows). The API is the environment's `wallet`.
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { MemberMessage, Paged } from '../../api/wallet';
import { centerApis } from './centerEnv';
import { resourceModel } from './ResourceModel';

export const MessagesStoreModel = types
  .model('MessagesStore', {
    list: types.optional(resourceModel<Paged<MemberMessage>>('MessagesResource'), {}),
  })
  .actions((self) => ({
    /** Loads one page (1-based) of the messages. */
    loadList(pageNo: number, pageSize: number) {
      return self.list.load(() => centerApis(self).wallet.messages({ pageNo, pageSize }));
    },
    /** Marks the given messages read (all when none are given) in the list too; resolves to the unread count after. */
    markRead: flow(function* (ids?: number[]) {
      const unread = yield* toGenerator(centerApis(self).wallet.markRead(ids));
      const data = self.list.data;
      if (data) self.list.set({ ...data, list: data.list.map((m) => (!ids || ids.includes(m.id) ? { ...m, read: true } : m)) });
      return unread;
    }),
  }));

export interface MessagesStore extends Instance<typeof MessagesStoreModel> {}
