/**
 * The card tables with a decision (docs/sandbox-provider.md "Card tables in the sandbox"): video
 * poker (hold, draw), red dog (raise or not), three card poker (play or fold), casino hold'em
 * (call or fold), Caribbean stud (raise or fold) and pai gow poker (the split) as one round
 * state: the deal, the decisions it allows, the extra stake a decision adds, the settled result,
 * and what the player may see before the end (hidden cards are left out). Pure: the service keeps
 * the state with the session and moves the money; the verifier replays a round from its fair
 * inputs and decisions ({@link replayCardTable}). Amounts are bigint minor units.
 */
import type { Rng } from '../fair/rng';
import { dealCaribbeanStud, finishCaribbeanStud, type CaribbeanDeal, type CaribbeanRound } from './caribbeanStud';
import { dealCasinoHoldem, finishCasinoHoldem, type HoldemDeal, type HoldemRound } from './casinoHoldem';
import { dealPaiGow, finishPaiGow, houseWay, type PaiGowDeal, type PaiGowRound } from './paiGowPoker';
import { dealRedDog, finishRedDog, type RedDogDeal, type RedDogRound } from './redDog';
import { dealThreeCardPoker, finishThreeCardPoker, type ThreeCardDeal, type ThreeCardRound } from './threeCardPoker';
import {
  dealVideoPoker,
  drawVideoPoker,
  jacksOrBetter,
  simpleHold,
  type VideoPokerDeal,
  type VideoPokerRound,
} from './videoPoker';

export const CARD_TABLES = [
  'videoPoker',
  'redDog',
  'threeCardPoker',
  'casinoHoldem',
  'caribbeanStud',
  'paiGowPoker',
] as const;
export type CardTable = (typeof CARD_TABLES)[number];

/** Every decision name; each table allows some of them (see {@link decisionsOf}). */
export const CARD_TABLE_DECISIONS = ['draw', 'raise', 'stand', 'play', 'call', 'fold', 'set', 'houseWay'] as const;
export type CardTableDecision = (typeof CARD_TABLE_DECISIONS)[number];

/** A decision with its detail: video poker's five hold flags, pai gow's two front cards (indexes 0..6). */
export interface CardTableMove {
  decision: CardTableDecision;
  held?: readonly boolean[];
  front?: readonly number[];
}

interface Round<T extends CardTable, D, R> {
  table: T;
  deal: D;
  /** Null until the decision settles the round. */
  result: R | null;
  /** The decision taken (null while deciding). */
  decision: CardTableMove | null;
  /** The total staked so far (minor units): the first stakes, plus the decision's extra once taken. */
  stake: bigint;
  totalWin: bigint;
  status: 'deciding' | 'done';
}

export type CardTableState =
  | Round<'videoPoker', VideoPokerDeal, VideoPokerRound>
  | Round<'redDog', RedDogDeal, RedDogRound>
  | Round<'threeCardPoker', ThreeCardDeal, ThreeCardRound>
  | Round<'casinoHoldem', HoldemDeal, HoldemRound>
  | Round<'caribbeanStud', CaribbeanDeal, CaribbeanRound>
  | Round<'paiGowPoker', PaiGowDeal, PaiGowRound>;

/** The first stakes of a deal: the stake (the ante) and, at three card poker, pair plus (minor units). */
export interface CardTableBets {
  stake: bigint;
  pairPlus?: bigint;
}

const firstStake = (bets: CardTableBets) => bets.stake + (bets.pairPlus ?? 0n);

/**
 * Deals a round of `table` (every card drawn now, docs/sandbox-provider.md "Poker tables"). Red
 * dog's pairs and consecutive cards settle at once (no decision).
 * @throws RangeError on a stake the engine refuses, or pair plus at another table, before drawing.
 */
export function dealCardTable(table: CardTable, rng: Rng, bets: CardTableBets): CardTableState {
  if (bets.pairPlus !== undefined && table !== 'threeCardPoker') throw new RangeError('pair plus is three card poker');
  const base = { result: null, decision: null, stake: firstStake(bets), totalWin: 0n, status: 'deciding' as const };
  switch (table) {
    case 'videoPoker':
      return { ...base, table, deal: dealVideoPoker(rng, bets.stake) };
    case 'redDog': {
      const deal = dealRedDog(rng, bets.stake);
      const state: CardTableState = { ...base, table, deal };
      return deal.kind === 'spread' ? state : decideCardTable(state, { decision: 'stand' });
    }
    case 'threeCardPoker':
      return {
        ...base,
        table,
        deal: dealThreeCardPoker(rng, { ante: bets.stake, ...(bets.pairPlus ? { pairPlus: bets.pairPlus } : {}) }),
      };
    case 'casinoHoldem':
      return { ...base, table, deal: dealCasinoHoldem(rng, bets.stake) };
    case 'caribbeanStud':
      return { ...base, table, deal: dealCaribbeanStud(rng, bets.stake) };
    case 'paiGowPoker':
      return { ...base, table, deal: dealPaiGow(rng, bets.stake) };
    default:
      throw new RangeError(`unknown card table ${String(table)}`);
  }
}

/** The decisions the round allows now (none once done). */
export function decisionsOf(state: CardTableState): CardTableDecision[] {
  if (state.status === 'done') return [];
  switch (state.table) {
    case 'videoPoker':
      return ['draw'];
    case 'redDog':
      return ['raise', 'stand'];
    case 'threeCardPoker':
      return ['play', 'fold'];
    case 'casinoHoldem':
      return ['call', 'fold'];
    case 'caribbeanStud':
      return ['raise', 'fold'];
    case 'paiGowPoker':
      return ['set', 'houseWay'];
  }
}

/**
 * What a decision adds to the round's stake (minor units): red dog's raise the stake, three card
 * poker's play the ante, casino hold'em's call and Caribbean stud's raise twice the ante; the
 * rest nothing.
 */
export function extraStakeOf(state: CardTableState, decision: CardTableDecision): bigint {
  if (state.table === 'redDog' && decision === 'raise') return state.deal.stake;
  if (state.table === 'threeCardPoker' && decision === 'play') return state.deal.ante;
  if (state.table === 'casinoHoldem' && decision === 'call') return state.deal.ante * 2n;
  if (state.table === 'caribbeanStud' && decision === 'raise') return state.deal.ante * 2n;
  return 0n;
}

/**
 * Takes the decision and settles the round.
 * @returns the done state with the result, the total staked (with the extra) and the return.
 * @throws RangeError on a decision the round does not allow now, missing or bad hold flags or
 *   front cards, or a foul pai gow set (the state is unchanged).
 */
export function decideCardTable(state: CardTableState, move: CardTableMove): CardTableState {
  const allowed = state.status === 'deciding' && (decisionsOf(state).includes(move.decision) || redDogAtOnce(state));
  if (!allowed) throw new RangeError(`${move.decision} is not a decision of this round now`);
  const decision: CardTableMove = {
    decision: move.decision,
    ...(move.held ? { held: [...move.held] } : {}),
    ...(move.front ? { front: [...move.front] } : {}),
  };
  const done = { decision, status: 'done' as const };
  switch (state.table) {
    case 'videoPoker': {
      if (!move.held) throw new RangeError('draw needs the hold flags');
      const result = drawVideoPoker(state.deal, move.held);
      return { ...state, ...done, result, stake: result.stake, totalWin: result.win };
    }
    case 'redDog': {
      const result = finishRedDog(state.deal, move.decision === 'raise');
      return { ...state, ...done, result, stake: result.stake, totalWin: result.totalWin };
    }
    case 'threeCardPoker': {
      const result = finishThreeCardPoker(state.deal, move.decision as 'play' | 'fold');
      return { ...state, ...done, result, stake: result.stake, totalWin: result.totalWin };
    }
    case 'casinoHoldem': {
      const result = finishCasinoHoldem(state.deal, move.decision as 'call' | 'fold');
      return { ...state, ...done, result, stake: result.stake, totalWin: result.totalWin };
    }
    case 'caribbeanStud': {
      const result = finishCaribbeanStud(state.deal, move.decision as 'raise' | 'fold');
      return { ...state, ...done, result, stake: result.stake, totalWin: result.totalWin };
    }
    case 'paiGowPoker': {
      const front = move.decision === 'houseWay' ? houseWay(state.deal.player) : move.front;
      if (!front) throw new RangeError('set needs the two front cards');
      const result = finishPaiGow(state.deal, front);
      return {
        ...state,
        ...done,
        decision: { decision: 'set', front: result.player.frontIndexes },
        result,
        stake: result.stake,
        totalWin: result.totalWin,
      };
    }
  }
}

/** Red dog's pair or consecutive cards: settled at the deal with 'stand'. */
const redDogAtOnce = (state: CardTableState) => state.table === 'redDog' && state.deal.kind !== 'spread';

/**
 * The decision taken for a player who left a round unfinished (an expired session, a restart):
 * one that adds no stake (no money call can be made for a player gone): video poker holds by the
 * simple strategy, red dog does not raise, three card poker, casino hold'em and Caribbean stud
 * fold, pai gow sets by the house way.
 */
export function absentMove(state: CardTableState): CardTableMove {
  switch (state.table) {
    case 'videoPoker':
      return { decision: 'draw', held: simpleHold(state.deal.hand) };
    case 'redDog':
      return { decision: 'stand' };
    case 'paiGowPoker':
      return { decision: 'houseWay' };
    default:
      return { decision: 'fold' };
  }
}

/**
 * What the player may see of a round: every card of theirs, the cards shown so far (hold'em's
 * flop, Caribbean stud's dealer up card, nothing of three card poker's or pai gow's dealer, red
 * dog's first two), the decisions allowed, the stakes; everything once done.
 */
export function cardTableView(state: CardTableState) {
  const common = {
    table: state.table,
    status: state.status,
    stake: state.stake,
    totalWin: state.totalWin,
    decisions: decisionsOf(state),
    extra: Object.fromEntries(decisionsOf(state).map((d) => [d, extraStakeOf(state, d)])),
  };
  if (state.status === 'done') return { ...common, result: state.result, decision: state.decision };
  switch (state.table) {
    case 'videoPoker':
      return { ...common, hand: state.deal.hand, handName: jacksOrBetter(state.deal.hand) };
    case 'redDog':
      return { ...common, cards: state.deal.cards, spread: state.deal.spread, kind: state.deal.kind };
    case 'threeCardPoker':
      return { ...common, player: state.deal.player, ante: state.deal.ante, pairPlus: state.deal.pairPlus };
    case 'casinoHoldem':
      return { ...common, player: state.deal.player, flop: state.deal.board.slice(0, 3), ante: state.deal.ante };
    case 'caribbeanStud':
      return { ...common, player: state.deal.player, dealerUp: state.deal.dealer[0], ante: state.deal.ante };
    case 'paiGowPoker':
      return { ...common, player: state.deal.player, houseWay: houseWay(state.deal.player) };
  }
}

/**
 * Replays a round from its fair Rng, first stakes and decisions (the verifier): deals, then takes
 * each move in turn.
 * @throws RangeError on a move the round does not allow.
 */
export function replayCardTable(
  table: CardTable,
  rng: Rng,
  bets: CardTableBets,
  moves: readonly CardTableMove[],
): CardTableState {
  let state = dealCardTable(table, rng, bets);
  for (const move of moves) state = decideCardTable(state, move);
  return state;
}

/** A round ended for an absent player: done as it is, else settled with {@link absentMove}. */
export const finishAbsent = (state: CardTableState): CardTableState =>
  state.status === 'done' ? state : decideCardTable(state, absentMove(state));
