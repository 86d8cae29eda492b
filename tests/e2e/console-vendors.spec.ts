/**
 * The console's Vendor integrations tab end to end (README "Vendor integrations (console)"), in the
 * tw and en projects (each on its own server and database): the operator puts the sandbox vendor
 * JDB in maintenance (after the confirmation); a member's lobby marks its games and launching one
 * shows the spec's "game under maintenance"; the operator lifts it and the same game opens in a
 * new window on the sandbox. JDB is used by no other spec.
 * Run: npx vite build && E2E_BASE_PORT=8450 npx playwright test tests/e2e/console-vendors.spec.ts --project tw
 */
import type { Page } from '@playwright/test';
import type { GameListPage } from '../../contract/types';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { registerMember, stamp } from './authSupport';
import { apiValue, dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';
import { signInConsole } from './consoleSupport';

test.describe.configure({ timeout: 180_000 });

const VENDOR = 'JDB';

/** Signs the operator in on `page` (console in `lang`) and opens the Vendor integrations tab. */
async function operatorOnVendors(page: Page, lang: Lang) {
  const con = lang === 'EN' ? consoleEn : consoleTw;
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await page.goto('/operator');
  await signInConsole(page, lang);
  await page.getByRole('tab', { name: con.tabs.vendors }).click();
  await expect(page.getByTestId(`operator-vendor-${VENDOR}`)).toBeVisible({ timeout: 20_000 });
  return con;
}

/** Flips the vendor's maintenance in its drawer, confirms, and waits for the status pill. */
async function setMaintenance(page: Page, con: typeof consoleEn, on: boolean) {
  await page.getByTestId(`operator-vendor-open-${VENDOR}`).click();
  const drawer = page.getByTestId('operator-vendor-drawer');
  await expect(drawer).toBeVisible();
  const toggle = drawer.getByTestId('operator-vendor-maintenance');
  await expect(toggle).toBeChecked({ checked: !on });
  await toggle.click();
  const dialog = page.getByTestId('operator-vendor-maintenance-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('operator-vendor-maintenance-dialog-confirm').click();
  await expect(drawer.getByTestId('operator-vendor-done')).toHaveText(
    on ? con.vendors.done.maintenanceOn : con.vendors.done.maintenanceOff,
  );
  await expect(toggle).toBeChecked({ checked: on });
  await drawer.getByTestId('operator-vendor-close').click();
  await expect(page.getByTestId(`operator-vendor-${VENDOR}`).getByTestId('operator-vendor-status')).toHaveText(
    on ? con.vendors.status.maintenance : /./,
  );
}

test('an operator puts a vendor in maintenance, a member sees it, the operator lifts it and the game opens', async ({
  page,
  browser,
  request,
  lang,
  t,
}, testInfo) => {
  const operatorContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const op = await operatorContext.newPage();
    const con = await operatorOnVendors(op, lang);
    const list = await apiValue<GameListPage>(
      request,
      `/api/games/list?gameType=RNG&pageNo=1&pageSize=20&language=${lang}&vassalage=${VENDOR}&clientType=3&platform=html5-desktop`,
    );
    const game = list.games.find((g) => g.subCategory === null)!;
    expect(game, `${VENDOR} has a slot`).toBeTruthy();
    const playName = t('common.playGame').replace('{{name}}', game.displayName);

    // the member, signed in, on the vendor's lobby
    await dismissAnnouncementsUpFront(page);
    const s = stamp(lang);
    await registerMember(page, t, `vm${lang.toLowerCase()}${s}`, 'Abc12345', `09${s}`);

    await setMaintenance(op, con, true);
    await page.goto(`/rng?vassalage=${VENDOR}`);
    const card = page.getByRole('article', { name: game.displayName });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('maintenance-badge')).toHaveText(t('common.maintenance'));
    const opened: Page[] = [];
    page.context().on('page', (p) => opened.push(p));
    await card.getByRole('button', { name: playName }).click();
    await expect(page.getByRole('dialog')).toContainText(t('play.gameMaintenance'));
    await expect.poll(() => opened.filter((p) => !p.isClosed()).length).toBe(0);

    await setMaintenance(op, con, false);
    await page.goto(`/rng?vassalage=${VENDOR}`);
    const again = page.getByRole('article', { name: game.displayName });
    await expect(again).toBeVisible();
    await expect(again.getByTestId('maintenance-badge')).toHaveCount(0);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      again.getByRole('button', { name: playName }).click(),
    ]);
    await popup.waitForURL(/\/play\/slot\?session=/, { timeout: 20_000 });
    await expect(popup.locator('header.topbar h1')).toHaveText(game.displayName, { timeout: 20_000 });
  } finally {
    await operatorContext.close();
  }
});
