/**
 * Platform messages to a member (money notices: deposit credited, withdrawal reviewed or paid,
 * upline transfer received, an agent's transfer to its downline from server/services/agent/transfer.ts)
 * and the unread count of spec section 7, pushed live as `{ type: 'unread', payload: { count } }`.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { memberMessages } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { publish } from '../events/index.ts';
import type { MessagePage } from '../../../contract/types.ts';

export type Text = Record<Language, string>;

/** The member's unread message count. */
export async function unreadCount(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .where(and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt)));
  return row?.n ?? 0;
}

/** Writes a message and pushes the new unread count (call after the money change committed). */
export async function notifyMember(db: Db, merchantId: number, memberId: number, title: Text, content: Text): Promise<void> {
  await db.insert(memberMessages).values({ merchantId, memberId, titleTw: title.TW, titleEn: title.EN, contentTw: content.TW, contentEn: content.EN });
  publish({ merchantId, memberId, type: 'unread', payload: { count: await unreadCount(db, memberId) } });
}

/** A page of the member's messages, newest first, in `language`. */
export async function listMessages(db: Db, memberId: number, language: Language, pageNo: number, pageSize: number): Promise<MessagePage> {
  const where = eq(memberMessages.memberId, memberId);
  const [total] = await db.select({ n: count() }).from(memberMessages).where(where);
  const rows = await db
    .select()
    .from(memberMessages)
    .where(where)
    .orderBy(desc(memberMessages.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({ id: r.id, title: language === 'EN' ? r.titleEn : r.titleTw, content: language === 'EN' ? r.contentEn : r.contentTw, read: r.readAt !== null, createdAt: r.createdAt.toISOString() })),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
  };
}

/** Marks the member's messages `ids` (all when absent) read. @returns the unread count after. */
export async function markRead(db: Db, memberId: number, ids: number[] | undefined, now: Date): Promise<number> {
  const mine = and(eq(memberMessages.memberId, memberId), isNull(memberMessages.readAt));
  await db
    .update(memberMessages)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(memberMessages.id, ids.length ? ids : [-1])) : mine);
  return unreadCount(db, memberId);
}
