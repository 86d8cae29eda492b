/**
 * Announcements for agents (spec section 2 "agentAnnouncement"; README "Agent center"): the
 * merchant's active player announcements (kind PL) the operator addressed to agents only
 * (`agents_only`, the console's choice) and those whose audience is signed-in accounts (execution A,
 * spec section 4), which agents are; in the operator's display order,
 * paged, in the request language, the HTML sanitised again on the way out (the same DOMPurify
 * profile as the console's save, server/services/config-versions/sanitize.ts).
 */
import { and, count, eq, or } from 'drizzle-orm';
import type { AgentAnnouncementsValue } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { announcements } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { announcementOrder } from '../content.ts';
import { sanitizeAnnouncementHtml } from '../config-versions/sanitize.ts';

/** The audience (execution) of the announcements agents see: signed-in accounts. */
export const AGENT_AUDIENCE = 'A';

/** A page of the announcements for agents: agents-only ones and the signed-in accounts' ones, mixed in display order. */
export async function agentAnnouncements(
  db: Db,
  merchantId: number,
  language: Language,
  page: number,
  pageSize: number,
): Promise<AgentAnnouncementsValue> {
  const where = and(
    eq(announcements.merchantId, merchantId),
    eq(announcements.kind, 'PL'),
    eq(announcements.active, true),
    or(eq(announcements.agentsOnly, true), eq(announcements.execution, AGENT_AUDIENCE)),
  );
  const [total] = await db.select({ n: count() }).from(announcements).where(where);
  const rows = await db
    .select()
    .from(announcements)
    .where(where)
    .orderBy(...announcementOrder)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    list: rows.map((a) => ({
      id: a.id,
      title: language === 'EN' ? a.titleEn : a.titleTw,
      body: sanitizeAnnouncementHtml(language === 'EN' ? a.contentEn : a.contentTw),
      publishedAt: a.publishedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
