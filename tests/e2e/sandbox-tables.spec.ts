/**
 * The sandbox's tables end to end (docs/sandbox-provider.md "Status", tables), in the tw and en
 * projects: a funded member opens EVO's live lobby (/live?vassalage=EVO), launches Roulette and
 * Sic Bo from their cards (a new window on the sandbox's table page, under the game's own name
 * with the sandbox mark), places chips on the board, plays a round, sees the result and the
 * history road, and the member's wallet moves by the stake and the win the round answered.
 * Run: node scripts/e2e.mjs tests/e2e/sandbox-tables.spec.ts --project tw
 */
import type { BrowserContext, Page } from '@playwright/test';
import type { TFunction } from 'i18next';
import type { GameListPage } from '../../contract/types';
import { fundedMember, serverBalance } from './moneySupport';
import { apiValue, dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';

// A registration, a deposit and two game windows, on a shared machine.
test.describe.configure({ timeout: 180_000 });

const MARK = { TW: '沙盒', EN: 'Sandbox' } as const;
const PLAY = { TW: '旋轉', EN: 'SPIN' } as const;
const ROLL = { TW: '搖骰', EN: 'ROLL' } as const;

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

/** Opens `name`'s card on EVO's live lobby and answers the table window it opens. */
async function launchTable(page: Page, context: BrowserContext, t: TFunction, lang: Lang, name: string): Promise<Page> {
  await page.goto('/live?vassalage=EVO');
  const card = page.getByTestId('lobby-grid').getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  const [game] = await Promise.all([
    context.waitForEvent('page'),
    card.getByRole('button', { name: t('common.playGame').replace('{{name}}', name) }).click(),
  ]);
  await game.waitForURL(/\/play\/tables\?session=/, { timeout: 30_000 });
  await game.waitForLoadState('domcontentloaded');
  await expect(game.locator('header.topbar h1')).toHaveText(name);
  await expect(game.locator('.sandbox-mark')).toHaveText(MARK[lang]);
  return game;
}

/** Plays the round on the board (chips placed): answers the stake and the win of POST /api/table/play. */
async function playRound(game: Page, button: string): Promise<{ stake: number; win: number }> {
  const play = game.getByRole('button', { name: button, exact: true });
  await expect(play).toBeEnabled();
  const [answer] = await Promise.all([
    game.waitForResponse((r) => new URL(r.url()).pathname === '/api/table/play'),
    play.click(),
  ]);
  expect(answer.status()).toBe(200);
  const { round } = (await answer.json()) as { round: { stake: string; totalWin: string } };
  // The result line and the history road show once the wheel or the dice have stopped.
  await expect(game.locator('.result')).not.toBeEmpty({ timeout: 20_000 });
  await expect(game.locator('.road .bead')).toHaveCount(1);
  await expect(play).toBeEnabled({ timeout: 20_000 });
  return { stake: Number(round.stake), win: Number(round.totalWin) };
}

test('a member launches EVO Roulette and Sic Bo on the sandbox, plays a round at each and the wallet moves by it', async ({
  page,
  context,
  request,
  t,
  lang,
}) => {
  const evo = await apiValue<GameListPage>(
    request,
    `/api/games/list?gameType=LIVE&pageNo=1&pageSize=50&language=${lang}&vassalage=EVO&clientType=3&platform=html5-desktop`,
  );
  const nameOf = (en: string) => {
    const game = evo.games.find((g) => g.gameCode === en);
    expect(game, `EVO has ${en}`).toBeTruthy();
    return game!.displayName;
  };
  await fundedMember(page, t, lang, 'r');
  const start = Number(await serverBalance(page));

  const roulette = await launchTable(page, context, t, lang, nameOf('EVO-002'));
  // A straight up on 17, a split 17-20 and red, with the 5.00 chip (the one chosen at first).
  await roulette.locator('.rl-grid button.num', { hasText: /^17$/ }).click();
  await roulette.getByRole('button', { name: /^(Split|分注) 17-20$/ }).click();
  await roulette.locator('.rl-evens button.outside.red').click();
  await expect(roulette.locator('.total-bet strong')).toHaveText('15.00');
  const spun = await playRound(roulette, PLAY[lang]);
  expect(spun.stake).toBe(15);
  await expect(roulette.locator('.roulette-number .pocket-chip')).toBeVisible();

  const sicbo = await launchTable(page, context, t, lang, nameOf('EVO-003'));
  await sicbo.locator('.sb-big').click();
  await sicbo.locator('.sb-total', { hasText: /^10/ }).click();
  await expect(sicbo.locator('.total-bet strong')).toHaveText('10.00');
  const rolled = await playRound(sicbo, ROLL[lang]);
  expect(rolled.stake).toBe(10);
  await expect(sicbo.locator('.shaker .die')).toHaveCount(3);

  await expect
    .poll(async () => Math.round(Number(await serverBalance(page)) * 100), { timeout: 20_000 })
    .toBe(Math.round((start - spun.stake + spun.win - rolled.stake + rolled.win) * 100));
});
