/**
 * "Ocean Hunter", the fishing game (README "In-house games"): every shot costs the stake and is aimed at
 * one fish; the fish is caught with chance RTP / multiplier and then pays stake x multiplier.
 * Every fish therefore returns exactly FISH_RTP (96%) of what is shot at it. The fair Rng draws
 * one float per shot: caught when float < 0.96 / multiplier.
 */
import type { Rng } from '../fair/rng';

export const FISH_RTP = 0.96;

/** The published fish table: multiplier of the stake paid on capture. */
export const FISH_KINDS = {
  clownfish: 2,
  pufferfish: 3,
  angelfish: 5,
  turtle: 8,
  octopus: 12,
  lanternfish: 20,
  shark: 40,
  goldenDragon: 100,
} as const;
export type FishKind = keyof typeof FISH_KINDS;

export interface FishShot {
  fish: FishKind;
  multiplier: number;
  /** The capture chance, RTP / multiplier. */
  chance: number;
  caught: boolean;
  stake: bigint;
  win: bigint;
}

/** True when `kind` names a fish of the table. */
export function isFishKind(kind: string): kind is FishKind {
  return Object.hasOwn(FISH_KINDS, kind);
}

/** One shot of `stake` minor units (> 0, else RangeError) at a fish of `kind`. */
export function shootFish(rng: Rng, stake: bigint, kind: FishKind): FishShot {
  if (stake <= 0n) throw new RangeError('the stake must be positive');
  const multiplier = FISH_KINDS[kind];
  const chance = FISH_RTP / multiplier;
  const caught = rng.float() < chance;
  return { fish: kind, multiplier, chance, caught, stake, win: caught ? stake * BigInt(multiplier) : 0n };
}
