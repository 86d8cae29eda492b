/**
 * Playing cards shared by the card games: a card is `{ rank: 1..13, suit }` (1 = ace, 11-13 =
 * jack, queen, king) and shoes are several 52-card decks.
 */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  rank: number;
  suit: Suit;
}

/** `decks` ordered 52-card decks (a new array). */
export function newShoe(decks: number): Card[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++)
    for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) shoe.push({ rank, suit });
  return shoe;
}

/** A short label such as "A♠", "10♥", "K♣". */
export function cardLabel(card: Card): string {
  const rank =
    card.rank === 1
      ? 'A'
      : card.rank === 11
        ? 'J'
        : card.rank === 12
          ? 'Q'
          : card.rank === 13
            ? 'K'
            : String(card.rank);
  return `${rank}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[card.suit]}`;
}
