/** A playing card element (rank and suit from the server: `{ rank: 1..13, suit: S|H|D|C }`). */
import { el } from './shell';

export interface CardData {
  rank: number;
  suit: 'S' | 'H' | 'D' | 'C';
}

const RANKS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };
const SUITS = { S: '♠', H: '♥', D: '♦', C: '♣' } as const;

/** The card face, or its back when `card` is null (a hidden card). */
export function cardNode(card: CardData | null): HTMLElement {
  if (!card) return el('div.card.back', { 'aria-label': '?' }, [el('span.rank', { text: '?' })]);
  const rank = RANKS[card.rank] ?? String(card.rank);
  const red = card.suit === 'H' || card.suit === 'D';
  return el(`div.card${red ? '.red' : ''}`, { 'aria-label': `${rank}${SUITS[card.suit]}` }, [
    el('span.rank', { text: rank }),
    el('span.suit', { text: SUITS[card.suit] }),
  ]);
}
