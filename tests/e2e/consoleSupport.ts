/**
 * Signing in to the operator console in e2e tests (README "Staff and roles"): one place for the
 * sign-in steps, so every spec signs in the same way as the seeded owner `operator` or one of the
 * seeded staff (server/db/seed/money.ts DEMO_STAFF, password DEMO_STAFF_PASSWORD).
 */
import { expect, type Page } from '@playwright/test';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';

/** The console's texts of a language. */
export const consoleTexts = (lang: 'TW' | 'EN') => (lang === 'EN' ? consoleEn : consoleTw);

/**
 * Opens /operator (when not there yet) and signs `username` in through the sign-in form, then waits
 * for the console's tabs. The page's language must already be set (localStorage `lang`).
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
  await expect(page.getByRole('tablist', { name: con.title })).toBeVisible();
}
