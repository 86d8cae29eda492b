/**
 * The pick games ("Goal Rush", "Penalty Kick"; docs/sandbox-provider.md "Mini games"): each shot
 * the player chooses one of N targets and the keeper blocks K of them; a blocked shot loses the
 * stake, and after k goals a cash-out returns stake x (1 - e) / ((N - K) / N)^k, four decimals.
 * The last shot cashes out by itself. These are ladders (ladder.ts) with one row per shot and
 * N - K safe tiles: the draws are, for each shot in order, a shuffle of the N targets whose first
 * K are the keeper's.
 */
import type { Rng } from '../../fair/rng';
import { DEFAULT_EDGE } from './common';
import {
  cashOutLadder,
  ladderMultipliers,
  ladderRtp,
  newLadderRound,
  stepLadder,
  type LadderRound,
  type LadderRules,
} from './ladder';

/** The games: shots per round, targets per shot and how many the keeper blocks unless the bet says. */
export const PICK_GAMES = {
  /** Three goals side by side, the keeper guards one; up to ten shots. */
  goalRush: { shots: 10, targets: 3, blocked: 1 },
  /** Five spots of one goal (four corners and the middle), the keeper covers two; a shoot-out of five kicks. */
  penaltyKick: { shots: 5, targets: 5, blocked: 2 },
} as const;
export type PickGame = keyof typeof PICK_GAMES;

/** A pick bet: the stake (minor units), the game, and optionally how many targets the keeper blocks (1..N - 1). */
export interface PickBet {
  stake: bigint;
  game: PickGame;
  blocked?: number;
}

/** The ladder of a bet's game and keeper; RangeError for an unknown game or a bad blocked count. */
export function pickRules(game: PickGame, blocked?: number): LadderRules {
  if (!Object.hasOwn(PICK_GAMES, game)) throw new RangeError(`unknown pick game ${String(game)}`);
  const { shots, targets, blocked: usual } = PICK_GAMES[game];
  const k = blocked ?? usual;
  if (!Number.isInteger(k) || k < 1 || k >= targets) throw new RangeError(`the keeper blocks 1..${targets - 1}`);
  return { rows: shots, tiles: targets, safe: targets - k };
}

/**
 * Starts a round under house edge `edge` (default 1%): draws the keeper of every shot.
 * RangeError for a stake <= 0, an unknown game, a bad blocked count or edge (before drawing).
 */
export function newPickRound(rng: Rng, bet: PickBet, edge = DEFAULT_EDGE): LadderRound {
  return newLadderRound(rng, bet.stake, pickRules(bet.game, bet.blocked), edge);
}

/** Shoots at `target` (0..N - 1) (ladder.ts {@link stepLadder}: a blocked target is a losing tile). */
export const shootPick = stepLadder;
/** Cashes out (ladder.ts {@link cashOutLadder}). */
export const cashOutPick = cashOutLadder;

/** The published multipliers after 1, 2, ... goals. */
export function pickMultipliers(game: PickGame, blocked?: number, edge = DEFAULT_EDGE): number[] {
  return ladderMultipliers(pickRules(game, blocked), edge);
}

/** The exact return to player of cashing out after `goals` goals (ladder.ts {@link ladderRtp}). */
export function pickRtp(game: PickGame, goals: number, blocked?: number, edge = DEFAULT_EDGE): number {
  return ladderRtp(pickRules(game, blocked), goals, edge);
}
