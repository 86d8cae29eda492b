/**
 * Money end to end with the reference server (README "Money"), in the tw and en projects: a new member
 * deposits through the demo payment gateway (its page opens in a new window) and sees the header
 * balance rise without a reload (site socket); adds a bank card and withdraws, sees the withdrawal
 * applied and the balance fall; an operator approves and pays it (operator API); the member
 * confirms "partly received" with a proof image; transfers to the upline (registered with
 * agent01's invitation code); every movement is in the account record.
 * Run: E2E_BASE_PORT=8220 npx playwright test tests/e2e/money.spec.ts (after npx vite build).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ApiEnvelope } from '../../contract/types';
import type { TFunction } from 'i18next';
import { closeFirstLoginPopup } from './authSupport';
import { startDeposit } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import { apiSignIn } from './consoleSupport';

/** A 1x1 PNG (the server checks proofs by content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PAYMENT_PASSWORD = '123456';

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

/** Registers a fresh member through the register dialog (the captcha answered by /dev/captcha.json). */
async function registerMember(page: Page, t: (key: string) => string, lang: string): Promise<string> {
  const stamp = `${Date.now() % 1e8}`.padStart(8, '0');
  const username = `m${lang.toLowerCase()}${stamp}`;
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const dialog = page.getByRole('dialog', { name: t('modals.auth.registerTitle') });
  await dialog.getByRole('tab', { name: t('modals.auth.register') }).click();
  await dialog.locator('#register-username').fill(username);
  await dialog.locator('#register-password').fill('Abc12345');
  await dialog.locator('#register-confirmPassword').fill('Abc12345');
  await dialog.locator('#register-paymentPassword').fill(PAYMENT_PASSWORD);
  await dialog.locator('#register-mobileNum').fill(`09${stamp}`);
  // agent01's invitation code: the new member's upline is agent01
  await dialog.locator('#register-affiliateCode').fill('RA8888');
  await expect(async () => {
    if (!(await page.getByTestId('captcha-image').isVisible())) await page.getByTestId('captcha-refresh').click();
    await expect(page.getByTestId('captcha-image')).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000, intervals: [1200] });
  const captcha = (await (await page.request.get('/dev/captcha.json')).json()) as { answer: string };
  await dialog.locator('#register-captcha').fill(captcha.answer);
  await dialog.locator('#register-adult').check();
  await dialog.locator('#register-terms').check();
  await dialog.getByTestId('register-submit').click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  // a first login shows the members' announcements (spec section 4 first-login action)
  await closeFirstLoginPopup(page, t as TFunction);
  return username;
}

/** The member center's menu. */
const menu = (page: Page) => page.getByTestId('member-center').getByRole('navigation');

/** Logs the demo operator in and answers its bearer token. */
async function operatorToken(request: APIRequestContext): Promise<string> {
  return apiSignIn(async (url, data) => (await (await request.post(url, { data })).json()) as ApiEnvelope<unknown>);
}

/** The operator approves and then pays the withdrawal `orderNo`. */
async function approveAndPay(request: APIRequestContext, orderNo: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await operatorToken(request)}` };
  const list = (await (
    await request.get(`${ENDPOINTS.operatorWithdrawals}?pageSize=100`, { headers })
  ).json()) as ApiEnvelope<{ list: { id: number; orderNo: string }[] }>;
  const row = list.value.list.find((w) => w.orderNo === orderNo);
  expect(row, `operator sees ${orderNo}`).toBeTruthy();
  for (const action of ['approve', 'paid']) {
    const res = await request.post(`${ENDPOINTS.operatorWithdrawals}/${row!.id}/${action}`, { headers, data: {} });
    expect(res.ok(), `${action} ${orderNo}`).toBe(true);
  }
}

test('deposit through the demo gateway, withdraw, operator pays, partly received, transfer to the upline, account record', async ({
  page,
  t,
  lang,
}) => {
  test.setTimeout(180_000);
  await registerMember(page, t, lang);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥ 0.00');

  // Deposit: the gateway opens in a new window; paying there raises the header balance live.
  const { center, gateway } = await startDeposit(page, t as TFunction, '500');
  await expect(center.getByTestId('deposit-pending')).toBeVisible();
  await gateway.locator('button.pay').click();
  await expect(balance).toHaveText('¥ 500.00', { timeout: 15_000 });
  await expect(center.getByTestId('deposit-success')).toBeVisible({ timeout: 15_000 });
  await gateway.close();

  // A bank card in My account (the first card sets the payee name).
  await menu(page)
    .getByRole('button', { name: t('center.securityCenter'), exact: true })
    .click();
  const cards = center.getByTestId('bank-cards');
  await cards.getByTestId('bank-card-add').click();
  await cards.getByLabel(t('wallet.form.bankName')).fill('Demo Commercial Bank');
  await cards.getByLabel(t('wallet.form.cardNumber')).fill(`62${Date.now()}`.slice(0, 16));
  await cards.getByLabel(t('forms.labels.payeeName')).fill('Test Member');
  await cards.getByLabel(t('forms.labels.paymentPassword')).fill(PAYMENT_PASSWORD);
  await cards.getByRole('button', { name: t('wallet.security.addCard') }).click();
  await expect(cards.getByTestId('bank-card')).toHaveCount(1);

  // Withdraw 200: applied at once, the balance falls.
  await menu(page)
    .getByRole('button', { name: t('center.withdraw'), exact: true })
    .click();
  const form = center.getByTestId('withdraw-form');
  await form.getByLabel(t('wallet.form.amount')).fill('200');
  await form.getByLabel(t('forms.labels.paymentPassword')).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: t('wallet.withdraw.submit') }).click();
  await expect(center.getByTestId('withdraw-applied')).toBeVisible();
  await expect(balance).toHaveText('¥ 300.00', { timeout: 15_000 });
  const row = center.getByTestId('withdraw-row').first();
  await expect(row).toHaveAttribute('data-status', 'applied');
  const orderNo = (await row.locator('td').nth(1).textContent())!.trim();

  // The operator approves and pays; the member confirms partly received with a proof image.
  await approveAndPay(page.request, orderNo);
  await menu(page)
    .getByRole('button', { name: t('center.depositv2'), exact: true })
    .click();
  await menu(page)
    .getByRole('button', { name: t('center.withdraw'), exact: true })
    .click();
  await expect(center.getByTestId('withdraw-row').first()).toHaveAttribute('data-status', 'paid');
  await center.getByTestId('withdraw-confirm-open').click();
  await center.getByTestId('confirm-partly').click();
  await center.getByTestId('proof-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
  await center.getByLabel(t('wallet.withdraw.remainingAmount')).fill('50');
  await center.getByRole('button', { name: t('wallet.withdraw.confirmPartly') }).click();
  await expect(center.getByTestId('confirmation')).toContainText('50.00');

  // Transfer 10 to the upline (agent01) with the transaction password.
  await menu(page)
    .getByRole('button', { name: t('center.transferUpline'), exact: true })
    .click();
  await expect(center.getByTestId('upline-name')).toHaveText('agent01');
  await center.getByLabel(t('wallet.form.amount')).fill('10');
  await center.getByLabel(t('forms.labels.paymentPassword')).fill(PAYMENT_PASSWORD);
  await center.getByTestId('transferUpline-submit').click();
  await expect(center.getByTestId('upline-done')).toContainText('agent01');
  await expect(balance).toHaveText('¥ 290.00', { timeout: 15_000 });

  // Every movement is in the account record.
  await menu(page)
    .getByRole('button', { name: t('center.transactionHistory'), exact: true })
    .click();
  const rows = center.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: t('wallet.history.types.deposit') })).toContainText('+500.00');
  await expect(rows.filter({ hasText: t('wallet.history.types.withdraw') })).toContainText('-200.00');
  await expect(rows.filter({ hasText: t('wallet.history.types.upline') })).toContainText('-10.00');
});
