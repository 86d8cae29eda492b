/**
 * The in-house vendor in the catalogue (README "Playing"; docs/vendor-protocol.md section 1): the
 * integration BGS (secret from VENDOR_BGS_SECRET or the development secret, base URL from
 * VENDOR_BGS_URL or http://127.0.0.1:<HOUSE_PORT|8090>), the catalogue vendors it serves with its
 * real games, and the merchants' vendor selection. BGS's generated placeholder games are
 * switched off: the in-house lobby lists only games the house service really runs. Idempotent:
 * run again on a database seeded earlier (./upgrade.ts), it adds only the missing games.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { GameCategory, VendorOpenKind } from '../../../contract/types.ts';
import { defaultHouseUrl, DEV_HOUSE_SECRET, HOUSE_INTEGRATION } from '../../services/vendor-protocol/integrations.ts';
import type { Db } from '../open.ts';
import { games, integrationVendors, merchants, merchantVendors, vendorIntegrations, vendors } from '../schema.ts';
import { menuCategoryOf } from './vendors.ts';
import { serverSettings } from '../../config.ts';

interface HouseGame {
  vendorCode: string;
  vendorNameEn: string;
  vendorNameTw: string;
  category: GameCategory;
  gameCode: string;
  nameEn: string;
  nameTw: string;
  nodeId: number;
  /** Lottery games: prize mode and area (docs/lottery.md section 1). */
  prizeMode?: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
  lottoArea?: 'VN' | 'SEA';
  /** How the vendor card opens when not the default (BGS: LOBBY, others: GAME). */
  open?: VendorOpenKind;
}

/** The in-house games (node ids from 90001, outside the generated range, never reused). */
export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    vendorCode: 'BGS',
    vendorNameEn: 'BGS Originals',
    vendorNameTw: 'BGS自研遊戲',
    category: 'BGS',
    gameCode: 'BGS_SLOT',
    nameEn: 'Dragon Fortune Reels',
    nameTw: '龍運五軸',
    nodeId: 90001,
  },
  {
    vendorCode: 'BGS_LIVE',
    vendorNameEn: 'BGS Live Baccarat',
    vendorNameTw: 'BGS真人百家樂',
    category: 'LIVE',
    gameCode: 'BGS_BACCARAT',
    nameEn: 'Royal Baccarat',
    nameTw: '皇家百家樂',
    nodeId: 90002,
  },
  {
    vendorCode: 'BGS_FISH',
    vendorNameEn: 'BGS Fishing',
    vendorNameTw: 'BGS捕魚',
    category: 'FISH',
    gameCode: 'BGS_FISH',
    nameEn: 'Ocean Hunter',
    nameTw: '深海獵人',
    nodeId: 90003,
  },
  {
    vendorCode: 'BGS_PVP',
    vendorNameEn: 'BGS Cards',
    vendorNameTw: 'BGS棋牌',
    category: 'PVP',
    gameCode: 'BGS_PVP',
    nameEn: 'House Duel',
    nameTw: '莊家對決',
    nodeId: 90004,
  },
  {
    vendorCode: 'BGS_SPORTS',
    vendorNameEn: 'BGS Sportsbook',
    vendorNameTw: 'BGS體育',
    category: 'SPORTS',
    gameCode: 'BGS_SPORTS',
    nameEn: 'BGS Sportsbook',
    nameTw: 'BGS體育投注',
    nodeId: 90005,
  },
  {
    vendorCode: 'BGS_LOTT',
    vendorNameEn: 'BGS Fast Lottery',
    vendorNameTw: 'BGS快彩',
    category: 'LOTT',
    gameCode: 'BGS_LOTTO',
    nameEn: 'Fast Lotto 3',
    nameTw: '極速三分彩',
    nodeId: 90006,
    prizeMode: 'ZY',
  },
  {
    vendorCode: 'BGS_ESPORTS',
    vendorNameEn: 'BGS Esports',
    vendorNameTw: 'BGS電競',
    category: 'ESPORTS',
    gameCode: 'BGS_ESPORTS',
    nameEn: 'BGS Esports Book',
    nameTw: 'BGS電競投注',
    nodeId: 90007,
  },
  {
    vendorCode: 'BGS_COCK',
    vendorNameEn: 'BGS Cockfight',
    vendorNameTw: 'BGS鬥雞',
    category: 'COCKFIGHT',
    gameCode: 'BGS_COCK',
    nameEn: 'BGS Cockfight Arena',
    nameTw: 'BGS鬥雞場',
    nodeId: 90008,
  },
  {
    vendorCode: 'BGS_ELOTT',
    vendorNameEn: 'BGS Lotto 1',
    vendorNameTw: 'BGS一分彩',
    category: 'ELOTT',
    gameCode: 'BGS_ELOTT',
    nameEn: 'Turbo Lotto 1',
    nameTw: '極速一分彩',
    nodeId: 90009,
    prizeMode: 'ZY',
  },
  {
    vendorCode: 'BGS_VNLOTT',
    vendorNameEn: 'BGS Vietnam Lottery',
    vendorNameTw: 'BGS越南彩',
    category: 'ELOTT',
    gameCode: 'BGS_VN_NORTH',
    nameEn: 'Northern Lottery',
    nameTw: '越南北部彩',
    nodeId: 90010,
    prizeMode: 'ELOTT',
    lottoArea: 'VN',
    open: 'VASSALAGE',
  },
  {
    vendorCode: 'BGS_VNLOTT',
    vendorNameEn: 'BGS Vietnam Lottery',
    vendorNameTw: 'BGS越南彩',
    category: 'ELOTT',
    gameCode: 'BGS_VN_CENTRAL',
    nameEn: 'Central Lottery',
    nameTw: '越南中部彩',
    nodeId: 90011,
    prizeMode: 'ELOTT',
    lottoArea: 'VN',
    open: 'VASSALAGE',
  },
  {
    vendorCode: 'BGS_VNLOTT',
    vendorNameEn: 'BGS Vietnam Lottery',
    vendorNameTw: 'BGS越南彩',
    category: 'ELOTT',
    gameCode: 'BGS_VN_SOUTH',
    nameEn: 'Southern Lottery',
    nameTw: '越南南部彩',
    nodeId: 90012,
    prizeMode: 'ELOTT',
    lottoArea: 'VN',
    open: 'VASSALAGE',
  },
  {
    vendorCode: 'BGS_SEA',
    vendorNameEn: 'BGS 4D Lottery',
    vendorNameTw: 'BGS 4D彩',
    category: 'ELOTT',
    gameCode: 'BGS_SEA_4D',
    nameEn: '4D Lotto',
    nameTw: '4D彩',
    nodeId: 90013,
    prizeMode: 'SEA',
    lottoArea: 'SEA',
  },
];

/**
 * Seeds the in-house integration and every missing in-house game (inside the seed transaction).
 * @param tx the seed's transaction.
 * @returns the game codes added (empty when the database already had them all).
 */
export async function seedPlay(tx: Db): Promise<string[]> {
  const [integration] = await tx
    .select({ code: vendorIntegrations.code })
    .from(vendorIntegrations)
    .where(eq(vendorIntegrations.code, HOUSE_INTEGRATION));
  if (!integration)
    await tx.insert(vendorIntegrations).values({
      code: HOUSE_INTEGRATION,
      name: 'BGS Originals (in-house)',
      secret: serverSettings().VENDOR_BGS_SECRET || DEV_HOUSE_SECRET,
      baseUrl: defaultHouseUrl(),
    });
  // Sort order 0: the in-house vendors come first in their categories (the seeded ones start at 1).
  const sortOrder = 0;
  const merchantIds = (await tx.select({ id: merchants.id }).from(merchants)).map((m) => m.id);

  const added: string[] = [];
  for (const g of HOUSE_GAMES) {
    const [known] = await tx.select({ id: games.id }).from(games).where(eq(games.nodeId, g.nodeId));
    if (known) continue;
    added.push(g.gameCode);
    const isGame: VendorOpenKind = g.open ?? (g.vendorCode === 'BGS' ? 'LOBBY' : 'GAME');
    let [vendor] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, g.vendorCode));
    if (!vendor) {
      [vendor] = await tx
        .insert(vendors)
        .values({
          code: g.vendorCode,
          nameEn: g.vendorNameEn,
          nameTw: g.vendorNameTw,
          gameType: g.category,
          menuCategory: menuCategoryOf(g.category),
          isGame,
          gameCode: isGame === 'GAME' ? g.gameCode : null,
          sortOrder,
        })
        .returning({ id: vendors.id });
      if (merchantIds.length > 0)
        await tx
          .insert(merchantVendors)
          .values(merchantIds.map((merchantId) => ({ merchantId, vendorId: vendor!.id, sortOrder })));
    }
    const [linked] = await tx
      .select({ id: integrationVendors.vendorId })
      .from(integrationVendors)
      .where(eq(integrationVendors.vendorId, vendor!.id));
    if (!linked)
      await tx.insert(integrationVendors).values({ vendorId: vendor!.id, integrationCode: HOUSE_INTEGRATION });
    await tx.insert(games).values({
      nodeId: g.nodeId,
      vendorId: vendor!.id,
      gameCode: g.gameCode,
      nameEn: g.nameEn,
      nameTw: g.nameTw,
      gameType: g.category,
      isNew: true,
      freeTrial: true,
      sortOrder: 0,
      prizeMode: g.prizeMode ?? null,
      lottoArea: g.lottoArea ?? null,
    });
  }
  const [bgs] = await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'BGS'));
  if (bgs)
    await tx
      .update(games)
      .set({ enabled: false })
      .where(
        and(
          eq(games.vendorId, bgs.id),
          notInArray(
            games.gameCode,
            HOUSE_GAMES.map((g) => g.gameCode),
          ),
        ),
      );
  return added;
}
