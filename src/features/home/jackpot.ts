/**
 * The cosmetic jackpot counter's maths (spec section 4, cosmetic; section 9, jackpot display).
 * Values are integer minor units (cents), never floats: start from a stored value or a random
 * value between 100,000,000 and 150,000,000; every 3, 4 or 5 seconds grow by a random 100 to 500;
 * above the maximum, start again from a random value.
 */
import { JACKPOT_MAX, JACKPOT_MIN } from '../../../contract/spec';

export const JACKPOT_STEP_MIN = 100_00;
export const JACKPOT_STEP_MAX = 500_00;
export const JACKPOT_DELAYS_MS = [3000, 4000, 5000] as const;
/** localStorage key of the last shown value (cents). */
export const JACKPOT_STORAGE_KEY = 'jackpotValue';

type Random = () => number;

const randomInt = (min: number, max: number, random: Random): number => min + Math.floor(random() * (max - min + 1));

/** A fresh random start between the minimum and the maximum. */
export function randomJackpot(random: Random = Math.random): number {
  return randomInt(JACKPOT_MIN, JACKPOT_MAX, random);
}

/** The stored value when it is a whole number of cents within range, else a random start. */
export function initialJackpot(stored: string | null, random: Random = Math.random): number {
  const n = stored !== null && /^\d+$/.test(stored) ? Number(stored) : NaN;
  return Number.isSafeInteger(n) && n >= JACKPOT_MIN && n <= JACKPOT_MAX ? n : randomJackpot(random);
}

/** The next value: grown by 100 to 500, reset to a random start when above the maximum. */
export function growJackpot(value: number, random: Random = Math.random): number {
  const next = value + randomInt(JACKPOT_STEP_MIN, JACKPOT_STEP_MAX, random);
  return next > JACKPOT_MAX ? randomJackpot(random) : next;
}

/** The delay before the next growth: 3, 4 or 5 seconds. */
export function nextJackpotDelay(random: Random = Math.random): number {
  return JACKPOT_DELAYS_MS[Math.min(JACKPOT_DELAYS_MS.length - 1, Math.floor(random() * JACKPOT_DELAYS_MS.length))]!;
}

/** Hot-card ticker (spec section 4): +165.11 every 3000 ms, in cents. */
export const HOT_TICKER_STEP = 165_11;
export const HOT_TICKER_INTERVAL_MS = 3000;
