/**
 * The live event hub (docs/api/member-center.md "Live socket"; docs/scaling.md "The fan-out bus"):
 * services publish, the site socket (server/routes/socket) delivers to the connected clients of a
 * member (or of every member of a merchant when `memberId` is absent). On the wire: `{ type, payload }`,
 * one {@link SocketEvent} of schemas/api/socket-event.json: {@link publish} takes only those (each
 * payload type-checked by its event type), and {@link socketFrame} writes every frame the socket sends.
 *
 * One process (PGlite, the embedded default): {@link publish} delivers to this process's
 * subscribers and that is all. Several processes on one PostgreSQL (server/cluster): each process
 * attaches a {@link BusTransport} (PostgreSQL LISTEN/NOTIFY, server/cluster/pgBus.ts); a publish
 * is delivered here at once and sent on the bus, and every other process delivers it to its own
 * subscribers ({@link deliverFromBus}), so a browser hears an event whichever node it is connected
 * to. The same bus carries the cache invalidations of server/shared/cache.ts.
 */
import type { SocketEvent } from '../../../contract/types.ts';

/** Who a published event is for. */
export interface LiveAddress {
  merchantId: number;
  /** The member to reach; absent: every connected member of the merchant. */
  memberId?: number;
}

/** The events a service publishes: every socket event but the socket's own `ready` and `pong`. */
export type BusEvent = Exclude<SocketEvent, { type: 'ready' | 'pong' }>;

/**
 * A published event: its address and one {@link BusEvent} (`{ type, payload }`), so that
 * `publish({ merchantId, memberId, type: 'balance', payload })` checks the payload of `balance`.
 */
export type LiveEvent = LiveAddress & BusEvent;

/** What travels between processes: a live event, or "forget cache `cache` (of one merchant, or all)". */
export type BusMessage = { kind: 'event'; event: LiveEvent } | { kind: 'forget'; cache: string; merchantId?: number };

/** The other processes, as a transport to them (server/cluster/pgBus.ts). */
export interface BusTransport {
  /** Sends `message` to every other process (in the order of the calls; never throws). */
  send(message: BusMessage): void;
}

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();
const checks = new Set<(event: LiveEvent) => void>();
const transports = new Set<BusTransport>();
const forgetters = new Map<string, Set<(merchantId?: number) => void>>();

function deliver(event: LiveEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // one broken socket must not stop the others
    }
  }
}

/**
 * Sends `event` to the other processes on the bus, when one is attached, and delivers it to this
 * process's subscribers now (a failing subscriber never stops the others). The bus goes first: its
 * NOTIFY is then written before this process's own sockets are (hundreds of writes), not after.
 * Every live event goes through here (the socket's own `ready` and `pong` through {@link socketFrame}).
 * @throws whatever an attached {@link checkEvents} check throws (tests: an event outside the schema).
 */
export function publish(event: LiveEvent): void {
  for (const check of checks) check(event);
  for (const transport of transports) transport.send({ kind: 'event', event });
  deliver(event);
}

/**
 * Runs `check` on every event before it is published; a check that throws stops the publish and
 * the publisher sees the error. The server tests attach the schema's validation
 * (tests/server/support/liveEvents.ts), so every event a test makes the server send is checked
 * against schemas/api/socket-event.json. @returns the function that detaches it.
 */
export function checkEvents(check: (event: LiveEvent) => void): () => void {
  checks.add(check);
  return () => checks.delete(check);
}

/** The text frame of `event` on the site socket: `{ type, payload }` as JSON (docs/api/member-center.md "Live socket"). */
export function socketFrame(event: SocketEvent): string {
  return JSON.stringify({ type: event.type, payload: event.payload });
}

/** Subscribes to every event, this process's and the other processes'. @returns the function that unsubscribes. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many subscribers are connected in this process (tests, diagnostics). */
export function subscriberCount(): number {
  return listeners.size;
}

/**
 * Attaches the transport to the other processes (the cluster plugin, server/plugins/cluster.ts).
 * @returns the function that detaches it.
 */
export function attachTransport(transport: BusTransport): () => void {
  transports.add(transport);
  return () => transports.delete(transport);
}

/** Whether a transport is attached (several processes share the site). */
export function clustered(): boolean {
  return transports.size > 0;
}

/**
 * What a transport calls for each message another process sent: an event goes to this process's
 * subscribers (not back on the bus), a cache invalidation to the cache's registered forget.
 */
export function deliverFromBus(message: BusMessage): void {
  if (message.kind === 'event') deliver(message.event);
  else forgetHere(message.cache, message.merchantId);
}

/**
 * Registers how this process forgets cache `cache` (server/shared/cache.ts).
 * @returns the function that unregisters it.
 */
export function onForget(cache: string, forget: (merchantId?: number) => void): () => void {
  let set = forgetters.get(cache);
  if (!set) forgetters.set(cache, (set = new Set()));
  set.add(forget);
  return () => set.delete(forget);
}

/** Runs this process's forgets of `cache` (every registered cache when `cache` is '*': the bus was down and may have missed some). */
export function forgetHere(cache: string, merchantId?: number): void {
  const sets =
    cache === '*' ? [...forgetters.values()] : [forgetters.get(cache) ?? new Set<(merchantId?: number) => void>()];
  for (const set of sets) {
    for (const forget of set) {
      try {
        forget(cache === '*' ? undefined : merchantId);
      } catch {
        // a cache that cannot forget keeps its short time-to-live
      }
    }
  }
}

/** Sends "forget `cache`" to the other processes (this one forgets by itself). */
export function forgetElsewhere(cache: string, merchantId?: number): void {
  for (const transport of transports)
    transport.send(merchantId === undefined ? { kind: 'forget', cache } : { kind: 'forget', cache, merchantId });
}
