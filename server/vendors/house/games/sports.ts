/**
 * The sports book's maths (README "In-house games"): fixtures between seeded teams with 1X2 odds built
 * from the teams' strengths with a 5% margin, and a result drawn with the fixture's own fair
 * inputs (its server seed's hash is published with the fixture, the seed at settlement), with
 * exactly the probabilities the odds were built from. A winning bet returns stake x odds,
 * rounded down to the minor unit; each outcome's RTP is 1 / 1.05 (about 95.2%) before rounding.
 * The same maths runs the esports book (README "Playing", category ESPORTS) with ESPORTS_RULES: esports
 * teams, no draw (two-way odds, same margin) and best-of-three map scores; and the cockfight
 * (category COCKFIGHT) with COCKFIGHT_RULES: roosters, meron (home) / wala (away) / draw.
 */
import type { Rng } from '../fair/rng';

export const SPORTS_MARGIN = 0.05;
export type SportsOutcome = 'home' | 'draw' | 'away';
export const SPORTS_OUTCOMES: readonly SportsOutcome[] = ['home', 'draw', 'away'];

/** A side of a fixture: EN and TW names, a strength (higher is stronger) and, for esports, its game title. */
export interface Team {
  code: string;
  en: string;
  tw: string;
  strength: number;
  /** An esports team's game (LoL, CS2, DOTA2); teams of one title only meet each other. */
  title?: string;
}

/** Seeded teams: EN and TW names and a strength (higher is stronger). */
export const TEAMS: readonly Team[] = [
  { code: 'TPE', en: 'Taipei Dragons', tw: '台北飛龍', strength: 82 },
  { code: 'KHH', en: 'Kaohsiung Sharks', tw: '高雄海鯊', strength: 76 },
  { code: 'TXG', en: 'Taichung Eagles', tw: '台中雄鷹', strength: 79 },
  { code: 'TNN', en: 'Tainan Lions', tw: '台南雄獅', strength: 71 },
  { code: 'HSZ', en: 'Hsinchu Winds', tw: '新竹疾風', strength: 68 },
  { code: 'KEL', en: 'Keelung Harbour', tw: '基隆港灣', strength: 63 },
  { code: 'HUN', en: 'Hualien Tides', tw: '花蓮浪潮', strength: 66 },
  { code: 'TYN', en: 'Taoyuan Thunder', tw: '桃園雷霆', strength: 74 },
];

/** Seeded esports teams (LoL, CS2, Dota 2 line-ups): EN and TW names and a strength. */
export const ESPORTS_TEAMS: readonly (Team & { title: string })[] = [
  { code: 'T1', en: 'T1 (LoL)', tw: 'T1（英雄聯盟）', strength: 84, title: 'LoL' },
  { code: 'GEN', en: 'Gen.G (LoL)', tw: 'Gen.G（英雄聯盟）', strength: 81, title: 'LoL' },
  { code: 'PSG', en: 'PSG Talon (LoL)', tw: 'PSG Talon（英雄聯盟）', strength: 70, title: 'LoL' },
  { code: 'NAVI', en: 'NAVI (CS2)', tw: 'NAVI（CS2）', strength: 80, title: 'CS2' },
  { code: 'FAZE', en: 'FaZe Clan (CS2)', tw: 'FaZe Clan（CS2）', strength: 77, title: 'CS2' },
  { code: 'VIT', en: 'Team Vitality (CS2)', tw: 'Vitality（CS2）', strength: 82, title: 'CS2' },
  { code: 'SPR', en: 'Team Spirit (Dota 2)', tw: 'Team Spirit（Dota 2）', strength: 78, title: 'DOTA2' },
  { code: 'LGD', en: 'PSG.LGD (Dota 2)', tw: 'PSG.LGD（Dota 2）', strength: 73, title: 'DOTA2' },
  { code: 'TUN', en: 'Tundra (Dota 2)', tw: 'Tundra（Dota 2）', strength: 75, title: 'DOTA2' },
];

/** Seeded roosters of the cockfight (meron = the first named, wala = the second). */
export const ROOSTERS: readonly Team[] = [
  { code: 'RED', en: 'Red Thunder', tw: '赤雷', strength: 80 },
  { code: 'GLD', en: 'Golden Spur', tw: '金距', strength: 78 },
  { code: 'BLK', en: 'Black Baron', tw: '黑男爵', strength: 76 },
  { code: 'WHT', en: 'White Ghost', tw: '白影', strength: 74 },
  { code: 'ASH', en: 'Ash Hatch', tw: '灰羽', strength: 72 },
  { code: 'KEL', en: 'Kelso King', tw: '凱索王', strength: 79 },
];

/** The parameters of a book: its teams, the draw chance (0: two-way odds), the home advantage and the score shape. */
export interface BookRules {
  /** Teams; a team with a `title` (esports game) only meets teams of the same title. */
  teams: readonly Team[];
  drawChance: number;
  homeAdvantage: number;
  /** Score of a win: 'goals' (winner 1-4, loser fewer), 'maps' (best of three: 2-0 or 2-1) or 'fight' (1-0; draw 0-0). */
  score: 'goals' | 'maps' | 'fight';
}

/** The football book (1X2, draw 26%, home advantage 4). */
export const SPORTS_RULES: BookRules = { teams: TEAMS, drawChance: 0.26, homeAdvantage: 4, score: 'goals' };
/** The esports book (two-way: no draw, no home advantage, best of three maps). */
export const ESPORTS_RULES: BookRules = { teams: ESPORTS_TEAMS, drawChance: 0, homeAdvantage: 0, score: 'maps' };

/** The cockfight (meron / wala / draw: draw 8%, no home advantage, a fight is won 1-0). */
export const COCKFIGHT_RULES: BookRules = { teams: ROOSTERS, drawChance: 0.08, homeAdvantage: 0, score: 'fight' };

/** The outcomes a book offers odds on (no draw in a two-way book). */
export function offeredOutcomes(rules: BookRules = SPORTS_RULES): SportsOutcome[] {
  return rules.drawChance > 0 ? [...SPORTS_OUTCOMES] : ['home', 'away'];
}

/**
 * Outcome probabilities from strengths: the book's draw chance (26% for football), the rest split
 * by a logistic of the strength difference with the book's home advantage (4 points for football).
 */
export function outcomeChances(
  home: number,
  away: number,
  rules: BookRules = SPORTS_RULES,
): Record<SportsOutcome, number> {
  const draw = rules.drawChance;
  const homeShare = 1 / (1 + Math.exp(-(home + rules.homeAdvantage - away) / 8));
  return { home: (1 - draw) * homeShare, draw, away: (1 - draw) * (1 - homeShare) };
}

/** Decimal odds in hundredths (e.g. 185 = 1.85) for a chance, with the margin, at least 1.01; 0 (not offered) for a chance of 0. */
export function oddsFor(chance: number): number {
  if (chance <= 0) return 0;
  return Math.max(101, Math.floor(100 / (chance * (1 + SPORTS_MARGIN))));
}

/** The odds of the three outcomes (hundredths; 0 = not offered). */
export function fixtureOdds(
  home: number,
  away: number,
  rules: BookRules = SPORTS_RULES,
): Record<SportsOutcome, number> {
  const c = outcomeChances(home, away, rules);
  return { home: oddsFor(c.home), draw: oddsFor(c.draw), away: oddsFor(c.away) };
}

/** Two different teams of the same title for a fixture (indexes into the book's teams). */
export function pickTeams(rng: Rng, rules: BookRules = SPORTS_RULES): [number, number] {
  const home = rng.int(rules.teams.length);
  const rivals = rules.teams
    .map((t, i) => i)
    .filter((i) => i !== home && rules.teams[i]!.title === rules.teams[home]!.title);
  return [home, rivals[rng.int(rivals.length)]!];
}

/** The result: an outcome drawn with outcomeChances, then a score that agrees with it. */
export function playFixture(
  rng: Rng,
  home: number,
  away: number,
  rules: BookRules = SPORTS_RULES,
): { outcome: SportsOutcome; score: [number, number] } {
  const c = outcomeChances(rules.teams[home]!.strength, rules.teams[away]!.strength, rules);
  const x = rng.float();
  const outcome: SportsOutcome = x < c.home ? 'home' : x < c.home + c.draw ? 'draw' : 'away';
  const winner = rules.score === 'maps' ? 2 : rules.score === 'fight' ? 1 : 1 + rng.int(4);
  const loser = rules.score === 'fight' ? 0 : rng.int(winner);
  const score: [number, number] =
    outcome === 'home' ? [winner, loser] : outcome === 'away' ? [loser, winner] : [loser, loser];
  return { outcome, score };
}

/** What a bet returns: stake x odds (hundredths), rounded down, when its pick is the outcome. */
export function settleSportsBet(stake: bigint, odds: number, pick: SportsOutcome, outcome: SportsOutcome): bigint {
  return pick === outcome ? (stake * BigInt(odds)) / 100n : 0n;
}
