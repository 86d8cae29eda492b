/**
 * App download (docs/site-pages.md "App download"), in the TW and EN projects: the side menu's app
 * download panel leads through its install guide link to /download, with the three QR codes (the
 * iOS one the mobile download page in the page language) and the guide steps with their pictures;
 * /m/download?lang=EN on a 390 x 844 phone shows the English phone page (no site shell) with the
 * install button and the steps, every picture loaded.
 */
import { expect, test, dismissAnnouncementsUpFront } from './support/fixtures';

test('the side menu panel leads to /download with three QR codes and the install guide', async ({ page, t, lang }) => {
  await dismissAnnouncementsUpFront(page);
  await page.goto('/');
  await page.locator('[data-entry="appDownload"]').first().hover();
  const panel = page.getByTestId('app-download-panel');
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: t('download.panel.installGuide') }).click();
  await expect(page).toHaveURL(/\/download$/);
  await expect(page.getByRole('heading', { name: t('download.title'), level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${t('download.meta.title')} | Royal Ace`);

  const codes = page.locator('svg[data-value]');
  await expect(codes).toHaveCount(3);
  const ios = await page.getByTestId('download-app-ios').locator('svg[data-value]').getAttribute('data-value');
  expect(new URL(ios!).pathname).toBe('/m/download');
  expect(new URL(ios!).searchParams.get('lang')).toBe(lang);
  expect(await page.getByTestId('download-app-lite').locator('svg[data-value]').getAttribute('data-value')).toContain(
    'app=lite',
  );

  const guide = page.getByTestId('download-guide');
  await expect(guide.getByTestId('guide-step')).toHaveCount(4);
  await expect(guide.getByText(t('download.guide.steps.ios.s3.title'), { exact: true })).toBeVisible();
  await guide.getByRole('tab', { name: t('download.guide.tabs.android') }).click();
  await expect(guide.getByText(t('download.guide.steps.android.s2.title'), { exact: true })).toBeVisible();
  const pictures = guide.locator('img');
  await expect(pictures.first()).toHaveAttribute('src', `/media/guides/android/1/${lang}.svg`);
});

test.describe('the phone page', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });

  test('/m/download?lang=EN shows the English phone page with the install button and the steps', async ({ page }) => {
    const response = await page.goto('/m/download?lang=EN');
    expect(response?.status()).toBe(200);
    const mobile = page.getByTestId('download-mobile');
    await expect(mobile.getByRole('heading', { name: 'Install the app', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Install on iPhone' })).toBeVisible();
    await expect(mobile.getByTestId('guide-step')).toHaveCount(4);
    await expect(mobile.getByText('Trust the enterprise profile')).toBeVisible();
    // no desktop shell, and nothing wider than the phone
    await expect(page.getByRole('navigation', { name: /./ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // every step picture loads (no 404)
    const pictures = mobile.locator('img');
    for (let i = 0; i < 4; i += 1) {
      await pictures.nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => pictures.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    }
    await page.getByRole('button', { name: 'Install on iPhone' }).click();
    await expect(page.locator('#m-steps-ios')).toBeInViewport();
  });
});
