/**
 * Sandbox slots play their own games (docs/sandbox-provider.md "Slots"), in the tw and en
 * projects: a visitor's free trial of PG-002 (5x3, 20 lines) and of PT-014 (6x5 Megaways,
 * 15,625 ways) opens the slot page drawn for that game's own layout, under its own name, spins
 * (the balance moves by the round) and shows its rules dialog with its exact RTP.
 * Run: npx vite build && E2E_BASE_PORT=8415 npx playwright test tests/e2e/sandbox-slots.spec.ts --project tw
 */
import { ENDPOINTS } from '../../contract/endpoints';
import type { LaunchInfo } from '../../contract/types';
import { apiValue, expect, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

/** The two games: node id (the deterministic seed), game code, layout and the layout text of the page. */
const GAMES = [
  { nodeId: 10033, gameCode: 'PG-002', reels: 5, rows: 3, layout: { TW: '20 條連線', EN: '20 lines' } },
  { nodeId: 10062, gameCode: 'PT-014', reels: 6, rows: 5, layout: { TW: '15,625 種贏法', EN: '15,625 ways' } },
] as const;

for (const game of GAMES) {
  test(`${game.gameCode} opens on its own ${game.reels}x${game.rows} layout and spins`, async ({
    page,
    request,
    lang,
  }) => {
    const launched = await apiValue<LaunchInfo>(
      request,
      `${ENDPOINTS.gameLaunch}?nodeId=${game.nodeId}&mode=trial&language=${lang}`,
    );
    expect(launched.gameCode).toBe(game.gameCode);
    await page.goto(launched.url);
    await expect(page.locator('.marquee-name')).toHaveText(launched.displayName);
    await expect(page.locator('.marquee-tags')).toContainText(game.layout[lang]);
    const reels = page.locator('.reels > .reel');
    await expect(reels).toHaveCount(game.reels);
    for (let i = 0; i < game.reels; i++) await expect(reels.nth(i).locator('.sym')).toHaveCount(game.rows);
    // Every tile is drawn (a name for screen readers, no image to break).
    await expect(page.locator('.reels img')).toHaveCount(0);
    for (const label of await page
      .locator('.reels .sym')
      .evaluateAll((n) => n.map((e) => e.getAttribute('aria-label'))))
      expect(label).toMatch(/\S/);

    const balance = page.locator('.balance-value');
    const before = await balance.textContent();
    const spin = page.getByRole('button', { name: lang === 'TW' ? '旋轉' : 'SPIN' });
    await spin.click();
    await expect(spin).toBeDisabled();
    await expect(spin).toBeEnabled({ timeout: 120_000 });
    await expect(page.locator('.result')).toHaveText(/\S/);
    await expect(reels.first().locator('.sym')).toHaveCount(game.rows);
    const after = await balance.textContent();
    const won = await page.locator('.result.win').count();
    if (!won) expect(after).not.toBe(before);
    // The round took nonce 0: the next one shown is 1.
    await expect(page.locator('.fairbar .item code').nth(2)).toHaveText('1');

    await page.getByRole('button', { name: lang === 'TW' ? '賠率表與規則' : 'Paytable and rules' }).click();
    const dialog = page.locator('dialog.rules-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.figure').first()).toContainText(/9[4-6]\.\d\d%/);
    await expect(dialog.locator('table.paytable tbody tr').first()).toBeVisible();
    await dialog.getByRole('button', { name: lang === 'TW' ? '關閉' : 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
}
