/**
 * Opening a game (spec sections 2, 5, 6 and 8): asks the server for the vendor's
 * URL and opens it in a new window, or hands it to the /seamless page. The new window is opened
 * at once, inside the click, so browsers do not block it; when they do ('Popup blocked. Please
 * allow popups and try again.'), nothing is launched. Refusals map to what the user sees: the
 * login popup (guests), in_need_true_account (trial users in real mode), or a localised notice.
 */
import { ApiProblem } from '../api/client';
import type { LaunchInfo, LaunchPlace, LaunchTarget, LaunchView, PlayApi, PlayMode } from '../api/launch';
import { NEED_TRUE_ACCOUNT } from './UiStore';

export type { LaunchInfo, LaunchPlace, LaunchTarget, LaunchView, PlayMode } from '../api/launch';

/** The part of UiStore a launch talks to. */
export interface LaunchUi {
  openModal(name: 'login'): void;
  showNotice(key: string): void;
}

export type LaunchOutcome = 'opened' | 'blocked' | 'refused';

/** i18n key (or UiStore notice key) for a launch refusal's server code. */
export function launchNoticeKey(code: unknown): string {
  switch (code) {
    case 'NEED_TRUE_ACCOUNT':
      return NEED_TRUE_ACCOUNT;
    case 'GAME_MAINTENANCE':
      return 'play.gameMaintenance';
    case 'GAME_NOT_FOUND':
      return 'play.gameNotFound';
    case 'TRIAL_NOT_AVAILABLE':
      return 'play.trialNotAvailable';
    default:
      return 'play.launchFailed';
  }
}

/** The notice key of a failed launch call (`err` an ApiProblem carrying the server's code, or anything else). */
export function launchFailureKey(err: unknown): string {
  return launchNoticeKey(err instanceof ApiProblem ? err.code : null);
}

/** Shows a launch failure: the login popup for NOT_LOGGED_IN, else the notice of {@link launchNoticeKey}. */
export function showLaunchFailure(ui: LaunchUi, err: unknown): void {
  const code = err instanceof ApiProblem ? err.code : null;
  if (code === 'NOT_LOGGED_IN') ui.openModal('login');
  else ui.showNotice(launchNoticeKey(code));
}

export interface OpenGameOptions {
  play: PlayApi;
  ui: LaunchUi;
  target: LaunchTarget;
  mode: PlayMode;
  language: string;
  /** window.open (tests pass a fake). */
  openWindow?: (url: string, target: string) => Window | null;
  /** Called after a successful launch (e.g. refresh the recent games). */
  onLaunched?: (info: LaunchInfo) => void;
}

/**
 * Opens the game in a new window. Call it from the click handler (the window opens before any
 * await).
 */
export async function openGameWindow(options: OpenGameOptions): Promise<LaunchOutcome> {
  const open = options.openWindow ?? ((url: string, target: string) => window.open(url, target));
  const win = open('', '_blank');
  if (!win) {
    options.ui.showNotice('popupBlocked');
    return 'blocked';
  }
  try {
    win.opener = null;
  } catch {
    // some browsers make opener read-only: the game page cannot reach us anyway (other origin)
  }
  try {
    const info = await options.play.launch(options.target, options.mode, options.language);
    win.location.replace(info.url);
    options.onLaunched?.(info);
    return 'opened';
  } catch (err) {
    win.close();
    showLaunchFailure(options.ui, err);
    return 'refused';
  }
}

/** The /seamless page's query for a target: `?nodeId=..&mode=..`, `?vassalage=..&gameCode=..&mode=..` or `?gameCode=..&mode=..`. */
export function seamlessPath(target: LaunchTarget, mode: PlayMode): string {
  const params = new URLSearchParams(Object.entries(target).map(([k, v]) => [k, String(v)]));
  params.set('mode', mode);
  return `/seamless?${params.toString()}`;
}

/**
 * `path` when it is a plain path of this site (`/vnLottery`), else null: a launch's `back` never
 * leads elsewhere and carries no scheme, host, query or dots (the launch call takes letters,
 * digits, `/`, `_` and `-` after the leading `/`, up to 100 characters; docs/lottery.md section 5).
 */
export function sitePath(path: string | null | undefined): string | null {
  return path && /^\/(?!\/)[A-Za-z0-9/_-]{0,99}$/.test(path) ? path : null;
}

/** The launch view a query names: `lobby` when `view=lobby`, `betting` when `view=betting`, else null. */
function viewOf(query: URLSearchParams): LaunchView | null {
  const view = query.get('view');
  return view === 'lobby' || view === 'betting' ? view : null;
}

/**
 * The launch place of a lottery page (docs/lottery.md sections 5 and 6): `view` from the query
 * (betting unless `view=lobby`) and `back` the page's own path (`/vnLottery`, `/seaLottery`,
 * `/lottery`), where the vendor's back button returns.
 */
export function lotteryPlace(query: URLSearchParams, pathname: string): LaunchPlace {
  const back = sitePath(pathname);
  return { view: viewOf(query) ?? 'betting', ...(back ? { back } : {}) };
}

/**
 * The launch target named by a page query (/seamless, /lottery?gameCode, /rng?vassalage), or null;
 * `view` and `back` (a site path) are kept when the query carries them.
 */
export function targetFromQuery(query: URLSearchParams, fallbackVendor?: string): LaunchTarget | null {
  const view = viewOf(query);
  const back = sitePath(query.get('back'));
  const place: LaunchPlace = { ...(view ? { view } : {}), ...(back ? { back } : {}) };
  const nodeId = Number(query.get('nodeId'));
  if (Number.isInteger(nodeId) && nodeId > 0) return { nodeId, ...place };
  const vassalage = query.get('vassalage') ?? fallbackVendor;
  const gameCode = query.get('gameCode') ?? undefined;
  if (vassalage) return { vassalage, ...(gameCode ? { gameCode } : {}), ...place };
  if (gameCode) return { gameCode, ...place };
  return null;
}
