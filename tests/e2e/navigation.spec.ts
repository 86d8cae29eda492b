import { dismissAnnouncementsUpFront, expect, liveRegistry, test } from './support/fixtures';
import { baseOf } from './support/servers';
import type { MenuEntry } from '../../engine/registryTypes';

const labelOf = (t: (k: string) => string, e: MenuEntry): string => e.label ?? t(e.labelKey);

test.describe('top navigation', () => {
  test.beforeEach(async ({ page }) => dismissAnnouncementsUpFront(page));

  test('Home first, Promotions last, one entry per category the menu lists, in the engine order', async ({
    page,
    t,
    registry,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('menu.nav.topNav') });
    const expected = registry.menus.topNav.entries.map((e) => labelOf(t, e));
    expect(expected[0]).toBe(t('menu.home'));
    expect(expected.at(-1)).toBe(t('menu.promotions'));
    // Every category with vendors is there: the seeded demo merchant offers all ten.
    expect(registry.categories.map((c) => c.category).sort()).toEqual([
      'BGS',
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    const items = nav.locator(':scope > ul > li > a, :scope > ul > li > button');
    await expect(items).toHaveText(expected);
  });

  test('hovering a category with more than 10 vendors opens a large drop menu of its vendors', async ({
    page,
    t,
    registry,
  }) => {
    const rng = registry.menus.topNav.entries.find((e) => e.id === 'RNG')!;
    expect(rng.children!.length).toBeGreaterThan(10);
    expect(rng.dropLayout).toBe('large');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('menu.nav.topNav') });
    await nav.getByRole('link', { name: labelOf(t, rng), exact: true }).hover();
    for (const vendor of rng.children!.slice(0, 3).concat(rng.children!.slice(-1))) {
      await expect(
        nav
          .getByRole('link', { name: vendor.label!, exact: true })
          .or(nav.getByRole('button', { name: vendor.label!, exact: true })),
      ).toBeVisible();
    }
    // Clicking a vendor in the drop menu opens its lobby tab.
    const first = rng.children![0]!;
    await nav.getByRole('link', { name: first.label!, exact: true }).click();
    await expect(page).toHaveURL(/\/rng\?vassalage=/);
  });

  test('the minimal sample shows fewer categories and no points or referral entries, with no code change', async ({
    page,
    request,
    t,
    lang,
  }) => {
    const minimal = await liveRegistry(request, lang, baseOf('minimal'));
    const full = await liveRegistry(request, lang);
    expect(minimal.menus.topNav.entries.length).toBeLessThan(full.menus.topNav.entries.length);
    expect(minimal.features.referral && minimal.features.points && minimal.features['game.freePlay']).toBe(false);
    await page.goto(`${baseOf('minimal')}/`);
    const nav = page.getByRole('navigation', { name: t('menu.nav.topNav') });
    const items = nav.locator(':scope > ul > li > a, :scope > ul > li > button');
    await expect(items).toHaveText(minimal.menus.topNav.entries.map((e) => labelOf(t, e)));
    const side = page.getByRole('navigation', { name: t('menu.nav.side') });
    await expect(side.getByRole('button', { name: t('menu.inviteFriends') })).toHaveCount(0);
    // Free-trial buttons vanish with FREEPLAY3 off.
    await page.goto(`${baseOf('minimal')}/rng`);
    await expect(page.getByTestId('lobby-grid').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(t('common.freeTrial')) })).toHaveCount(0);
  });

  test('unknown paths go home', async ({ page, t }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: t('home.hotGames') })).toBeVisible();
  });
});
