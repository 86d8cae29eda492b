/**
 * The lotto lobby's short cache (docs/lottery.md section 5): what the lobby, the games by prize
 * mode, the opened numbers and the Vietnam menus read (the merchant's lottery games with their
 * open and latest draws) is kept per database and merchant for {@link LOBBY_CACHE_MS}, never per
 * member, and dropped whenever the draw feed writes a draw. The snapshot holds no clock-dependent
 * choice (the `next` draw is picked at answer time), so a cached snapshot never shows a draw whose
 * betting closed as open for betting.
 */

/** How long a merchant's lobby snapshot is reused, ms. */
export const LOBBY_CACHE_MS = 5_000;

interface Entry<T> {
  at: number;
  value: Promise<T>;
}

/** Per database (the app's Drizzle instance): merchant id -> snapshot. */
const caches = new WeakMap<object, Map<number, Entry<unknown>>>();

/**
 * The merchant's cached snapshot, loaded by `load` when missing or older than LOBBY_CACHE_MS
 * (concurrent callers share one load; a failed load is not kept).
 */
export function cachedLobby<T>(db: object, merchantId: number, load: () => Promise<T>, nowMs = performance.now()): Promise<T> {
  let perDb = caches.get(db);
  if (!perDb) caches.set(db, (perDb = new Map()));
  const hit = perDb.get(merchantId) as Entry<T> | undefined;
  if (hit && nowMs - hit.at < LOBBY_CACHE_MS) return hit.value;
  const value = load();
  const entry: Entry<T> = { at: nowMs, value };
  perDb.set(merchantId, entry);
  value.catch(() => {
    if (perDb.get(merchantId) === entry) perDb.delete(merchantId);
  });
  return value;
}

/** Drops every merchant's snapshot of `db` (the draw feed wrote a draw). */
export function invalidateLobby(db: object): void {
  caches.delete(db);
}
