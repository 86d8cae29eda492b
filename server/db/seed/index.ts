/**
 * The deterministic first-start seed: the demo merchant DEMO with its site
 * configuration, the vendor and game catalogue, and DEMO's banners, announcements, notices and
 * winner board. Runs only when the merchants table is empty.
 */
import { count } from 'drizzle-orm';
import type { SiteConfig } from '../../../contract/types.ts';
import type { Db } from '../open.ts';
import { announcements, banners, games, merchants, merchantVendors, notices, vendors, winnerBoard } from '../schema.ts';
import { applySiteConfig } from '../../services/merchants.ts';
import { ANNOUNCEMENT_SEEDS, BANNER_SEEDS, NOTICE_SEEDS } from './content.ts';
import { buildGameSeeds } from './games.ts';
import { seedPlay } from './play.ts';
import { seedSandbox } from './sandbox.ts';
import { menuCategoryOf, VENDOR_SEEDS } from './vendors.ts';
import { buildWinnerSeeds } from './winners.ts';
import { seedMoney } from './money.ts';
import { seedAgents } from './agents.ts';
import { seedContracts } from './contracts.ts';
import { seedRewards } from './rewards.ts';
import { seedPromotions } from './promotions.ts';
import { seedPages } from './pages.ts';
import { SECOND_MERCHANT, seedSecondMerchant } from './merchants2.ts';

/** Code of the demo merchant. */
export const DEMO_MERCHANT_CODE = 'DEMO';

export interface SeedOptions {
  /** DEMO's configuration (config-samples/default.json, or SITE_CONFIG). */
  siteConfig: SiteConfig;
  /** Where it came from, stored as the merchant's config source. */
  configSource: string;
}

export interface SeedResult {
  seeded: boolean;
  vendors: number;
  games: number;
}

/**
 * Seeds an empty database; does nothing (seeded: false) when a merchant exists.
 * Runs in one transaction, so a failed seed leaves the database empty and is retried next start.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(merchants);
  if ((existing?.n ?? 0) > 0) return { seeded: false, vendors: 0, games: 0 };

  const gameSeeds = buildGameSeeds(VENDOR_SEEDS);
  return db.transaction(async (tx) => {
    const merchant = await applySiteConfig(tx, DEMO_MERCHANT_CODE, options.siteConfig, options.configSource, true);

    const vendorRows = await tx
      .insert(vendors)
      .values(
        VENDOR_SEEDS.map((v, i) => ({
          code: v.code,
          nameEn: v.nameEn,
          nameTw: v.nameTw,
          gameType: v.gameType,
          menuCategory: menuCategoryOf(v.gameType),
          isGame: v.isGame,
          gameCode: v.gameCode,
          sortOrder: i + 1,
        })),
      )
      .returning({ id: vendors.id, code: vendors.code, sortOrder: vendors.sortOrder });
    const vendorId = new Map(vendorRows.map((v) => [v.code, v.id]));
    await tx
      .insert(merchantVendors)
      .values(vendorRows.map((v) => ({ merchantId: merchant.id, vendorId: v.id, sortOrder: v.sortOrder })));

    const gameRows = await tx
      .insert(games)
      .values(
        gameSeeds.map((g) => ({
          nodeId: g.nodeId,
          vendorId: vendorId.get(g.vendorCode) as number,
          gameCode: g.gameCode,
          nameEn: g.nameEn,
          nameTw: g.nameTw,
          gameType: g.gameType,
          subCategory: g.subCategory,
          isHot: g.isHot,
          hotRank: g.hotRank,
          isNew: g.isNew,
          freeTrial: g.freeTrial,
          sortOrder: g.sortOrder,
          prizeMode: g.prizeMode ?? null,
          lottoArea: g.lottoArea ?? null,
        })),
      )
      .returning({ id: games.id, nodeId: games.nodeId });
    const gameId = new Map(gameRows.map((g) => [g.nodeId, g.id]));

    await tx.insert(banners).values(
      BANNER_SEEDS.map((b, i) => ({
        merchantId: merchant.id,
        groupName: b.groupName,
        titleEn: b.title.en,
        titleTw: b.title.tw,
        subtitleEn: b.subtitle.en,
        subtitleTw: b.subtitle.tw,
        linkage: b.linkage,
        linkageType: b.linkageType,
        sortOrder: i + 1,
      })),
    );
    await tx.insert(announcements).values(
      ANNOUNCEMENT_SEEDS.map((a) => ({
        merchantId: merchant.id,
        kind: a.kind,
        execution: a.execution,
        titleEn: a.title.en,
        titleTw: a.title.tw,
        contentEn: a.content.en,
        contentTw: a.content.tw,
        publishedAt: a.publishedAt,
      })),
    );
    await tx.insert(notices).values(
      NOTICE_SEEDS.map((n) => ({
        merchantId: merchant.id,
        titleEn: n.title.en,
        titleTw: n.title.tw,
        contentEn: n.content.en,
        contentTw: n.content.tw,
        publishedAt: n.publishedAt,
      })),
    );
    await tx.insert(winnerBoard).values(
      buildWinnerSeeds(gameSeeds).map((w) => ({
        merchantId: merchant.id,
        customerName: w.customerName,
        gameId: gameId.get(w.nodeId) as number,
        winAmountMinor: w.winAmountMinor,
        wonAt: w.wonAt,
      })),
    );
    await seedPlay(tx);
    await seedSandbox(tx); // the sandbox integrations (docs/sandbox-provider.md): one per catalogue vendor, served by the in-house vendor
    await seedMoney(tx, DEMO_MERCHANT_CODE); // money (README "Money"): demo accounts first, then settings, channels, operator, opening balances
    await seedAgents(tx, DEMO_MERCHANT_CODE); // the agent tree (README "Agents"): agent01's team and three months of play
    await seedContracts(tx, DEMO_MERCHANT_CODE); // contracts (README "Contracts"): agent01's of every kind, its grants, a month of settlements
    await seedRewards(tx, DEMO_MERCHANT_CODE); // rewards (README "Rewards"): VIP standings and level-up gifts, this week's leaderboard, from the seeded figures
    await seedPromotions(tx, DEMO_MERCHANT_CODE); // promotions and points (README "Promotions and points"): every kind, a raffle, the mall's items, demo01's points
    await seedSecondMerchant(tx); // several merchants (README "Operator console"): LUCKY on lucky.localhost
    await seedPages(tx, [DEMO_MERCHANT_CODE, SECOND_MERCHANT.code]); // site pages (docs/site-pages.md): the default blog, news, about us and help center as version 1
    return { seeded: true, vendors: vendorRows.length, games: gameRows.length };
  });
}
