/**
 * The console's Payments desk end to end (schemas/api/operator-payments.json; spec sections 2 and
 * 4), in the tw and en projects (each on its own server and database): a member makes a bank
 * transfer deposit in the browser; finance01 finds it on the desk and approves it, and the
 * member's header balance rises without a reload; the owner has set a second-approval threshold;
 * the member withdraws more than it and the withdrawal appears on finance01's desk without a
 * reload; finance01 approves (awaiting a second approval, asked by finance01), finance02 gives the
 * second approval, finance01 marks it paid; the member sees it paid and confirms received, and the
 * desk shows the confirmation. Screenshots of the desk and the drawer, light and dark.
 * Run: npx vite build && node scripts/e2e.mjs tests/e2e/console-payments.spec.ts
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { ENDPOINTS } from '../../contract/endpoints';
import type { ApiEnvelope } from '../../contract/types';
import { PAYMENT_PASSWORD, registerMember, stamp } from './authSupport';
import { apiSignIn, consoleTexts, signInConsole } from './consoleSupport';
import { dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';

test.describe.configure({ timeout: 240_000 });

const THRESHOLD = '1000';
const SHOTS = 'test-results/console-payments';

/** The owner sets the withdrawal threshold for a second approval (operator API). */
async function setThreshold(request: APIRequestContext, value: string): Promise<void> {
  const token = await apiSignIn(
    async (url, body) => (await (await request.post(url, { data: body })).json()) as ApiEnvelope<unknown>,
  );
  const res = await request.put(ENDPOINTS.operatorPaymentsSettings, {
    headers: { Authorization: `Bearer ${token}` },
    data: { withdrawalApprovalThreshold: value },
  });
  expect(res.ok(), 'threshold saved').toBe(true);
}

/** A console page of its own (own session storage), `username` signed in, on the Payments tab. */
async function desk(browser: Browser, baseURL: string, lang: Lang, username: string, theme = 'light') {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await page.addInitScript(
    ([l, th]) => {
      localStorage.setItem('lang', l!);
      localStorage.setItem('theme', th!);
    },
    [lang, theme],
  );
  await signInConsole(page, lang, username);
  const con = consoleTexts(lang);
  await page.getByRole('tab', { name: con.tabs.payments }).click();
  await expect(page.getByTestId('operator-payments')).toBeVisible();
  await expect(page.getByTestId('operator-payments-live')).toContainText(con.payments.live);
  return { page, context, con };
}

/** Shows only `username`'s orders of `kind` on the desk. */
async function findMember(page: Page, kind: 'deposits' | 'withdrawals', username: string) {
  await page.getByTestId(`operator-payments-kind-${kind}`).click();
  await page.getByTestId('operator-payments-q').fill(username);
  await page.getByTestId('operator-payments-search').click();
}

const menu = (page: Page) => page.getByTestId('member-center').getByRole('navigation');

test('bank deposit approved, a withdrawal above the threshold approved by two, paid, and confirmed received', async ({
  page,
  browser,
  lang,
  t,
}, testInfo) => {
  const baseURL = String(testInfo.project.use.baseURL);
  await setThreshold(page.request, THRESHOLD);
  await dismissAnnouncementsUpFront(page);
  const s = stamp(lang);
  const username = `pd${lang.toLowerCase()}${s}`;
  await registerMember(page, t as TFunction, username, 'Abc12345', `09${s}`);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('¥ 0.00');

  // the member: a bank transfer deposit of 2,000
  await page.getByTestId('header-deposit').click();
  const center = page.getByTestId('member-center');
  await center.locator('[data-channel="BANK"]').click();
  await center.getByLabel(t('wallet.form.amount')).fill('2000');
  await center.getByRole('button', { name: t('wallet.deposit.submit') }).click();
  await expect(center.getByTestId('deposit-bank')).toBeVisible();
  await expect(center.getByTestId('deposit-order')).toHaveAttribute('data-status', 'pending');

  const f1 = await desk(browser, baseURL, lang, 'finance01');
  const f2 = await desk(browser, baseURL, lang, 'finance02', 'dark');
  try {
    const { con } = f1;
    const p = con.payments;
    // finance01 finds the deposit and approves it: the member's balance rises live
    await findMember(f1.page, 'deposits', username);
    const depositRow = f1.page.getByTestId('operator-payments-row');
    await expect(depositRow).toHaveCount(1);
    await expect(f1.page.getByTestId('operator-payments-state-pending').getByTestId('badge')).not.toHaveText('0');
    await depositRow.getByTestId('operator-payments-open').click();
    const drawer = f1.page.getByTestId('operator-payments-drawer');
    await expect(drawer.getByTestId('operator-payments-member')).toContainText(username);
    await expect(drawer.getByTestId('operator-payments-timeline')).toContainText(p.timeline.created);
    await f1.page.screenshot({ path: `${SHOTS}/deposit-drawer-${lang}-light.png` });
    await drawer.getByTestId('operator-payments-approve').click();
    await expect(drawer.getByTestId('operator-payments-state')).toHaveAttribute('data-state', 'success');
    await expect(drawer.getByTestId('operator-payments-timeline')).toContainText('finance01');
    await expect(balance).toHaveText('¥ 2,000.00', { timeout: 15_000 });
    await drawer.getByTestId('operator-payments-close').click();

    // both desks watch the member's withdrawals
    await findMember(f1.page, 'withdrawals', username);
    await findMember(f2.page, 'withdrawals', username);
    await expect(f1.page.getByTestId('operator-payments-empty')).toBeVisible();

    // the member: a bank card, then a withdrawal of 1,500 (above the threshold)
    await center
      .getByTestId('deposit-new')
      .click()
      .catch(() => undefined);
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
    await menu(page)
      .getByRole('button', { name: t('center.withdraw'), exact: true })
      .click();
    const form = center.getByTestId('withdraw-form');
    await form.getByLabel(t('wallet.form.amount')).fill('1500');
    await form.getByLabel(t('forms.labels.paymentPassword')).fill(PAYMENT_PASSWORD);
    await form.getByRole('button', { name: t('wallet.withdraw.submit') }).click();
    await expect(center.getByTestId('withdraw-applied')).toBeVisible();
    await expect(balance).toHaveText('¥ 500.00', { timeout: 15_000 });

    // it appears on finance01's desk without a reload; finance01 approves: a second approval is needed
    const row = f1.page.getByTestId('operator-payments-row');
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await row.getByTestId('operator-payments-open').click();
    await expect(drawer.getByTestId('risk-first')).toHaveAttribute('data-alert', 'true');
    await expect(drawer.getByTestId('risk-card')).toHaveAttribute('data-alert', 'true');
    await drawer.getByTestId('operator-payments-approve').click();
    await expect(drawer.getByTestId('operator-payments-notice')).toHaveText(p.actions.awaitingSecond);
    await expect(drawer.getByTestId('operator-payments-state')).toHaveAttribute('data-state', 'awaitingSecond');
    await expect(drawer.getByTestId('operator-payments-approve')).toBeDisabled();
    await f1.page.screenshot({ path: `${SHOTS}/withdrawal-awaiting-${lang}-light.png` });

    // finance02 sees "awaiting second approval (asked by finance01)" and approves
    const row2 = f2.page.getByTestId('operator-payments-row');
    await expect(row2).toContainText(p.awaiting.replace('{{by}}', 'finance01'), { timeout: 15_000 });
    await f2.page.screenshot({ path: `${SHOTS}/queue-${lang}-dark.png` });
    await row2.getByTestId('operator-payments-open').click();
    const drawer2 = f2.page.getByTestId('operator-payments-drawer');
    await expect(drawer2.getByTestId('operator-payments-awaiting')).toContainText('finance01');
    await f2.page.screenshot({ path: `${SHOTS}/withdrawal-drawer-${lang}-dark.png` });
    await drawer2.getByTestId('operator-payments-approve').click();
    await expect(drawer2.getByTestId('operator-payments-state')).toHaveAttribute('data-state', 'approved');

    // finance01's drawer follows live; finance01 marks it paid
    await expect(drawer.getByTestId('operator-payments-state')).toHaveAttribute('data-state', 'approved', {
      timeout: 15_000,
    });
    await drawer.getByTestId('operator-payments-paid').click();
    await expect(drawer.getByTestId('operator-payments-state')).toHaveAttribute('data-state', 'paid');

    // the member sees it paid and confirms received; the desk shows it
    await expect(center.getByTestId('withdraw-row').first()).toHaveAttribute('data-status', 'paid', {
      timeout: 15_000,
    });
    await center.getByTestId('withdraw-confirm-open').click();
    await center.getByTestId('confirm-received').click();
    await expect(center.getByTestId('confirmation')).toBeVisible();
    await expect(drawer.getByTestId('operator-payments-confirmation')).toHaveText(p.drawer.confirmations.received, {
      timeout: 15_000,
    });
    await f1.page.screenshot({ path: `${SHOTS}/withdrawal-paid-${lang}-light.png`, fullPage: true });
    await drawer.getByTestId('operator-payments-close').click();
    await f1.page.getByTestId('operator-payments-kind-deposits').click();
    await f1.page.getByRole('button', { name: p.filters.reset }).click();
    await f1.page.screenshot({ path: `${SHOTS}/queue-${lang}-light.png` });
  } finally {
    await f1.context.close();
    await f2.context.close();
  }
});
