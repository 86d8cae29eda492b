/**
 * The catalogue's parameters (docs/sandbox-provider.md "The catalogue's parameters" and "Engine
 * kinds"): one pure function, {@link sandboxGameOf}, gives each catalogue game its engine kind and,
 * when the kind's engine is built, the in-house engine and page that play it. The seed keeps the
 * catalogue as it is (names, node ids, game codes); the house service finds a launched game in
 * {@link sandboxCatalogue} (the same deterministic catalogue the platform seeds, plus one book game
 * per sports, esports and cockfight vendor), never in the platform's database.
 *
 * A kind whose engine is not built yet ({@link PENDING_KINDS}) is `available: false`: its launch
 * answers GAME_MAINTENANCE (docs/vendor-protocol.md section 5), never a stand-in game. A game no
 * rule recognises is `unmapped` (also unavailable, and named by the catalogue test).
 */
import { buildGameSeeds, type GameSeed } from '../../../db/seed/games.ts';
import { VENDOR_SEEDS } from '../../../db/seed/vendors.ts';
import { GAME_PAGES, type HouseGameCode } from '../service/sessions.ts';
import { isHouseVendor, SANDBOX_INTEGRATIONS } from './integrations.ts';
import { miniGameOfName } from '../service/miniPlay.ts';

/** Kinds the sandbox plays today, each on an in-house engine and page. */
export const AVAILABLE_KINDS = [
  'slot',
  'baccarat',
  'blackjack',
  'fishing',
  'sports',
  'esports',
  'cockfight',
  'ssc',
  'vnLottery',
  // the roulette, dice, wheel and draw tables, one round per call (service/tableRoutes.ts)
  'roulette',
  'sicBo',
  'fanTan',
  'wheel',
  'megaBall',
  'keno',
  // mini games (the RNG vendors' arcade games: docs/sandbox-provider.md Status "Mini games")
  'crash',
  'tower',
  'plinko',
  'pick',
  'mines',
  'dice',
  'race',
  'coinFlip',
  // the card tables (docs/sandbox-provider.md "Card tables in the sandbox")
  'dragonTiger',
  'bullBull',
  'videoPoker',
  'redDog',
  'threeCardPoker',
  'casinoHoldem',
  'caribbeanStud',
  'paiGowPoker',
] as const;

/**
 * Kinds whose engine is not built yet (their launch answers GAME_MAINTENANCE). An engine that
 * lands moves its kind to AVAILABLE_KINDS with its engine in {@link sandboxGameOf}.
 */
export const PENDING_KINDS = [
  // player-versus-player card games
  'pvp',
  // scheduled draws without an in-house engine
  'fast3',
  'pk10',
  'pick5of11',
  'kenoDraw',
  'bingoDraw',
  'markSix',
  'vnFast',
] as const;

export type AvailableKind = (typeof AVAILABLE_KINDS)[number];
export type PendingKind = (typeof PENDING_KINDS)[number];
/** `unmapped`: a catalogue game no rule recognises (never launched). */
export type SandboxKind = AvailableKind | PendingKind | 'unmapped';

/** What {@link sandboxGameOf} reads of a catalogue game (a buildGameSeeds row or a book game). */
export type CatalogueGame = Pick<
  GameSeed,
  'vendorCode' | 'nodeId' | 'gameCode' | 'nameEn' | 'nameTw' | 'gameType' | 'subCategory' | 'prizeMode' | 'lottoArea'
>;

/** A game the sandbox plays: its kind, the in-house engine (house game code) and page, and its variant if any. */
export interface PlayableSandboxGame {
  kind: AvailableKind;
  available: true;
  /** The in-house game whose engine, rules and routes the session uses (e.g. BGS_SLOT). */
  engine: HouseGameCode;
  /** The game page (vendor-house/<page>.html). */
  page: string;
  /** The table's variant where the catalogue names one (speed, noCommission, squeeze, lightning...), for the engines' later parameters; for BGS_MINI the mini game (service/miniPlay.ts MiniVariant). */
  variant?: string;
}

/** A game whose engine is not built: its launch answers GAME_MAINTENANCE. */
export interface PendingSandboxGame {
  kind: PendingKind | 'unmapped';
  available: false;
}

export type SandboxGame = PlayableSandboxGame | PendingSandboxGame;

/** Table and card games by name, in order (the first match wins), for LIVE, PVP and the RNG table games. */
const TABLE_RULES: readonly (readonly [RegExp, AvailableKind | PendingKind])[] = [
  [/blackjack/i, 'blackjack'],
  [/baccarat/i, 'baccarat'],
  [/dragon tiger/i, 'dragonTiger'],
  [/roulette/i, 'roulette'],
  [/sic bo/i, 'sicBo'],
  [/fan tan/i, 'fanTan'],
  [/bull bull|bull fight/i, 'bullBull'],
  [/crazy time|wheel/i, 'wheel'],
  [/mega ball/i, 'megaBall'],
  [/video poker|jacks or better/i, 'videoPoker'],
  [/three card poker/i, 'threeCardPoker'],
  [/casino hold'em/i, 'casinoHoldem'],
  [/red dog/i, 'redDog'],
  [/pai gow poker/i, 'paiGowPoker'],
  [/caribbean stud/i, 'caribbeanStud'],
];

/** The RNG vendors' arcade games (sub-category AC) by name; a name no rule fits is unmapped. */
const ARCADE_RULES: readonly (readonly [RegExp, AvailableKind | PendingKind])[] = [
  [/fruit slot/i, 'slot'],
  [/crash|rocket|limbo/i, 'crash'],
  [/keno/i, 'keno'],
  [/wheel/i, 'wheel'],
  [/tower/i, 'tower'],
  [/plinko/i, 'plinko'],
  [/goal rush|penalty/i, 'pick'],
  [/racing|derby/i, 'race'],
  [/mines|bubble pop/i, 'mines'],
  [/dice|shooter/i, 'dice'],
  [/coin/i, 'coinFlip'],
];

/** The TCG and VR lotteries by name (docs/lottery.md section 1). */
const LOTTERY_RULES: readonly (readonly [RegExp, AvailableKind | PendingKind])[] = [
  [/\bssc\b/i, 'ssc'],
  [/fast 3/i, 'fast3'],
  [/pk10|speedy car|boat race/i, 'pk10'],
  [/11 select 5/i, 'pick5of11'],
  [/happy 8|keno/i, 'kenoDraw'],
  [/bingo/i, 'bingoDraw'],
  [/mark six/i, 'markSix'],
];

/** The Vietnam lottery's regions by name, and their in-house desks (docs/lottery.md section 6). */
const VN_REGIONS: readonly (readonly [RegExp, HouseGameCode])[] = [
  [/northern/i, 'BGS_VN_NORTH'],
  [/central/i, 'BGS_VN_CENTRAL'],
  [/southern/i, 'BGS_VN_SOUTH'],
];

/** Table variants the catalogue names (for the engines' later parameters). */
const VARIANTS: readonly (readonly [RegExp, string])[] = [
  [/speed/i, 'speed'],
  [/no commission/i, 'noCommission'],
  [/squeeze/i, 'squeeze'],
  [/hundred/i, 'hundred'],
  [/duel/i, 'duel'],
  [/tournament/i, 'tournament'],
  [/deluxe/i, 'deluxe'],
  [/classic/i, 'classic'],
];

const matchOf = <T>(rules: readonly (readonly [RegExp, T])[], name: string): T | undefined =>
  rules.find(([pattern]) => pattern.test(name))?.[1];

/**
 * The variant of a roulette, wheel or keno table (the engine's parameter, service/tableRoutes.ts):
 * roulette american, lightning or european (docs/sandbox-provider.md "Roulette"); the money wheel
 * crazyTime or luckyWheel ("Money wheels"); keno mini (40 balls) or keno (80 balls) ("Keno");
 * sic bo and fan tan the name's variant if any (hundred: recorded only, the same engine).
 */
function tableVariantOf(kind: AvailableKind, name: string): string | undefined {
  switch (kind) {
    case 'roulette':
      return /american/i.test(name) ? 'american' : /lightning/i.test(name) ? 'lightning' : 'european';
    case 'wheel':
      return /crazy time/i.test(name) ? 'crazyTime' : 'luckyWheel';
    case 'keno':
      return /mini/i.test(name) ? 'mini' : 'keno';
    case 'sicBo':
    case 'fanTan':
      return matchOf(VARIANTS, name);
    default:
      return undefined;
  }
}

/** The kind of a catalogue game (see the rules above; `unmapped` when none fits). */
function kindOf(game: CatalogueGame): AvailableKind | PendingKind | 'unmapped' {
  const name = game.nameEn;
  switch (game.gameType) {
    case 'RNG':
      if (game.subCategory === null || game.subCategory === 'JP') return 'slot';
      if (game.subCategory === 'AC') return matchOf(ARCADE_RULES, name) ?? 'unmapped';
      return matchOf(TABLE_RULES, name) ?? 'unmapped';
    case 'LIVE':
      return matchOf(TABLE_RULES, name) ?? 'unmapped';
    case 'PVP':
      return matchOf(TABLE_RULES, name) ?? 'pvp';
    case 'FISH':
      return 'fishing';
    case 'SPORTS':
      return 'sports';
    case 'ESPORTS':
      return 'esports';
    case 'COCKFIGHT':
      return 'cockfight';
    case 'LOTT':
    case 'ELOTT':
      if (game.lottoArea === 'VN') return matchOf(VN_REGIONS, name) ? 'vnLottery' : 'vnFast';
      return matchOf(LOTTERY_RULES, name) ?? 'unmapped';
    default:
      return 'unmapped';
  }
}

/** The in-house engine of an available kind for `game`. */
function engineOf(kind: AvailableKind, game: CatalogueGame): HouseGameCode {
  switch (kind) {
    case 'slot':
      return 'BGS_SLOT';
    case 'baccarat':
      return 'BGS_BACCARAT';
    case 'blackjack':
      return 'BGS_PVP';
    case 'fishing':
      return 'BGS_FISH';
    case 'sports':
      return 'BGS_SPORTS';
    case 'esports':
      return 'BGS_ESPORTS';
    case 'cockfight':
      return 'BGS_COCK';
    case 'ssc':
      // Five digits 0-9 per draw: Fast Lotto 3's draw; a period of a minute or so takes the one-minute desk.
      return /\b1(\.5)? min/i.test(game.nameEn) ? 'BGS_ELOTT' : 'BGS_LOTTO';
    case 'vnLottery':
      return matchOf(VN_REGIONS, game.nameEn)!;
    case 'roulette':
      return 'BGS_ROULETTE';
    case 'sicBo':
      return 'BGS_SICBO';
    case 'fanTan':
      return 'BGS_FANTAN';
    case 'wheel':
      return 'BGS_WHEEL';
    case 'megaBall':
      return 'BGS_MEGABALL';
    case 'keno':
      return 'BGS_KENO';
    case 'crash':
    case 'tower':
    case 'plinko':
    case 'pick':
    case 'mines':
    case 'dice':
    case 'race':
    case 'coinFlip':
      // One engine for the mini games; the game itself is the variant (service/miniPlay.ts miniGameOfName).
      return 'BGS_MINI';
    case 'dragonTiger':
      return 'BGS_DRAGON_TIGER';
    case 'bullBull':
      return 'BGS_BULL';
    case 'videoPoker':
      return 'BGS_VIDEO_POKER';
    case 'redDog':
      return 'BGS_RED_DOG';
    case 'threeCardPoker':
      return 'BGS_THREE_CARD';
    case 'casinoHoldem':
      return 'BGS_HOLDEM';
    case 'caribbeanStud':
      return 'BGS_CARIBBEAN';
    case 'paiGowPoker':
      return 'BGS_PAI_GOW';
  }
}

/**
 * The sandbox's parameters of a catalogue game (docs/sandbox-provider.md "The catalogue's
 * parameters"): its engine kind and, for a kind the sandbox plays, the in-house engine and page.
 * Slots (RNG games without a sub-category, jackpot slots, "Fruit Slot Machine") play the in-house
 * slot engine until the per-game slot definitions arrive (the session carries the catalogue game
 * code for them); live and RNG baccarat (speed, no commission, squeeze) the baccarat table;
 * blackjack games the blackjack table; FISH games the fishing engine; SPORTS, ESPORTS and
 * COCKFIGHT vendors their books; five-digit SSC draws the five-ball desks; the Vietnam regions
 * their scheduled draws. Everything else is a pending kind (`available: false`).
 * @param game a catalogue game (buildGameSeeds row or {@link SANDBOX_BOOK_GAMES} entry).
 * @returns its kind with the engine and page, or `available: false`. Pure, never throws.
 */
export function sandboxGameOf(game: CatalogueGame): SandboxGame {
  const kind = kindOf(game);
  if (kind === 'unmapped' || !(AVAILABLE_KINDS as readonly string[]).includes(kind))
    return { kind: kind as PendingKind | 'unmapped', available: false };
  const available = kind as AvailableKind;
  const engine = engineOf(available, game);
  const variant =
    available === 'baccarat' || available === 'blackjack' || available === 'dragonTiger' || available === 'bullBull'
      ? matchOf(VARIANTS, game.nameEn)
      : engine === 'BGS_MINI'
        ? miniGameOfName(game.nameEn)
        : tableVariantOf(available, game.nameEn);
  return { kind: available, available: true, engine, page: GAME_PAGES[engine], ...(variant ? { variant } : {}) };
}

/** First node id of the sandbox's book games (beside the in-house games' 90001 range, never reused). */
export const SANDBOX_BOOK_FIRST_NODE_ID = 91001;

/** A catalogue game with every column the seed writes. */
export type SeededGame = CatalogueGame & { freeTrial: boolean };

/**
 * One book game per sports, esports and cockfight vendor (the catalogue gives them no game list:
 * the vendor card opens the vendor's own book): game code the vendor's own (SV388_ARENA) or
 * `<CODE>_BOOK`, the vendor's names, node ids from SANDBOX_BOOK_FIRST_NODE_ID in catalogue order.
 */
export const SANDBOX_BOOK_GAMES: readonly SeededGame[] = SANDBOX_INTEGRATIONS.filter((i) =>
  ['SPORTS', 'ESPORTS', 'COCKFIGHT'].includes(i.vendor.gameType),
).map(({ vendor }, i) => ({
  vendorCode: vendor.code,
  nodeId: SANDBOX_BOOK_FIRST_NODE_ID + i,
  gameCode: vendor.gameCode ?? `${vendor.code}_BOOK`,
  nameEn: vendor.nameEn,
  nameTw: vendor.nameTw,
  gameType: vendor.gameType,
  subCategory: null,
  freeTrial: true,
}));

/** A sandbox game as the house service knows it: the catalogue game and its parameters. */
export type SandboxEntry = CatalogueGame & { sandbox: SandboxGame };

let catalogue: ReadonlyMap<string, SandboxEntry> | null = null;

/**
 * Every game of the sandbox integrations by game code (game codes are unique across the
 * catalogue): the seeded catalogue (buildGameSeeds(VENDOR_SEEDS)) without the BGS family, and
 * the book games. Built once (deterministic).
 */
export function sandboxCatalogue(): ReadonlyMap<string, SandboxEntry> {
  catalogue ??= new Map(
    [...buildGameSeeds(VENDOR_SEEDS), ...SANDBOX_BOOK_GAMES]
      .filter((g) => !isHouseVendor(g.vendorCode))
      .map((g) => [g.gameCode, { ...pick(g), sandbox: sandboxGameOf(g) }]),
  );
  return catalogue;
}

/** The catalogue columns of a seed row. */
function pick(g: CatalogueGame): CatalogueGame {
  const { vendorCode, nodeId, gameCode, nameEn, nameTw, gameType, subCategory, prizeMode, lottoArea } = g;
  return { vendorCode, nodeId, gameCode, nameEn, nameTw, gameType, subCategory, prizeMode, lottoArea };
}

/**
 * The game `gameCode` of sandbox integration `integration`, or null when the integration does not
 * serve it (each sandbox integration serves its own vendor's games only).
 */
export function sandboxEntry(integration: string, gameCode: string): SandboxEntry | null {
  const entry = sandboxCatalogue().get(gameCode);
  return entry && entry.vendorCode === integration ? entry : null;
}
