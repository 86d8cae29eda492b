/**
 * Shared steps of the agent e2e tests (tests/e2e/agent.spec.ts, tests/e2e/contracts.spec.ts):
 * agent01's sign-in on /agent and its payment password.
 */
import type { Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { ENDPOINTS } from '../../contract/endpoints';
import type { AgentTransferInfo, ApiEnvelope } from '../../contract/types';
import { closePopupsWhenShown, submitLogin } from './authSupport';
import { expect } from './support/fixtures';

export const AGENT = { username: 'agent01', password: 'Agent1234', affiliateCode: 'RA8888' };
/** The payment password the spec gives agent01 when it has none yet (the seed sets none). */
export const AGENT_PAYMENT_PASSWORD = '246810';

/**
 * Logs agent01 in from /agent and waits for the agent center. The tw and en projects share
 * agent01: whichever logs in first on a fresh database gets the first-login announcements (spec
 * section 4), so that popup is closed whenever it shows.
 */
export async function agentLogin(page: Page, t: TFunction): Promise<void> {
  await closePopupsWhenShown(page, t);
  await page.goto('/agent');
  await page.getByTestId('agent-login').click();
  const dialog = page.getByRole('dialog', { name: t('modals.auth.loginTitle') });
  await expect(dialog.locator('#login-username')).toBeVisible();
  await submitLogin(page, dialog, AGENT.username, AGENT.password);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/agentHome/);
}

/** Makes sure agent01 has a payment password (the seed sets none): sets {@link AGENT_PAYMENT_PASSWORD} once. */
export async function ensurePaymentPassword(page: Page): Promise<void> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const hasOne = async () =>
    ((await (await page.request.get(ENDPOINTS.agentTransfer, { headers })).json()) as ApiEnvelope<AgentTransferInfo>)
      .value.hasPaymentPassword;
  if (await hasOne()) return;
  // the other project may set the same password at the same moment: then this call is refused, and either way one is set
  await page.request.post(ENDPOINTS.paymentPassword, {
    headers,
    data: {
      loginPassword: AGENT.password,
      newPassword: AGENT_PAYMENT_PASSWORD,
      confirmPassword: AGENT_PAYMENT_PASSWORD,
    },
  });
  expect(await hasOne()).toBe(true);
}
