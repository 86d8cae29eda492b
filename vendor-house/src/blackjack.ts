/**
 * House Duel (blackjack against the house): deal, then the actions the server says are legal now
 * (insurance or not when the dealer shows an ace; hit, stand, double, split), the dealer's hole
 * card face down until the round ends, split hands side by side with the one in play marked and
 * each hand's result. Every action is a call to /api/blackjack/*; the page only shows the round
 * the server keeps, and after it the actions to enter on the verify page.
 */
import { api } from './api';
import { cardNode, type CardData } from './cards';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';
import './blackjack.css';

type Outcome = 'blackjack' | 'win' | 'push' | 'lose';
interface HandView {
  cards: CardData[];
  total: number;
  stake: string;
  doubled: boolean;
  split: boolean;
  outcome: Outcome | null;
  win: string;
}
interface Round {
  hands: HandView[];
  active: number;
  dealer: CardData[];
  dealerTotal: number;
  insurance: string;
  insuranceWin: string;
  stake: string;
  status: 'insurance' | 'playing' | 'done';
  totalWin: string;
  actions: string[];
  history: string[];
}
const ACTIONS = ['insurance', 'noInsurance', 'hit', 'stand', 'double', 'split'] as const;

const shell = await mountShell('blackjack.title');
const stakes = stakeSelector(shell.info.rules.stakes, 1);
const dealerHand = el('div.hand');
const dealerTotal = el('span.score');
const seats = el('div.seats');
const insuranceTag = el('div.insurance-tag', { hidden: '' });
const result = el('div.result', { 'aria-live': 'polite' });
const record = el('p.record', { hidden: '' });
const deal = el('button.primary', { type: 'button', text: t('blackjack.deal') });
const buttons = Object.fromEntries(
  ACTIONS.map((a) => [
    a,
    el(`button.${a === 'insurance' ? 'primary.small' : 'secondary'}`, {
      type: 'button',
      text: t(`blackjack.${a}`),
      'data-action': a,
    }),
  ]),
) as Record<(typeof ACTIONS)[number], HTMLButtonElement>;
let lastNonce: number | null = null;

/** One player's seat: its label and total, the cards, its stake and, when settled, its result. */
function seat(hand: HandView, index: number, round: Round): HTMLElement {
  const active = round.status === 'playing' && round.hands.length > 1 && index === round.active;
  const label = round.hands.length > 1 ? t('blackjack.hand', { n: index + 1 }) : t('blackjack.you');
  const outcome = hand.outcome
    ? el(`span.badge-result.${hand.outcome}`, { text: t(`blackjack.outcome.${hand.outcome}`) })
    : el('span.badge-result');
  const stake = el('span.bet', {
    text: `${formatAmount(hand.stake)}${hand.doubled ? ` · ${t('blackjack.doubled')}` : ''}`,
  });
  const win = hand.outcome && minorOf(hand.win) > 0n ? [el('span.paid', { text: `+${formatAmount(hand.win)}` })] : [];
  return el(
    `div.seat${active ? '.active' : ''}${hand.outcome ? `.settled.${hand.outcome}` : ''}`,
    { 'aria-current': String(active) },
    [
      el('h2', {}, [el('span', { text: label }), el('span.score', { text: String(hand.total) })]),
      el('div.hand', {}, hand.cards.map(cardNode)),
      el('div.seat-foot', {}, [stake, outcome, ...win]),
    ],
  );
}

/** The line under the table: the insurance offer, whose move it is, or the round's return. */
function summary(round: Round): void {
  result.className = 'result';
  if (round.status === 'insurance') result.textContent = t('blackjack.insuranceOffer', { amount: halfStake(round) });
  else if (round.status === 'playing')
    result.textContent = t(round.hands.length > 1 ? 'blackjack.handMove' : 'blackjack.yourMove', {
      n: round.active + 1,
      stake: formatAmount(round.stake),
    });
  else {
    const won = minorOf(round.totalWin) > 0n;
    if (round.hands.length > 1)
      result.textContent = t('blackjack.roundReturn', {
        amount: formatAmount(round.totalWin),
        stake: formatAmount(round.stake),
      });
    else
      result.textContent = `${t(`blackjack.outcome.${round.hands[0]!.outcome ?? 'lose'}`)} · ${won ? t('blackjack.returned', { amount: formatAmount(round.totalWin) }) : t('common.noWin')}`;
    result.className = `result ${minorOf(round.totalWin) > minorOf(round.stake) ? 'win' : minorOf(round.totalWin) === minorOf(round.stake) ? '' : 'lose'}`;
  }
}

/** Half the first stake, as the server prices insurance (rounded down to a minor unit). */
const halfStake = (round: Round) => formatMinorUnits(minorOf(round.hands[0]!.stake) / 2n);

function render(round: Round | null): void {
  const open = round !== null && round.status !== 'done';
  deal.hidden = open;
  stakes.node.hidden = open;
  for (const a of ACTIONS) {
    buttons[a].hidden = !open || !round.actions.includes(a);
    buttons[a].disabled = false;
  }
  if (!round) {
    seats.replaceChildren(el('div.seat.empty', {}, [el('div.circle', { text: t('blackjack.you') })]));
    return;
  }
  dealerHand.replaceChildren(...round.dealer.map(cardNode), ...(open ? [cardNode(null)] : []));
  dealerTotal.textContent = String(round.dealerTotal);
  seats.replaceChildren(...round.hands.map((h, i) => seat(h, i, round)));
  seats.classList.toggle('split', round.hands.length > 1);
  const insured = minorOf(round.insurance) > 0n;
  insuranceTag.hidden = !insured;
  if (insured) {
    const settled =
      round.status === 'done'
        ? ` · ${minorOf(round.insuranceWin) > 0n ? t('blackjack.insurancePaid', { amount: formatAmount(round.insuranceWin) }) : t('blackjack.insuranceLost')}`
        : '';
    insuranceTag.textContent = `${t('blackjack.insured', { amount: formatAmount(round.insurance) })}${settled}`;
  }
  summary(round);
  record.hidden = round.status !== 'done' || lastNonce === null;
  if (round.status === 'done' && lastNonce !== null) {
    record.replaceChildren(
      el('span', { text: t('blackjack.record', { nonce: lastNonce }) }),
      el('code', { text: round.history.join(',') || '-' }),
    );
  }
}

async function act(path: string, body?: unknown): Promise<void> {
  for (const b of [deal, ...Object.values(buttons)]) b.disabled = true;
  try {
    const answer = await api<{ hand: Round; balance: string | null; fair?: { nonce: number } }>(path, body ?? {});
    if (answer.fair) {
      lastNonce = answer.fair.nonce;
      shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
    }
    render(answer.hand);
    shell.setBalance(answer.balance);
  } catch (err) {
    shell.fail(err);
    for (const b of Object.values(buttons)) b.disabled = false;
  } finally {
    deal.disabled = false;
  }
}
deal.addEventListener('click', () => void act('/api/blackjack/deal', { stake: stakes.value() }));
for (const a of ACTIONS) buttons[a].addEventListener('click', () => void act(`/api/blackjack/${a}`));

shell.stage.append(
  el('div.bjtable', {}, [
    el('div.row', {}, [el('h2', {}, [el('span', { text: t('blackjack.dealer') }), dealerTotal]), dealerHand]),
    el('div.rule', { text: t('blackjack.banner') }),
    insuranceTag,
    seats,
  ]),
  result,
  el('div.controls', {}, [stakes.node, deal, ...ACTIONS.map((a) => buttons[a])]),
  record,
  el('p.rules', { text: t('blackjack.rules') }),
);
const state = await api<{ hand: Round | null }>('/api/blackjack/state').catch(() => ({ hand: null }));
render(state.hand);
if (!state.hand) result.textContent = t('blackjack.placeBet');
