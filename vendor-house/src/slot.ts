/**
 * Dragon Fortune Reels: five spinning reels of three rows, 20 paylines drawn over the reels after
 * a win, free spins played out one by one, the paytable and the lines in a panel. Every spin is
 * one POST /api/slot/spin; the page only animates what the server decided.
 */
import { api } from './api';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector, wait } from './shell';
import './slot.css';

type Sym = 'WILD' | 'SCATTER' | 'DRAGON' | 'PHOENIX' | 'TIGER' | 'KOI' | 'A' | 'K' | 'Q' | 'J' | 'TEN';
interface Rules {
  paylines: number[][];
  linePays: Record<string, [number, number, number]>;
  scatterPays: number[];
  freeSpins: number;
  freeSpinMultiplier: number;
  strips: Sym[][];
  rtp: number;
}
interface Spin {
  grid: Sym[][];
  lineWins: { line: number; symbol: Sym; count: number; pay: number }[];
  scatters: number;
  win: string;
  multiplier: number;
}
interface SpinAnswer {
  round: { base: Spin; freeSpins: Spin[]; totalWin: string; stake: string };
  balance: string;
  fair: { nonce: number };
}

const GLYPH: Record<Sym, string> = {
  WILD: 'WILD',
  SCATTER: '寶',
  DRAGON: '龍',
  PHOENIX: '鳳',
  TIGER: '虎',
  KOI: '鯉',
  A: 'A',
  K: 'K',
  Q: 'Q',
  J: 'J',
  TEN: '10',
};

const shell = await mountShell<Rules>('slot.title');
const rules = shell.info.rules;
const symbolNode = (s: Sym) =>
  el(`div.sym.s-${s}`, { 'aria-label': t(`slot.sym.${s}`) }, [el('span', { text: GLYPH[s] })]);

const reels = rules.strips.map(() => el('div.reel'));
const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
overlay.setAttribute('viewBox', '0 0 500 300');
overlay.setAttribute('class', 'lines');
const machine = el('div.machine', {}, [el('div.reels', {}, reels), overlay]);
const banner = el('div.banner');
const result = el('div.result', { 'aria-live': 'polite' });
const stakes = stakeSelector(rules.stakes, 1);
const spinButton = el('button.primary.spin', { type: 'button', text: t('slot.spin') });

function show(grid: Sym[][]): void {
  grid.forEach((col, i) => reels[i]!.replaceChildren(...col.map(symbolNode)));
}
show(rules.strips.map((strip) => strip.slice(0, 3)));

/** Draws the winning lines over the reels and marks their cells. */
function drawLines(spin: Spin): void {
  overlay.replaceChildren();
  spin.lineWins.forEach((w, k) => {
    const rows = rules.paylines[w.line]!;
    const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('points', points);
    line.setAttribute('class', `payline c${k % 6}`);
    overlay.append(line);
    for (let reel = 0; reel < w.count; reel++) reels[reel]!.children[rows[reel]!]?.classList.add('hit');
  });
  if (spin.scatters >= 3)
    spin.grid.forEach((col, i) =>
      col.forEach((s, row) => s === 'SCATTER' && reels[i]!.children[row]!.classList.add('hit')),
    );
}

/** Spins the reels and stops them one by one on `spin`'s screen. */
async function animate(spin: Spin, fast: boolean): Promise<void> {
  overlay.replaceChildren();
  reels.forEach((reel, i) => {
    const blur = Array.from({ length: 12 }, (_, k) => rules.strips[i]![(k * 7 + i) % rules.strips[i]!.length]!);
    reel.replaceChildren(el('div.blur', {}, blur.map(symbolNode)));
    reel.classList.add('spinning');
  });
  for (let i = 0; i < reels.length; i++) {
    await wait(fast ? 90 : i === 0 ? 450 : 220);
    reels[i]!.classList.remove('spinning');
    reels[i]!.replaceChildren(...spin.grid[i]!.map(symbolNode));
    reels[i]!.classList.add('landed');
    setTimeout(() => reels[i]!.classList.remove('landed'), 300);
  }
  drawLines(spin);
}

async function handleSpin(): Promise<void> {
  spinButton.disabled = true;
  result.textContent = '';
  result.className = 'result';
  banner.textContent = '';
  try {
    const answer = await api<SpinAnswer>('/api/slot/spin', { stake: stakes.value() });
    shell.setBalance(formatMinorUnits(minorOf(answer.balance) - minorOf(answer.round.totalWin)));
    await animate(answer.round.base, false);
    let total = minorOf(answer.round.base.win);
    if (answer.round.freeSpins.length > 0) {
      banner.textContent = t('slot.freeSpinsWon', {
        count: answer.round.freeSpins.length,
        multiplier: rules.freeSpinMultiplier,
      });
      await wait(1200);
      for (const [i, spin] of answer.round.freeSpins.entries()) {
        banner.textContent = t('slot.freeSpin', {
          n: i + 1,
          count: answer.round.freeSpins.length,
          win: formatMinorUnits(total),
        });
        await animate(spin, true);
        total += minorOf(spin.win);
        await wait(spin.lineWins.length ? 500 : 150);
      }
      banner.textContent = t('slot.freeSpinsTotal', { win: formatMinorUnits(total) });
    }
    const won = minorOf(answer.round.totalWin) > 0n;
    result.textContent = won ? t('common.youWin', { amount: formatAmount(answer.round.totalWin) }) : t('slot.noWin');
    result.className = `result ${won ? 'win' : 'lose'}`;
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
    shell.info.seeds.nonce = answer.fair.nonce + 1;
  } catch (err) {
    shell.fail(err);
  } finally {
    spinButton.disabled = false;
  }
}
spinButton.addEventListener('click', () => void handleSpin());

/** The paytable and paylines panel. */
function paytable(): HTMLElement {
  const rows = Object.entries(rules.linePays).map(([s, pays]) =>
    el('tr', {}, [el('td', {}, [symbolNode(s as Sym)]), ...pays.map((p, i) => el('td', { text: `${i + 3}× ${p}` }))]),
  );
  const lines = rules.paylines.map((rowsOf, n) =>
    el('div.mini', { title: `${n + 1}` }, [
      el('span.n', { text: String(n + 1) }),
      ...[0, 1, 2].flatMap((row) => rowsOf.map((r) => el(`i${r === row ? '.on' : ''}`))),
    ]),
  );
  return el('details.panel.paytable', {}, [
    el('summary', { text: t('slot.paytable') }),
    el('p', {
      text: t('slot.rules', {
        rtp: (rules.rtp * 100).toFixed(2),
        spins: rules.freeSpins,
        multiplier: rules.freeSpinMultiplier,
      }),
    }),
    el('table.list', {}, [
      el('tbody', {}, [
        ...rows,
        el('tr', {}, [
          el('td', {}, [symbolNode('SCATTER')]),
          ...rules.scatterPays.map((p, i) => el('td', { text: `${i + 3}× ${p} ${t('slot.totalBet')}` })),
        ]),
      ]),
    ]),
    el('p', { text: t('slot.wildRule') }),
    el('div.minis', {}, lines),
  ]);
}

shell.stage.append(machine, banner, result, el('div.controls', {}, [stakes.node, spinButton]), paytable());
