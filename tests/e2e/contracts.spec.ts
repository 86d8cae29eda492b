/**
 * Agent contracts end to end (README "Contracts"; docs/contracts.md; spec sections 1, 2, 4 and 9),
 * in the tw and en projects: agent01 (seeded with a daily wage from the merchant) creates a fresh
 * sub-agent, funds it, and offers it a daily wage in the browser (agentDailyWages2 -> granted ->
 * new contract, the tier table bounded by its own); the sub-agent signs in in its own browser,
 * the contract view shows the offer and it accepts; the sub-agent plays five 10.00 spins of the
 * in-house slot through the vendor protocol; the reporting day closes on the development test
 * clock (POST /dev/contracts/settle for the sub-agent's contract, never a sleep); the sub-agent's header balance rises live by
 * exactly its rate on its team's valid bet (0.50 % of 50.00 = 0.25) and both see the settlement
 * record line by line (the agent under "granted").
 * Run: E2E_BASE_PORT=8230 npx playwright test tests/e2e/contracts.spec.ts (after npx vite build).
 */
import type { Page } from '@playwright/test';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AgentCreatedDownline, ApiEnvelope, LaunchInfo, SettleReport } from '../../contract/types';
import { AGENT_PAYMENT_PASSWORD, agentLogin, ensurePaymentPassword } from './agentSupport';
import { closePopupsWhenShown, openLogin, stamp, submitLogin } from './authSupport';
import { serverBalance } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';

// Two browsers, a registration, five rounds and a settlement, on a shared machine.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

const DAY_MS = 86_400_000;
/** The seeded merchant reports in GMT+08:00 (no merchant_reporting row). */
const OFFSET_MS = 8 * 3_600_000;

/** One second after the end of the current reporting day (GMT+08:00), as an ISO instant. */
function afterToday(): string {
  const localDayStart = Math.floor((Date.now() + OFFSET_MS) / DAY_MS) * DAY_MS;
  return new Date(localDayStart + DAY_MS - OFFSET_MS + 1000).toISOString();
}

const bearer = async (page: Page) => ({
  Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token'))}`,
});

const amountOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));

test('an agent offers a daily wage, the sub-agent accepts it in the browser, the team plays, the day settles and both see the record', async ({
  page,
  browser,
  t,
  lang,
  baseURL,
}) => {
  // agent01 creates and funds a fresh sub-agent (the register center's and the transfer's calls)
  await agentLogin(page, t);
  await ensurePaymentPassword(page);
  const headers = await bearer(page);
  const username = `wage${stamp(lang)}`;
  const password = 'Abc12345';
  const created = await page.request.post(ENDPOINTS.agentCreateDownline, {
    headers,
    data: { username, password, accountType: 'agent', nickname: username },
  });
  expect(created.ok(), 'the sub-agent is created').toBe(true);
  const sub = ((await created.json()) as ApiEnvelope<AgentCreatedDownline>).value;
  const funded = await page.request.post(ENDPOINTS.agentTransfer, {
    headers,
    data: {
      downlineId: sub.id,
      amount: '200',
      paymentPassword: AGENT_PAYMENT_PASSWORD,
      requestId: `wage-${stamp(lang)}`,
    },
  });
  expect(funded.ok(), 'agent01 funds the sub-agent').toBe(true);

  // agent01 offers a daily wage in the browser: its own table is the ceiling, so it grants less
  await page.goto('/agentHome?page=agentDailyWages2&tab=granted');
  await page.getByTestId('contract-new').click();
  const form = page.getByTestId('offer-form');
  await form.getByTestId('offer-search').fill(username);
  await form.getByRole('button', { name: t('agent.common.search') }).click();
  await expect(form.getByTestId('offer-downline').locator(`option[value="${sub.id}"]`)).toHaveCount(1);
  await form.getByTestId('offer-downline').selectOption(String(sub.id));
  await expect(form.getByTestId('offer-period')).toHaveValue('daily');
  const rows = await form.locator('[data-testid^="tier-row-"]').count();
  expect(rows, 'the table starts from agent01’s own').toBeGreaterThan(0);
  const rates = ['0.50', '0.80', '1.00', '1.20', '1.40'];
  for (let i = 0; i < rows; i++) await form.getByTestId(`tier-${i}-rate`).fill(rates[i] ?? '1.40');
  await form.getByTestId('offer-submit').click();
  await expect(form).toBeHidden();
  const granted = page.getByTestId('granted-contracts');
  await expect(granted.locator('tr', { hasText: username })).toContainText(t('contracts.states.offered'));

  // the sub-agent signs in in its own browser: the contract view shows the offer, and it accepts
  const context = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'lang', value: lang }] }] },
  });
  const subPage = await context.newPage();
  await dismissAnnouncementsUpFront(subPage);
  // a new account's first sign-in shows the first-login announcements (spec section 4): closed whenever they show
  await closePopupsWhenShown(subPage, t);
  await subPage.goto('/');
  const login = await openLogin(subPage, t);
  await submitLogin(subPage, login, username, password);
  await expect(login).toBeHidden({ timeout: 20_000 });
  const offers = subPage.getByTestId('contract-offers');
  await expect(offers).toBeVisible({ timeout: 20_000 });
  await expect(offers).toContainText('agent01');
  await expect(offers).toContainText(t('contracts.kinds.dailyWage'));
  await offers.locator('[data-testid$="-accept"]').click();
  await expect(offers.locator('[data-testid$="-accept"]')).toHaveCount(0);
  // agent01's table follows live (the contract event) once the page reloads its list
  await page.reload();
  await expect(page.getByTestId('granted-contracts').locator('tr', { hasText: username })).toContainText(
    t('contracts.states.active'),
  );

  // the team plays: five 10.00 spins of the in-house slot (valid bet 50.00 once settled)
  const subHeaders = await bearer(subPage);
  const launch = await subPage.request.get(`${ENDPOINTS.gameLaunch}?nodeId=90001&mode=real&language=${lang}`, {
    headers: subHeaders,
  });
  expect(launch.ok(), 'the slot launches').toBe(true);
  const gameUrl = new URL(((await launch.json()) as ApiEnvelope<LaunchInfo>).value.url);
  const session = gameUrl.searchParams.get('session')!;
  for (let i = 0; i < 5; i++) {
    const spin = await subPage.request.post(`${gameUrl.origin}/api/slot/spin`, {
      headers: { 'x-house-session': session },
      data: { stake: '10.00' },
    });
    expect(spin.ok(), `spin ${i + 1}`).toBe(true);
  }
  await subPage.goto('/');
  const header = subPage.getByTestId('header-balance');
  await expect(header).toBeVisible();
  const before = amountOf(await serverBalance(subPage));
  await expect.poll(async () => amountOf((await header.textContent()) ?? '')).toBeCloseTo(before, 2);

  // the reporting day closes on the test clock: the daily wage settles
  const settled = await page.request.post('/dev/contracts/settle', {
    data: { at: afterToday(), kind: 'dailyWage', holder: username },
  });
  expect(settled.ok(), 'the test clock settles the day').toBe(true);
  expect(((await settled.json()) as ApiEnvelope<SettleReport>).value).toMatchObject({
    settlements: 1,
    transfers: 1,
    paid: '0.25',
  });

  // the sub-agent's balance rises live by 0.50 % of 50.00
  await expect
    .poll(async () => amountOf((await header.textContent()) ?? ''), { timeout: 15_000 })
    .toBeCloseTo(before + 0.25, 2);
  expect(amountOf(await serverBalance(subPage))).toBeCloseTo(before + 0.25, 2);

  // both see the settlement record line by line
  await subPage.goto('/agentHome?page=agentDailyWages2&tab=settlements');
  const own = subPage.getByTestId('settlement-records').locator('tbody tr').first();
  await expect(own).toContainText('50.00');
  await expect(own).toContainText('0.50');
  await expect(own).toContainText('0.25');
  await expect(own).toContainText(t('contracts.settlements.states.paid'));

  await page.goto('/agentHome?page=agentDailyWages2&tab=settlements');
  await page.getByTestId('settlements-role-granted').click();
  const theirs = page.getByTestId('settlement-records').locator('tr', { hasText: username });
  await expect(theirs).toContainText('0.25');
  await expect(theirs).toContainText(t('contracts.settlements.states.paid'));
  await context.close();
});
