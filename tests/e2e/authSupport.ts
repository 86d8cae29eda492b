/**
 * Helpers of the sign-in e2e specs (tests/e2e/auth*.spec.ts): the captcha's answer and SMS or
 * e-mail messages from the reference server's dev pages (/dev/captcha.json, /dev/outbox.json),
 * a unique suffix per project and run, opening the login dialog, registering a member, and a
 * "new IP" for the server (a TCP relay whose connections come from another loopback address).
 */
import net from 'node:net';
import type { Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { expect, type Lang } from './support/fixtures';

/** Reads the current captcha's answer (the captcha_id cookie travels with page.request). */
export async function captchaAnswer(page: Page): Promise<string> {
  // The server limits captchas per IP and all workers share 127.0.0.1: should the browser's own
  // retries not bring an image, refresh until it is there.
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

/** The outbox messages to `to` (e.g. '+86 13500000000' or an e-mail), newest first. */
async function outboxMessages(page: Page, to: string): Promise<{ body: string }[]> {
  const res = await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: { body: string }[] }).messages;
}

/** How many outbox messages `to` has now (pass it to {@link outboxCode} before asking for a new code). */
export async function outboxCount(page: Page, to: string): Promise<number> {
  return (await outboxMessages(page, to)).length;
}

/**
 * The 6-digit code of the newest outbox message to `to`, once there are more than `before`
 * messages (so a code sent earlier, e.g. at registration, is not taken for the new one).
 */
export async function outboxCode(page: Page, to: string, before = 0): Promise<string> {
  let code: string | null = null;
  await expect(async () => {
    const messages = await outboxMessages(page, to);
    expect(messages.length).toBeGreaterThan(before);
    code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1] ?? null;
    expect(code).not.toBeNull();
  }).toPass({ timeout: 20_000 });
  return code!;
}

/** Digits unique to this project and run (8 digits). */
export function stamp(lang: Lang): string {
  return `${lang === 'EN' ? 1 : 2}${`${Date.now() % 1e7}`.padStart(7, '0')}`;
}

/** Opens the login dialog from the header and answers it. */
export async function openLogin(page: Page, t: TFunction) {
  const dialog = page.getByRole('dialog', { name: t('modals.auth.loginTitle') });
  // On a loaded machine the dialog's chunk can take seconds: click again only while the button can
  // still be clicked. (An unbounded click waits for the button forever once the opening dialog
  // covers it, so each click is bounded and a covered button counts as "opening".)
  await expect(async () => {
    if (!(await dialog.isVisible()))
      await page
        .getByTestId('header-login')
        .click({ timeout: 2000 })
        .catch(() => undefined);
    await expect(dialog).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 45_000 });
  return dialog;
}

/**
 * Fills and submits the username login. The tw and en projects share one IP, so another test's
 * wrong passwords can make the server ask this login for the captcha (spec section 4): then the
 * captcha is answered and the login sent again, as a visitor would.
 */
export async function submitLogin(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  username: string,
  password: string,
): Promise<void> {
  await dialog.locator('#login-username').fill(username);
  await dialog.locator('#login-password').fill(password);
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = page.waitForResponse((r) => r.url().includes('/api/auth/login') && r.request().method() === 'POST', {
      timeout: 45_000,
    });
    await dialog.getByTestId('login-submit').click();
    const res = await answer;
    const body = (await res.json().catch(() => null)) as {
      code?: string;
      value?: { captchaRequired?: boolean };
    } | null;
    if (!body?.value?.captchaRequired || !['CAPTCHA_REQUIRED', 'CAPTCHA_FAILED'].includes(String(body.code))) return;
    await expect(dialog.locator('#login-captcha')).toBeVisible();
    await dialog.locator('#login-captcha').fill(await captchaAnswer(page));
  }
}

/**
 * Closes the first-login announcements (spec section 4) whenever they show on `page`, and any
 * notice dialog (UiStore.showNotice) standing over them first, since its backdrop would take the
 * close button's click. For specs whose steps do not look at either.
 */
export async function closePopupsWhenShown(page: Page, t: TFunction): Promise<void> {
  const notice = page.getByTestId('notice-dialog');
  const closeNotice = async () => {
    if (await notice.isVisible()) await notice.getByRole('button', { name: t('common.confirm') }).click();
  };
  await page.addLocatorHandler(notice, closeNotice);
  const popup = page.getByTestId('announcements-modal');
  // a notice can open over the popup while the handler runs (a withdrawn page sends the member
  // home with a notice, and home shows the popup): its backdrop then takes the close button's
  // click, and handlers do not nest, so each try is short and the notice is closed again first
  await page.addLocatorHandler(popup, async () => {
    for (let attempt = 0; attempt < 20 && (await popup.isVisible()); attempt += 1) {
      await closeNotice();
      await popup
        .getByRole('button', { name: t('common.close') })
        .click({ timeout: 1_000 })
        .catch(() => undefined);
    }
  });
}

/**
 * A registration is the account's first login: the announcement popup opens with the execution A
 * and F items (spec section 4, first-login action). Waits for it and closes it, so that the next
 * click does not race it.
 */
export async function closeFirstLoginPopup(page: Page, t: TFunction): Promise<void> {
  const popup = page.getByTestId('announcements-modal');
  await expect(popup).toBeVisible({ timeout: 20_000 });
  await popup.getByRole('button', { name: t('common.close') }).click();
  await expect(popup).toBeHidden();
}

/** The payment password every member registered by {@link registerMember} gets. */
export const PAYMENT_PASSWORD = '123456';

/**
 * Registers `username` through the register dialog's username tab (mobile, payment password, the
 * captcha from /dev/captcha.json); the new member is then logged in on `page`, its first-login
 * popup closed.
 */
export async function registerMember(
  page: Page,
  t: TFunction,
  username: string,
  password: string,
  mobile: string,
): Promise<void> {
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const reg = page.getByRole('dialog', { name: t('modals.auth.registerTitle') });
  // a live configuration change saved by another spec meanwhile can redraw the dialog on its
  // default tab: choose the username tab until its form is there
  await expect(async () => {
    await reg.getByRole('tab', { name: t('modals.auth.register') }).click();
    await expect(reg.locator('#register-username')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await reg.locator('#register-username').fill(username);
  await reg.locator('#register-password').fill(password);
  await reg.locator('#register-confirmPassword').fill(password);
  await reg.locator('#register-paymentPassword').fill(PAYMENT_PASSWORD);
  await reg.locator('#register-mobileNum').fill(mobile);
  await reg.locator('#register-captcha').fill(await captchaAnswer(page));
  await reg.locator('#register-adult').check();
  await reg.locator('#register-terms').check();
  await reg.getByTestId('register-submit').click();
  await expect(reg).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: t('layout.accountMenu') })).toContainText(username);
  await closeFirstLoginPopup(page, t);
}

/** A relay on 127.0.0.1 whose connections reach the e2e server from {@link NEW_IP}. */
export interface NewIpRelay {
  /** The relay's origin: a page opened there is a browser on a new IP for the server. */
  origin: string;
  close(): Promise<void>;
}

/** The loopback address the relay connects from (Linux routes all of 127.0.0.0/8 to lo). */
export const NEW_IP = '127.0.0.2';

/**
 * Starts a TCP relay to the e2e server on `targetPort` whose outgoing connections are bound to
 * {@link NEW_IP}: the server (no proxy trusted) sees that address as the client IP, so a member
 * who logged in from 127.0.0.1 logs in from an IP it does not know (spec section 4, new IP). The
 * host name stays 127.0.0.1, so the merchant is the same.
 */
export async function startNewIpRelay(targetPort: number): Promise<NewIpRelay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((inbound) => {
    const outbound = net.connect({ host: '127.0.0.1', port: targetPort, localAddress: NEW_IP });
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {
        inbound.destroy();
        outbound.destroy();
      });
    }
    inbound.pipe(outbound).pipe(inbound);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
