/**
 * The seeded vendor catalogue: 33 vendors in all ten categories: RNG has 12 (a large
 * drop menu above 10, spec section 2), ELOTT and COCKFIGHT have one each (single-vendor
 * categories launch directly), PP (RNG) and EVO (LIVE) open as VASSALAGE popups, the esports
 * vendors use the spec's codes (IA, TF, IMES), BGS is in-house, and TCG_LOTTO_VN makes the
 * prize mode ELOTT (spec section 4).
 */
import type { GameCategory, VendorOpenKind } from '../../../contract/types.ts';

export interface VendorSeed {
  code: string;
  nameEn: string;
  nameTw: string;
  gameType: GameCategory;
  isGame: VendorOpenKind;
  gameCode: string | null;
}

/**
 * Where the server lists a vendor in the game menu: esports and cockfight vendors under SPORTS,
 * in-house (BGS) vendors under RNG; the client splits them out again (spec section 4).
 */
export function menuCategoryOf(gameType: GameCategory): GameCategory {
  if (gameType === 'ESPORTS' || gameType === 'COCKFIGHT') return 'SPORTS';
  if (gameType === 'BGS') return 'RNG';
  return gameType;
}

const v = (
  code: string,
  nameEn: string,
  nameTw: string,
  gameType: GameCategory,
  isGame: VendorOpenKind = 'LOBBY',
  gameCode: string | null = null,
): VendorSeed => ({
  code,
  nameEn,
  nameTw,
  gameType,
  isGame,
  gameCode,
});

export const VENDOR_SEEDS: readonly VendorSeed[] = [
  v('SABA', 'SABA Sports', '沙巴體育', 'SPORTS'),
  v('BTI', 'BTi Sports', 'BTi體育', 'SPORTS'),
  v('SBO', 'SBOBET', '利記體育', 'SPORTS'),
  v('IA', 'IA Esports', 'IA電競', 'ESPORTS'),
  v('TF', 'TF Gaming', 'TF電競', 'ESPORTS'),
  v('IMES', 'IM Esports', 'IM電競', 'ESPORTS'),
  v('EVO', 'Evolution', 'EVO真人', 'LIVE', 'VASSALAGE'),
  v('AG', 'Asia Gaming', 'AG真人', 'LIVE'),
  v('SEXY', 'AE Sexy', 'AE性感真人', 'LIVE'),
  v('DG', 'Dream Gaming', 'DG真人', 'LIVE'),
  v('PG', 'PG Soft', 'PG電子', 'RNG'),
  v('PT', 'Playtech', 'PT電子', 'RNG'),
  v('JDB', 'JDB Gaming', 'JDB電子', 'RNG'),
  v('CQ9', 'CQ9 Gaming', 'CQ9電子', 'RNG'),
  v('FC', 'Fa Chai', 'FC發財電子', 'RNG'),
  v('JL', 'JILI', 'JILI電子', 'RNG'),
  v('EG2', 'EG Gaming', 'EG電子', 'RNG'),
  v('PP', 'Pragmatic Play', 'PP電子', 'RNG', 'VASSALAGE'),
  v('HB', 'Habanero', 'HB哈巴電子', 'RNG'),
  v('MG', 'Microgaming', 'MG電子', 'RNG'),
  v('RT', 'Red Tiger', 'RT紅虎電子', 'RNG'),
  v('BNG', 'Booongo', 'BNG電子', 'RNG'),
  v('FG', 'Fun Gaming', 'FG捕魚', 'FISH'),
  v('KA', 'KA Gaming', 'KA捕魚', 'FISH'),
  v('YL', 'Yile Fishing', 'YL易樂捕魚', 'FISH'),
  v('KY', 'Kaiyuan Chess', '開元棋牌', 'PVP'),
  v('LEG', 'Legend Chess', '樂游棋牌', 'PVP'),
  v('V8', 'V8 Poker', 'V8棋牌', 'PVP'),
  v('TCG', 'TCG Lottery', 'TCG彩票', 'LOTT'),
  v('VR', 'VR Lottery', 'VR彩票', 'LOTT'),
  v('TCG_LOTTO_VN', 'Vietnam Lottery', '越南彩', 'ELOTT', 'GAME', 'TCG_LOTTO_VN_LOBBY'),
  v('BGS', 'BGS Originals', 'BGS自研遊戲', 'BGS'),
  v('SV388', 'SV388 Cockfight', 'SV388鬥雞', 'COCKFIGHT', 'GAME', 'SV388_ARENA'),
];
