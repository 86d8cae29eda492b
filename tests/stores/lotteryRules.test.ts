/**
 * The lottery pages' pure rules (docs/lottery.md sections 1-6): prize mode tabs and groups, the
 * "Bet now" links and the launch's view and back, countdown formatting and draw phases, times in the
 * game's time zone, the Vietnam sheets (North 27 prizes in 8 rows, Central/South columns per
 * province), the lô endings table and the 4D sheet.
 */
import { describe, expect, it } from '@jest/globals';
import { createPlayApi } from '../../src/api/launch';
import { lotteryPlace, seamlessPath, sitePath, targetFromQuery } from '../../src/stores/gameLaunch';
import {
  countdownParts,
  drawPhase,
  formatCountdown,
  formatDrawDateTime,
  formatDrawTime,
  formatLocalDate,
  gameTimeZone,
  todayIn,
  zoneName,
} from '../../src/stores/lottery/drawTime';
import {
  betNowLink,
  gameHasResult,
  groupsOfTab,
  lotteryPagePath,
  tabCounts,
} from '../../src/stores/lottery/lobbyRules';
import { loNumbers, loTable, northRows, regionalSheet, seaSheet, sheetKind } from '../../src/stores/lottery/sheets';
import { draw, lobby, northDraw, openDraw, provinceDraw, seaDraw } from '../features/lottery/fixtures';

describe('lobby tabs and groups', () => {
  it('shows every group in the order LOTT, ZY, ELOTT, SEA under All, one group per prize mode tab, and counts games', () => {
    const data = lobby();
    const shuffled = { groups: [...data.groups].reverse() };
    expect(groupsOfTab(shuffled, 'ALL').map((g) => g.prizeMode)).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
    expect(groupsOfTab(shuffled, 'ZY').map((g) => g.games.map((x) => x.gameCode))).toEqual([
      ['BGS_LOTTO', 'BGS_ELOTT'],
    ]);
    expect(groupsOfTab({ groups: [{ prizeMode: 'LOTT', games: [] }] }, 'ALL')).toEqual([]);
    expect(groupsOfTab(null, 'ALL')).toEqual([]);
    expect(tabCounts(data)).toEqual({ ALL: 5, LOTT: 1, ZY: 2, ELOTT: 1, SEA: 1 });
  });

  it('knows when a game shows a draw result: a latest draw as late, or the draw is no longer its next one', () => {
    const g = lobby().groups[1]!.games[0]!;
    const ref = { key: g.gameCode, drawId: g.next!.drawId, drawAt: g.next!.drawAt };
    expect(gameHasResult(g, ref)).toBe(false);
    expect(gameHasResult({ ...g, latest: draw({ drawId: ref.drawId, drawAt: ref.drawAt }) }, ref)).toBe(true);
    expect(gameHasResult({ ...g, next: openDraw({ drawId: 'later' }) }, ref)).toBe(true);
  });
});

describe('launch links', () => {
  it('sends VN games to /vnLottery, SEA to /seaLottery and the others to /lottery with ?gameCode', () => {
    expect(lotteryPagePath('VN')).toBe('/vnLottery');
    expect(betNowLink({ gameCode: 'BGS_VN_NORTH', lottoArea: 'VN' })).toBe('/vnLottery?gameCode=BGS_VN_NORTH');
    expect(betNowLink({ gameCode: 'BGS_SEA_4D', lottoArea: 'SEA' })).toBe('/seaLottery?gameCode=BGS_SEA_4D');
    expect(betNowLink({ gameCode: 'BGS_LOTTO', lottoArea: null })).toBe('/lottery?gameCode=BGS_LOTTO');
    expect(betNowLink({ gameCode: 'BGS_VN_SOUTH', lottoArea: 'VN' }, 'lobby')).toBe(
      '/vnLottery?gameCode=BGS_VN_SOUTH&view=lobby',
    );
  });

  it('launches a lottery page with view betting unless view=lobby, and back the page path', () => {
    expect(lotteryPlace(new URLSearchParams('gameCode=BGS_VN_NORTH'), '/vnLottery')).toEqual({
      view: 'betting',
      back: '/vnLottery',
    });
    expect(lotteryPlace(new URLSearchParams('gameCode=X&view=lobby'), '/seaLottery')).toEqual({
      view: 'lobby',
      back: '/seaLottery',
    });
    expect(lotteryPlace(new URLSearchParams('gameCode=X&view=nonsense'), '/lottery')).toEqual({
      view: 'betting',
      back: '/lottery',
    });
  });

  it('keeps view and back of a /seamless query, but never a back that leaves the site', () => {
    expect(targetFromQuery(new URLSearchParams('gameCode=G1&view=lobby&back=/vnLottery'))).toEqual({
      gameCode: 'G1',
      view: 'lobby',
      back: '/vnLottery',
    });
    expect(targetFromQuery(new URLSearchParams('gameCode=G1&back=https://evil.example/'))).toEqual({ gameCode: 'G1' });
    expect(targetFromQuery(new URLSearchParams('nodeId=5'))).toEqual({ nodeId: 5 });
    expect(
      ['//evil.example', '/\\evil', 'javascript:alert(1)', '/lottery?x=1', '/../x', '', null].map(sitePath),
    ).toEqual([null, null, null, null, null, null, null]);
    expect(sitePath('/vnLottery')).toBe('/vnLottery');
    expect(seamlessPath({ gameCode: 'G1', view: 'lobby', back: '/vnLottery' }, 'real')).toBe(
      '/seamless?gameCode=G1&view=lobby&back=%2FvnLottery&mode=real',
    );
  });

  it('sends gameCode, view and back to GET /api/games/launch', async () => {
    const seen: unknown[] = [];
    const http = {
      request: async (config: { url: string; params: unknown }) => (
        seen.push(config),
        {
          status: 200,
          data: {
            success: true,
            code: 0,
            message: '',
            value: { url: 'https://vendor/x', displayName: 'Northern Lottery' },
          },
        }
      ),
    };
    await createPlayApi(http as never).launch(
      { gameCode: 'BGS_VN_NORTH', view: 'betting', back: '/vnLottery' },
      'real',
      'EN',
    );
    expect(seen).toEqual([
      expect.objectContaining({
        url: '/api/games/launch',
        params: { gameCode: 'BGS_VN_NORTH', view: 'betting', back: '/vnLottery', mode: 'real', language: 'EN' },
      }),
    ]);
  });
});

describe('countdowns and times', () => {
  it('formats a countdown as hh:mm:ss with days in front, never negative', () => {
    const days = (n: number) => `${n}d`;
    expect(formatCountdown(0, days)).toBe('00:00:00');
    expect(formatCountdown(-5_000, days)).toBe('00:00:00');
    expect(formatCountdown(59_999, days)).toBe('00:00:59');
    expect(formatCountdown(3_723_000, days)).toBe('01:02:03');
    expect(formatCountdown(2 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6_000, days)).toBe('2d 04:05:06');
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('tells the phase of a draw: open until closing, closed until the draw, then drawing until published', () => {
    const d = { status: 'open' as const, closesAt: '2026-11-26T11:00:00.000Z', drawAt: '2026-11-26T11:15:00.000Z' };
    expect(drawPhase(d, Date.parse('2026-11-26T10:59:59Z'))).toBe('open');
    expect(drawPhase(d, Date.parse('2026-11-26T11:00:00Z'))).toBe('closed');
    expect(drawPhase(d, Date.parse('2026-11-26T11:15:00Z'))).toBe('drawing');
    expect(drawPhase({ ...d, status: 'drawn' }, 0)).toBe('drawn');
    expect(drawPhase({ ...d, status: 'void' }, 0)).toBe('void');
  });

  it("shows times in the game's time zone: ICT for Vietnam, MYT for 4D", () => {
    expect(gameTimeZone('VN')).toBe('Asia/Ho_Chi_Minh');
    expect(gameTimeZone('SEA')).toBe('Asia/Kuala_Lumpur');
    expect(gameTimeZone(null)).toBeUndefined();
    expect(formatDrawTime('2026-11-26T11:15:00.000Z', 'EN', 'Asia/Ho_Chi_Minh')).toBe('18:15 ICT');
    expect(formatDrawTime('2026-11-28T11:00:00.000Z', 'TW', 'Asia/Kuala_Lumpur')).toBe('19:00 MYT');
    expect(formatDrawTime('2026-11-28T11:00:00.000Z', 'EN', 'Asia/Tokyo')).toBe('20:00 GMT+9');
    expect(formatDrawDateTime('2026-11-28T11:00:00.000Z', 'EN', 'Asia/Kuala_Lumpur')).toBe('11/28/2026, 19:00 MYT');
    expect(formatDrawTime('nope', 'EN')).toBe('');
    expect(zoneName('Asia/Ho_Chi_Minh')).toBe('ICT (GMT+7)');
    expect(formatLocalDate('2026-11-26', 'EN')).toBe('Thu, 11/26/2026');
    expect(formatLocalDate('2026-11-26', 'TW')).toContain('2026/11/26');
    expect(todayIn('Asia/Ho_Chi_Minh', Date.parse('2026-11-26T17:30:00Z'))).toBe('2026-11-27');
  });
});

describe('Vietnam sheets', () => {
  it('lays the North sheet out as 8 rows, ĐB on top down to G7, 27 prizes', () => {
    const rows = northRows(northDraw());
    expect(rows.map((r) => r.tier)).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7']);
    expect(rows.map((r) => r.numbers.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(rows.flatMap((r) => r.numbers)).toHaveLength(27);
    expect(rows[0]!.numbers[0]).toMatch(/^\d{5}$/);
    expect(rows[7]!.numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
  });

  it('pads a sheet not drawn yet with empty cells of the right count', () => {
    expect(northRows(openDraw()).flatMap((r) => r.numbers)).toEqual(Array(27).fill(''));
  });

  it('lays Central and South out with one column per province, G8 on top down to ĐB', () => {
    const draws = [
      provinceDraw('SOUTH', 'DN', 'Đồng Nai', '2026-11-25', 1),
      provinceDraw('SOUTH', 'CT', 'Cần Thơ', '2026-11-25', 2),
      provinceDraw('SOUTH', 'ST', 'Sóc Trăng', '2026-11-25', 3),
    ];
    const sheet = regionalSheet(draws);
    expect(sheet.provinces.map((p) => p.label)).toEqual(['Đồng Nai', 'Cần Thơ', 'Sóc Trăng']);
    expect(sheet.rows.map((r) => r.tier)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'G1', 'DB']);
    expect(sheet.rows.every((r) => r.cells.length === 3)).toBe(true);
    expect(sheet.rows.map((r) => r.cells[1]!.length)).toEqual([1, 1, 3, 1, 7, 2, 1, 1, 1]);
    expect(sheet.rows[8]!.cells[2]![0]).toBe(draws[2]!.prizes.find((p) => p.tier === 'DB')!.numbers[0]);
  });

  it('builds the lô endings table: đầu 0-9 with the last digit of every two-digit ending, repeats kept', () => {
    const d = draw({
      prizes: [
        { tier: 'DB', numbers: ['12345'] },
        { tier: 'G1', numbers: ['00045', '77701'] },
        { tier: 'G7', numbers: ['45', '09', '90'] },
      ],
    });
    expect(loNumbers(d)).toEqual(['45', '45', '01', '45', '09', '90']);
    const table = loTable(d);
    expect(table.map((r) => r.head)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(table[0]!.tails).toEqual([1, 9]);
    expect(table[4]!.tails).toEqual([5, 5, 5]);
    expect(table[9]!.tails).toEqual([0]);
    expect(table[2]!.tails).toEqual([]);
    expect(loTable(northDraw()).reduce((n, r) => n + r.tails.length, 0)).toBe(27);
  });

  it('lays out the 4D sheet: 1st, 2nd, 3rd, 10 Special and 10 Consolation', () => {
    const d = seaDraw();
    const s = seaSheet(d);
    expect([s.first, s.second, s.third]).toEqual(d.headline);
    expect(s.special).toHaveLength(10);
    expect(s.consolation).toHaveLength(10);
    expect(new Set([s.first, s.second, s.third, ...s.special, ...s.consolation]).size).toBe(23);
    expect(seaSheet(openDraw()).special).toEqual(Array(10).fill(''));
  });

  it('picks the sheet layout of a game', () => {
    expect(sheetKind('VN', 'NORTH')).toBe('north');
    expect(sheetKind('VN', 'SOUTH')).toBe('regional');
    expect(sheetKind('SEA', null)).toBe('sea');
    expect(sheetKind(null, null)).toBe('plain');
  });
});
