/**
 * New-IP verification by bank account name and by Google code (spec section 4: a login from an
 * unregistered IP needs extra verification), in the tw and en projects. A fresh member registers
 * and sets up the method from 127.0.0.1 (a bank card, or an authenticator bound in the security
 * center with a code computed here from the secret the page shows), then logs in through a relay
 * the server sees as 127.0.0.2 (authSupport.startNewIpRelay): the dialog offers the method with no
 * send button, refuses a wrong answer with the server's localised message, and lets the right
 * one in. Run: E2E_BASE_PORT=8210 npx playwright test tests/e2e/auth-newip.spec.ts
 */
import type { Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import { generate } from 'otplib';
import { auth as authEn } from '../../server/i18n/locales/en/auth';
import { auth as authTw } from '../../server/i18n/locales/tw/auth';
import { ENDPOINTS } from '../../contract/endpoints';
import { dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';
import { E2E_SERVERS } from './support/servers';
import {
  openLogin,
  PAYMENT_PASSWORD,
  registerMember,
  stamp,
  startNewIpRelay,
  submitLogin,
  type NewIpRelay,
} from './authSupport';

/** The server's sign-in messages per language (its i18next resources). */
const serverAuth = { TW: authTw, EN: authEn };

// Two logins and a registration each (argon2id, the human check's proof of work) on a shared machine.
test.describe.configure({ timeout: 150_000 });

let relay: NewIpRelay;
test.beforeAll(async () => {
  relay = await startNewIpRelay(E2E_SERVERS.default.port);
});
test.afterAll(async () => {
  await relay.close();
});

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

const PASSWORD = 'Abc12345';

/** Opens the member's security center (header account menu, spec section 2). */
async function openSecurityCenter(page: Page, t: TFunction) {
  await page.getByRole('button', { name: t('layout.accountMenu') }).hover();
  const menu = page.locator('nav[data-menu="account"]');
  await menu
    .getByRole('button', { name: t('center.securityCenter') })
    .or(menu.getByRole('link', { name: t('center.securityCenter') }))
    .first()
    .click();
  const center = page.getByTestId('member-center');
  await expect(center).toBeVisible();
  return center;
}

/**
 * A page on the relay's origin (a browser on a new IP; nothing in its session storage) in the
 * project's language, with the login submitted: answers the IP verification panel.
 */
async function loginFromNewIp(page: Page, t: TFunction, lang: Lang, username: string) {
  const other = await page.context().newPage();
  await other.addInitScript((l) => {
    localStorage.setItem('lang', l);
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  }, lang);
  await other.goto(`${relay.origin}/`);
  // A first visit of this origin loads the whole app, its images and chunks through the relay (six
  // connections a host): let that settle, so that the login dialog's chunk is not queued behind it.
  await expect(other.getByTestId('header-login')).toBeVisible({ timeout: 45_000 });
  await other.waitForLoadState('networkidle', { timeout: 60_000 });
  const dialog = await openLogin(other, t);
  await submitLogin(other, dialog, username, PASSWORD);
  const panel = dialog.getByTestId('ip-verification');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText(t('auth.ipVerification.intro'));
  return { other, dialog, panel };
}

/** Submits `answer` in the verification form and waits for the server's answer. */
async function answer(other: Page, panel: ReturnType<Page['getByTestId']>, value: string) {
  await panel.locator('#ipVerification-code').fill(value);
  const res = other.waitForResponse(
    (r) => new URL(r.url()).pathname === ENDPOINTS.loginIpVerification && r.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await panel.getByTestId('ipVerification-submit').click();
  return res;
}

test('a member with a bank card passes a new IP with the payee name', async ({ page, t, lang }) => {
  const username = `b${lang.toLowerCase()}${stamp(lang)}`;
  await registerMember(page, t, username, PASSWORD, `09${stamp(lang)}`);
  const center = await openSecurityCenter(page, t);
  const cards = center.getByTestId('bank-cards');
  const cardNumber = `62${Date.now()}`.slice(0, 16);
  await cards.getByTestId('bank-card-add').click();
  await cards.getByLabel(t('wallet.form.bankName')).fill('Demo Commercial Bank');
  await cards.getByLabel(t('wallet.form.cardNumber')).fill(cardNumber);
  await cards.getByLabel(t('forms.labels.payeeName')).fill('Test Member');
  await cards.getByLabel(t('forms.labels.paymentPassword')).fill(PAYMENT_PASSWORD);
  await cards.getByRole('button', { name: t('wallet.security.addCard') }).click();
  await expect(cards.getByTestId('bank-card')).toHaveCount(1);

  const { other, dialog, panel } = await loginFromNewIp(page, t, lang, username);
  // The member has a mobile too: both methods are offered; the bank one names the card (bank and last four digits).
  await expect(panel.getByRole('radio')).toHaveCount(2);
  await panel
    .getByRole('radio', {
      name: t('auth.ipVerification.bankName', { target: `Demo Commercial Bank ****${cardNumber.slice(-4)}` }),
    })
    .check();
  await expect(panel.getByTestId('ip-bankName-hint')).toHaveText(t('auth.ipVerification.bankNameHint'));
  await expect(panel.getByTestId('send-code')).toHaveCount(0);

  const wrong = await answer(other, panel, 'Someone Else');
  expect(wrong.status()).toBe(400);
  await expect(panel.getByTestId('form-error')).toHaveText(serverAuth[lang].ipBankNameMismatch);
  // Case and spacing do not matter (the payee name is compared after NFKC, trimming and collapsing spaces).
  const right = await answer(other, panel, '  test   MEMBER ');
  expect(right.ok()).toBe(true);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(other.getByRole('button', { name: t('layout.accountMenu') })).toContainText(username);
});

test('a member who bound Google Authenticator passes a new IP with its code', async ({ page, t, lang }) => {
  const username = `g${lang.toLowerCase()}${stamp(lang)}`;
  await registerMember(page, t, username, PASSWORD, `09${stamp(lang)}`);
  const center = await openSecurityCenter(page, t);
  const card = center.getByTestId('authenticator');
  await card.getByTestId('authenticator-open').click();
  await expect(card.getByTestId('authenticator-qr')).toBeVisible();
  const secret = (await card.getByTestId('authenticator-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const epoch = () => Math.floor(Date.now() / 1000);
  await card.getByLabel(t('auth.authenticator.code')).fill(await generate({ secret, epoch: epoch() }));
  await card.getByTestId('authenticator-confirm').click();
  await expect(card.getByTestId('authenticator-unbind')).toBeVisible();

  const { other, dialog, panel } = await loginFromNewIp(page, t, lang, username);
  await expect(panel.getByRole('radio')).toHaveCount(2);
  await panel.getByRole('radio', { name: t('auth.ipVerification.google') }).check();
  await expect(panel.getByTestId('ip-google-hint')).toHaveText(t('auth.ipVerification.googleHint'));
  await expect(panel.getByTestId('send-code')).toHaveCount(0);

  // A six-digit code that matches none of the steps the server accepts (previous, current, next).
  const valid = new Set(await Promise.all([-30, 0, 30].map((d) => generate({ secret, epoch: epoch() + d }))));
  let bad = 123456;
  while (valid.has(String(bad).padStart(6, '0'))) bad = (bad + 111111) % 1_000_000;
  const wrong = await answer(other, panel, String(bad).padStart(6, '0'));
  expect(wrong.status()).toBe(400);
  await expect(panel.getByTestId('form-error')).toHaveText(serverAuth[lang].ipGoogleCodeInvalid);
  // The binding used the current step's code and a code counts once: log in with the next step's.
  const right = await answer(other, panel, await generate({ secret, epoch: epoch() + 30 }));
  expect(right.ok()).toBe(true);
  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(other.getByRole('button', { name: t('layout.accountMenu') })).toContainText(username);
});
