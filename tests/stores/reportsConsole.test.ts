/**
 * The Reports tab's store (src/stores/operator/reportsConsole.ts) and its CSV
 * (src/features/operator/merchantReports/csv.ts): presets in the merchant's time zone, loading with the
 * offset of the answer, a newer load winning over an older one, the server's message on a refusal,
 * reset on logout; the CSV's BOM, localised headers, major units, quoting and total row.
 */
import i18next from 'i18next';
import type { OperatorReport } from '../../contract/generated/schemas';
import { reportCsv } from '../../src/features/operator/merchantReports/csv';
import { ApiProblem } from '../../src/api/client';
import { createConsoleRootStore } from '../../src/stores/ConsoleRootStore';
import { presetRange } from '../../src/stores/operator/reportsConsole';
import { fakeOf, fakeStoreEnv, memoryTokenStore } from '../support/storeEnv';

const figures = {
  betCount: 3,
  turnover: '150000',
  payout: '90050',
  settledStake: '150000',
  ggr: '59950',
  activePlayers: 2,
};
const all = {
  ...figures,
  bonuses: '1000',
  rebates: '250',
  commissions: '0',
  dividends: '0',
  ngr: '58700',
  depositCount: 2,
  deposits: '1234567',
  withdrawalCount: 1,
  withdrawals: '30000',
  firstDepositors: 1,
  registrations: 4,
};
const sample = (from: string, to: string, utcOffsetMinutes = 480): OperatorReport => ({
  from,
  to,
  utcOffsetMinutes,
  timeZone: 'GMT+08:00',
  currency: 'CNY',
  summary: all,
  days: [
    { day: from, ...all },
    { day: to, ...all, ggr: '-5', ngr: '-5' },
  ],
  vendors: [{ vendorCode: 'BGS_LIVE', nameTw: '真人, 館', nameEn: 'Live "House"', ...figures }],
  categories: [{ category: 'LIVE', ...figures }],
});

describe('presets', () => {
  // 2026-12-03T17:30Z is 2026-12-04 01:30 at GMT+08:00 and 2026-12-03 14:30 at GMT-03:00
  const now = new Date('2026-12-03T17:30:00Z');
  it('cuts today at the merchant midnight', () => {
    expect(presetRange('today', now, 480)).toEqual({ from: '2026-12-04', to: '2026-12-04' });
    expect(presetRange('today', now, -180)).toEqual({ from: '2026-12-03', to: '2026-12-03' });
  });
  it('yesterday, the last 7 days, this month, last month (across a year end)', () => {
    expect(presetRange('yesterday', now, 480)).toEqual({ from: '2026-12-03', to: '2026-12-03' });
    expect(presetRange('last7', now, 480)).toEqual({ from: '2026-11-28', to: '2026-12-04' });
    expect(presetRange('thisMonth', now, 480)).toEqual({ from: '2026-12-01', to: '2026-12-04' });
    expect(presetRange('lastMonth', now, 480)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(presetRange('lastMonth', new Date('2027-01-10T00:00:00Z'), 480)).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetRange('lastMonth', new Date('2028-03-02T00:00:00Z'), 0)).toEqual({
      from: '2028-02-01',
      to: '2028-02-29',
    });
    expect(presetRange('custom', now, 480)).toBeNull();
  });
});

describe('the store', () => {
  it('loads a preset, keeps the answer and its offset, and forgets it on logout', async () => {
    const calls: string[] = [];
    const root = createConsoleRootStore({
      ...fakeStoreEnv({
        operatorReportsApi: fakeOf('operatorReportsApi', {
          report: async (from: string, to: string) => {
            calls.push(`${from}..${to}`);
            return sample(from, to, -180);
          },
        }),
      }),
      tokenStore: memoryTokenStore(),
    });
    await root.reports.choose('yesterday', new Date('2026-12-03T17:30:00Z'));
    expect(calls).toEqual(['2026-12-03..2026-12-03']);
    expect(root.reports.view?.from).toBe('2026-12-03');
    expect(root.reports.offset).toBe(-180);
    expect(root.reports.loading).toBe(false);
    // the next preset uses the merchant's offset of the answer
    await root.reports.choose('today', new Date('2026-12-03T17:30:00Z'));
    expect(calls.at(-1)).toBe('2026-12-03..2026-12-03');
    root.reports.setDay('from', '2026-11-02');
    expect(root.reports.preset).toBe('custom');
    await root.reports.load();
    expect(calls.at(-1)).toBe('2026-11-02..2026-12-03');
    root.logout();
    expect(root.reports.view).toBeNull();
    expect(root.reports.from).toBe('');
  });

  it("shows the server's message of a refusal and lets a newer load win", async () => {
    let release: (() => void) | null = null;
    const root = createConsoleRootStore({
      ...fakeStoreEnv({
        operatorReportsApi: fakeOf('operatorReportsApi', {
          report: async (from: string, to: string) => {
            if (from === 'slow') await new Promise<void>((r) => (release = r));
            if (from > to) throw new ApiProblem('badRequest', '開始日期不可晚於結束日期', 400, 'REPORT_RANGE_REVERSED');
            return sample(from, to);
          },
        }),
      }),
      tokenStore: memoryTokenStore(),
    });
    root.reports.setDay('from', '2026-12-05');
    root.reports.setDay('to', '2026-12-01');
    await root.reports.load();
    expect(root.reports.error).toBe('開始日期不可晚於結束日期');
    expect(root.reports.view).toBeNull();

    root.reports.setDay('from', 'slow');
    root.reports.setDay('to', 'zz');
    const older = root.reports.load();
    root.reports.setDay('from', '2026-11-01');
    root.reports.setDay('to', '2026-11-30');
    await root.reports.load();
    release!();
    await older;
    expect(root.reports.view?.from).toBe('2026-11-01');
    expect(root.reports.error).toBeNull();
  });
});

describe('the CSV', () => {
  const t = i18next.createInstance();
  beforeAll(async () => {
    await t.init({
      lng: 'TW',
      resources: {
        TW: {
          translation: {
            categories: { LIVE: '真人娛樂' },
            operator: {
              console: {
                reports: {
                  total: '合計',
                  columns: Object.fromEntries(
                    [
                      'day',
                      'vendor',
                      'category',
                      'ggr',
                      'ngr',
                      'bonuses',
                      'rebates',
                      'commissions',
                      'dividends',
                      'depositCount',
                      'deposits',
                      'withdrawalCount',
                      'withdrawals',
                      'firstDepositors',
                      'registrations',
                      'activePlayers',
                      'betCount',
                      'turnover',
                      'payout',
                    ].map((k) => [k, `h:${k}`]),
                  ),
                },
              },
            },
          },
        },
      },
    });
  });

  it('has the BOM, localised headers, major units, one line per day and the total', () => {
    const text = reportCsv(sample('2026-11-01', '2026-11-02'), 'daily', t.t, 'TW');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]!.split(',').slice(0, 3)).toEqual(['h:day', 'h:ggr', 'h:ngr']);
    expect(lines[1]!.split(',').slice(0, 3)).toEqual(['2026-11-01', '599.50', '587.00']);
    expect(lines[2]!.split(',').slice(0, 3)).toEqual(['2026-11-02', '-0.05', '-0.05']);
    const total = lines[3]!.split(',');
    expect(total[0]).toBe('合計');
    expect(total).toContain('12345.67'); // deposits, no thousands separator
  });

  it('names vendors in the language and quotes what needs it; categories by their names', () => {
    const tw = reportCsv(sample('2026-11-01', '2026-11-02'), 'vendors', t.t, 'TW').slice(1).split('\r\n');
    expect(tw[1]).toBe('"真人, 館",3,1500.00,900.50,599.50,2');
    const en = reportCsv(sample('2026-11-01', '2026-11-02'), 'vendors', t.t, 'EN').slice(1).split('\r\n');
    expect(en[1]!.startsWith('"Live ""House""",')).toBe(true);
    const cats = reportCsv(sample('2026-11-01', '2026-11-02'), 'categories', t.t, 'TW').slice(1).split('\r\n');
    expect(cats[0]).toBe('h:category,h:betCount,h:turnover,h:payout,h:ggr,h:activePlayers');
    expect(cats[1]!.startsWith('真人娛樂,')).toBe(true);
  });
});
