/**
 * The results view of the Vietnam lottery page (docs/lottery.md sections 2 and 6; `?view=lobby`
 * opens it): a date picker with the previous and next day, the day's sheet in the regional layout
 * (one column per province for Central and South) with the result sites' "whole / 2 số / 3 số"
 * switch, the lô endings table and each draw's revealed seed with its verify link. Other dates
 * come from GET /api/draws/results?date=.
 */
import { api } from './api';
import { formatLocalDate, localToday, type DrawResult } from './drawCore';
import { labelText, verifyHref, type DrawPage } from './drawPage';
import { loEndingsTables, seedLine, vnSheetTable } from './drawSheet';
import { LANG, t } from './i18n';
import { el } from './shell';

const DAY_MS = 86_400_000;

/** The date `days` after a YYYY-MM-DD date. */
const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Fills the results pane of a Vietnam draw page. */
export function mountVnResults(page: DrawPage): void {
  const region = page.state().region ?? 'NORTH';
  let digits: 0 | 2 | 3 = 0;
  /** The date the player chose, or null to follow the newest results. */
  let chosenDate: string | null = null;
  let shown: { date: string; results: DrawResult[] } = { date: '', results: [] };

  const date = el('input.datepick', { type: 'date', 'aria-label': t('draws.results.date') });
  const prev = el('button.secondary.small', { type: 'button', text: '‹', 'aria-label': t('draws.results.prev') });
  const next = el('button.secondary.small', { type: 'button', text: '›', 'aria-label': t('draws.results.next') });
  const latest = el('button.secondary.small', { type: 'button', text: t('draws.results.latest') });
  const modes = ([0, 2, 3] as const).map((d) => {
    const b = el('button.seg', {
      type: 'button',
      text: t(`vnlottery.display.d${d}`),
      'aria-pressed': String(d === digits),
    });
    b.addEventListener('click', () => {
      digits = d;
      for (const m of modes) m.setAttribute('aria-pressed', String(m === b));
      render();
    });
    return b;
  });
  const body = el('div.resultsbody');
  page.panes.results.append(
    el('div.panel.resultbar', {}, [
      el('h2', { text: t('draws.results.title') }),
      prev,
      date,
      next,
      latest,
      el('div.segs', { role: 'group', 'aria-label': t('vnlottery.display.label') }, modes),
    ]),
    body,
  );

  const newestDate = () => page.state().results[0]?.localDate ?? localToday(page.state().timeZone, Date.now());

  function render(): void {
    const today = localToday(page.state().timeZone, Date.now());
    date.max = today;
    date.value = shown.date;
    next.disabled = shown.date >= today;
    const drawn = shown.results.filter((r) => r.status === 'drawn');
    const voided = shown.results.filter((r) => r.status === 'void');
    if (shown.results.length === 0) {
      body.replaceChildren(
        el('p.panel.empty', { text: t('draws.results.none', { date: formatLocalDate(shown.date, LANG) }) }),
      );
      return;
    }
    const columns = drawn.map((r) => ({ label: labelText(r.label), prizes: r.prizes }));
    body.classList.toggle('multi', columns.length > 1);
    body.replaceChildren(
      el('div.panel.sheetpanel', {}, [
        el('h3.sheettitle', {
          text: t('vnlottery.sheetTitle', {
            region: t(`vnlottery.regionShort.${region}`),
            date: formatLocalDate(shown.date, LANG),
          }),
        }),
        ...(columns.length ? [vnSheetTable(region, columns, digits)] : []),
        ...voided.map((r) =>
          el('p.seedline.void', {
            text: `${labelText(r.label)}: ${t('draws.results.void', { reason: r.voidReason ?? '' })}`,
          }),
        ),
      ]),
      ...(columns.length
        ? [
            el('div.panel.endingspanel', {}, [
              el('h3', { text: t('vnlottery.endings.title') }),
              loEndingsTables(columns),
            ]),
          ]
        : []),
      el('div.panel.seedpanel', {}, [
        el('h3', { text: t('draws.results.seeds') }),
        ...drawn.map((r) =>
          el('div.seedrow', {}, [
            el('strong', { text: labelText(r.label) }),
            seedLine(r, verifyHref(page.state().game, r)),
          ]),
        ),
      ]),
    );
  }

  async function load(d: string): Promise<void> {
    chosenDate = d;
    try {
      const { results } = await api<{ results: DrawResult[] }>(
        `/api/draws/results?${new URLSearchParams({ date: d })}`,
      );
      shown = { date: d, results };
    } catch (err) {
      page.shell.fail(err);
      shown = { date: d, results: [] };
    }
    render();
  }

  /** Follows the state's newest results while the player has not chosen a date. */
  function follow(): void {
    if (chosenDate !== null) return;
    const d = newestDate();
    shown = { date: d, results: page.state().results.filter((r) => r.localDate === d) };
    render();
  }

  date.addEventListener('change', () => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(date.value)) void load(date.value);
  });
  prev.addEventListener('click', () => void load(shiftDate(shown.date || newestDate(), -1)));
  next.addEventListener('click', () => void load(shiftDate(shown.date || newestDate(), 1)));
  latest.addEventListener('click', () => {
    chosenDate = null;
    follow();
  });
  page.onChange(follow);
  follow();
}
