/**
 * The sandbox provider's pages (docs/sandbox-provider.md: "every launch page carries a visible
 * sandbox mark"), in the tw and en projects: a visitor's free trial of a PG slot opens on the
 * in-house vendor's slot page under the game's own name, with its artwork and the localised
 * "沙盒 / Sandbox" mark, and spins; the in-house BGS slot's page has no mark.
 * Run: npx vite build && E2E_BASE_PORT=8270 npx playwright test tests/e2e/play-sandbox.spec.ts
 */
import type { APIRequestContext } from '@playwright/test';
import { ENDPOINTS } from '../../contract/endpoints';
import type { GameListPage, LaunchInfo } from '../../contract/types';
import { apiValue, expect, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

const MARK = { TW: '沙盒', EN: 'Sandbox' } as const;

/** The free-trial game URL of `nodeId` for a visitor. */
async function trialUrl(request: APIRequestContext, nodeId: number, lang: 'TW' | 'EN'): Promise<LaunchInfo> {
  return apiValue<LaunchInfo>(request, `${ENDPOINTS.gameLaunch}?nodeId=${nodeId}&mode=trial&language=${lang}`);
}

test("a PG slot plays on the sandbox under its own name, with its artwork and the sandbox mark; BGS's page has none", async ({
  page,
  request,
  lang,
}) => {
  const pg = await apiValue<GameListPage>(
    request,
    `/api/games/list?gameType=RNG&pageNo=1&pageSize=50&language=${lang}&vassalage=PG&clientType=3&platform=html5-desktop`,
  );
  const slot = pg.games.find((g) => g.freeTrial && g.subCategory === null)!;
  expect(slot, 'PG has a free-trial slot').toBeTruthy();
  const launched = await trialUrl(request, slot.nodeId, lang);
  expect(launched.displayName).toBe(slot.displayName);
  await page.goto(launched.url);
  const bar = page.locator('header.topbar');
  await expect(bar.getByRole('heading', { level: 1 })).toHaveText(slot.displayName);
  await expect(bar.locator('.sandbox-mark')).toHaveText(MARK[lang]);
  await expect(bar.locator('.sandbox-mark')).toBeVisible();
  await expect
    .poll(() => bar.locator('img.gameart').evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(page).toHaveTitle(new RegExp(slot.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const spin = page.getByRole('button', { name: /spin|旋轉|轉動/i });
  await expect(spin).toBeEnabled({ timeout: 20_000 });
  await spin.click();
  await expect(spin).toBeEnabled({ timeout: 20_000 });

  const house = await trialUrl(request, 90001, lang);
  await page.goto(house.url);
  await expect(page.locator('header.topbar h1')).toHaveText(house.displayName);
  await expect(page.locator('.sandbox-mark')).toHaveCount(0);
});
