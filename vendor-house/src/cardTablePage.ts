/**
 * What the sandbox card table pages share (dragontiger, bullbull, videopoker, pokertable): card
 * faces with pai gow's joker, face-down cards turned one by one, betting spots that take the
 * chosen chip, the round's result line (win, push or no win) and percentages of the published
 * RTPs. Texts come from the cardTables block of the locales.
 */
import { cardNode, type CardData } from './cards';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, wait } from './shell';
import './cardTables.css';

/** A card as the card tables send it: a playing card, or pai gow's joker (rank 0). */
export type TableCardData = CardData | { rank: 0; suit: 'JOKER' };

/** A card face (the joker drawn as its own card), or a card back when `card` is null. */
export function tableCard(card: TableCardData | null): HTMLElement {
  if (card && card.suit === 'JOKER')
    return el('div.card.joker', { 'aria-label': t('cardTables.paiGowPoker.joker') }, [
      el('span.rank', { text: t('cardTables.paiGowPoker.joker') }),
      el('span.suit', { text: '★' }),
    ]);
  return cardNode(card as CardData | null);
}

/** Lays `count` card backs in `hand` (a deal before the cards are turned). */
export function dealBacks(hand: HTMLElement, count: number): void {
  hand.replaceChildren(...Array.from({ length: count }, () => tableCard(null)));
}

/** Turns the cards of `hand` face up one after the other (`cards[i]` null keeps card i down). */
export async function turnCards(
  hand: HTMLElement,
  cards: readonly (TableCardData | null)[],
  pause = 260,
): Promise<void> {
  for (let i = 0; i < cards.length; i++) {
    const next = tableCard(cards[i] ?? null);
    const old = hand.children[i];
    if (old) old.replaceWith(next);
    else hand.append(next);
    if (cards[i]) await wait(pause);
  }
}

/** A fraction as a percentage with two decimals ("97.48%"). */
export const percent = (x: number): string => `${(x * 100).toFixed(2)}%`;

/** The result line of a round: a win (more back than staked), a push (the stake back) or no win. */
export function resultOf(stake: string, totalWin: string): { text: string; kind: 'win' | 'push' | 'lose' } {
  const s = minorOf(stake);
  const w = minorOf(totalWin);
  if (w > s) return { text: t('cardTables.win', { amount: formatAmount(totalWin) }), kind: 'win' };
  if (w > 0n) return { text: t('cardTables.push', { amount: formatAmount(totalWin) }), kind: 'push' };
  return { text: t('cardTables.lose'), kind: 'lose' };
}

/** Shows a result line in `node` (its class says win, push or lose). */
export function showResult(node: HTMLElement, stake: string, totalWin: string, prefix = ''): 'win' | 'push' | 'lose' {
  const r = resultOf(stake, totalWin);
  node.textContent = prefix ? `${prefix} · ${r.text}` : r.text;
  node.className = `result ct-result ${r.kind}`;
  return r.kind;
}

/** A betting spot: a round button with its name, its pays line and the chips placed (minor units). */
export interface BetSpot {
  node: HTMLButtonElement;
  amount: bigint;
  set(amount: bigint): void;
}

/**
 * A betting spot that adds the chosen chip (`chip()`, a decimal stake) on each click.
 * @param onChange called after every change (the page's total and deal button).
 */
export function betSpot(name: string, pays: string, chip: () => string, onChange: () => void, extra = ''): BetSpot {
  const amount = el('span.ct-chip');
  const node = el(`button.ct-spot${extra ? `.${extra}` : ''}`, { type: 'button' }, [
    el('span.ct-spot-name', { text: name }),
    el('span.ct-spot-pays', { text: pays }),
    amount,
  ]);
  const spot: BetSpot = {
    node,
    amount: 0n,
    set(value) {
      spot.amount = value;
      amount.textContent = value > 0n ? formatMinorUnits(value) : '';
      node.classList.toggle('has-bet', value > 0n);
    },
  };
  node.addEventListener('click', () => {
    if (node.disabled) return;
    spot.set(spot.amount + minorOf(chip()));
    onChange();
  });
  return spot;
}

/** A labelled row of cards on the felt: the label, the cards and a hand-name badge. */
export function handRow(label: string, extra = ''): { node: HTMLElement; hand: HTMLElement; name: HTMLElement } {
  const hand = el('div.hand.ct-hand');
  const name = el('span.ct-name');
  const node = el(`div.ct-row${extra ? `.${extra}` : ''}`, {}, [
    el('div.ct-label', {}, [el('span', { text: label }), name]),
    hand,
  ]);
  return { node, hand, name };
}

/** Sets a hand-name badge (empty hides it); `kind` colours it (win, lose). */
export function setName(node: HTMLElement, text: string, kind = ''): void {
  node.textContent = text;
  node.className = `ct-name${kind ? ` ${kind}` : ''}`;
}
