/**
 * Helpers of the sign-in e2e specs (tests/e2e/auth*.spec.ts): the captcha's answer and SMS or
 * e-mail messages from the reference server's dev pages (/dev/captcha.json, /dev/outbox.json),
 * a unique suffix per project and run, and opening the login dialog.
 */
import type { Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { expect, type Lang } from './support/fixtures';

/** Reads the current captcha's answer (the captcha_id cookie travels with page.request). */
export async function captchaAnswer(page: Page): Promise<string> {
  // The server gives one captcha a second per IP (the other project may have just taken it):
  // refresh until the image is there.
  await expect(async () => {
    if (!(await page.getByTestId('captcha-image').isVisible())) await page.getByTestId('captcha-refresh').click();
    await expect(page.getByTestId('captcha-image')).toBeVisible({ timeout: 1500 });
  }).toPass({ timeout: 15_000, intervals: [1200] });
  let answer: string | null = null;
  await expect(async () => {
    const res = await page.request.get('/dev/captcha.json');
    expect(res.ok()).toBe(true);
    answer = ((await res.json()) as { answer: string }).answer;
  }).toPass({ timeout: 10_000 });
  return answer!;
}

/** The 6-digit code of the newest outbox message to `to` (e.g. '+86 13500000000' or an e-mail). */
export async function outboxCode(page: Page, to: string): Promise<string> {
  let code: string | null = null;
  await expect(async () => {
    const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
    const messages = ((await res.json()) as { messages: { body: string }[] }).messages;
    code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? null;
    expect(code).not.toBeNull();
  }).toPass({ timeout: 10_000 });
  return code!;
}

/** Digits unique to this project and run (8 digits). */
export function stamp(lang: Lang): string {
  return `${lang === 'EN' ? 1 : 2}${`${Date.now() % 1e7}`.padStart(7, '0')}`;
}

/** Opens the login dialog from the header and answers it. */
export async function openLogin(page: Page, t: TFunction) {
  const dialog = page.getByRole('dialog', { name: t('modals.auth.loginTitle') });
  // On a loaded machine the first click can land before the app is interactive: click until it opens.
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId('header-login').click();
    await expect(dialog).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  return dialog;
}

/**
 * Fills and submits the username login. The tw and en projects share one IP, so another test's
 * wrong passwords can make the server ask this login for the captcha (spec section 4): then the
 * captcha is answered and the login sent again, as a visitor would.
 */
export async function submitLogin(page: Page, dialog: ReturnType<Page['getByRole']>, username: string, password: string): Promise<void> {
  await dialog.locator('#login-username').fill(username);
  await dialog.locator('#login-password').fill(password);
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/auth/login') && r.request().method() === 'POST', { timeout: 45_000 });
    await dialog.getByTestId('login-submit').click();
    const res = await answer;
    const body = (await res.json().catch(() => null)) as { code?: string; value?: { captchaRequired?: boolean } } | null;
    if (!body?.value?.captchaRequired || !['CAPTCHA_REQUIRED', 'CAPTCHA_FAILED'].includes(String(body.code))) return;
    await expect(dialog.locator('#login-captcha')).toBeVisible();
    await dialog.locator('#login-captcha').fill(await captchaAnswer(page));
  }
}
