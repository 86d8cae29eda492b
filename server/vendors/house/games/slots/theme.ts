/**
 * The symbol sets of the generated slots (docs/sandbox-provider.md, slots row): premiums named
 * from the game's own name words (ASCII, upper case: "Golden Dragon" gives GOLDEN and DRAGON),
 * then themed pictures, then the card ranks as low symbols; fruit games (a "Fruit" word in the
 * name) use the classic fruit machine symbols. Symbol ids are stable: the same name always
 * gives the same ids.
 */
import type { Rng } from '../../fair/rng.ts';

/** Name words that say what kind of game it is, not what it shows. */
const NOT_PICTURES = new Set(['WILD', 'SCATTER', 'MEGAWAYS', 'DELUXE', 'HOLD', 'WIN', 'RUSH', 'LINK', 'MEGA']);

const PICTURES: readonly string[] = [
  'CROWN',
  'GEM',
  'BELL',
  'SEVEN',
  'STAR',
  'COIN',
  'CHEST',
  'RING',
  'SCROLL',
  'MASK',
  'HORN',
  'LOTUS',
  'PEARL',
  'GOBLET',
];

const CARD_RANKS: readonly string[] = ['A', 'K', 'Q', 'J', 'TEN', 'NINE'];
const FRUIT_PREMIUMS: readonly string[] = ['SEVEN', 'BAR', 'BELL', 'WATERMELON'];
const FRUIT_LOWS: readonly string[] = ['CHERRY', 'LEMON', 'ORANGE', 'PLUM', 'GRAPE', 'APPLE'];

/** A symbol's display name from its id: DRAGON -> Dragon, TEN -> 10. */
function displayName(id: string): string {
  if (id === 'TEN') return '10';
  if (id === 'NINE') return '9';
  return id.length <= 1 ? id : id[0] + id.slice(1).toLowerCase();
}

/** The ASCII picture words of a game name, upper case, in order, without repeats. */
export function nameWords(nameEn: string): string[] {
  const words = nameEn
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((w) => w.length >= 3 && !NOT_PICTURES.has(w));
  return [...new Set(words)];
}

/** Whether a game name makes it a fruit machine. */
export function isFruitName(nameEn: string): boolean {
  return /\bfruits?\b/i.test(nameEn);
}

export interface ThemedSymbol {
  id: string;
  name: string;
  premium: boolean;
}

/**
 * `premiums` premium and `lows` low symbols for a game called `nameEn`, best paying first
 * (premiums from the name, then pictures picked with `rng`; lows in card-rank order).
 */
export function themedSymbols(nameEn: string, premiums: number, lows: number, rng: Rng): ThemedSymbol[] {
  const fruit = isFruitName(nameEn);
  const lowIds = (fruit ? FRUIT_LOWS : CARD_RANKS).slice(0, lows);
  const taken = new Set(lowIds);
  const premiumIds: string[] = [];
  const take = (id: string) => {
    if (premiumIds.length < premiums && !taken.has(id)) {
      premiumIds.push(id);
      taken.add(id);
    }
  };
  if (fruit) FRUIT_PREMIUMS.forEach(take);
  else nameWords(nameEn).forEach(take);
  const pool = PICTURES.filter((p) => !taken.has(p));
  while (premiumIds.length < premiums && pool.length > 0) take(pool.splice(rng.int(pool.length), 1)[0]!);
  return [
    ...premiumIds.map((id) => ({ id, name: displayName(id), premium: true })),
    ...lowIds.map((id) => ({ id, name: displayName(id), premium: false })),
  ];
}
