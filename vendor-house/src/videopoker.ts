/**
 * Video Poker, Jacks or Better 9/6 (the sandbox's video poker games, docs/sandbox-provider.md
 * "Card tables in the sandbox"): the paytable with the stake's column, five cards dealt face down
 * and turned (POST /api/cardtable/deal), a tap holds a card, Draw replaces the others
 * (POST /api/cardtable/decide with the hold flags) and the winning hand lights up in the paytable.
 * An unfinished hand comes back on reload (GET /api/cardtable/state).
 */
import { api } from './api';
import { dealBacks, percent, showResult, tableCard, turnCards, type TableCardData } from './cardTablePage';
import { t } from './i18n';
import { formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';

const HANDS = [
  'royalFlush',
  'straightFlush',
  'quads',
  'fullHouse',
  'flush',
  'straight',
  'trips',
  'twoPair',
  'jacksOrBetter',
] as const;
interface Rules {
  paytable: Record<string, number>;
  rtp: number;
}
interface View {
  status: 'deciding' | 'done';
  stake: string;
  totalWin: string;
  hand?: TableCardData[];
  handName?: string;
  result?: { dealt: TableCardData[]; final: TableCardData[]; held: boolean[]; result: string };
  fair?: { nonce: number } | null;
}

const shell = await mountShell<Rules>('cardTables.title.videoPoker');
const rules = shell.info.rules;
const chips = stakeSelector(rules.stakes, 1);
const rows = new Map(
  HANDS.map((h) => {
    const pay = el('td.pay');
    return [h, { node: el('tr', {}, [el('td', { text: t(`cardTables.hands.${h}`) }), pay]), pay }];
  }),
);
const refreshPays = () => {
  const stake = minorOf(chips.value());
  for (const [h, row] of rows) row.pay.textContent = formatMinorUnits(stake * BigInt(rules.paytable[h] ?? 0));
};
chips.node.addEventListener('click', refreshPays);
const paytable = el('table.vp-paytable', {}, [
  el('caption', { text: t('cardTables.videoPoker.paytable') }),
  el(
    'tbody',
    {},
    [...rows.values()].map((r) => r.node),
  ),
]);
const hand = el('div.hand.ct-hand.vp-hand');
const handName = el('span.ct-name');
const hint = el('span.hint');
const held = [false, false, false, false, false];
const result = el('div.result.ct-result', { 'aria-live': 'polite' });
const deal = el('button.primary', { type: 'button', text: t('cardTables.deal') });
const draw = el('button.primary', { type: 'button', text: t('cardTables.videoPoker.draw'), hidden: '' });
const felt = el('div.ct-felt.blue', {}, [
  paytable,
  el('div.ct-label', {}, [handName]),
  hand,
  el('div.ct-decisions', {}, [hint]),
]);
let deciding = false;

/** Lays the dealt cards as hold toggles. */
function holdable(cards: TableCardData[]): void {
  hand.replaceChildren(
    ...cards.map((c, i) => {
      const node = tableCard(c);
      node.classList.add('pick');
      const tag = el('span.vp-held', { text: t('cardTables.videoPoker.held') });
      const slot = el('div.vp-slot', {}, [node, tag]);
      const sync = () => {
        node.classList.toggle('chosen', held[i]!);
        slot.classList.toggle('on', held[i]!);
      };
      node.addEventListener('click', () => {
        if (!deciding) return;
        held[i] = !held[i];
        sync();
      });
      sync();
      return slot;
    }),
  );
}

function highlight(name: string | undefined): void {
  for (const [h, row] of rows) row.node.classList.toggle('hit', h === name);
}

function showDeciding(view: View): void {
  deciding = true;
  held.fill(false);
  holdable(view.hand!);
  handName.textContent = view.handName && view.handName !== 'nothing' ? t(`cardTables.hands.${view.handName}`) : '';
  highlight(view.handName);
  hint.textContent = t('cardTables.videoPoker.pickHolds');
  deal.hidden = true;
  draw.hidden = false;
  draw.disabled = false;
}

async function onDeal(): Promise<void> {
  deal.disabled = true;
  result.textContent = t('cardTables.dealing');
  result.className = 'result ct-result';
  highlight(undefined);
  handName.textContent = '';
  dealBacks(hand, 5);
  try {
    const answer = await api<{ round: View; balance: string }>('/api/cardtable/deal', { stake: chips.value() });
    shell.setBalance(answer.balance);
    await turnCards(hand, answer.round.hand!, 150);
    result.textContent = '';
    if (answer.round.fair) shell.setSeeds({ ...shell.info.seeds, nonce: answer.round.fair.nonce + 1 });
    showDeciding(answer.round);
  } catch (err) {
    result.textContent = '';
    dealBacks(hand, 5);
    shell.fail(err);
  } finally {
    deal.disabled = false;
  }
}

async function onDraw(): Promise<void> {
  draw.disabled = true;
  deciding = false;
  try {
    const answer = await api<{ round: View; balance: string }>('/api/cardtable/decide', {
      decision: 'draw',
      held: [...held],
    });
    const r = answer.round.result!;
    await turnCards(
      hand,
      r.final.map((c, i) => (r.held[i] ? c : null)),
      0,
    );
    await turnCards(hand, r.final, 180);
    for (const [i, node] of [...hand.children].entries()) if (r.held[i]) node.classList.add('chosen');
    handName.textContent = r.result === 'nothing' ? '' : t(`cardTables.hands.${r.result}`);
    highlight(r.result);
    showResult(result, answer.round.stake, answer.round.totalWin);
    hint.textContent = '';
    shell.setBalance(answer.balance);
    draw.hidden = true;
    deal.hidden = false;
  } catch (err) {
    deciding = true;
    draw.disabled = false;
    shell.fail(err);
  }
}
deal.addEventListener('click', () => void onDeal());
draw.addEventListener('click', () => void onDraw());

refreshPays();
dealBacks(hand, 5);
shell.stage.append(
  felt,
  result,
  el('div.controls', {}, [chips.node, deal, draw]),
  el('p.ct-rules', { text: t('cardTables.videoPoker.rules', { rtp: percent(rules.rtp) }) }),
);
try {
  const state = await api<{ round: View | null }>('/api/cardtable/state');
  if (state.round && state.round.status === 'deciding') {
    showDeciding(state.round);
    shell.toast(t('cardTables.resumed'), 'info');
  }
} catch (err) {
  shell.fail(err);
}
