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
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: t('modals.auth.loginTitle') });
  await expect(dialog).toBeVisible();
  return dialog;
}
