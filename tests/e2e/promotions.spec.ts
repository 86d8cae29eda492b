/**
 * Promotions for members end to end (docs/promotions.md; spec sections 2, 4 and 5), in the tw and
 * en projects: demo01 logs in, opens /promotions, opens an apply promotion's details by deep link
 * (/promotions?promo=<id>), applies with a remark and a PNG image (the dialog's labels checked in
 * the project's language), sees the toast 'Application successful' and the state applying; closing
 * the details removes the query. Then the operator approves the application in the console's
 * Promotions tab (Applications, with its image), the member sees issued and claims the payout: the
 * state turns claimed and the header balance rises by the reward. Each project creates its own
 * sample promotion through the dev route POST /dev/promotions/sample, so the two never share an entry.
 * A raffle: a new member joins, a deposit earns tickets, the test clock draws it, the member wins,
 * verifies the draw and claims the prize (the header balance rises).
 * Run: E2E_BASE_PORT=8410 npx playwright test tests/e2e/promotions.spec.ts (after npx vite build).
 */
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { closePopupsWhenShown, submitLogin } from './authSupport';
import type { TFunction } from 'i18next';
import { bringBack, fundedMember, serverBalance, startDeposit } from './moneySupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import { signInConsole } from './consoleSupport';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe.configure({ timeout: 120_000 });

test('a member applies to a promotion by deep link with a remark and an image; the operator approves in the console; the member claims it', async ({
  page,
  t,
  lang,
  browser,
}) => {
  await dismissAnnouncementsUpFront(page);
  const created = await page.request.post('/dev/promotions/sample', { data: { kind: 'apply' } });
  const id = ((await created.json()) as { value: { id: number } }).value.id;

  await closePopupsWhenShown(page, t);
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

  const dialog = page.getByRole('dialog', {
    name: t('promotions.apply.title', {
      title: await page.getByTestId(`promotion-${id}`).getByRole('heading').innerText(),
    }),
  });
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

  await page
    .getByTestId('promotion-modal')
    .getByRole('button', { name: t('common.close') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByTestId(`promotion-${id}`).getByTestId('promotion-state')).toHaveAttribute(
    'data-state',
    'applying',
  );

  // the operator reviews the application in the console: its remark and image, then approves
  const con = lang === 'EN' ? consoleEn : consoleTw;
  const operatorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const desk = await operatorContext.newPage();
  await desk.addInitScript((l) => localStorage.setItem('lang', l), lang);
  await desk.goto('/operator');
  await signInConsole(desk, lang);
  await desk.getByRole('tab', { name: con.tabs.promotions }).click();
  await desk.getByTestId('promotions-view-applications').click();
  await desk.getByTestId('applications-promotion').selectOption(String(id));
  const row = desk.getByTestId('application-row').filter({ hasText: 'demo01' });
  await expect(row).toHaveCount(1);
  await row.getByTestId('application-open').click();
  await expect(desk.getByTestId('application-remark')).toHaveText('8 wins in a row');
  await expect(desk.getByTestId('application-image')).toHaveCount(1);
  await desk.getByTestId('application-approve').click();
  await expect(desk.getByTestId('application-row').filter({ hasText: 'demo01' })).toHaveCount(0);
  await operatorContext.close();

  // the member sees issued and claims the payout: claimed, the balance rises by the reward
  const before = Number(await serverBalance(page));
  await page.goto(`/promotions?promo=${id}`);
  await expect(details).toHaveAttribute('data-state', 'issued');
  await expect(details.getByTestId('details-action')).toHaveText(t('promotions.actions.claim'));
  await details.getByTestId('details-action').click();
  await expect(details).toHaveAttribute('data-state', 'claimed');
  await expect(page.getByTestId('promotion-toast')).toContainText('888.00');
  await expect(async () => expect(Number(await serverBalance(page)) - before).toBeGreaterThanOrEqual(888)).toPass({
    timeout: 15_000,
  });
  const header = page.getByTestId('header-balance');
  await expect(async () =>
    expect(Number((await header.innerText()).replace(/[^\d.]/g, ''))).toBeGreaterThanOrEqual(before + 888),
  ).toPass({ timeout: 15_000 });
});

test('a member joins a raffle, earns tickets by a deposit, wins the draw and claims the prize; the draw verifies', async ({
  page,
  t,
  lang,
}) => {
  await dismissAnnouncementsUpFront(page);
  const created = await page.request.post('/dev/promotions/sample', { data: { kind: 'raffle' } });
  const id = ((await created.json()) as { value: { id: number } }).value.id;
  await fundedMember(page, t as TFunction, lang, 'rf', '500');
  const balance = page.getByTestId('header-balance');

  // join, then a deposit of 300.00 earns 3 tickets (one per 100.00 deposited while joined)
  await page.goto(`/promotions?promo=${id}`);
  const details = page.getByTestId('promotion-details');
  await expect(details).toHaveAttribute('data-state', 'joinNow');
  await details.getByTestId('details-action').click();
  await expect(details).toHaveAttribute('data-state', 'joined');
  await page.goto('/');
  const { center, gateway } = await startDeposit(page, t as TFunction, '300');
  await gateway.locator('button.pay').click();
  await expect(balance).toHaveText('¥ 800.00', { timeout: 20_000 });
  await gateway.close();
  await bringBack(page);
  await center.getByRole('button', { name: t('common.close') }).click();
  await page.goto(`/promotions?promo=${id}`);
  await expect(page.getByTestId('raffle-my-tickets')).toContainText('3');

  // the draw (test clock past drawAt): the only entrant wins the first prize
  const drawAt = Date.now() + 3_700_000;
  const run = await page.request.post(`/dev/promotions/${id}/draw`, { data: { at: new Date(drawAt).toISOString() } });
  expect(((await run.json()) as { value: { drawn: boolean; winners: number } }).value).toEqual({
    drawn: true,
    winners: 1,
  });
  await page.goto(`/promotions?promo=${id}`);
  await expect(details).toHaveAttribute('data-state', 'claimPayout');
  await expect(page.getByTestId('raffle-winner-me')).toContainText('188.00');
  await page.getByTestId('raffle-verify').click();
  await expect(page.getByTestId('raffle-verify-result')).toContainText(t('raffle.verifyOk'));
  await page.getByTestId('raffle-claim').click();
  await expect(page.getByTestId('raffle-claim-done')).toBeVisible();
  await expect(balance).toHaveText('¥ 988.00', { timeout: 15_000 });
  await expect(details).toHaveAttribute('data-state', 'claimed');
});
