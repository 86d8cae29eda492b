/**
 * The sports book's maths (issue 5 item 3): fixtures between seeded teams with 1X2 odds built
 * from the teams' strengths with a 5% margin, and a result drawn with the fixture's own fair
 * inputs (its server seed's hash is published with the fixture, the seed at settlement), with
 * exactly the probabilities the odds were built from. A winning bet returns stake x odds,
 * rounded down to the minor unit; each outcome's RTP is 1 / 1.05 (about 95.2%) before rounding.
 */
import type { Rng } from '../fair/rng';

export const SPORTS_MARGIN = 0.05;
export type SportsOutcome = 'home' | 'draw' | 'away';
export const SPORTS_OUTCOMES: readonly SportsOutcome[] = ['home', 'draw', 'away'];

/** Seeded teams: EN and TW names and a strength (higher is stronger). */
export const TEAMS: readonly { code: string; en: string; tw: string; strength: number }[] = [
  { code: 'TPE', en: 'Taipei Dragons', tw: '台北飛龍', strength: 82 },
  { code: 'KHH', en: 'Kaohsiung Sharks', tw: '高雄海鯊', strength: 76 },
  { code: 'TXG', en: 'Taichung Eagles', tw: '台中雄鷹', strength: 79 },
  { code: 'TNN', en: 'Tainan Lions', tw: '台南雄獅', strength: 71 },
  { code: 'HSZ', en: 'Hsinchu Winds', tw: '新竹疾風', strength: 68 },
  { code: 'KEL', en: 'Keelung Harbour', tw: '基隆港灣', strength: 63 },
  { code: 'HUN', en: 'Hualien Tides', tw: '花蓮浪潮', strength: 66 },
  { code: 'TYN', en: 'Taoyuan Thunder', tw: '桃園雷霆', strength: 74 },
];

/**
 * Outcome probabilities from strengths: the draw chance is 26%, the rest split by a logistic of
 * the strength difference with a home advantage of 4 points.
 */
export function outcomeChances(home: number, away: number): Record<SportsOutcome, number> {
  const draw = 0.26;
  const homeShare = 1 / (1 + Math.exp(-(home + 4 - away) / 8));
  return { home: (1 - draw) * homeShare, draw, away: (1 - draw) * (1 - homeShare) };
}

/** Decimal odds in hundredths (e.g. 185 = 1.85) for a chance, with the margin, at least 1.01. */
export function oddsFor(chance: number): number {
  return Math.max(101, Math.floor(100 / (chance * (1 + SPORTS_MARGIN))));
}

/** The odds of the three outcomes (hundredths). */
export function fixtureOdds(home: number, away: number): Record<SportsOutcome, number> {
  const c = outcomeChances(home, away);
  return { home: oddsFor(c.home), draw: oddsFor(c.draw), away: oddsFor(c.away) };
}

/** Two different teams for a fixture (indexes into TEAMS). */
export function pickTeams(rng: Rng): [number, number] {
  const home = rng.int(TEAMS.length);
  const away = (home + 1 + rng.int(TEAMS.length - 1)) % TEAMS.length;
  return [home, away];
}

/** The result: an outcome drawn with outcomeChances, then a score that agrees with it. */
export function playFixture(rng: Rng, home: number, away: number): { outcome: SportsOutcome; score: [number, number] } {
  const c = outcomeChances(TEAMS[home]!.strength, TEAMS[away]!.strength);
  const x = rng.float();
  const outcome: SportsOutcome = x < c.home ? 'home' : x < c.home + c.draw ? 'draw' : 'away';
  const winner = 1 + rng.int(4);
  const loser = rng.int(winner);
  const score: [number, number] = outcome === 'home' ? [winner, loser] : outcome === 'away' ? [loser, winner] : [loser, loser];
  return { outcome, score };
}

/** What a bet returns: stake x odds (hundredths), rounded down, when its pick is the outcome. */
export function settleSportsBet(stake: bigint, odds: number, pick: SportsOutcome, outcome: SportsOutcome): bigint {
  return pick === outcome ? (stake * BigInt(odds)) / 100n : 0n;
}
