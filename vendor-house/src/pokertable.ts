/**
 * The sandbox's poker tables on one page (docs/sandbox-provider.md "Card tables in the sandbox"):
 * red dog, three card poker, casino hold'em, Caribbean stud and pai gow poker, the table chosen by
 * the session's rules. Bets go on the felt's spots (ante, pair plus at three card poker), Deal
 * debits them (POST /api/cardtable/deal) and deals face down, the cards the player may see are
 * turned, the decisions the server allows are offered with what they add to the stake (POST
 * /api/cardtable/decide; pai gow: tap two cards for the front hand, or the house way), then the
 * dealer's cards, both hands' names, the result and the payout. An unfinished round comes back on
 * reload (GET /api/cardtable/state).
 */
import { api, ApiError } from './api';
import {
  betSpot,
  dealBacks,
  handRow,
  percent,
  setName,
  showResult,
  tableCard,
  turnCards,
  type BetSpot,
  type TableCardData,
} from './cardTablePage';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, fromMinor } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';

type Table = 'redDog' | 'threeCardPoker' | 'casinoHoldem' | 'caribbeanStud' | 'paiGowPoker';
type Cards = TableCardData[];
interface Rules {
  table: Table;
  rtp: number | { ante: number; pairPlus: number };
}
interface PaiGowSet {
  frontIndexes: number[];
  front: Cards;
  back: Cards;
  frontHand: { name: string };
  backHand: { name: string };
}
interface Result {
  player: Cards & PaiGowSet;
  dealer: Cards & PaiGowSet;
  board?: Cards;
  cards?: Cards;
  third?: TableCardData | null;
  spread?: number;
  playerHand?: string;
  dealerHand?: string;
  dealerQualifies?: boolean;
  outcome: string;
  backWins?: boolean;
  frontWins?: boolean;
}
interface View {
  table: Table;
  status: 'deciding' | 'done';
  stake: string;
  totalWin: string;
  decisions: string[];
  extra: Record<string, string>;
  player?: Cards;
  flop?: Cards;
  dealerUp?: TableCardData;
  cards?: Cards;
  kind?: 'pair' | 'consecutive' | 'spread';
  spread?: number;
  houseWay?: number[];
  result?: Result;
  fair?: { nonce: number } | null;
}

const shell = await mountShell<Rules>('cardTables.title.pokerTables');
const rules = shell.info.rules;
const table = rules.table;
const chips = stakeSelector(rules.stakes, 1);
const total = el('span.ct-total');
const spots: { key: 'stake' | 'pairPlus'; spot: BetSpot }[] = [];
const refresh = () => {
  const sum = spots.reduce((a, s) => a + s.spot.amount, 0n);
  total.textContent = t('cardTables.totalBet', { amount: formatMinorUnits(sum) });
};
const mainLabel = table === 'redDog' || table === 'paiGowPoker' ? t('common.stake') : t(`cardTables.${table}.ante`);
spots.push({ key: 'stake', spot: betSpot(mainLabel, '', chips.value, refresh) });
if (table === 'threeCardPoker')
  spots.push({
    key: 'pairPlus',
    spot: betSpot(t('cardTables.threeCardPoker.pairPlus'), '1-40 : 1', chips.value, refresh),
  });

const CARDS: Record<Table, { dealer: number; player: number }> = {
  redDog: { dealer: 0, player: 3 },
  threeCardPoker: { dealer: 3, player: 3 },
  casinoHoldem: { dealer: 2, player: 2 },
  caribbeanStud: { dealer: 5, player: 5 },
  paiGowPoker: { dealer: 7, player: 7 },
};
const dealer = handRow(t('cardTables.dealer'));
const board = handRow(t('cardTables.casinoHoldem.board'));
const player = handRow(table === 'redDog' ? '' : t('cardTables.player'), table === 'paiGowPoker' ? 'pg-hand' : '');
const dealerSets = el('div.pg-sets', { hidden: '' });
const playerSets = el('div.pg-sets', { hidden: '' });
const decisions = el('div.ct-decisions');
const felt = el(
  `div.ct-felt${table === 'redDog' || table === 'paiGowPoker' ? '.red' : table === 'caribbeanStud' ? '.blue' : ''}`,
  {},
  [
    ...(CARDS[table].dealer ? [dealer.node, dealerSets] : []),
    ...(table === 'casinoHoldem' ? [board.node] : []),
    el('div.ct-motto', { text: t(`cardTables.title.${table}`) }),
    player.node,
    playerSets,
    decisions,
    el(
      'div.ct-spots',
      {},
      spots.map((s) => s.spot.node),
    ),
  ],
);
const result = el('div.result.ct-result', { 'aria-live': 'polite' });
const deal = el('button.primary', { type: 'button', text: t('cardTables.deal') });
const clear = el('button.secondary', { type: 'button', text: t('cardTables.clear') });
clear.addEventListener('click', () => {
  for (const s of spots) s.spot.set(0n);
  refresh();
});
const hand = (name: string | undefined) => (name ? t(`cardTables.hands.${name}`) : '');
const chosen = new Set<number>();

function resetTable(): void {
  dealBacks(dealer.hand, CARDS[table].dealer);
  dealBacks(board.hand, 5);
  dealBacks(player.hand, CARDS[table].player);
  for (const r of [dealer, board, player]) setName(r.name, '');
  dealerSets.hidden = playerSets.hidden = true;
  player.node.hidden = false;
  if (CARDS[table].dealer) dealer.node.hidden = false;
  decisions.replaceChildren();
}

function setBetting(on: boolean): void {
  deal.disabled = clear.disabled = !on;
  for (const s of spots) s.spot.node.disabled = !on;
}

/** Shows a round that waits for the decision: the visible cards and the decision buttons. */
async function showDeciding(view: View, animate: boolean): Promise<void> {
  const pause = animate ? 160 : 0;
  if (table === 'redDog') {
    await turnCards(player.hand, [view.cards![0]!, null, view.cards![1]!], pause);
    setName(player.name, t('cardTables.redDog.spread', { n: view.spread }));
  } else {
    if (table === 'caribbeanStud') await turnCards(dealer.hand, [view.dealerUp!, null, null, null, null], pause);
    if (table === 'casinoHoldem') await turnCards(board.hand, [...view.flop!, null, null], pause);
    await turnCards(player.hand, view.player!, pause);
  }
  if (table === 'paiGowPoker') pickable(view.player!);
  setBetting(false);
  decisions.replaceChildren(
    ...(table === 'paiGowPoker' ? [el('span.hint', { text: t('cardTables.paiGowPoker.pickTwo') })] : []),
    ...view.decisions.map((d) => {
      const extra = view.extra[d] ?? '0.00';
      const cost =
        extra !== '0.00' ? [el('small', { text: t('cardTables.costs', { amount: formatAmount(extra) }) })] : [];
      const b = el(
        `button.${d === 'fold' || d === 'stand' || d === 'houseWay' ? 'secondary' : 'primary'}`,
        { type: 'button', 'data-decision': d },
        [t(`cardTables.${table}.${d}`), ...cost],
      );
      b.addEventListener('click', () => void decide(d));
      return b;
    }),
  );
}

/** Pai gow: the seven cards as toggles (two for the front hand). */
function pickable(cards: Cards): void {
  chosen.clear();
  for (const [i, node] of [...player.hand.children].entries()) {
    node.classList.add('pick');
    node.addEventListener('click', () => {
      if (chosen.has(i)) chosen.delete(i);
      else if (chosen.size < 2) chosen.add(i);
      node.classList.toggle('chosen', chosen.has(i));
    });
  }
  void cards;
}

/** Shows a settled round: every card, the hands' names, the result and the payout. */
async function showDone(view: View): Promise<void> {
  decisions.replaceChildren();
  const r = view.result!;
  if (table === 'redDog') {
    await turnCards(player.hand, [r.cards![0]!, r.third ?? null, r.cards![1]!], 300);
    setName(
      player.name,
      t(`cardTables.outcome.${r.outcome}`),
      r.outcome === 'win' || r.outcome === 'trips' ? 'win' : '',
    );
  } else if (table === 'paiGowPoker') {
    player.node.hidden = dealer.node.hidden = true;
    const sets = (node: HTMLElement, owner: string, set: PaiGowSet, wins: [boolean, boolean] | null) =>
      node.replaceChildren(
        ...(
          [
            ['front', set.front, set.frontHand.name, wins?.[0]],
            ['back', set.back, set.backHand.name, wins?.[1]],
          ] as const
        ).map(([k, cards, name, won]) => {
          const row = handRow(`${owner} · ${t(`cardTables.paiGowPoker.${k}`)}`);
          row.hand.replaceChildren(...cards.map(tableCard));
          setName(row.name, hand(name), won === undefined ? '' : won ? 'win' : 'lose');
          return row.node;
        }),
      );
    sets(dealerSets, t('cardTables.dealer'), r.dealer, null);
    sets(playerSets, t('cardTables.player'), r.player, [r.frontWins!, r.backWins!]);
    dealerSets.hidden = playerSets.hidden = false;
  } else {
    if (table === 'casinoHoldem') await turnCards(board.hand, r.board!, 200);
    await turnCards(dealer.hand, r.dealer, 200);
    setName(player.name, hand(r.playerHand), r.outcome === 'win' ? 'win' : r.outcome === 'lose' ? 'lose' : '');
    const qualifies = r.dealerQualifies ? t('cardTables.qualifies') : t('cardTables.notQualifies');
    setName(dealer.name, `${hand(r.dealerHand)} · ${qualifies}`);
  }
  showResult(result, view.stake, view.totalWin, t(`cardTables.outcome.${r.outcome}`));
  setBetting(true);
}

async function onDeal(): Promise<void> {
  const stake = spots.find((s) => s.key === 'stake')!.spot.amount;
  if (stake === 0n) return shell.toast(t('cardTables.placeBet'), 'info');
  const pairPlus = spots.find((s) => s.key === 'pairPlus')?.spot.amount ?? 0n;
  setBetting(false);
  resetTable();
  result.textContent = t('cardTables.dealing');
  result.className = 'result ct-result';
  try {
    const body = { stake: fromMinor(stake), ...(pairPlus > 0n ? { pairPlus: fromMinor(pairPlus) } : {}) };
    const answer = await api<{ round: View; balance: string }>('/api/cardtable/deal', body);
    shell.setBalance(answer.balance);
    if (answer.round.fair) shell.setSeeds({ ...shell.info.seeds, nonce: answer.round.fair.nonce + 1 });
    result.textContent = '';
    if (answer.round.status === 'done') await showDone(answer.round);
    else await showDeciding(answer.round, true);
  } catch (err) {
    result.textContent = '';
    setBetting(true);
    shell.fail(err);
  }
}

async function decide(decision: string): Promise<void> {
  if (decision === 'set' && chosen.size !== 2) return shell.toast(t('cardTables.paiGowPoker.pickTwo'), 'info');
  for (const b of decisions.querySelectorAll('button')) b.disabled = true;
  try {
    const body = { decision, ...(decision === 'set' ? { front: [...chosen] } : {}) };
    const answer = await api<{ round: View; balance: string }>('/api/cardtable/decide', body);
    await showDone(answer.round);
    shell.setBalance(answer.balance);
  } catch (err) {
    for (const b of decisions.querySelectorAll('button')) b.disabled = false;
    if (decision === 'set' && err instanceof ApiError && err.code === 'INVALID_REQUEST')
      shell.toast(t('cardTables.paiGowPoker.foul'), 'error');
    else shell.fail(err);
  }
}
deal.addEventListener('click', () => void onDeal());

const rtp =
  typeof rules.rtp === 'number'
    ? { rtp: percent(rules.rtp) }
    : { ante: percent(rules.rtp.ante), pairPlus: percent(rules.rtp.pairPlus) };
resetTable();
refresh();
shell.stage.append(
  felt,
  result,
  el('div.controls', {}, [chips.node, total, clear, deal]),
  el('p.ct-rules', { text: t(`cardTables.${table}.rules`, rtp) }),
);
try {
  const state = await api<{ round: View | null }>('/api/cardtable/state');
  if (state.round && state.round.status === 'deciding') {
    spots[0]!.spot.set(0n);
    await showDeciding(state.round, false);
    shell.toast(t('cardTables.resumed'), 'info');
  }
} catch (err) {
  shell.fail(err);
}
