/**
 * Promotions for members end to end (docs/promotions.md; spec sections 2, 4 and 5), in the tw and
 * en projects: demo01 logs in, opens /promotions, opens an apply promotion's details by deep link
 * (/promotions?promo=<id>), applies with a remark and a PNG image (the dialog's labels checked in
 * the project's language), sees the toast 'Application successful' and the state applying; closing
 * the details removes the query. Each project creates its own sample promotion through the dev
 * route POST /dev/promotions/sample, so the two never share an entry.
 * Run: E2E_BASE_PORT=8410 npx playwright test tests/e2e/promotions.spec.ts (after npx vite build).
 */
import { submitLogin } from './authSupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ timeout: 120_000 });

test('a member opens a promotion by deep link, applies with a remark and an image, and sees applying', async ({ page, t }) => {
  await dismissAnnouncementsUpFront(page);
  const created = await page.request.post('/dev/promotions/sample', { data: { kind: 'apply' } });
  const id = ((await created.json()) as { value: { id: number } }).value.id;

  const popup = page.getByTestId('announcements-modal');
  await page.addLocatorHandler(popup, async () => {
    await popup.getByRole('button', { name: t('common.close') }).click();
  });
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const login = page.getByRole('dialog', { name: t('modals.auth.loginTitle') });
  await submitLogin(page, login, 'demo01', 'Demo1234');
  await expect(login).toBeHidden({ timeout: 20_000 });

  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: t('promotions.title') })).toBeVisible();
  await expect(page.getByTestId(`promotion-${id}`)).toBeVisible();

  await page.goto(`/promotions?promo=${id}`);
  const details = page.getByTestId('promotion-details');
  await expect(details).toBeVisible();
  await expect(details).toHaveAttribute('data-state', 'joinNow');
  await details.getByTestId('details-action').click();

  const dialog = page.getByRole('dialog', { name: t('promotions.apply.title', { title: await page.getByTestId(`promotion-${id}`).getByRole('heading').innerText() }) });
  await expect(dialog.getByText(t('promotions.apply.remark'), { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('apply-counter')).toHaveText(t('promotions.apply.counter', { count: 0, max: 140 }));
  await dialog.getByTestId('apply-remark').fill('8 wins in a row');
  await expect(dialog.getByTestId('apply-counter')).toHaveText(t('promotions.apply.counter', { count: 15, max: 140 }));
  await dialog.getByTestId('apply-files').setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByTestId('apply-thumb')).toHaveCount(1);
  await dialog.getByRole('button', { name: t('promotions.apply.submit') }).click();

  await expect(page.getByTestId('promotion-toast')).toHaveText(t('promotions.toast.applied'));
  await expect(details).toHaveAttribute('data-state', 'applying');
  await expect(details.getByTestId('entry-remark')).toHaveText('8 wins in a row');
  await expect(details.getByTestId('entry-image')).toHaveCount(1);
  await expect(details.getByTestId('details-action')).toBeDisabled();

  await page.getByTestId('promotion-modal').getByRole('button', { name: t('common.close') }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId(`promotion-${id}`).getByTestId('promotion-state')).toHaveAttribute('data-state', 'applying');
});
