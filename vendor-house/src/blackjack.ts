/**
 * House Duel (blackjack against the house): deal, hit, stand and double, the dealer's hole card
 * face down until the hand ends. Every action is a call to /api/blackjack/*; the page only shows
 * the hand the server keeps.
 */
import { api } from './api';
import { cardNode, type CardData } from './cards';
import { t } from './i18n';
import { showAmount, toMinor } from './money';
import { el, mountShell, stakeSelector } from './shell';
import './blackjack.css';

interface Hand { player: CardData[]; dealer: CardData[]; playerTotal: number; dealerTotal: number; stake: string; status: 'playing' | 'done'; outcome: 'blackjack' | 'win' | 'push' | 'lose' | null; totalWin: string; actions: string[] }

const shell = await mountShell('blackjack.title');
const stakes = stakeSelector(shell.info.rules.stakes, 1);
const dealerHand = el('div.hand');
const playerHand = el('div.hand');
const dealerTotal = el('span.score');
const playerTotal = el('span.score');
const result = el('div.result', { 'aria-live': 'polite' });
const buttons = {
  deal: el('button.primary', { type: 'button', text: t('blackjack.deal') }),
  hit: el('button.secondary', { type: 'button', text: t('blackjack.hit') }),
  stand: el('button.secondary', { type: 'button', text: t('blackjack.stand') }),
  double: el('button.secondary', { type: 'button', text: t('blackjack.double') }),
};

function render(hand: Hand | null): void {
  const playing = hand?.status === 'playing';
  buttons.deal.hidden = playing;
  stakes.node.hidden = playing;
  for (const a of ['hit', 'stand', 'double'] as const) {
    buttons[a].hidden = !playing;
    buttons[a].disabled = !hand?.actions.includes(a);
  }
  if (!hand) return;
  dealerHand.replaceChildren(...hand.dealer.map(cardNode), ...(playing ? [cardNode(null)] : []));
  playerHand.replaceChildren(...hand.player.map(cardNode));
  dealerTotal.textContent = String(hand.dealerTotal);
  playerTotal.textContent = String(hand.playerTotal);
  if (hand.status === 'done' && hand.outcome) {
    const won = toMinor(hand.totalWin) > 0n;
    result.textContent = `${t(`blackjack.outcome.${hand.outcome}`)} · ${won ? t('blackjack.returned', { amount: showAmount(hand.totalWin) }) : t('common.noWin')}`;
    result.className = `result ${hand.outcome === 'win' || hand.outcome === 'blackjack' ? 'win' : 'lose'}`;
  } else {
    result.textContent = t('blackjack.yourMove', { stake: showAmount(hand.stake) });
    result.className = 'result';
  }
}

async function act(path: string, body?: unknown): Promise<void> {
  for (const b of Object.values(buttons)) b.disabled = true;
  try {
    const answer = await api<{ hand: Hand; balance: string | null; fair?: { nonce: number } }>(path, body ?? {});
    render(answer.hand);
    shell.setBalance(answer.balance);
    if (answer.fair) shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
  } catch (err) {
    shell.fail(err);
  } finally {
    buttons.deal.disabled = false;
  }
}
buttons.deal.addEventListener('click', () => void act('/api/blackjack/deal', { stake: stakes.value() }));
buttons.hit.addEventListener('click', () => void act('/api/blackjack/hit'));
buttons.stand.addEventListener('click', () => void act('/api/blackjack/stand'));
buttons.double.addEventListener('click', () => void act('/api/blackjack/double'));

shell.stage.append(
  el('div.bjtable', {}, [
    el('div.row', {}, [el('h2', {}, [el('span', { text: t('blackjack.dealer') }), dealerTotal]), dealerHand]),
    el('div.rule', { text: t('blackjack.banner') }),
    el('div.row', {}, [el('h2', {}, [el('span', { text: t('blackjack.you') }), playerTotal]), playerHand]),
  ]),
  result,
  el('div.controls', {}, [stakes.node, buttons.deal, buttons.hit, buttons.stand, buttons.double]),
  el('p.rules', { text: t('blackjack.rules') }),
);
const state = await api<{ hand: Hand | null }>('/api/blackjack/state').catch(() => ({ hand: null }));
render(state.hand);
if (!state.hand) result.textContent = t('blackjack.placeBet');
