/**
 * The seeded game catalogue (at least 300 games): about 20 per slot (RNG) vendor with
 * jackpot (JP), table (TG) and arcade (AC) sub-categories, live tables, fishing, PVP card games,
 * in-house (BGS) games and lotteries. Sports, esports and cockfight vendors open their own lobby
 * and have no game list (spec section 9: cockfight game list empty). Deterministic.
 */
import type { GameCategory } from '../../../contract/types.ts';
import {
  ARCADE_GAMES,
  BGS_GAMES,
  FISH_GAMES,
  LIVE_GAMES,
  LOTT_GAMES,
  PVP_GAMES,
  SLOT_ADJECTIVES,
  SLOT_NOUNS,
  SLOT_SUFFIXES,
  TABLE_GAMES,
  type Name,
} from './gameNames.ts';
import { createRng, type Rng } from './random.ts';
import type { VendorSeed } from './vendors.ts';

export interface GameSeed {
  vendorCode: string;
  nodeId: number;
  gameCode: string;
  nameEn: string;
  nameTw: string;
  gameType: GameCategory;
  subCategory: 'JP' | 'TG' | 'AC' | null;
  isHot: boolean;
  hotRank: number | null;
  isNew: boolean;
  freeTrial: boolean;
  sortOrder: number;
  /** Lottery games: prize mode and area (docs/lottery.md section 1); absent otherwise. */
  prizeMode?: 'LOTT' | 'ELOTT';
  lottoArea?: 'VN';
}

/** First node id; node ids then count up in catalogue order and are never reused. */
export const FIRST_NODE_ID = 10001;

type Draft = Omit<GameSeed, 'nodeId' | 'gameCode' | 'isHot' | 'hotRank' | 'sortOrder'>;

/** Builds the game list for the given vendors. */
export function buildGameSeeds(vendors: readonly VendorSeed[]): GameSeed[] {
  const rng = createRng(20260101);
  const slotNames = slotNamePool(rng);
  const table = rng.shuffle(TABLE_GAMES);
  const arcade = rng.shuffle(ARCADE_GAMES);
  const fish = rng.shuffle(FISH_GAMES);
  const pvp = rng.shuffle(PVP_GAMES);
  const drafts: Draft[][] = [];

  for (const vendor of vendors) {
    const mk = (name: Name, extra: Partial<Draft> = {}): Draft => ({
      vendorCode: vendor.code,
      nameEn: name[0],
      nameTw: name[1],
      gameType: vendor.gameType,
      subCategory: null,
      isNew: rng.chance(0.15),
      freeTrial: false,
      ...extra,
    });
    const list: Draft[] = [];
    switch (vendor.gameType) {
      case 'RNG': {
        const slots = rng.int(15, 19);
        for (let i = 0; i < slots; i += 1)
          list.push(
            mk(slotNames.pop() ?? ['Bonus Reels', '獎勵轉軸'], {
              subCategory: rng.chance(0.18) ? 'JP' : null,
              freeTrial: rng.chance(0.7),
            }),
          );
        const tg = table.pop();
        if (tg) list.push(mk(tg, { subCategory: 'TG', freeTrial: true }));
        const ac = arcade.pop();
        if (ac) list.push(mk(ac, { subCategory: 'AC', freeTrial: rng.chance(0.5) }));
        break;
      }
      case 'LIVE': {
        const names = vendor.code === 'EVO' ? LIVE_GAMES.slice(3) : rng.shuffle(LIVE_GAMES.slice(0, 9)).slice(0, 7);
        for (const name of names) list.push(mk(name));
        break;
      }
      case 'FISH':
        for (let i = 0; i < 6; i += 1) list.push(mk(fish.pop() ?? ['Fishing', '捕魚'], { freeTrial: rng.chance(0.6) }));
        break;
      case 'PVP':
        for (let i = 0; i < 9; i += 1)
          list.push(mk(pvp.pop() ?? ['Card Duel', '紙牌對決'], { freeTrial: rng.chance(0.4) }));
        break;
      case 'BGS':
        for (const name of BGS_GAMES) list.push(mk(name, { freeTrial: true }));
        break;
      case 'LOTT':
      case 'ELOTT':
        for (const name of LOTT_GAMES[vendor.code] ?? [])
          list.push(
            mk(name, {
              prizeMode: vendor.gameType as 'LOTT' | 'ELOTT',
              ...(vendor.code === 'TCG_LOTTO_VN' ? { lottoArea: 'VN' as const } : {}),
            }),
          );
        break;
      default:
        // SPORTS, ESPORTS and COCKFIGHT vendors open their own lobby.
        break;
    }
    drafts.push(list);
  }

  const games: GameSeed[] = [];
  let nodeId = FIRST_NODE_ID;
  drafts.forEach((list, vendorIndex) => {
    const vendor = vendors[vendorIndex] as VendorSeed;
    list.forEach((d, i) => {
      games.push({
        ...d,
        nodeId,
        gameCode: `${vendor.code}-${String(i + 1).padStart(3, '0')}`,
        isHot: false,
        hotRank: null,
        sortOrder: i + 1,
      });
      nodeId += 1;
    });
  });
  markHot(games, rng);
  return games;
}

/** Unique slot names: every adjective-noun pair, shuffled, some with a suffix. */
function slotNamePool(rng: Rng): Name[] {
  const pool: Name[] = [];
  for (const [adjEn, adjTw] of SLOT_ADJECTIVES) {
    for (const [nounEn, nounTw] of SLOT_NOUNS) pool.push([`${adjEn} ${nounEn}`, `${adjTw}${nounTw}`]);
  }
  return rng.shuffle(pool).map((name) => {
    if (!rng.chance(0.2)) return name;
    const [sufEn, sufTw] = rng.pick(SLOT_SUFFIXES);
    return [`${name[0]} ${sufEn}`, `${name[1]}${sufTw}`] as const;
  });
}

/**
 * Marks hot games (spec: hot badge when isHot is 1; carousel arrows above 7 or 12 items): the
 * first game of every slot vendor, six more slots, one table per live vendor, two fishing, three
 * PVP and two in-house games, ranked in a shuffled order.
 */
function markHot(games: GameSeed[], rng: Rng): void {
  const hot = new Set<GameSeed>();
  const byType = (t: GameCategory) => games.filter((g) => g.gameType === t);
  const firstPerVendor = (t: GameCategory) => {
    const seen = new Set<string>();
    return byType(t).filter((g) => (seen.has(g.vendorCode) ? false : (seen.add(g.vendorCode), true)));
  };
  for (const g of firstPerVendor('RNG')) hot.add(g);
  for (const g of rng.shuffle(byType('RNG').filter((g) => !hot.has(g))).slice(0, 6)) hot.add(g);
  for (const g of firstPerVendor('LIVE')) hot.add(g);
  for (const g of rng.shuffle(byType('FISH')).slice(0, 2)) hot.add(g);
  for (const g of rng.shuffle(byType('PVP')).slice(0, 3)) hot.add(g);
  for (const g of byType('BGS').slice(0, 2)) hot.add(g);
  rng.shuffle([...hot]).forEach((g, i) => {
    g.isHot = true;
    g.hotRank = i + 1;
  });
}
