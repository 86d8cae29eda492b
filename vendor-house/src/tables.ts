/**
 * The sandbox's table page (docs/sandbox-provider.md "Status", tables): one page for the roulette,
 * sic bo, fan tan, money wheel, keno and Mega Ball tables. The session's rules name the family and
 * variant (GET /api/session `rules.family`); the family's board (tableRoulette.ts, tableDice.ts,
 * tableWheel.ts, tableKeno.ts) draws the layout and the result, this frame keeps the chips placed
 * (chip selector, undo, clear, rebet, total bet), plays one round per click
 * (POST /api/table/play), shows the result and the session's history road.
 */
import { api, ApiError } from './api';
import { t } from './i18n';
import { formatAmount, formatMinorUnits, fromMinor, minorOf } from '../../contract/money';
import { el, mountShell, stakeSelector } from './shell';
import { rouletteBoard } from './tableRoulette';
import { fanTanBoard, sicBoBoard } from './tableDice';
import { wheelBoard } from './tableWheel';
import { kenoBoard } from './tableKeno';
import type { Board, BoardBet, TableRules, WireBet } from './tableTypes';
import './tables.css';

// The loading state until the session answers (mountShell replaces it, or shows the error).
document
  .getElementById('app')!
  .replaceChildren(
    el('div.table-loading', { role: 'status' }, [el('span.spinner'), el('span', { text: t('tables.loading') })]),
  );

const shell = await mountShell<TableRules>('tables.title');
const rules = shell.info.rules;
const chips = stakeSelector(rules.stakes, 1);

/** A placed chip: the bet it went on and its amount (minor units), in the order placed (undo takes the last). */
interface Placement {
  key: string;
  bet: BoardBet;
  amount: bigint;
}
const keyOf = (bet: BoardBet) => `${bet.type}:${(bet.pick ?? []).join('-')}`;
let placements: Placement[] = [];
let lastBets: WireBet[] = [];
let busy = false;

const board: Board = (() => {
  const ctx = { rules, place: (bet: BoardBet) => place(bet), chip: () => minorOf(chips.value()) };
  switch (rules.family) {
    case 'BGS_ROULETTE':
      return rouletteBoard(ctx);
    case 'BGS_SICBO':
      return sicBoBoard(ctx);
    case 'BGS_FANTAN':
      return fanTanBoard(ctx);
    case 'BGS_WHEEL':
      return wheelBoard(ctx);
    default:
      return kenoBoard(ctx);
  }
})();

const total = el('span.total-bet');
const result = el('div.result', { 'aria-live': 'polite' });
const road = el('div.road', { 'aria-label': t('tables.history') });
const emptyRoad = el('p.road-empty', { text: t('tables.noHistory') });
const play = el('button.primary.play', { type: 'button', text: t(board.actionKey) });
const undo = el('button.secondary', { type: 'button', text: t('tables.undo') });
const clear = el('button.secondary', { type: 'button', text: t('tables.clear') });
const rebet = el('button.secondary', { type: 'button', text: t('tables.rebet') });

/** The bets of the board as the round sends them. */
function wireBets(): WireBet[] {
  if (board.own) return board.own.bets(minorOf(chips.value()));
  const sums = new Map<string, { bet: BoardBet; amount: bigint }>();
  for (const p of placements) {
    const s = sums.get(p.key) ?? { bet: p.bet, amount: 0n };
    s.amount += p.amount;
    sums.set(p.key, s);
  }
  return [...sums.values()].map(({ bet, amount }) => ({ ...bet, stake: fromMinor(amount) }));
}

function refresh(): void {
  const amounts = new Map<string, bigint>();
  for (const p of placements) amounts.set(p.key, (amounts.get(p.key) ?? 0n) + p.amount);
  board.showBets(amounts);
  const sum = wireBets().reduce((s, b) => s + minorOf(b.stake), 0n);
  total.replaceChildren(el('span', { text: t('tables.totalBet') }), el('strong', { text: formatMinorUnits(sum) }));
  const empty = sum === 0n;
  play.disabled = busy;
  undo.disabled = clear.disabled = busy || empty;
  rebet.disabled = busy || lastBets.length === 0;
}

function place(bet: BoardBet): void {
  if (busy) return;
  placements.push({ key: keyOf(bet), bet, amount: minorOf(chips.value()) });
  board.reset();
  refresh();
}

undo.addEventListener('click', () => {
  if (board.own) board.own.undo();
  else placements.pop();
  refresh();
});
clear.addEventListener('click', () => {
  if (board.own) board.own.clear();
  placements = [];
  refresh();
});
rebet.addEventListener('click', () => {
  if (board.own) board.own.restore(lastBets);
  else
    placements = lastBets.map((b) => {
      const bet: BoardBet = { type: b.type, ...(b.pick ? { pick: b.pick } : {}) };
      return { key: keyOf(bet), bet, amount: minorOf(b.stake) };
    });
  board.reset();
  refresh();
});
// The keno boards keep their picks themselves: they tell the frame when they change.
board.own?.onChange(() => refresh());
chips.node.addEventListener('click', () => refresh());

async function playRound(): Promise<void> {
  const bets = wireBets();
  if (bets.length === 0) return shell.toast(t(board.own ? 'tables.keno.pickFirst' : 'tables.placeBet'), 'info');
  const sum = bets.reduce((s, b) => s + minorOf(b.stake), 0n);
  if (sum < minorOf(rules.minTotal) || sum > minorOf(rules.maxTotal))
    return shell.toast(
      t('tables.limits', { min: formatAmount(rules.minTotal), max: formatAmount(rules.maxTotal) }),
      'info',
    );
  busy = true;
  refresh();
  result.textContent = '';
  result.className = 'result';
  board.reset();
  try {
    const answer = await api<{
      round: Record<string, unknown> & { totalWin: string; stake: string };
      balance: string;
      fair: { nonce: number };
    }>('/api/table/play', { bets });
    const r = answer.round;
    // The stake left the wallet now; the win is added when the result shows.
    shell.setBalance(formatMinorUnits(minorOf(answer.balance) - minorOf(r.totalWin)));
    await board.reveal(r);
    const won = minorOf(r.totalWin) > 0n;
    result.textContent = `${board.describe(r)} · ${won ? t('common.youWin', { amount: formatAmount(r.totalWin) }) : t('common.noWin')}`;
    result.className = `result ${won ? 'win' : 'lose'}`;
    emptyRoad.remove();
    road.prepend(board.bead(r));
    while (road.children.length > 24) road.lastChild!.remove();
    shell.setBalance(answer.balance);
    shell.setSeeds({ ...shell.info.seeds, nonce: answer.fair.nonce + 1 });
    lastBets = bets;
  } catch (err) {
    shell.fail(err);
    if (err instanceof ApiError && err.code === 'SESSION_NOT_FOUND') play.hidden = true;
  } finally {
    busy = false;
    refresh();
  }
}
play.addEventListener('click', () => void playRound());

const pct = (rtp: number) => (rtp * 100).toFixed(2);
refresh();
shell.stage.classList.add('table-stage');
shell.stage.append(
  board.node,
  result,
  el('div.controls.table-controls', {}, [chips.node, total, undo, clear, rebet, play]),
  el('div.panel.history.table-history', {}, [el('h2', { text: t('tables.history') }), emptyRoad, road]),
  el('p.rules', { text: board.rulesText(pct) }),
);

// The fair bar's "verify the last round" link names the page (tables); the verifier needs the
// table's own game (its variant), which the rules name.
const revealed = document.querySelector('.fairbar .revealed');
if (revealed)
  new MutationObserver(() => {
    for (const link of revealed.querySelectorAll<HTMLAnchorElement>('a.link')) {
      const url = new URL(link.href);
      if (url.searchParams.get('game') === 'tables') {
        url.searchParams.set('game', rules.verifyGame);
        link.href = url.toString();
      }
    }
  }).observe(revealed, { childList: true });
