/**
 * The display names of the slot symbols in the page languages (docs/sandbox-provider.md "Slots":
 * symbols are named from the game's name words, pictures and card ranks; generate.ts and theme.ts
 * make the ids, this file says them in Traditional Chinese and English). Every id the generator
 * can make is listed; an id outside the list (a future name word) falls back to the definition's
 * own English name in both languages. Data only.
 */
import type { SlotDefinition } from './definition.ts';

/** A symbol's names: TW (Traditional Chinese) and EN. */
export interface SymbolLabel {
  TW: string;
  EN: string;
}

/** What a symbol is on the paytable: a premium picture, a low card rank or fruit, the wild or the scatter. */
export type SymbolRole = 'premium' | 'low' | 'wild' | 'scatter';

const LABELS: Readonly<Record<string, readonly [tw: string, en: string]>> = {
  WILD: ['百搭', 'Wild'],
  SCATTER: ['分散', 'Scatter'],
  // card ranks (low symbols)
  A: ['A', 'A'],
  K: ['K', 'K'],
  Q: ['Q', 'Q'],
  J: ['J', 'J'],
  TEN: ['10', '10'],
  NINE: ['9', '9'],
  // the fruit machine (theme.ts FRUIT_PREMIUMS, FRUIT_LOWS)
  SEVEN: ['幸運七', 'Lucky 7'],
  BAR: ['BAR', 'Bar'],
  BELL: ['金鐘', 'Bell'],
  WATERMELON: ['西瓜', 'Watermelon'],
  CHERRY: ['櫻桃', 'Cherry'],
  LEMON: ['檸檬', 'Lemon'],
  ORANGE: ['柳橙', 'Orange'],
  PLUM: ['李子', 'Plum'],
  GRAPE: ['葡萄', 'Grapes'],
  APPLE: ['蘋果', 'Apple'],
  // pictures (theme.ts PICTURES)
  CROWN: ['皇冠', 'Crown'],
  GEM: ['寶石', 'Gem'],
  STAR: ['星星', 'Star'],
  COIN: ['金幣', 'Gold Coin'],
  CHEST: ['寶箱', 'Treasure Chest'],
  RING: ['戒指', 'Ring'],
  SCROLL: ['卷軸', 'Scroll'],
  MASK: ['面具', 'Mask'],
  HORN: ['號角', 'Horn'],
  LOTUS: ['蓮花', 'Lotus'],
  PEARL: ['珍珠', 'Pearl'],
  GOBLET: ['聖杯', 'Goblet'],
  // the catalogue's name words (theme.ts nameWords): creatures and figures
  DRAGON: ['神龍', 'Dragon'],
  PHOENIX: ['鳳凰', 'Phoenix'],
  TIGER: ['猛虎', 'Tiger'],
  KOI: ['錦鯉', 'Koi'],
  LION: ['雄獅', 'Lion'],
  PANDA: ['熊貓', 'Panda'],
  WOLF: ['野狼', 'Wolf'],
  BUFFALO: ['水牛', 'Buffalo'],
  NINJA: ['忍者', 'Ninja'],
  SAMURAI: ['武士', 'Samurai'],
  VIKING: ['維京戰士', 'Viking'],
  PHARAOH: ['法老', 'Pharaoh'],
  WIZARD: ['巫師', 'Wizard'],
  GODDESS: ['女神', 'Goddess'],
  PIRATES: ['海盜', 'Pirate'],
  LEGENDS: ['傳奇勇士', 'Legend'],
  // name words: things and places
  GEMS: ['寶石堆', 'Gems'],
  STARS: ['群星', 'Stars'],
  CANDY: ['糖果', 'Candy'],
  LANTERNS: ['燈籠', 'Lantern'],
  TEMPLE: ['神殿', 'Temple'],
  EMPIRE: ['帝國金印', 'Empire Seal'],
  DYNASTY: ['王朝玉璽', 'Dynasty Seal'],
  GALAXY: ['星系', 'Galaxy'],
  SAFARI: ['獵遊吉普', 'Safari Jeep'],
  CARNIVAL: ['嘉年華面具', 'Carnival Mask'],
  TREASURES: ['財寶', 'Treasure'],
  FORTUNES: ['財神', 'Fortune'],
  RICHES: ['金條', 'Gold Bars'],
  // name words: colours, materials and moods (each shown as its emblem)
  GOLDEN: ['金元寶', 'Gold Ingot'],
  SILVER: ['銀幣', 'Silver Coin'],
  JADE: ['翡翠', 'Jade'],
  RUBY: ['紅寶石', 'Ruby'],
  EMERALD: ['綠寶石', 'Emerald'],
  DIAMOND: ['鑽石', 'Diamond'],
  CRYSTAL: ['水晶', 'Crystal'],
  IMPERIAL: ['御璽', 'Imperial Seal'],
  ROYAL: ['權杖', 'Royal Sceptre'],
  SACRED: ['聖符', 'Sacred Charm'],
  MYSTIC: ['魔法球', 'Mystic Orb'],
  ANCIENT: ['古錢', 'Ancient Coin'],
  ETERNAL: ['永恆之火', 'Eternal Flame'],
  LUCKY: ['幸運草', 'Lucky Clover'],
  THUNDER: ['雷電', 'Thunderbolt'],
  FROZEN: ['冰晶', 'Ice Crystal'],
  BLAZING: ['烈焰', 'Blaze'],
  COSMIC: ['彗星', 'Comet'],
  LUNAR: ['明月', 'Moon'],
  NEON: ['霓虹', 'Neon Sign'],
  SHADOW: ['暗影', 'Shadow'],
  SWEET: ['甜點', 'Sweets'],
};

const LOW_IDS = new Set(['A', 'K', 'Q', 'J', 'TEN', 'NINE', 'CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'GRAPE', 'APPLE']);

/** The TW and EN names of symbol `id`; `fallback` (the definition's name) for an id not listed. */
export function symbolLabel(id: string, fallback: string): SymbolLabel {
  const known = LABELS[id];
  return known ? { TW: known[0], EN: known[1] } : { TW: fallback, EN: fallback };
}

/** Whether symbol `id` has its own names (not the fallback). */
export const isLabelled = (id: string): boolean => id in LABELS;

/** The role of symbol `id` in `definition` (the wild, the scatter, a card rank or low fruit, else a premium). */
export function symbolRole(definition: SlotDefinition, id: string): SymbolRole {
  if (id === definition.wild?.id) return 'wild';
  if (id === definition.scatter?.id) return 'scatter';
  return LOW_IDS.has(id) ? 'low' : 'premium';
}
