/**
 * "Fast Lotto 3", the fast lottery (a draw every 3 minutes) (README "In-house games"): every draw (every LOTTERY_INTERVAL_MS) draws five
 * balls, each a digit 0-9, with the fair Rng of the draw. Bets, with returns including the stake:
 * big (sum 23-45) / small (0-22) and odd / even (parity of the sum) return 1.92x, each exactly
 * a 1/2 chance (the sum of five digits is symmetric about 22.5, and its parity follows the last
 * ball); a digit on one ball returns 9.6x with chance 1/10. Every bet's RTP is 96%.
 */
import type { Rng } from '../fair/rng';

export const LOTTERY_BALLS = 5;
export const LOTTERY_INTERVAL_MS = 3 * 60_000;
/** Betting closes this long before each draw. */
export const LOTTERY_CLOSE_MS = 10_000;
export const LOTTERY_RTP = 0.96;

export type LotteryPick =
  { kind: 'big' | 'small' | 'odd' | 'even' } | { kind: 'ball'; position: number; digit: number };

/** Returns in hundredths of the stake. */
export const LOTTERY_RETURNS = { sum: 192, ball: 960 } as const;

/** Five balls, digits 0-9. */
export function drawLottery(rng: Rng): number[] {
  return Array.from({ length: LOTTERY_BALLS }, () => rng.int(10));
}

/** Checks a pick's shape (RangeError names the problem). */
export function checkPick(pick: LotteryPick): void {
  if (pick.kind !== 'ball') return;
  if (!Number.isInteger(pick.position) || pick.position < 0 || pick.position >= LOTTERY_BALLS)
    throw new RangeError('position must be 0-4');
  if (!Number.isInteger(pick.digit) || pick.digit < 0 || pick.digit > 9) throw new RangeError('digit must be 0-9');
}

/** Whether `pick` wins on `balls`. */
export function pickWins(pick: LotteryPick, balls: readonly number[]): boolean {
  const sum = balls.reduce((a, b) => a + b, 0);
  switch (pick.kind) {
    case 'big':
      return sum >= 23;
    case 'small':
      return sum <= 22;
    case 'odd':
      return sum % 2 === 1;
    case 'even':
      return sum % 2 === 0;
    case 'ball':
      return balls[pick.position] === pick.digit;
  }
}

/** What a bet of `stake` minor units on `pick` returns on `balls` (stake included, 0 when lost). */
export function settlePick(pick: LotteryPick, stake: bigint, balls: readonly number[]): bigint {
  if (!pickWins(pick, balls)) return 0n;
  return (stake * BigInt(pick.kind === 'ball' ? LOTTERY_RETURNS.ball : LOTTERY_RETURNS.sum)) / 100n;
}

/** A lottery's timing: the draw interval, when betting closes before a draw, and the draw id's prefix. */
export interface LotterySchedule {
  intervalMs: number;
  closeMs: number;
  idPrefix: string;
}

/** Fast Lotto 3: a draw every 3 minutes, betting closes 10 s before (ids 20261121-001). */
export const LOTTO_SCHEDULE: LotterySchedule = {
  intervalMs: LOTTERY_INTERVAL_MS,
  closeMs: LOTTERY_CLOSE_MS,
  idPrefix: '',
};
/** The ELOTT variant (README "Playing", category ELOTT): same balls and returns, a draw every minute, betting closes 5 s before (ids E20261121-0001). */
export const ELOTTO_SCHEDULE: LotterySchedule = { intervalMs: 60_000, closeMs: 5_000, idPrefix: 'E' };

/** Start time (ms) of the draw period containing `now`, and the draw time that ends it (Fast Lotto 3 unless `schedule` says otherwise). */
export function lotteryPeriod(
  now: number,
  schedule: LotterySchedule = LOTTO_SCHEDULE,
): { opens: number; drawAt: number; drawId: string } {
  const every = schedule.intervalMs;
  const opens = Math.floor(now / every) * every;
  const drawAt = opens + every;
  const d = new Date(drawAt);
  const width = String(Math.floor(86_400_000 / every)).length;
  const id = `${schedule.idPrefix}${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}-${String(Math.floor((drawAt % 86_400_000) / every)).padStart(width, '0')}`;
  return { opens, drawAt, drawId: id };
}
