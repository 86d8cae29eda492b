/**
 * Playing end to end (issue 5), in the tw and en projects (each with its own funded demo account,
 * so the two never share a balance): a member launches the in-house slot from /rng?vassalage=BGS
 * (a new window on the vendor's page), spins, sees the header balance change without a reload,
 * and finds the round in the betting record with the same figures; free trial plays without
 * touching the real balance; favourites and recent games update.
 * The /seamless page plays the slot in its own frame (the CSP's frame-src allows the vendor).
 * Run: npx vite build && E2E_BASE_PORT=8230 npx playwright test tests/e2e/play.spec.ts
 * (each e2e server runs its own in-house vendor on its port + 100: scripts/e2e-server.mjs).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { openLogin, submitLogin } from './authSupport';
import { dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';

const ACCOUNTS: Record<Lang, [string, string]> = { TW: ['demo01', 'Demo1234'], EN: ['mobile01', 'Mobile1234'] };
const SLOT: Record<Lang, string> = { TW: '龍運五軸', EN: 'Dragon Fortune Reels' };

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

/** Logs in from the header; answers the captcha when another test's wrong passwords made the server ask for it. */
async function login(page: Page, t: TFunction, lang: Lang): Promise<void> {
  const [username, password] = ACCOUNTS[lang];
  await page.goto('/');
  const dialog = await openLogin(page, t);
  await submitLogin(page, dialog, username, password);
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}

/** The slot's card on /rng?vassalage=BGS. */
async function slotCard(page: Page, lang: Lang) {
  await page.goto('/rng?vassalage=BGS');
  const card = page.getByRole('article', { name: SLOT[lang] });
  await expect(card).toBeVisible();
  return card;
}

/** Clicks and answers the game window it opens (blank at first, then sent to the vendor's page). */
async function opensWindow(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const [popup] = await Promise.all([context.waitForEvent('page'), click()]);
  await popup.waitForURL(/\/play\/slot\?session=/, { timeout: 20_000 });
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

/** Spins the slot once in its window and waits for the round to end. */
async function spin(game: Page): Promise<void> {
  const button = game.getByRole('button', { name: /spin|旋轉|轉動/i });
  await expect(button).toBeEnabled({ timeout: 20_000 });
  await button.click();
  await expect(button).toBeEnabled({ timeout: 20_000 });
}

const amountOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('a member launches the slot from /rng, spins, sees the balance change and finds the round in the betting record', async ({ page, context, t, lang }) => {
  test.setTimeout(120_000);
  await login(page, t, lang);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('.');
  const before = amountOf((await balance.textContent()) ?? '');

  const card = await slotCard(page, lang);
  const game = await opensWindow(context, () => card.getByRole('button', { name: t('common.playGame').replace('{{name}}', SLOT[lang]) }).click());
  expect(game.url()).toMatch(/\/play\/slot\?session=/);
  await spin(game);

  await page.getByRole('button', { name: t('layout.accountMenu') }).hover();
  const accountMenu = page.locator('nav[data-menu="account"]');
  await accountMenu.getByRole('button', { name: t('center.personalHistoryCopy') }).or(accountMenu.getByRole('link', { name: t('center.personalHistoryCopy') })).click();
  const record = page.getByTestId('betting-record');
  const row = record.getByTestId('bet-row').first();
  await expect(row).toContainText(SLOT[lang]);
  const cells = await row.locator('td').allTextContents();
  const stake = amountOf(cells[3]!);
  const win = amountOf(cells[4]!);
  expect(stake).toBeGreaterThan(0);
  // the header follows the wallet over the socket, without a reload (a win equal to the stake leaves it as it was)
  await expect.poll(async () => Math.round(amountOf((await balance.textContent()) ?? '') * 100), { timeout: 20_000 }).toBe(Math.round((before - stake + win) * 100));
});

test('free trial plays without touching the real balance', async ({ page, context, t, lang }) => {
  test.setTimeout(90_000);
  await login(page, t, lang);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toContainText('.');
  const before = await balance.textContent();
  const card = await slotCard(page, lang);
  const game = await opensWindow(context, () => card.getByRole('button', { name: t('common.tryGame').replace('{{name}}', SLOT[lang]) }).click());
  expect(game.url()).toMatch(/\/play\/slot\?session=/);
  await spin(game);
  await page.waitForTimeout(2000); // a balance event would have arrived by now
  await expect(balance).toHaveText(before ?? '');
});

test('favourites and recent games update', async ({ page, context, t, lang }) => {
  test.setTimeout(90_000);
  await login(page, t, lang);
  const card = await slotCard(page, lang);
  const add = card.getByRole('button', { name: t('common.addFavourite').replace('{{name}}', SLOT[lang]) });
  const remove = card.getByRole('button', { name: t('common.removeFavourite').replace('{{name}}', SLOT[lang]) });
  if (await remove.isVisible()) {
    await remove.click();
    await page.waitForTimeout(1100);
  }
  await add.click();
  await expect(remove).toBeVisible();
  await page.goto('/favorite');
  await expect(page.getByRole('article', { name: SLOT[lang] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: SLOT[lang] })).toBeVisible();

  const again = await slotCard(page, lang);
  await opensWindow(context, () => again.getByRole('button', { name: t('common.tryGame').replace('{{name}}', SLOT[lang]) }).click());
  await page.goto('/recent');
  await expect(page.getByRole('article', { name: SLOT[lang] })).toBeVisible();

  await page.goto('/favorite');
  await page.getByRole('article', { name: SLOT[lang] }).getByRole('button', { name: t('common.removeFavourite').replace('{{name}}', SLOT[lang]) }).click();
  await expect(page.getByRole('article', { name: SLOT[lang] })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: SLOT[lang] })).toHaveCount(0);
});

test('the seamless page plays the slot in its frame', async ({ page, t, lang }) => {
  test.setTimeout(120_000);
  await login(page, t, lang);
  await page.goto('/seamless?nodeId=90001&mode=trial');
  const game = page.frameLocator(`iframe[title="${SLOT[lang]}"]`);
  const button = game.getByRole('button', { name: /spin|旋轉|轉動/i });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  await expect(button).toBeEnabled({ timeout: 20_000 });
});
