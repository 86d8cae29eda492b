/**
 * The definition of each catalogue slot, generated from its game code (docs/sandbox-provider.md,
 * slots row): the same code always gives the same game, so the seed and the sandbox agree
 * without sharing a database. Every choice comes from the house's fair Rng with server seed
 * SLOT_GENERATOR_SEED and the game code as client seed (HMAC-SHA256 of the code, fair/rng.ts):
 * nonce 0 for the game's choices, nonce 1, 2, ... for its strips, one nonce per attempt; the
 * vendor's favourite layout from the client seed `vendor:<code>`.
 *
 * Rules: the layout (GENERAL_LAYOUTS; "Megaways" names get 6x5 ways, fruit names a fruit layout;
 * each vendor favours one layout), the volatility class (low 35%, medium 40%, high 25%; jackpot
 * games high 70%, Megaways 60%), symbols named from the game's name (theme.ts), strips laid in
 * shuffled blocks (premiums stacked by volatility), the wild on every reel but the first or on
 * the middle ones, the scatter on every reel awarding free spins from 3 (none on a 3x3 fruit
 * machine), the strip length stretched until the feature triggers within the style's window, and
 * the paytable tuned (tune.ts) to a target of 94.5, 95.0, 95.5, 96.0 or 96.5%. A definition whose
 * exact RTP (rtp.ts) falls outside SLOT_RTP_BAND is laid again with the next strip nonce.
 */
import { fairRng, shuffle, type Rng } from '../../fair/rng.ts';
import type { SlotDefinition, SlotScatterDef, SlotVolatility } from './definition.ts';
import { paylinesFor } from './paylines.ts';
import { payContributions, scatterFigures, slotDefinitionRtp } from './rtp.ts';
import {
  FRUIT_LAYOUTS,
  GENERAL_LAYOUTS,
  MEGAWAYS_LAYOUT,
  VOLATILITY_STYLES,
  WAYS_BET_UNITS,
  type SlotLayout,
  type VolatilityStyle,
} from './styles.ts';
import { isFruitName, themedSymbols, type ThemedSymbol } from './theme.ts';
import { tunePays, type PayShape } from './tune.ts';

/** What the generator reads of a catalogue game (server/db/seed/games.ts GameSeed). */
export interface CatalogueSlotGame {
  gameCode: string;
  nameEn: string;
  vendorCode: string;
  subCategory: 'JP' | 'TG' | 'AC' | null;
}

/** The published RTP band of every generated slot (fractions of the total bet, both ends included). */
export const SLOT_RTP_BAND = { min: 0.94, max: 0.97 } as const;

/** The server seed of the generator's fair Rng (changing it changes every generated game). */
export const SLOT_GENERATOR_SEED = 'sandbox-slots-1';

const RTP_TARGETS = [0.945, 0.95, 0.955, 0.96, 0.965];
const MAX_ATTEMPTS = 10;

/**
 * Whether a catalogue game plays on the slots engine: an RNG vendor's game that is a slot
 * (sub-category none or JP) or the arcade "Fruit Slot Machine" (docs/sandbox-provider.md
 * "Engine kinds"); TG table and other AC arcade games are other kinds.
 */
export function isCatalogueSlot(game: { gameType: string; subCategory: string | null; nameEn: string }): boolean {
  if (game.gameType !== 'RNG') return false;
  return game.subCategory === null || game.subCategory === 'JP' || game.nameEn === 'Fruit Slot Machine';
}

/** One of `items` with chance proportional to `weightOf`. */
function weighted<T>(rng: Rng, items: readonly T[], weightOf: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let at = rng.float() * total;
  for (const item of items) {
    at -= weightOf(item);
    if (at < 0) return item;
  }
  return items[items.length - 1]!;
}

const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)]!;

/** The game's layout: by its name, else weighted with the vendor's favourite. */
function chooseLayout(game: CatalogueSlotGame, rng: Rng): SlotLayout {
  if (/megaways/i.test(game.nameEn)) return MEGAWAYS_LAYOUT;
  if (isFruitName(game.nameEn)) return pick(rng, FRUIT_LAYOUTS);
  const vendorRng = fairRng({ serverSeed: SLOT_GENERATOR_SEED, clientSeed: `vendor:${game.vendorCode}`, nonce: 0 });
  const favourite = GENERAL_LAYOUTS[vendorRng.int(GENERAL_LAYOUTS.length)];
  return weighted(rng, GENERAL_LAYOUTS, (l) => l.weight + (l === favourite ? 5 : 0));
}

/** The game's volatility class (shares in the file comment). */
function chooseVolatility(game: CatalogueSlotGame, layout: SlotLayout, rng: Rng): SlotVolatility {
  const x = rng.float();
  if (game.subCategory === 'JP') return x < 0.7 ? 'high' : 'medium';
  if (layout === MEGAWAYS_LAYOUT) return x < 0.6 ? 'high' : 'medium';
  return x < 0.35 ? 'low' : x < 0.75 ? 'medium' : 'high';
}

/** Relative pays by count: base x growth^(n - 3) from 3 of a kind, a jackpot game's best symbol x4 at the top. */
function payShapes(
  symbols: readonly ThemedSymbol[],
  style: VolatilityStyle,
  layout: SlotLayout,
  extras: Extras,
): PayShape[] {
  const lows = symbols.filter((s) => !s.premium).length;
  const premiums = symbols.length - lows;
  return symbols.map((s, i) => {
    const base = s.premium
      ? (1 + 0.25 * (lows - 1)) * style.premiumBase * style.premiumStep ** (premiums - 1 - i)
      : 1 + 0.25 * (symbols.length - 1 - i);
    const shape: Record<number, number> = {};
    for (let n = 3; n <= layout.reels; n++) shape[n] = base * style.growth ** (n - 3);
    if (i === 0 && extras.twoOfAKind) shape[2] = base * 0.2;
    if (i === 0 && extras.jackpot) shape[layout.reels] = shape[layout.reels]! * 4;
    return shape;
  });
}

interface Extras {
  twoOfAKind: boolean;
  jackpot: boolean;
}

/** Counts of each symbol on one strip: weights shared out by largest remainder, at least one each. */
function stripCounts(weights: readonly number[], slots: number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (w / total) * slots);
  const counts = raw.map((r) => Math.max(1, Math.floor(r)));
  const order = raw.map((r, i) => ({ i, rest: r - Math.floor(r) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (let k = 0; counts.reduce((a, b) => a + b, 0) < slots; k++) counts[order[k % order.length]!.i]! += 1;
  return counts;
}

/** One strip: the symbols in blocks (premiums stacked `stack` high), the blocks shuffled with `rng`. */
function layStrip(
  rng: Rng,
  symbols: readonly ThemedSymbol[],
  counts: readonly number[],
  specials: readonly string[],
  stack: number,
): string[] {
  const blocks: string[][] = specials.map((id) => [id]);
  symbols.forEach((s, i) => {
    const size = s.premium ? stack : 1;
    for (let left = counts[i]!; left > 0; left -= size)
      blocks.push(Array.from({ length: Math.min(size, left) }, () => s.id));
  });
  return shuffle(rng, blocks).flat();
}

interface Plan {
  game: CatalogueSlotGame;
  layout: SlotLayout;
  volatility: SlotVolatility;
  style: VolatilityStyle;
  symbols: ThemedSymbol[];
  wildReels: number[];
  wildMultiplier: number;
  scatter: SlotScatterDef | null;
  extras: Extras;
  target: number;
  /** The strips' first length (lay stretches it). */
  stripLength: number;
}

/** Every choice of the game but its strips and pays, from nonce 0. */
function plan(game: CatalogueSlotGame): Plan {
  const rng = fairRng({ serverSeed: SLOT_GENERATOR_SEED, clientSeed: game.gameCode, nonce: 0 });
  const layout = chooseLayout(game, rng);
  const volatility = chooseVolatility(game, layout, rng);
  const style = VOLATILITY_STYLES[volatility];
  const small = layout.reels === 3;
  const symbols = themedSymbols(
    game.nameEn,
    small ? 3 : style.premiums - rng.int(2),
    small ? 3 : style.lows + (layout.rows >= 4 ? 1 : 0),
    rng,
  );
  const reels = Array.from({ length: layout.reels - 1 }, (_, i) => i + 1);
  const wildReels = rng.int(5) < 3 || layout.reels === 3 ? reels : reels.slice(0, -1);
  const wildMultiplier = pick(rng, layout.lines === null ? style.wayWildMultipliers : style.lineWildMultipliers);
  const counted = (values: readonly number[]) =>
    Object.fromEntries(values.flatMap((v, i) => (i + 3 <= layout.reels ? [[i + 3, v]] : [])));
  const scatter: SlotScatterDef | null =
    small && isFruitName(game.nameEn)
      ? null
      : {
          id: 'SCATTER',
          pays: counted(style.scatterPays),
          freeSpins: {
            awards: counted([style.freeSpins, style.freeSpins + 5, style.freeSpins + 10]),
            multiplier: pick(rng, style.freeSpinMultipliers),
            retrigger: rng.int(4) > 0,
          },
        };
  const extras = {
    twoOfAKind: volatility === 'high' && layout.lines !== null && layout.reels === 5 && rng.int(2) === 0,
    jackpot: game.subCategory === 'JP',
  };
  const target = pick(rng, RTP_TARGETS);
  const stripLength = 10 * layout.rows + 6 * (layout.reels - 3) + rng.int(9);
  return { game, layout, volatility, style, symbols, wildReels, wildMultiplier, scatter, extras, target, stripLength };
}

/** The strips of one attempt: stretched (2 stops a reel at a time) until the feature triggers within the window. */
function lay(p: Plan, attempt: number): string[][] {
  const { layout, style, symbols } = p;
  // Symbols come best paying first: each one a little more common than the one before.
  const weights = symbols.map((s, i) => (s.premium ? style.premiumWeight : 1) * (1 + 0.12 * i));
  let length = p.stripLength;
  for (let round = 0; ; round++) {
    const rng = fairRng({ serverSeed: SLOT_GENERATOR_SEED, clientSeed: p.game.gameCode, nonce: attempt + 1 });
    const strips = Array.from({ length: layout.reels }, (_, reel) => {
      const specials = [
        ...(p.wildReels.includes(reel) ? Array.from({ length: style.wilds }, () => 'WILD') : []),
        ...(p.scatter ? ['SCATTER'] : []),
      ];
      const jittered = weights.map((w) => w * (0.85 + 0.3 * rng.float()));
      return layStrip(rng, symbols, stripCounts(jittered, length - specials.length), specials, style.stack);
    });
    if (!p.scatter || round === 40) return strips;
    const { triggerChance } = scatterFigures(draft(p, strips, { kind: 'ways', betUnits: 1 }, []));
    if (triggerChance <= style.trigger[1] && triggerChance >= style.trigger[0]) return strips;
    length = Math.max(layout.rows + 8, length + (triggerChance > style.trigger[1] ? 2 : -2));
  }
}

/** The definition of `p` on `strips` with `pays` by symbol (missing: none). */
function draft(
  p: Plan,
  strips: string[][],
  payModel: SlotDefinition['payModel'],
  pays: readonly Readonly<Record<number, number>>[],
): SlotDefinition {
  return {
    id: p.game.gameCode,
    name: p.game.nameEn,
    reels: p.layout.reels,
    rows: p.layout.rows,
    payModel,
    symbols: p.symbols.map((s, i) => ({ id: s.id, name: s.name, pays: pays[i] ?? {} })),
    wild: { id: 'WILD', reels: p.wildReels, multiplier: p.wildMultiplier },
    scatter: p.scatter,
    strips,
    volatility: p.volatility,
  };
}

/** The pay model and tuned paytable for one set of strips. */
function paytable(p: Plan, strips: string[][]): SlotDefinition {
  const { layout } = p;
  const shapes = payShapes(p.symbols, p.style, layout, p.extras);
  const ids = p.symbols.map((s) => s.id);
  const { scatter, freeSpinsPerPaidSpin, multiplier } = scatterFigures(
    draft(p, strips, { kind: 'ways', betUnits: 1 }, []),
  );
  const frame = { scatter, freeFactor: freeSpinsPerPaidSpin * multiplier };
  let payModel: SlotDefinition['payModel'];
  if (layout.lines !== null) payModel = { kind: 'lines', lines: paylinesFor(layout.reels, layout.rows, layout.lines) };
  else {
    // Per total bet of pay, the smallest shaped pay must come to 4 units or more.
    const perTotalBet = payContributions(draft(p, strips, { kind: 'ways', betUnits: 1 }, []));
    let shapeLines = 0;
    shapes.forEach((shape, s) =>
      Object.entries(shape).forEach(([n, v]) => {
        shapeLines += v * (perTotalBet.find((c) => c.symbol === ids[s] && c.count === Number(n))?.perUnit ?? 0);
      }),
    );
    const scale = (p.target / (1 + frame.freeFactor) - scatter) / shapeLines;
    const smallest = Math.min(...shapes.flatMap((shape) => Object.values(shape))) * scale;
    const betUnits = WAYS_BET_UNITS.find((u) => smallest * u >= 4) ?? WAYS_BET_UNITS[WAYS_BET_UNITS.length - 1]!;
    payModel = { kind: 'ways', betUnits };
  }
  const contributions = payContributions(draft(p, strips, payModel, []));
  const { pays } = tunePays(shapes, ids, contributions, frame, p.target, layout.reels);
  return draft(p, strips, payModel, pays);
}

/**
 * The definition of a catalogue slot (the rules in the file comment): deterministic in the game
 * (code, name, vendor, sub-category), valid, with its exact RTP inside SLOT_RTP_BAND.
 * @throws Error when no attempt lands in the band (a generator defect: every catalogue slot is
 * tested to land).
 */
export function slotDefinitionOf(game: CatalogueSlotGame): SlotDefinition {
  const p = plan(game);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const definition = paytable(p, lay(p, attempt));
    const { total } = slotDefinitionRtp(definition);
    if (total >= SLOT_RTP_BAND.min && total <= SLOT_RTP_BAND.max) return definition;
  }
  throw new Error(`slot ${game.gameCode}: no generated paytable lands in the RTP band`);
}
