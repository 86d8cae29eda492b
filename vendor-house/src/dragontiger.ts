/**
 * Dragon Tiger (the sandbox's dragon tiger tables, docs/sandbox-provider.md "Card tables in the
 * sandbox"): the dragon's and the tiger's card boxes, four betting spots (dragon, tie, suited tie,
 * tiger) taking the chosen chip, Deal sends them as one round (POST /api/dragontiger/play); both
 * cards are dealt face down and turned, the winning spots light up, the result and payout show
 * and a bead road keeps this session's results.
 */
import { api } from './api';
import { betSpot, dealBacks, handRow, percent, showResult, turnCards, type TableCardData } from './cardTablePage';
import { t } from './i18n';
import { formatMinorUnits, fromMinor } from '../../contract/money';
import { el, mountShell, stakeSelector, wait } from './shell';

type Spot = 'dragon' | 'tie' | 'suitedTie' | 'tiger';
interface Rules {
  returns: Record<Spot | 'tieRefund', number>;
  rtp: { dragon: number; tie: number; suitedTie: number };
}
interface Round {
  dragon: TableCardData;
  tiger: TableCardData;
  winner: 'dragon' | 'tiger' | 'tie';
  suited: boolean;
  stake: string;
  totalWin: string;
}

const shell = await mountShell<Rules>('cardTables.title.dragonTiger');
const rules = shell.info.rules;
const chips = stakeSelector(rules.stakes, 1);
const SPOTS: Spot[] = ['dragon', 'tie', 'suitedTie', 'tiger'];
const odds = (s: Spot) => t('cardTables.pays', { odds: rules.returns[s] / 100 - 1 });
const total = el('span.ct-total');
const refresh = () => {
  const sum = [...spots.values()].reduce((a, s) => a + s.amount, 0n);
  total.textContent = t('cardTables.totalBet', { amount: formatMinorUnits(sum) });
};
const spots = new Map(
  SPOTS.map((s) => [
    s,
    betSpot(
      t(`cardTables.dragonTiger.${s}`),
      odds(s),
      chips.value,
      refresh,
      s === 'dragon' || s === 'tiger' ? 'wide' : '',
    ),
  ]),
);
const dragon = handRow(t('cardTables.dragonTiger.dragon'), 'dt-dragon');
const tiger = handRow(t('cardTables.dragonTiger.tiger'), 'dt-tiger');
const versus = el('div.ct-motto', { text: 'VS' });
const felt = el('div.ct-felt.red', {}, [
  el('div.dt-boxes', {}, [dragon.node, versus, tiger.node]),
  el(
    'div.ct-spots',
    {},
    [...spots.values()].map((s) => s.node),
  ),
]);
const result = el('div.result.ct-result', { 'aria-live': 'polite' });
const road = el('div.ct-road', { 'aria-label': t('cardTables.history') });
const deal = el('button.primary', { type: 'button', text: t('cardTables.deal') });
const clear = el('button.secondary', { type: 'button', text: t('cardTables.clear') });
let last: Map<Spot, bigint> | null = null;
const rebet = el('button.secondary', { type: 'button', text: t('cardTables.rebet') });
clear.addEventListener('click', () => {
  for (const s of spots.values()) s.set(0n);
  refresh();
});
rebet.addEventListener('click', () => {
  if (!last) return;
  for (const [k, v] of last) spots.get(k)!.set(v);
  refresh();
});

async function play(): Promise<void> {
  const bets = new Map([...spots].filter(([, s]) => s.amount > 0n).map(([k, s]) => [k, s.amount]));
  if (bets.size === 0) return shell.toast(t('cardTables.placeBet'), 'info');
  const controls = [deal, clear, rebet, ...[...spots.values()].map((s) => s.node)];
  for (const c of controls) c.disabled = true;
  for (const s of spots.values()) s.node.classList.remove('winner');
  result.textContent = t('cardTables.dealing');
  result.className = 'result ct-result';
  dealBacks(dragon.hand, 1);
  dealBacks(tiger.hand, 1);
  dragon.name.textContent = tiger.name.textContent = '';
  try {
    const body = { bets: Object.fromEntries([...bets].map(([k, v]) => [k, fromMinor(v)])) };
    const answer = await api<{ round: Round; balance: string; fair: { nonce: number } }>('/api/dragontiger/play', body);
    const r = answer.round;
    last = bets;
    await wait(300);
    await turnCards(dragon.hand, [r.dragon], 500);
    await turnCards(tiger.hand, [r.tiger], 500);
    const winners: Spot[] = r.winner === 'tie' ? ['tie', ...(r.suited ? (['suitedTie'] as Spot[]) : [])] : [r.winner];
    for (const w of winners) spots.get(w)!.node.classList.add('winner');
    const title = r.suited ? t('cardTables.dragonTiger.suited') : t(`cardTables.dragonTiger.wins.${r.winner}`);
    showResult(result, r.stake, r.totalWin, title);
    road.prepend(el(`span.ct-bead.${r.winner}`, { text: t(`cardTables.dragonTiger.bead.${r.winner}`) }));
    while (road.children.length > 36) road.lastChild!.remove();
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
  } catch (err) {
    result.textContent = '';
    shell.fail(err);
  } finally {
    for (const c of controls) c.disabled = false;
  }
}
deal.addEventListener('click', () => void play());

dealBacks(dragon.hand, 1);
dealBacks(tiger.hand, 1);
refresh();
shell.stage.append(
  felt,
  result,
  el('div.controls', {}, [chips.node, total, clear, rebet, deal]),
  el('div.panel.history', {}, [el('h2', { text: t('cardTables.history') }), road]),
  el('p.ct-rules', {
    text: t('cardTables.dragonTiger.rules', {
      main: percent(rules.rtp.dragon),
      tie: percent(rules.rtp.tie),
      suited: percent(rules.rtp.suitedTie),
    }),
  }),
);
