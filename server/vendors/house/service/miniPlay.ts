/**
 * The sandbox's mini games as the service plays them (docs/sandbox-provider.md "Mini games" and
 * Status "Mini games"): which mini game each catalogue arcade game is, how a browser request
 * becomes an engine call, what the player may see of a round, the published rules the page shows
 * and the verifier's replay of a round (mini/replay.ts `MiniPlay`). Pure: no I/O; amounts in
 * minor units (bigint); every random value from the fair Rng handed in.
 *
 * One engine code, BGS_MINI, plays them all: the session's catalogue game names its mini game
 * ({@link miniGameOfName}), and a BGS session (no catalogue game) may play any of them.
 */
import type { Rng } from '../fair/rng.ts';
import { flipCoin, type CoinSide } from '../games/mini/coinFlip.ts';
import { CRASH_MAX_POINT, CRASH_MIN_TARGET, instantCrashChance, playCrash } from '../games/mini/crash.ts';
import { DEFAULT_EDGE } from '../games/mini/common.ts';
import { DICE_MAX_CHANCE, DICE_MIN_CHANCE, playDice } from '../games/mini/dice.ts';
import { cashOutHilo, hiloView, newHiloRound, playHilo, type HiloMove, type HiloRound } from '../games/mini/hilo.ts';
import { cashOutLadder, ladderView, stepLadder, type LadderRound } from '../games/mini/ladder.ts';
import { playLimbo } from '../games/mini/limbo.ts';
import {
  cashOutMines,
  minesLadder,
  minesView,
  newMinesRound,
  revealMines,
  type MinesRound,
} from '../games/mini/mines.ts';
import { newPickRound, PICK_GAMES, pickMultipliers, type PickGame } from '../games/mini/pick.ts';
import {
  dropPlinko,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoRtp,
  plinkoTable,
  type PlinkoRisk,
} from '../games/mini/plinko.ts';
import { playRace, RACE_WEIGHTS, raceOdds } from '../games/mini/race.ts';
import type { MiniPlay } from '../games/mini/replay.ts';
import { newTowerRound, TOWER_DIFFICULTIES, towerMultipliers, type TowerDifficulty } from '../games/mini/tower.ts';
import { HouseError } from './errors.ts';
import type { StakeRule } from './stakes.ts';

/** The one-shot mini games: one call debits, plays and credits (HouseWallet.playRound). */
export const ONE_SHOT_GAMES = ['crash', 'limbo', 'dice', 'plinko', 'coinflip', 'race'] as const;
/** The chained mini games: start, steps, cash out (the round kept with the session). */
export const CHAINED_GAMES = ['mines', 'tower', 'goalRush', 'penaltyKick', 'hilo'] as const;
/** Every mini game the service plays. */
export const MINI_VARIANTS = [...ONE_SHOT_GAMES, ...CHAINED_GAMES] as const;
export type OneShotGame = (typeof ONE_SHOT_GAMES)[number];
export type ChainedGame = (typeof CHAINED_GAMES)[number];
export type MiniVariant = (typeof MINI_VARIANTS)[number];

/** The house edge every mini game is played at (mini/common.ts DEFAULT_EDGE: 1%). */
export const MINI_EDGE = DEFAULT_EDGE;

/** The mini games' stakes (minor units): 0.10 to 1,000.00 in steps of 0.01. */
export const MINI_STAKES: StakeRule = {
  min: 10n,
  max: 100_000n,
  step: 1n,
  choices: [10n, 100n, 500n, 1000n, 5000n, 10_000n],
};

/**
 * The mini game of a catalogue arcade game by its English name (docs/sandbox-provider.md Status
 * "Mini games"), first match wins. Names of the market's originals go to their own engine; the
 * arcade's themed games to the engine whose play they have: Bubble Pop (bubbles hiding bombs on
 * a grid) plays mines, Space Shooter (a shot with the hit chance the player sets) plays dice,
 * Coin Pusher (a coin falls heads or tails) plays coin flip.
 */
const NAME_RULES: readonly (readonly [RegExp, MiniVariant])[] = [
  [/limbo/i, 'limbo'],
  [/crash|rocket/i, 'crash'],
  [/tower/i, 'tower'],
  [/plinko/i, 'plinko'],
  [/goal rush/i, 'goalRush'],
  [/penalty/i, 'penaltyKick'],
  [/racing|derby/i, 'race'],
  [/mines|bubble pop/i, 'mines'],
  [/dice|shooter/i, 'dice'],
  [/coin/i, 'coinflip'],
  [/hi-?lo/i, 'hilo'],
];

/** The mini game named `nameEn` (see the rules above), or undefined when none fits. Pure. */
export function miniGameOfName(nameEn: string): MiniVariant | undefined {
  return NAME_RULES.find(([pattern]) => pattern.test(nameEn))?.[1];
}

/** True when `game` is one of {@link MINI_VARIANTS}. */
export const isMiniVariant = (game: unknown): game is MiniVariant =>
  typeof game === 'string' && (MINI_VARIANTS as readonly string[]).includes(game);
/** True when `game` is a chained game. */
export const isChained = (game: MiniVariant): game is ChainedGame =>
  (CHAINED_GAMES as readonly string[]).includes(game);

/** A one-shot bet as the page sends it (amounts parsed; the fields the game reads). */
export interface OneShotBet {
  game: OneShotGame;
  stake: bigint;
  /** crash, limbo: the cash-out target (2 decimals); dice: the roll number. */
  target?: number;
  /** dice: under or over; coinflip: heads or tails. */
  side?: string;
  /** plinko: 8..16. */
  rows?: number;
  /** plinko: low, medium, high. */
  risk?: string;
  /** race: the runner 0..5. */
  runner?: number;
}

/** What a one-shot round is, for the page and the wallet: the engine's round, its return and the replay of it. */
export interface OneShotResult {
  round: Record<string, unknown>;
  totalWin: bigint;
  play: MiniPlay;
}

/** Throws the engine's refusal of a bet as INVALID_REQUEST naming `field` (nothing is debited: the check runs before the debit). */
function refused(field: string, run: () => void): void {
  try {
    run();
  } catch (err) {
    if (err instanceof RangeError) throw new HouseError('INVALID_REQUEST', field);
    throw err;
  }
}

/** The replay entry of a one-shot bet (mini/replay.ts MiniPlay). INVALID_REQUEST for a missing field. */
function oneShotPlay(bet: OneShotBet): MiniPlay {
  const need = <T>(value: T | undefined, field: string): T => {
    if (value === undefined) throw new HouseError('INVALID_REQUEST', field);
    return value;
  };
  const base = { stake: bet.stake, edge: MINI_EDGE };
  switch (bet.game) {
    case 'crash':
    case 'limbo':
      return { ...base, game: bet.game, target: need(bet.target, 'target') };
    case 'dice':
      return {
        ...base,
        game: 'dice',
        side: need(bet.side, 'side') as 'under' | 'over',
        target: need(bet.target, 'target'),
      };
    case 'plinko':
      return {
        stake: bet.stake,
        game: 'plinko',
        rows: need(bet.rows, 'rows'),
        risk: need(bet.risk, 'risk') as PlinkoRisk,
      };
    case 'coinflip':
      return { ...base, game: 'coinflip', side: need(bet.side, 'side') as CoinSide };
    case 'race':
      return { ...base, game: 'race', runner: need(bet.runner, 'runner') };
  }
}

/** Plays `play` on `rng` with the engine of its game (the same call mini/replay.ts makes). */
function runOneShot(rng: Rng, play: MiniPlay): { round: object; totalWin: bigint } {
  const stake = play.stake!;
  const played = ((): { payout: bigint } => {
    switch (play.game) {
      case 'crash':
        return playCrash(rng, { stake, target: play.target }, play.edge);
      case 'limbo':
        return playLimbo(rng, { stake, target: play.target }, play.edge);
      case 'dice':
        return playDice(rng, { stake, side: play.side, target: play.target }, play.edge);
      case 'plinko':
        return dropPlinko(rng, { stake, rows: play.rows, risk: play.risk });
      case 'coinflip':
        return flipCoin(rng, { stake, side: play.side }, play.edge);
      case 'race':
        return playRace(rng, { stake, runner: play.runner }, RACE_WEIGHTS, play.edge);
      default:
        throw new RangeError(`${play.game} is not a one-shot game`);
    }
  })();
  return { round: played, totalWin: played.payout };
}

/** Thrown by {@link NO_DRAW}: the engine accepted the bet and went on to draw. */
class Accepted extends Error {}

/** An Rng that stops the engine at its first draw: checking a bet before the debit draws nothing. */
const NO_DRAW: Rng = {
  uint32: () => {
    throw new Accepted();
  },
  float: () => {
    throw new Accepted();
  },
  int: () => {
    throw new Accepted();
  },
};

/**
 * Checks a one-shot bet before any money moves: the engine's refusal of it (a RangeError before
 * drawing, docs/sandbox-provider.md "Rules every engine keeps") becomes INVALID_REQUEST naming the
 * bet's field. Returns its replay entry.
 * @throws HouseError INVALID_REQUEST (target, side, rows, risk, runner).
 */
export function checkOneShot(bet: OneShotBet): MiniPlay {
  const play = oneShotPlay(bet);
  const field =
    bet.game === 'plinko' ? 'rows' : bet.game === 'coinflip' ? 'side' : bet.game === 'race' ? 'runner' : 'target';
  try {
    runOneShot(NO_DRAW, play);
  } catch (err) {
    if (err instanceof RangeError) {
      if (bet.game === 'plinko' && !(PLINKO_RISKS as readonly string[]).includes(bet.risk!))
        throw new HouseError('INVALID_REQUEST', 'risk');
      if (bet.game === 'dice' && bet.side !== 'under' && bet.side !== 'over')
        throw new HouseError('INVALID_REQUEST', 'side');
      throw new HouseError('INVALID_REQUEST', field);
    }
    if (!(err instanceof Accepted)) throw err;
  }
  return play;
}

/** Plays a checked one-shot bet on the round's Rng. */
export function playOneShot(rng: Rng, play: MiniPlay): OneShotResult {
  const { round, totalWin } = runOneShot(rng, play);
  return { round: round as Record<string, unknown>, totalWin, play };
}

/** A chained round as kept with the session (HouseSessions.saveHand): the game and the engine's round. */
export type MiniChain =
  | { game: 'mines'; round: MinesRound }
  | { game: 'tower' | 'goalRush' | 'penaltyKick'; round: LadderRound }
  | { game: 'hilo'; round: HiloRound };

/** The fair inputs of a round as the player sees them before the seed is revealed. */
export interface MiniFair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** An unfinished chained round (the session's `hand` while it is played): round id, debits, the round, its fair inputs. */
export interface MiniHand {
  roundId: string;
  debits: number;
  mini: MiniChain & { fair: MiniFair };
}

/** A chained start as the page sends it. */
export interface ChainStart {
  game: ChainedGame;
  stake: bigint;
  /** mines: 1..24. */
  mines?: number;
  /** tower: easy, medium, hard, expert, master. */
  difficulty?: string;
  /** penaltyKick: how many spots the keeper covers, 1..4 (goal rush: 1..2). */
  blocked?: number;
}

/** The start of `start` on `rng`: the engine's new round (its whole layout drawn now). RangeError for a refused bet. */
function newChain(rng: Rng, start: ChainStart): MiniChain {
  switch (start.game) {
    case 'mines':
      return { game: 'mines', round: newMinesRound(rng, { stake: start.stake, mines: start.mines ?? NaN }, MINI_EDGE) };
    case 'tower':
      return {
        game: 'tower',
        round: newTowerRound(
          rng,
          { stake: start.stake, difficulty: (start.difficulty ?? '') as TowerDifficulty },
          MINI_EDGE,
        ),
      };
    case 'goalRush':
    case 'penaltyKick':
      return {
        game: start.game,
        round: newPickRound(rng, { stake: start.stake, game: start.game, blocked: start.blocked }, MINI_EDGE),
      };
    case 'hilo':
      return { game: 'hilo', round: newHiloRound(rng, start.stake, MINI_EDGE) };
  }
}

/**
 * Checks a chained start before the debit (the engines refuse before drawing).
 * @throws HouseError INVALID_REQUEST naming mines, difficulty or blocked.
 */
export function checkChainStart(start: ChainStart): void {
  const field = start.game === 'mines' ? 'mines' : start.game === 'tower' ? 'difficulty' : 'blocked';
  try {
    newChain(NO_DRAW, start);
  } catch (err) {
    if (err instanceof RangeError) throw new HouseError('INVALID_REQUEST', field);
    if (!(err instanceof Accepted)) throw err;
  }
}

/** Starts a checked chained round on the round's Rng. */
export function startChain(rng: Rng, start: ChainStart): MiniChain {
  return newChain(rng, start);
}

/** A step of a chained round: a tile (mines 0..24, tower and pick games a tile of the row) or a hi-lo move. */
export interface ChainStep {
  tile?: number;
  move?: string;
}

/**
 * The round after `step`. INVALID_REQUEST naming tile or move when the engine refuses it (a round
 * that is over, a tile off the grid or revealed, a guess that cannot win); nothing changes.
 */
export function stepChain(chain: MiniChain, step: ChainStep): MiniChain {
  let next: MiniChain | undefined;
  if (chain.game === 'hilo') {
    if (step.move === undefined) throw new HouseError('INVALID_REQUEST', 'move');
    refused('move', () => (next = { game: 'hilo', round: playHilo(chain.round, step.move as HiloMove) }));
  } else {
    if (step.tile === undefined) throw new HouseError('INVALID_REQUEST', 'tile');
    const tile = step.tile;
    if (chain.game === 'mines')
      refused('tile', () => (next = { game: 'mines', round: revealMines(chain.round, tile) }));
    else refused('tile', () => (next = { game: chain.game, round: stepLadder(chain.round, tile) }));
  }
  return next!;
}

/** The round cashed out. INVALID_REQUEST (cashOut) before the first safe step or when over; nothing changes. */
export function cashOutChain(chain: MiniChain): MiniChain {
  let next: MiniChain | undefined;
  refused('cashOut', () => {
    if (chain.game === 'hilo') next = { game: 'hilo', round: cashOutHilo(chain.round) };
    else if (chain.game === 'mines') next = { game: 'mines', round: cashOutMines(chain.round) };
    else next = { game: chain.game, round: cashOutLadder(chain.round) };
  });
  return next!;
}

/** True when the round can be cashed out now (a safe step or a right guess made, still playing). */
export function canCashOut(chain: MiniChain): boolean {
  if (chain.round.status !== 'playing') return false;
  if (chain.game === 'hilo') return chain.round.outcomes !== 1n;
  if (chain.game === 'mines') return chain.round.revealed.length > 0;
  return chain.round.picks.length > 0;
}

/**
 * What the player may see of a chained round: the engine's view (mines, tower and pick games
 * hide the layout ahead, hi-lo the cards to come), without hi-lo's internal counts.
 */
export function chainView(chain: MiniChain): Record<string, unknown> {
  switch (chain.game) {
    case 'mines':
      return { game: 'mines', ...minesView(chain.round) };
    case 'hilo': {
      const { outcomes: _o, wins: _w, ...rest } = hiloView(chain.round);
      return { game: 'hilo', ...rest, canCashOut: canCashOut(chain) };
    }
    default:
      return { game: chain.game, ...ladderView(chain.round) };
  }
}

/** The verifier's replay entry of a chained round (mini/replay.ts MiniPlay): the bet and the moves played. */
export function chainPlay(chain: MiniChain): MiniPlay {
  const cashOut = chain.round.status === 'cashedOut';
  const base = { stake: chain.round.stake, edge: chain.round.edge };
  switch (chain.game) {
    case 'mines':
      return { ...base, game: 'mines', mines: chain.round.mines, tiles: [...chain.round.revealed], cashOut };
    case 'hilo':
      return { ...base, game: 'hilo', moves: [...chain.round.moves], cashOut };
    case 'tower': {
      const rules = chain.round.rules;
      const difficulty = (Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[]).find((d) => {
        const t = TOWER_DIFFICULTIES[d];
        return t.tiles === rules.tiles && t.safe === rules.safe;
      })!;
      return { ...base, game: 'tower', difficulty, picks: [...chain.round.picks], cashOut };
    }
    default:
      return {
        ...base,
        game: 'pick',
        pickGame: chain.game as PickGame,
        blocked: chain.round.rules.tiles - chain.round.rules.safe,
        picks: [...chain.round.picks],
        cashOut,
      };
  }
}

/**
 * The published rules of the mini games for the page (GET /api/session `rules`): stakes, the
 * house edge and each game's table (docs/sandbox-provider.md "Mini games"): crash and limbo
 * target range and instant crash chance; dice chance range; mines multipliers per mine count;
 * tower per difficulty; the pick games per keeper count; plinko tables and their exact RTPs per
 * rows and risk; race weights and odds; the coin flip multiplier.
 */
export function miniRules(): Record<string, unknown> {
  return (publishedRules ??= buildRules());
}

let publishedRules: Record<string, unknown> | undefined;

/** The rules of {@link miniRules}, built once. */
function buildRules(): Record<string, unknown> {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return {
    stakes: MINI_STAKES.choices,
    minStake: MINI_STAKES.min,
    maxStake: MINI_STAKES.max,
    edge: MINI_EDGE,
    crash: { minTarget: CRASH_MIN_TARGET, maxTarget: CRASH_MAX_POINT, instantCrash: instantCrashChance(MINI_EDGE) },
    dice: { minChance: DICE_MIN_CHANCE, maxChance: DICE_MAX_CHANCE },
    mines: Object.fromEntries(range(1, 24).map((m) => [m, minesLadder(m, MINI_EDGE)])),
    tower: Object.fromEntries(
      (Object.keys(TOWER_DIFFICULTIES) as TowerDifficulty[]).map((d) => [
        d,
        { ...TOWER_DIFFICULTIES[d], multipliers: towerMultipliers(d, MINI_EDGE) },
      ]),
    ),
    pick: Object.fromEntries(
      (Object.keys(PICK_GAMES) as PickGame[]).map((g) => [
        g,
        {
          ...PICK_GAMES[g],
          multipliers: Object.fromEntries(
            range(1, PICK_GAMES[g].targets - 1).map((k) => [k, pickMultipliers(g, k, MINI_EDGE)]),
          ),
        },
      ]),
    ),
    plinko: Object.fromEntries(
      range(PLINKO_MIN_ROWS, PLINKO_MAX_ROWS).map((rows) => [
        rows,
        Object.fromEntries(
          PLINKO_RISKS.map((risk) => [risk, { table: plinkoTable(rows, risk), rtp: plinkoRtp(rows, risk) }]),
        ),
      ]),
    ),
    race: { weights: RACE_WEIGHTS, odds: raceOdds(RACE_WEIGHTS, MINI_EDGE) },
    coinflip: { multiplier: 2 * (1 - MINI_EDGE) },
  };
}
