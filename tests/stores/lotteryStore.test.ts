/**
 * The lottery store (src/stores/lottery): the lobby's calls and states (loading, empty, error), the
 * prize mode tabs and the results panel following them, the result history's date filter and pages,
 * the mission summary and leaderboard for members only, the Vietnam page (menus, numbers by date,
 * regions) and the SEA page (its lobby, payouts, past draws), and the draw watch: when a draw's time
 * passes the page re-fetches every 5 s until the result arrives, and gives up after 2 minutes.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { LotteryLobby } from '../../contract/types';
import { ApiProblem } from '../../src/api/client';
import type { MissionsApi } from '../../src/api/missions';
import { createRootStore, type StoreEnv } from '../../src/stores';
import { DrawWatch } from '../../src/stores/lottery/drawWatch';
import { LotteryStoreModel } from '../../src/stores/lottery/LotteryStore';
import { loadSample } from '../support/samples';
import { storeEnvFor } from '../support/storeEnv';
import { draw, fakeLotteryApi, game, northDraw, openDraw, results, vnNumbers } from '../features/lottery/fixtures';

afterEach(() => {
  jest.useRealTimers();
});

describe('lobby', () => {
  it('loads the lobby and the opened numbers, then the first published game’s results; tabs move the panel', async () => {
    const api = fakeLotteryApi();
    const store = LotteryStoreModel.create({}, { lottery: api });
    const page = store.lobby;
    expect(page.lobby.loading).toBe(true);
    await page.open();
    expect(api.lobby).toHaveBeenCalledTimes(1);
    expect(api.opened).toHaveBeenCalledTimes(1);
    expect(page.games.map((g) => g.gameCode)).toEqual([
      'TCG_PK10',
      'BGS_LOTTO',
      'BGS_ELOTT',
      'BGS_VN_NORTH',
      'BGS_SEA_4D',
    ]);
    expect(page.results.gameCode).toBe('BGS_LOTTO');
    expect(api.results).toHaveBeenLastCalledWith({ gameCode: 'BGS_LOTTO', pageNo: 1, pageSize: 10 });
    expect(page.results.list.data?.list).toHaveLength(2);

    await page.setTab('SEA');
    expect(page.groups.map((g) => g.prizeMode)).toEqual(['SEA']);
    expect(page.results.gameCode).toBe('BGS_SEA_4D');
    await page.setTab('LOTT');
    expect(page.results.gameCode).toBe('TCG_PK10');
    expect(page.selectedGame?.published).toBe(false);
    expect(api.results).not.toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'TCG_PK10' }));
    await page.setTab('ALL');
    expect(page.results.gameCode).toBe('TCG_PK10');
    await page.selectGame('BGS_VN_NORTH');
    expect(page.selectedGame?.name).toBe('Northern Lottery');
    page.close();
  });

  it('filters the results by a local date (ignoring a text that is not one) and pages them', async () => {
    const api = fakeLotteryApi();
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.lobby.open();
    const r = store.lobby.results;
    await r.setPage(3);
    expect(api.results).toHaveBeenLastCalledWith({ gameCode: 'BGS_LOTTO', pageNo: 3, pageSize: 10 });
    await r.setDate('2026-11-25');
    expect(api.results).toHaveBeenLastCalledWith({
      gameCode: 'BGS_LOTTO',
      pageNo: 1,
      pageSize: 10,
      date: '2026-11-25',
    });
    await r.setDate('2026-02-30');
    expect(r.date).toBe('2026-11-25');
    await r.setDate('');
    expect(api.results).toHaveBeenLastCalledWith({ gameCode: 'BGS_LOTTO', pageNo: 1, pageSize: 10 });
    store.lobby.close();
  });

  it('keeps the server’s message of a failure and retries; an empty lobby has no games and no results call', async () => {
    const api = fakeLotteryApi({
      lobby: jest.fn(async () =>
        Promise.reject(new ApiProblem('badRequest', 'Lottery is under maintenance', 503, 'MAINTENANCE')),
      ) as never,
    });
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.lobby.open();
    expect(store.lobby.lobby.failed).toBe(true);
    expect(store.lobby.lobby.errorText('fallback')).toBe('Lottery is under maintenance');
    api.lobby.mockImplementation(async () => ({ serverTime: new Date().toISOString(), groups: [] }));
    await store.lobby.load();
    expect(store.lobby.lobby.failed).toBe(false);
    expect(store.lobby.games).toEqual([]);
    expect(store.lobby.results.gameCode).toBeNull();
    expect(api.results).not.toHaveBeenCalled();
    store.lobby.close();
  });

  it('loads the mission summary and the leaderboard for a member, not for a trial user', async () => {
    const missions = {
      missions: jest.fn(async () => ({
        daily: [],
        weekly: [],
        dailyEndsAt: '',
        weeklyEndsAt: '',
        completedUnclaimed: 0,
      })),
      leaderboard: jest.fn(async () => ({
        board: 'validBet',
        periodKey: '2026-W48',
        from: '',
        to: '',
        closed: false,
        entries: [],
        me: null,
        prizes: [],
      })),
    } as unknown as MissionsApi;
    const env = {
      ...storeEnvFor(loadSample('default.json')),
      lottery: fakeLotteryApi(),
      missions,
    } as unknown as StoreEnv;
    const trial = createRootStore(env, {});
    trial.session.setMember({ id: 2, account: 'guest', nickname: 'T', type: 4 } as never, 'tok');
    await trial.lottery.lobby.open();
    expect(missions.missions).not.toHaveBeenCalled();
    trial.lottery.lobby.close();
    const root = createRootStore(env, {});
    root.session.setMember({ id: 1, account: 'demo01', nickname: 'Demo', type: 0 } as never, 'tok');
    await root.lottery.lobby.open();
    expect(missions.missions).toHaveBeenCalledTimes(1);
    expect(missions.leaderboard).toHaveBeenCalledWith({ board: 'validBet', period: 'current' });
    root.lottery.lobby.close();
  });
});

describe('Vietnam page', () => {
  it('loads the menus and the latest sheets, switches regions without a call and asks for a date', async () => {
    const api = fakeLotteryApi();
    const store = LotteryStoreModel.create({}, { lottery: api });
    const vn = store.vn;
    await vn.open();
    expect(api.vnMenus).toHaveBeenCalledWith();
    expect(api.vnNumbers).toHaveBeenCalledWith({});
    expect(vn.regionMenu?.gameCode).toBe('BGS_VN_NORTH');
    expect(vn.regionSheet.draws.map((d) => d.label)).toEqual(['Hà Nội']);
    expect(vn.regionSheet.date).toBe('2026-11-26');
    vn.setRegion('SOUTH');
    expect(vn.regionSheet.draws.map((d) => d.label)).toEqual(['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
    expect(vn.regionMenu?.draws).toHaveLength(3);
    expect(api.vnNumbers).toHaveBeenCalledTimes(1);
    await vn.setDate('2026-11-20');
    expect(api.vnNumbers).toHaveBeenLastCalledWith({ date: '2026-11-20' });
    expect(vn.regionSheet.date).toBe('2026-11-20');
    await vn.setDate('20-11-2026');
    expect(vn.date).toBe('2026-11-20');
    await vn.setDate(null);
    expect(api.vnNumbers).toHaveBeenLastCalledWith({});
    vn.close();
  });

  it('shows a region that has not drawn yet on the latest date with its own latest sheet', async () => {
    const api = fakeLotteryApi();
    api.vnNumbers.mockImplementation(async (q) => {
      const all = vnNumbers(q?.date ?? '2026-11-27');
      if (q?.region) return { ...all, regions: all.regions.filter((r) => r.region === q.region) };
      return q?.date
        ? all
        : { ...all, regions: all.regions.map((r) => (r.region === 'SOUTH' ? r : { ...r, draws: [] })) };
    });
    api.results.mockImplementation(async (q) =>
      results(q.gameCode === 'BGS_VN_NORTH' ? [northDraw('2026-11-25')] : [], { gameCode: q.gameCode }),
    );
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.vn.open();
    expect(api.results).toHaveBeenCalledWith({ gameCode: 'BGS_VN_NORTH', pageNo: 1, pageSize: 1 });
    expect(api.results).toHaveBeenCalledWith({ gameCode: 'BGS_VN_CENTRAL', pageNo: 1, pageSize: 1 });
    expect(api.vnNumbers).toHaveBeenCalledWith({ date: '2026-11-25', region: 'NORTH' });
    expect(store.vn.regionSheet).toMatchObject({
      date: '2026-11-25',
      draws: [expect.objectContaining({ drawId: 'VNN-20261125' })],
    });
    store.vn.setRegion('SOUTH');
    expect(store.vn.regionSheet.date).toBe('2026-11-27');
    store.vn.setRegion('CENTRAL');
    expect(store.vn.regionSheet).toEqual({ date: '2026-11-27', draws: [] });
    await store.vn.setDate('2026-11-28');
    store.vn.setRegion('NORTH');
    expect(store.vn.regionSheet).toMatchObject({
      date: '2026-11-28',
      draws: [expect.objectContaining({ drawId: 'VNN-20261128' })],
    });
    expect(store.vn.fallbacks).toEqual({});
    store.vn.close();
  });

  it('shows an empty region and a failed call', async () => {
    const api = fakeLotteryApi({
      vnNumbers: jest.fn(async () => Promise.reject(new ApiProblem('network', 'x', null, null))) as never,
    });
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.vn.open();
    store.vn.setRegion('CENTRAL');
    expect(store.vn.regionMenu?.draws).toEqual([]);
    expect(store.vn.numbers.failed).toBe(true);
    expect(store.vn.numbers.errorText('generic')).toBe('generic');
    store.vn.close();
  });
});

describe('SEA page', () => {
  it('loads its lobby, the payouts of the next draw and the past draws', async () => {
    const api = fakeLotteryApi();
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.sea.open();
    expect(api.lobby).toHaveBeenCalledWith({ prizeMode: 'SEA' });
    expect(store.sea.game?.gameCode).toBe('BGS_SEA_4D');
    expect(api.draw).toHaveBeenCalledWith('BGS_SEA_4D', 'SEA-20261128');
    expect(store.sea.detail.data?.betTypes.map((b) => b.code)).toEqual(['big', 'small']);
    expect(api.results).toHaveBeenCalledWith({ gameCode: 'BGS_SEA_4D', pageNo: 1, pageSize: 10 });
    store.sea.close();
  });

  it('has no game when the site offers no 4D', async () => {
    const api = fakeLotteryApi({ lobby: jest.fn(async () => ({ serverTime: '', groups: [] })) as never });
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.sea.open();
    expect(store.sea.game).toBeNull();
    expect(api.draw).not.toHaveBeenCalled();
    expect(api.results).not.toHaveBeenCalled();
    store.sea.close();
  });
});

describe('draw watch', () => {
  it('re-fetches when the draw time passes, every 5 s until the result arrives, then waits for the next draw', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T03:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    const now = Date.now();
    const next = openDraw({ drawId: 'D2', label: 'D2' }, 20_000, 10_000, now);
    const before: LotteryLobby = {
      serverTime: '',
      groups: [
        {
          prizeMode: 'ZY',
          games: [
            game({
              gameCode: 'BGS_LOTTO',
              name: 'Fast Lotto 3',
              prizeMode: 'ZY',
              next,
              latest: draw({ drawId: 'D1' }),
            }),
          ],
        },
      ],
    };
    const after: LotteryLobby = {
      serverTime: '',
      groups: [
        {
          prizeMode: 'ZY',
          games: [
            game({
              gameCode: 'BGS_LOTTO',
              name: 'Fast Lotto 3',
              prizeMode: 'ZY',
              next: openDraw({ drawId: 'D3' }, 3_600_000, 10_000, now),
              latest: draw({ drawId: 'D2', drawAt: next.drawAt }),
            }),
          ],
        },
      ],
    };
    let answer = before;
    const api = fakeLotteryApi({
      lobby: jest.fn(async () => answer) as never,
      results: jest.fn(async () => results([draw()])) as never,
    });
    const store = LotteryStoreModel.create({}, { lottery: api });
    await store.lobby.open();
    expect(api.lobby).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(29_000);
    expect(api.lobby).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(api.lobby).toHaveBeenCalledTimes(2);
    expect(store.lobby.watch?.polling?.drawId).toBe('D2');
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.lobby).toHaveBeenCalledTimes(3);
    answer = after;
    await jest.advanceTimersByTimeAsync(5_000);
    expect(api.lobby).toHaveBeenCalledTimes(4);
    expect(store.lobby.watch?.polling).toBeNull();
    expect(store.lobby.games[0]!.latest?.drawId).toBe('D2');
    expect(api.results).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.lobby).toHaveBeenCalledTimes(4);
    store.lobby.close();
  });

  it('gives up on a draw after 2 minutes of polling and stops when the page closes', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T03:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick'] });
    const refetch = jest.fn(async () => undefined);
    const ref = { key: 'G', drawId: 'D', drawAt: new Date(Date.now() + 1_000).toISOString() };
    const watch = new DrawWatch({ pending: () => [ref], arrived: () => false, refetch });
    watch.arm();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(refetch).not.toHaveBeenCalled();
    watch.start();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(refetch).toHaveBeenCalledTimes(25);
    expect(watch.polling).toBeNull();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refetch).toHaveBeenCalledTimes(25);

    const other = new DrawWatch({ pending: () => [{ ...ref, drawId: 'E' }], arrived: () => false, refetch });
    other.start();
    await jest.advanceTimersByTimeAsync(6_000);
    const calls = refetch.mock.calls.length;
    other.stop();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(refetch).toHaveBeenCalledTimes(calls);
  });
});
