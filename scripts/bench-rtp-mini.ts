/**
 * The mini games of `npm run bench:rtp` (docs/sandbox-provider.md "Mini games"): `--game <code>`
 * with a code of MINI_BENCH_GAMES (or `mini` for all of them) plays `--rounds <n>` rounds
 * (default 100,000) of each listed bet through the fair Rng (fixed seeds, `--seed` changes them)
 * and prints its exact RTP beside the measured one and its standard error. Chained games play a
 * fixed number of steps and cash out. Printed only, no pass or fail (the jest tests hold the
 * four-standard-error check).
 */
import { fairRng, type Rng } from '../server/vendors/house/fair/rng';
import { coinFlipRtp, doubleRtp, flipCoin, spinDouble } from '../server/vendors/house/games/mini/coinFlip';
import { crashRtp, playCrash } from '../server/vendors/house/games/mini/crash';
import { diceRtp, HASH_DICE, playDice, type DiceBet } from '../server/vendors/house/games/mini/dice';
import { cashOutHilo, hiloBestGuess, hiloRtp, newHiloRound, playHilo } from '../server/vendors/house/games/mini/hilo';
import {
  cashOutLadder,
  ladderRtp,
  newLadderRound,
  stepLadder,
  type LadderRules,
} from '../server/vendors/house/games/mini/ladder';
import { limboRtp, playLimbo } from '../server/vendors/house/games/mini/limbo';
import { cashOutMines, minesRtp, newMinesRound, revealMines } from '../server/vendors/house/games/mini/mines';
import { PICK_GAMES, pickRules } from '../server/vendors/house/games/mini/pick';
import { dropPlinko, PLINKO_RISKS, plinkoRtp } from '../server/vendors/house/games/mini/plinko';
import { MINI_GAMES, type MiniGame } from '../server/vendors/house/games/mini/replay';
import { playRace, RACE_WEIGHTS, raceOdds, raceRtp } from '../server/vendors/house/games/mini/race';
import { TOWER_DIFFICULTIES } from '../server/vendors/house/games/mini/tower';

/** The codes of `--game`: every mini game, Hash Dice measured under dice. */
export const MINI_BENCH_GAMES = MINI_GAMES.filter((g): g is Exclude<MiniGame, 'hashDice'> => g !== 'hashDice');
export type MiniBenchGame = (typeof MINI_BENCH_GAMES)[number];

/** True for `mini` and the codes of MINI_BENCH_GAMES. */
export function isMiniBench(game: string): game is MiniBenchGame | 'mini' {
  return game === 'mini' || (MINI_BENCH_GAMES as readonly string[]).includes(game);
}

/**
 * The stake of every bet, in minor units: large, so that rounding a payout down to the minor unit
 * (at most one unit a win; 0.7% of a 1.07x win on a stake of 100) does not show in the figures.
 */
const STAKE = 1_000_000n;

/** One bet to measure: its label, exact RTP, and one round's return in minor units for STAKE. */
interface BenchBet {
  label: string;
  exact: number;
  play: (rng: Rng) => bigint;
}

/** A ladder round of `steps` picks of tile 0, cashed out when still played. */
function climb(rng: Rng, rules: LadderRules, steps: number): bigint {
  let round = newLadderRound(rng, STAKE, rules, 0.01);
  for (let i = 0; i < steps && round.status === 'playing'; i++) round = stepLadder(round, 0);
  return round.status === 'playing' ? cashOutLadder(round).payout : round.payout;
}

/** The bets measured for `game`. */
function betsOf(game: MiniBenchGame): BenchBet[] {
  switch (game) {
    case 'crash':
      return [1.01, 2, 10, 100].map((target) => ({
        label: `cash out at ${target}x`,
        exact: crashRtp(target),
        play: (rng: Rng) => playCrash(rng, { stake: STAKE, target }).payout,
      }));
    case 'limbo':
      return [1.5, 5, 50].map((target) => ({
        label: `target ${target}x`,
        exact: limboRtp(target),
        play: (rng: Rng) => playLimbo(rng, { stake: STAKE, target }).payout,
      }));
    case 'dice': {
      const dice: Omit<DiceBet, 'stake'>[] = [
        { side: 'under', target: 49.5 },
        { side: 'over', target: 90 },
        { side: 'under', target: 5 },
      ];
      const hash = { side: 'over', target: 50_000 } as const;
      return [
        ...dice.map((t) => ({
          label: `${t.side} ${t.target}`,
          exact: diceRtp(t),
          play: (rng: Rng) => playDice(rng, { stake: STAKE, ...t }).payout,
        })),
        {
          label: `hash dice ${hash.side} ${hash.target}`,
          exact: diceRtp(hash, 0.01, HASH_DICE),
          play: (rng: Rng) => playDice(rng, { stake: STAKE, ...hash }, 0.01, HASH_DICE).payout,
        },
      ];
    }
    case 'mines':
      return (
        [
          [1, 5],
          [3, 3],
          [10, 2],
          [24, 1],
        ] as const
      ).map(([mines, safe]) => ({
        label: `${mines} mines, ${safe} tiles`,
        exact: minesRtp(mines, safe),
        play: (rng: Rng) => {
          let round = newMinesRound(rng, { stake: STAKE, mines });
          for (let t = 0; t < safe && round.status === 'playing'; t++) round = revealMines(round, t);
          return round.status === 'playing' ? cashOutMines(round).payout : round.payout;
        },
      }));
    case 'tower':
      return Object.entries(TOWER_DIFFICULTIES).map(([difficulty, rules]) => ({
        label: `${difficulty}, 3 rows`,
        exact: ladderRtp(rules, 3),
        play: (rng: Rng) => climb(rng, rules, 3),
      }));
    case 'pick':
      return (Object.keys(PICK_GAMES) as (keyof typeof PICK_GAMES)[]).flatMap((name) =>
        [1, 3].map((goals) => ({
          label: `${name}, ${goals} goals`,
          exact: ladderRtp(pickRules(name), goals),
          play: (rng: Rng) => climb(rng, pickRules(name), goals),
        })),
      );
    case 'plinko':
      return [8, 12, 16].flatMap((rows) =>
        PLINKO_RISKS.map((risk) => ({
          label: `${rows} rows, ${risk}`,
          exact: plinkoRtp(rows, risk),
          play: (rng: Rng) => dropPlinko(rng, { stake: STAKE, rows, risk }).payout,
        })),
      );
    case 'hilo':
      return [1, 2, 3].map((guesses) => ({
        label: `${guesses} likelier guesses`,
        exact: hiloRtp(guesses),
        play: (rng: Rng) => {
          let round = newHiloRound(rng, STAKE);
          for (let g = 0; g < guesses && round.status === 'playing'; g++)
            round = playHilo(round, hiloBestGuess(round.cards[round.shown - 1]!.rank));
          return round.status === 'playing' ? cashOutHilo(round).payout : round.payout;
        },
      }));
    case 'coinflip':
      return [
        {
          label: 'heads',
          exact: coinFlipRtp(),
          play: (rng: Rng) => flipCoin(rng, { stake: STAKE, side: 'heads' }).payout,
        },
      ];
    case 'double':
      return (['red', 'green'] as const).map((colour) => ({
        label: colour,
        exact: doubleRtp(colour),
        play: (rng: Rng) => spinDouble(rng, [{ stake: STAKE, colour }]).payout,
      }));
    case 'race': {
      const odds = raceOdds();
      return RACE_WEIGHTS.map((w, runner) => ({
        label: `runner ${runner + 1} (weight ${w}, ${odds[runner]})`,
        exact: raceRtp(runner),
        play: (rng: Rng) => playRace(rng, { stake: STAKE, runner }).payout,
      }));
    }
  }
}

const pct = (x: number) => `${(x * 100).toFixed(3)}%`;

/** Plays `rounds` rounds of `bet` (nonce 0..rounds-1 of the seed pair of `seed`): the mean return per stake and its standard error. */
function measureBet(bet: BenchBet, rounds: number, seed: string): { mean: number; se: number } {
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const r =
      Number(bet.play(fairRng({ serverSeed: `${seed}-mini-server`, clientSeed: bet.label, nonce }))) / Number(STAKE);
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  return { mean, se: Math.sqrt(Math.max(0, squares / rounds - mean * mean) / rounds) };
}

/** Prints, for `game` (or every mini game for `mini`), each bet's exact and measured RTP over `rounds` rounds. */
export function benchMini(game: MiniBenchGame | 'mini', rounds: number, seed: string): void {
  for (const code of game === 'mini' ? MINI_BENCH_GAMES : [game]) {
    const started = performance.now();
    console.log(
      `${code}: ${rounds.toLocaleString('en')} rounds per bet, seed "${seed}", house edge 1% unless the table says`,
    );
    console.log(`  ${'bet'.padEnd(36)} ${'exact'.padStart(9)}  measured`);
    for (const bet of betsOf(code)) {
      const { mean, se } = measureBet(bet, rounds, seed);
      console.log(
        `  ${bet.label.padEnd(36)} ${pct(bet.exact).padStart(9)}  ${pct(mean).padStart(9)}  (standard error ${(100 * se).toFixed(3)} points, ${((mean - bet.exact) / se).toFixed(1)} se)`,
      );
    }
    console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}
