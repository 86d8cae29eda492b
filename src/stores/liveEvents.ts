/**
 * The browser's one subscription hub of the site socket's live events (docs/api/member-center.md
 * "Live socket"; the events are the generated union SocketEvent of schemas/api/socket-event.json,
 * contract/types.ts). The socket clients (src/api/socket.ts, opened by the WalletStore with the
 * member's token, by the ConfigStore without one, by the live chat with its key) hand every frame
 * to {@link LiveEventHub.dispatch}; each store subscribes to its own events by type, its handler
 * receiving the payload typed from the union:
 *
 *   followLiveEvents(self, { balance: (payload) => self.setBalance(payload) });
 *
 * No store routes another store's events. A new live event is one entry in the schema and one
 * subscription here (STYLE.md "One way per concern").
 *
 * A logged-in page has two sockets and the server sends the merchant's `config`, `content` and
 * `pages` events on both: each event is dispatched from the socket that carries it
 * (SOCKET_EVENT_AUDIENCE): `site` events and the socket's own `ready` and `pong` from the site
 * (token-less) socket, `member` events from the member's socket, `chat` events from a chat socket;
 * the copy on the other socket is dropped, so nothing is handled twice.
 */
import { addDisposer, getRoot, type IAnyStateTreeNode } from 'mobx-state-tree';
import {
  SOCKET_EVENT_AUDIENCE,
  SOCKET_EVENT_TYPES,
  type SocketEventPayloads,
  type SocketEventType,
} from '../../contract/types';
import type { SocketMessage } from '../api/socket';

/** Which socket a frame came from: the token-less site socket, the member's socket, a live chat socket. */
export type LiveChannel = 'site' | 'member' | 'chat';

/** The handler of events of type `T`: receives the payload of that type. */
export type LiveHandler<T extends SocketEventType> = (payload: SocketEventPayloads[T]) => void;

/** Handlers by event type (each optional), for {@link followLiveEvents}. */
export type LiveHandlers = { [T in SocketEventType]?: LiveHandler<T> };

/** Where the hub reports what it ignores (an unknown type, a failing handler); default console.warn. */
export type LiveLog = (message: string, detail?: unknown) => void;

export interface LiveEventHub {
  /**
   * Calls `handler` with the payload of every event of type `type` (in arrival order, after the
   * handlers subscribed before it). @returns the function that unsubscribes (idempotent).
   */
  subscribe<T extends SocketEventType>(type: T, handler: LiveHandler<T>): () => void;
  /**
   * Hands one frame of the socket of `channel` to the subscribers of its type. A type the schema
   * does not know, or a payload that is not an object, is ignored and logged (a newer server); an
   * event another channel carries is dropped (its copy); a handler that throws is logged and the
   * other handlers still run. Frames are not trusted: handlers check the fields they read.
   */
  dispatch(message: SocketMessage, channel: LiveChannel): void;
}

const KNOWN = new Set<string>(SOCKET_EVENT_TYPES);
const isKnown = (type: string): type is SocketEventType => KNOWN.has(type);

/** Whether the socket of `channel` is the one that carries events of `type` (see the file comment). */
export function carries(channel: LiveChannel, type: SocketEventType): boolean {
  const audience = SOCKET_EVENT_AUDIENCE[type];
  return audience === 'any' ? channel === 'site' : audience === channel;
}

const defaultLog: LiveLog = (message, detail) => console.warn(message, detail);

/** A new hub (one per root store, see {@link liveEventsOf}; the live chat makes its own). */
export function createLiveEventHub(log: LiveLog = defaultLog): LiveEventHub {
  const handlers = new Map<SocketEventType, Set<(payload: unknown) => void>>();
  return {
    subscribe(type, handler) {
      let set = handlers.get(type);
      if (!set) handlers.set(type, (set = new Set()));
      const entry = handler as (payload: unknown) => void;
      set.add(entry);
      return () => void set.delete(entry);
    },
    dispatch(message, channel) {
      if (!isKnown(message.type)) {
        log(`live event '${message.type}' ignored: not in schemas/api/socket-event.json`, message);
        return;
      }
      if (!carries(channel, message.type)) return;
      if (typeof message.payload !== 'object' || message.payload === null) {
        log(`live event '${message.type}' ignored: its payload is not an object`, message);
        return;
      }
      for (const handler of [...(handlers.get(message.type) ?? [])]) {
        try {
          handler(message.payload);
        } catch (err) {
          log(`live event '${message.type}': a handler failed`, err);
        }
      }
    },
  };
}

const hubs = new WeakMap<object, LiveEventHub>();

/**
 * The hub of the tree `node` belongs to (one per root store, made on first use); a store on its
 * own (a test) is its own root and so has its own hub.
 */
export function liveEventsOf(node: IAnyStateTreeNode): LiveEventHub {
  const root = getRoot(node) as object;
  let hub = hubs.get(root);
  if (!hub) hubs.set(root, (hub = createLiveEventHub()));
  return hub;
}

/**
 * Subscribes `node` to its own events on its tree's hub, until the node is destroyed (call it in
 * the store's afterCreate; the root store creates the stores that follow live events with itself).
 */
export function followLiveEvents(node: IAnyStateTreeNode, handlers: LiveHandlers): void {
  const hub = liveEventsOf(node);
  for (const type of SOCKET_EVENT_TYPES) {
    const handler = handlers[type] as LiveHandler<typeof type> | undefined;
    if (handler) addDisposer(node, hub.subscribe(type, handler));
  }
}

/** A loaded resource that can be asked again (the member center's resourceModel). */
interface Reloadable<T> {
  data: unknown;
  last: (() => Promise<T>) | null;
  set(data: T): void;
}

/**
 * Asks a loaded resource's last call again and shows the answer without a loading state (what an
 * event makes stale stays on screen until the new answer arrives; a failure keeps it). Nothing
 * when the resource is not loaded.
 */
export function refreshQuietly<T>(resource: Reloadable<T>): void {
  const call = resource.last;
  if (resource.data === null || !call) return;
  call().then(
    (value) => {
      if (resource.last === call) resource.set(value);
    },
    () => undefined,
  );
}
