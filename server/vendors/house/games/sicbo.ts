/**
 * Sic Bo (docs/sandbox-provider.md "Sic Bo"): three dice, each `rng.int(6) + 1`, on the Macau
 * paytable (returns include the stake):
 * - big (total 11-17) and small (4-10), odd and even total: 1:1 (2x), lost on any triple; RTP
 *   105/216 x 2 = 97.222%.
 * - specific triple (pick [face]): 180:1; RTP 181/216 = 83.796%. Any triple: 30:1; 6/216 x 31 =
 *   86.111%.
 * - specific double (pick [face], at least two dice show it): 10:1; 16/216 x 11 = 81.481%.
 * - total (pick [4..17]): 4 and 17 60:1, 5 and 16 30:1, 6 and 15 17:1, 7 and 14 12:1, 8 and 13
 *   8:1, 9, 10, 11 and 12 6:1; RTP from 81.019% (9 and 12) to 90.278% (7 and 14), sicboRtp.
 * - two-dice combination (pick [a, b], a != b, both shown): 5:1; 30/216 x 6 = 83.333%.
 * - single number (pick [face]): 1:1, 2:1 or 3:1 as one, two or three dice show it; (75 x 2 +
 *   15 x 3 + 4) / 216 = 92.130%.
 */
import type { Rng } from '../fair/rng';
import { checkTableBets, settleBets, type SettledBet, type TableBet } from './tableKit';

export const SICBO_BET_TYPES = [
  'big',
  'small',
  'odd',
  'even',
  'triple',
  'anyTriple',
  'double',
  'total',
  'combination',
  'single',
] as const;
export type SicBoBetType = (typeof SICBO_BET_TYPES)[number];
/** A sic bo bet; `pick` per type: triple, double, single `[face]`, total `[4..17]`, combination `[a, b]`. */
export type SicBoBet = TableBet<SicBoBetType>;

/** Returns in hundredths of the stake per total (4..17). */
export const SICBO_TOTAL_RETURNS: Readonly<Record<number, number>> = {
  4: 6100,
  5: 3100,
  6: 1800,
  7: 1300,
  8: 900,
  9: 700,
  10: 700,
  11: 700,
  12: 700,
  13: 900,
  14: 1300,
  15: 1800,
  16: 3100,
  17: 6100,
};
/** Returns in hundredths of the stake of the bets that pay one way. */
export const SICBO_RETURNS = {
  evenMoney: 200,
  triple: 18100,
  anyTriple: 3100,
  double: 1100,
  combination: 600,
  /** By how many dice show the face: 1, 2, 3. */
  single: [200, 300, 400],
} as const;

export interface SicBoRound {
  dice: [number, number, number];
  total: number;
  triple: boolean;
  bets: SettledBet<SicBoBetType>[];
  stake: bigint;
  totalWin: bigint;
}

const isFace = (n: number | undefined): n is number => n !== undefined && Number.isInteger(n) && n >= 1 && n <= 6;

/** RangeError unless the pick suits the bet type (see SicBoBet). */
export function checkPick(bet: Pick<SicBoBet, 'type' | 'pick'>): void {
  const pick = bet.pick ?? [];
  switch (bet.type) {
    case 'triple':
    case 'double':
    case 'single':
      if (pick.length !== 1 || !isFace(pick[0])) throw new RangeError(`a ${bet.type} bet picks one face 1..6`);
      return;
    case 'total':
      if (pick.length !== 1 || !(pick[0]! >= 4 && pick[0]! <= 17)) throw new RangeError('a total bet picks 4..17');
      return;
    case 'combination':
      if (pick.length !== 2 || !isFace(pick[0]) || !isFace(pick[1]) || pick[0] === pick[1])
        throw new RangeError('a combination bet picks two different faces');
      return;
    default:
      if (pick.length > 0) throw new RangeError(`a ${bet.type} bet picks nothing`);
  }
}

/** A bet's return on three dice, in hundredths of the stake (0 when lost). */
export function sicboReturn(bet: Pick<SicBoBet, 'type' | 'pick'>, dice: readonly number[]): number {
  const total = dice[0]! + dice[1]! + dice[2]!;
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (face: number | undefined) => dice.filter((d) => d === face).length;
  const pick = bet.pick ?? [];
  const evenMoney = (won: boolean) => (won && !triple ? SICBO_RETURNS.evenMoney : 0);
  switch (bet.type) {
    case 'big':
      return evenMoney(total >= 11);
    case 'small':
      return evenMoney(total <= 10);
    case 'odd':
      return evenMoney(total % 2 === 1);
    case 'even':
      return evenMoney(total % 2 === 0);
    case 'triple':
      return count(pick[0]) === 3 ? SICBO_RETURNS.triple : 0;
    case 'anyTriple':
      return triple ? SICBO_RETURNS.anyTriple : 0;
    case 'double':
      return count(pick[0]) >= 2 ? SICBO_RETURNS.double : 0;
    case 'total':
      return total === pick[0] ? SICBO_TOTAL_RETURNS[total]! : 0;
    case 'combination':
      return count(pick[0]) > 0 && count(pick[1]) > 0 ? SICBO_RETURNS.combination : 0;
    case 'single': {
      const n = count(pick[0]);
      return n > 0 ? SICBO_RETURNS.single[n - 1]! : 0;
    }
  }
}

/**
 * Rolls three dice and settles `bets` (docs/sandbox-provider.md "Sic Bo").
 * @returns the dice, their total, whether they are a triple, each bet's return (minor units,
 *   stake included, rounded down), the total stake and win.
 * @throws RangeError on an unknown bet type, a stake not above 0 or a pick the type does not
 *   accept, before rolling.
 */
export function playSicBo(rng: Rng, bets: readonly SicBoBet[]): SicBoRound {
  const stake = checkTableBets(SICBO_BET_TYPES, bets, checkPick);
  const dice: [number, number, number] = [rng.int(6) + 1, rng.int(6) + 1, rng.int(6) + 1];
  const { settled, totalWin } = settleBets(bets, (bet) => sicboReturn(bet, dice));
  return {
    dice,
    total: dice[0] + dice[1] + dice[2],
    triple: dice[0] === dice[1] && dice[1] === dice[2],
    bets: settled,
    stake,
    totalWin,
  };
}

/**
 * The exact RTP of one bet (a fraction), by enumerating the 216 equally likely rolls.
 * @throws RangeError on a pick the type does not accept.
 */
export function sicboRtp(type: SicBoBetType, pick?: readonly number[]): number {
  checkPick({ type, pick });
  let sum = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) sum += sicboReturn({ type, pick }, [a, b, c]);
  return sum / 216 / 100;
}
