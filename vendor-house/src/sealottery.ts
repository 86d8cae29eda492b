/**
 * SEA 4D, the vendor's game page (BGS_SEA_4D; docs/lottery.md sections 3 and 6): the next draw
 * ("Draw 5123/26") with its countdown and hash, a 4-digit entry with Big and Small stakes, the
 * quick bet modes straight / box / iBox / roll (R) with their number of combinations and the line
 * total, Lucky Pick, the slip, my tickets, and the results view: the sheet (1st, 2nd, 3rd, 10
 * Special, 10 Consolation), past draws and the Big and Small payout tables.
 */
import { api } from './api';
import { formatLocalDate, localToday, sumAmounts, tierOdds, type DrawResult, type Ticket } from './drawCore';
import { initialView, labelText, money, mountDrawPage, verifyHref } from './drawPage';
import { fourDSheetNode, payoutTable, seedLine } from './drawSheet';
import { createSlip, mountTickets } from './drawSlip';
import {
  check4DRow,
  fourDRowCost,
  fourDSlipLines,
  FOUR_D_MODES,
  iboxOdds,
  luckyPick,
  normalize4D,
  numbersOf,
  type FourDMode,
  type FourDRow,
} from './fourD';
import { LANG, t } from './i18n';
import { el } from './shell';
import './sealottery.css';

const page = await mountDrawPage('sealottery.title', () => t('sealottery.title'));
const limits = () => page.state().limits;
const modeName = (mode: string) => t(`sealottery.mode.${mode}`, { defaultValue: mode });

const slip = createSlip<FourDRow>(
  page,
  (row) => ({
    title: `${row.number} · ${modeName(row.mode)}`,
    numbers: row.mode === 'straight' ? [] : numbersOf(row.number, row.mode).slice(0, 24),
    detail: [
      row.big.trim() && `${t('sealottery.bet.big')} ${money(row.big)}`,
      row.small.trim() && `${t('sealottery.bet.small')} ${money(row.small)}`,
    ]
      .filter(Boolean)
      .join(' · '),
    cost: fourDRowCost(row),
  }),
  fourDSlipLines,
);

// ---- entry
let mode: FourDMode = 'straight';
const number = el('input.fdnumber', {
  type: 'text',
  maxlength: '4',
  autocomplete: 'off',
  spellcheck: 'false',
  placeholder: '0000',
  'aria-label': t('sealottery.number'),
});
const big = el('input.amount', {
  type: 'text',
  inputmode: 'decimal',
  autocomplete: 'off',
  placeholder: '0',
  'aria-label': t('sealottery.bet.big'),
});
const small = el('input.amount', {
  type: 'text',
  inputmode: 'decimal',
  autocomplete: 'off',
  placeholder: '0',
  'aria-label': t('sealottery.bet.small'),
});
big.value = limits().minStake;
const modeButtons = FOUR_D_MODES.map((m) => {
  const b = el('button.seg', { type: 'button', 'data-mode': m, text: modeName(m), 'aria-pressed': String(m === mode) });
  b.addEventListener('click', () => setMode(m));
  return b;
});
const modeInfo = el('p.typeinfo');
const combos = el('div.combos');
const msg = el('p.fieldmsg', { role: 'status' });
const lucky = el('button.secondary', { type: 'button', text: t('sealottery.lucky') });
const add = el('button.primary', { type: 'button', text: t('sealottery.add') });

const row = (): FourDRow => ({
  number: normalize4D(number.value) ?? number.value.trim().toUpperCase(),
  mode,
  big: big.value,
  small: small.value,
});

function setMode(m: FourDMode): void {
  mode = m;
  for (const b of modeButtons) b.setAttribute('aria-pressed', String(b.dataset.mode === m));
  renderEntry();
}

function renderEntry(): void {
  const r = row();
  const bigOdds = page.state().betTypes.find((b) => b.code === 'big');
  modeInfo.textContent = t(`sealottery.modeInfo.${mode}`);
  const n = normalize4D(number.value);
  const problem = check4DRow(r, limits());
  if (
    n === null ||
    (problem !== null && problem !== 'noStake' && problem !== 'stakeRange' && problem !== 'lineTotal')
  ) {
    combos.replaceChildren(
      el('span.muted', {
        text: problem && number.value.trim().length === 4 ? t(`draws.invalid.${problem}`) : t('sealottery.enterNumber'),
      }),
    );
    return;
  }
  const list = numbersOf(n, mode);
  const first = tierOdds(bigOdds ?? { code: 'big', odds: '0', price: null }).find((x) => x.tier === 'FIRST')?.odds;
  combos.replaceChildren(
    el('div.combosum', {}, [
      el('strong', { text: t('sealottery.combinations', { count: list.length }) }),
      el('span', { text: t('sealottery.lineTotal', { amount: money(sumAmounts([fourDRowCost(r)])) }) }),
      ...(mode === 'ibox' && first
        ? [el('span.muted', { text: t('sealottery.iboxPays', { odds: iboxOdds(first, list.length), full: first }) })]
        : []),
    ]),
    ...(mode === 'straight'
      ? []
      : [
          el(
            'div.nums',
            {},
            list.slice(0, 24).map((x) => el('span.num', { text: x })),
          ),
        ]),
  );
}

number.addEventListener('input', () => {
  const v = number.value.toUpperCase();
  if (v !== number.value) number.value = v;
  if (v.includes('R') && mode !== 'roll') setMode('roll');
  else if (!v.includes('R') && mode === 'roll' && v.length === 4) setMode('straight');
  else renderEntry();
});
for (const input of [big, small]) input.addEventListener('input', renderEntry);
lucky.addEventListener('click', () => {
  number.value = luckyPick();
  setMode('straight');
});
add.addEventListener('click', () => {
  const r = row();
  const problem = check4DRow(r, limits());
  if (problem) {
    msg.textContent =
      r.number === ''
        ? t('sealottery.enterNumber')
        : t(`draws.invalid.${problem}`, { min: money(limits().minStake), maxStake: money(limits().maxStake) });
    msg.className = 'fieldmsg error';
    return;
  }
  if (!slip.add([{ ...r, big: r.big.trim(), small: r.small.trim() }])) return;
  msg.textContent = t('sealottery.added', { number: r.number });
  msg.className = 'fieldmsg ok';
  number.value = '';
  renderEntry();
  number.focus();
});
number.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') add.click();
});

const payoutSlot = el('div.payoutslot');
page.panes.betting.append(
  el('div.betlayout', {}, [
    el('div.betcol', {}, [
      el('div.panel.betpanel.fdentry', {}, [
        el('h2', { text: t('sealottery.entry') }),
        el('div.fdfields', {}, [
          el('label.fdfield', {}, [el('span', { text: t('sealottery.number') }), number]),
          el('label.fdfield', {}, [el('span', { text: t('sealottery.bet.big') }), big]),
          el('label.fdfield', {}, [el('span', { text: t('sealottery.bet.small') }), small]),
        ]),
        el('div.segs.modes', { role: 'group', 'aria-label': t('sealottery.modeLabel') }, modeButtons),
        modeInfo,
        combos,
        el('div.pickactions', {}, [lucky, add]),
        msg,
      ]),
      el('div.panel.payoutpanel', {}, [
        el('h2', { text: t('sealottery.payouts') }),
        payoutSlot,
        el('p.muted', { text: t('sealottery.payoutNote') }),
      ]),
    ]),
    slip.node,
  ]),
);

// ---- results
let shownId = '';
let picked: DrawResult[] | null = null;
const pastList = el('ol.pastdraws');
const sheetSlot = el('div.panel.sheetpanel');
const resultsPayouts = el('div.panel.payoutpanel');
const date = el('input.datepick', { type: 'date', 'aria-label': t('draws.results.date') });
const latest = el('button.secondary.small', { type: 'button', text: t('draws.results.latest') });
page.panes.results.append(
  el('div.panel.resultbar', {}, [el('h2', { text: t('draws.results.title') }), date, latest]),
  el('div.fdresults', {}, [
    el('div.panel.pastpanel', {}, [el('h3', { text: t('sealottery.pastDraws') }), pastList]),
    sheetSlot,
    resultsPayouts,
  ]),
);

function renderResults(): void {
  const s = page.state();
  const list = picked ?? s.results;
  date.max = localToday(s.timeZone, Date.now());
  const shown = list.find((r) => r.drawId === shownId) ?? list[0];
  pastList.replaceChildren(
    ...s.results.map((r) => {
      const b = el('button.pastdraw', { type: 'button', 'aria-pressed': String(r.drawId === shown?.drawId) }, [
        el('strong', { text: labelText(r.label) }),
        el('span', { text: formatLocalDate(r.localDate, LANG) }),
        el('code', {
          text:
            r.status === 'drawn'
              ? (r.prizes.find((p) => p.tier === 'FIRST')?.numbers[0] ?? '')
              : t('draws.tickets.status.void'),
        }),
      ]);
      b.addEventListener('click', () => {
        picked = null;
        shownId = r.drawId;
        renderResults();
      });
      return el('li', {}, [b]);
    }),
  );
  if (!shown) {
    sheetSlot.replaceChildren(
      el('p.empty', {
        text: picked ? t('draws.results.none', { date: formatLocalDate(date.value, LANG) }) : t('sealottery.noResults'),
      }),
    );
  } else {
    sheetSlot.replaceChildren(
      el('h3.sheettitle', { text: `${labelText(shown.label)} · ${formatLocalDate(shown.localDate, LANG)}` }),
      ...(shown.status === 'drawn' ? [fourDSheetNode(shown.prizes)] : []),
      seedLine(shown, verifyHref(s.game, shown)),
    );
  }
  resultsPayouts.replaceChildren(
    el('h3', { text: t('sealottery.payouts') }),
    payoutTable(s.betTypes),
    el('p.muted', { text: t('sealottery.payoutNote') }),
  );
}

date.addEventListener('change', async () => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date.value)) return;
  try {
    picked = (await api<{ results: DrawResult[] }>(`/api/draws/results?${new URLSearchParams({ date: date.value })}`))
      .results;
  } catch (err) {
    page.shell.fail(err);
    picked = [];
  }
  shownId = picked[0]?.drawId ?? '';
  renderResults();
});
latest.addEventListener('click', () => {
  picked = null;
  shownId = '';
  date.value = '';
  renderResults();
});

/** How a 4D ticket reads in My tickets: Big or Small with its mode, and its stake. */
const ticketText = (tk: Ticket) => ({
  bet: `${t(`sealottery.bet.${tk.betType}`, { defaultValue: tk.betType })} · ${modeName(tk.mode ?? 'straight')}`,
  amount: money(tk.stake),
});
mountTickets(page, ticketText);
page.onChange(() => {
  payoutSlot.replaceChildren(payoutTable(page.state().betTypes));
  renderResults();
});
payoutSlot.replaceChildren(payoutTable(page.state().betTypes));
renderEntry();
renderResults();
page.show(initialView());
