/**
 * Responsible gaming end to end (docs/responsible-gaming.md), in the tw and en projects: a fresh
 * member sets a daily deposit limit of 100 on the member center's Responsible gaming page; a deposit
 * of 150 is refused with the room left; raising the limit shows the 24-hour cool-off's time; the
 * reality check (15 minutes, time advanced with Playwright's clock) appears over the seamless game
 * page; a 24-hour time-out logs the member out at once and the next login is refused with a
 * message saying until when.
 */
import type { TFunction } from 'i18next';
import { openLogin, registerMember, stamp } from './authSupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

test('limits, the reality check over a game page and a time-out that refuses the next login', async ({
  page,
  t,
  lang,
}) => {
  const tr = t as TFunction;
  await dismissAnnouncementsUpFront(page);
  await page.clock.install();
  const username = `rg${lang.toLowerCase()}${stamp(lang)}`;
  await registerMember(page, tr, username, 'Abc12345', `09${stamp(lang)}`);

  // the daily deposit limit of 100
  await page.goto('/?center=responsibleGaming');
  const rg = page.getByTestId('rg-page');
  await expect(rg.getByTestId('rg-limits-empty')).toBeVisible({ timeout: 20_000 });
  await rg.getByTestId('rg-limit-kind').selectOption('deposit');
  await rg.getByTestId('rg-limit-period').selectOption('day');
  await rg.getByTestId('rg-limit-amount').fill('100');
  await rg.getByTestId('rg-limit-save').click();
  const tile = rg.getByTestId('rg-limit-deposit-day');
  await expect(tile.getByTestId('rg-limit-remaining')).toHaveText('100.00');
  await expect(rg.getByTestId('rg-event').first()).toContainText(tr('rg.history.actions.limit.set'));

  // a deposit of 150 is refused with the room left
  await page.keyboard.press('Escape');
  await page.goto('/');
  await page.getByTestId('header-deposit').click();
  const center = page.getByTestId('member-center');
  await center.getByLabel(tr('wallet.form.amount')).fill('150');
  const refused = page.waitForResponse(
    (r) => r.url().includes('/api/deposit/orders') && r.request().method() === 'POST',
  );
  await center.getByRole('button', { name: tr('wallet.deposit.submit') }).click();
  const body = (await (await refused).json()) as { code: string; value: { remaining: string } };
  expect(body.code).toBe('RG_DEPOSIT_LIMIT');
  expect(body.value.remaining).toBe('100.00');
  await expect(
    center.getByText(lang === 'EN' ? /you can still deposit 100\.00 CNY/ : /還可存款 100\.00 CNY/),
  ).toBeVisible();

  // raising it waits for the cool-off, shown with its time
  await page.goto('/?center=responsibleGaming');
  await rg.getByTestId('rg-limit-amount').fill('300');
  await rg.getByTestId('rg-limit-save').click();
  await expect(tile.getByTestId('rg-limit-pending')).toBeVisible();
  await expect(tile.getByTestId('rg-limit-pending')).toContainText('300.00');
  await expect(rg.getByTestId('rg-notice')).toContainText(lang === 'EN' ? '24-hour cool-off' : '24 小時冷靜期');
  await expect(tile.getByTestId('rg-limit-amount-value')).toHaveText('100.00');

  // the reality check every 15 minutes, over the seamless game page
  await rg.getByTestId('rg-reality-15').click();
  await expect(rg.getByTestId('rg-reality-15')).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/seamless?nodeId=90001');
  await expect(page.getByTestId('seamless-page')).toBeVisible();
  // the game is on the page before time moves (a jumped clock would time the launch out)
  await expect(page.getByTestId('seamless-page').locator('iframe')).toBeVisible({ timeout: 30_000 });
  await page.clock.fastForward('16:00');
  await page.clock.runFor(6000);
  const check = page.getByTestId('rg-reality-check');
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check.getByTestId('rg-check-minutes')).toContainText(/1[5-9]/);
  await check.getByTestId('rg-check-continue').click();
  await expect(check).toBeHidden();

  // a 24-hour time-out: logged out at once, the next login refused with until when
  await page.goto('/?center=responsibleGaming');
  await rg.getByTestId('rg-timeout-24h').click();
  const confirm = page.getByTestId('rg-confirm');
  await expect(confirm).toContainText(tr('rg.confirm.noEarlyEnd'));
  await confirm.getByTestId('rg-confirm-password').fill('Abc12345');
  await confirm.getByTestId('rg-confirm-submit').click();
  await expect(page.getByTestId('rg-logged-out')).toBeVisible({ timeout: 20_000 });
  await page
    .getByTestId('rg-logged-out')
    .getByRole('button', { name: tr('rg.loggedOut.ok') })
    .click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  const dialog = await openLogin(page, tr);
  await dialog.locator('#login-username').fill(username);
  await dialog.locator('#login-password').fill('Abc12345');
  await dialog.getByTestId('login-submit').click();
  await expect(
    dialog.getByText(lang === 'EN' ? /on a break until \d{4}-\d\d-\d\d \d\d:\d\d/ : /暫停至 \d{4}-\d\d-\d\d \d\d:\d\d/),
  ).toBeVisible({ timeout: 20_000 });
});
