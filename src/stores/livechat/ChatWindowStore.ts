/**
 * The house chat window at /livechat (docs/livechat.md "Chat window"): the conversation of the
 * chat token (the only key; kept in session storage so a reload works after the address bar
 * dropped it), its messages kept in order without duplicates, sending (1..1000 characters, one at
 * a time), the live link (./liveLink.ts: the site socket keyed by the chat token, a 3 s poll as the
 * fallback) and the states: loading, open, closed (an operator closed the chat), invalid (the
 * token is unknown or was replaced by a newer launch) and failed (network).
 */
import {
  flow,
  getEnv,
  isStateTreeNode,
  toGenerator,
  types,
  type IAnyStateTreeNode,
  type Instance,
} from 'mobx-state-tree';
import { ApiProblem } from '../../api/client';
import { type ChatConversation, type ChatMessage, type LiveChatApi } from '../../api/livechat';
import { problemMessage } from '../problems';
import { startChatLink, type ChatLink, type ChatLinkOptions } from './liveLink';
import { envApi } from '../envApi';

/** Longest message (schemas/api/livechat.json chatSendBody). */
export const CHAT_MESSAGE_MAX = 1000;

export interface ChatWindowEnv {
  livechat: LiveChatApi;
  /** Starts the live link (tests pass a fake); default {@link startChatLink}. */
  startLink?: (options: ChatLinkOptions) => ChatLink;
}

/** Messages by id, oldest first, each once. */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of current) byId.set(m.id, m);
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

export const ChatWindowStoreModel = types
  .model('ChatWindowStore', {
    token: '',
    conversation: types.frozen<ChatConversation | null>(null),
    state: types.optional(types.enumeration('ChatWindowState', ['loading', 'ready', 'invalid', 'failed']), 'loading'),
    sending: false,
    /** The last send's refusal (null: none). */
    sendError: types.maybeNull(types.string),
    /** The live socket is open (false: the 3 s poll runs). */
    live: false,
  })
  .volatile(() => ({ link: null as ChatLink | null }))
  .views((self) => ({
    get closed(): boolean {
      return self.conversation?.status === 'closed';
    },
    get messages(): readonly ChatMessage[] {
      return self.conversation?.messages ?? [];
    },
  }))
  .actions((self) => {
    const api = (): LiveChatApi => envApi(self, 'livechat');
    return {
      /** Fetches the conversation (the first load shows the skeleton; later ones merge quietly). */
      load: flow(function* load() {
        if (!self.token) {
          self.state = 'invalid';
          return;
        }
        try {
          const c = yield* toGenerator(api().conversation(self.token));
          self.conversation = {
            ...c,
            messages: mergeMessages(self.conversation?.id === c.id ? self.conversation.messages : [], c.messages),
          };
          self.state = 'ready';
        } catch (err) {
          if (err instanceof ApiProblem && err.status === 401) {
            self.state = 'invalid';
            self.link?.stop();
            self.link = null;
          } else if (self.state === 'loading') self.state = 'failed';
        }
      }),
      setLive(open: boolean) {
        self.live = open;
      },
      /** Applies a `chat` event of the socket (server/services/livechat/conversations.ts ChatEventPayload). */
      applyEvent(payload: unknown) {
        const p = payload as { conversationId?: number; kind?: string; message?: ChatMessage } | null;
        const c = self.conversation;
        if (!p || !c || p.conversationId !== c.id) return;
        if (p.kind === 'message' && p.message)
          self.conversation = { ...c, messages: mergeMessages(c.messages, [p.message]) };
        else if (p.kind === 'closed') self.conversation = { ...c, status: 'closed' };
      },
    };
  })
  .actions((self) => ({
    /** Starts with `token`: loads, then keeps the conversation live until {@link stop}. */
    start(token: string) {
      self.token = token;
      self.state = 'loading';
      void self.load().then(() => {
        if (self.state !== 'ready' || self.link) return;
        const start = getEnv<ChatWindowEnv>(self).startLink ?? startChatLink;
        self.link = start({
          key: { chat: token },
          onChat: (p) => self.applyEvent(p),
          onResync: () => void self.load(),
          onLive: (open) => self.setLive(open),
        });
      });
    },
    stop() {
      self.link?.stop();
      self.link = null;
    },
    /**
     * Sends `text` (trimmed; 1..1000 characters). @returns whether it was sent (the composer
     * clears then); a refusal's message goes to `sendError`.
     */
    send: flow(function* send(text: string) {
      const body = text.trim();
      if (!body || body.length > CHAT_MESSAGE_MAX || self.sending || self.closed || !self.conversation) return false;
      self.sending = true;
      self.sendError = null;
      try {
        const m = yield* toGenerator(envApi(self, 'livechat').send(self.token, body));
        const c = self.conversation;
        if (c) self.conversation = { ...c, messages: mergeMessages(c.messages, [m]) };
        return true;
      } catch (err) {
        self.sendError = problemMessage(err) ?? '';
        if (err instanceof ApiProblem && err.status === 409) void self.load();
        if (err instanceof ApiProblem && err.status === 401) self.state = 'invalid';
        return false;
      } finally {
        self.sending = false;
      }
    }),
  }));

export interface ChatWindowStore extends Instance<typeof ChatWindowStoreModel> {}

/**
 * A chat window store in the environment of `root` (the site's RootStore: its `livechat` API,
 * src/api/index.ts createApis), or in `env` itself when given an environment (tests).
 */
export function createChatWindowStore(root: IAnyStateTreeNode | ChatWindowEnv): ChatWindowStore {
  return ChatWindowStoreModel.create({}, isStateTreeNode(root) ? getEnv<ChatWindowEnv>(root) : root);
}
