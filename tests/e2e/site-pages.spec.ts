/**
 * Site pages end to end (docs/site-pages.md), in the TW and EN projects:
 * 1. the blog list leads to an article with its body, and previous / next move between articles;
 *    each page sets its title "<page> | <merchant>";
 * 2. news and about us show the merchant's pages;
 * 3. the help center's live search, /helpCenter#term and the /help#term modal open the terms;
 * 4. an operator edits an article in the console's Site pages tab and a visitor's open article
 *    page shows the change without a reload (the `pages` socket event). This one runs on LUCKY of
 *    the project's own server (tw: default, en: minimal), so DEMO and the other project are untouched.
 */
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { sitePages as en } from '../../src/i18n/locales/en/sitePages';
import { sitePages as tw } from '../../src/i18n/locales/tw/sitePages';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { baseOf, E2E_SERVERS } from './support/servers';
import { signInConsole } from './consoleSupport';

const langOf = (testInfo: TestInfo) => (testInfo.project.name === 'en' ? 'EN' : 'TW');
const textsOf = (testInfo: TestInfo) => (langOf(testInfo) === 'EN' ? en : tw);
/** Starter articles of the default pages (server/services/pages/defaults.ts) by language. */
const BUDGET = { EN: 'Play smart: set yourself a budget', TW: '聰明娛樂：為自己設定遊戲預算' };
const HANDICAP = { EN: 'Reading a basketball handicap', TW: '籃球讓分盤怎麼看？' };
const VIP = { EN: 'How VIP levels work', TW: 'VIP 等級如何晉升？' };

async function quiet(page: Page) {
  await page.addInitScript(() => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  });
}

test.beforeEach(async ({ page }) => quiet(page));

test('blog list → article with its body; previous and next; page titles', async ({ page }, testInfo) => {
  const lang = langOf(testInfo);
  const s = textsOf(testInfo);
  await page.goto(`${baseOf('default')}/blog`);
  await expect(page.getByTestId('article-card-set-a-budget')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${s.blog.title} \\| .+`));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', s.blog.description);
  await page.getByTestId('article-card-set-a-budget').click();
  await expect(page).toHaveURL(/\/blog\/set-a-budget$/);
  await expect(page.getByTestId('article-title')).toHaveText(BUDGET[lang]);
  await expect(page.getByTestId('article-body').locator('li')).toHaveCount(4);
  await expect(page).toHaveTitle(new RegExp(`^${BUDGET[lang]} \\|`));
  await expect(page.getByTestId('article-previous')).toContainText(HANDICAP[lang]);
  await page.getByTestId('article-next').click();
  await expect(page.getByTestId('article-title')).toHaveText(VIP[lang]);
  await expect(page.getByTestId('article-next')).toHaveCount(0);
  await page.getByTestId('article-back').click();
  await expect(page).toHaveURL(/\/blog$/);
  // a category chip keeps that category's cards only
  await page.getByTestId('category-sports').click();
  await expect(page.getByTestId(/^article-card-/)).toHaveCount(2);
});

test('news and about us', async ({ page }, testInfo) => {
  const s = textsOf(testInfo);
  await page.goto(`${baseOf('default')}/news`);
  await expect(page.getByTestId(/^article-card-/)).toHaveCount(5);
  await expect(page).toHaveTitle(new RegExp(`^${s.news.title} \\|`));
  await page.getByTestId('article-card-security-reminder').click();
  await expect(page.getByTestId('article-body')).toBeVisible();
  await page.goto(`${baseOf('default')}/about`);
  await expect(page.getByTestId('about-body').locator('h3')).toHaveCount(3);
  await expect(page).toHaveTitle(new RegExp(`^${s.about.title} \\|`));
});

test('help center: live search, #term on the page and in the /help modal', async ({ page }, testInfo) => {
  const lang = langOf(testInfo);
  const s = textsOf(testInfo);
  const terms = lang === 'EN' ? 'Terms and conditions' : '條款與細則';
  await page.goto(`${baseOf('default')}/helpCenter#term`);
  await expect(page).toHaveTitle(new RegExp(`^${s.help.title} \\|`));
  await expect(page.locator('#term button')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#term')).toBeInViewport();
  await page.getByTestId('help-search').fill(lang === 'EN' ? 'withdrawal' : '提款');
  await expect(page.getByTestId('help-article-withdraw-time')).toBeVisible();
  await expect(page.getByTestId('help-article-register')).toHaveCount(0);
  await page.getByTestId('help-search').fill('zzzz-nothing');
  await expect(page.getByTestId('help-empty')).toBeVisible();

  await page.goto(`${baseOf('default')}/help#term`);
  const modal = page.getByTestId('help-modal');
  await expect(modal.getByRole('button', { name: terms })).toHaveAttribute('aria-expanded', 'true');
  await expect(modal.locator('#term')).toBeInViewport();
});

test('an operator edits an article and the open article page follows without a reload', async ({
  browser,
}, testInfo) => {
  const lang = langOf(testInfo);
  const con = lang === 'EN' ? consoleEn : consoleTw;
  const server = lang === 'EN' ? E2E_SERVERS.minimal : E2E_SERVERS.default;
  const lucky = `http://lucky.localhost:${server.port}`;
  const visitorContext = await browser.newContext();
  const operatorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await quiet(visitor);
    await visitor.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await visitor.goto(`${lucky}/blog/set-a-budget`);
    await expect(visitor.getByTestId('article-title')).toBeVisible();
    await visitor.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

    const op = await operatorContext.newPage();
    await quiet(op);
    await op.addInitScript((l) => localStorage.setItem('lang', l), lang);
    await op.goto(`${lucky}/operator`);
    await signInConsole(op, lang);
    await op.getByRole('tab', { name: con.tabs.pages }).click();
    await op.getByTestId('pages-article-edit-set-a-budget').click();
    const title = `${BUDGET[lang]} ${Date.now() % 100000}`;
    await op.getByTestId(`article-title-${lang === 'EN' ? 'en' : 'tw'}`).fill(title);
    await op
      .getByTestId(`article-body-${lang === 'EN' ? 'en' : 'tw'}`)
      .fill('<p>Updated live<script>alert(1)</script></p>');
    await op.getByTestId('save-pages').click();
    await expect(op.getByTestId('draft-state')).toHaveText(con.pages.upToDate);

    await expect(visitor.getByTestId('article-title')).toHaveText(title);
    await expect(visitor.getByTestId('article-body')).toHaveText('Updated live');
    expect(await visitor.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);

    // the History view lists the new version with a rollback to the one before
    await op.getByTestId('pages-view-history').click();
    await expect(op.getByTestId('pages-version-history').locator('li').first()).toBeVisible();
  } finally {
    await Promise.all([visitorContext.close(), operatorContext.close()]);
  }
});
