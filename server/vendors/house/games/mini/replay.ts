/**
 * One entry for a verifier (fair/verify.ts, docs/sandbox-provider.md "Mini games"): a mini game's
 * round recomputed from the revealed server seed, the client seed and the nonce, with the bet and
 * the player's moves, by the same engine call that played it. The outcome is plain JSON (amounts
 * as decimal strings of minor units), ready for the verify page.
 */
import { fairRng, type FairInputs } from '../../fair/rng';
import { flipCoin, spinDouble, type CoinSide, type DoubleColour } from './coinFlip';
import { playCrash } from './crash';
import { HASH_DICE, playDice, DICE, type DiceBet } from './dice';
import { replayHilo, type HiloMove } from './hilo';
import { replayLadder } from './ladder';
import { playLimbo } from './limbo';
import { replayMines } from './mines';
import { pickRules, type PickGame } from './pick';
import { dropPlinko, type PlinkoRisk } from './plinko';
import { playRace } from './race';
import { towerRules, type TowerDifficulty } from './tower';

export const MINI_GAMES = [
  'crash',
  'limbo',
  'dice',
  'hashDice',
  'mines',
  'tower',
  'plinko',
  'hilo',
  'coinflip',
  'double',
  'pick',
  'race',
] as const;
export type MiniGame = (typeof MINI_GAMES)[number];

/** What a round's bet and moves were; `edge` is the house edge it was played at (default 1%). */
export type MiniPlay = { stake?: bigint; edge?: number } & (
  | { game: 'crash' | 'limbo'; target: number }
  | { game: 'dice' | 'hashDice'; side: DiceBet['side']; target: number }
  | { game: 'mines'; mines: number; tiles: number[]; cashOut: boolean }
  | { game: 'tower'; difficulty: TowerDifficulty; picks: number[]; cashOut: boolean }
  | { game: 'pick'; pickGame: PickGame; blocked?: number; picks: number[]; cashOut: boolean }
  | { game: 'plinko'; rows: number; risk: PlinkoRisk }
  | { game: 'hilo'; moves: HiloMove[]; cashOut: boolean }
  | { game: 'coinflip'; side: CoinSide }
  | { game: 'double'; colour: DoubleColour }
  | { game: 'race'; runner: number; weights?: number[] }
);

/** `value` with every bigint as its decimal string (JSON has no bigint). */
function plain(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
  return value;
}

/**
 * Recomputes the round of `play` (stake 100 minor units unless given) on `fairRng(inputs)`.
 * The engines' RangeErrors for a bet or a move they refuse; RangeError for an unknown game.
 */
export function replayMini(inputs: FairInputs, play: MiniPlay): Record<string, unknown> {
  const rng = fairRng(inputs);
  const stake = play.stake ?? 100n;
  const edge = play.edge;
  const round = ((): object => {
    switch (play.game) {
      case 'crash':
        return playCrash(rng, { stake, target: play.target }, edge);
      case 'limbo':
        return playLimbo(rng, { stake, target: play.target }, edge);
      case 'dice':
      case 'hashDice':
        return playDice(
          rng,
          { stake, side: play.side, target: play.target },
          edge,
          play.game === 'dice' ? DICE : HASH_DICE,
        );
      case 'mines':
        return replayMines(rng, { stake, mines: play.mines }, play.tiles, play.cashOut, edge);
      case 'tower':
        return replayLadder(rng, stake, towerRules(play.difficulty), play.picks, play.cashOut, edge);
      case 'pick':
        return replayLadder(rng, stake, pickRules(play.pickGame, play.blocked), play.picks, play.cashOut, edge);
      case 'plinko':
        return dropPlinko(rng, { stake, rows: play.rows, risk: play.risk });
      case 'hilo':
        return replayHilo(rng, stake, play.moves, play.cashOut, edge);
      case 'coinflip':
        return flipCoin(rng, { stake, side: play.side }, edge);
      case 'double':
        return spinDouble(rng, [{ stake, colour: play.colour }]);
      case 'race':
        return playRace(rng, { stake, runner: play.runner }, play.weights, edge);
      default:
        throw new RangeError(`unknown mini game ${String((play as { game: unknown }).game)}`);
    }
  })();
  return plain(round) as Record<string, unknown>;
}
