import { expect, test } from './support/fixtures';
import { baseOf } from './support/servers';

test('the maintenance sample shows the maintenance page with its end time and a customer service button', async ({
  page,
  t,
}) => {
  await page.goto(`${baseOf('maintenance')}/`);
  await expect(page.getByRole('heading', { name: t('pages.maintenance.title') })).toBeVisible();
  const [before, after] = t('pages.maintenance.endsAt', { time: '@@' })
    .split('@@')
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(page.getByText(new RegExp(`${before}.*\\d.*${after}`))).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: t('pages.contactService') })
      .or(page.getByRole('link', { name: t('pages.contactService') })),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: t('menu.nav.topNav') })).toHaveCount(0);
});

test('the region-restricted sample shows the blocked page with the visitor IP', async ({ page, t }) => {
  await page.goto(`${baseOf('region')}/rng`);
  await expect(page.getByRole('heading', { name: t('pages.blocked.title') })).toBeVisible();
  await expect(page.getByText(t('pages.blocked.ip', { ip: '127.0.0.1' }))).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: t('pages.contactService') })
      .or(page.getByRole('link', { name: t('pages.contactService') })),
  ).toBeVisible();
});
