import { beforeEach, describe, expect, it } from '@jest/globals';
import { createRootStore } from '../../src/stores';
import { roleOf } from '../../src/stores/SessionStore';
import { NEED_TRUE_ACCOUNT } from '../../src/stores/UiStore';
import { loadSample } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';

const newStore = () => createRootStore(storeEnvFor(loadSample('default.json')));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('UiStore', () => {
  it('defaults to TW with the side menu open and no modal', () => {
    const { ui } = newStore();
    expect(ui.lang).toBe('TW');
    expect(ui.sideMenuOpen).toBe(true);
    expect(ui.modal).toBeNull();
  });

  it('keeps the language in localStorage lang, the previous one in hisLang, across reloads', () => {
    const { ui } = newStore();
    ui.setLang('EN');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('TW');
    const reloaded = newStore();
    expect(reloaded.ui.lang).toBe('EN');
    expect(reloaded.ui.hisLang).toBe('TW');
    reloaded.ui.toggleLang();
    expect(localStorage.getItem('lang')).toBe('TW');
    expect(localStorage.getItem('hisLang')).toBe('EN');
  });

  it('ignores an unknown stored language', () => {
    localStorage.setItem('lang', 'FR');
    expect(newStore().ui.lang).toBe('TW');
  });

  it('keeps the theme in localStorage theme across reloads', () => {
    const { ui } = newStore();
    const other = ui.theme === 'dark' ? 'light' : 'dark';
    ui.toggleTheme();
    expect(localStorage.getItem('theme')).toBe(other);
    expect(newStore().ui.theme).toBe(other);
  });

  it('opens and closes one modal with parameters', () => {
    const { ui } = newStore();
    ui.openModal('help', { anchor: 'term' });
    expect(ui.modal).toEqual({ name: 'help', params: { anchor: 'term' } });
    ui.closeModal();
    expect(ui.modal).toBeNull();
  });

  it('requireLogin: guests get the login modal, trial users the in_need_true_account notice, members pass', () => {
    const store = newStore();
    expect(store.ui.requireLogin()).toBe(false);
    expect(store.ui.modal?.name).toBe('login');
    store.ui.closeModal();
    store.session.setMember({ id: 9, account: 'demo01', nickname: 'Demo', type: 4 });
    expect(store.ui.requireLogin()).toBe(false);
    expect(store.ui.notice).toBe(NEED_TRUE_ACCOUNT);
    expect(store.ui.modal).toBeNull();
    store.session.setMember({ id: 10, account: 'player1', nickname: 'P1', type: 0 });
    expect(store.ui.requireLogin()).toBe(true);
  });
});

describe('SessionStore', () => {
  it('derives the role from the member type (spec section 3)', () => {
    expect(roleOf(null)).toBe('guest');
    for (const type of [1, 2, 41, 42]) expect(roleOf({ type })).toBe('agent');
    expect(roleOf({ type: 4 })).toBe('trial');
    expect(roleOf({ type: 0 })).toBe('member');
    expect(roleOf({ type: 3 })).toBe('member');
  });

  it('keeps the token in session storage `token` and forgets it on clear', () => {
    const store = newStore();
    store.session.setMember({ id: 1, account: 'agent1', nickname: 'A', type: 41 }, 'tok-123');
    expect(sessionStorage.getItem('token')).toBe('tok-123');
    expect(store.session.role).toBe('agent');
    expect(newStore().session.token).toBe('tok-123');
    store.session.clear();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(store.session.role).toBe('guest');
  });
});
