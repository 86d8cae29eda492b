/**
 * The bet slip and the ticket list of the draw pages (docs/lottery.md sections 6 and 7). The slip
 * keeps its rows per draw (Central and South: one slip per province tab), shows each row's cost and
 * the total, and places the chosen draw's rows as one POST /api/draws/slip (all or nothing); a
 * refusal `{ error, line? }` is shown on the slip and on the row it points at. The ticket list shows
 * the player's open and settled tickets with the winning numbers highlighted.
 */
import { api, SESSION } from './api';
import { formatDrawTime, minorOrZero, refusalOf, sumAmounts, type SlipLine, type Ticket } from './drawCore';
import { countdownText, labelText, money, plainNumber, type DrawPage } from './drawPage';
import { LANG, t } from './i18n';
import { el } from './shell';

/** How a slip row is shown: its bet, numbers, amount detail and cost (minor units). */
export interface SlipRowView {
  title: string;
  numbers: string[];
  detail: string;
  cost: bigint;
}

export interface Slip<R> {
  node: HTMLElement;
  /** Adds rows to the chosen draw's slip; false (and says why) when they would pass the line limit or no draw is open. */
  add(rows: R[]): boolean;
  /** How many more lines the chosen draw's slip takes. */
  room(): number;
}

/** The answer of POST /api/draws/slip. */
interface Placed {
  tickets: Ticket[];
  balance: string | null;
}

/** POST /api/draws/slip; resolves the answer or rejects with the refusal's body (`{ error, line? }`). */
async function postSlip(drawId: string, lines: SlipLine[]): Promise<Placed> {
  let res: Response;
  try {
    res = await fetch('/api/draws/slip', {
      method: 'POST',
      headers: { 'x-house-session': SESSION, 'content-type': 'application/json' },
      body: JSON.stringify({ drawId, lines }),
    });
  } catch {
    throw { error: 'NETWORK' };
  }
  const body = (await res.json().catch(() => ({ error: 'INTERNAL_ERROR' }))) as unknown;
  if (!res.ok) throw body;
  return body as Placed;
}

/**
 * The slip of a draw page. `describe` shows a row, `toLines` turns the rows into the API lines and
 * says which row each line came from (4D: a Big and a Small line per row).
 */
export function createSlip<R>(
  page: DrawPage,
  describe: (row: R) => SlipRowView,
  toLines: (rows: R[]) => { lines: SlipLine[]; owner: number[] },
): Slip<R> {
  const slips = new Map<string, R[]>();
  const refused = new Map<number, string>();
  const rowsOf = () => slips.get(page.draw()?.drawId ?? '') ?? [];
  const list = el('ol.sliplines');
  const heading = el('h2');
  const total = el('strong.sliptotal');
  const count = el('span.slipcount');
  const message = el('p.slipmsg', { role: 'status' });
  const place = el('button.primary', { type: 'button', text: t('draws.slip.place') });
  const clear = el('button.secondary', { type: 'button', text: t('draws.slip.clear') });

  const say = (text: string, kind: 'ok' | 'error' | '') => {
    message.textContent = text;
    message.className = `slipmsg ${kind}`;
  };

  const render = () => {
    const d = page.draw();
    const rows = rowsOf();
    heading.textContent = d ? `${t('draws.slip.title')} · ${labelText(d.label)}` : t('draws.slip.title');
    const views = rows.map(describe);
    list.replaceChildren(
      ...(rows.length === 0
        ? [el('li.empty', { text: t('draws.slip.empty') })]
        : views.map((v, i) => {
            const remove = el('button.remove', {
              type: 'button',
              text: '×',
              'aria-label': t('draws.slip.remove'),
              title: t('draws.slip.remove'),
            });
            remove.addEventListener('click', () => {
              rows.splice(i, 1);
              refused.clear();
              say('', '');
              render();
            });
            const why = refused.get(i);
            return el(`li.slipline${why ? '.refused' : ''}`, {}, [
              el('div.slipmain', {}, [
                el('strong', { text: v.title }),
                el('span.slipdetail', { text: v.detail }),
                el('span.linecost', { text: money(sumAmounts([v.cost])) }),
                remove,
              ]),
              el(
                'div.nums',
                {},
                v.numbers.map((n) => el('span.num', { text: n })),
              ),
              ...(why ? [el('p.linewhy', { text: why })] : []),
            ]);
          })),
    );
    const lineCount = toLines(rows).lines.length;
    count.textContent = t('draws.slip.lines', { count: lineCount });
    total.textContent = money(sumAmounts(views.map((v) => v.cost)));
    const open = !!d && d.open && Date.parse(d.closesAt) > Date.now();
    place.disabled = rows.length === 0 || !open;
    clear.disabled = rows.length === 0;
    if (d && !open && rows.length > 0 && !message.textContent) say(t('errors.BETTING_CLOSED'), 'error');
  };

  place.addEventListener('click', async () => {
    const d = page.draw();
    const rows = rowsOf();
    if (!d || rows.length === 0) return;
    const { lines, owner } = toLines(rows);
    place.disabled = true;
    refused.clear();
    say(t('draws.slip.placing'), '');
    try {
      const placed = await postSlip(d.drawId, lines);
      const stake = sumAmounts(rows.map((r) => describe(r).cost));
      slips.set(d.drawId, []);
      say(t('draws.slip.placed', { count: placed.tickets.length, amount: money(stake) }), 'ok');
      page.shell.toast(t('draws.slip.placed', { count: placed.tickets.length, amount: money(stake) }), 'win');
      page.shell.setBalance(placed.balance);
      await page.refresh();
    } catch (err) {
      const refusal = refusalOf(err, lines.length);
      const text = t(refusal.key, { code: refusal.code, defaultValue: t('errors.INTERNAL_ERROR') });
      const row = refusal.line === null ? null : (owner[refusal.line] ?? null);
      if (row !== null) refused.set(row, text);
      say(row === null ? text : t('draws.slip.refusedLine', { n: row + 1, message: text }), 'error');
      page.shell.toast(text, 'error');
    }
    render();
  });
  clear.addEventListener('click', () => {
    slips.set(page.draw()?.drawId ?? '', []);
    refused.clear();
    say('', '');
    render();
  });
  page.onChange(render);
  // Closing time passes without a state answer: the button follows the clock.
  setInterval(() => {
    const d = page.draw();
    if (d && !place.disabled && Date.parse(d.closesAt) <= Date.now()) render();
  }, 1000);

  const node = el('aside.slip.panel', { 'aria-label': t('draws.slip.title') }, [
    heading,
    list,
    el('div.sliptotals', {}, [count, el('span', { text: t('draws.slip.total') }), total]),
    message,
    el('div.slipactions', {}, [clear, place]),
  ]);
  render();

  const room = () => Math.max(0, page.state().limits.maxLines - toLines(rowsOf()).lines.length);
  return {
    node,
    room,
    add: (rows) => {
      const d = page.draw();
      if (!d || !d.open) {
        say(t('errors.BETTING_CLOSED'), 'error');
        return false;
      }
      const next = [...rowsOf(), ...rows];
      if (toLines(next).lines.length > page.state().limits.maxLines) {
        say(t('draws.invalid.tooManyLines', { max: page.state().limits.maxLines }), 'error');
        return false;
      }
      slips.set(d.drawId, next);
      refused.clear();
      say('', '');
      render();
      return true;
    },
  };
}

/**
 * How a ticket's bet and amount read on a page (a Vietnam bet type with points or stake, a 4D Big /
 * Small with its mode) and, for lô, how many times each winning number came up.
 */
export type TicketText = (ticket: Ticket) => { bet: string; amount: string; times?: Map<string, number> };

/**
 * One ticket's numbers: the winning ones highlighted (a lô number that came up k times marked ×k,
 * each nháy pays), and the drawn numbers a box, iBox or roll won on.
 */
function ticketNumbers(ticket: Ticket, nhay?: Map<string, number>): HTMLElement {
  const times = new Map<string, number>(ticket.winningNumbers.map((n) => [n, nhay?.get(n) ?? 1]));
  const chip = (n: string) => {
    const k = times.get(n) ?? 0;
    return el(`span.num${k ? '.hit' : ''}`, { text: k > 1 ? `${n} ×${k}` : n });
  };
  const extra = [...times.keys()].filter((n) => !ticket.numbers.includes(n));
  return el('div.nums', {}, [
    ...ticket.numbers.map(chip),
    ...(extra.length ? [el('span.arrow', { text: '→' }), ...extra.map(chip)] : []),
  ]);
}

/** A table of tickets. */
function ticketTable(tickets: Ticket[], timeZone: string, text: TicketText): HTMLElement {
  const cols = ['placed', 'draw', 'bet', 'numbers', 'amount', 'odds', 'status', 'hits', 'win'] as const;
  return el('table.list.tickets', {}, [
    el('thead', {}, [
      el(
        'tr',
        {},
        cols.map((c) => el('th', { text: t(`draws.tickets.col.${c}`) })),
      ),
    ]),
    el(
      'tbody',
      {},
      tickets.map((tk) => {
        const { bet, amount, times } = text(tk);
        return el('tr', {}, [
          el('td.time', { text: formatDrawTime(tk.placedAt, timeZone, LANG, 'full') }),
          el('td', {}, [el('div', { text: labelText(tk.label) }), el('div.muted.small', { text: tk.drawId })]),
          el('td', { text: bet }),
          el('td', {}, [ticketNumbers(tk, times)]),
          el('td.amount', { text: amount }),
          el('td', { text: plainNumber(tk.odds) }),
          el(`td.${tk.status}`, { text: t(`draws.tickets.status.${tk.status}`) }),
          el('td', { text: tk.status === 'open' ? '–' : String(tk.hits) }),
          el(`td.amount${tk.status === 'won' ? '.won' : ''}`, { text: tk.status === 'open' ? '–' : money(tk.win) }),
        ]);
      }),
    ),
  ]);
}

/**
 * Fills the My tickets view: open tickets (with the time left to their draw) and settled ones,
 * newest first, asking GET /api/draws/tickets each time the view opens.
 */
export function mountTickets(page: DrawPage, text: TicketText): void {
  let tickets = page.state().tickets;
  const render = () => {
    const open = tickets.filter((tk) => tk.status === 'open');
    const settled = tickets.filter((tk) => tk.status !== 'open');
    const zone = page.state().timeZone;
    const section = (key: string, list: Ticket[]) =>
      el('div.panel.ticketlist', {}, [
        el('h2', { text: t(key, { count: list.length }) }),
        list.length === 0 ? el('p.empty', { text: t('draws.tickets.none') }) : ticketTable(list, zone, text),
      ]);
    const next = page.state().draws.find((d) => open.some((tk) => tk.drawId === d.drawId));
    page.panes.tickets.replaceChildren(
      ...(next
        ? [
            el('p.nextdraw', {
              text: t('draws.tickets.nextDraw', {
                label: labelText(next.label),
                time: countdownText(Date.parse(next.drawAt) - Date.now()),
              }),
            }),
          ]
        : []),
      section('draws.tickets.open', open),
      section('draws.tickets.settled', settled),
    );
  };
  // A ticket seen open and now settled as won: congratulate once (the draw came while the page was open).
  const seenOpen = new Set(tickets.filter((tk) => tk.status === 'open').map((tk) => tk.ticketId));
  page.onChange(() => {
    tickets = page.state().tickets;
    const won = tickets.filter((tk) => tk.status === 'won' && seenOpen.has(tk.ticketId));
    if (won.length > 0)
      page.shell.toast(t('common.youWin', { amount: money(sumAmounts(won.map((tk) => minorOrZero(tk.win)))) }), 'win');
    seenOpen.clear();
    for (const tk of tickets) if (tk.status === 'open') seenOpen.add(tk.ticketId);
    render();
  });
  page.onView(async (view) => {
    if (view !== 'tickets') return;
    try {
      tickets = (await api<{ tickets: Ticket[] }>('/api/draws/tickets')).tickets;
    } catch (err) {
      page.shell.fail(err);
    }
    render();
  });
  render();
}
