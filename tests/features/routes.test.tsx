import './helpers';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { AppRoutes } from '../../src/features/routing/AppRoutes';
import { ROUTES, guardRedirect, isGamePage, mainViewKey, resolveRoute } from '../../src/features/routing/routeTable';
import { contentWebApi, loadedStore, renderWith } from './helpers';
import { registerStore } from './auth/registerSupport';
import { createRootStore } from '../../src/stores';
import type { StoreEnv } from '../../src/stores/env';
import { fakeApi, loadSample } from '../support/samples';
import { fakeSitePagesApi } from './sitePagesFake';
import { fakeStoreEnv } from '../support/storeEnv';

/** Every path of spec section 2. */
const SPEC_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/login',
  '/register',
  '/help',
  '/agent',
  '/agentHome',
  '/member',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/bgs',
  '/favorite',
  '/recent',
  '/lottery',
  '/seaLottery',
  '/vnLottery',
  '/promotions',
  '/pointMall',
  '/seamless',
];
/** The content screens of spec section 2 as pages (docs/site-pages.md) and the chat window (docs/livechat.md). */
const PAGE_PATHS = [
  '/blog',
  '/blog/:id',
  '/news',
  '/news/:id',
  '/about',
  '/helpCenter',
  '/download',
  '/m/download',
  '/livechat',
];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('route table', () => {
  it('resolves every route of spec section 2, the content pages and nothing else', () => {
    for (const path of SPEC_PATHS) expect(resolveRoute(path)?.path).toBe(path);
    expect(ROUTES.map((r) => r.path).sort()).toEqual([...SPEC_PATHS, ...PAGE_PATHS].sort());
    expect(resolveRoute('/no-such-page')).toBeNull();
  });

  it('needs login only where the spec says, and a token for lottery pages', () => {
    const guarded = ROUTES.filter((r) => guardRedirect(r, 'guest', false) === '/login').map((r) => r.path);
    expect(guarded.sort()).toEqual(
      ['/favorite', '/lottery', '/member', '/pointMall', '/recent', '/seaLottery', '/seamless', '/vnLottery'].sort(),
    );
    expect(guardRedirect(resolveRoute('/lottery')!, 'guest', true)).toBeNull();
    expect(guardRedirect(resolveRoute('/rng')!, 'guest', false)).toBeNull();
  });

  it('shares one main view for /, /login and /register and keys the others by full path', () => {
    expect(mainViewKey('/', '')).toBe(mainViewKey('/login', ''));
    expect(mainViewKey('/register', '?referralCode=A1')).toBe('home');
    expect(mainViewKey('/rng', '?vassalage=PG')).toBe('/rng?vassalage=PG');
    expect(isGamePage('/seamless')).toBe(true);
    expect(isGamePage('/vnLottery')).toBe(true);
    expect(isGamePage('/rng')).toBe(false);
  });
});

describe('router', () => {
  it('sends unknown paths home', async () => {
    const store = await loadedStore(contentWebApi());
    renderWith(store, <AppRoutes />, '/does/not/exist');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/'));
  });

  it('sends guests from /member and /vnLottery to /login, which opens the login dialog', async () => {
    const store = await loadedStore(contentWebApi());
    renderWith(store, <AppRoutes />, '/vnLottery');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/login'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps ?referralCode on /register', async () => {
    const store = await registerStore(true, {}, contentWebApi());
    renderWith(store, <AppRoutes />, '/register?referralCode=ABC123');
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect((await screen.findByTestId('referral-code')).textContent).toContain('ABC123');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Username', 'Mobile number']);
    expect(screen.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends non-agents from /agentHome to the agent landing page', async () => {
    const store = await loadedStore(contentWebApi());
    renderWith(store, <AppRoutes />, '/agentHome');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/agent'));
    expect(await screen.findByRole('button', { name: 'Agent log in' })).toBeInTheDocument();
  });

  it('opens the help dialog on /help with the help content (docs/site-pages.md)', async () => {
    const store = createRootStore(
      fakeStoreEnv({
        api: fakeApi(loadSample('default.json')),
        web: contentWebApi(),
        sitePages: fakeSitePagesApi().api,
      }) as StoreEnv,
      {},
    );
    await store.config.load();
    renderWith(store, <AppRoutes />, '/help');
    const dialog = await screen.findByRole('dialog', { name: 'Help center' });
    expect(await within(dialog).findByRole('button', { name: 'Terms and conditions' })).toBeInTheDocument();
  });
});

describe('router asks the registry', () => {
  /** A loaded store over the default sample with `modId` off, a member signed in. */
  async function memberStore(modId?: string) {
    const sample = loadSample('default.json');
    const walk = (nodes: typeof sample.permission.whitelabel): void =>
      nodes.forEach((n) => (n.modId === modId ? (n.enabled = false) : walk(n.childrenNodes)));
    if (modId) walk(sample.permission.whitelabel);
    const store = createRootStore(fakeStoreEnv({ api: fakeApi(sample), web: contentWebApi() }), {});
    await store.config.load();
    store.session.setMember(
      { id: 1, account: 'demo01', nickname: 'Demo', type: 0 } as Parameters<typeof store.session.setMember>[0],
      'tok-1',
    );
    return store;
  }

  it('refuses /pointMall when points are off: the member lands home, as for an unknown path', async () => {
    const store = await memberStore('PTSYS3');
    expect(store.config.isOn('points')).toBe(false);
    renderWith(store, <AppRoutes />, '/pointMall');
    await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/'));
    expect(screen.queryByTestId('point-mall')).toBeNull();
  });

  it('draws /pointMall for a member when points are on, and sends guests to /login', async () => {
    const on = await memberStore();
    const off = await memberStore('PTSYS3');
    const route = resolveRoute('/pointMall')!;
    expect(guardRedirect(route, 'member', true, on.config.pages)).toBeNull();
    expect(guardRedirect(route, 'member', true, off.config.pages)).toBe('/');
    expect(guardRedirect(route, 'guest', false, on.config.pages)).toBe('/login');
  });

  it('refuses /agentHome to a member (to the agent landing page) and lets an agent in', async () => {
    const store = await memberStore();
    expect(guardRedirect(resolveRoute('/agentHome')!, 'member', true, store.config.pages)).toBe('/agent');
    expect(guardRedirect(resolveRoute('/agentHome')!, 'agent', true, store.config.pages)).toBeNull();
  });
});
