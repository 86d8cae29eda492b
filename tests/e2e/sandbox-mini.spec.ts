/**
 * The sandbox's arcade mini games from the member site (docs/sandbox-provider.md Status "Mini
 * games"), in the tw and en projects: a fresh member funds the account, opens the seamless game
 * page of Crash Rocket (crash), Space Shooter (dice) and Bubble Pop (mines); each opens on the
 * in-house mini page under its own name with the sandbox mark, plays one real-money round (crash
 * and dice in one bet, mines a start, a tile and a cash out when the tile was safe) and shows the
 * balance the wallet answered: the stake taken and the return paid.
 * Run: npx vite build && node scripts/e2e.mjs tests/e2e/sandbox-mini.spec.ts --project tw
 */
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import type { GameListPage } from '../../contract/types';
import { fundedMember } from './moneySupport';
import { apiValue, dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

const MARK = { TW: '沙盒', EN: 'Sandbox' } as const;
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

/** The arcade game (sub-category AC) of `vendor` in the catalogue. */
async function arcadeGame(request: APIRequestContext, vendor: string, lang: Lang) {
  const list = await apiValue<GameListPage>(
    request,
    `/api/games/list?gameType=RNG&pageNo=1&pageSize=50&language=${lang}&vassalage=${vendor}&clientType=3&platform=html5-desktop`,
  );
  const game = list.games.find((g) => g.subCategory === 'AC');
  expect(game, `${vendor} has an arcade game`).toBeTruthy();
  return game!;
}

/** Opens `vendor`'s arcade game on the seamless page; answers its frame once the mini page is drawn. */
async function openGame(page: Page, request: APIRequestContext, vendor: string, lang: Lang): Promise<FrameLocator> {
  const game = await arcadeGame(request, vendor, lang);
  await page.goto(`/seamless?nodeId=${game.nodeId}&mode=real`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('header.topbar h1')).toHaveText(game.displayName, { timeout: 30_000 });
  await expect(frame.locator('.sandbox-mark')).toHaveText(MARK[lang]);
  await expect(frame.locator('.mini-panel')).toBeVisible();
  return frame;
}

/** Clicks `button` and answers the JSON of the mini game call it makes to `path`. */
async function answerOf<T>(page: Page, path: string, click: () => Promise<void>): Promise<T> {
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === path);
  await click();
  const res = await response;
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

test('Crash Rocket, Space Shooter and Bubble Pop play crash, dice and mines with the member’s money', async ({
  page,
  request,
  t,
  lang,
}) => {
  await fundedMember(page, t, lang, 'mini');

  // Crash: an automatic cash-out at 1.50x; the curve runs to the drawn point, then the return is paid.
  const crash = await openGame(page, request, 'JL', lang);
  const before = amountOf(await crash.locator('.balance-value').textContent());
  await crash.locator('.mini-field input').fill('1.50');
  const crashed = await answerOf<{ round: { point: number; won: boolean; payout: string }; balance: string }>(
    page,
    '/api/mini/bet',
    () => crash.locator('.mini-go').click(),
  );
  expect(crashed.round.won).toBe(crashed.round.point >= 1.5);
  await expect(crash.locator('.result')).not.toBeEmpty({ timeout: 15_000 });
  await expect(crash.locator('.mini-record a')).toBeVisible();
  await expect(crash.locator('.balance-value')).toHaveText(
    (before - 5 + amountOf(crashed.round.payout)).toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );

  // Dice: roll under 49.50 (the default), the roll shown on the lane.
  const dice = await openGame(page, request, 'EG2', lang);
  const rolled = await answerOf<{ round: { roll: number; won: boolean }; balance: string }>(page, '/api/mini/bet', () =>
    dice.locator('.mini-go').click(),
  );
  expect(rolled.round.won).toBe(rolled.round.roll < 49.5);
  await expect(dice.locator('.dice-marker span')).toHaveText(rolled.round.roll.toFixed(2));
  await expect(dice.locator('.result')).not.toBeEmpty();

  // Mines: start with three mines, reveal the centre tile, cash out when it was a gem.
  const mines = await openGame(page, request, 'PT', lang);
  const started = await answerOf<{ round: { status: string } }>(page, '/api/mini/start', () =>
    mines.locator('.mini-go').click(),
  );
  expect(started.round.status).toBe('playing');
  await expect(mines.locator('.mini-go')).toBeHidden();
  const revealed = await answerOf<{ round: { status: string }; canCashOut: boolean }>(page, '/api/mini/step', () =>
    mines.locator('.tile[data-tile="12"]').click(),
  );
  if (revealed.round.status === 'playing') {
    await expect(mines.locator('.mini-cashout')).toBeEnabled();
    const cashed = await answerOf<{ round: { status: string; payout: string } }>(page, '/api/mini/cashout', () =>
      mines.locator('.mini-cashout').click(),
    );
    expect(cashed.round.status).toBe('cashedOut');
    await expect(mines.locator('.result.win')).toBeVisible();
  } else {
    expect(revealed.round.status).toBe('lost');
    await expect(mines.locator('.tile.boom')).toHaveCount(1);
  }
  await expect(mines.locator('.mini-go')).toBeVisible();
  await expect(mines.locator('.mini-record a')).toBeVisible();
});
