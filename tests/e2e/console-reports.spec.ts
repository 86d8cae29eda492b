/**
 * The console's Reports tab end to end (server/services/operator/reports.ts), in the tw and en
 * projects: the owner opens Reports and sees the seeded activity's figures (the cards equal the
 * API's summary, formatted in the console's language), the GGR/NGR chart, the vendor and category
 * tables with names (never codes), switches to "last month" and back, and downloads the daily CSV:
 * a byte order mark, the localised headers, one line per day plus the total, amounts in major
 * units equal to the API's. Screenshots of the tab in light and dark themes go to the test's output
 * folder (reports-<lang>-<theme>.png).
 * Run: npx vite build && E2E_BASE_PORT=8460 node scripts/e2e.mjs tests/e2e/console-reports.spec.ts
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { fromMinor } from '../../contract/money';
import type { OperatorReport } from '../../contract/generated/schemas';
import { consoleTexts, signInConsole } from './consoleSupport';
import { expect, test, type Lang } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

/** The report the tab shows, fetched with the console's own operator token. */
async function apiReport(page: Page, from: string, to: string): Promise<OperatorReport> {
  const token = await page.evaluate(() => sessionStorage.getItem('operatorToken'));
  const res = await page.request.get(`/api/operator/reports?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { value: OperatorReport }).value;
}

const numberIn = (lang: Lang, minor: string) =>
  new Intl.NumberFormat(lang === 'EN' ? 'en-US' : 'zh-TW', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(fromMinor(BigInt(minor)) as `${number}`);

for (const theme of ['dark', 'light'] as const)
  test(`the owner reads the reports and downloads the CSV (${theme})`, async ({ page, lang }, testInfo) => {
    const con = consoleTexts(lang);
    const r = con.reports;
    await page.addInitScript(
      ([l, th]) => {
        localStorage.setItem('lang', l);
        localStorage.setItem('theme', th);
      },
      [lang, theme] as const,
    );
    await page.goto('/operator');
    await signInConsole(page, lang);
    await page.getByRole('tab', { name: con.tabs.reports }).click();
    const panel = page.getByTestId('operator-reports');
    await expect(panel.getByTestId('reports-cards')).toBeVisible({ timeout: 20_000 });
    await expect(panel.getByTestId('reports-preset-last7')).toHaveAttribute('aria-pressed', 'true');

    const from = await panel.getByTestId('reports-from').inputValue();
    const to = await panel.getByTestId('reports-to').inputValue();
    const v = await apiReport(page, from, to);
    expect(v.days).toHaveLength(7);
    expect(BigInt(v.summary.turnover), 'the seed played in the last 7 days').toBeGreaterThan(0n);
    await expect(panel.getByTestId('reports-card-ggr-value')).toHaveText(numberIn(lang, v.summary.ggr));
    await expect(panel.getByTestId('reports-card-ngr-value')).toHaveText(numberIn(lang, v.summary.ngr));
    await expect(panel.getByTestId('reports-card-deposits-value')).toHaveText(numberIn(lang, v.summary.deposits));
    await expect(panel.getByTestId('reports-card-active-value')).toHaveText(String(v.summary.activePlayers));
    await expect(panel.getByTestId('reports-chart').locator('.recharts-bar-rectangle').first()).toBeVisible();

    // vendors and categories by name, never by code
    const vendors = panel.getByTestId('reports-vendors');
    const firstVendor = v.vendors[0]!;
    await expect(
      vendors.getByRole('cell', { name: lang === 'EN' ? firstVendor.nameEn : firstVendor.nameTw, exact: true }),
    ).toBeVisible();
    const categories = panel.getByTestId('reports-categories');
    await expect(categories.locator('tbody tr')).toHaveCount(v.categories.length);
    for (const c of v.categories)
      await expect(categories.getByRole('cell', { name: c.category, exact: true })).toHaveCount(0);

    await page.screenshot({ path: testInfo.outputPath(`reports-${lang}-${theme}.png`), fullPage: true });

    // the daily CSV
    const [file] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('reports-daily-csv').click()]);
    expect(file.suggestedFilename()).toBe(`report-daily-${from}_${to}.csv`);
    const bytes = await readFile((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toHaveLength(v.days.length + 2);
    const head = lines[0]!.split(',');
    expect(head.slice(0, 3)).toEqual([r.columns.day, r.columns.ggr, r.columns.ngr]);
    expect(lines[1]!.split(',').slice(0, 3)).toEqual([
      v.days[0]!.day,
      fromMinor(BigInt(v.days[0]!.ggr)),
      fromMinor(BigInt(v.days[0]!.ngr)),
    ]);
    const total = lines.at(-1)!.split(',');
    expect(total[0]).toBe(r.total);
    expect(total[head.indexOf(r.columns.deposits)]).toBe(fromMinor(BigInt(v.summary.deposits)));
    expect(total[head.indexOf(r.columns.activePlayers)]).toBe(String(v.summary.activePlayers));

    // another preset loads its own range
    await panel.getByTestId('reports-preset-lastMonth').click();
    await expect(panel.getByTestId('reports-preset-lastMonth')).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByTestId('reports-from')).toHaveValue(/^\d{4}-\d{2}-01$/);
    await expect(panel.getByTestId('reports-cards')).toBeVisible();
  });
