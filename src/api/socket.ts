/**
 * The site socket client (spec section 6: live socket events when logged in).
 * Connects to GET /api/ws?token=<session token>, hands every `{ type, payload }` message to the
 * caller (the stores hand it to the live event hub, src/stores/liveEvents.ts), and reconnects after a drop with exponential backoff (1 s, 2 s, 4 s ... capped at 30 s,
 * back to 1 s after a successful open; a 4401 or 4403 close, a refused token or a trial account, ends it). `onReconnect` runs on every open after the first, so the
 * caller can re-fetch what it may have missed while disconnected; `onOpen` on every open, the first
 * too, for state that may change between the caller's first fetch and the socket's first open
 * (the balance).
 */

/**
 * A frame as it arrived (docs/api/member-center.md "Live socket"): `{ type, payload }`, not yet
 * trusted. The live event hub (src/stores/liveEvents.ts) types it as one SocketEvent of
 * schemas/api/socket-event.json (contract/types.ts) and ignores a type the schema does not know.
 */
export interface SocketMessage {
  type: string;
  payload: unknown;
}

/** The part of the browser WebSocket the client uses (tests pass a fake constructor). */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

export interface SiteSocketOptions {
  /** Absolute ws:// or wss:// URL of the socket, without the token. */
  url: string;
  token: string;
  onMessage(message: SocketMessage): void;
  /** Called on each open after the first (a reconnect). */
  onReconnect?(): void;
  /** Called on every open, the first included. */
  onOpen?(): void;
  /** Creates the socket; defaults to the browser's WebSocket. */
  create?: SocketFactory;
  /** First retry delay in ms (default 1000); doubled on each failure. */
  baseDelayMs?: number;
  /** Longest retry delay in ms (default 30000). */
  maxDelayMs?: number;
  /** Timer functions (tests pass fake ones); default the global setTimeout / clearTimeout. */
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface SiteSocket {
  /** Stops for good: closes the socket and cancels any pending retry. */
  close(): void;
  /** Number of failed attempts since the last successful open (drives the backoff). */
  readonly failures: number;
}

/** Close code of a refused token (docs/api/member-center.md "Live socket"): no reconnect. */
export const UNAUTHORIZED_CLOSE = 4401;
/** Close code of a trial account's socket (docs Changelog): no reconnect either. */
export const FORBIDDEN_CLOSE = 4403;

/** Path of the site socket on the server (LEDGER's server/routes/socket). */
export const SOCKET_PATH = '/api/ws';

/** The socket URL of the page's own origin: ws(s)://host/api/ws. */
export function siteSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

/** The delay before retry number `failures` (1-based): base * 2^(failures-1), capped. */
export function backoffDelay(failures: number, baseDelayMs = 1000, maxDelayMs = 30_000): number {
  return Math.min(maxDelayMs, baseDelayMs * 2 ** Math.max(0, failures - 1));
}

/** Parses one frame; anything that is not a JSON object with a string `type` is ignored (null). */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    if (!value || typeof value !== 'object' || typeof (value as { type?: unknown }).type !== 'string') return null;
    return { type: (value as SocketMessage).type, payload: (value as SocketMessage).payload ?? null };
  } catch {
    return null;
  }
}

/**
 * Opens the site socket and keeps it open until {@link SiteSocket.close}.
 * Never throws: a socket that cannot be created counts as a failed attempt and is retried.
 */
export function connectSiteSocket(options: SiteSocketOptions): SiteSocket {
  const create: SocketFactory = options.create ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let socket: SocketLike | null = null;
  let timer: unknown = null;
  let stopped = false;
  let opened = false;
  let failures = 0;

  const scheduleRetry = () => {
    if (stopped || timer !== null) return;
    failures += 1;
    timer = setTimer(
      () => {
        timer = null;
        open();
      },
      backoffDelay(failures, options.baseDelayMs, options.maxDelayMs),
    );
  };

  function open() {
    if (stopped) return;
    let s: SocketLike;
    try {
      s = create(`${options.url}?token=${encodeURIComponent(options.token)}`);
    } catch {
      scheduleRetry();
      return;
    }
    socket = s;
    s.onopen = () => {
      failures = 0;
      if (opened) options.onReconnect?.();
      opened = true;
      options.onOpen?.();
    };
    s.onmessage = (ev) => {
      const message = parseSocketMessage(ev.data);
      if (message) options.onMessage(message);
    };
    s.onerror = () => undefined; // a close follows every error
    s.onclose = (ev) => {
      if (socket === s) socket = null;
      // The server refuses a bad or expired token (4401) or a trial account (4403): retrying cannot help.
      const code = (ev as { code?: number } | null)?.code;
      if (code === UNAUTHORIZED_CLOSE || code === FORBIDDEN_CLOSE) {
        stopped = true;
        return;
      }
      scheduleRetry();
    };
  }

  open();
  return {
    close() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const s = socket;
      socket = null;
      if (s) {
        s.onclose = null;
        s.close();
      }
    },
    get failures() {
      return failures;
    },
  };
}
