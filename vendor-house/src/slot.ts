/**
 * The slot page (docs/sandbox-provider.md "Slots"; README "In-house games"): draws any slot the
 * session's rules describe, the in-house "Dragon Fortune Reels" or a sandbox catalogue slot with
 * its own layout (3x3 to 6x5), paylines or ways, symbols, wild, scatter and free spins. Every
 * spin is one POST /api/slot/spin; the page only animates what the server decided: the reels stop
 * one by one, winning lines are drawn (ways: the winning symbols lit reel by reel) with their
 * pays, free spins play out with their multiplier, and the rules dialog shows the paytable for
 * the chosen bet, the exact RTP, hit rate and volatility.
 */
import { api } from './api';
import { LANG, t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector, wait } from './shell';
import { symbolTile, type SymbolInfo } from './slotSymbols';
import './slot.css';

/** GET /api/session rules of a slot (server/vendors/house/service/slotRoutes.ts SlotRulesView). */
interface Rules {
  id: string;
  reels: number;
  rows: number;
  payModel: 'lines' | 'ways';
  lines: number[][];
  ways: number | null;
  betUnits: number;
  symbols: (SymbolInfo & { pays: Record<string, number> })[];
  wild: { id: string; name: { TW: string; EN: string }; reels: number[]; multiplier: number } | null;
  scatter: {
    id: string;
    name: { TW: string; EN: string };
    pays: Record<string, number>;
    freeSpins: { awards: Record<string, number>; multiplier: number; retrigger: boolean } | null;
  } | null;
  strips: string[][];
  volatility: 'low' | 'medium' | 'high';
  rtp: number;
  rtpParts: { lines: number; scatter: number; freeSpins: number };
  hitRate: number;
  featureChance: number;
  stakes: string[];
}
interface Win {
  symbol: string;
  count: number;
  line: number | null;
  ways: number;
  pay: number;
}
interface Spin {
  grid: string[][];
  wins: Win[];
  scatters: number;
  scatterPay: number;
  freeSpinsWon: number;
  multiplier: number;
  win: string;
}
interface SpinAnswer {
  round: { base: Spin; freeSpins: Spin[]; totalWin: string; stake: string };
  balance: string;
  fair: { nonce: number };
}

const shell = await mountShell<Rules>('slot.title');
const rules = shell.info.rules;
document.body.classList.add('slot-page');

const infoOf = new Map<string, SymbolInfo>(rules.symbols.map((s) => [s.id, s]));
if (rules.wild) infoOf.set(rules.wild.id, { id: rules.wild.id, name: rules.wild.name, role: 'wild' });
if (rules.scatter) infoOf.set(rules.scatter.id, { id: rules.scatter.id, name: rules.scatter.name, role: 'scatter' });
const nameOf = (id: string) => {
  const info = infoOf.get(id);
  return info ? (LANG === 'en' ? info.name.EN : info.name.TW) : id;
};
const tile = (id: string) => symbolTile(infoOf.get(id) ?? { id, name: { TW: id, EN: id }, role: 'low' }, LANG);

/** The game's own name: the sandbox game's in the page language, else the in-house title. */
const gameName = shell.info.sandbox
  ? LANG === 'en'
    ? shell.info.sandbox.name.EN
    : shell.info.sandbox.name.TW
  : t('slot.title');
const layoutText =
  rules.payModel === 'lines'
    ? t('slot.layoutLines', { reels: rules.reels, rows: rules.rows, lines: rules.lines.length })
    : t('slot.layoutWays', { reels: rules.reels, rows: rules.rows, ways: (rules.ways ?? 0).toLocaleString('en') });

// The marquee: artwork, name, layout and volatility.
const marquee = el('div.marquee', {}, [
  ...(shell.info.sandbox
    ? [el('img.marquee-art', { src: shell.info.sandbox.art, alt: '', width: '64', height: '64' })]
    : []),
  el('div.marquee-text', {}, [
    el('h2.marquee-name', { text: gameName }),
    el('div.marquee-tags', {}, [
      el('span.tag', { text: layoutText }),
      el(`span.tag.vol-${rules.volatility}`, { text: t(`slot.volatility.${rules.volatility}`) }),
      el('span.tag', { text: t('slot.rtpTag', { rtp: (rules.rtp * 100).toFixed(2) }) }),
    ]),
  ]),
]);

// The reels: one column per reel, `rows` cells each; sizes come from the layout (CSS variables).
const reels = rules.strips.map(() => el('div.reel'));
const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
overlay.setAttribute('viewBox', `0 0 ${rules.reels * 100} ${rules.rows * 100}`);
overlay.setAttribute('preserveAspectRatio', 'none');
overlay.setAttribute('class', 'lines');
overlay.setAttribute('aria-hidden', 'true');
const grid = el('div.reels', {}, reels);
const window_ = el('div.window', {}, [grid, overlay]);
const freeBadge = el('div.free-badge', { hidden: '' });
const machine = el('div.machine', { 'data-layout': `${rules.reels}x${rules.rows}` }, [window_, freeBadge]);
machine.style.setProperty('--cols', String(rules.reels));
machine.style.setProperty('--rows', String(rules.rows));

const banner = el('div.banner', { 'aria-live': 'polite' });
const result = el('div.result', { 'aria-live': 'polite' });
const winList = el('ul.winlist');
const stakes = stakeSelector(rules.stakes, 1);
const spinButton = el('button.primary.spin', { type: 'button', text: t('slot.spin') });
const rulesButton = el('button.secondary', { type: 'button', text: t('slot.paytable') });

function show(screen: string[][]): void {
  screen.forEach((col, i) => reels[i]!.replaceChildren(...col.map(tile)));
}
show(rules.strips.map((strip) => Array.from({ length: rules.rows }, (_, row) => strip[row % strip.length]!)));

/** Money of `pay` bet units at the chosen stake and `multiplier` (rounded down, as the server pays). */
const payMoney = (pay: number, multiplier = 1) =>
  formatMinorUnits((minorOf(stakes.value()) * BigInt(pay * multiplier)) / BigInt(rules.betUnits));

/** Lights the winning cells, draws the winning lines and lists every win with its pay. */
function showWins(spin: Spin): void {
  overlay.replaceChildren();
  const cells = (reel: number) => [...reels[reel]!.children] as HTMLElement[];
  const items: HTMLElement[] = [];
  spin.wins.forEach((w, k) => {
    const colour = `c${k % 8}`;
    if (w.line !== null) {
      const rows = rules.lines[w.line]!;
      const points = rows.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
      const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
      line.setAttribute('points', points);
      line.setAttribute('class', `payline ${colour}`);
      overlay.append(line);
      for (let reel = 0; reel < w.count; reel++) cells(reel)[rows[reel]!]?.classList.add('hit');
    } else {
      for (let reel = 0; reel < w.count; reel++)
        spin.grid[reel]!.forEach((id, row) => {
          if (id === w.symbol || id === rules.wild?.id) cells(reel)[row]?.classList.add('hit');
        });
    }
    const where =
      w.line !== null ? t('slot.lineN', { n: w.line + 1 }) : t('slot.waysN', { ways: w.ways.toLocaleString('en') });
    items.push(
      el(`li.${colour}`, {}, [
        el('span.where', { text: where }),
        el('span.what', { text: t('slot.ofAKind', { count: w.count, symbol: nameOf(w.symbol) }) }),
        el('strong', { text: payMoney(w.pay, spin.multiplier) }),
      ]),
    );
  });
  if (rules.scatter && spin.scatters > 0 && (spin.scatterPay > 0 || spin.freeSpinsWon > 0)) {
    spin.grid.forEach((col, reel) =>
      col.forEach((id, row) => id === rules.scatter!.id && cells(reel)[row]?.classList.add('hit')),
    );
    items.push(
      el('li.scatter', {}, [
        el('span.where', { text: nameOf(rules.scatter.id) }),
        el('span.what', {
          text: spin.freeSpinsWon
            ? t('slot.scatterFree', { count: spin.scatters, spins: spin.freeSpinsWon })
            : t('slot.scatterCount', { count: spin.scatters }),
        }),
        el('strong', { text: payMoney(spin.scatterPay * rules.betUnits, spin.multiplier) }),
      ]),
    );
  }
  winList.replaceChildren(...items);
  machine.classList.toggle('has-win', items.length > 0);
}

/** Spins the reels and stops them one by one on `spin`'s screen. */
async function animate(spin: Spin, fast: boolean): Promise<void> {
  overlay.replaceChildren();
  winList.replaceChildren();
  machine.classList.remove('has-win');
  reels.forEach((reel, i) => {
    const strip = rules.strips[i]!;
    const blur = Array.from({ length: rules.rows * 4 }, (_, k) => strip[(k * 7 + i * 3) % strip.length]!);
    reel.replaceChildren(el('div.blur', {}, blur.map(tile)));
    reel.classList.add('spinning');
  });
  for (let i = 0; i < reels.length; i++) {
    await wait(fast ? 110 : i === 0 ? 520 : 240);
    const reel = reels[i]!;
    reel.classList.remove('spinning');
    reel.replaceChildren(...spin.grid[i]!.map(tile));
    reel.classList.add('landed');
    setTimeout(() => reel.classList.remove('landed'), 320);
  }
  showWins(spin);
}

async function handleSpin(): Promise<void> {
  spinButton.disabled = true;
  rulesButton.disabled = true;
  result.textContent = '';
  result.className = 'result';
  banner.textContent = '';
  try {
    const answer = await api<SpinAnswer>('/api/slot/spin', { stake: stakes.value() });
    shell.setBalance(formatMinorUnits(minorOf(answer.balance) - minorOf(answer.round.totalWin)));
    await animate(answer.round.base, false);
    let total = minorOf(answer.round.base.win);
    const free = answer.round.freeSpins;
    if (free.length > 0) {
      const multiplier = free[0]!.multiplier;
      banner.textContent = t('slot.freeSpinsWon', { count: answer.round.base.freeSpinsWon, multiplier });
      await wait(1500);
      machine.classList.add('free');
      freeBadge.hidden = false;
      for (const [i, spin] of free.entries()) {
        freeBadge.textContent = t('slot.freeBadge', { n: i + 1, count: free.length, multiplier });
        banner.textContent = t('slot.freeSpin', { n: i + 1, count: free.length, win: formatMinorUnits(total) });
        await animate(spin, true);
        total += minorOf(spin.win);
        if (spin.freeSpinsWon > 0) banner.textContent = t('slot.retrigger', { spins: spin.freeSpinsWon });
        await wait(spin.wins.length || spin.freeSpinsWon ? 700 : 200);
      }
      banner.textContent = t('slot.freeSpinsTotal', { count: free.length, win: formatMinorUnits(total) });
      machine.classList.remove('free');
      freeBadge.hidden = true;
    }
    const won = minorOf(answer.round.totalWin) > 0n;
    const big = minorOf(answer.round.totalWin) >= minorOf(answer.round.stake) * 20n;
    result.textContent = won
      ? t(big ? 'slot.bigWin' : 'common.youWin', { amount: formatAmount(answer.round.totalWin) })
      : t('slot.noWin');
    result.className = `result ${won ? 'win' : 'lose'}${big ? ' big' : ''}`;
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
    shell.info.seeds.nonce = answer.fair.nonce + 1;
  } catch (err) {
    machine.classList.remove('free');
    freeBadge.hidden = true;
    show(rules.strips.map((strip) => Array.from({ length: rules.rows }, (_, row) => strip[row % strip.length]!)));
    reels.forEach((r) => r.classList.remove('spinning'));
    shell.fail(err);
  } finally {
    spinButton.disabled = false;
    rulesButton.disabled = false;
  }
}
spinButton.addEventListener('click', () => void handleSpin());

const counts = (table: Record<string, number>) =>
  Object.entries(table)
    .map(([n, v]) => [Number(n), v] as const)
    .filter(([, v]) => v > 0)
    .sort((a, b) => b[0] - a[0]);

/** The rules dialog's body for the chosen stake. */
function rulesBody(): HTMLElement[] {
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  const figure = (label: string, value: string) =>
    el('div.figure', {}, [el('dt', { text: label }), el('dd', { text: value })]);
  const figures = el('dl.figures', {}, [
    figure(t('slot.rtp'), pct(rules.rtp)),
    figure(t('slot.hitRate'), pct(rules.hitRate)),
    figure(t('slot.volatilityLabel'), t(`slot.volatility.${rules.volatility}`)),
    figure(t('slot.layout'), layoutText),
    ...(rules.featureChance > 0
      ? [
          figure(
            t('slot.featureChance'),
            t('slot.oneIn', { n: Math.round(1 / rules.featureChance).toLocaleString('en') }),
          ),
        ]
      : []),
  ]);
  const stake = formatAmount(stakes.value());
  const paysRow = (id: string, table: Record<string, number>, units: number) =>
    el('tr', {}, [
      el('td', {}, [el('div.symcell', {}, [tile(id), el('span', { text: nameOf(id) })])]),
      el('td', {}, [
        el(
          'div.pays',
          {},
          counts(table).map(([n, v]) => el('span', { text: `${n}× ${payMoney(v * units)}` })),
        ),
      ]),
    ]);
  const table = el('table.list.paytable', {}, [
    el('thead', {}, [
      el('tr', {}, [el('th', { text: t('slot.symbol') }), el('th', { text: t('slot.pays', { stake }) })]),
    ]),
    el('tbody', {}, [
      ...rules.symbols.map((s) => paysRow(s.id, s.pays, 1)),
      ...(rules.scatter && counts(rules.scatter.pays).length
        ? [paysRow(rules.scatter.id, rules.scatter.pays, rules.betUnits)]
        : []),
    ]),
  ]);
  const texts: string[] = [
    rules.payModel === 'lines'
      ? t('slot.linesRule', { lines: rules.lines.length })
      : t('slot.waysRule', { ways: (rules.ways ?? 0).toLocaleString('en') }),
  ];
  if (rules.wild)
    texts.push(
      t(rules.wild.multiplier > 1 ? 'slot.wildRuleMultiplier' : 'slot.wildRuleOnly', {
        reels: rules.wild.reels.map((r) => r + 1).join(LANG === 'en' ? ', ' : '、'),
        multiplier: rules.wild.multiplier,
      }),
    );
  const fs = rules.scatter?.freeSpins;
  if (rules.scatter) texts.push(t('slot.scatterRule'));
  if (fs) {
    const awards = counts(fs.awards)
      .reverse()
      .map(([n, v]) => t('slot.award', { count: n, spins: v }))
      .join(LANG === 'en' ? ', ' : '，');
    texts.push(t('slot.freeRule', { awards, multiplier: fs.multiplier }));
    texts.push(t(fs.retrigger ? 'slot.retriggerYes' : 'slot.retriggerNo'));
  }
  texts.push(t('slot.rtpRule', { rtp: pct(rules.rtp) }));
  const minis =
    rules.payModel === 'lines'
      ? [
          el('h3', { text: t('slot.paylines') }),
          el(
            'div.minis',
            {},
            rules.lines.map((rowsOf, n) => {
              const mini = el('div.mini', { title: t('slot.lineN', { n: n + 1 }) }, [
                el('span.n', { text: String(n + 1) }),
                ...Array.from({ length: rules.rows }, (_, row) =>
                  rowsOf.map((r) => el(`i${r === row ? '.on' : ''}`)),
                ).flat(),
              ]);
              mini.style.setProperty('--cols', String(rules.reels));
              return mini;
            }),
          ),
        ]
      : [];
  return [
    figures,
    table,
    el(
      'ul.rules-text',
      {},
      texts.map((text) => el('li', { text })),
    ),
    ...minis,
  ];
}

const dialogBody = el('div.dialog-body');
const closeButton = el('button.secondary', { type: 'button', text: t('slot.close') });
const dialog = el('dialog.rules-dialog', { 'aria-label': t('slot.paytable') }, [
  el('header.dialog-head', {}, [el('h2', { text: `${gameName} · ${t('slot.paytable')}` }), closeButton]),
  dialogBody,
]);
closeButton.addEventListener('click', () => dialog.close());
dialog.addEventListener('click', (event) => event.target === dialog && dialog.close());
rulesButton.addEventListener('click', () => {
  dialogBody.replaceChildren(...rulesBody());
  dialog.showModal();
});

shell.stage.append(
  marquee,
  machine,
  banner,
  result,
  winList,
  el('div.controls', {}, [stakes.node, el('div.buttons', {}, [spinButton, rulesButton])]),
  dialog,
);
