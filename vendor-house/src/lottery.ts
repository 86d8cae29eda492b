/**
 * Fast Lotto 3: a draw of five balls (0-9) every three minutes. The page counts down to the next
 * draw (betting closes 10 s before), shows the seed hash of that draw, takes bets on big/small,
 * odd/even of the sum and on one digit per ball, rolls the balls when the result arrives and
 * lists the results history with the revealed seeds.
 */
import { api } from './api';
import { t } from './i18n';
import { formatAmount } from '../../contract/money';
import { el, mountShell, stakeSelector, wait } from './shell';
import './lottery.css';

type Pick = { kind: 'big' | 'small' | 'odd' | 'even' } | { kind: 'ball'; position: number; digit: number };
interface Draw {
  drawId: string;
  drawAt: string;
  balls: number[];
  serverSeed: string;
  serverSeedHash: string;
}
interface Bet {
  roundId: string;
  drawId: string;
  pick: Pick;
  stake: string;
  status: 'open' | 'won' | 'lost';
  win: string;
}
interface State {
  next: { drawId: string; drawAt: string; closesAt: string; serverSeedHash: string; open: boolean };
  history: Draw[];
  bets: Bet[];
  balance: string | null;
}

/** Which lottery this page shows, by its page name: elottery(.html) is the one-minute ELOTT draw, lottery(.html) Fast Lotto 3. */
const DESK =
  location.pathname
    .split('/')
    .pop()!
    .replace(/\.html$/, '') === 'elottery'
    ? 'elottery'
    : 'lottery';
const shell = await mountShell(`${DESK}.title`);
const stakes = stakeSelector(shell.info.rules.stakes, 0);
let state: State | null = null;
let lastDrawId = '';
const picks: Pick[] = [];
const keyOf = (p: Pick) => (p.kind === 'ball' ? `ball:${p.position}:${p.digit}` : p.kind);
const labelOf = (p: Pick) =>
  p.kind === 'ball' ? t('lottery.ballPick', { n: p.position + 1, digit: p.digit }) : t(`lottery.${p.kind}`);

const balls = el(
  'div.balls',
  {},
  Array.from({ length: 5 }, () => el('span.ball', { text: '?' })),
);
const timer = el('div.timer');
const drawInfo = el('div.drawinfo');
const sumInfo = el('div.suminfo');
const pickList = el('div.picks');
const history = el('div.panel.history');
const myBets = el('div.panel.history');
const place = el('button.primary', { type: 'button', text: t('lottery.place') });

function toggle(p: Pick, button: HTMLButtonElement): void {
  const at = picks.findIndex((x) => keyOf(x) === keyOf(p));
  if (at >= 0) picks.splice(at, 1);
  else picks.push(p);
  button.setAttribute('aria-pressed', String(at < 0));
  pickList.textContent = picks.length ? picks.map(labelOf).join('、') : t('lottery.noPicks');
}
const sumButtons = (['big', 'small', 'odd', 'even'] as const).map((kind) => {
  const b = el('button.pickbtn.big', { type: 'button', 'aria-pressed': 'false' }, [
    el('strong', { text: t(`lottery.${kind}`) }),
    el('span', { text: '1.92' }),
  ]);
  b.addEventListener('click', () => toggle({ kind }, b));
  return b;
});
const grid = el(
  'div.digits',
  {},
  Array.from({ length: 5 }, (_, position) =>
    el('div.digitrow', {}, [
      el('span.rowlabel', { text: t('lottery.ball', { n: position + 1 }) }),
      ...Array.from({ length: 10 }, (_, digit) => {
        const b = el('button.pickbtn.digit', { type: 'button', 'aria-pressed': 'false', text: String(digit) });
        b.addEventListener('click', () => toggle({ kind: 'ball', position, digit }, b));
        return b;
      }),
    ]),
  ),
);

place.addEventListener('click', async () => {
  if (picks.length === 0) return shell.toast(t('lottery.noPicks'));
  place.disabled = true;
  try {
    let balance: string | null = null;
    for (const pick of picks)
      balance = (await api<{ balance: string }>(`/api/${DESK}/bet`, { pick, stake: stakes.value() })).balance;
    shell.setBalance(balance);
    shell.toast(t('lottery.placed', { count: picks.length }), 'win');
    picks.length = 0;
    for (const b of document.querySelectorAll('.pickbtn')) b.setAttribute('aria-pressed', 'false');
    pickList.textContent = t('lottery.noPicks');
    await refresh();
  } catch (err) {
    shell.fail(err);
  } finally {
    place.disabled = false;
  }
});

async function roll(result: number[]): Promise<void> {
  for (let k = 0; k < 10; k++) {
    for (const b of balls.children) b.textContent = String(Math.floor(Math.random() * 10));
    balls.classList.add('rolling');
    await wait(70);
  }
  balls.classList.remove('rolling');
  result.forEach((n, i) => (balls.children[i]!.textContent = String(n)));
}

function render(): void {
  if (!state) return;
  const last = state.history[0];
  if (last) {
    const sum = last.balls.reduce((a, b) => a + b, 0);
    sumInfo.textContent = t('lottery.sum', {
      sum,
      size: t(sum >= 23 ? 'lottery.big' : 'lottery.small'),
      parity: t(sum % 2 ? 'lottery.odd' : 'lottery.even'),
      draw: last.drawId,
    });
  }
  drawInfo.replaceChildren(
    el('span', { text: t('lottery.nextDraw', { draw: state.next.drawId }) }),
    el('code', { text: state.next.serverSeedHash.slice(0, 24) + '…', title: state.next.serverSeedHash }),
  );
  history.replaceChildren(
    el('h2', { text: t('lottery.history') }),
    el('table.list', {}, [
      el('thead', {}, [
        el(
          'tr',
          {},
          ['draw', 'balls', 'sum', 'seed'].map((k) => el('th', { text: t(`lottery.col.${k}`) })),
        ),
      ]),
      el(
        'tbody',
        {},
        state.history.slice(0, 10).map((d) =>
          el('tr', {}, [
            el('td', { text: d.drawId }),
            el(
              'td',
              {},
              d.balls.map((n) => el('span.mini-ball', { text: String(n) })),
            ),
            el('td', { text: String(d.balls.reduce((a, b) => a + b, 0)) }),
            el('td', {}, [el('code.seed', { text: d.serverSeed.slice(0, 12), title: d.serverSeed })]),
          ]),
        ),
      ),
    ]),
  );
  myBets.replaceChildren(
    el('h2', { text: t('lottery.myBets') }),
    state.bets.length === 0
      ? el('p.empty', { text: t('lottery.noBets') })
      : el('table.list', {}, [
          el(
            'tbody',
            {},
            state.bets.slice(0, 10).map((b) =>
              el('tr', {}, [
                el('td', { text: b.drawId }),
                el('td', { text: labelOf(b.pick) }),
                el('td', { text: formatAmount(b.stake) }),
                el(`td.${b.status}`, {
                  text: b.status === 'won' ? `+${formatAmount(b.win)}` : t(`lottery.status.${b.status}`),
                }),
              ]),
            ),
          ),
        ]),
  );
}

function tick(): void {
  if (!state) return;
  const left = Date.parse(state.next.closesAt) - Date.now();
  const toDraw = Math.max(0, Math.ceil((Date.parse(state.next.drawAt) - Date.now()) / 1000));
  timer.replaceChildren(
    el('span.label', { text: left > 0 ? t('lottery.closesIn') : t('lottery.drawing') }),
    el('strong', { text: `${Math.floor(toDraw / 60)}:${String(toDraw % 60).padStart(2, '0')}` }),
  );
  place.disabled = left <= 0;
  if (toDraw === 0) void refresh();
}

async function refresh(): Promise<void> {
  try {
    state = await api<State>(`/api/${DESK}/state`);
    if (state.balance) shell.setBalance(state.balance);
    const last = state.history[0];
    if (last && last.drawId !== lastDrawId) {
      if (lastDrawId) await roll(last.balls);
      else last.balls.forEach((n, i) => (balls.children[i]!.textContent = String(n)));
      lastDrawId = last.drawId;
    }
    render();
  } catch (err) {
    shell.fail(err);
  }
}

pickList.textContent = t('lottery.noPicks');
shell.stage.append(
  el('div.drawboard', {}, [
    el('div.left', {}, [el('h2', { text: t('lottery.lastResult') }), balls, sumInfo]),
    el('div.right', {}, [timer, drawInfo]),
  ]),
  el('div.panel.betboard', {}, [
    el('div.sumrow', {}, sumButtons),
    grid,
    el('div.pickline', {}, [el('span', { text: t('lottery.yourPicks') }), pickList]),
    el('div.controls', {}, [stakes.node, place]),
  ]),
  el('div.lists', {}, [myBets, history]),
  el('p.rules', { text: t(`${DESK}.rules`) }),
);
await refresh();
setInterval(tick, 500);
setInterval(() => void refresh(), 10_000);
