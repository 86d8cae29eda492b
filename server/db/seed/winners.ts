/**
 * Seeded winner board (spec section 3: customerName, winAmount, iconUrl, gameName): 24 wins on
 * hot and jackpot games, names masked like "ab***9", amounts in minor units. Deterministic.
 */
import { createRng } from './random.ts';
import type { GameSeed } from './games.ts';
import { SEED_DAY } from './content.ts';

export interface WinnerSeed {
  customerName: string;
  nodeId: number;
  winAmountMinor: bigint;
  wonAt: Date;
}

const LETTERS = 'abcdefghijkmnpqrstuvwxyz';

/** Masks a user name for display: two first characters, three stars, the last one. */
export function maskCustomerName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

/** Builds 24 winner entries on games of categories RNG, LIVE, FISH, PVP and BGS. */
export function buildWinnerSeeds(games: readonly GameSeed[], count = 24): WinnerSeed[] {
  const rng = createRng(777);
  const candidates = games.filter(
    (g) => ['RNG', 'LIVE', 'FISH', 'PVP', 'BGS'].includes(g.gameType) && (g.isHot || g.subCategory === 'JP'),
  );
  const winners: WinnerSeed[] = [];
  for (let i = 0; i < count; i += 1) {
    const len = rng.int(6, 10);
    let username = '';
    for (let c = 0; c < len; c += 1)
      username += c > 0 && rng.chance(0.3) ? String(rng.int(0, 9)) : rng.pick([...LETTERS]);
    // A few huge wins, mostly mid-size: from 500.00 to 1,288,888.88 (minor units, 2 decimals).
    const major = i < 3 ? rng.int(300_000, 1_288_888) : rng.int(500, 120_000);
    const minor = BigInt(major) * 100n + BigInt(rng.int(0, 99));
    winners.push({
      customerName: maskCustomerName(username),
      nodeId: rng.pick(candidates).nodeId,
      winAmountMinor: minor,
      wonAt: new Date(SEED_DAY - rng.int(1, 60 * 24 * 7) * 60_000),
    });
  }
  return winners;
}
