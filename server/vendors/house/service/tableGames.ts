/**
 * The sandbox's roulette, dice, wheel and draw tables (docs/sandbox-provider.md "Status", tables):
 * which engine and variant a session plays, how a board's bets reach the engine, and the rules
 * each table publishes (GET /api/session `rules`: bet types, returns, exact RTPs, stakes).
 *
 * A bet on any of these boards is `{ type, pick?, stake }` (stake in minor units): roulette, sic
 * bo and fan tan take the engines' own bet types and picks (games/roulette.ts, sicbo.ts,
 * fanTan.ts); a money wheel's `type` is the spot bet on (no pick, games/wheel.ts); a keno or Mega
 * Ball ticket is `{ type: 'ticket', pick: numbers, stake }` (games/keno.ts). One call is one round
 * of its own (the engine's draws from the session's next nonce); live tables on a shared clock are
 * not these.
 */
import type { Rng } from '../fair/rng.ts';
import type { VerifyGame } from '../fair/verify.ts';
import {
  checkPick as checkFanTanPick,
  FAN_TAN_BET_TYPES,
  FAN_TAN_RETURNS,
  fanTanRtp,
  playFanTan,
} from '../games/fanTan.ts';
import { checkKenoTicket, KENO, kenoRtp, MEGA_BALL, MINI_KENO, playKeno, type KenoDefinition } from '../games/keno.ts';
import {
  coveredNumbers,
  DOUBLE_ZERO,
  LIGHTNING_COUNTS,
  LIGHTNING_MULTIPLIERS,
  LIGHTNING_STRAIGHT_RETURN,
  playRoulette,
  pocketCount,
  RED_NUMBERS,
  ROULETTE_BET_TYPES,
  rouletteRtp,
  type RouletteBetType,
  type RouletteVariant,
} from '../games/roulette.ts';
import {
  checkPick as checkSicBoPick,
  playSicBo,
  SICBO_BET_TYPES,
  SICBO_RETURNS,
  SICBO_TOTAL_RETURNS,
  sicboRtp,
} from '../games/sicbo.ts';
import { checkSpotBets, checkTableBets, type TableBet } from '../games/tableKit.ts';
import { CRAZY_TIME, LUCKY_WHEEL, spinWheel, wheelRtp, type WheelBets, type WheelDefinition } from '../games/wheel.ts';
import { sandboxEntry } from '../sandbox/catalogue.ts';
import { integrationOf, type HouseGameCode, type HouseSession } from './sessions.ts';
import { STAKES } from './stakes.ts';

/** The engine codes of these tables (service/sessions.ts HOUSE_GAMES), one per engine family. */
export const TABLE_GAMES = [
  'BGS_ROULETTE',
  'BGS_SICBO',
  'BGS_FANTAN',
  'BGS_WHEEL',
  'BGS_MEGABALL',
  'BGS_KENO',
] as const satisfies readonly HouseGameCode[];
export type TableGame = (typeof TABLE_GAMES)[number];

/** True when `game` is one of these tables. */
export const isTableGame = (game: string): game is TableGame => (TABLE_GAMES as readonly string[]).includes(game);

/** The ticket bet type of keno and Mega Ball. */
export const TICKET = 'ticket';
/** At most this many bets (or tickets) in one round. */
export const MAX_TABLE_BETS = 200;

/** A round of any of these tables: what the engine answers, with its total stake and win. */
export interface TableRound {
  stake: bigint;
  totalWin: bigint;
}

/** A table as a session plays it: its engine, variant, verifier game, rules and round. */
export interface TableOf {
  game: TableGame;
  variant: string;
  /** The game of POST /api/verify that replays its rounds (fair/verify.ts VERIFY_GAMES). */
  verifyGame: VerifyGame;
  /** Checks bets as the engine would, before any money moves. @throws RangeError on a bet it refuses. */
  check(bets: readonly TableBet[]): void;
  /** One round with the fair Rng of the round's nonce. @throws RangeError on a bet it refuses (before drawing). */
  play(rng: Rng, bets: readonly TableBet[]): TableRound;
  /** The published rules (bet types, returns in hundredths of the stake, exact RTPs as fractions). */
  rules(): Record<string, unknown>;
}

const ROULETTE_SAMPLE_PICKS: Readonly<Record<RouletteBetType, readonly number[] | undefined>> = {
  straight: [17],
  split: [17, 20],
  street: [16, 17, 18],
  corner: [17, 18, 20, 21],
  sixLine: [16, 17, 18, 19, 20, 21],
  dozen: [1],
  column: [1],
  red: undefined,
  black: undefined,
  odd: undefined,
  even: undefined,
  low: undefined,
  high: undefined,
};

function rouletteTable(variant: RouletteVariant): TableOf {
  const verifyGame = (
    { european: 'rouletteEuropean', american: 'rouletteAmerican', lightning: 'rouletteLightning' } as const
  )[variant];
  return {
    game: 'BGS_ROULETTE',
    variant,
    verifyGame,
    check: (bets) =>
      void checkTableBets(ROULETTE_BET_TYPES, bets as readonly TableBet<RouletteBetType>[], (bet) =>
        coveredNumbers(variant, bet),
      ),
    play: (rng, bets) => playRoulette(rng, variant, bets as TableBet<RouletteBetType>[]),
    rules: () => ({
      pockets: pocketCount(variant),
      doubleZero: variant === 'american' ? DOUBLE_ZERO : null,
      redNumbers: [...RED_NUMBERS],
      betTypes: ROULETTE_BET_TYPES.map((type) => {
        const covers = coveredNumbers(variant, { type, pick: ROULETTE_SAMPLE_PICKS[type] }).length;
        const returns =
          variant === 'lightning' && type === 'straight' ? LIGHTNING_STRAIGHT_RETURN : Math.floor(3600 / covers);
        return { type, covers, returns, rtp: rouletteRtp(variant, type) };
      }),
      ...(variant === 'lightning'
        ? { lightning: { counts: LIGHTNING_COUNTS, multipliers: LIGHTNING_MULTIPLIERS } }
        : {}),
    }),
  };
}

function sicBoTable(variant: string): TableOf {
  const picks = (type: (typeof SICBO_BET_TYPES)[number]) =>
    type === 'total'
      ? [10]
      : type === 'combination'
        ? [1, 2]
        : ['triple', 'double', 'single'].includes(type)
          ? [1]
          : undefined;
  return {
    game: 'BGS_SICBO',
    variant,
    verifyGame: 'sicBo',
    check: (bets) => void checkTableBets(SICBO_BET_TYPES, bets as Parameters<typeof playSicBo>[1], checkSicBoPick),
    play: (rng, bets) => playSicBo(rng, bets as Parameters<typeof playSicBo>[1]),
    rules: () => ({
      betTypes: SICBO_BET_TYPES.map((type) => ({ type, rtp: sicboRtp(type, picks(type)) })),
      returns: SICBO_RETURNS,
      totals: Object.entries(SICBO_TOTAL_RETURNS).map(([total, returns]) => ({
        total: Number(total),
        returns,
        rtp: sicboRtp('total', [Number(total)]),
      })),
    }),
  };
}

function fanTanTable(variant: string): TableOf {
  const picks = { fan: [1], nim: [1, 2], kwok: [1, 2], odd: undefined, even: undefined } as const;
  return {
    game: 'BGS_FANTAN',
    variant,
    verifyGame: 'fanTan',
    check: (bets) => void checkTableBets(FAN_TAN_BET_TYPES, bets as Parameters<typeof playFanTan>[1], checkFanTanPick),
    play: (rng, bets) => playFanTan(rng, bets as Parameters<typeof playFanTan>[1]),
    rules: () => ({
      betTypes: FAN_TAN_BET_TYPES.map((type) => ({
        type,
        returns: FAN_TAN_RETURNS[type],
        rtp: fanTanRtp(type, picks[type]),
      })),
      nimPush: FAN_TAN_RETURNS.nimPush,
    }),
  };
}

/** A wheel's spot bets as the engine takes them (stakes of one spot added up). @throws RangeError on a pick. */
function wheelBets(bets: readonly TableBet[]): WheelBets {
  const out: Record<string, bigint> = {};
  for (const bet of bets) {
    if (bet.pick !== undefined && bet.pick.length > 0) throw new RangeError('a wheel bet picks nothing');
    out[bet.type] = (out[bet.type] ?? 0n) + bet.stake;
  }
  return out;
}

function wheelTable(variant: 'crazyTime' | 'luckyWheel'): TableOf {
  const def: WheelDefinition = variant === 'crazyTime' ? CRAZY_TIME : LUCKY_WHEEL;
  const spots = Object.keys(def.spots);
  return {
    game: 'BGS_WHEEL',
    variant,
    verifyGame: variant,
    check: (bets) => {
      if (bets.length === 0) throw new RangeError('place at least one bet');
      for (const bet of bets) if (bet.stake <= 0n) throw new RangeError(`the stake on ${bet.type} must be above 0`);
      checkSpotBets(spots, wheelBets(bets));
    },
    play: (rng, bets) => spinWheel(rng, def, wheelBets(bets)),
    rules: () => ({
      segments: def.segments,
      spots: spots.map((spot) => ({ spot, ...def.spots[spot], rtp: wheelRtp(def, spot) })),
      topSlot: def.topSlot ?? null,
    }),
  };
}

/** A board's tickets as the engine takes them. @throws RangeError on a bet that is not a ticket. */
function tickets(bets: readonly TableBet[]) {
  return bets.map((bet) => {
    if (bet.type !== TICKET) throw new RangeError(`unknown bet type ${bet.type}`);
    return { pick: bet.pick ?? [], stake: bet.stake };
  });
}

function kenoTable(game: 'BGS_KENO' | 'BGS_MEGABALL', variant: string): TableOf {
  const def: KenoDefinition = game === 'BGS_MEGABALL' ? MEGA_BALL : variant === 'mini' ? MINI_KENO : KENO;
  return {
    game,
    variant,
    verifyGame: game === 'BGS_MEGABALL' ? 'megaBall' : variant === 'mini' ? 'miniKeno' : 'keno',
    check: (bets) => {
      if (bets.length === 0) throw new RangeError('buy at least one ticket');
      for (const ticket of tickets(bets)) checkKenoTicket(def, ticket);
    },
    play: (rng, bets) => playKeno(rng, def, tickets(bets)),
    rules: () => ({
      numbers: def.numbers,
      drawn: def.drawn,
      maxPick: Math.max(...Object.keys(def.paytables).map(Number)),
      paytables: Object.entries(def.paytables).map(([pick, returns]) => ({
        pick: Number(pick),
        returns,
        rtp: kenoRtp(def, Number(pick)),
      })),
      megaBall: def.megaBall ?? null,
    }),
  };
}

/**
 * The table `game` in `variant` (the catalogue game's, sandbox/catalogue.ts sandboxGameOf): roulette
 * european (default), american or lightning; the wheel crazyTime (default) or luckyWheel; keno keno
 * (80 balls, default) or mini (40 balls); sic bo and fan tan have one engine (a variant is kept).
 */
export function tableOf(game: TableGame, variant?: string): TableOf {
  switch (game) {
    case 'BGS_ROULETTE':
      return rouletteTable(variant === 'american' || variant === 'lightning' ? variant : 'european');
    case 'BGS_SICBO':
      return sicBoTable(variant ?? 'classic');
    case 'BGS_FANTAN':
      return fanTanTable(variant ?? 'classic');
    case 'BGS_WHEEL':
      return wheelTable(variant === 'luckyWheel' ? 'luckyWheel' : 'crazyTime');
    case 'BGS_MEGABALL':
      return kenoTable(game, 'megaBall');
    case 'BGS_KENO':
      return kenoTable(game, variant === 'mini' ? 'mini' : 'keno');
  }
}

/**
 * The table a session plays: its engine with the variant of its catalogue game (a BGS launch of
 * the engine code plays the default variant).
 */
export function tableOfSession(
  session: Pick<HouseSession, 'integration' | 'catalogueGame'> & { gameCode: TableGame },
): TableOf {
  const entry = session.catalogueGame ? sandboxEntry(integrationOf(session), session.catalogueGame) : null;
  const variant = entry?.sandbox.available ? entry.sandbox.variant : undefined;
  return tableOf(session.gameCode, variant);
}

/**
 * The rules GET /api/session publishes for a table session (gameRoutes.ts rulesOf): the family,
 * variant and verifier game, the table stakes (minor units: chips, min and max of a round's total)
 * and the engine's bet types, returns and exact RTPs.
 */
export function tableRulesOf(
  session: Pick<HouseSession, 'integration' | 'catalogueGame'> & { gameCode: TableGame },
): Record<string, unknown> {
  const table = tableOfSession(session);
  return {
    family: table.game,
    variant: table.variant,
    verifyGame: table.verifyGame,
    stakes: STAKES.table.choices,
    minTotal: STAKES.table.min,
    maxTotal: STAKES.table.max,
    ...table.rules(),
  };
}
