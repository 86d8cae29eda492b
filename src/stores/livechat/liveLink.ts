/**
 * The chat's live link (docs/livechat.md "Live updates"): the site socket with the chat window's
 * (`?chat=`) or the console's (`?operator=`) key, reconnecting with the site socket's backoff
 * (src/api/socket.ts), and while it is not open a poll every {@link CHAT_POLL_MS} as the fallback.
 * Its `chat` events go through a live event hub of its own (src/stores/liveEvents.ts).
 */
import { chatSocketUrl } from '../../api/livechat';
import { connectSiteSocket, type SocketLike } from '../../api/socket';
import type { SocketEventPayloads } from '../../../contract/types';
import { createLiveEventHub } from '../liveEvents';

/** The fallback poll's period while the socket is down (docs/livechat.md). */
export const CHAT_POLL_MS = 3_000;

export interface ChatLinkOptions {
  key: { chat: string } | { operator: string };
  /** A `chat` event's payload. */
  onChat(payload: SocketEventPayloads['chat']): void;
  /** After a reconnect, and on each fallback poll: fetch what may have been missed. */
  onResync(): void;
  /** The socket opened (true) or dropped (false). */
  onLive?(open: boolean): void;
  /** Creates the WebSocket (tests pass a fake); default the browser's. */
  create?: (url: string) => SocketLike;
  location?: { protocol: string; host: string };
}

/** A running link; `stop()` ends the socket and the poll. */
export interface ChatLink {
  stop(): void;
  readonly live: boolean;
}

/** Wraps a WebSocket so the link knows whether it is open. */
function tracked(ws: SocketLike, onState: (open: boolean) => void): SocketLike {
  const like: SocketLike = { onopen: null, onclose: null, onerror: null, onmessage: null, close: () => ws.close() };
  ws.onopen = (ev) => {
    onState(true);
    like.onopen?.(ev);
  };
  ws.onclose = (ev) => {
    onState(false);
    like.onclose?.(ev);
  };
  ws.onerror = (ev) => like.onerror?.(ev);
  ws.onmessage = (ev) => like.onmessage?.(ev);
  return like;
}

/** Starts the live link of a chat window or of the console. */
export function startChatLink(options: ChatLinkOptions): ChatLink {
  const location = options.location ?? globalThis.location;
  const url = chatSocketUrl(location, options.key);
  const make = options.create ?? ((u: string) => new WebSocket(u) as unknown as SocketLike);
  let live = false;
  // the chat socket's own hub (the window and the console live outside the site's root store)
  const hub = createLiveEventHub();
  hub.subscribe('chat', (payload) => options.onChat(payload));
  const socket = connectSiteSocket({
    url,
    token: '',
    create: () =>
      tracked(make(url), (open) => {
        live = open;
        options.onLive?.(open);
      }),
    onMessage: (message) => hub.dispatch(message, 'chat'),
    onReconnect: () => options.onResync(),
  });
  const poll = setInterval(() => {
    if (!live) options.onResync();
  }, CHAT_POLL_MS);
  return {
    stop() {
      clearInterval(poll);
      socket.close();
    },
    get live() {
      return live;
    },
  };
}
