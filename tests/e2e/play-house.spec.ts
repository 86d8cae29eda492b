/**
 * The in-house esports book (BGS_ESPORTS), cockfight arena (BGS_COCK) and one-minute lottery
 * (BGS_ELOTT) end to end (spec section 2: /esports, /cockfight, /elott), in the tw and
 * en projects: a fresh member funds the account through the demo payment gateway, opens the
 * category's lobby from the top navigation, launches the in-house vendor from its card (a new
 * window on the vendor's page), places a bet, sees the header balance drop by the stake without a
 * reload, and finds the bet in the betting record.
 * Run: E2E_BASE_PORT=8210 npx playwright test tests/e2e/play-house.spec.ts (each e2e server runs
 * its own in-house vendor on its port + 100: scripts/e2e-server.mjs).
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { bringBack, fundedMember } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';

// A registration, a deposit and a game window each, on a shared machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

const amountOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

/**
 * Opens the category's lobby from the top navigation and launches the in-house vendor from its
 * card; answers the game window (blank at first, then sent to the vendor's page).
 */
async function launchFromLobby(
  page: Page,
  context: BrowserContext,
  t: TFunction,
  category: string,
  path: string,
  vendorName: string,
  gamePage: string,
): Promise<Page> {
  await page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: t(`categories.${category}`), exact: true })
    .or(
      page
        .getByRole('navigation')
        .first()
        .getByRole('button', { name: t(`categories.${category}`), exact: true }),
    )
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  const card = page.getByRole('article', { name: vendorName });
  await expect(card).toBeVisible();
  const [game] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: `${t('games.immediateGame')} ${vendorName}` }).click(),
  ]);
  await game.waitForURL(new RegExp(`/play/${gamePage}\\?session=`), { timeout: 30_000 });
  await game.waitForLoadState('domcontentloaded');
  return game;
}

/** Opens the betting record from the account menu (the site's window brought up again) and answers its newest row. */
async function newestBet(page: Page, t: TFunction) {
  await bringBack(page);
  await page.getByRole('button', { name: t('layout.accountMenu') }).hover();
  const accountMenu = page.locator('nav[data-menu="account"]');
  await accountMenu
    .getByRole('button', { name: t('center.personalHistoryCopy') })
    .or(accountMenu.getByRole('link', { name: t('center.personalHistoryCopy') }))
    .first()
    .click();
  return page.getByTestId('betting-record').getByTestId('bet-row').first();
}

/**
 * Places one bet on the second open match or fight of a book page (sports.ts: esports, cockfight)
 * and answers its stake. A fixture starts every two minutes and betting on it closes at kick-off:
 * the first open one may kick off while the bet is being placed, the second is two minutes later.
 */
async function betOnBook(game: Page): Promise<number> {
  const odd = game.locator('.fixture:not(.live)').nth(1).locator('button.odd').first();
  await expect(odd).toBeVisible({ timeout: 30_000 });
  await odd.click();
  const place = game.locator('.slip button.primary');
  await expect(place).toBeEnabled();
  const answer = game.waitForResponse((r) => /\/api\/(esports|cockfight)\/bet$/.test(new URL(r.url()).pathname));
  await place.click();
  const res = await answer;
  expect(res.ok(), await res.text()).toBe(true);
  return amountOf((res.request().postDataJSON() as { stake: string }).stake);
}

/**
 * Picks Big on the one-minute lottery page (lottery.ts as elottery) and places it; betting closes
 * 5 s before each draw, so a refused try is made again once the page shows the next draw. Answers
 * the stake.
 */
async function betOnElottery(game: Page): Promise<number> {
  const place = game.locator('.controls button.primary');
  const nextDraw = game.locator('.drawinfo');
  const refusals: string[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const big = game.locator('button.pickbtn.big').first();
    await expect(big).toBeVisible({ timeout: 30_000 });
    if ((await big.getAttribute('aria-pressed')) !== 'true') await big.click();
    await expect(nextDraw).not.toBeEmpty();
    const draw = (await nextDraw.textContent()) ?? '';
    const answer = game.waitForResponse((r) => new URL(r.url()).pathname === '/api/elottery/bet');
    await place.click();
    const res = await answer;
    if (res.ok()) return amountOf((res.request().postDataJSON() as { stake: string }).stake);
    refusals.push(`${draw.trim()}: ${res.status()} ${await res.text()}`);
    // That draw had closed: wait for the page to show the next one (a draw a minute).
    await expect(nextDraw).not.toHaveText(draw, { timeout: 75_000 });
  }
  throw new Error(`the one-minute lottery refused three bets in a row: ${refusals.join(' | ')}`);
}

const BOOKS = [
  {
    category: 'ESPORTS',
    path: '/esports',
    page: 'esports',
    vendor: { TW: 'BGS電競', EN: 'BGS Esports' },
    game: { TW: 'BGS電競投注', EN: 'BGS Esports Book' },
  },
  {
    category: 'COCKFIGHT',
    path: '/cockfight',
    page: 'cockfight',
    vendor: { TW: 'BGS鬥雞', EN: 'BGS Cockfight' },
    game: { TW: 'BGS鬥雞場', EN: 'BGS Cockfight Arena' },
  },
] as const;

for (const book of BOOKS) {
  test(`${book.vendor.EN}: launched from the ${book.path} lobby, a bet lowers the balance and is in the betting record`, async ({
    page,
    context,
    t,
    lang,
  }) => {
    await fundedMember(page, t, lang, book.page.slice(0, 1));
    const game = await launchFromLobby(page, context, t, book.category, book.path, book.vendor[lang], book.page);
    const stake = await betOnBook(game);
    expect(stake).toBeGreaterThan(0);
    const balance = page.getByTestId('header-balance');
    await expect.poll(async () => amountOf((await balance.textContent()) ?? ''), { timeout: 20_000 }).toBe(500 - stake);
    const row = await newestBet(page, t);
    await expect(row).toContainText(book.game[lang]);
    const cells = await row.locator('td').allTextContents();
    expect(amountOf(cells[3]!)).toBe(stake);
  });
}

test('BGS Lotto 1: launched from the /elott lobby, a bet lowers the balance and is in the betting record', async ({
  page,
  context,
  t,
  lang,
}) => {
  const vendor = { TW: 'BGS一分彩', EN: 'BGS Lotto 1' }[lang];
  await fundedMember(page, t, lang, 'l');
  const game = await launchFromLobby(page, context, t, 'ELOTT', '/elott', vendor, 'elottery');
  const stake = await betOnElottery(game);
  expect(stake).toBeGreaterThan(0);
  const balance = page.getByTestId('header-balance');
  await expect.poll(async () => amountOf((await balance.textContent()) ?? ''), { timeout: 20_000 }).toBe(500 - stake);
  const row = await newestBet(page, t);
  await expect(row).toContainText({ TW: '極速一分彩', EN: 'Turbo Lotto 1' }[lang]);
  expect(amountOf((await row.locator('td').allTextContents())[3]!)).toBe(stake);
});
