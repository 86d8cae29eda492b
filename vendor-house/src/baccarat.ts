/**
 * Royal Baccarat: a felt table with the five betting spots (player, tie, banker, the two pairs);
 * chips are placed by clicking a spot with the chosen chip, Deal sends them all as one round
 * (POST /api/baccarat/deal), the cards are dealt face up one by one in the real order, the
 * winning spot lights up and a bead road keeps this session's results.
 */
import { api } from './api';
import { cardNode, type CardData } from './cards';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, fromMinor, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector, wait } from './shell';
import './baccarat.css';

type Spot = 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair';
interface Rules {
  returns: Record<Spot, number>;
  rtp: Record<Spot, number>;
}
interface Round {
  player: CardData[];
  banker: CardData[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
  totalWin: string;
  stake: string;
}

const shell = await mountShell<Rules>('baccarat.title');
const rules = shell.info.rules;
const chips = stakeSelector(rules.stakes, 1);
const bets = new Map<Spot, bigint>();
const SPOTS: Spot[] = ['playerPair', 'tie', 'bankerPair', 'player', 'banker'];
const payout = (s: Spot) => `${(rules.returns[s] / 100 - 1).toFixed(s === 'banker' ? 2 : 0)} : 1`;

const spotNodes = new Map<Spot, { node: HTMLButtonElement; amount: HTMLElement }>();
for (const spot of SPOTS) {
  const amount = el('span.amount');
  const node = el('button.spot', { type: 'button', 'data-spot': spot }, [
    el('span.name', { text: t(`baccarat.${spot}`) }),
    el('span.pays', { text: payout(spot) }),
    amount,
  ]);
  node.classList.add(`spot-${spot}`);
  node.addEventListener('click', () => {
    bets.set(spot, (bets.get(spot) ?? 0n) + minorOf(chips.value()));
    refreshBets();
  });
  spotNodes.set(spot, { node, amount });
}
function refreshBets(): void {
  for (const [spot, { amount }] of spotNodes) {
    const b = bets.get(spot) ?? 0n;
    amount.textContent = b > 0n ? formatMinorUnits(b) : '';
  }
  total.textContent = t('baccarat.totalBet', {
    amount: formatMinorUnits([...bets.values()].reduce((a, b) => a + b, 0n)),
  });
}

const playerHand = el('div.hand');
const bankerHand = el('div.hand');
const playerScore = el('span.score', { text: '0' });
const bankerScore = el('span.score', { text: '0' });
const table = el('div.felt', {}, [
  el('div.side.player-side', {}, [el('h2', {}, [el('span', { text: t('baccarat.player') }), playerScore]), playerHand]),
  el('div.side.banker-side', {}, [el('h2', {}, [el('span', { text: t('baccarat.banker') }), bankerScore]), bankerHand]),
  el(
    'div.spots',
    {},
    [...spotNodes.values()].map((s) => s.node),
  ),
]);
const total = el('span.total');
const result = el('div.result', { 'aria-live': 'polite' });
const road = el('div.road', { 'aria-label': t('baccarat.road') });
const deal = el('button.primary', { type: 'button', text: t('baccarat.deal') });
const clear = el('button.secondary', { type: 'button', text: t('baccarat.clear') });
clear.addEventListener('click', () => {
  bets.clear();
  refreshBets();
});

async function handleDeal(): Promise<void> {
  if (bets.size === 0) return shell.toast(t('baccarat.placeBet'), 'info');
  deal.disabled = clear.disabled = true;
  result.textContent = '';
  result.className = 'result';
  for (const { node } of spotNodes.values()) node.classList.remove('winner');
  playerHand.replaceChildren();
  bankerHand.replaceChildren();
  playerScore.textContent = bankerScore.textContent = '0';
  try {
    const body = { bets: Object.fromEntries([...bets].map(([s, v]) => [s, fromMinor(v)])) };
    const answer = await api<{ round: Round; balance: string; fair: { nonce: number } }>('/api/baccarat/deal', body);
    const r = answer.round;
    shell.setBalance(formatMinorUnits(minorOf(answer.balance) - minorOf(r.totalWin)));
    const order: [HTMLElement, CardData][] = [
      [playerHand, r.player[0]!],
      [bankerHand, r.banker[0]!],
      [playerHand, r.player[1]!],
      [bankerHand, r.banker[1]!],
    ];
    if (r.player[2]) order.push([playerHand, r.player[2]]);
    if (r.banker[2]) order.push([bankerHand, r.banker[2]]);
    const points = (cards: CardData[]) => cards.reduce((s, c) => s + (c.rank >= 10 ? 0 : c.rank), 0) % 10;
    for (const [hand, card] of order) {
      hand.append(cardNode(card));
      playerScore.textContent = String(points([...playerHand.children].map((_, i) => r.player[i]!)));
      bankerScore.textContent = String(points([...bankerHand.children].map((_, i) => r.banker[i]!)));
      await wait(420);
    }
    spotNodes.get(r.winner)!.node.classList.add('winner');
    if (r.playerPair) spotNodes.get('playerPair')!.node.classList.add('winner');
    if (r.bankerPair) spotNodes.get('bankerPair')!.node.classList.add('winner');
    const won = minorOf(r.totalWin) > 0n;
    result.textContent = `${t(`baccarat.wins.${r.winner}`, { p: r.playerTotal, b: r.bankerTotal })} · ${won ? t('common.youWin', { amount: formatAmount(r.totalWin) }) : t('common.noWin')}`;
    result.className = `result ${won ? 'win' : 'lose'}`;
    road.prepend(el(`span.bead.${r.winner}`, { text: t(`baccarat.bead.${r.winner}`) }));
    while (road.children.length > 30) road.lastChild!.remove();
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
  } catch (err) {
    shell.fail(err);
  } finally {
    deal.disabled = clear.disabled = false;
  }
}
deal.addEventListener('click', () => void handleDeal());

refreshBets();
shell.stage.append(
  table,
  result,
  el('div.controls', {}, [chips.node, total, clear, deal]),
  el('div.panel.history', {}, [el('h2', { text: t('baccarat.road') }), road]),
  el('p.rules', { text: t('baccarat.rules') }),
);
