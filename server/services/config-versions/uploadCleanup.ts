/**
 * Removal of banner images no version uses (README "Operator console"; ./uploads.ts stores them). An upload
 * is referenced when any stored content version of its merchant (not only the current one: a
 * rollback must still find its images) or the merchant's live banner rows use it. An upload that
 * is not referenced and older than the grace period ({@link UPLOAD_GRACE_MS}, so that an
 * operator's unsaved draft keeps its fresh uploads) is deleted, in one transaction per merchant
 * that holds the merchant row the way a content save does (./index.ts), so a save never stores a
 * reference to an image being deleted. The server runs the clean-up on start and then every
 * {@link UPLOAD_CLEANUP_INTERVAL_MS} ({@link startUploadCleanup}).
 */
import { and, eq, isNotNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import {
  banners,
  configVersions,
  mediaUploads,
  merchantPages,
  merchants,
  pointsItems,
  promotions,
} from '../../db/schema.ts';
import { uploadIdOf } from './uploads.ts';
import { clusterOf } from '../../cluster/registry.ts';

/** How long an unreferenced upload is kept: 24 hours (an unsaved draft's images). */
export const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often the server looks for unused uploads: every hour. */
export const UPLOAD_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

/** The ids of merchant `merchantId`'s uploads that a stored content version, a live banner, a promotion, a points item or a site pages article cover (any pages version or the live pages) uses. */
async function referencedUploads(tx: Db, merchantId: number): Promise<number[]> {
  const [versions, live, promotionImages, itemImages, pageCovers, livePageCovers] = await Promise.all([
    tx
      .selectDistinct({
        url: sql<string | null>`jsonb_array_elements(${configVersions.body} -> 'banners') ->> 'imageUrl'`,
      })
      .from(configVersions)
      .where(and(eq(configVersions.merchantId, merchantId), eq(configVersions.document, 'content'))),
    tx
      .selectDistinct({ url: banners.imageUrl })
      .from(banners)
      .where(and(eq(banners.merchantId, merchantId), isNotNull(banners.imageUrl))),
    // promotion images (docs/promotions.md "Promotions": an operator upload) are kept as long as a promotion uses them
    tx
      .selectDistinct({ url: promotions.image })
      .from(promotions)
      .where(and(eq(promotions.merchantId, merchantId), isNotNull(promotions.image))),
    // points mall item images (docs/promotions.md "Items, redeem and convert") likewise
    tx
      .selectDistinct({ url: pointsItems.image })
      .from(pointsItems)
      .where(and(eq(pointsItems.merchantId, merchantId), isNotNull(pointsItems.image))),
    // article covers of the site pages (docs/site-pages.md): every stored pages version and the live document
    tx
      .selectDistinct({
        url: sql<string | null>`jsonb_array_elements(${configVersions.body} -> 'articles') ->> 'cover'`,
      })
      .from(configVersions)
      .where(and(eq(configVersions.merchantId, merchantId), eq(configVersions.document, 'pages'))),
    tx
      .selectDistinct({
        url: sql<string | null>`jsonb_array_elements(${merchantPages.body} -> 'articles') ->> 'cover'`,
      })
      .from(merchantPages)
      .where(eq(merchantPages.merchantId, merchantId)),
  ]);
  return [
    ...new Set(
      [...versions, ...live, ...promotionImages, ...itemImages, ...pageCovers, ...livePageCovers].flatMap(
        (r) => uploadIdOf(r.url) ?? [],
      ),
    ),
  ];
}

/**
 * Deletes every merchant's unreferenced uploads created before `now - graceMs`, one transaction
 * per merchant.
 * @returns the ids deleted, by merchant id (merchants with nothing deleted are left out).
 */
export async function removeUnusedUploads(
  db: Db,
  now = new Date(),
  graceMs = UPLOAD_GRACE_MS,
): Promise<Map<number, number[]>> {
  const cutoff = new Date(now.getTime() - graceMs);
  const candidates = await db
    .selectDistinct({ merchantId: mediaUploads.merchantId })
    .from(mediaUploads)
    .where(lt(mediaUploads.createdAt, cutoff));
  const removed = new Map<number, number[]>();
  for (const { merchantId } of candidates) {
    const ids = await db.transaction(async (tx) => {
      // the lock a content save takes: no save can start using an image this pass deletes
      await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, merchantId)).for('update');
      const used = await referencedUploads(tx, merchantId);
      const gone = await tx
        .delete(mediaUploads)
        .where(
          and(
            eq(mediaUploads.merchantId, merchantId),
            lt(mediaUploads.createdAt, cutoff),
            ...(used.length > 0 ? [notInArray(mediaUploads.id, used)] : []),
          ),
        )
        .returning({ id: mediaUploads.id });
      return gone.map((g) => g.id);
    });
    if (ids.length > 0)
      removed.set(
        merchantId,
        ids.sort((a, b) => a - b),
      );
  }
  return removed;
}

/** What the scheduled clean-up reports (a Fastify logger fits). */
export interface CleanupLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/**
 * Runs {@link removeUnusedUploads} now and then every `intervalMs` on a timer that does not keep
 * the process alive; a pass never overlaps the previous one, and a failed pass is logged and
 * retried at the next tick.
 * @returns `stop`, which clears the timer and waits for a running pass (call it before the
 *   database closes).
 */
export function startUploadCleanup(
  db: Db,
  log: CleanupLog,
  intervalMs = UPLOAD_CLEANUP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const pass = () => {
    if (running || stopped) return;
    // several server processes on one PostgreSQL: one of them cleans each interval (docs/scaling.md "Scheduled jobs")
    const guard = clusterOf(db)?.jobs;
    running = (
      guard
        ? guard
            .claim('upload-cleanup', intervalMs, () => removeUnusedUploads(db))
            .then((claimed) => claimed?.value ?? new Map<number, number[]>())
        : removeUnusedUploads(db)
    )
      .then((removed) => {
        if (removed.size > 0) log.info({ removed: Object.fromEntries(removed) }, 'unused banner uploads removed');
      })
      .catch((err: unknown) => log.warn({ err }, 'banner upload clean-up failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  pass();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
