/**
 * The platform messages page, messageV2 (spec section 7; docs/rewards.md "Platform messages"): the
 * member's messages by category tab (all, system, money, contract, reward, broadcast), newest first
 * and paged; the opened message (opening an unread one marks it read), the selection (one, several
 * or the whole page), mark all read and delete (soft). Every change resolves to the unread count
 * after, which the page hands to the wallet store (the header and menu badges). The API is the
 * environment's `wallet`.
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import type { MemberMessage, MessageCategory, Paged } from '../../api/wallet';
import { centerApis } from './centerEnv';
import { resourceModel } from '../shared/ResourceModel';

/** The page's tabs: every message, then one per category (schemas/api/rewards.json messageCategory). */
export const MESSAGE_TABS = ['all', 'system', 'money', 'contract', 'reward', 'broadcast'] as const satisfies readonly (
  'all' | MessageCategory
)[];
export type MessageTab = (typeof MESSAGE_TABS)[number];

/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 10;

export const MessagesStoreModel = types
  .model('MessagesStore', {
    list: types.optional(resourceModel<Paged<MemberMessage>>('MessagesResource'), {}),
    tab: types.optional(types.enumeration<MessageTab>('MessageTab', [...MESSAGE_TABS]), 'all'),
    pageNo: 1,
    /** The message shown in the reading pane. */
    openId: types.maybeNull(types.number),
    /** Ticked messages of the page shown. */
    selected: types.array(types.number),
  })
  .views((self) => ({
    /** The messages of the page shown (none before the first answer). */
    get messages(): readonly MemberMessage[] {
      return self.list.data?.list ?? [];
    },
    get opened(): MemberMessage | null {
      return self.list.data?.list.find((m) => m.id === self.openId) ?? null;
    },
    get totalPages(): number {
      return Math.max(1, Math.ceil((self.list.data?.total ?? 0) / MESSAGES_PAGE_SIZE));
    },
    isSelected(id: number): boolean {
      return self.selected.includes(id);
    },
    /** Every message of the page is ticked (false on an empty page). */
    get allSelected(): boolean {
      const list = self.list.data?.list ?? [];
      return list.length > 0 && list.every((m) => self.selected.includes(m.id));
    },
  }))
  .actions((self) => {
    const api = () => centerApis(self).wallet;
    /** Drops ticks and the opened message that are not on the page any more. */
    const keepShown = () => {
      const shown = new Set((self.list.data?.list ?? []).map((m) => m.id));
      self.selected.replace(self.selected.filter((id) => shown.has(id)));
      if (self.openId !== null && !shown.has(self.openId)) self.openId = null;
    };
    const loadList = flow(function* (pageNo: number, pageSize: number, category?: MessageCategory) {
      yield self.list.load(() => api().messages({ pageNo, pageSize, category }));
      keepShown();
    });
    /** Loads the tab's page `pageNo`; an empty page after the first (its last messages deleted) steps back one. */
    const loadPage = flow(function* (pageNo: number) {
      const category = self.tab === 'all' ? undefined : self.tab;
      self.pageNo = pageNo;
      yield loadList(pageNo, MESSAGES_PAGE_SIZE, category);
      const data = self.list.data;
      if (data && data.list.length === 0 && data.total > 0 && pageNo > 1) {
        self.pageNo = Math.ceil(data.total / MESSAGES_PAGE_SIZE);
        yield loadList(self.pageNo, MESSAGES_PAGE_SIZE, category);
      }
    });
    /** Marks messages read in the list shown too (none: all). */
    const showRead = (ids?: readonly number[]) => {
      const data = self.list.data;
      if (data)
        self.list.set({ ...data, list: data.list.map((m) => (!ids || ids.includes(m.id) ? { ...m, read: true } : m)) });
    };
    return {
      /** Loads one page (1-based) of the messages, of `category` or all. */
      loadList,
      /** Loads the page shown again (a new message arrived, or after a change). */
      reload: () => loadPage(self.pageNo),
      /** Loads page `pageNo` of the current tab. */
      setPage: (pageNo: number) => loadPage(pageNo),
      /** Shows the first page of `tab`, with nothing opened or ticked. */
      setTab(tab: MessageTab) {
        self.tab = tab;
        self.openId = null;
        self.selected.clear();
        return loadPage(1);
      },
      /** Ticks or unticks one message. */
      toggleSelected(id: number) {
        if (self.selected.includes(id)) self.selected.remove(id);
        else self.selected.push(id);
      },
      /** Ticks every message of the page, or none. */
      selectAll(on: boolean) {
        self.selected.replace(on ? (self.list.data?.list ?? []).map((m) => m.id) : []);
      },
      /** Closes the reading pane. */
      close() {
        self.openId = null;
      },
      /** Marks the given messages read (all when none are given) in the list too; resolves to the unread count after. */
      markRead: flow(function* (ids?: number[]) {
        const unread = yield* toGenerator(api().markRead(ids));
        showRead(ids);
        return unread;
      }),
      /** Opens message `id` in the reading pane; an unread one is marked read. Resolves to the unread count after, or null when nothing changed. */
      open: flow(function* (id: number) {
        self.openId = id;
        const message = self.list.data?.list.find((m) => m.id === id);
        if (!message || message.read) return null;
        const unread = yield* toGenerator(api().markRead([id]));
        showRead([id]);
        return unread;
      }),
      /** Deletes messages `ids` (the server ignores any that are not the member's), then loads the page again. Resolves to the unread count after. */
      remove: flow(function* (ids: number[]) {
        const unread = yield* toGenerator(api().deleteMessages(ids));
        self.selected.replace(self.selected.filter((id) => !ids.includes(id)));
        if (self.openId !== null && ids.includes(self.openId)) self.openId = null;
        yield loadPage(self.pageNo);
        return unread;
      }),
    };
  });

export interface MessagesStore extends Instance<typeof MessagesStoreModel> {}
