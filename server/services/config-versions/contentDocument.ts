/**
 * The `content` document (README "Operator console"): a merchant's announcements and banners
 * (contract/types.ts ContentDocument), live in the `announcements` and `banners` rows. A save
 * keeps the ids of existing items, inserts new ones, deletes removed ones and numbers the
 * announcements' display order (`sort_order`, the array order) and each banner group's order; a
 * rollback restores the rows of that version with their ids and order. Moving an announcement
 * never changes its publishedAt (the operator's, or the time of its first save). Announcement HTML is
 * sanitised on save. A save publishes `{ type: 'content', payload: { version } }`.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type {
  ContentAnnouncement,
  ContentBanner,
  ContentDocument,
  LiveContentPayload,
} from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { announcements, banners, mediaUploads, merchants } from '../../db/schema.ts';
import { announcementOrder } from '../content.ts';
import { publish } from '../events/index.ts';
import { contentRuleErrors, contentSchemaErrors } from './contentCheck.ts';
import { contentDiff } from './contentDiff.ts';
import type { DocumentHandler } from './documents.ts';
import { sanitizeAnnouncementHtml } from './sanitize.ts';
import { uploadIdOf } from './uploads.ts';

/**
 * The merchant's content as a document: announcements in display order (sort_order, then newest
 * published first, as the site shows them), banners by group and order.
 */
export async function readContent(db: Db, merchantId: number): Promise<ContentDocument> {
  const [a, b] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(eq(announcements.merchantId, merchantId))
      .orderBy(...announcementOrder),
    db
      .select()
      .from(banners)
      .where(eq(banners.merchantId, merchantId))
      .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id)),
  ]);
  return {
    announcements: a.map((r) => ({
      id: r.id,
      kind: r.kind,
      execution: r.execution,
      title: { tw: r.titleTw, en: r.titleEn },
      content: { tw: r.contentTw, en: r.contentEn },
      active: r.active,
      ...(r.agentsOnly ? { agentsOnly: true } : {}),
      publishedAt: r.publishedAt.toISOString(),
    })),
    banners: b.map((r) => ({
      id: r.id,
      groupName: r.groupName as ContentBanner['groupName'],
      title: { tw: r.titleTw, en: r.titleEn },
      subtitle: { tw: r.subtitleTw, en: r.subtitleEn },
      imageUrl: r.imageUrl,
      linkageType: r.linkageType,
      linkage: r.linkage,
      active: r.active,
    })),
  };
}

const idsOf = (items: readonly { id?: number }[]) => new Set(items.flatMap((i) => (i.id === undefined ? [] : [i.id])));

/** Announcement HTML sanitised, titles and links trimmed. */
function normalise(doc: ContentDocument): ContentDocument {
  const html = (t: ContentAnnouncement['content']) => ({
    tw: sanitizeAnnouncementHtml(t.tw),
    en: sanitizeAnnouncementHtml(t.en),
  });
  const text = (t: { tw: string; en: string }) => ({ tw: t.tw.trim(), en: t.en.trim() });
  return {
    announcements: doc.announcements.map((a) => ({ ...a, title: text(a.title), content: html(a.content) })),
    banners: doc.banners.map((b) => ({
      ...b,
      title: text(b.title),
      subtitle: text(b.subtitle),
      linkage: b.linkage.trim(),
    })),
  };
}

/** Writes the announcements: update kept ids, insert new (or restored) ones, delete the rest; the display order is the array order. */
async function writeAnnouncements(tx: Db, merchantId: number, list: ContentAnnouncement[], now: Date) {
  const existing = new Map(
    (
      await tx
        .select({ id: announcements.id, publishedAt: announcements.publishedAt })
        .from(announcements)
        .where(eq(announcements.merchantId, merchantId))
    ).map((r) => [r.id, r]),
  );
  const keep = [...idsOf(list)];
  await tx
    .delete(announcements)
    .where(
      and(eq(announcements.merchantId, merchantId), ...(keep.length > 0 ? [notInArray(announcements.id, keep)] : [])),
    );
  for (const [index, a] of list.entries()) {
    const row = {
      merchantId,
      sortOrder: index + 1,
      kind: a.kind,
      execution: a.execution,
      titleTw: a.title.tw,
      titleEn: a.title.en,
      contentTw: a.content.tw,
      contentEn: a.content.en,
      active: a.active,
      agentsOnly: a.agentsOnly ?? false,
      publishedAt: a.publishedAt
        ? new Date(a.publishedAt)
        : ((a.id !== undefined ? existing.get(a.id)?.publishedAt : undefined) ?? now),
    };
    if (a.id !== undefined && existing.has(a.id))
      await tx.update(announcements).set(row).where(eq(announcements.id, a.id));
    else await tx.insert(announcements).values(a.id === undefined ? row : { ...row, id: a.id });
  }
}

/** Writes the banners like the announcements; each group's order is its array order. */
async function writeBanners(tx: Db, merchantId: number, list: ContentBanner[]) {
  const existing = new Set(
    (await tx.select({ id: banners.id }).from(banners).where(eq(banners.merchantId, merchantId))).map((r) => r.id),
  );
  const keep = [...idsOf(list)];
  await tx
    .delete(banners)
    .where(and(eq(banners.merchantId, merchantId), ...(keep.length > 0 ? [notInArray(banners.id, keep)] : [])));
  const position = new Map<string, number>();
  for (const b of list) {
    const sortOrder = (position.get(b.groupName) ?? 0) + 1;
    position.set(b.groupName, sortOrder);
    const row = {
      merchantId,
      groupName: b.groupName,
      titleTw: b.title.tw,
      titleEn: b.title.en,
      subtitleTw: b.subtitle.tw,
      subtitleEn: b.subtitle.en,
      imageUrl: b.imageUrl,
      linkageType: b.linkageType,
      linkage: b.linkage,
      sortOrder,
      active: b.active,
    };
    if (b.id !== undefined && existing.has(b.id)) await tx.update(banners).set(row).where(eq(banners.id, b.id));
    else await tx.insert(banners).values(b.id === undefined ? row : { ...row, id: b.id });
  }
}

export const contentDocument: DocumentHandler = {
  code: 'CONTENT',
  async live(db, merchantId) {
    const [merchant] = await db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.id, merchantId))
      .limit(1);
    // outside the console only the seed (and its upgrades) writes content
    return merchant ? { body: await readContent(db, merchantId), source: 'seed' } : null;
  },
  check: (candidate) => contentSchemaErrors(candidate),
  async prepare(tx, merchantId, previous, candidate, { language, restoring }) {
    const doc = candidate as ContentDocument;
    const current = previous as ContentDocument;
    const restored = (restoring?.body ?? { announcements: [], banners: [] }) as ContentDocument;
    const wanted = doc.banners.flatMap((b) => uploadIdOf(b.imageUrl) ?? []);
    const uploads =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: mediaUploads.id })
            .from(mediaUploads)
            .where(and(eq(mediaUploads.merchantId, merchantId), inArray(mediaUploads.id, wanted)));
    const errors = contentRuleErrors(
      doc,
      {
        announcementIds: new Set([...idsOf(current.announcements), ...idsOf(restored.announcements)]),
        bannerIds: new Set([...idsOf(current.banners), ...idsOf(restored.banners)]),
        uploadIds: new Set(uploads.map((u) => u.id)),
      },
      language,
    );
    return { errors, body: errors.length > 0 ? doc : normalise(doc) };
  },
  async apply(tx, merchant, body) {
    const doc = body as ContentDocument;
    await writeAnnouncements(tx, merchant.id, doc.announcements, new Date());
    await writeBanners(tx, merchant.id, doc.banners);
    return readContent(tx, merchant.id);
  },
  diff: (from, to) => contentDiff(from as ContentDocument, to as ContentDocument),
  publish(merchantId, row) {
    const payload: LiveContentPayload = { version: row.version };
    publish({ merchantId, type: 'content', payload });
  },
};
