/**
 * Hi-Lo ("Hi-Lo"; docs/sandbox-provider.md "Mini games"): a card is shown; the player guesses
 * whether the next is higher, lower or the same rank (ace low, king high), or skips it. A wrong
 * guess loses the stake; right guesses chain, and a cash-out returns stake x (1 - e) x the product
 * of 1 / chance over the guesses won, rounded down to four decimals (the edge is taken once per
 * round, as in mines). Every card is drawn from a full deck (an endless shoe), so the chance of a
 * guess on rank r is (13 - r) / 13 higher, (r - 1) / 13 lower, 1 / 13 same.
 *
 * The product of 1 / chance is a fair bet each step, so every strategy returns 1 - e before the
 * rounding; {@link hiloRtp} gives the exact figure of a policy over a number of guesses.
 *
 * Draws (in order, all when the round starts): HILO_CARDS draws of `rng.int(52)`, card i being
 * rank (x mod 13) + 1 of suit SUITS[floor(x / 13)]; card 0 is shown first and each guess or skip
 * turns the next one. The round ends when the cards run out: a skip may not turn the last card,
 * and a right guess on it cashes out.
 */
import type { Rng } from '../../fair/rng';
import { SUITS, type Card } from '../cards';
import {
  cashedOut,
  checkPlaying,
  checkStake,
  DEFAULT_EDGE,
  edgeBasisPoints,
  fairUnits,
  replayChain,
  UNIT,
  unitsToNumber,
  type ChainState,
} from './common';

export const HILO_CARDS = 52;
export const HILO_GUESSES = ['higher', 'lower', 'same'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];
export type HiloMove = HiloGuess | 'skip';

/** A hi-lo round. `cards` beyond the first `shown` are secret (send {@link hiloView}). */
export interface HiloRound extends ChainState {
  edge: number;
  cards: readonly Card[];
  /** How many cards are face up; the last of them is the card to guess from. */
  shown: number;
  moves: readonly HiloMove[];
  /** The fair multiplier before the edge is `outcomes / wins`: 13^guesses won over the product of their winning ranks. */
  outcomes: bigint;
  wins: bigint;
}

/** How many of the 13 ranks win `guess` from `rank` (1..13). */
export function hiloWins(rank: number, guess: HiloGuess): number {
  return guess === 'higher' ? 13 - rank : guess === 'lower' ? rank - 1 : 1;
}

/** Whether `guess` from rank `from` is right when the next card has rank `to`. */
export function hiloRight(from: number, to: number, guess: HiloGuess): boolean {
  return guess === 'higher' ? to > from : guess === 'lower' ? to < from : to === from;
}

/**
 * Starts a round of `stake` minor units under house edge `edge` (default 1%): draws the cards.
 * RangeError for a stake <= 0 or a bad edge (before drawing).
 */
export function newHiloRound(rng: Rng, stake: bigint, edge = DEFAULT_EDGE): HiloRound {
  checkStake(stake);
  edgeBasisPoints(edge);
  const cards = Array.from({ length: HILO_CARDS }, (): Card => {
    const x = rng.int(52);
    return { rank: (x % 13) + 1, suit: SUITS[Math.floor(x / 13)]! };
  });
  return {
    stake,
    edge,
    cards,
    shown: 1,
    moves: [],
    outcomes: 1n,
    wins: 1n,
    status: 'playing',
    multiplier: 1,
    payout: 0n,
  };
}

/** The card to guess from. */
export function hiloCurrent(round: HiloRound): Card {
  return round.cards[round.shown - 1]!;
}

/**
 * Plays `move`: a guess turns the next card and wins or loses, a skip turns it for nothing. A new
 * round object; RangeError for a round that is over, an unknown move, a guess that cannot win
 * (lower on an ace, higher on a king) or a skip onto the last card.
 */
export function playHilo(round: HiloRound, move: HiloMove): HiloRound {
  checkPlaying(round, 'play');
  const from = hiloCurrent(round).rank;
  const next = round.cards[round.shown]!;
  const moves = [...round.moves, move];
  if (move === 'skip') {
    if (round.shown === HILO_CARDS - 1) throw new RangeError('cannot skip the last card');
    return { ...round, shown: round.shown + 1, moves };
  }
  if (!HILO_GUESSES.includes(move)) throw new RangeError(`unknown move ${String(move)}`);
  const w = hiloWins(from, move);
  if (w === 0) throw new RangeError(`${move} cannot win on this card`);
  const turned = { ...round, shown: round.shown + 1, moves };
  if (!hiloRight(from, next.rank, move)) return { ...turned, status: 'lost', multiplier: 0 };
  const outcomes = round.outcomes * 13n;
  const wins = round.wins * BigInt(w);
  const units = fairUnits(edgeBasisPoints(round.edge), outcomes, wins);
  const won = { ...turned, outcomes, wins, multiplier: unitsToNumber(units) };
  return won.shown === HILO_CARDS ? cashedOut(won, units) : won;
}

/** Cashes out at stake x the multiplier. RangeError when over or before the first right guess. */
export function cashOutHilo(round: HiloRound): HiloRound {
  checkPlaying(round, 'cash out');
  if (round.outcomes === 1n) throw new RangeError('win a guess before cashing out');
  return cashedOut(round, fairUnits(edgeBasisPoints(round.edge), round.outcomes, round.wins));
}

/** What the player may see: the cards turned (every card once the round is over). */
export function hiloView(round: HiloRound): HiloRound {
  return round.status === 'playing' ? { ...round, cards: round.cards.slice(0, round.shown) } : round;
}

/**
 * Replays a round from its Rng (a verifier's): the cards, `moves` in order, then a cash-out when
 * `cashOut` and the round is still played. The errors of the moves replayed.
 */
export function replayHilo(
  rng: Rng,
  stake: bigint,
  moves: readonly HiloMove[],
  cashOut: boolean,
  edge = DEFAULT_EDGE,
): HiloRound {
  return replayChain(newHiloRound(rng, stake, edge), moves, playHilo, cashOut ? cashOutHilo : null);
}

/** The likelier of higher and lower (higher on 7 and below): the usual policy. */
export function hiloBestGuess(rank: number): HiloGuess {
  return rank <= 7 ? 'higher' : 'lower';
}

/**
 * The exact return to player (a float: statistics) of guessing `guesses` times (1..10) with
 * `policy` (the rank shown -> a guess that can win) and cashing out: every sequence of ranks is
 * enumerated, each right chain paying its rounded multiplier. RangeError for a bad count, edge or
 * a policy guess that cannot win.
 */
export function hiloRtp(
  guesses: number,
  edge = DEFAULT_EDGE,
  policy: (rank: number) => HiloGuess = hiloBestGuess,
): number {
  if (!Number.isInteger(guesses) || guesses < 1 || guesses > 10) throw new RangeError('guesses must be 1..10');
  const bps = edgeBasisPoints(edge);
  // Paths still winning, by the rank shown and the product of winning ranks: how many rank sequences.
  let paths = new Map<string, { rank: number; wins: bigint; count: bigint }>();
  for (let rank = 1; rank <= 13; rank++) paths.set(`${rank}:1`, { rank, wins: 1n, count: 1n });
  for (let step = 0; step < guesses; step++) {
    const next = new Map<string, { rank: number; wins: bigint; count: bigint }>();
    for (const { rank, wins, count } of paths.values()) {
      const guess = policy(rank);
      const w = hiloWins(rank, guess);
      if (w === 0) throw new RangeError(`the policy guesses ${guess} on rank ${rank}`);
      for (let to = 1; to <= 13; to++) {
        if (!hiloRight(rank, to, guess)) continue;
        const key = `${to}:${wins * BigInt(w)}`;
        const at = next.get(key);
        if (at) at.count += count;
        else next.set(key, { rank: to, wins: wins * BigInt(w), count });
      }
    }
    paths = next;
  }
  const outcomes = 13n ** BigInt(guesses);
  let total = 0n;
  for (const { wins, count } of paths.values()) total += count * fairUnits(bps, outcomes, wins);
  return Number(total) / Number(UNIT * outcomes * 13n);
}
