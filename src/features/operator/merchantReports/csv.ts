/**
 * The CSV files of the Reports tab: one per view (by day, by vendor, by game category), UTF-8 with
 * a byte order mark so Excel reads the Chinese headers, headers and names in the console's
 * language, amounts in major units of the merchant currency (plain decimals, no thousands
 * separators, so a spreadsheet sums them), counts as integers, and a total row.
 */
import type { TFunction } from 'i18next';
import { currencyDecimals, fromMinor } from '../../../../contract/money';
import type { OperatorReport } from '../../../../contract/generated/schemas';

/** The three views a CSV can hold. */
export type ReportView = 'daily' | 'vendors' | 'categories';

/** Figures of the day view, in column order. */
export const DAY_COLUMNS = [
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
] as const;

/** Figures of the vendor and category views, in column order. */
export const GAME_COLUMNS = ['betCount', 'turnover', 'payout', 'ggr', 'activePlayers'] as const;

/** Figures that are counts (the others are amounts in minor units). */
const COUNTS = new Set<string>([
  'depositCount',
  'withdrawalCount',
  'firstDepositors',
  'registrations',
  'activePlayers',
  'betCount',
]);

/** One CSV field: quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A vendor's name in the console language (TW or EN), its code when it has none. */
export function vendorName(v: { vendorCode: string; nameTw: string; nameEn: string }, lang: string): string {
  return (lang.toUpperCase().startsWith('EN') ? v.nameEn : v.nameTw) || v.vendorCode;
}

/**
 * The CSV text of `view` of `report` (with the BOM, CRLF line ends) with texts from `t` (the
 * console's i18next; categories from `categories.<CODE>`).
 */
export function reportCsv(report: OperatorReport, view: ReportView, t: TFunction, lang: string): string {
  const decimals = currencyDecimals(report.currency);
  const cell = (key: string, value: string | number) =>
    COUNTS.has(key) ? String(value) : fromMinor(BigInt(value), decimals);
  const head = (key: string) => t(`operator.console.reports.columns.${key}`);
  const lines: string[][] = [];
  const total = t('operator.console.reports.total');
  if (view === 'daily') {
    lines.push([head('day'), ...DAY_COLUMNS.map(head)]);
    for (const d of report.days) lines.push([d.day, ...DAY_COLUMNS.map((k) => cell(k, d[k]))]);
    lines.push([total, ...DAY_COLUMNS.map((k) => cell(k, report.summary[k]))]);
  } else {
    const rows =
      view === 'vendors'
        ? report.vendors.map((v) => ({ name: vendorName(v, lang), figures: v }))
        : report.categories.map((c) => ({ name: t(`categories.${c.category}`), figures: c }));
    lines.push([head(view === 'vendors' ? 'vendor' : 'category'), ...GAME_COLUMNS.map(head)]);
    for (const r of rows) lines.push([r.name, ...GAME_COLUMNS.map((k) => cell(k, r.figures[k]))]);
    lines.push([total, ...GAME_COLUMNS.map((k) => cell(k, report.summary[k]))]);
  }
  return `\uFEFF${lines.map((l) => l.map(field).join(',')).join('\r\n')}\r\n`;
}

/** The file name of a view's CSV, e.g. `report-daily-2026-11-01_2026-11-30.csv`. */
export function csvFileName(report: OperatorReport, view: ReportView): string {
  return `report-${view}-${report.from}_${report.to}.csv`;
}
