/**
 * Reading a merchant's live pages document (docs/site-pages.md): the `merchant_pages` row, or the
 * default pages ({@link defaultPages}) when the merchant never saved any. Reads are cached per
 * merchant for {@link CACHE_MS} and forgotten when a save makes a new version live
 * ({@link forgetPages}; the document handler calls it in the save's transaction and again after the
 * commit), so the public pages cost no query on most requests and another server's save shows
 * within the cache time.
 */
import { eq } from 'drizzle-orm';
import type { PagesDocument } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { merchantPages } from '../../db/schema.ts';
import { sanitizePages } from './check.ts';
import { defaultPages } from './defaults.ts';
import { subscribe } from '../events/index.ts';

/** How long a read stays cached, ms. */
export const CACHE_MS = 30_000;

let defaults: PagesDocument | null = null;
/** The default pages as a save would store them (sanitised), the same object on every call: do not change it. */
export function storedDefaults(): PagesDocument {
  defaults ??= sanitizePages(defaultPages());
  return defaults;
}

/** Save generation per merchant: a cached read of an older generation is stale. */
const generations = new Map<number, number>();
/** Cached reads per database (tests run several databases in one process) and merchant. */
const cache = new WeakMap<
  object,
  Map<number, { doc: PagesDocument; source: 'pages' | 'defaults'; generation: number; at: number }>
>();

/** Forgets every cached read of merchant `merchantId` (a new version is live). */
export function forgetPages(merchantId: number): void {
  generations.set(merchantId, (generations.get(merchantId) ?? 0) + 1);
}
// a save on another server process reaches this one as its 'pages' event, through the bus (docs/scaling.md "Caches")
subscribe((event) => event.type === 'pages' && forgetPages(event.merchantId));

/** The stored document of merchant `merchantId` (no cache), and whether it is the merchant's own or the defaults. */
export async function readPages(
  db: Db,
  merchantId: number,
): Promise<{ doc: PagesDocument; source: 'pages' | 'defaults' }> {
  const [row] = await db
    .select({ body: merchantPages.body })
    .from(merchantPages)
    .where(eq(merchantPages.merchantId, merchantId))
    .limit(1);
  return row
    ? { doc: row.body as unknown as PagesDocument, source: 'pages' }
    : { doc: storedDefaults(), source: 'defaults' };
}

/** The live pages of merchant `merchantId` through the cache (for the public calls). Treat as read-only. */
export async function livePages(db: Db, merchantId: number, nowMs: number = Date.now()): Promise<PagesDocument> {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const generation = generations.get(merchantId) ?? 0;
  const hit = perDb.get(merchantId);
  if (hit && hit.generation === generation && nowMs - hit.at < CACHE_MS && nowMs >= hit.at) return hit.doc;
  const read = await readPages(db, merchantId);
  if ((generations.get(merchantId) ?? 0) === generation) perDb.set(merchantId, { ...read, generation, at: nowMs });
  return read.doc;
}
