/**
 * Signing in to the operator console in e2e tests (README "Staff and roles"): one place for the
 * sign-in steps, so every spec signs in the same way as the seeded owner `operator` or one of the
 * seeded staff (server/db/seed/money.ts DEMO_STAFF, password DEMO_STAFF_PASSWORD): the password,
 * then the second factor (the TOTP code computed from the seed's known secret,
 * DEMO_OPERATOR_TOTP_SECRET / DEMO_STAFF_TOTP_SECRET; a staff member without one enrols the secret
 * the console shows).
 */
import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';

/** The console's texts of a language. */
export const consoleTexts = (lang: 'TW' | 'EN') => (lang === 'EN' ? consoleEn : consoleTw);

/** The seed's known TOTP secrets (server/db/seed/money.ts; repeated here: the specs do not load server code). */
export const DEMO_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPOPERATOR';
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPDEMOSTAF';

/** Secrets enrolled by {@link signInConsole} in this run (staff created by a spec), by username. */
const enrolled = new Map<string, string>();

/** The TOTP secret of a staff member: one enrolled in this run, else the seed's. */
export const totpSecretOf = (username: string) =>
  enrolled.get(username) ?? (username === 'operator' ? DEMO_OPERATOR_TOTP_SECRET : DEMO_STAFF_TOTP_SECRET);

/** The current code of `secret` (RFC 6238, 6 digits, 30 s). */
export const totpNow = (secret: string) => generate({ secret });

/**
 * Opens /operator (when not there yet) and signs `username` in through the sign-in form: the
 * password, then the code (or, without a second factor yet, the enrolment: the shown secret is
 * read and its first code given), then waits for the console's tabs (or, when a new password is
 * due, for its form). The page's language must already be set (localStorage `lang`).
 */
export async function signInConsole(
  page: Page,
  lang: 'TW' | 'EN',
  username = 'operator',
  password = username === 'operator' ? 'Operator1234' : 'Staff12345',
): Promise<void> {
  const con = consoleTexts(lang);
  if (!new URL(page.url(), 'http://x').pathname.endsWith('/operator')) await page.goto('/operator');
  await page.getByLabel(con.login.username).fill(username);
  await page.getByLabel(con.login.password).fill(password);
  await page.getByRole('button', { name: con.login.submit }).click();
  const code = page.getByLabel(con.login.code);
  await expect(code).toBeVisible();
  const shown = page.getByTestId('totp-secret');
  if (await shown.isVisible()) enrolled.set(username, ((await shown.textContent()) ?? '').replace(/\s+/g, ''));
  await code.fill(await totpNow(totpSecretOf(username)));
  await page.getByRole('button', { name: con.login.verify }).click();
  await expect(
    page.getByRole('tablist', { name: con.title }).or(page.getByTestId('password-change-required')),
  ).toBeVisible();
}

/**
 * Signs a staff member in over the API with any POST function (a Playwright request context, a
 * fetch to one cluster node) and returns the bearer token: password step, then the code step.
 * @throws Error with the answer when a step is refused.
 */
export async function apiSignIn(
  post: (url: string, body: unknown) => Promise<{ success: boolean; message: string; value: unknown }>,
  username = 'operator',
  password = username === 'operator' ? 'Operator1234' : 'Staff12345',
): Promise<string> {
  const first = await post('/api/operator/login', { username, password });
  if (!first.success) throw new Error(`operator sign-in of ${username}: ${first.message}`);
  const { challenge, secret } = first.value as { challenge: string; secret?: string };
  const second = await post('/api/operator/login/code', {
    challenge,
    code: await totpNow(secret ?? totpSecretOf(username)),
  });
  if (!second.success) throw new Error(`operator code step of ${username}: ${second.message}`);
  if (secret) enrolled.set(username, secret);
  return (second.value as { token: string }).token;
}
