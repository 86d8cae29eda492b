/**
 * The console's Live chat tab (docs/livechat.md "Console"): the merchant's open or closed
 * conversations with unread counts (paged), the open conversation with its messages, reply and
 * close, all kept live through the console's link on the site socket (`?operator=`, ./liveLink.ts),
 * and the settings sub-view: the provider, the external URL and the desks (names, descriptions and
 * greetings in TW and EN) edited as a draft and saved over the version they started from (a
 * refusal names its field; 409 asks for a reload). The API comes through the environment
 * (`operatorChatApi`, the console root's: ../ConsoleRootStore.ts), and so does the operator token
 * of the live link (`tokenStore`, default session storage).
 */
import { flow, getEnv, hasEnv, toGenerator, types, type Instance } from 'mobx-state-tree';
import { ApiProblem } from '../../api/client';
import type { ChatConversation, ChatMessage, ChatSettings, OperatorChats } from '../../api/livechat';
import type { ChatSettingsBody, ChatSettingsModel } from '../../../contract/types';
import { envApi } from '../envApi';
import { sessionTokenStore, type OperatorEnv } from '../OperatorStore';
import { problemMessage } from '../problems';
import { mergeMessages } from './ChatWindowStore';
import { startChatLink, type ChatLink, type ChatLinkOptions } from './liveLink';

export const CHAT_PAGE_SIZE = 10;

/** The options of the tab's environment besides its API (`operatorChatApi`, read through ../envApi.ts). */
export interface ChatConsoleEnv extends Pick<OperatorEnv, 'tokenStore'> {
  /** Opens the live link (default ./liveLink.ts startChatLink; tests pass a fake). */
  startLink?: (options: ChatLinkOptions) => ChatLink;
}

/** A refused call: the message, the field it names and whether it was a conflict (409). */
export interface ChatProblem {
  message: string;
  field: string | null;
  stale: boolean;
}

const problemOf = (err: unknown, fallback: string): ChatProblem => {
  const value = err instanceof ApiProblem ? (err.value as { field?: unknown } | null) : null;
  return {
    message: problemMessage(err) ?? fallback,
    field: typeof value?.field === 'string' ? value.field : null,
    stale: err instanceof ApiProblem && err.status === 409,
  };
};

/** A new desk for the settings form (id unique among `taken`). */
export function newDesk(taken: readonly string[]): ChatSettingsModel {
  let n = taken.length + 1;
  while (taken.includes(`desk-${n}`)) n++;
  return { id: `desk-${n}`, name: { TW: '', EN: '' }, description: { TW: '', EN: '' }, greeting: { TW: '', EN: '' } };
}

export const ChatConsoleModel = types
  .model('ChatConsoleStore', {
    status: types.optional(types.enumeration('ChatStatus', ['open', 'closed']), 'open'),
    pageNo: 1,
    list: types.frozen<OperatorChats | null>(null),
    listState: types.optional(types.enumeration('ListState', ['idle', 'loading', 'ready', 'error']), 'idle'),
    selectedId: types.maybeNull(types.number),
    conversation: types.frozen<ChatConversation | null>(null),
    conversationState: types.optional(
      types.enumeration('ConversationState', ['idle', 'loading', 'ready', 'error']),
      'idle',
    ),
    replying: false,
    closing: false,
    problem: types.frozen<ChatProblem | null>(null),
    // settings
    settingsVersion: types.maybeNull(types.number),
    draft: types.frozen<ChatSettingsBody | null>(null),
    saving: false,
    settingsProblem: types.frozen<ChatProblem | null>(null),
    settingsSaved: false,
    /** The live socket is open. */
    live: false,
  })
  .volatile(() => ({ link: null as ChatLink | null, refreshTimer: null as ReturnType<typeof setTimeout> | null }))
  .actions((self) => {
    const api = () => envApi(self, 'operatorChatApi');
    return {
      /** Loads the current page of conversations (quietly when some are shown). */
      loadList: flow(function* loadList() {
        if (!self.list) self.listState = 'loading';
        try {
          self.list = yield* toGenerator(
            api().list({ status: self.status, pageNo: self.pageNo, pageSize: CHAT_PAGE_SIZE }),
          );
          self.listState = 'ready';
        } catch {
          self.listState = 'error';
        }
      }),
      /** Loads the selected conversation (quietly when it is shown). */
      loadConversation: flow(function* loadConversation() {
        const id = self.selectedId;
        if (id === null) return;
        if (self.conversation?.id !== id) self.conversationState = 'loading';
        try {
          const c = yield* toGenerator(api().get(id));
          if (self.selectedId !== id) return;
          self.conversation = {
            ...c,
            messages: mergeMessages(self.conversation?.id === id ? self.conversation.messages : [], c.messages),
          };
          self.conversationState = 'ready';
        } catch {
          if (self.selectedId === id) self.conversationState = 'error';
        }
      }),
    };
  })
  .actions((self) => ({
    setLive(open: boolean) {
      self.live = open;
    },
    setStatus(status: 'open' | 'closed') {
      self.status = status;
      self.pageNo = 1;
      self.list = null;
      void self.loadList();
    },
    setPage(pageNo: number) {
      self.pageNo = pageNo;
      void self.loadList();
    },
    select(id: number | null) {
      self.selectedId = id;
      self.problem = null;
      if (id === null) {
        self.conversation = null;
        self.conversationState = 'idle';
        return;
      }
      void self.loadConversation().then(() => self.loadList());
    },
    /** Applies a `chat` event: the open conversation's new message or close; the list refreshes (debounced). */
    applyEvent(payload: unknown) {
      const p = payload as { conversationId?: number; kind?: string; message?: ChatMessage } | null;
      if (!p) return;
      const c = self.conversation;
      if (c && p.conversationId === c.id) {
        if (p.kind === 'message' && p.message)
          self.conversation = { ...c, messages: mergeMessages(c.messages, [p.message]) };
        else if (p.kind === 'closed') self.conversation = { ...c, status: 'closed' };
      }
      if (self.refreshTimer) clearTimeout(self.refreshTimer);
      self.refreshTimer = setTimeout(() => {
        self.refreshTimer = null;
        void self.loadList();
      }, 250);
    },
  }))
  .actions((self) => ({
    /** Loads the list and starts the live link (once). */
    start() {
      void self.loadList();
      if (self.link) return;
      const env: ChatConsoleEnv = hasEnv(self) ? getEnv<ChatConsoleEnv>(self) : {};
      const token = (env.tokenStore ?? sessionTokenStore).get();
      if (!token) return;
      self.link = (env.startLink ?? startChatLink)({
        key: { operator: token },
        onChat: (p) => self.applyEvent(p),
        onLive: (open) => self.setLive(open),
        onResync: () => {
          void self.loadList();
          void self.loadConversation();
        },
      });
    },
    stop() {
      self.link?.stop();
      self.link = null;
      if (self.refreshTimer) clearTimeout(self.refreshTimer);
      self.refreshTimer = null;
    },
    /** Replies in the open conversation. @returns whether it was sent. */
    reply: flow(function* reply(text: string, fallback: string) {
      const c = self.conversation;
      const body = text.trim();
      if (!c || !body || body.length > 1000 || self.replying) return false;
      self.replying = true;
      self.problem = null;
      try {
        const m = yield* toGenerator(envApi(self, 'operatorChatApi').reply(c.id, body));
        const now = self.conversation;
        if (now?.id === c.id) self.conversation = { ...now, messages: mergeMessages(now.messages, [m]) };
        void self.loadList();
        return true;
      } catch (err) {
        self.problem = problemOf(err, fallback);
        return false;
      } finally {
        self.replying = false;
      }
    }),
    /** Closes the open conversation. */
    close: flow(function* close(fallback: string) {
      const c = self.conversation;
      if (!c || self.closing) return;
      self.closing = true;
      self.problem = null;
      try {
        self.conversation = yield* toGenerator(envApi(self, 'operatorChatApi').close(c.id));
        void self.loadList();
      } catch (err) {
        self.problem = problemOf(err, fallback);
      } finally {
        self.closing = false;
      }
    }),
    /** Loads the settings into the draft. */
    loadSettings: flow(function* loadSettings(fallback: string) {
      self.settingsProblem = null;
      self.settingsSaved = false;
      try {
        const s: ChatSettings = yield* toGenerator(envApi(self, 'operatorChatApi').settings());
        self.settingsVersion = s.version;
        self.draft = s.settings;
      } catch (err) {
        self.settingsProblem = problemOf(err, fallback);
      }
    }),
    /** Replaces the draft (the form's changes). */
    setDraft(draft: ChatSettingsBody) {
      self.draft = draft;
      self.settingsSaved = false;
    },
    /** Saves the draft over its version. @returns whether it was saved. */
    saveSettings: flow(function* saveSettings(fallback: string) {
      if (!self.draft || self.settingsVersion === null || self.saving) return false;
      self.saving = true;
      self.settingsProblem = null;
      try {
        const s: ChatSettings = yield* toGenerator(
          envApi(self, 'operatorChatApi').saveSettings({
            baseVersion: self.settingsVersion,
            settings: self.draft,
          }),
        );
        self.settingsVersion = s.version;
        self.draft = s.settings;
        self.settingsSaved = true;
        return true;
      } catch (err) {
        self.settingsProblem = problemOf(err, fallback);
        return false;
      } finally {
        self.saving = false;
      }
    }),
  }))
  .actions((self) => ({
    /** Stops the live link and the pending refresh before a reset (../memberReset.ts resetStore: the console's logout). */
    beforeReset() {
      self.stop();
    },
  }));

export interface ChatConsoleStore extends Instance<typeof ChatConsoleModel> {}
