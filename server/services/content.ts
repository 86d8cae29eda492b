/**
 * Merchant content (spec sections 2, 3 and 7): banners, announcements, notices and the winner
 * board, localised to TW or EN.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type {
  Announcement,
  AnnouncementExecution,
  Banner,
  GameCategory,
  Notice,
  WinnerBoardEntry,
} from '../../contract/types.ts';
import type { Db } from '../db/open.ts';
import { announcements, banners, games, notices, winnerBoard } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';
import { fromMinor } from '../../contract/money.ts';
import type { MerchantContext } from './merchants.ts';

/** Announcement request type codes (spec section 3): B banners, PL player, PU popup, PR promotion, H (reserved). */
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';

/**
 * The order every reader shows announcements in (README "Operator console": the console's display order): the
 * operator's order (sort_order, 1 first), then the newest published first, then the newest row.
 */
export const announcementOrder = [
  asc(announcements.sortOrder),
  desc(announcements.publishedAt),
  desc(announcements.id),
];

export interface ContentService {
  banners(merchant: MerchantContext, groupName: string, language: Language): Promise<Banner[]>;
  announcements(
    merchant: MerchantContext,
    kind: 'PL' | 'PU',
    audiences: AnnouncementExecution[],
    language: Language,
  ): Promise<Announcement[]>;
  notices(merchant: MerchantContext, language: Language): Promise<Notice[]>;
  /** Biggest wins first; `category` ALL or one game category the merchant offers. */
  winners(
    merchant: MerchantContext,
    category: GameCategory | 'ALL',
    limit: number,
    language: Language,
  ): Promise<WinnerBoardEntry[]>;
}

/** Generated artwork URLs (server/routes/media). */
export const contentMediaUrls = {
  banner: (id: number, lang: Language) => `/media/banners/${id}/${lang}.svg`,
  avatar: (id: number) => `/media/avatars/${id}.svg`,
};

const pick = <T>(lang: Language, tw: T, en: T): T => (lang === 'TW' ? tw : en);

/** Creates the content service over a database. */
export function createContentService(db: Db): ContentService {
  return {
    async banners(merchant, groupName, language) {
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.merchantId, merchant.id), eq(banners.groupName, groupName), eq(banners.active, true)))
        .orderBy(asc(banners.sortOrder), asc(banners.id));
      return rows.map((b) => ({
        id: b.id,
        groupName: b.groupName,
        url: b.imageUrl ?? contentMediaUrls.banner(b.id, language),
        linkage: b.linkage,
        linkageType: b.linkageType,
        title: pick(language, b.titleTw, b.titleEn),
      }));
    },

    async announcements(merchant, kind, audiences, language) {
      if (audiences.length === 0) return [];
      const rows = await db
        .select()
        .from(announcements)
        // agents-only announcements are for the agent center only (./agent/announcements.ts), never members or visitors
        .where(
          and(
            eq(announcements.merchantId, merchant.id),
            eq(announcements.kind, kind),
            eq(announcements.active, true),
            eq(announcements.agentsOnly, false),
            inArray(announcements.execution, audiences),
          ),
        )
        .orderBy(...announcementOrder);
      return rows.map((a) => ({
        id: a.id,
        title: pick(language, a.titleTw, a.titleEn),
        content: pick(language, a.contentTw, a.contentEn),
        execution: a.execution,
        createdAt: a.publishedAt.toISOString(),
      }));
    },

    async notices(merchant, language) {
      const rows = await db
        .select()
        .from(notices)
        .where(and(eq(notices.merchantId, merchant.id), eq(notices.active, true)))
        .orderBy(desc(notices.publishedAt), desc(notices.id));
      return rows.map((n) => ({
        id: n.id,
        title: pick(language, n.titleTw, n.titleEn),
        content: pick(language, n.contentTw, n.contentEn),
        createdAt: n.publishedAt.toISOString(),
      }));
    },

    async winners(merchant, category, limit, language) {
      const offered = merchant.config.gameCategories;
      const categories = category === 'ALL' ? offered : offered.filter((c) => c === category);
      if (categories.length === 0) return [];
      const rows = await db
        .select({ w: winnerBoard, nameTw: games.nameTw, nameEn: games.nameEn })
        .from(winnerBoard)
        .innerJoin(games, eq(games.id, winnerBoard.gameId))
        .where(and(eq(winnerBoard.merchantId, merchant.id), inArray(games.gameType, categories)))
        .orderBy(desc(winnerBoard.winAmountMinor), asc(winnerBoard.id))
        .limit(limit);
      return rows.map((r) => ({
        customerName: r.w.customerName,
        winAmount: fromMinor(r.w.winAmountMinor),
        iconUrl: contentMediaUrls.avatar(r.w.id),
        gameName: pick(language, r.nameTw, r.nameEn),
      }));
    },
  };
}
