import { expect, test } from './support/fixtures';

test('the public announcement popup shows on load, pages 9 titles, sanitises HTML and stays closed after dismissal', async ({
  page,
  t,
}) => {
  const alerts: string[] = [];
  page.on('dialog', (d) => {
    alerts.push(d.message());
    void d.dismiss();
  });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: t('modals.announcements.title') });
  await expect(dialog).toBeVisible();
  // Direct children only: expanded announcement HTML may hold lists of its own.
  const titles = dialog.getByRole('list').first().locator(':scope > li');
  await expect(titles).toHaveCount(9);
  // Expand every title of the page: content is sanitised (no script, no event handler survives).
  for (let i = 0; i < 9; i += 1) {
    const toggle = titles.nth(i).getByRole('button').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await dialog.locator('script, [onerror], [onclick]').count()).toBe(0);
  }
  await dialog.getByRole('button', { name: t('common.goToPage', { page: 2 }) }).click();
  await expect(titles.first()).toBeVisible();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('ANONYMOUS_POPUP'))).toBe('closed');
  await page.reload();
  await expect(page.getByRole('region', { name: t('home.hotGames') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The seeded announcement with a <script> and an onerror attribute never ran them.
  expect(alerts).toEqual([]);
});
