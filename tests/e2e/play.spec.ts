/**
 * Playing end to end (README "Playing"), in the tw and en projects; every test has a member of its own
 * (registered, and funded through the demo gateway where it plays for money), so no other test's
 * logout, spins or favourites can reach its balance, its favourites or its game window: a member
 * launches the in-house slot from /rng?vassalage=BGS (a new window on the vendor's page), spins,
 * sees the header balance change without a reload, and finds the round in the betting record with
 * the same figures; free trial plays without touching the real balance; favourites and recent
 * games update (each change saved on the server before the page is left).
 * The /seamless page plays the slot in its own frame (the CSP's frame-src allows the vendor).
 * Run: npx vite build && E2E_BASE_PORT=8230 npx playwright test tests/e2e/play.spec.ts
 * (each e2e server runs its own in-house vendor on its port + 100: scripts/e2e-server.mjs).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { ENDPOINTS } from '../../contract/endpoints';
import { registerMember, stamp } from './authSupport';
import { fundedMember, serverBalance } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';

// A registration (and a deposit) and a game window each, on a shared machine.
test.describe.configure({ timeout: 180_000 });

const SLOT: Record<Lang, string> = { TW: '龍運五軸', EN: 'Dragon Fortune Reels' };

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

/** Registers a member of this test's own (no money: it plays free trials only); it is then logged in. */
async function newMember(page: Page, t: TFunction, lang: Lang, prefix: string): Promise<void> {
  await registerMember(page, t, `${prefix}${lang.toLowerCase()}${stamp(lang)}`, 'Abc12345', `09${stamp(lang)}`);
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

/**
 * Clicks a favourite button and waits for the server's answer (POST adds, DELETE removes): the
 * page shows the change at once (optimistic), and leaving it earlier would cut the call off.
 */
async function toggleFavourite(page: Page, method: 'POST' | 'DELETE', click: () => Promise<void>): Promise<void> {
  const saved = page.waitForResponse(
    (r) => new URL(r.url()).pathname === ENDPOINTS.favourites && r.request().method() === method,
  );
  await click();
  expect((await saved).ok(), `${method} ${ENDPOINTS.favourites} answers 2xx`).toBe(true);
}

test('a member launches the slot from /rng, spins, sees the balance change and finds the round in the betting record', async ({
  page,
  context,
  t,
  lang,
}) => {
  await fundedMember(page, t, lang, 's');
  const balance = page.getByTestId('header-balance');
  const before = amountOf((await balance.textContent()) ?? '');

  const card = await slotCard(page, lang);
  const game = await opensWindow(context, () =>
    card.getByRole('button', { name: t('common.playGame').replace('{{name}}', SLOT[lang]) }).click(),
  );
  expect(game.url()).toMatch(/\/play\/slot\?session=/);
  await spin(game);

  await page.getByRole('button', { name: t('layout.accountMenu') }).hover();
  const accountMenu = page.locator('nav[data-menu="account"]');
  await accountMenu
    .getByRole('button', { name: t('center.personalHistoryCopy') })
    .or(accountMenu.getByRole('link', { name: t('center.personalHistoryCopy') }))
    .click();
  const record = page.getByTestId('betting-record');
  const row = record.getByTestId('bet-row').first();
  await expect(row).toContainText(SLOT[lang]);
  const cells = await row.locator('td').allTextContents();
  const stake = amountOf(cells[3]!);
  const win = amountOf(cells[4]!);
  expect(stake).toBeGreaterThan(0);
  // the header follows the wallet over the socket, without a reload (a win equal to the stake leaves it as it was)
  await expect
    .poll(async () => Math.round(amountOf((await balance.textContent()) ?? '') * 100), { timeout: 20_000 })
    .toBe(Math.round((before - stake + win) * 100));
});

test('free trial plays without touching the real balance', async ({ page, context, t, lang }) => {
  await fundedMember(page, t, lang, 't');
  const balance = page.getByTestId('header-balance');
  const before = (await balance.textContent()) ?? '';
  const wallet = await serverBalance(page);
  const card = await slotCard(page, lang);
  const game = await opensWindow(context, () =>
    card.getByRole('button', { name: t('common.tryGame').replace('{{name}}', SLOT[lang]) }).click(),
  );
  expect(game.url()).toMatch(/\/play\/slot\?session=/);
  await spin(game);
  // The round is over (the spin button is back): the server's wallet did not move, and the header still shows it.
  expect(await serverBalance(page)).toBe(wallet);
  await expect(balance).toHaveText(before);
});

test('favourites and recent games update', async ({ page, context, t, lang }) => {
  await newMember(page, t, lang, 'v');
  const card = await slotCard(page, lang);
  const add = card.getByRole('button', { name: t('common.addFavourite').replace('{{name}}', SLOT[lang]) });
  const remove = card.getByRole('button', { name: t('common.removeFavourite').replace('{{name}}', SLOT[lang]) });
  // A new member has no favourites yet.
  await expect(add).toBeVisible();
  await toggleFavourite(page, 'POST', () => add.click());
  await expect(remove).toBeVisible();
  await page.goto('/favorite');
  await expect(page.getByRole('article', { name: SLOT[lang] })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('article', { name: SLOT[lang] })).toBeVisible();

  const again = await slotCard(page, lang);
  await opensWindow(context, () =>
    again.getByRole('button', { name: t('common.tryGame').replace('{{name}}', SLOT[lang]) }).click(),
  );
  await page.goto('/recent');
  await expect(page.getByRole('article', { name: SLOT[lang] })).toBeVisible();

  await page.goto('/favorite');
  const favourite = page.getByRole('article', { name: SLOT[lang] });
  await toggleFavourite(page, 'DELETE', () =>
    favourite.getByRole('button', { name: t('common.removeFavourite').replace('{{name}}', SLOT[lang]) }).click(),
  );
  await expect(page.getByRole('article', { name: SLOT[lang] })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('article', { name: SLOT[lang] })).toHaveCount(0);
});

test('the seamless page plays the slot in its frame', async ({ page, t, lang }) => {
  await newMember(page, t, lang, 'w');
  await page.goto('/seamless?nodeId=90001&mode=trial');
  const game = page.frameLocator(`iframe[title="${SLOT[lang]}"]`);
  const button = game.getByRole('button', { name: /spin|旋轉|轉動/i });
  await expect(button).toBeEnabled({ timeout: 30_000 });
  await button.click();
  await expect(button).toBeEnabled({ timeout: 20_000 });
});
