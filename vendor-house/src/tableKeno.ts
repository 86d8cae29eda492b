/**
 * The keno and Mega Ball board (docs/sandbox-provider.md "Keno"): the card of numbers (80, 40 or
 * 51), the player's picks (up to the game's most), a quick pick, the paytable of the pick count,
 * and the draw: the balls revealed one by one, the hits lit; Mega Ball adds the mega ball and its
 * multiplier. The board keeps its own bet: one ticket of the picks at the chosen chip.
 */
import { t } from './i18n';
import { el, wait } from './shell';
import type { Board, BoardContext, Round, WireBet } from './tableTypes';
import { fromMinor } from '../../contract/money';

interface KenoRound extends Round {
  drawn: number[];
  megaBall: { number: number; multiplier: number } | null;
  tickets: { pick: number[]; hits: number; megaHit: boolean; win: string }[];
}

/** The keno board of `ctx.rules` (Keno, Mini Keno or Mega Ball). */
export function kenoBoard(ctx: BoardContext): Board {
  const { rules } = ctx;
  const numbers = rules.numbers ?? 80;
  const maxPick = rules.maxPick ?? 10;
  const mega = !!rules.megaBall;
  let picks: number[] = [];
  const listeners: (() => void)[] = [];
  const changed = () => {
    for (const cell of cells) cell.classList.toggle('picked', picks.includes(Number(cell.dataset.n)));
    pickCount.textContent = t('tables.keno.picked', { count: picks.length, max: maxPick });
    drawPaytable();
    for (const l of listeners) l();
  };
  const cells = Array.from({ length: numbers }, (_, i) => {
    const n = i + 1;
    const cell = el('button.kn', { type: 'button', 'data-n': String(n), text: String(n) });
    cell.addEventListener('click', () => {
      if (picks.includes(n)) picks = picks.filter((x) => x !== n);
      else if (picks.length < maxPick) picks = [...picks, n];
      else return;
      reset();
      changed();
    });
    return cell;
  });
  const grid = el(`div.keno-grid.n${numbers}`, {}, cells);
  const pickCount = el('span.pick-count');
  const quick = el('button.secondary.quick', { type: 'button', text: t('tables.keno.quickPick') });
  quick.addEventListener('click', () => {
    const want = Math.max(1, Math.min(maxPick, picks.length || maxPick));
    const pool = Array.from({ length: numbers }, (_, i) => i + 1);
    picks = [];
    // A quick pick is the page's own choice, not a round's draw (the draw is the server's).
    while (picks.length < want) picks.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
    reset();
    changed();
  });
  const paytable = el('table.paytable');
  const drawPaytable = () => {
    const table = rules.paytables?.find((p) => p.pick === picks.length);
    if (!table) {
      paytable.replaceChildren(el('caption', { text: t('tables.keno.paytableEmpty') }));
      return;
    }
    paytable.replaceChildren(
      el('caption', { text: t('tables.keno.paytable', { count: picks.length, rtp: (table.rtp * 100).toFixed(2) }) }),
      el('tr', {}, [el('th', { text: t('tables.keno.hits') }), el('th', { text: t('tables.keno.pays') })]),
      ...table.returns
        .map((r, hits) => ({ r, hits }))
        .filter(({ r }) => r > 0)
        .reverse()
        .map(({ r, hits }) =>
          el('tr', { 'data-hits': String(hits) }, [
            el('td', { text: String(hits) }),
            el('td', { text: `${r / 100}x` }),
          ]),
        ),
    );
  };
  const balls = el('div.drawn-balls', { 'aria-live': 'polite' });
  const megaSlot = el(
    'div.mega-slot',
    {},
    mega ? [el('span.mega-title', { text: t('tables.keno.megaBall') }), el('span.ball.mega', { text: '?' })] : [],
  );
  megaSlot.hidden = !mega;
  const node = el('section.table-board.keno', {}, [
    el('div.keno-card', {}, [
      el('div.keno-head', {}, [
        el('strong', {
          text: t(mega ? 'tables.keno.cardMega' : 'tables.keno.card', { numbers, drawn: rules.drawn ?? 20 }),
        }),
        pickCount,
        quick,
      ]),
      grid,
    ]),
    el('div.keno-side', {}, [megaSlot, el('div.sb-caption', { text: t('tables.keno.drawn') }), balls, paytable]),
  ]);
  const reset = () => {
    for (const cell of cells) cell.classList.remove('drawn', 'hit', 'mega');
    for (const row of paytable.querySelectorAll('tr')) row.classList.remove('won');
  };
  changed();
  return {
    node,
    actionKey: 'tables.draw',
    showBets: () => undefined,
    async reveal(round) {
      const r = round as KenoRound;
      balls.replaceChildren();
      const ticket = r.tickets[0];
      const picked = new Set(ticket?.pick ?? []);
      for (const n of r.drawn) {
        const cell = cells[n - 1]!;
        cell.classList.add(picked.has(n) ? 'hit' : 'drawn');
        balls.append(el(`span.ball${picked.has(n) ? '.hit' : ''}`, { text: String(n) }));
        await wait(r.drawn.length > 12 ? 90 : 160);
      }
      if (r.megaBall) {
        const ball = megaSlot.querySelector('.ball')!;
        await wait(300);
        ball.textContent = `${r.megaBall.number}`;
        megaSlot.querySelector('.mega-mult')?.remove();
        megaSlot.append(el('span.mega-mult', { text: `× ${r.megaBall.multiplier}` }));
        cells[r.megaBall.number - 1]!.classList.add('mega');
      }
      if (ticket) paytable.querySelector(`tr[data-hits="${ticket.hits}"]`)?.classList.add('won');
    },
    reset() {
      reset();
      if (mega) {
        megaSlot.querySelector('.ball')!.textContent = '?';
        megaSlot.querySelector('.mega-mult')?.remove();
      }
    },
    describe: (round) => {
      const r = round as KenoRound;
      const ticket = r.tickets[0]!;
      return ticket.megaHit && r.megaBall
        ? t('tables.keno.resultMega', {
            hits: ticket.hits,
            count: ticket.pick.length,
            multiplier: r.megaBall.multiplier,
          })
        : t('tables.keno.result', { hits: ticket.hits, count: ticket.pick.length });
    },
    bead: (round) => {
      const ticket = (round as KenoRound).tickets[0]!;
      return el(`span.bead.kb${ticket.hits > 0 ? '.hitbead' : ''}`, { text: `${ticket.hits}/${ticket.pick.length}` });
    },
    rulesText: (pct) =>
      t(mega ? 'tables.keno.rulesMega' : 'tables.keno.rules', {
        numbers,
        drawn: rules.drawn ?? 20,
        max: maxPick,
        min: pct(Math.min(...(rules.paytables ?? []).map((p) => p.rtp))),
        top: pct(Math.max(...(rules.paytables ?? []).map((p) => p.rtp))),
      }),
    own: {
      bets: (stake): WireBet[] =>
        picks.length > 0 ? [{ type: 'ticket', pick: [...picks], stake: fromMinor(stake) }] : [],
      undo() {
        picks = picks.slice(0, -1);
        changed();
      },
      clear() {
        picks = [];
        changed();
      },
      restore(bets) {
        picks = [...(bets[0]?.pick ?? [])];
        reset();
        changed();
      },
      onChange: (listener) => listeners.push(listener),
    },
  };
}
