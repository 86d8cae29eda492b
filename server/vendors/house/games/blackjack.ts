/**
 * Blackjack against the house (README "In-house games", the PVP card game): 6 decks shuffled afresh for
 * every round with the fair Rng (Fisher-Yates), cards always dealt from the top of the shoe in
 * order: player, dealer, player, dealer (the dealer's second card is the hole card), then every
 * card the play asks for (hits, doubles, the second card of each split hand in turn), then the
 * dealer's draws. The same seeds give the same shoe whatever the player does; the actions only
 * decide where its cards go (the verify page replays them).
 *
 * Rules:
 * - The dealer stands on all 17s and peeks for blackjack with an ace or a ten-value card showing.
 * - Blackjack pays 3:2 (return 2.5x), a win 1:1 (2x), a push returns the stake.
 * - Insurance: offered when the dealer's up card is an ace, before the peek; it costs half the
 *   first stake (rounded down to a minor unit), pays 2:1 (return 3x) when the dealer has
 *   blackjack and is lost otherwise; the player may decline. Even money is not a separate
 *   option: a player holding blackjack is offered insurance the same way, and taking it comes to
 *   even money (a return of 1:1 on the stake whatever the dealer holds).
 * - Split: a first two-card hand of two cards of equal value (10, J, Q and K all count 10, so
 *   any two of them may be split) may be split once into two hands, each with its own stake
 *   (equal to the first); no resplit. Each split hand receives its second card when its turn
 *   comes; split aces receive one card each and stand; 21 on a split hand is not a blackjack
 *   (it pays 1:1).
 * - Double down on any first two cards (one card, stake doubled), also after a split, except on
 *   split aces.
 * - Hands are played left to right, then the dealer plays once (not at all when every hand is
 *   bust) and each hand settles on its own against the dealer.
 *
 * Return to player with basic strategy (never insuring): about 99.5% (house edge about 0.45%,
 * the published figure for these rules; `npm run bench:rtp` measures it). Insurance itself
 * returns about 92.6% of its cost off a full 6-deck shoe (96 tens in the 311 unseen cards pay 3 for 1).
 * Every function is pure: a state in, a new state out.
 */
import { shuffle, type Rng } from '../fair/rng';
import { newShoe, type Card } from './cards';

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'] as const;
export type BlackjackAction = (typeof BLACKJACK_ACTIONS)[number];
/** True when `text` names a blackjack action. */
export const isBlackjackAction = (text: string): text is BlackjackAction =>
  (BLACKJACK_ACTIONS as readonly string[]).includes(text);
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

/** One of the player's hands (two after a split). Amounts in minor units. */
export interface BlackjackHand {
  cards: Card[];
  /** This hand's stake (doubled after a double down). */
  stake: bigint;
  doubled: boolean;
  /** The hand came from a split (its 21 is no blackjack; split aces take one card). */
  split: boolean;
  outcome: HandOutcome | null;
  /** This hand's return when settled (stake included). */
  win: bigint;
}

export interface BlackjackState {
  /** The shuffled shoe; `next` is the index of the next card. */
  shoe: Card[];
  next: number;
  /** The player's hands, left to right; `active` is the one being played. */
  hands: BlackjackHand[];
  active: number;
  dealer: Card[];
  /** `insurance`: the dealer shows an ace and the player has not yet taken or declined insurance. */
  status: 'insurance' | 'playing' | 'done';
  /** The insurance bought (0 when declined or not offered) and its return. */
  insurance: bigint;
  insuranceWin: bigint;
  /** Everything staked in the round: the hands (after doubles and a split) plus insurance. */
  stake: bigint;
  /** The round's return when done (stakes included): the hands' wins plus the insurance win. */
  totalWin: bigint;
  /** The player's actions in order (the verify page replays the round from them). */
  history: BlackjackAction[];
}

/** Best total of a hand (aces count 11 when that does not bust) and whether it is soft. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += cardValue(c);
    if (c.rank === 1) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

/** A card's count: ace 1, 2-10 their pips, J, Q, K 10. */
export const cardValue = (card: Card): number => Math.min(card.rank, 10);

/** Two cards making 21. */
export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** What the player can do now (in this order: hit, stand, double, split; or the insurance choice). */
export function legalActions(state: BlackjackState): BlackjackAction[] {
  if (state.status === 'insurance') return ['insurance', 'noInsurance'];
  if (state.status !== 'playing') return [];
  const hand = state.hands[state.active]!;
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2 && !hand.doubled) actions.push('double');
  if (state.hands.length === 1 && hand.cards.length === 2 && cardValue(hand.cards[0]!) === cardValue(hand.cards[1]!))
    actions.push('split');
  return actions;
}

function take(state: BlackjackState): Card {
  const card = state.shoe[state.next]!;
  state.next += 1;
  return card;
}

const newHand = (cards: Card[], stake: bigint, split: boolean): BlackjackHand => ({
  cards,
  stake,
  doubled: false,
  split,
  outcome: null,
  win: 0n,
});

/** A hand against the dealer's final cards. */
function outcomeOf(hand: BlackjackHand, dealer: readonly Card[]): HandOutcome {
  const playerBj = !hand.split && isBlackjack(hand.cards);
  const dealerBj = isBlackjack(dealer);
  if (playerBj || dealerBj) return playerBj && dealerBj ? 'push' : playerBj ? 'blackjack' : 'lose';
  const player = handValue(hand.cards).total;
  const dealerTotal = handValue(dealer).total;
  if (player > 21) return 'lose';
  if (dealerTotal > 21 || player > dealerTotal) return 'win';
  return player === dealerTotal ? 'push' : 'lose';
}

const RETURN: Record<HandOutcome, (stake: bigint) => bigint> = {
  blackjack: (s) => (s * 5n) / 2n,
  win: (s) => s * 2n,
  push: (s) => s,
  lose: () => 0n,
};

/** Settles every hand and the insurance against the dealer's cards as they are. */
function settle(state: BlackjackState): BlackjackState {
  const hands = state.hands.map((h) => {
    const outcome = outcomeOf(h, state.dealer);
    return { ...h, outcome, win: RETURN[outcome](h.stake) };
  });
  const insuranceWin = isBlackjack(state.dealer) ? state.insurance * 3n : 0n;
  const totalWin = hands.reduce((sum, h) => sum + h.win, insuranceWin);
  return { ...state, hands, status: 'done', insuranceWin, totalWin };
}

/** The dealer's peek: a blackjack on either side ends the round at once, else play starts. */
function peek(state: BlackjackState): BlackjackState {
  if (isBlackjack(state.dealer) || isBlackjack(state.hands[0]!.cards)) return settle(state);
  return { ...state, status: 'playing' };
}

/** Moves to the next hand (dealing a split hand its second card), or lets the dealer play. */
function advance(state: BlackjackState): BlackjackState {
  state.active += 1;
  const hand = state.hands[state.active];
  if (!hand) {
    if (state.hands.some((h) => handValue(h.cards).total <= 21))
      while (handValue(state.dealer).total < 17) state.dealer.push(take(state));
    return settle(state);
  }
  return secondCard(state);
}

/** Deals the active split hand its second card; split aces and a 21 stand at once. */
function secondCard(state: BlackjackState): BlackjackState {
  const hand = state.hands[state.active]!;
  hand.cards.push(take(state));
  return hand.cards[0]!.rank === 1 || handValue(hand.cards).total === 21 ? advance(state) : state;
}

/** Deals a round from `shoe` (already shuffled, top first). RangeError for a stake that is not positive. */
export function dealFromShoe(shoe: Card[], stake: bigint): BlackjackState {
  if (stake <= 0n) throw new RangeError('the stake must be positive');
  const state: BlackjackState = {
    shoe,
    next: 0,
    hands: [newHand([], stake, false)],
    active: 0,
    dealer: [],
    status: 'playing',
    insurance: 0n,
    insuranceWin: 0n,
    stake,
    totalWin: 0n,
    history: [],
  };
  const player = state.hands[0]!.cards;
  player.push(take(state));
  state.dealer.push(take(state));
  player.push(take(state));
  state.dealer.push(take(state));
  return state.dealer[0]!.rank === 1 ? { ...state, status: 'insurance' } : peek(state);
}

/** Shuffles a fresh shoe with the fair Rng and deals; see dealFromShoe. */
export function dealBlackjack(rng: Rng, stake: bigint): BlackjackState {
  return dealFromShoe(shuffle(rng, newShoe(BLACKJACK_DECKS)), stake);
}

/**
 * Applies a player action (RangeError when it is not legal now). `double`, `split` and
 * `insurance` raise `stake` (the round's total): the caller debits the difference first.
 */
export function actBlackjack(previous: BlackjackState, action: BlackjackAction): BlackjackState {
  if (!legalActions(previous).includes(action)) throw new RangeError(`${action} is not allowed now`);
  const state: BlackjackState = {
    ...previous,
    hands: previous.hands.map((h) => ({ ...h, cards: [...h.cards] })),
    dealer: [...previous.dealer],
    history: [...previous.history, action],
  };
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'insurance':
      state.insurance = hand.stake / 2n;
      state.stake += state.insurance;
      return peek(state);
    case 'noInsurance':
      return peek(state);
    case 'stand':
      return advance(state);
    case 'double':
      state.stake += hand.stake;
      hand.stake *= 2n;
      hand.doubled = true;
      hand.cards.push(take(state));
      return advance(state);
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      state.hands = [newHand([first], hand.stake, true), newHand([second], hand.stake, true)];
      state.stake += hand.stake;
      return secondCard(state);
    }
    default:
      hand.cards.push(take(state));
      return handValue(hand.cards).total >= 21 ? advance(state) : state;
  }
}

/** Replays `actions` on a dealt round (the verify page). RangeError at the first action that is not legal. */
export function replayBlackjack(dealt: BlackjackState, actions: readonly BlackjackAction[]): BlackjackState {
  return actions.reduce(actBlackjack, dealt);
}

/** The dealer's cards a player may see: only the up card while the round is on. */
export function visibleDealer(state: BlackjackState): Card[] {
  return state.status === 'done' ? state.dealer : state.dealer.slice(0, 1);
}
