/**
 * The responsible gaming page and store (docs/responsible-gaming.md): the limit tiles with used,
 * remaining and a pending raise with its time; a limit saved with the browser's zone; a refusal
 * shown; a removal through the engine form; the closure reason counted in characters; the
 * time-out dialog that needs the password and logs the page out; the reality check
 * clock; the socket's `rg` event logging an open page out.
 */
import '../support/webPolyfills';
import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RgApi, RgProfile } from '../../src/api/rg';
import { ApiProblem } from '../../src/api/client';
import ResponsibleGamingPage from '../../src/features/rg/ResponsibleGamingPage';
import { createRootStore } from '../../src/stores';
import { REALITY_SHOWN_KEY, RgStoreModel, nextCheckAt } from '../../src/stores/rg/RgStore';
import { renderWith } from './helpers';
import { fakeStoreEnv } from '../support/storeEnv';
import { liveEventsOf } from '../../src/stores/liveEvents';

const profile: RgProfile = {
  timeZone: 'Asia/Taipei',
  realityCheckMinutes: 0,
  exclusion: null,
  limits: [
    {
      kind: 'deposit',
      period: 'day',
      amount: '100.00',
      used: '40.00',
      remaining: '60.00',
      periodEndsAt: '2026-05-10T16:00:00.000Z',
      pending: { amount: '300.00', effectiveAt: '2026-05-11T04:00:00.000Z' },
    },
  ],
};

function fakeApi(over: Partial<RgApi> = {}): RgApi {
  return {
    profile: jest.fn(async () => profile),
    setLimit: jest.fn(async () => ({ profile, message: 'Your limit is saved' })),
    setRealityCheck: jest.fn(async (minutes: 0 | 15 | 30 | 60) => ({
      profile: { ...profile, realityCheckMinutes: minutes },
      message: 'saved',
    })),
    exclude: jest.fn(async () => ({
      profile: {
        ...profile,
        exclusion: {
          kind: 'timeout' as const,
          startsAt: '2026-05-10T04:00:00.000Z',
          endsAt: '2026-05-11T04:00:00.000Z',
        },
      },
      message: 'logged out',
    })) as unknown as RgApi['exclude'],
    session: jest.fn(async () => ({
      startedAt: '2026-05-10T04:00:00.000Z',
      minutes: 15,
      bets: '20.00',
      payouts: '5.00',
      net: '-15.00',
    })),
    events: jest.fn(async () => ({
      list: [
        {
          id: 1,
          action: 'limit.set',
          detail: { kind: 'deposit', period: 'day', amount: '100.00' },
          createdAt: '2026-05-10T04:00:00.000Z',
        },
      ],
      total: 1,
      pageNo: 1,
      pageSize: 10,
    })),
    operatorView: jest.fn(async () => ({ username: 'demo01', profile, events: [] })),
    ...over,
  };
}

function storeWith(api: RgApi) {
  const store = createRootStore(fakeStoreEnv({ rg: api }), {});
  store.session.setMember({ username: 'demo01', type: 0 } as never, 'token-123');
  return store;
}

describe('ResponsibleGamingPage', () => {
  it('shows each limit with used, remaining and the pending raise, and the history', async () => {
    const store = storeWith(fakeApi());
    renderWith(store, <ResponsibleGamingPage />);
    const tile = await screen.findByTestId('rg-limit-deposit-day');
    expect(tile.textContent).toContain('100.00');
    expect(tile.textContent).toContain('40.00');
    expect(screen.getByTestId('rg-limit-remaining').textContent).toBe('60.00');
    expect(screen.getByTestId('rg-limit-pending').textContent).toContain('300.00');
    expect(screen.getByTestId('rg-limit-pending').textContent).toContain('05/11/2026, 12:00');
    expect((await screen.findAllByTestId('rg-event'))[0]!.textContent).toContain('Limit set');
    expect(document.title).toBe('Responsible gaming');
  });

  it('saves a limit with the browser zone, refuses a bad amount locally and shows a server refusal', async () => {
    const api = fakeApi({
      setLimit: jest.fn(async () =>
        Promise.reject(new ApiProblem('badRequest', 'There is no such limit to remove', 400, 'RG_LIMIT_NOT_SET')),
      ),
    });
    const store = storeWith(api);
    renderWith(store, <ResponsibleGamingPage />);
    await screen.findByTestId('rg-limit-deposit-day');
    fireEvent.change(screen.getByTestId('rg-limit-amount'), { target: { value: '1.234' } });
    fireEvent.click(screen.getByTestId('rg-limit-save'));
    expect((await screen.findByTestId('rg-notice')).textContent).toContain('at most 2 decimals');
    expect(api.setLimit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('rg-limit-amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByTestId('rg-limit-save'));
    await waitFor(() => expect(screen.getByTestId('rg-notice').textContent).toContain('no such limit'));
    expect(api.setLimit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'deposit', period: 'day', amount: '50', timeZone: expect.any(String) }),
    );
  });

  it('removes a limit through the engine form rgLimit (kind and period alone)', async () => {
    const api = fakeApi();
    const store = storeWith(api);
    renderWith(store, <ResponsibleGamingPage />);
    await screen.findByTestId('rg-limit-deposit-day');
    fireEvent.click(screen.getByTestId('rg-limit-remove'));
    await waitFor(() =>
      expect(api.setLimit).toHaveBeenCalledWith(
        expect.objectContaining({ kind: 'deposit', period: 'day', amount: null }),
      ),
    );
    expect((await screen.findByTestId('rg-notice')).textContent).toContain('Your limit is saved');
  });

  it('a closure reason counts characters: the input takes 200 emoji, 201 characters keep the button off', async () => {
    const store = storeWith(fakeApi());
    renderWith(store, <ResponsibleGamingPage />);
    await screen.findByTestId('rg-limit-deposit-day');
    fireEvent.click(screen.getByTestId('rg-close'));
    await screen.findByTestId('rg-confirm');
    const reason = screen.getByTestId('rg-confirm-reason');
    expect(reason).toHaveAttribute('maxLength', '400');
    fireEvent.change(screen.getByTestId('rg-confirm-password'), { target: { value: 'Abc12345' } });
    fireEvent.change(reason, { target: { value: '🎰'.repeat(200) } });
    expect((screen.getByTestId('rg-confirm-submit') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.change(reason, { target: { value: 'x'.repeat(201) } });
    expect((screen.getByTestId('rg-confirm-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a time-out needs the password, spells out the consequences and logs the page out', async () => {
    const api = fakeApi();
    const store = storeWith(api);
    renderWith(store, <ResponsibleGamingPage />);
    await screen.findByTestId('rg-limit-deposit-day');
    fireEvent.click(screen.getByTestId('rg-timeout-24h'));
    const dialog = await screen.findByTestId('rg-confirm');
    expect(dialog.textContent).toContain('Nobody can end it early');
    expect((screen.getByTestId('rg-confirm-submit') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('rg-confirm-password'), { target: { value: 'Abc12345' } });
    fireEvent.click(screen.getByTestId('rg-confirm-submit'));
    await waitFor(() => expect(store.session.isLoggedIn).toBe(false));
    expect(api.exclude).toHaveBeenCalledWith('timeout', { duration: '24h', password: 'Abc12345' });
    expect(store.rg.loggedOutBy).toEqual({ kind: 'timeout', until: '2026-05-11T04:00:00.000Z' });
  });
});

describe('RgStore', () => {
  it('the reality check is due at each multiple of the interval since the login', async () => {
    const start = Date.parse('2026-05-10T04:00:00.000Z');
    expect(nextCheckAt(start, 15, start)).toBe(start + 15 * 60_000);
    expect(nextCheckAt(start, 15, start + 16 * 60_000)).toBe(start + 30 * 60_000);
    const api = fakeApi({ profile: jest.fn(async () => ({ ...profile, realityCheckMinutes: 15 as const })) });
    const store = RgStoreModel.create({}, { rg: api });
    await store.startRealityCheck();
    expect(store.isDue(start + 14 * 60_000)).toBe(false);
    expect(store.isDue(start + 15 * 60_000)).toBe(true);
    await store.showCheck(start + 15 * 60_000);
    expect(store.check).toMatchObject({ minutes: 15, net: '-15.00' });
    expect(store.isDue(start + 20 * 60_000)).toBe(false);
    store.dismissCheck();
    expect(store.isDue(start + 29 * 60_000)).toBe(false);
    expect(store.isDue(start + 30 * 60_000)).toBe(true);
  });

  it('a reload does not show the interval already seen again; a new session starts afresh', async () => {
    sessionStorage.clear();
    const start = Date.parse('2026-05-10T04:00:00.000Z');
    const api = fakeApi({ profile: jest.fn(async () => ({ ...profile, realityCheckMinutes: 15 as const })) });
    const first = RgStoreModel.create({}, { rg: api });
    await first.startRealityCheck();
    await first.showCheck(start + 16 * 60_000);
    first.dismissCheck();
    // the page reloads 2 minutes later: a new store, the same session
    const reloaded = RgStoreModel.create({}, { rg: api });
    await reloaded.startRealityCheck();
    expect(reloaded.isDue(start + 18 * 60_000)).toBe(false);
    expect(reloaded.isDue(start + 30 * 60_000)).toBe(true);
    // another session (a later login) is not held back by the old one
    sessionStorage.setItem(
      REALITY_SHOWN_KEY,
      JSON.stringify({ startedAt: start - 60 * 60_000, shownAt: start + 16 * 60_000 }),
    );
    const other = RgStoreModel.create({}, { rg: api });
    await other.startRealityCheck();
    expect(other.isDue(start + 15 * 60_000)).toBe(true);
    sessionStorage.clear();
  });

  it("the socket's rg event logs an open page out", () => {
    const store = storeWith(fakeApi());
    liveEventsOf(store).dispatch(
      { type: 'rg', payload: { action: 'loggedOut', kind: 'selfExclusion', until: '2026-11-10T04:00:00.000Z' } },
      'member',
    );
    expect(store.session.isLoggedIn).toBe(false);
    expect(store.rg.loggedOutBy).toEqual({ kind: 'selfExclusion', until: '2026-11-10T04:00:00.000Z' });
  });
});
