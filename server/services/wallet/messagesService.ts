/**
 * Platform messages to a member (docs/rewards.md "Platform messages"; spec section 7 messageV2):
 * notices in a category (system; money: deposit credited, withdrawal reviewed or paid, upline
 * transfer received, an agent's transfer to its downline; contract: contract changes and
 * settlements; reward; broadcast: the operator's, written by server/services/broadcasts), the
 * member's list with a category filter, marking read, deleting (soft), and the unread count,
 * pushed live as `{ type: 'unread', payload: { count } }` after every change.
 * Deleted messages (`deletedAt` set) are never listed nor counted.
 */
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { memberMessages } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { publish } from '../events/index.ts';
import type { MessageCategory, MessagePage } from '../../../contract/types.ts';

export type Text = Record<Language, string>;

/** The member's messages that are not deleted. */
const visible = (memberId: number): SQL =>
  and(eq(memberMessages.memberId, memberId), isNull(memberMessages.deletedAt))!;

/** The member's unread message count (deleted ones excluded). */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(visible(memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

/** Pushes the member's unread count over the site socket (spec section 7: the header and menu badges follow live). */
export async function publishUnread(db: Db, merchantId: number, memberId: number): Promise<number> {
  const n = await unreadCount(db, memberId);
  publish({ merchantId, memberId, type: 'unread', payload: { count: n } });
  return n;
}

/**
 * Writes a message in `category` (default `system`; schemas/api/rewards.json messageCategory) and
 * pushes the new unread count. Call it after the change it tells of committed.
 */
export async function notifyMember(
  db: Db,
  merchantId: number,
  memberId: number,
  title: Text,
  content: Text,
  category: MessageCategory = 'system',
): Promise<void> {
  await db.insert(memberMessages).values({
    merchantId,
    memberId,
    category,
    titleTw: title.TW,
    titleEn: title.EN,
    contentTw: content.TW,
    contentEn: content.EN,
  });
  await publishUnread(db, merchantId, memberId);
}

/**
 * A page (1-based `pageNo`, `pageSize` rows) of the member's messages, newest first, in
 * `language`; with `category` only that category's. Deleted messages are never listed.
 */
export async function listMessages(
  db: Db,
  memberId: number,
  language: Language,
  pageNo: number,
  pageSize: number,
  category?: MessageCategory,
): Promise<MessagePage> {
  const where = category ? and(visible(memberId), eq(memberMessages.category, category)) : visible(memberId);
  const [total] = await db.select({ n: count() }).from(memberMessages).where(where);
  const rows = await db
    .select()
    .from(memberMessages)
    .where(where)
    .orderBy(desc(memberMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      category: r.category,
      title: language === 'EN' ? r.titleEn : r.titleTw,
      content: language === 'EN' ? r.contentEn : r.contentTw,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/**
 * Marks the member's messages `ids` (all when absent) read; ids of other members are ignored.
 * Pushes the unread count. @returns the unread count after.
 */
export async function markRead(
  db: Db,
  merchantId: number,
  memberId: number,
  ids: number[] | undefined,
  now: Date,
): Promise<number> {
  const mine = and(visible(memberId), isNull(memberMessages.readAt));
  await db
    .update(memberMessages)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(memberMessages.id, ids.length ? ids : [-1])) : mine);
  return publishUnread(db, merchantId, memberId);
}

/**
 * Deletes (soft: `deletedAt`) the member's messages `ids` (docs/rewards.md "Platform messages");
 * ids that are not the member's, or already deleted, are silently ignored. Pushes the unread
 * count. @returns the unread count after.
 */
export async function deleteMessages(
  db: Db,
  merchantId: number,
  memberId: number,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  if (ids.length > 0) {
    await db
      .update(memberMessages)
      .set({ deletedAt: now })
      .where(and(visible(memberId), inArray(memberMessages.id, [...ids])));
  }
  return publishUnread(db, merchantId, memberId);
}
