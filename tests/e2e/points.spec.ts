/**
 * The points mall end to end (docs/promotions.md "Points (PTSYS3)"; spec sections 2, 3 and 4), in
 * the tw and en projects:
 * 1. A new member deposits 9,000 through the demo gateway and earns 900 points at once (the deposit
 *    rate 0.1). In /pointMall they redeem a gift that needs a delivery address with the payment
 *    password (the points fall to 100); the operator approves it in the console's Points mall tab;
 *    the member converts the last 100 points to 1.00 of cash and the header balance rises without a
 *    reload; the redeem history shows the gift approved and the conversion, the points details the
 *    deposit, the gift and the conversion with the balance after each.
 * 2. On the second merchant LUCKY (PTSYS3 off in its sample) of a server no other spec touches
 *    (tw: the maintenance server, en: the region server), the operator turns PTSYS3 on: demo01's open
 *    page gains the account menu's points entry and /pointMall works without a reload; turned off
 *    again, the entry goes and the open mall leaves for the home page.
 */
import type { TFunction } from 'i18next';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { closePopupsWhenShown, PAYMENT_PASSWORD, submitLogin } from './authSupport';
import { fundedMember } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import { E2E_SERVERS } from './support/servers';
import { signInConsole } from './consoleSupport';

test.describe.configure({ timeout: 180_000 });

test('a member redeems a gift the operator approves, converts points to cash and finds both in the histories', async ({
  page,
  t,
  lang,
  browser,
}) => {
  await dismissAnnouncementsUpFront(page);
  const username = await fundedMember(page, t as TFunction, lang, 'pt', '9000');
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥ 9,000.00');

  await page.goto('/pointMall');
  await expect(page.getByTestId('points-balance')).toHaveText('900');
  const gift = lang === 'EN' ? 'Insulated tumbler' : '精美保溫杯';
  const card = page.locator('article[data-testid^="points-item-"]').filter({ hasText: gift });
  await card.getByTestId('points-item-redeem').click();
  await expect(page.getByTestId('points-redeem-total')).toHaveText('800');
  await page.getByTestId('points-delivery-name').fill('Test Member');
  await page.getByTestId('points-delivery-phone').fill('0912345678');
  await page.getByTestId('points-delivery-address').fill('1 Demo Road, Taipei');
  await page.getByTestId('points-redeem-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('points-redeem-confirm').click();
  await expect(page.getByTestId('points-redeem-result')).toBeVisible();
  await page.getByTestId('points-redeem-close').click();
  await expect(page.getByTestId('points-balance')).toHaveText('100');

  // the operator approves the redemption in the console
  const con = lang === 'EN' ? consoleEn : consoleTw;
  const operatorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const desk = await operatorContext.newPage();
  await desk.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await desk.goto('/operator');
  await signInConsole(desk, lang);
  await desk.getByRole('tab', { name: con.tabs.points }).click();
  await desk.getByTestId('points-view-queue').click();
  await desk.getByTestId('points-queue-username').fill(username);
  await desk.getByTestId('points-queue-username').press('Enter');
  const row = desk.locator('tr[data-testid^="points-queue-"]').filter({ hasText: username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('1 Demo Road, Taipei');
  await row.getByTestId('points-queue-approve').click();
  await expect(row.getByTestId('points-queue-approve')).toHaveCount(0);
  await operatorContext.close();

  // convert the last 100 points: 1.00 of cash, the header balance rises live
  await page.getByRole('tab', { name: t('points.tabs.convert') }).click();
  await page.getByTestId('points-convert-amount').fill('100');
  await expect(page.getByTestId('points-convert-preview')).toContainText('1.00');
  await page.getByTestId('points-convert-password').fill(PAYMENT_PASSWORD);
  await page.getByTestId('points-convert-submit').click();
  await expect(page.getByTestId('points-convert-result')).toBeVisible();
  await expect(balance).toHaveText('¥ 9,001.00', { timeout: 15_000 });
  await expect(page.getByTestId('points-balance')).toHaveText('0');

  // redeem history: the gift approved, the conversion approved
  await page.getByRole('tab', { name: t('points.tabs.history') }).click();
  const redemptions = page.locator('tr[data-testid^="points-redemption-"]');
  await expect(redemptions).toHaveCount(2);
  await expect(redemptions.filter({ hasText: gift })).toContainText(t('points.history.statuses.approved'));

  // points details: the deposit, the gift and the conversion with the balance after each
  await page.getByRole('tab', { name: t('points.tabs.details') }).click();
  const records = page.locator('tr[data-testid^="points-record-"]');
  await expect(records).toHaveCount(3);
  await expect(records.filter({ hasText: t('points.details.types.deposit') })).toContainText('+900');
  await expect(records.filter({ hasText: '-800' })).toContainText('100');
  await expect(records.filter({ hasText: '-100' })).toContainText(t('points.details.types.redeem'));
});

test('with PTSYS3 turned off the points entry and the mall disappear without a reload', async ({
  browser,
  lang,
  t,
}) => {
  const port = lang === 'EN' ? E2E_SERVERS.region.port : E2E_SERVERS.maintenance.port;
  const lucky = `http://lucky.localhost:${port}`;
  const con = lang === 'EN' ? consoleEn : consoleTw;
  const memberContext = await browser.newContext({ baseURL: lucky });
  const operatorContext = await browser.newContext({ baseURL: lucky });
  const member = await memberContext.newPage();
  const desk = await operatorContext.newPage();
  for (const p of [member, desk]) {
    await p.addInitScript((l) => {
      localStorage.setItem('lang', l);
      sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
      sessionStorage.setItem('USER_POPUP', 'closed');
    }, lang);
  }

  await desk.goto('/operator');
  await signInConsole(desk, lang);
  await desk.getByRole('tab', { name: con.tabs.features }).click();
  await expect(desk.getByTestId('feature-tree')).toBeVisible();
  const flag = desk.getByTestId('flag-PTSYS3');
  const save = async () => {
    const [answer] = await Promise.all([
      desk.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/api/console/config')),
      desk.getByTestId('save-config').click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(desk.getByTestId('save-outcome')).toHaveText(con.saved);
  };

  await closePopupsWhenShown(member, t);
  await member.goto('/');
  await member.getByTestId('header-login').click();
  await submitLogin(member, member.getByRole('dialog').first(), 'demo01', 'Demo1234');
  await expect(member.getByTestId('header-balance')).toBeVisible({ timeout: 20_000 });
  await member.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const pointsEntry = member.locator('[data-menu="account"] [data-entry="account:points"]');
  await expect(pointsEntry).toHaveCount(0);

  // on: the entry appears live and the mall opens
  await flag.check();
  await save();
  await expect(pointsEntry).toHaveCount(1, { timeout: 20_000 });
  await pointsEntry.dispatchEvent('click');
  await expect(member).toHaveURL(/\/pointMall$/);
  await expect(member.getByTestId('point-mall')).toBeVisible();

  // off: the entry goes and the open mall leaves for the home page, without a reload
  await flag.uncheck();
  await save();
  await expect(member).not.toHaveURL(/\/pointMall$/, { timeout: 20_000 });
  await expect(pointsEntry).toHaveCount(0);
  expect(await member.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await Promise.all([memberContext.close(), operatorContext.close()]);
});
