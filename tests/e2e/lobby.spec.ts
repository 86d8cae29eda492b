import { apiValue, dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import type { GameListPage } from '../../contract/types';

test.describe('lobbies', () => {
  test.beforeEach(async ({ page }) => dismissAnnouncementsUpFront(page));

  test('the slots lobby pages through the games 20 at a time', async ({ page, request, t, lang }) => {
    const first = await apiValue<GameListPage>(
      request,
      `/api/games/list?gameType=RNG&pageNo=1&pageSize=20&language=${lang}&clientType=3&platform=html5-desktop`,
    );
    const second = await apiValue<GameListPage>(
      request,
      `/api/games/list?gameType=RNG&pageNo=2&pageSize=20&language=${lang}&clientType=3&platform=html5-desktop`,
    );
    expect(first.totalPages).toBeGreaterThan(1);
    await page.goto('/rng');
    const grid = page.getByTestId('lobby-grid');
    await expect(grid.getByRole('article')).toHaveCount(20);
    await expect(grid.getByRole('article').first()).toContainText(first.games[0]!.displayName);
    await page.getByRole('button', { name: t('common.goToPage', { page: 2 }) }).click();
    await expect(grid.getByRole('article').first()).toContainText(second.games[0]!.displayName);
    await expect(page.getByRole('button', { name: t('common.currentPage', { page: 2 }) })).toBeVisible();
  });

  test('vendor tabs and the HOT filter narrow the list', async ({ page, request, t, lang }) => {
    const hot = await apiValue<GameListPage>(
      request,
      `/api/games/list?gameType=RNG&pageNo=1&pageSize=20&language=${lang}&filter=HOT&clientType=3&platform=html5-desktop`,
    );
    await page.goto('/rng');
    await page
      .getByRole('group', { name: t('games.filterLabel') })
      .getByRole('button', { name: t('games.filters.HOT'), exact: true })
      .click();
    const grid = page.getByTestId('lobby-grid');
    await expect(grid.getByRole('article')).toHaveCount(Math.min(20, hot.games.length));
    await expect(grid.getByRole('article').first()).toContainText(hot.games[0]!.displayName);
  });

  test('/rng?vassalage= preselects that vendor', async ({ page, request, lang }) => {
    const pg = await apiValue<GameListPage>(
      request,
      `/api/games/list?gameType=RNG&pageNo=1&pageSize=20&language=${lang}&vassalage=PG&clientType=3&platform=html5-desktop`,
    );
    await page.goto('/rng?vassalage=PG');
    const grid = page.getByTestId('lobby-grid');
    await expect(grid.getByRole('article').first()).toContainText(pg.games[0]!.displayName);
    await expect(grid.getByRole('article')).toHaveCount(Math.min(20, pg.games.length));
  });

  test('a VASSALAGE vendor in the drop menu opens a popup listing its games', async ({
    page,
    request,
    registry,
    t,
    lang,
  }) => {
    const entry = registry.menus.topNav.entries.find((e) => e.children?.some((c) => c.action.kind === 'vassalage'))!;
    expect(entry).toBeTruthy();
    const child = entry.children!.find((c) => c.action.kind === 'vassalage')!;
    const action = child.action as { kind: 'vassalage'; vendor: string; category: string };
    const games = await apiValue<GameListPage>(
      request,
      `/api/games/list?gameType=${action.category}&vassalage=${action.vendor}&pageNo=1&pageSize=100&language=${lang}&clientType=3&platform=html5-desktop`,
    );
    expect(games.games.length).toBeGreaterThan(0);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: t('menu.nav.topNav') });
    await nav
      .getByRole('link', { name: t(entry.labelKey), exact: true })
      .or(nav.getByRole('button', { name: t(entry.labelKey), exact: true }))
      .hover();
    await nav.getByRole('button', { name: child.label!, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('modals.gamePopup.title', { vendor: child.label }) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(games.games[0]!.displayName);
    // Modals do not close on an outside click (spec section 4).
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    // Playing from the popup needs a login: the guest gets the login popup.
    await dialog
      .getByRole('button', { name: t('common.playGame', { name: games.games[0]!.displayName }) })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: t('modals.auth.loginTitle') })).toBeVisible();
  });

  test('a game center lists its vendors', async ({ page, registry }) => {
    const sports = registry.categories.find((c) => c.category === 'SPORTS')!;
    await page.goto('/sports');
    for (const v of sports.vendors) await expect(page.getByRole('main')).toContainText(v.displayName);
  });
});
