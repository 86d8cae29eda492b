/**
 * The frame of the scheduled draw pages (vnlottery, sealottery; docs/lottery.md sections 6 and 7):
 * the shell's top bar, a draw header (the game, the open draws as tabs, the draw time in the draw's
 * zone, a live countdown to closing, the seed hash with a copy button), the view tabs Betting /
 * My tickets / Results (`?view=lobby` opens Results) and a fairness footer in place of the session
 * seeds (a draw's fairness is its own seed, not the session's). State comes from GET
 * /api/draws/state and is refreshed every 15 s and when a countdown runs out.
 */
import { api, ApiError } from './api';
import { formatAmount } from '../../contract/money';
import {
  firstDraw,
  formatCountdown,
  plainNumber as plainDecimal,
  formatDrawTime,
  formatLocalDate,
  shortHash,
  type DrawResult,
  type DrawState,
  type Label,
  type OpenDraw,
} from './drawCore';
import { LANG, t } from './i18n';
import { el, mountShell, type Shell } from './shell';
import './drawPage.css';

export type View = 'betting' | 'tickets' | 'results';

/** What a draw page builds on. */
export interface DrawPage {
  shell: Shell<unknown>;
  /** The latest state answer. */
  state(): DrawState;
  /** The draw the player is betting on (the chosen tab), null when none is open. */
  draw(): OpenDraw | null;
  /** The three view panes, filled by the page. */
  panes: Record<View, HTMLElement>;
  /** Shows a view (and calls the listeners of `onView`). */
  show(view: View): void;
  onView(listener: (view: View) => void): void;
  /** Called after every state answer and after the chosen draw changes. */
  onChange(listener: () => void): void;
  refresh(): Promise<void>;
}

/** The text of a label in the page language. */
export const labelText = (label: Label) => (LANG === 'en' ? label.EN : label.TW);
/** An amount (decimal string or minor units) with thousands separators, through Intl (contract/money). */
export const money = (amount: string) => formatAmount(amount, LANG === 'en' ? 'EN' : 'TW');

/** Odds or a price without trailing zeros in the page language (drawCore plainNumber). */
export const plainNumber = (text: string) => plainDecimal(text, LANG);

/** A countdown in the page language: "00:12:31", "2天 03:00:05" / "2d 03:00:05". */
export function countdownText(ms: number): string {
  const { days, clock } = formatCountdown(ms);
  return days > 0 ? `${t('draws.days', { count: days })} ${clock}` : clock;
}

/** The verify page's address for a drawn draw (docs/lottery.md section 4: /play/verify, "Lottery draw"). */
export function verifyHref(
  gameCode: string,
  result: Pick<DrawResult, 'drawId' | 'serverSeed' | 'serverSeedHash'>,
): string {
  return `/play/verify?${new URLSearchParams({ lang: LANG, game: 'draw', gameCode, drawId: result.drawId, serverSeed: result.serverSeed ?? '', hash: result.serverSeedHash })}`;
}

/** Copies `text` to the clipboard (Clipboard API, else a selected text area) and says whether it worked. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = el('textarea.offscreen', { readonly: '', 'aria-hidden': 'true' });
    area.value = text;
    document.body.append(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  }
}

/** A short seed hash with its full value as the title and a copy button. */
export function hashChip(hash: string, toast: Shell<unknown>['toast']): HTMLElement {
  const copy = el('button.copy', {
    type: 'button',
    text: t('draws.copy'),
    'aria-label': `${t('draws.copy')} ${t('draws.seedHash')}`,
  });
  copy.addEventListener('click', async () =>
    toast((await copyText(hash)) ? t('draws.copied') : t('draws.copyFailed'), 'info'),
  );
  return el('span.hashchip', {}, [
    el('span.label', { text: t('draws.seedHash') }),
    el('code', { text: shortHash(hash), title: hash }),
    copy,
  ]);
}

/**
 * Loads the session and the draws and draws the frame. `titleKey` names the game until the state
 * says which one it is; `gameTitle` names it then (a Vietnam region or 4D).
 */
export async function mountDrawPage(titleKey: string, gameTitle: (state: DrawState) => string): Promise<DrawPage> {
  const shell = (await mountShell<unknown>(titleKey)) as Shell<unknown>;
  let state: DrawState;
  try {
    state = await api<DrawState>('/api/draws/state');
  } catch (err) {
    shell.stage.replaceChildren(
      el('p.fatal', {
        text: t(`errors.${err instanceof ApiError ? err.code : 'INTERNAL_ERROR'}`, {
          defaultValue: t('errors.INTERNAL_ERROR'),
        }),
      }),
    );
    throw err;
  }
  let chosenId = firstDraw(state.draws)?.drawId ?? '';
  const viewListeners: ((v: View) => void)[] = [];
  const changeListeners: (() => void)[] = [];
  const draw = () => state.draws.find((d) => d.drawId === chosenId) ?? null;

  // A sandbox game keeps its catalogue name and mark (the shell's); a BGS game is named by its draws.
  if (!shell.info.sandbox) {
    const title = document.querySelector('.topbar .title');
    if (title) title.textContent = gameTitle(state);
    document.title = gameTitle(state);
  }

  const drawTabs = el('div.drawtabs', { role: 'tablist', 'aria-label': t('draws.openDraws') });
  const when = el('div.drawwhen');
  const clockLabel = el('span.clocklabel');
  const clock = el('strong.clock', { 'aria-live': 'off' });
  const hashSlot = el('div.hashslot');
  const drawName = el('h2');
  const head = el('section.drawhead', {}, [
    el('div.drawgame', {}, [drawTabs, drawName, when]),
    el('div.drawclock', {}, [clockLabel, clock, hashSlot]),
  ]);

  const panes: Record<View, HTMLElement> = {
    betting: el('section.pane.betting'),
    tickets: el('section.pane.tickets'),
    results: el('section.pane.results'),
  };
  const viewButtons = (['betting', 'tickets', 'results'] as const).map((v) => {
    const b = el('button.viewtab', { type: 'button', role: 'tab', 'data-view': v, text: t(`draws.tabs.${v}`) });
    b.addEventListener('click', () => show(v));
    return b;
  });
  const show = (view: View) => {
    for (const b of viewButtons) b.setAttribute('aria-selected', String(b.dataset.view === view));
    for (const [v, pane] of Object.entries(panes)) pane.hidden = v !== view;
    for (const l of viewListeners) l(view);
  };

  const renderHead = () => {
    drawTabs.replaceChildren(
      ...state.draws.map((d) => {
        const b = el(
          'button.drawtab',
          { type: 'button', role: 'tab', 'aria-selected': String(d.drawId === chosenId) },
          [
            el('strong', { text: labelText(d.label) }),
            el('span', { text: d.open ? formatDrawTime(d.drawAt, state.timeZone, LANG, 'time') : t('draws.closed') }),
          ],
        );
        b.addEventListener('click', () => {
          chosenId = d.drawId;
          renderHead();
          for (const l of changeListeners) l();
        });
        return b;
      }),
    );
    drawTabs.hidden = state.draws.length < 2;
    const d = draw();
    drawName.textContent = d ? labelText(d.label) : gameTitle(state);
    when.textContent = d
      ? `${formatLocalDate(d.localDate, LANG)} · ${t('draws.drawAt', { time: formatDrawTime(d.drawAt, state.timeZone, LANG, 'time') })} · ${t('draws.drawId', { id: d.drawId })}`
      : t('draws.noDraw');
    hashSlot.replaceChildren(...(d ? [hashChip(d.serverSeedHash, shell.toast)] : []));
    tick();
  };

  let refreshing = false;
  let lastRefresh = Date.now();
  // The countdown runs on the vendor's clock: the difference to ours as of the last answer.
  const skewOf = (s: DrawState) =>
    Number.isFinite(Date.parse(s.serverTime)) ? Date.parse(s.serverTime) - Date.now() : 0;
  let skew = skewOf(state);
  const refresh = async () => {
    if (refreshing) return;
    refreshing = true;
    try {
      state = await api<DrawState>('/api/draws/state');
      lastRefresh = Date.now();
      skew = skewOf(state);
      if (!draw()) chosenId = firstDraw(state.draws)?.drawId ?? '';
      shell.setBalance(state.balance);
      renderHead();
      for (const l of changeListeners) l();
    } catch (err) {
      shell.fail(err);
    } finally {
      refreshing = false;
    }
  };

  function tick(): void {
    const d = draw();
    const now = Date.now() + skew;
    if (!d) {
      clockLabel.textContent = '';
      clock.textContent = '';
      return;
    }
    const toClose = Date.parse(d.closesAt) - now;
    const toDraw = Date.parse(d.drawAt) - now;
    head.classList.toggle('closed', !(d.open && toClose > 0));
    if (d.open && toClose > 0) {
      clockLabel.textContent = t('draws.closesIn');
      clock.textContent = countdownText(toClose);
    } else if (toDraw > 0) {
      clockLabel.textContent = t('draws.closedDrawIn');
      clock.textContent = countdownText(toDraw);
    } else {
      clockLabel.textContent = t('draws.drawing');
      clock.textContent = '00:00:00';
    }
    // A closing or a draw has come: ask again (at most every 10 s until the state moves on).
    if ((toClose <= 0 && d.open) || toDraw <= 0) {
      if (Date.now() - lastRefresh > 10_000) void refresh();
    }
  }

  const footer = el('footer.fairbar.drawfair', {}, [
    el('span.shield', { text: t('fair.title') }),
    el('span', { text: t('draws.fairRule') }),
    el('a.link', {
      href: `/play/verify?${new URLSearchParams({ lang: LANG, game: 'draw', gameCode: state.game })}`,
      target: '_blank',
      rel: 'noopener',
      text: t('draws.verifyDraw'),
    }),
  ]);
  document.querySelector('footer.fairbar')?.replaceWith(footer);
  shell.stage.classList.add('drawstage');
  shell.stage.append(
    head,
    el('nav.viewtabs', { role: 'tablist' }, viewButtons),
    panes.betting,
    panes.tickets,
    panes.results,
  );
  shell.setBalance(state.balance);
  renderHead();
  setInterval(tick, 500);
  setInterval(() => void refresh(), 15_000);

  const page: DrawPage = {
    shell,
    state: () => state,
    draw,
    panes,
    show,
    onView: (l) => void viewListeners.push(l),
    onChange: (l) => void changeListeners.push(l),
    refresh,
  };
  return page;
}

/** The first view: `?view=lobby` (the platform's VN launch) opens the results, else betting. */
export const initialView = (): View =>
  new URLSearchParams(location.search).get('view') === 'lobby' ? 'results' : 'betting';
