/**
 * Provably fair random numbers (README "In-house games"): every outcome byte comes from
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), 32 bytes per cursor step, read
 * in order. Integers are drawn by rejection sampling (no modulo bias) and floats from 52 bits, so
 * anyone holding the revealed server seed, the client seed and the nonce recomputes the same
 * outcome (see verify.ts).
 */
import { createHmac } from 'node:crypto';

/** The inputs that fix one round's outcome. `nonce` counts the rounds played on a seed pair. */
export interface FairInputs {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A source of uniform random values; the games take this, never Math.random. */
export interface Rng {
  /** A uniform integer in [0, 2^32). */
  uint32(): number;
  /** A uniform float in [0, 1) with 52 random bits. */
  float(): number;
  /** A uniform integer in [0, n), 1 <= n <= 2^32, without modulo bias. Throws RangeError otherwise. */
  int(n: number): number;
}

/**
 * The 32 outcome bytes for one cursor step: HMAC-SHA256 keyed by the server seed over
 * `${clientSeed}:${nonce}:${cursor}`.
 */
export function outcomeBytes(inputs: FairInputs, cursor: number): Buffer {
  return createHmac('sha256', inputs.serverSeed).update(`${inputs.clientSeed}:${inputs.nonce}:${cursor}`).digest();
}

const TWO_32 = 2 ** 32;

/** An Rng that reads the outcome bytes of `inputs` four at a time, cursor 0, 1, 2, ... */
export function fairRng(inputs: FairInputs): Rng {
  let cursor = 0;
  let block = outcomeBytes(inputs, cursor);
  let offset = 0;
  const uint32 = (): number => {
    if (offset === 32) {
      cursor += 1;
      block = outcomeBytes(inputs, cursor);
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value;
  };
  return {
    uint32,
    float: () => ((uint32() >>> 6) * 2 ** 26 + (uint32() >>> 6)) / 2 ** 52,
    int: (n: number) => uniformInt(uint32, n),
  };
}

/**
 * A uniform integer in [0, n) from uniform 32-bit values: values at or above the largest multiple
 * of n below 2^32 are rejected and drawn again, so every residue is equally likely (no modulo
 * bias). RangeError unless n is an integer in 1..2^32.
 */
export function uniformInt(uint32: () => number, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`int(n) needs an integer 1..2^32, got ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = uint32();
    if (x < limit) return x % n;
  }
}

/**
 * Fisher-Yates shuffle of `items` (a new array) with `rng`: every permutation equally likely.
 */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}
