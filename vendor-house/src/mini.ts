/**
 * The mini games page (docs/sandbox-provider.md Status "Mini games"): one panel per mini game,
 * each a board and a control column in the house look. A sandbox session shows its catalogue
 * game's panel only (its own name, artwork and the sandbox mark come from the shell); a BGS
 * session shows every game behind tabs. One-shot games (crash with an automatic cash-out target,
 * limbo, dice, plinko, coin flip, race) play in one call to POST /api/mini/bet and animate the
 * drawn result; chained games (mines, tower, goal rush, penalty kick, hi-lo) start, step and cash
 * out through /api/mini/{start,step,cashout}, the round the server keeps (resumed on reload from
 * GET /api/mini/state). After each round its record links to the verify page.
 */
import { api, ApiError } from './api';
import { cardNode, type CardData } from './cards';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector, wait } from './shell';
import './mini.css';

type Game =
  'crash' | 'limbo' | 'dice' | 'plinko' | 'coinflip' | 'race' | 'mines' | 'tower' | 'goalRush' | 'penaltyKick' | 'hilo';
const ALL_GAMES: Game[] = [
  'crash',
  'limbo',
  'dice',
  'mines',
  'tower',
  'plinko',
  'hilo',
  'coinflip',
  'goalRush',
  'penaltyKick',
  'race',
];
type Risk = 'low' | 'medium' | 'high';
interface Rules {
  stakes: string[];
  edge: number;
  crash: { minTarget: number; maxTarget: number; instantCrash: number };
  dice: { minChance: number; maxChance: number };
  mines: Record<string, number[]>;
  tower: Record<string, { rows: number; tiles: number; safe: number; multipliers: number[] }>;
  pick: Record<
    'goalRush' | 'penaltyKick',
    { shots: number; targets: number; blocked: number; multipliers: Record<string, number[]> }
  >;
  plinko: Record<string, Record<Risk, { table: number[]; rtp: number }>>;
  race: { weights: number[]; odds: number[] };
  coinflip: { multiplier: number };
}
interface Fair {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}
interface BetAnswer<R> {
  round: R & { payout: string };
  balance: string | null;
  fair: Fair;
  verify: Record<string, unknown>;
}
interface ChainRound {
  game: Game;
  status: 'playing' | 'lost' | 'cashedOut';
  stake: string;
  multiplier: number;
  payout: string;
  /** Mines: the mine tiles; ladders: the losing tiles per row (the rows passed while playing, all once over). */
  layout?: number[] | number[][];
  revealed?: number[];
  mines?: number;
  picks?: number[];
  rules?: { rows: number; tiles: number; safe: number };
  cards?: CardData[];
  moves?: string[];
}
interface ChainAnswer {
  round: ChainRound | null;
  fair?: Fair;
  canCashOut?: boolean;
  balance: string | null;
  verify?: Record<string, unknown>;
  game?: Game | null;
}

const shell = await mountShell<Rules>('mini.title');
const rules = shell.info.rules;
const LANG = shell.info.language;
const x = (m: number, digits = 2) =>
  `${m.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}×`;
const pct = (p: number) => `${(p * 100).toFixed(2)}%`;

/** An error toast; the mini games' own texts for a round in play or none. */
function fail(err: unknown): void {
  if (err instanceof ApiError && (err.code === 'HAND_IN_PROGRESS' || err.code === 'NO_HAND'))
    shell.toast(t(`mini.errors.${err.code}`), 'error');
  else shell.fail(err);
}

/** The line under the board: the last round's record and the link to verify it once the seed is revealed. */
const record = el('p.mini-record', { hidden: '' });
let lastRecord: { fair: Fair; verify: Record<string, unknown> } | null = null;
/** The server seed revealed for the last round's seed pair (the fair panel's "change seed"), or null. */
let revealedSeed: string | null = null;
/** The last revealed seed the fair panel showed (a later round's pair is not revealed by it). */
let seenSeed: string | null = null;

/** Draws the last round's record: its nonce and the verify link (with the server seed once revealed). */
function renderRecord(): void {
  if (!lastRecord) return;
  const { fair, verify } = lastRecord;
  const href = `/play/verify?${new URLSearchParams({
    lang: LANG.toLowerCase(),
    game: 'mini',
    clientSeed: fair.clientSeed,
    nonce: String(fair.nonce),
    mini: JSON.stringify(verify),
    ...(revealedSeed ? { serverSeed: revealedSeed } : {}),
  })}`;
  record.hidden = false;
  record.replaceChildren(
    el('span', { text: t('mini.record', { nonce: fair.nonce }) }),
    el('a.link', { href, target: '_blank', rel: 'noopener', text: t('mini.verifyRound') }),
  );
}

/** Keeps a finished round's record and shows the seed pair's next nonce. */
function showRecord(fair: Fair, verify: Record<string, unknown>): void {
  lastRecord = { fair, verify };
  revealedSeed = null;
  renderRecord();
  shell.setSeeds({ ...shell.info.seeds, ...fair, nonce: fair.nonce + 1 });
}

// The shell's fair panel shows the revealed seed after a rotation: the last round's link then carries it.
new MutationObserver(() => {
  const seed = document.querySelector('.fairbar .revealed code')?.textContent ?? null;
  if (!seed || seed === seenSeed) return;
  seenSeed = seed;
  if (!lastRecord) return;
  revealedSeed = seed;
  renderRecord();
}).observe(document.querySelector('.fairbar')!, { childList: true, subtree: true });

/** Recent results of a panel as chips (newest first, at most 12). */
function historyStrip(): { node: HTMLElement; add(text: string, won: boolean): void } {
  const node = el('div.mini-history', { 'aria-label': t('mini.history') });
  return {
    node,
    add(text, won) {
      node.prepend(el(`span.hchip.${won ? 'won' : 'lost'}`, { text }));
      while (node.children.length > 12) node.lastChild!.remove();
    },
  };
}

/** A labelled control of the side column. */
const field = (label: string, input: HTMLElement, extra: HTMLElement[] = []) =>
  el('label.mini-field', {}, [el('span.flabel', { text: label }), input, ...extra]);
/** A read-only figure of the side column (win chance, payout...). */
function stat(label: string): { node: HTMLElement; set(text: string): void } {
  const value = el('strong');
  return { node: el('div.mini-stat', {}, [el('span', { text: label }), value]), set: (s) => (value.textContent = s) };
}
/** A segmented choice. */
function segmented<V extends string>(
  values: readonly V[],
  label: (v: V) => string,
  initial: V,
  onChange: (v: V) => void = () => undefined,
): { node: HTMLElement; value(): V; set(v: V): void; disable(d: boolean): void } {
  let chosen = initial;
  const buttons = values.map((v) => {
    const b = el('button.seg', {
      type: 'button',
      text: label(v),
      'aria-pressed': String(v === initial),
      'data-value': v,
    });
    b.addEventListener('click', () => {
      chosen = v;
      for (const o of buttons) o.setAttribute('aria-pressed', String(o === b));
      onChange(v);
    });
    return b;
  });
  return {
    node: el('div.segmented', { role: 'group' }, buttons),
    value: () => chosen,
    set: (v) => buttons.find((b) => b.dataset.value === v)?.click(),
    disable: (d) => buttons.forEach((b) => (b.disabled = d)),
  };
}
/** A number input. */
function numberInput(value: string, min: string, max: string, step: string): HTMLInputElement {
  return el('input.mini-input', { type: 'number', value, min, max, step, inputmode: 'decimal' });
}
/** The main action button with its loading state. */
function actionButton(text: string): HTMLButtonElement {
  return el('button.primary.mini-go', { type: 'button', text });
}
async function busy<T>(button: HTMLButtonElement, work: () => Promise<T>): Promise<T | undefined> {
  button.disabled = true;
  button.classList.add('busy');
  try {
    return await work();
  } catch (err) {
    fail(err);
    return undefined;
  } finally {
    button.disabled = false;
    button.classList.remove('busy');
  }
}

/** Plays a one-shot bet: the balance shows the stake taken until the result is drawn, then the return. */
async function bet<R>(game: Game, stake: string, params: Record<string, unknown>): Promise<BetAnswer<R>> {
  const answer = await api<BetAnswer<R>>('/api/mini/bet', { game, stake, ...params });
  if (answer.balance !== null)
    shell.setBalance(formatMinorUnits(minorOf(answer.balance) - minorOf(answer.round.payout)));
  return answer;
}
/** After a one-shot round's animation: the balance, the result line and the record. */
function settle(answer: BetAnswer<unknown>, result: HTMLElement, lost: string): void {
  shell.setBalance(answer.balance);
  const won = minorOf(answer.round.payout) > 0n;
  result.className = `result ${won ? 'win' : 'lose'}`;
  result.textContent = won ? t('common.youWin', { amount: formatAmount(answer.round.payout) }) : lost;
  if (won) shell.toast(t('common.youWin', { amount: formatAmount(answer.round.payout) }), 'win');
  showRecord(answer.fair, answer.verify);
}

interface Panel {
  node: HTMLElement;
  /** Shows an unfinished round the server kept (chained games). */
  resume?(answer: ChainAnswer): void;
}

/** The layout of a panel: the board, the result line and the control column. */
function layout(
  board: HTMLElement,
  controls: HTMLElement[],
  result: HTMLElement,
  extra: HTMLElement[] = [],
): HTMLElement {
  return el('section.mini-panel', {}, [
    el('aside.mini-controls.panel', {}, controls),
    el('div.mini-main', {}, [el('div.mini-board.panel', {}, [board]), result, ...extra]),
  ]);
}

// ----- Crash ---------------------------------------------------------------------------------

function crashPanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const target = numberInput('2.00', String(rules.crash.minTarget), '1000000', '0.01');
  const chance = stat(t('mini.winChance'));
  const profit = stat(t('mini.payoutOnWin'));
  const update = () => {
    const m = Number(target.value);
    const ok = Number.isFinite(m) && m >= rules.crash.minTarget;
    chance.set(ok ? pct((1 - rules.edge) / m) : '—');
    profit.set(ok ? formatMinorUnits((minorOf(stakes.value()) * BigInt(Math.round(m * 100))) / 100n) : '—');
  };
  target.addEventListener('input', update);
  stakes.node.addEventListener('click', update);
  update();
  const canvas = el('canvas.crash-canvas', { width: '720', height: '360' });
  const big = el('div.crash-mult', { text: x(1) });
  const note = el('div.crash-note', { text: t('mini.crash.ready') });
  const result = el('div.result', { 'aria-live': 'polite' });
  const history = historyStrip();
  const go = actionButton(t('mini.bet'));
  const ctx = canvas.getContext('2d');
  const draw = (m: number, top: number, crashed: boolean, cashed: number | null) => {
    if (!ctx) return;
    const w = canvas.width;
    const h = canvas.height;
    ctx.clearRect(0, 0, w, h);
    const dark =
      matchMedia('(prefers-color-scheme: dark)').matches || !matchMedia('(prefers-color-scheme: light)').matches;
    ctx.strokeStyle = dark ? 'rgba(255,255,255,0.08)' : 'rgba(20,30,60,0.1)';
    ctx.lineWidth = 1;
    for (let i = 1; i < 6; i++) {
      ctx.beginPath();
      ctx.moveTo(0, (h * i) / 6);
      ctx.lineTo(w, (h * i) / 6);
      ctx.stroke();
    }
    const yMax = Math.max(2, top);
    const px = (v: number) => h - 24 - ((v - 1) / (yMax - 1)) * (h - 60);
    const steps = 80;
    ctx.beginPath();
    ctx.moveTo(30, px(1));
    for (let i = 1; i <= steps; i++) {
      const v = 1 + (m - 1) * Math.pow(i / steps, 2.2);
      ctx.lineTo(30 + ((w - 80) * i) / steps, px(v));
    }
    ctx.lineWidth = 5;
    ctx.strokeStyle = crashed ? '#ef4a5a' : '#f5c451';
    ctx.stroke();
    ctx.lineTo(w - 50, h - 24);
    ctx.lineTo(30, h - 24);
    ctx.closePath();
    ctx.fillStyle = crashed ? 'rgba(239,74,90,0.14)' : 'rgba(245,196,81,0.16)';
    ctx.fill();
    if (cashed !== null && cashed <= m) {
      ctx.setLineDash([6, 6]);
      ctx.strokeStyle = '#22c57a';
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.moveTo(30, px(cashed));
      ctx.lineTo(w - 50, px(cashed));
      ctx.stroke();
      ctx.setLineDash([]);
    }
    // The rocket at the tip of the curve.
    ctx.fillStyle = crashed ? '#ef4a5a' : '#fff3c4';
    ctx.beginPath();
    ctx.arc(w - 50, px(m), 9, 0, Math.PI * 2);
    ctx.fill();
  };
  draw(1, 2, false, null);
  go.addEventListener(
    'click',
    () =>
      void busy(go, async () => {
        result.textContent = '';
        const m = Number(target.value);
        const answer = await bet<{ point: number; target: number; won: boolean }>('crash', stakes.value(), {
          target: m,
        });
        const point = answer.round.point;
        // The multiplier rises as e^(kt), taking at most 5 s to reach the drawn point.
        const duration = Math.min(5000, Math.max(600, Math.log(point) * 2600));
        const start = performance.now();
        big.className = 'crash-mult';
        note.textContent = t('mini.crash.flying');
        await new Promise<void>((resolve) => {
          const frame = (now: number) => {
            const f = Math.min(1, (now - start) / duration);
            const v = Math.exp(Math.log(point) * f);
            big.textContent = x(Math.floor(v * 100) / 100);
            draw(v, Math.max(v, 2), false, answer.round.won && v >= m ? m : null);
            if (f < 1) requestAnimationFrame(frame);
            else resolve();
          };
          requestAnimationFrame(frame);
        });
        big.textContent = x(point);
        big.className = `crash-mult ${answer.round.won ? 'cashed' : 'crashed'}`;
        draw(point, Math.max(point, 2), true, answer.round.won ? m : null);
        note.textContent = answer.round.won
          ? t('mini.crash.cashedOut', { target: x(m), point: x(point) })
          : t('mini.crash.crashed', { point: x(point) });
        history.add(x(point), answer.round.won);
        settle(answer, result, t('mini.crash.lost', { point: x(point) }));
      }),
  );
  const board = el('div.crash-board', {}, [canvas, el('div.crash-overlay', {}, [big, note])]);
  return {
    node: layout(
      board,
      [
        stakes.node,
        field(t('mini.crash.target'), target),
        chance.node,
        profit.node,
        go,
        el('p.mini-help', { text: t('mini.crash.help', { chance: pct(rules.crash.instantCrash) }) }),
      ],
      result,
      [history.node],
    ),
  };
}

// ----- Limbo ---------------------------------------------------------------------------------

function limboPanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const target = numberInput('2.00', String(rules.crash.minTarget), '1000000', '0.01');
  const chance = stat(t('mini.winChance'));
  const update = () => {
    const m = Number(target.value);
    chance.set(Number.isFinite(m) && m >= 1.01 ? pct((1 - rules.edge) / m) : '—');
  };
  target.addEventListener('input', update);
  update();
  const big = el('div.limbo-number', { text: x(1) });
  const caption = el('div.limbo-caption', { text: t('mini.limbo.caption', { target: x(2) }) });
  const result = el('div.result', { 'aria-live': 'polite' });
  const history = historyStrip();
  const go = actionButton(t('mini.bet'));
  go.addEventListener(
    'click',
    () =>
      void busy(go, async () => {
        const m = Number(target.value);
        caption.textContent = t('mini.limbo.caption', { target: x(m) });
        const answer = await bet<{ result: number; won: boolean }>('limbo', stakes.value(), { target: m });
        big.className = 'limbo-number';
        for (let i = 1; i <= 24; i++) {
          big.textContent = x(1 + (answer.round.result - 1) * Math.pow(i / 24, 3));
          await wait(28);
        }
        big.textContent = x(answer.round.result);
        big.className = `limbo-number ${answer.round.won ? 'won' : 'lost'}`;
        history.add(x(answer.round.result), answer.round.won);
        settle(answer, result, t('common.noWin'));
      }),
  );
  return {
    node: layout(
      el('div.limbo-board', {}, [big, caption]),
      [stakes.node, field(t('mini.limbo.target'), target), chance.node, go],
      result,
      [history.node],
    ),
  };
}

// ----- Dice ----------------------------------------------------------------------------------

function dicePanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const side = segmented(
    ['under', 'over'] as const,
    (s) => t(`mini.dice.${s}`),
    'under',
    () => update(),
  );
  const slider = el('input.dice-slider', {
    type: 'range',
    min: '2',
    max: '98',
    step: '0.01',
    value: '49.50',
    'aria-label': t('mini.dice.number'),
  });
  const number = numberInput('49.50', '0.01', '99.98', '0.01');
  const chance = stat(t('mini.winChance'));
  const multiplier = stat(t('mini.multiplier'));
  const track = el('div.dice-track', {}, [slider]);
  const marker = el('div.dice-marker', { hidden: '' }, [el('span', { text: '' })]);
  const scale = el(
    'div.dice-scale',
    {},
    ['0', '25', '50', '75', '100'].map((n) => el('span', { text: n })),
  );
  const update = () => {
    const v = Number(number.value);
    const c = side.value() === 'under' ? v / 100 : (99.99 - v) / 100;
    const ok = Number.isFinite(v) && c >= rules.dice.minChance && c <= rules.dice.maxChance;
    chance.set(ok ? pct(c) : '—');
    multiplier.set(ok ? x(Math.floor(((1 - rules.edge) / c) * 10_000) / 10_000, 4) : '—');
    track.style.setProperty('--pos', `${Math.min(100, Math.max(0, v))}%`);
    track.classList.toggle('over', side.value() === 'over');
  };
  slider.addEventListener('input', () => {
    number.value = Number(slider.value).toFixed(2);
    update();
  });
  number.addEventListener('input', () => {
    slider.value = number.value;
    update();
  });
  update();
  const result = el('div.result', { 'aria-live': 'polite' });
  const history = historyStrip();
  const go = actionButton(t('mini.dice.roll'));
  go.addEventListener(
    'click',
    () =>
      void busy(go, async () => {
        const answer = await bet<{ roll: number; won: boolean }>('dice', stakes.value(), {
          side: side.value(),
          target: Number(Number(number.value).toFixed(2)),
        });
        marker.hidden = false;
        marker.className = 'dice-marker';
        marker.style.setProperty('--roll', `${answer.round.roll}%`);
        await wait(450);
        marker.classList.add(answer.round.won ? 'won' : 'lost');
        marker.firstElementChild!.textContent = answer.round.roll.toFixed(2);
        history.add(answer.round.roll.toFixed(2), answer.round.won);
        settle(answer, result, t('mini.dice.lost', { roll: answer.round.roll.toFixed(2) }));
      }),
  );
  return {
    node: layout(
      el('div.dice-board', {}, [el('div.dice-lane', {}, [marker, track]), scale]),
      [
        stakes.node,
        field(t('mini.dice.side'), side.node),
        field(t('mini.dice.number'), number),
        chance.node,
        multiplier.node,
        go,
      ],
      result,
      [history.node],
    ),
  };
}

// ----- Plinko --------------------------------------------------------------------------------

function plinkoPanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const rows = el(
    'select.mini-input',
    {},
    Object.keys(rules.plinko).map((r) => el('option', { value: r, text: r })),
  );
  rows.value = '12';
  const risk = segmented(
    ['low', 'medium', 'high'] as const,
    (r) => t(`mini.plinko.${r}`),
    'medium',
    () => redraw(),
  );
  const rtp = stat(t('mini.rtp'));
  const canvas = el('canvas.plinko-canvas', { width: '640', height: '520' });
  const slots = el('div.plinko-slots');
  const ctx = canvas.getContext('2d');
  const geometry = () => {
    const n = Number(rows.value);
    const gap = Math.min(36, 600 / (n + 2));
    return { n, gap, top: 40, cx: canvas.width / 2 };
  };
  const pins = (ball?: { x: number; y: number }) => {
    if (!ctx) return;
    const { n, gap, top, cx } = geometry();
    ctx.clearRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = 'rgba(200,210,240,0.85)';
    for (let r = 0; r < n; r++)
      for (let i = 0; i <= r + 2; i++) {
        ctx.beginPath();
        ctx.arc(cx + (i - (r + 2) / 2) * gap, top + r * gap, 3.2, 0, Math.PI * 2);
        ctx.fill();
      }
    if (ball) {
      ctx.fillStyle = '#ff5577';
      ctx.beginPath();
      ctx.arc(ball.x, ball.y, 7, 0, Math.PI * 2);
      ctx.fill();
    }
  };
  const redraw = () => {
    const table = rules.plinko[rows.value]![risk.value()];
    rtp.set(pct(table.rtp));
    slots.replaceChildren(
      ...table.table.map((m, k) => {
        const heat = m >= 10 ? 'hot' : m >= 2 ? 'warm' : m >= 1 ? 'mild' : 'cold';
        return el(`span.pslot.${heat}`, { 'data-slot': String(k), text: m >= 100 ? `${m}` : `${m}×` });
      }),
    );
    const { n, gap } = geometry();
    slots.style.setProperty('--slot', `${gap}px`);
    slots.style.setProperty('--count', String(n + 1));
    pins();
  };
  rows.addEventListener('change', redraw);
  redraw();
  const result = el('div.result', { 'aria-live': 'polite' });
  const history = historyStrip();
  const go = actionButton(t('mini.plinko.drop'));
  go.addEventListener(
    'click',
    () =>
      void busy(go, async () => {
        rows.disabled = true;
        risk.disable(true);
        try {
          const answer = await bet<{ path: (0 | 1)[]; slot: number; multiplier: number }>('plinko', stakes.value(), {
            rows: Number(rows.value),
            risk: risk.value(),
          });
          const { gap, top, cx } = geometry();
          let pos = 0;
          for (let r = 0; r < answer.round.path.length; r++) {
            const from = { x: cx + (pos - r / 2) * gap, y: top + (r - 1) * gap };
            pos += answer.round.path[r]!;
            const to = { x: cx + (pos - (r + 1) / 2) * gap, y: top + r * gap };
            for (let s = 1; s <= 6; s++) {
              const f = s / 6;
              pins({
                x: from.x + (to.x - from.x) * f,
                y: from.y + (to.y - from.y) * f - Math.sin(f * Math.PI) * gap * 0.35,
              });
              await wait(16);
            }
          }
          pins();
          const slot = slots.querySelector<HTMLElement>(`[data-slot="${answer.round.slot}"]`);
          slot?.classList.add('hit');
          setTimeout(() => slot?.classList.remove('hit'), 900);
          history.add(x(answer.round.multiplier, answer.round.multiplier < 10 ? 1 : 0), answer.round.multiplier >= 1);
          settle(answer, result, t('mini.plinko.landed', { multiplier: x(answer.round.multiplier, 1) }));
        } finally {
          rows.disabled = false;
          risk.disable(false);
        }
      }),
  );
  return {
    node: layout(
      el('div.plinko-board', {}, [canvas, slots]),
      [stakes.node, field(t('mini.plinko.rows'), rows), field(t('mini.plinko.risk'), risk.node), rtp.node, go],
      result,
      [history.node],
    ),
  };
}

// ----- Coin flip -----------------------------------------------------------------------------

function coinPanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const side = segmented(['heads', 'tails'] as const, (s) => t(`mini.coin.${s}`), 'heads');
  const multiplier = stat(t('mini.multiplier'));
  multiplier.set(x(rules.coinflip.multiplier));
  const coin = el('div.coin', {}, [
    el('div.face.heads', { text: t('mini.coin.headsMark') }),
    el('div.face.tails', { text: t('mini.coin.tailsMark') }),
  ]);
  const result = el('div.result', { 'aria-live': 'polite' });
  const history = historyStrip();
  const go = actionButton(t('mini.coin.flip'));
  go.addEventListener(
    'click',
    () =>
      void busy(go, async () => {
        const answer = await bet<{ side: 'heads' | 'tails'; won: boolean }>('coinflip', stakes.value(), {
          side: side.value(),
        });
        coin.className = 'coin';
        void coin.offsetWidth;
        coin.classList.add(answer.round.side === 'heads' ? 'spin-heads' : 'spin-tails');
        await wait(1300);
        history.add(t(`mini.coin.${answer.round.side}`), answer.round.won);
        settle(answer, result, t('mini.coin.lost', { side: t(`mini.coin.${answer.round.side}`) }));
      }),
  );
  return {
    node: layout(
      el('div.coin-board', {}, [coin]),
      [stakes.node, field(t('mini.coin.call'), side.node), multiplier.node, go],
      result,
      [history.node],
    ),
  };
}

// ----- Race ----------------------------------------------------------------------------------

function racePanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const count = rules.race.weights.length;
  const runners = Array.from({ length: count }, (_, i) => i);
  const pick = segmented(runners.map(String), (r) => `${Number(r) + 1} · ${x(rules.race.odds[Number(r)]!)}`, '0');
  pick.node.classList.add('race-pick');
  const lanes = runners.map((i) => {
    const horse = el(`span.horse.silk${i}`, { text: String(i + 1) });
    const place = el('span.place');
    return {
      lane: el('div.lane', {}, [
        el('span.lane-name', { text: t('mini.race.runner', { n: i + 1 }) }),
        el('div.lane-track', {}, [horse]),
        place,
      ]),
      horse,
      place,
    };
  });
  const result = el('div.result', { 'aria-live': 'polite' });
  const history = historyStrip();
  const go = actionButton(t('mini.race.start'));
  go.addEventListener(
    'click',
    () =>
      void busy(go, async () => {
        const runner = Number(pick.value());
        for (const l of lanes) {
          l.horse.className = l.horse.className.replace(/ ?(run|p\d)/g, '');
          l.place.textContent = '';
          l.lane.classList.toggle('mine', lanes.indexOf(l) === runner);
        }
        const answer = await bet<{ order: number[]; winner: number; won: boolean }>('race', stakes.value(), { runner });
        await wait(30);
        answer.round.order.forEach((r, place) => {
          lanes[r]!.horse.classList.add('run', `p${place}`);
        });
        await wait(2400);
        answer.round.order.forEach(
          (r, place) => (lanes[r]!.place.textContent = t('mini.race.place', { n: place + 1 })),
        );
        history.add(String(answer.round.winner + 1), answer.round.won);
        settle(answer, result, t('mini.race.lost', { n: answer.round.winner + 1 }));
      }),
  );
  return {
    node: layout(
      el(
        'div.race-board',
        {},
        lanes.map((l) => l.lane),
      ),
      [stakes.node, field(t('mini.race.pick'), pick.node, []), go],
      result,
      [history.node],
    ),
  };
}

// ----- Chained games: shared -----------------------------------------------------------------

/** What every chained panel shares: start, step and cash out calls, the cash-out button and the result line. */
function chained(game: Game, draw: (round: ChainRound, canCashOut: boolean) => void) {
  const result = el('div.result', { 'aria-live': 'polite' });
  const cashOut = el('button.secondary.mini-cashout', { type: 'button', text: t('mini.cashOut') });
  cashOut.disabled = true;
  let fair: Fair | null = null;
  let playing = false;
  const show = (answer: ChainAnswer) => {
    if (answer.fair) {
      fair = answer.fair;
      shell.setSeeds({ ...shell.info.seeds, ...answer.fair, nonce: answer.fair.nonce + 1 });
    }
    const round = answer.round;
    if (!round) return;
    playing = round.status === 'playing';
    cashOut.disabled = !answer.canCashOut;
    cashOut.textContent = answer.canCashOut
      ? t('mini.cashOutAmount', {
          amount: formatMinorUnits((minorOf(round.stake) * BigInt(Math.round(round.multiplier * 10_000))) / 10_000n),
        })
      : t('mini.cashOut');
    draw(round, answer.canCashOut ?? false);
    if (round.status === 'playing') {
      result.className = 'result';
      result.textContent = t('mini.current', { multiplier: x(round.multiplier, 2) });
    } else {
      const won = round.status === 'cashedOut';
      result.className = `result ${won ? 'win' : 'lose'}`;
      result.textContent = won
        ? t('common.youWin', { amount: formatAmount(round.payout) })
        : t(`mini.${game === 'hilo' ? 'hilo' : game === 'goalRush' || game === 'penaltyKick' ? 'pick' : game}.lost`);
      if (won) shell.toast(t('common.youWin', { amount: formatAmount(round.payout) }), 'win');
      if (fair && answer.verify) showRecord(fair, answer.verify);
    }
    shell.setBalance(answer.balance);
  };
  const call = async (path: string, body: Record<string, unknown>, button: HTMLButtonElement) => {
    const answer = await busy(button, () => api<ChainAnswer>(path, body));
    if (answer) show(answer);
    return answer;
  };
  cashOut.addEventListener('click', () => void call('/api/mini/cashout', {}, cashOut));
  return {
    result,
    cashOut,
    show,
    isPlaying: () => playing,
    start: (stake: string, params: Record<string, unknown>, button: HTMLButtonElement) =>
      call('/api/mini/start', { game, stake, ...params }, button),
    step: (body: Record<string, unknown>, button: HTMLButtonElement) => call('/api/mini/step', body, button),
  };
}

/** A gem (safe) or a mine (losing) icon, drawn in SVG (no emoji font needed). */
function icon(kind: 'gem' | 'mine' | 'ball' | 'glove'): SVGSVGElement {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 40 40');
  svg.setAttribute('class', `icon ${kind}`);
  const add = (tag: string, attrs: Record<string, string>) => {
    const node = document.createElementNS(NS, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    svg.append(node);
  };
  if (kind === 'gem') {
    add('polygon', { points: '20,4 34,15 20,36 6,15', class: 'gem-body' });
    add('polygon', { points: '20,4 27,15 20,36 13,15', class: 'gem-shine' });
  } else if (kind === 'mine') {
    for (let a = 0; a < 8; a++) {
      const r = (a * Math.PI) / 4;
      add('line', {
        x1: '20',
        y1: '20',
        x2: String(20 + 16 * Math.cos(r)),
        y2: String(20 + 16 * Math.sin(r)),
        class: 'mine-spike',
      });
    }
    add('circle', { cx: '20', cy: '20', r: '11', class: 'mine-body' });
    add('circle', { cx: '16', cy: '16', r: '3', class: 'mine-shine' });
  } else if (kind === 'ball') {
    add('circle', { cx: '20', cy: '20', r: '14', class: 'ball-body' });
    add('polygon', { points: '20,12 26,17 24,24 16,24 14,17', class: 'ball-patch' });
  } else {
    add('rect', { x: '10', y: '8', width: '20', height: '24', rx: '8', class: 'glove-body' });
    add('rect', { x: '12', y: '26', width: '16', height: '8', rx: '2', class: 'glove-cuff' });
  }
  return svg;
}

// ----- Mines ---------------------------------------------------------------------------------

function minesPanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const mines = el(
    'select.mini-input',
    {},
    Object.keys(rules.mines).map((m) => el('option', { value: m, text: m })),
  );
  mines.value = '3';
  const next = stat(t('mini.nextMultiplier'));
  const tiles = Array.from({ length: 25 }, (_, i) =>
    el('button.tile', { type: 'button', 'data-tile': String(i), 'aria-label': t('mini.mines.tile', { n: i + 1 }) }),
  );
  const go = actionButton(t('mini.start'));
  const showNext = (safe: number) => {
    const ladder = rules.mines[mines.value]!;
    next.set(safe < ladder.length ? x(ladder[safe]!) : '—');
  };
  mines.addEventListener('change', () => showNext(0));
  showNext(0);
  const game = chained('mines', (round) => {
    const layout = (round.layout as number[] | undefined) ?? [];
    const revealed = round.revealed ?? [];
    for (const [i, tile] of tiles.entries()) {
      tile.className = 'tile';
      tile.replaceChildren();
      const open = revealed.includes(i);
      if (open) tile.classList.add('open');
      if (layout.includes(i)) {
        tile.append(icon('mine'));
        tile.classList.add(open ? 'boom' : 'shown');
      } else if (open) tile.append(icon('gem'));
      else if (round.status !== 'playing') {
        tile.append(icon('gem'));
        tile.classList.add('shown');
      }
      tile.disabled = round.status !== 'playing' || open;
    }
    const playing = round.status === 'playing';
    go.hidden = playing;
    stakes.node.hidden = playing;
    mines.disabled = playing;
    if (round.mines) mines.value = String(round.mines);
    showNext(playing ? revealed.length : 0);
  });
  for (const tile of tiles) {
    tile.disabled = true;
    tile.addEventListener('click', () => void game.step({ tile: Number(tile.dataset.tile) }, tile));
  }
  go.addEventListener('click', () => void game.start(stakes.value(), { mines: Number(mines.value) }, go));
  return {
    node: layout(
      el('div.mines-grid', {}, tiles),
      [stakes.node, field(t('mini.mines.count'), mines), next.node, go, game.cashOut],
      game.result,
    ),
    resume: game.show,
  };
}

// ----- Tower and the pick games (ladders) -----------------------------------------------------

function ladderPanel(kind: 'tower' | 'goalRush' | 'penaltyKick'): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const isTower = kind === 'tower';
  const difficulty = isTower
    ? segmented(
        Object.keys(rules.tower),
        (d) => t(`mini.tower.${d}`),
        'medium',
        () => reshape(),
      )
    : null;
  const pickRules = isTower ? null : rules.pick[kind];
  const keeper = pickRules
    ? el(
        'select.mini-input',
        {},
        Object.keys(pickRules.multipliers).map((k) => el('option', { value: k, text: k })),
      )
    : null;
  if (keeper && pickRules) {
    keeper.value = String(pickRules.blocked);
    keeper.addEventListener('change', () => reshape());
  }
  const next = stat(t('mini.nextMultiplier'));
  const shape = () => {
    if (isTower) {
      const d = rules.tower[difficulty!.value()]!;
      return { rows: d.rows, tiles: d.tiles, multipliers: d.multipliers };
    }
    return { rows: pickRules!.shots, tiles: pickRules!.targets, multipliers: pickRules!.multipliers[keeper!.value]! };
  };
  const board = el(`div.ladder.${isTower ? 'tower' : 'goal'}`);
  const go = actionButton(isTower ? t('mini.start') : t('mini.pick.start'));
  let current: ChainRound | null = null;
  const game = chained(kind, (round) => {
    current = round;
    render();
  });
  const render = () => {
    const s = current?.rules ?? shape();
    const ladder = current?.rules ? shape() : shape();
    const picks = current?.picks ?? [];
    const layout = (current?.layout as number[][] | undefined) ?? [];
    const playing = current?.status === 'playing';
    const rows = Array.from({ length: s.rows }, (_, r) => {
      const active = playing && r === picks.length;
      const tiles = Array.from({ length: s.tiles }, (_, i) => {
        const tile = el('button.tile', {
          type: 'button',
          'aria-label': t('mini.ladder.tile', { row: r + 1, n: i + 1 }),
        });
        const losing = layout[r]?.includes(i) ?? false;
        const picked = picks[r] === i;
        if (picked) tile.classList.add('open');
        if (layout[r]) {
          if (losing) {
            tile.append(icon(isTower ? 'mine' : 'glove'));
            tile.classList.add(picked ? 'boom' : 'shown');
          } else if (picked || !playing) {
            tile.append(icon(isTower ? 'gem' : 'ball'));
            if (!picked) tile.classList.add('shown');
          }
        }
        tile.disabled = !active;
        if (active) tile.addEventListener('click', () => void game.step({ tile: i }, tile));
        return tile;
      });
      const mult = ladder.multipliers[r];
      return el(`div.ladder-row${active ? '.active' : ''}${r < picks.length ? '.passed' : ''}`, {}, [
        el('span.ladder-mult', { text: mult ? x(mult) : '' }),
        el('div.ladder-tiles', {}, tiles),
      ]);
    });
    // The tower is climbed from the bottom; the shots of a pick game run from the first down.
    board.replaceChildren(...(isTower ? rows.reverse() : rows));
    go.hidden = playing;
    stakes.node.hidden = playing;
    difficulty?.disable(playing);
    if (keeper) keeper.disabled = playing;
    next.set(
      playing
        ? ladder.multipliers[picks.length]
          ? x(ladder.multipliers[picks.length]!)
          : '—'
        : x(ladder.multipliers[0]!),
    );
  };
  const reshape = () => {
    if (current?.status !== 'playing') current = null;
    render();
  };
  render();
  go.addEventListener('click', () => {
    const params = isTower ? { difficulty: difficulty!.value() } : { blocked: Number(keeper!.value) };
    current = null;
    void game.start(stakes.value(), params, go);
  });
  const params = isTower
    ? [field(t('mini.tower.difficulty'), difficulty!.node)]
    : [field(t('mini.pick.keeper'), keeper!)];
  return {
    node: layout(
      board,
      [
        stakes.node,
        ...params,
        next.node,
        go,
        game.cashOut,
        el('p.mini-help', { text: t(isTower ? 'mini.tower.help' : `mini.pick.help.${kind}`) }),
      ],
      game.result,
    ),
    resume: (answer) => {
      if (answer.round?.rules && difficulty) {
        const d = Object.entries(rules.tower).find(
          ([, v]) => v.tiles === answer.round!.rules!.tiles && v.safe === answer.round!.rules!.safe,
        );
        if (d) difficulty.set(d[0]);
      }
      if (answer.round?.rules && keeper) keeper.value = String(answer.round.rules.tiles - answer.round.rules.safe);
      game.show(answer);
    },
  };
}

// ----- Hi-Lo ---------------------------------------------------------------------------------

function hiloPanel(): Panel {
  const stakes = stakeSelector(rules.stakes, 2);
  const current = el('div.hilo-card');
  const trail = el('div.hilo-trail');
  const go = actionButton(t('mini.start'));
  const moves = (['higher', 'lower', 'same', 'skip'] as const).map((m) => {
    const b = el(`button.secondary.hilo-move.${m}`, { type: 'button' }, [
      el('span', { text: t(`mini.hilo.${m}`) }),
      el('small'),
    ]);
    return { m, b };
  });
  const wins = (rank: number, m: string) => (m === 'higher' ? 13 - rank : m === 'lower' ? rank - 1 : 1);
  const game = chained('hilo', (round) => {
    const cards = round.cards ?? [];
    const playing = round.status === 'playing';
    current.replaceChildren(
      cardNode(cards[Math.min(cards.length - 1, playing ? cards.length - 1 : cards.length - 1)] ?? null),
    );
    trail.replaceChildren(
      ...cards
        .slice(0, -1)
        .map((c, i) =>
          el('div.hilo-step', {}, [cardNode(c), el('span', { text: t(`mini.hilo.${round.moves?.[i] ?? 'skip'}`) })]),
        ),
    );
    const rank = cards.at(-1)?.rank ?? 7;
    const base = round.multiplier > 1 ? round.multiplier : 1 - rules.edge;
    for (const { m, b } of moves) {
      b.hidden = !playing;
      const w = m === 'skip' ? 13 : wins(rank, m);
      b.disabled = !playing || w === 0;
      b.lastElementChild!.textContent = m === 'skip' ? '' : w === 0 ? '—' : `${pct(w / 13)} · ${x((base * 13) / w)}`;
    }
    go.hidden = playing;
    stakes.node.hidden = playing;
  });
  for (const { m, b } of moves) {
    b.hidden = true;
    b.addEventListener('click', () => void game.step({ move: m }, b));
  }
  current.replaceChildren(cardNode(null));
  go.addEventListener('click', () => void game.start(stakes.value(), {}, go));
  return {
    node: layout(
      el('div.hilo-board', {}, [current, trail]),
      [stakes.node, go, ...moves.map((m) => m.b), game.cashOut, el('p.mini-help', { text: t('mini.hilo.help') })],
      game.result,
    ),
    resume: game.show,
  };
}

// ----- The page ------------------------------------------------------------------------------

const FACTORIES: Record<Game, () => Panel> = {
  crash: crashPanel,
  limbo: limboPanel,
  dice: dicePanel,
  plinko: plinkoPanel,
  coinflip: coinPanel,
  race: racePanel,
  mines: minesPanel,
  tower: () => ladderPanel('tower'),
  goalRush: () => ladderPanel('goalRush'),
  penaltyKick: () => ladderPanel('penaltyKick'),
  hilo: hiloPanel,
};

const loading = el('div.mini-loading', { role: 'status', 'aria-label': t('mini.loading') }, [
  el('span.spinner'),
  el('span', { text: t('mini.loading') }),
]);
shell.stage.append(loading);

/** Loads the session's mini game and unfinished round, then draws the panels (a retry on failure). */
async function start(): Promise<void> {
  loading.hidden = false;
  let state: ChainAnswer;
  try {
    state = await api<ChainAnswer>('/api/mini/state');
  } catch (err) {
    loading.hidden = true;
    const retry = el('button.secondary', { type: 'button', text: t('mini.retry') });
    const box = el('div.panel.mini-error', {}, [
      el('p', {
        text: t(`errors.${err instanceof ApiError ? err.code : 'INTERNAL_ERROR'}`, {
          defaultValue: t('errors.INTERNAL_ERROR'),
        }),
      }),
      retry,
    ]);
    retry.addEventListener('click', () => {
      box.remove();
      void start();
    });
    shell.stage.append(box);
    return;
  }
  loading.hidden = true;
  const games = state.game ? [state.game] : ALL_GAMES;
  const open = state.round?.game ?? games[0]!;
  const panels = new Map<Game, Panel>();
  const host = el('div.mini-host');
  const tabs = el('nav.mini-tabs', { role: 'tablist' });
  const select = (game: Game) => {
    let panel = panels.get(game);
    if (!panel) {
      panel = FACTORIES[game]();
      panels.set(game, panel);
    }
    host.replaceChildren(panel.node);
    for (const tab of tabs.children)
      tab.setAttribute('aria-selected', String((tab as HTMLElement).dataset.game === game));
  };
  for (const game of games) {
    const tab = el('button.mini-tab', {
      type: 'button',
      role: 'tab',
      'data-game': game,
      text: t(`mini.games.${game}`),
    });
    tab.addEventListener('click', () => select(game));
    tabs.append(tab);
  }
  const heading =
    state.game && !shell.info.sandbox ? [el('h2.mini-heading', { text: t(`mini.games.${state.game}`) })] : [];
  shell.stage.append(
    ...(games.length > 1 ? [tabs] : heading),
    host,
    record,
    el('p.rules', { text: t('mini.rules', { rtp: pct(1 - rules.edge) }) }),
  );
  select(open);
  if (state.round) panels.get(open)!.resume?.(state);
}
await start();
