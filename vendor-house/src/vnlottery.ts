/**
 * Vietnam lottery, the vendor's game page (BGS_VN_NORTH / CENTRAL / SOUTH; docs/lottery.md
 * sections 2 and 6): bet type tabs (lô 2 số, lô 3 số, đề, 3 càng, xiên 2/3/4) with their price and
 * payout, the 00-99 picker with its quick selectors (đầu, đuôi, chẵn / lẻ, tài / xỉu), typed
 * numbers for the 3-digit types, quick pick, points (lô) or stake per line, the bet slip, my
 * tickets and the results view (vnResults.ts).
 */
import { minorOrZero, sumAmounts, type BetTypeInfo, type SlipLine, type Ticket } from './drawCore';
import { initialView, money, mountDrawPage, plainNumber } from './drawPage';
import { createSlip, mountTickets } from './drawSlip';
import { t } from './i18n';
import { el } from './shell';
import {
  allNumbers,
  buildVnLines,
  occurrences,
  combinationCount,
  digitsOf,
  isPointsBet,
  parseNumbers,
  quickGroup,
  quickPick,
  toggleGroup,
  vnLineCost,
  VN_BET_TYPES,
  winPerHit,
  xienSize,
  type QuickGroup,
  type VnBetType,
  type VnLineError,
} from './vnNumbers';
import { mountVnResults } from './vnResults';
import './vnlottery.css';

const page = await mountDrawPage('vnlottery.title', (s) => t(`vnlottery.region.${s.region ?? 'NORTH'}`));
const betType = (code: string): BetTypeInfo | undefined => page.state().betTypes.find((b) => b.code === code);
const typeName = (code: string) => t(`vnlottery.types.${code}`, { defaultValue: code });

let type: VnBetType = 'lo2';
let selected = new Set<string>();
const amount = el('input.amount', {
  type: 'text',
  inputmode: 'decimal',
  autocomplete: 'off',
  value: '1',
  'aria-label': t('vnlottery.points'),
});

const slip = createSlip<SlipLine>(
  page,
  (line) => ({
    title: typeName(line.betType),
    numbers: line.numbers,
    detail:
      line.points !== undefined
        ? t('vnlottery.pointsEach', { points: line.points })
        : t(line.betType.startsWith('xien') ? 'vnlottery.stakeCombo' : 'vnlottery.stakeEach', {
            amount: money(line.stake ?? '0'),
          }),
    cost: vnLineCost(line, betType(line.betType)?.price ?? null),
  }),
  (rows) => ({ lines: rows, owner: rows.map((_, i) => i) }),
);

/** The text of a pick that cannot go on the slip, with the limits it breaks. */
function invalidText(error: VnLineError): string {
  const limits = page.state().limits;
  return t(`draws.invalid.${error}`, {
    max: error === 'tooManyLines' ? limits.maxLines : limits.maxNumbers,
    maxPoints: limits.maxPoints,
    min: money(limits.minStake),
    maxStake: money(limits.maxStake),
    k: xienSize(type),
  });
}

/** "1 điểm = 27 · 1 ăn 95" (lô) or "1 ăn 95": the tab's price and payout. */
const rateText = (info: BetTypeInfo | undefined) =>
  !info
    ? ''
    : info.price
      ? t('vnlottery.priced', { price: plainNumber(info.price), odds: plainNumber(info.odds) })
      : t('vnlottery.odds', { odds: plainNumber(info.odds) });
/** True when the amount field holds the preset `v` (1, 1.0 and 1.00 alike). */
const holds = (v: string) =>
  isPointsBet(type) ? amount.value.trim() === v : minorOrZero(amount.value.trim()) === minorOrZero(v);

const typeTabs = el('div.typetabs', { role: 'tablist', 'aria-label': t('vnlottery.betType') });
const typeInfo = el('p.typeinfo');
const picker = el('div.picker');
const chosen = el('div.chosen');
const typed = el('input.typed', { type: 'text', autocomplete: 'off', spellcheck: 'false' });
const typedAdd = el('button.secondary', { type: 'button', text: t('vnlottery.typedAdd') });
const typedMsg = el('p.fieldmsg', { role: 'status' });
const amountLabel = el('span.amountlabel');
const presets = el('div.presets');
const preview = el('p.preview');
const pickMsg = el('p.fieldmsg', { role: 'status' });
const pickCount = el('select.pickcount', { 'aria-label': t('vnlottery.quickPickCount') });
const quick = el('button.secondary', { type: 'button', text: t('vnlottery.quickPick') });
const add = el('button.primary', { type: 'button', text: t('vnlottery.add') });

function renderTabs(): void {
  typeTabs.replaceChildren(
    ...VN_BET_TYPES.filter((c) => betType(c)).map((code) => {
      const b = el('button.typetab', { type: 'button', role: 'tab', 'aria-selected': String(code === type) }, [
        el('strong', { text: typeName(code) }),
        el('span', { text: rateText(betType(code)) }),
      ]);
      b.addEventListener('click', () => {
        if (digitsOf(code) !== digitsOf(type)) selected = new Set();
        type = code;
        amount.value = isPointsBet(code) ? '1' : page.state().limits.minStake;
        pickMsg.textContent = '';
        renderAll();
      });
      return b;
    }),
  );
}

/** The 00-99 grid: a đầu button per row, a đuôi button per column, one button per number. */
function grid(): HTMLElement {
  const quickButton = (text: string, group: QuickGroup, cls = '') => {
    const b = el(`button.quick${cls}`, { type: 'button', text });
    b.addEventListener('click', () => {
      selected = toggleGroup(selected, quickGroup(group));
      renderPicker();
    });
    return b;
  };
  const head = el('div.gridrow.heads', {}, [
    el('span.corner'),
    ...Array.from({ length: 10 }, (_, d) =>
      quickButton(t('vnlottery.quick.tail', { d }), { kind: 'tail', digit: d }, '.tail'),
    ),
  ]);
  const rows = Array.from({ length: 10 }, (_, h) =>
    el('div.gridrow', {}, [
      quickButton(t('vnlottery.quick.head', { d: h }), { kind: 'head', digit: h }, '.head'),
      ...allNumbers(2)
        .slice(h * 10, h * 10 + 10)
        .map((n) => {
          const b = el('button.numbtn', { type: 'button', text: n, 'aria-pressed': String(selected.has(n)) });
          b.addEventListener('click', () => {
            if (selected.has(n)) selected.delete(n);
            else selected.add(n);
            b.setAttribute('aria-pressed', String(selected.has(n)));
            renderChosen();
          });
          return b;
        }),
    ]),
  );
  const clear = el('button.quick.clear', { type: 'button', text: t('vnlottery.quick.clear') });
  clear.addEventListener('click', () => {
    selected = new Set();
    renderPicker();
  });
  const sets = el('div.quickrow', {}, [
    quickButton(t('vnlottery.quick.even'), { kind: 'even' }),
    quickButton(t('vnlottery.quick.odd'), { kind: 'odd' }),
    quickButton(t('vnlottery.quick.big'), { kind: 'big' }),
    quickButton(t('vnlottery.quick.small'), { kind: 'small' }),
    clear,
  ]);
  return el('div.numgrid', {}, [head, ...rows, sets]);
}

function renderChosen(): void {
  const list = [...selected].sort();
  chosen.replaceChildren(
    el('span.chosenlabel', { text: t('vnlottery.chosen', { count: list.length }) }),
    ...list.map((n) => {
      const chip = el('button.num.removable', { type: 'button', text: n, title: t('draws.slip.remove') });
      chip.addEventListener('click', () => {
        selected.delete(n);
        renderPicker();
      });
      return chip;
    }),
  );
  renderPreview();
}

function renderPreview(): void {
  const info = betType(type);
  const numbers = [...selected];
  const k = xienSize(type);
  const lines = k > 0 ? combinationCount(numbers.length, k) : numbers.length ? 1 : 0;
  if (numbers.length === 0 || (k > 0 && numbers.length < k) || !info) {
    preview.textContent = k > 0 ? t('vnlottery.xienHint', { k }) : t('vnlottery.pickHint');
    return;
  }
  const built = buildVnLines(type, numbers, amount.value, page.state().limits, Number.MAX_SAFE_INTEGER, info.price);
  if ('error' in built) {
    preview.textContent = invalidText(built.error);
    return;
  }
  const total = sumAmounts(built.lines.map((l) => vnLineCost(l, info.price)));
  const perHit = winPerHit(type, amount.value, info.odds);
  const cost = isPointsBet(type)
    ? t('vnlottery.costPoints', {
        count: numbers.length,
        points: amount.value.trim(),
        price: money(info.price ?? '0'),
        total: money(total),
      })
    : t(k > 0 ? 'vnlottery.costXien' : 'vnlottery.costStake', {
        count: k > 0 ? lines : numbers.length,
        stake: money(amount.value.trim()),
        total: money(total),
      });
  preview.replaceChildren(
    el('span', { text: cost }),
    el('span.perhit', {
      text: t(k > 0 ? 'vnlottery.perCombo' : 'vnlottery.perHit', { amount: money(sumAmounts([perHit ?? 0n])) }),
    }),
  );
}

function renderPicker(): void {
  const digits = digitsOf(type);
  typed.placeholder = digits === 3 ? '123, 456 789' : '05, 27 39';
  picker.replaceChildren(...(digits === 2 ? [grid()] : []));
  renderChosen();
}

function renderAmount(): void {
  const points = isPointsBet(type);
  amountLabel.textContent = t(
    points ? 'vnlottery.points' : xienSize(type) ? 'vnlottery.stakePerCombo' : 'vnlottery.stakePerNumber',
  );
  amount.setAttribute('aria-label', amountLabel.textContent);
  amount.inputMode = points ? 'numeric' : 'decimal';
  const limits = page.state().limits;
  const choices = (points ? ['1', '5', '10', '50', '100'] : ['1', '5', '10', '50', '100', '500']).filter((v) =>
    points
      ? Number(v) <= limits.maxPoints
      : minorOrZero(v) >= minorOrZero(limits.minStake) && minorOrZero(v) <= minorOrZero(limits.maxStake),
  );
  presets.replaceChildren(
    ...choices.map((v) => {
      const chip = el('button.chip', {
        type: 'button',
        'data-value': v,
        text: points ? v : money(v),
        'aria-pressed': String(holds(v)),
      });
      chip.addEventListener('click', () => {
        amount.value = v;
        renderAmount();
        renderPreview();
      });
      return chip;
    }),
  );
}

function renderQuickPick(): void {
  const k = xienSize(type);
  const counts = k > 0 ? [k] : [1, 2, 3, 5, 10];
  pickCount.replaceChildren(
    ...counts.map((c) => el('option', { value: String(c), text: t('vnlottery.quickPickN', { count: c }) })),
  );
  pickCount.disabled = counts.length === 1;
}

function renderAll(): void {
  renderTabs();
  typeInfo.textContent = t(`vnlottery.info.${type}`, {
    price: plainNumber(betType(type)?.price ?? ''),
    odds: plainNumber(betType(type)?.odds ?? ''),
  });
  renderQuickPick();
  renderAmount();
  renderPicker();
}

typedAdd.addEventListener('click', () => {
  const { numbers, invalid } = parseNumbers(typed.value, digitsOf(type));
  for (const n of numbers) selected.add(n);
  typedMsg.textContent = invalid.length
    ? t('vnlottery.typedInvalid', { numbers: invalid.join(', '), digits: digitsOf(type) })
    : '';
  typedMsg.className = `fieldmsg${invalid.length ? ' error' : ''}`;
  if (invalid.length === 0) typed.value = '';
  renderPicker();
});
typed.addEventListener('keydown', (e) => {
  if (e.key === 'Enter') typedAdd.click();
});
quick.addEventListener('click', () => {
  selected = new Set(quickPick(Number(pickCount.value), digitsOf(type)));
  renderPicker();
});
amount.addEventListener('input', () => {
  for (const c of presets.children)
    c.setAttribute('aria-pressed', String(holds((c as HTMLElement).dataset.value ?? '')));
  renderPreview();
});
add.addEventListener('click', () => {
  const built = buildVnLines(
    type,
    [...selected].sort(),
    amount.value,
    page.state().limits,
    slip.room(),
    betType(type)?.price ?? null,
  );
  if ('error' in built) {
    pickMsg.textContent = invalidText(built.error);
    pickMsg.className = 'fieldmsg error';
    return;
  }
  if (!slip.add(built.lines)) return;
  pickMsg.textContent = t('vnlottery.added', { count: built.lines.length });
  pickMsg.className = 'fieldmsg ok';
  selected = new Set();
  renderPicker();
});

page.panes.betting.append(
  el('div.betlayout', {}, [
    el('div.panel.betpanel', {}, [
      typeTabs,
      typeInfo,
      picker,
      el('div.typedrow', {}, [
        el('label.typedlabel', {}, [el('span', { text: t('vnlottery.typed') }), typed]),
        typedAdd,
      ]),
      typedMsg,
      chosen,
      el('div.amountrow', {}, [el('label.amountfield', {}, [amountLabel, amount]), presets]),
      preview,
      el('div.pickactions', {}, [pickCount, quick, add]),
      pickMsg,
    ]),
    slip.node,
  ]),
);

/** How a ticket reads in My tickets: its bet type, its points with their cost or its stake, and for lô each winning number's nháy. */
const ticketText = (tk: Ticket) => {
  const sheet = page.state().results.find((r) => r.drawId === tk.drawId)?.prizes;
  const lo = tk.betType === 'lo2' || tk.betType === 'lo3';
  return {
    bet: typeName(tk.betType),
    amount:
      tk.points !== null ? `${t('vnlottery.pointsEach', { points: tk.points })} · ${money(tk.stake)}` : money(tk.stake),
    ...(lo && sheet ? { times: occurrences(tk.winningNumbers, sheet, tk.betType === 'lo3' ? 3 : 2) } : {}),
  };
};
mountTickets(page, ticketText);
mountVnResults(page);
page.onChange(() => {
  renderTabs();
  renderPreview();
});
renderAll();
page.show(initialView());
