/**
 * Money steps shared by the e2e specs (money, play, play-house): a deposit through the demo payment
 * gateway, whose page opens in a new window; a freshly registered and funded member (so no two
 * tests share a balance, a favourite or a game window); the main wallet as the server keeps it.
 */
import type { Locator, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ApiEnvelope } from '../../contract/types';
import { registerMember, stamp } from './authSupport';
import { expect, type Lang } from './support/fixtures';

/**
 * Brings the site's window to the front again after a popup (the payment gateway) closed: a window
 * in the background does not draw, and actions wait for its frames. Chromium sometimes never answers
 * bringToFront after a popup closed, so this goes on after 5 s either way.
 */
export async function bringBack(page: Page): Promise<void> {
  await Promise.race([page.bringToFront(), new Promise((resolve) => setTimeout(resolve, 5_000))]);
}

/**
 * Opens the deposit page from the header, asks for `amount` and submits it.
 * @returns the member center and the gateway's window (loaded, not yet paid).
 */
export async function startDeposit(
  page: Page,
  t: TFunction,
  amount: string,
): Promise<{ center: Locator; gateway: Page }> {
  await page.getByTestId('header-deposit').click();
  const center = page.getByTestId('member-center');
  await expect(center.getByRole('heading', { name: t('center.depositv2'), exact: true })).toBeVisible();
  await center.getByLabel(t('wallet.form.amount')).fill(amount);
  const [gateway] = await Promise.all([
    page.context().waitForEvent('page'),
    center.getByRole('button', { name: t('wallet.deposit.submit') }).click(),
  ]);
  await gateway.waitForLoadState();
  return { center, gateway };
}

/**
 * Registers a new member (`prefix`, the project's language and a unique stamp) and deposits
 * `amount` through the demo payment gateway; the site's window is in front again, the member
 * center closed. A member of its own: another test's logout, spins or favourites cannot touch it.
 * @returns the member's username.
 */
export async function fundedMember(
  page: Page,
  t: TFunction,
  lang: Lang,
  prefix: string,
  amount = '500',
): Promise<string> {
  const username = `${prefix}${lang.toLowerCase()}${stamp(lang)}`;
  await registerMember(page, t, username, 'Abc12345', `09${stamp(lang)}`);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥ 0.00');
  const { center, gateway } = await startDeposit(page, t, amount);
  await gateway.locator('button.pay').click();
  await expect(balance).toHaveText(
    `¥ ${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    { timeout: 20_000 },
  );
  await gateway.close();
  await bringBack(page);
  await center.getByRole('button', { name: t('common.close') }).click();
  await expect(center).toBeHidden();
  return username;
}

/** The logged-in member's main wallet balance as the server has it (a decimal string, e.g. "500.00"). */
export async function serverBalance(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token, 'a member is logged in').toBeTruthy();
  const res = await page.request.get(ENDPOINTS.walletBalance, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${ENDPOINTS.walletBalance} answers 2xx`).toBe(true);
  return ((await res.json()) as ApiEnvelope<{ balance: string }>).value.balance;
}
