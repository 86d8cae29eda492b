/**
 * What the generated artwork (server/media, served under /media by server/routes/media) is drawn
 * from: a catalogue game by its nodeId, a vendor by its code, a banner by its id. Games and banners
 * without an uploaded image point at these pictures (server/db/siteSchema.ts: iconUrl, imageUrl).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { banners, games, promotions, vendors } from '../db/schema.ts';
import type { Language } from '../i18n/language.ts';
import type { PromotionArtInput } from '../media/promotionArt.ts';
import type { GameArtInput } from '../media/gameArt.ts';
import type { VendorArtInput } from '../media/vendorArt.ts';

export type BannerRow = typeof banners.$inferSelect;

/** The game with `nodeId` as its artwork needs it, or null when there is no such game. */
export async function gameArtInput(db: Db, nodeId: number): Promise<GameArtInput | null> {
  const [row] = await db
    .select({
      nodeId: games.nodeId,
      nameEn: games.nameEn,
      gameType: games.gameType,
      subCategory: games.subCategory,
      vendorCode: vendors.code,
    })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .where(eq(games.nodeId, nodeId))
    .limit(1);
  return row ?? null;
}

/** The vendor with `code` (vassalage) as its logo and icon need it, or null when there is no such vendor. */
export async function vendorArtInput(db: Db, code: string): Promise<VendorArtInput | null> {
  const [row] = await db
    .select({ code: vendors.code, nameEn: vendors.nameEn, gameType: vendors.gameType })
    .from(vendors)
    .where(eq(vendors.code, code))
    .limit(1);
  return row ?? null;
}

/** The banner with `id` (of any merchant: the picture is public), or null. */
export async function bannerById(db: Db, id: number): Promise<BannerRow | null> {
  const [row] = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

/**
 * What the card art of a promotion without an uploaded image needs (docs/promotions.md): its id,
 * category and title in `language` (the art's accessible title). Null for an unknown id.
 */
export async function promotionArtInput(db: Db, id: number, language: Language): Promise<PromotionArtInput | null> {
  const [p] = await db
    .select({
      id: promotions.id,
      titleTw: promotions.titleTw,
      titleEn: promotions.titleEn,
      category: promotions.category,
    })
    .from(promotions)
    .where(eq(promotions.id, id))
    .limit(1);
  return p ? { id: p.id, category: p.category, title: language === 'TW' ? p.titleTw : p.titleEn } : null;
}
