/**
 * One-click social login end to end (spec sections 2 and 5), in the tw and en projects: the e2e
 * servers have no Google or Facebook client and run with their development tools, so the
 * development identity provider stands in for the provider. A visitor opens the login dialog,
 * chooses Google, signs in on the provider's page and comes back logged in, with the address
 * cleared; a second visit with the same e-mail is the same account; a cancel on the provider's
 * page brings the visitor back with a notice and nobody logged in.
 */
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import { closeFirstLoginPopup, openLogin, stamp } from './authSupport';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

test('Google sign-in through the provider page logs a new member in; the same e-mail is the same account', async ({
  page,
  t,
  lang,
}) => {
  const email = `social.${lang.toLowerCase()}.${stamp(lang)}@example.com`;
  const signIn = async () => {
    await page.goto('/');
    const dialog = await openLogin(page, t);
    await dialog.getByRole('button', { name: t('auth.social.label', { provider: 'Google' }) }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Name').fill('Social Player');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: t('layout.accountMenu') })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    return (await page.getByRole('button', { name: t('layout.accountMenu') }).textContent()) ?? '';
  };
  const first = await signIn();
  expect(first).toMatch(/g[a-z2-9]{10}|Social Player/);
  await closeFirstLoginPopup(page, t);
  const account = await page.evaluate(() => sessionStorage.getItem('account'));
  expect(account).toMatch(/^g[a-z2-9]{10}$/);

  await page.getByTestId('header-logout').click();
  await page
    .getByTestId('logout-modal')
    .getByRole('button', { name: t('common.confirm') })
    .click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await signIn();
  expect(await page.evaluate(() => sessionStorage.getItem('account'))).toBe(account);
});

test('cancelling on the provider page comes back with a notice and nobody logged in', async ({ page, t }) => {
  await page.goto('/');
  const dialog = await openLogin(page, t);
  await dialog.getByRole('button', { name: t('auth.social.label', { provider: 'Facebook' }) }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Facebook' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('notice-dialog').getByRole('alert')).toHaveText(
    t('auth.social.errors.SOCIAL_CANCELLED'),
  );
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('header-login')).toBeVisible();
});
