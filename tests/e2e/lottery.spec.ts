/**
 * Lottery end to end (spec sections 2 and 7; docs/lottery.md), in the tw and en projects: a fresh
 * member funds the account, opens /lottery (the lotto lobby: countdowns, opened numbers), opens the
 * Vietnam North game from its card (/vnLottery?gameCode=BGS_VN_NORTH: the in-house vendor's page in
 * the seamless frame), puts ten lô 2 số lines (đầu 0 to đầu 9: every number 00-99 once, 1 point
 * each, so the draw's 27 endings all hit) and a đề line in one slip and places it. The test clock
 * (POST /dev/lottery/draw) draws the game; the test then reads the published sheet and checks by
 * hand: the vendor page's tickets, the site's result sheet on /vnLottery, the betting record's
 * ticket detail and the balance (deposit - stakes + 27 x 95 + the đề win if any): the server's while
 * on the lottery pages (game pages hide the header balance, spec section 2), then the header's on home.
 * The two projects may run together on one server: each waits for the draw its own tickets are in,
 * whichever project's clock drew it.
 * Run: npx vite build && E2E_BASE_PORT=8450 npx playwright test tests/e2e/lottery.spec.ts --reporter=line
 */
import type { FrameLocator, Page } from '@playwright/test';
import { ENDPOINTS } from '../../contract/endpoints';
import type { LotteryDrawDetail } from '../../contract/types';
import { fundedMember, serverBalance } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await dismissAnnouncementsUpFront(page);
});

const amountOf = (text: string) => Number(text.replace(/[^0-9.-]/g, ''));
const GAME = 'BGS_VN_NORTH';
const DE_NUMBER = '27';
const DE_STAKE = 10;
/** Lô 2 số in the North: one point costs 27.00 and pays 95.00 per hit (docs/lottery.md section 2). */
const LO_PRICE = 27;
const LO_ODDS = 95;
const DE_ODDS = 95;

/** The vendor page's texts the test clicks (vendor-house/src/locales). */
const VENDOR = {
  TW: { add: '加入投注單', place: '確認投注', de: '特碼二碼 Đề' },
  EN: { add: 'Add to slip', place: 'Place bets', de: 'Đề' },
} as const;

/** Waits until the draw `drawId` of the game is published as drawn, and answers it. */
async function drawnSheet(page: Page, drawId: string): Promise<LotteryDrawDetail> {
  let detail: LotteryDrawDetail | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(ENDPOINTS.lotteryDraw.replace(':gameCode', GAME).replace(':drawId', drawId));
        if (!res.ok()) return 'missing';
        detail = ((await res.json()) as { value: LotteryDrawDetail }).value;
        return detail.draw.status;
      },
      { timeout: 30_000 },
    )
    .toBe('drawn');
  return detail!;
}

/**
 * Fills the slip: ten lô lines (đầu 0-9, 1 point each) and one đề line, then places it. Answers the
 * placed tickets' draw id, or null when the draw closed meanwhile (the other project's test clock drew it).
 */
async function placeSlip(game: FrameLocator, lang: 'TW' | 'EN'): Promise<string | null> {
  const texts = VENDOR[lang];
  await expect(game.locator('button.quick.head')).toHaveCount(10, { timeout: 30_000 });
  for (let head = 0; head < 10; head++) {
    await game.locator('button.quick.head').nth(head).click();
    await game.locator('input.amount').fill('1');
    await game.getByRole('button', { name: texts.add, exact: true }).click();
  }
  await game.getByRole('tab', { name: new RegExp(texts.de) }).click();
  await game.locator('button.numbtn', { hasText: new RegExp(`^${DE_NUMBER}$`) }).click();
  await game.locator('input.amount').fill(String(DE_STAKE));
  await game.getByRole('button', { name: texts.add, exact: true }).click();
  const place = game.getByRole('button', { name: texts.place, exact: true });
  await expect(place).toBeEnabled();
  const placed = game
    .locator('body')
    .page()
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/draws/slip');
  await place.click();
  const res = await placed;
  if (res.status() === 409 || (await res.text()).includes('BETTING_CLOSED')) return null;
  expect(res.ok(), await res.text()).toBe(true);
  const body = (await res.json()) as { tickets: { drawId: string }[] };
  expect(body.tickets).toHaveLength(11);
  return body.tickets[0]!.drawId;
}

test('Vietnam North: lobby, a lô and đề slip, the draw by the test clock, sheet, record and balance', async ({
  page,
  t,
  lang,
}) => {
  const deposit = 5000;
  await fundedMember(page, t, lang, 'vn', String(deposit));
  const balance = page.getByTestId('header-balance');
  await expect(balance).toBeVisible();

  // The lotto lobby: the North game's card counts down to its next draw; the opened numbers strip.
  await page.goto('/lottery');
  const lobby = page.getByTestId('lottery-lobby');
  await expect(lobby).toBeVisible();
  // The in-house North game's card (a third-party VN vendor has a "Northern Lottery" too).
  const north = lobby
    .getByTestId('lottery-card')
    .filter({ has: page.locator(`a[href="/vnLottery?gameCode=${GAME}"]`) });
  await expect(north.getByTestId('draw-countdown')).toHaveText(/\d{2}:\d{2}/);
  await expect(page.getByTestId('opened-numbers')).toBeVisible();

  // Bet now: the vendor's North page in the seamless frame.
  await north.getByTestId('bet-now').click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=BGS_VN_NORTH/);
  const game = page.frameLocator('iframe');
  let drawId = await placeSlip(game, lang);
  if (drawId === null) {
    // The draw was drawn by the other project's clock while this slip was filled: the next one.
    await page.reload();
    drawId = await placeSlip(game, lang);
  }
  expect(drawId, 'the slip was placed').not.toBeNull();
  const stakes = 10 * 10 * LO_PRICE + DE_STAKE;
  await expect.poll(async () => Number(await serverBalance(page)), { timeout: 20_000 }).toBe(deposit - stakes);

  // The test clock draws the game (or the other project's clock already did).
  const run = await page.request.post('/dev/lottery/draw', { data: { gameCode: GAME } });
  expect(run.ok(), await run.text()).toBe(true);
  const { draw } = await drawnSheet(page, drawId!);
  const endings = draw.prizes.flatMap((p) => p.numbers.map((n) => n.slice(-2)));
  expect(endings).toHaveLength(27);
  const special = draw.prizes.find((p) => p.tier === 'DB')!.numbers[0]!;
  const deWin = special.slice(-2) === DE_NUMBER ? DE_STAKE * DE_ODDS : 0;
  const loWin = 27 * LO_ODDS;
  const expected = deposit - stakes + loWin + deWin;
  await expect.poll(async () => Number(await serverBalance(page)), { timeout: 30_000 }).toBe(expected);

  // The vendor page's tickets: the lô tickets won.
  await game.locator('button.viewtab[data-view="tickets"]').click();
  await expect(game.locator('td.amount.won').first()).toBeVisible({ timeout: 20_000 });

  // The site's result sheet of that date shows the special prize (the other project's clock may
  // have drawn a later date since: choose the draw's date).
  await page.goto(`/vnLottery`);
  await page.getByTestId('vn-date').fill(draw.localDate);
  await expect(page.getByTestId('prize-number').filter({ hasText: special }).first()).toBeVisible({ timeout: 20_000 });

  // The betting record: the newest North tickets with their numbers and wins.
  await page.getByRole('button', { name: t('layout.accountMenu') }).hover();
  const accountMenu = page.locator('nav[data-menu="account"]');
  await accountMenu
    .getByRole('button', { name: t('center.personalHistoryCopy') })
    .or(accountMenu.getByRole('link', { name: t('center.personalHistoryCopy') }))
    .first()
    .click();
  const rows = page.getByTestId('betting-record').getByTestId('bet-row');
  await expect(rows.first()).toContainText(lang === 'TW' ? '越南北部彩' : 'Northern Lottery', { timeout: 20_000 });
  const wins = await rows.evaluateAll((els) =>
    els.map((e) => [...e.querySelectorAll('td')].map((td) => td.textContent ?? '')),
  );
  const totalWin = wins
    .filter((cells) => cells.join(' ').includes(lang === 'TW' ? '越南北部彩' : 'Northern Lottery'))
    .reduce((sum, cells) => sum + Number((cells[4] ?? '').replace(/[^0-9.-]/g, '')), 0);
  expect(totalWin).toBe(loWin + deWin);
  await expect(page.getByTestId('bet-lottery-row').first()).toBeVisible();

  // Home: the header balance shows the result.
  await page.goto('/');
  await expect.poll(async () => amountOf((await balance.textContent()) ?? ''), { timeout: 20_000 }).toBe(expected);
});
