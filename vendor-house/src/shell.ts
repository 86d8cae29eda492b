/**
 * The frame every game page shares: a top bar (back to the lobby, game title, trial badge,
 * balance), the game area, a fairness bar (server seed hash, client seed, nonce, change seed,
 * verify link) and toasts. Builds DOM with createElement only (strict CSP: no inline scripts,
 * no style attributes).
 */
import { api, ApiError, type SandboxInfo, type Seeds, type SessionInfo } from './api';
import { LANG, t } from './i18n';
import { formatAmount } from '../../contract/money';
import './style.css';

/** `el('div.a.b', { text }, children)`: an element with classes, attributes and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  spec: K | `${K}.${string}`,
  attrs: Record<string, string> = {},
  children: (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const [tag, ...classes] = spec.split('.') as [K, ...string[]];
  const node = document.createElement(tag);
  if (classes.length) node.className = classes.join(' ');
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

export interface Shell<R> {
  info: SessionInfo<R>;
  /** The game's own area. */
  stage: HTMLElement;
  setBalance(balance: string | null): void;
  setSeeds(seeds: Seeds): void;
  /** Shows an error code's text. */
  fail(err: unknown): void;
  toast(text: string, kind?: 'win' | 'info' | 'error'): void;
}

/**
 * The title of a sandbox game (docs/sandbox-provider.md): its artwork, its own name in the page
 * language and the visible "sandbox" mark, so no one mistakes it for the real vendor's game.
 */
function sandboxTitle(sandbox: SandboxInfo): { node: HTMLElement; name: string } {
  const name = LANG === 'en' ? sandbox.name.EN : sandbox.name.TW;
  const node = el('div.gamehead', {}, [
    el('img.gameart', { src: sandbox.art, alt: '', width: '40', height: '40' }),
    el('h1.title', { text: name }),
    el('span.sandbox-mark', { text: t('sandbox.mark'), title: t('sandbox.markTitle', { vendor: sandbox.vendor }) }),
  ]);
  return { node, name };
}

/** Loads the session and draws the frame; `titleKey` names the game (a sandbox session: its catalogue game's own name). */
export async function mountShell<R>(titleKey: string): Promise<Shell<R>> {
  document.title = t(titleKey);
  const root = document.getElementById('app')!;
  const toasts = el('div.toasts', { 'aria-live': 'polite' });
  const toast = (text: string, kind: 'win' | 'info' | 'error' = 'info') => {
    const node = el(`div.toast.${kind}`, { text });
    toasts.append(node);
    setTimeout(() => node.classList.add('out'), 2600);
    setTimeout(() => node.remove(), 3200);
  };
  const fail = (err: unknown) => {
    if (!(err instanceof ApiError)) console.error(err);
    toast(
      t(`errors.${err instanceof ApiError ? err.code : 'INTERNAL_ERROR'}`, {
        defaultValue: t('errors.INTERNAL_ERROR'),
      }),
      'error',
    );
  };

  let info: SessionInfo<R>;
  try {
    info = await api<SessionInfo<R>>('/api/session');
  } catch (err) {
    root.replaceChildren(
      el('div.fatal', {}, [
        el('h1', { text: t(titleKey) }),
        el('p', { text: t(`errors.${err instanceof ApiError ? err.code : 'INTERNAL_ERROR'}`) }),
      ]),
    );
    throw err;
  }

  const balance = el('strong.balance-value', { text: formatAmount(info.balance) });
  const sandbox = info.sandbox ? sandboxTitle(info.sandbox) : null;
  if (sandbox) document.title = `${sandbox.name} · ${t('sandbox.mark')}`;
  const bar = el('header.topbar', {}, [
    el('a.back', { href: info.returnUrl, target: '_top', rel: 'noopener', text: `‹ ${t('common.lobby')}` }),
    sandbox ? sandbox.node : el('h1.title', { text: t(titleKey) }),
    el('div.wallet', {}, [
      ...(info.mode === 'trial' ? [el('span.badge', { text: t('common.trial') })] : []),
      el('span.balance-label', { text: t('common.balance') }),
      el('span.currency', { text: info.currency }),
      balance,
    ]),
  ]);

  const hash = el('code.hash', { title: t('fair.serverSeedHash') });
  const client = el('code');
  const nonce = el('code');
  const setSeeds = (s: Seeds) => {
    hash.textContent = s.serverSeedHash;
    client.textContent = s.clientSeed;
    nonce.textContent = String(s.nonce);
  };
  setSeeds(info.seeds);
  const revealed = el('div.revealed');
  const rotate = el('button.link', { type: 'button', text: t('fair.rotate') });
  rotate.addEventListener('click', async () => {
    try {
      const res = await api<{
        revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; rounds: number };
        seeds: Seeds;
      }>('/api/seeds/rotate', {});
      setSeeds(res.seeds);
      const game = location.pathname.split('/').pop() ?? '';
      const last = Math.max(0, res.revealed.rounds - 1);
      const check = `/play/verify?${new URLSearchParams({ lang: info.language.toLowerCase(), game, serverSeed: res.revealed.serverSeed, clientSeed: res.revealed.clientSeed, nonce: String(last), ...(info.sandbox ? { catalogueGame: info.sandbox.gameCode } : {}) })}`;
      revealed.replaceChildren(
        el('span', { text: t('fair.revealed', { rounds: res.revealed.rounds }) }),
        el('code', { text: res.revealed.serverSeed }),
        ...(res.revealed.rounds > 0
          ? [el('a.link', { href: check, target: '_blank', rel: 'noopener', text: t('fair.verifyLast') })]
          : []),
      );
    } catch (err) {
      fail(err);
    }
  });
  const verifyHref = `/play/verify?lang=${info.language.toLowerCase()}`;
  const fair = el('footer.fairbar', {}, [
    el('span.shield', { text: t('fair.title') }),
    el('span.item', {}, [el('span', { text: t('fair.serverSeedHash') }), hash]),
    el('span.item', {}, [el('span', { text: t('fair.clientSeed') }), client]),
    el('span.item', {}, [el('span', { text: t('fair.nonce') }), nonce]),
    rotate,
    el('a.link', { href: verifyHref, target: '_blank', rel: 'noopener', text: t('fair.verify') }),
    revealed,
  ]);
  const stage = el('main.stage');
  root.replaceChildren(bar, stage, fair, toasts);
  return {
    info,
    stage,
    setBalance: (b) => b !== null && (balance.textContent = formatAmount(b)),
    setSeeds,
    fail,
    toast,
  };
}

/** A row of stake chips; calls `onChange` with the chosen stake (decimal string). */
export function stakeSelector(stakes: string[], initial = 1): { node: HTMLElement; value: () => string } {
  let chosen = stakes[Math.min(initial, stakes.length - 1)]!;
  const chips = stakes.map((s) => {
    const chip = el('button.chip', { type: 'button', text: formatAmount(s), 'aria-pressed': String(s === chosen) });
    chip.addEventListener('click', () => {
      chosen = s;
      for (const c of chips) c.setAttribute('aria-pressed', String(c === chip));
    });
    return chip;
  });
  return {
    node: el('div.stakes', { role: 'group', 'aria-label': t('common.stake') }, [
      el('span.label', { text: t('common.stake') }),
      ...chips,
    ]),
    value: () => chosen,
  };
}

/** Resolves after `ms`. */
export const wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
