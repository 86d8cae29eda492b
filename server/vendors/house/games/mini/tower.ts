/**
 * Tower ("Tower", "Tower Climb"; docs/sandbox-provider.md "Mini games"): nine rows to climb, one
 * tile picked per row; the difficulty sets the tiles per row and how many are safe, as on the
 * market's dragon towers. The rules, the multipliers ((1 - e) / (safe / tiles)^k, four decimals)
 * and the draws are the ladder's (ladder.ts): for each row from the bottom, a shuffle of its tiles.
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

export const TOWER_ROWS = 9;

/** The difficulties: tiles per row and safe tiles per row (the chance of a row is safe / tiles). */
export const TOWER_DIFFICULTIES = {
  easy: { rows: TOWER_ROWS, tiles: 4, safe: 3 },
  medium: { rows: TOWER_ROWS, tiles: 3, safe: 2 },
  hard: { rows: TOWER_ROWS, tiles: 2, safe: 1 },
  expert: { rows: TOWER_ROWS, tiles: 3, safe: 1 },
  master: { rows: TOWER_ROWS, tiles: 4, safe: 1 },
} as const satisfies Record<string, LadderRules>;
export type TowerDifficulty = keyof typeof TOWER_DIFFICULTIES;

/** A tower bet: the stake (minor units) and the difficulty. */
export interface TowerBet {
  stake: bigint;
  difficulty: TowerDifficulty;
}

/** The ladder of `difficulty`; RangeError for an unknown one. */
export function towerRules(difficulty: TowerDifficulty): LadderRules {
  if (!Object.hasOwn(TOWER_DIFFICULTIES, difficulty)) throw new RangeError(`unknown difficulty ${String(difficulty)}`);
  return TOWER_DIFFICULTIES[difficulty];
}

/**
 * Starts a tower round under house edge `edge` (default 1%): draws the nine rows. RangeError for
 * a stake <= 0, an unknown difficulty or a bad edge (before drawing).
 */
export function newTowerRound(rng: Rng, bet: TowerBet, edge = DEFAULT_EDGE): LadderRound {
  return newLadderRound(rng, bet.stake, towerRules(bet.difficulty), edge);
}

/** Climbs one row by picking `tile` (ladder.ts {@link stepLadder}). */
export const climbTower = stepLadder;
/** Cashes out (ladder.ts {@link cashOutLadder}). */
export const cashOutTower = cashOutLadder;

/** The published multipliers of `difficulty` after 1..9 rows. */
export function towerMultipliers(difficulty: TowerDifficulty, edge = DEFAULT_EDGE): number[] {
  return ladderMultipliers(towerRules(difficulty), edge);
}

/** The exact return to player of cashing out after `rows` rows of `difficulty` (ladder.ts {@link ladderRtp}). */
export function towerRtp(difficulty: TowerDifficulty, rows: number, edge = DEFAULT_EDGE): number {
  return ladderRtp(towerRules(difficulty), rows, edge);
}
