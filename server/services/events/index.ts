/**
 * The in-process live event bus (docs/api/member-center.md "Live socket"): services publish, the site socket
 * (server/routes/socket) delivers to the connected clients of a member (or of every member of a
 * merchant when `memberId` is absent). On the wire: `{ type, payload }`.
 */

export interface LiveEvent {
  merchantId: number;
  /** The member to reach; absent: every connected member of the merchant. */
  memberId?: number;
  /** balance, unread, deposit, withdraw, config... */
  type: string;
  payload: unknown;
}

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

/** Delivers `event` to the subscribers now; a failing subscriber never stops the others. */
export function publish(event: LiveEvent): void {
  for (const listener of listeners) {
    try {
      listener(event);
    } catch {
      // one broken socket must not stop the others
    }
  }
}

/** Subscribes to every event. @returns the function that unsubscribes. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many subscribers are connected (tests, diagnostics). */
export function subscriberCount(): number {
  return listeners.size;
}
