/**
 * Blackjack against the house (issue 5 item 3, the PVP card game): 6 decks shuffled afresh for
 * every round with the fair Rng (Fisher-Yates), cards dealt from the top: player, dealer,
 * player, dealer (the dealer's second card is the hole card), then hits in order, then the
 * dealer's draws. Rules: dealer peeks for blackjack with an ace or ten showing, dealer stands on
 * all 17s, blackjack pays 3:2 (return 2.5x), a win 1:1 (2x), a push returns the stake, double
 * down on the first two cards (one card, stake doubled), no split, no insurance. With basic
 * strategy these rules return about 99.3% (without the split, about 0.5 points less).
 * Every function is pure: a state in, a new state out.
 */
import { shuffle, type Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';

export const BLACKJACK_DECKS = 6;
export type BlackjackAction = 'hit' | 'stand' | 'double';

export interface BlackjackState {
  /** The shuffled shoe; `next` is the index of the next card. */
  shoe: Card[];
  next: number;
  player: Card[];
  dealer: Card[];
  /** Total stake (doubled after a double down), minor units. */
  stake: bigint;
  doubled: boolean;
  status: 'playing' | 'done';
  outcome: 'blackjack' | 'win' | 'push' | 'lose' | null;
  /** The return when done (stake included), minor units. */
  totalWin: bigint;
}

/** Best total of a hand (aces count 11 when that does not bust) and whether it is soft. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += c.rank === 1 ? 1 : Math.min(c.rank, 10);
    if (c.rank === 1) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

/** Two cards making 21. */
export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** What the player can do now. */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.status !== 'playing') return [];
  return state.player.length === 2 && !state.doubled ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}

function take(state: BlackjackState): Card {
  const card = state.shoe[state.next]!;
  state.next += 1;
  return card;
}

/** Dealer draws to 17 (standing on soft 17), then the hand is settled. */
function finish(state: BlackjackState): BlackjackState {
  const playerTotal = handValue(state.player).total;
  if (playerTotal <= 21) while (handValue(state.dealer).total < 17) state.dealer.push(take(state));
  const dealerTotal = handValue(state.dealer).total;
  let outcome: BlackjackState['outcome'];
  if (playerTotal > 21) outcome = 'lose';
  else if (dealerTotal > 21 || playerTotal > dealerTotal) outcome = 'win';
  else outcome = playerTotal === dealerTotal ? 'push' : 'lose';
  return settle(state, outcome);
}

function settle(state: BlackjackState, outcome: NonNullable<BlackjackState['outcome']>): BlackjackState {
  const totalWin = outcome === 'blackjack' ? (state.stake * 5n) / 2n : outcome === 'win' ? state.stake * 2n : outcome === 'push' ? state.stake : 0n;
  return { ...state, status: 'done', outcome, totalWin };
}

/** Shuffles a fresh shoe and deals; a blackjack on either side ends the round at once. */
export function dealBlackjack(rng: Rng, stake: bigint): BlackjackState {
  if (stake <= 0n) throw new RangeError('the stake must be positive');
  const state: BlackjackState = { shoe: shuffle(rng, newShoe(BLACKJACK_DECKS)), next: 0, player: [], dealer: [], stake, doubled: false, status: 'playing', outcome: null, totalWin: 0n };
  state.player.push(take(state));
  state.dealer.push(take(state));
  state.player.push(take(state));
  state.dealer.push(take(state));
  const playerBj = isBlackjack(state.player);
  const dealerBj = isBlackjack(state.dealer);
  if (playerBj || dealerBj) return settle(state, playerBj && dealerBj ? 'push' : playerBj ? 'blackjack' : 'lose');
  return state;
}

/**
 * Applies a player action (RangeError when it is not legal now). `double` doubles the stake:
 * the caller debits the extra stake first.
 */
export function actBlackjack(previous: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(previous).includes(action)) throw new RangeError(`${action} is not allowed now`);
  const state: BlackjackState = { ...previous, player: [...previous.player], dealer: [...previous.dealer] };
  if (action === 'stand') return finish(state);
  if (action === 'double') {
    state.stake *= 2n;
    state.doubled = true;
    state.player.push(take(state));
    return finish(state);
  }
  state.player.push(take(state));
  const total = handValue(state.player).total;
  return total >= 21 ? finish(state) : state;
}

/** The dealer's cards a player may see: only the up card while the round is on. */
export function visibleDealer(state: BlackjackState): Card[] {
  return state.status === 'done' ? state.dealer : state.dealer.slice(0, 1);
}
