/**
 * Money steps shared by the e2e specs (money, play-house): a deposit through the demo payment
 * gateway, whose page opens in a new window.
 */
import type { Locator, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { expect } from './support/fixtures';

/**
 * Opens the deposit page from the header, asks for `amount` and submits it.
 * @returns the member center and the gateway's window (loaded, not yet paid).
 */
export async function startDeposit(page: Page, t: TFunction, amount: string): Promise<{ center: Locator; gateway: Page }> {
  await page.getByTestId('header-deposit').click();
  const center = page.getByTestId('member-center');
  await expect(center.getByRole('heading', { name: t('center.depositv2'), exact: true })).toBeVisible();
  await center.getByLabel(t('wallet.form.amount')).fill(amount);
  const [gateway] = await Promise.all([page.context().waitForEvent('page'), center.getByRole('button', { name: t('wallet.deposit.submit') }).click()]);
  await gateway.waitForLoadState();
  return { center, gateway };
}
