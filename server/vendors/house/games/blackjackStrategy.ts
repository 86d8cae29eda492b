/**
 * Basic strategy for the house blackjack rules (6 decks, dealer stands on all 17s, peek, double
 * on any two cards, double after split, one split, split aces one card): the textbook chart for
 * these rules (e.g. the Wizard of Odds 4-8 deck S17 DAS chart). Never takes insurance. Used by
 * the return-to-player bench and by tests that play many rounds; it is not offered to players.
 */
import { cardValue, handValue, legalActions, type BlackjackAction, type BlackjackState } from './blackjack';

/** Dealer up card values (2..11, ace = 11) for which to split each pair value (1 = aces). */
const SPLIT_AGAINST: Record<number, (up: number) => boolean> = {
  1: () => true,
  2: (up) => up <= 7,
  3: (up) => up <= 7,
  4: (up) => up === 5 || up === 6,
  5: () => false,
  6: (up) => up <= 6,
  7: (up) => up <= 7,
  8: () => true,
  9: (up) => up <= 9 && up !== 7,
  10: () => false,
};

/** The soft-total decision: 'D' double (else hit), 'Ds' double (else stand), 'S' stand, 'H' hit. */
function soft(total: number, up: number): 'D' | 'Ds' | 'S' | 'H' {
  if (total >= 19) return 'S';
  if (total === 18) return up >= 3 && up <= 6 ? 'Ds' : up <= 8 ? 'S' : 'H';
  if (total === 17) return up >= 3 && up <= 6 ? 'D' : 'H';
  if (total >= 15) return up >= 4 && up <= 6 ? 'D' : 'H';
  return up >= 5 && up <= 6 ? 'D' : 'H';
}

/** The hard-total decision (same letters as `soft`). */
function hard(total: number, up: number): 'D' | 'S' | 'H' {
  if (total >= 17) return 'S';
  if (total >= 13) return up <= 6 ? 'S' : 'H';
  if (total === 12) return up >= 4 && up <= 6 ? 'S' : 'H';
  if (total === 11) return up <= 10 ? 'D' : 'H';
  if (total === 10) return up <= 9 ? 'D' : 'H';
  if (total === 9) return up >= 3 && up <= 6 ? 'D' : 'H';
  return 'H';
}

/** The basic-strategy action for `state` (which must not be done). */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const legal = legalActions(state);
  if (state.status === 'insurance') return 'noInsurance';
  const hand = state.hands[state.active]!;
  const upCard = cardValue(state.dealer[0]!);
  const up = upCard === 1 ? 11 : upCard;
  if (legal.includes('split') && SPLIT_AGAINST[cardValue(hand.cards[0]!)]!(up)) return 'split';
  const { total, soft: isSoft } = handValue(hand.cards);
  const decision = isSoft ? soft(total, up) : hard(total, up);
  if (decision === 'D' || decision === 'Ds')
    return legal.includes('double') ? 'double' : decision === 'Ds' ? 'stand' : 'hit';
  return decision === 'S' ? 'stand' : 'hit';
}
