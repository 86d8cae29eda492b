/**
 * The console's players tab end to end (README "Operator console"), in the tw and en projects:
 * a member registers; the owner finds them by username, opens their page, locks the account with a
 * reason (the member is logged out and a new login is refused), unlocks it (the login works) and asks for a balance credit; a second staff member (finance02) approves
 * it in the pending approvals list; the member's header balance shows the new amount live (wallet
 * socket) and the owner's page shows it too. Screenshots of the search and the member page in light
 * and dark go to test-results/console-players/.
 * Run: E2E_BASE_PORT=8650 node scripts/e2e.mjs tests/e2e/console-players.spec.ts
 */
import type { Page } from '@playwright/test';
import { players as serverEn } from '../../server/i18n/locales/en/players';
import { players as serverTw } from '../../server/i18n/locales/tw/players';
import { closePopupsWhenShown, openLogin, registerMember, stamp, submitLogin } from './authSupport';
import { consoleTexts, signInConsole } from './consoleSupport';
import { dismissAnnouncementsUpFront, expect, test, type Lang } from './support/fixtures';

test.describe.configure({ timeout: 240_000 });

const shots = (lang: Lang, name: string) => `test-results/console-players/${lang.toLowerCase()}-${name}.png`;
/** A displayed amount ("¥ 1,234.50", "1,234.50") as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, '') || '0');

/** Signs `username` in to the console in `lang` and opens the players tab. */
async function onPlayers(page: Page, lang: Lang, username?: string) {
  const con = consoleTexts(lang);
  await page.addInitScript((l) => {
    localStorage.setItem('lang', l);
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
  }, lang);
  await page.goto('/operator');
  await signInConsole(page, lang, username);
  await page.getByRole('tab', { name: con.tabs.players }).click();
  await expect(page.getByTestId('operator-players')).toBeVisible();
  return con;
}

/** Searches `username` and opens the member's page (a screenshot of the results at `shot`). */
async function openMember(page: Page, username: string, shot?: string) {
  await page.getByTestId('players-by').selectOption('username');
  await page.getByTestId('players-q').fill(username);
  await page.getByTestId('players-search').click();
  await expect(page.getByTestId(`player-row-${username}`)).toBeVisible();
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  await page.getByTestId(`player-open-${username}`).click();
  await expect(page.getByTestId('player-username')).toHaveText(username);
}

test('staff find a member, lock and unlock, ask for a credit; a second staff member approves; the balance shows', async ({
  page,
  browser,
  lang,
  t,
}, testInfo) => {
  const base = testInfo.project.use.baseURL;
  const ownerContext = await browser.newContext({ baseURL: base });
  const checkerContext = await browser.newContext({ baseURL: base });
  try {
    // the member, signed in on the site
    await dismissAnnouncementsUpFront(page);
    const s = stamp(lang);
    const username = `pl${lang.toLowerCase()}${s}`;
    await registerMember(page, t, username, 'Abc12345', `09${s}`);
    // a login after the reload may show the member's announcements again
    await closePopupsWhenShown(page, t);
    const header = page.getByTestId('header-balance');
    await expect(header).not.toHaveText('—');

    // the owner: search, open, lock / unlock, ask for a credit
    const owner = await ownerContext.newPage();
    const con = await onPlayers(owner, lang);
    const p = con.players;
    await expect(owner.getByText(p.empty)).toBeVisible();
    await owner.screenshot({ path: shots(lang, 'empty-light'), fullPage: true });
    await openMember(owner, username, shots(lang, 'results-light'));
    await expect(owner.getByTestId('player-state')).toHaveText(p.states.active);
    await owner.getByTestId('player-lock-reason').fill('Suspicious activity');
    await owner.getByTestId('player-lock').click();
    await expect(owner.getByTestId('players-notice')).toHaveText(p.actions.locked);
    await expect(owner.getByTestId('player-state')).toHaveText(p.states.locked);
    await expect(owner.getByTestId('player-lock-state')).toContainText('Suspicious activity');

    // the lock ended the member's session; logging in again is refused until unlocked
    await page.reload();
    await expect(page.getByTestId('header-login')).toBeVisible({ timeout: 20_000 });
    const dialog = await openLogin(page, t);
    await submitLogin(page, dialog, username, 'Abc12345');
    await expect(dialog).toContainText((lang === 'EN' ? serverEn : serverTw).accountSuspended);

    await owner.getByTestId('player-lock-reason').fill('Checked with the member');
    await owner.getByTestId('player-unlock').click();
    await expect(owner.getByTestId('players-notice')).toHaveText(p.actions.unlocked);
    await expect(owner.getByTestId('player-state')).toHaveText(p.states.active);
    await submitLogin(page, dialog, username, 'Abc12345');
    await expect(header).toBeVisible({ timeout: 20_000 });
    await expect(header).not.toHaveText('—');
    const before = amountOf(await header.textContent());

    await owner.getByTestId('adjust-direction').selectOption('credit');
    await owner.getByTestId('adjust-amount').fill('88');
    await owner.getByTestId('adjust-reason').fill('Goodwill credit');
    await owner.getByTestId('adjust-submit').click();
    await expect(owner.getByTestId('players-notice')).toHaveText(p.adjust.requested);
    await expect(owner.getByTestId('player-pending-adjustments')).toContainText('Goodwill credit');
    await owner.getByTestId('player-notes').getByTestId('note-body').fill('Credit asked after a call');
    await owner.getByTestId('note-add').click();
    await expect(owner.getByTestId('player-notes')).toContainText('Credit asked after a call');
    await owner.screenshot({ path: shots(lang, 'member-light'), fullPage: true });

    // the second staff member approves in the pending approvals list
    const checker = await checkerContext.newPage();
    await onPlayers(checker, lang, 'finance02');
    const approvals = checker.getByTestId('players-approvals');
    const row = approvals.locator('tr', { hasText: username });
    await expect(row).toBeVisible();
    await checker.screenshot({ path: shots(lang, 'approvals-light'), fullPage: true });
    await row.getByRole('button', { name: p.approvals.approve }).click();
    await expect(checker.getByTestId('players-notice')).toHaveText(p.approvals.approved);
    await expect(approvals.locator('tr', { hasText: username })).toHaveCount(0);

    // the member sees the new balance live; the owner's page shows it and the ledger line
    await expect
      .poll(async () => amountOf(await header.textContent()), { timeout: 20_000 })
      .toBeCloseTo(before + 88, 2);
    await owner.getByTestId('player-back').click();
    await openMember(owner, username);
    await expect(owner.getByTestId('balance-member')).toContainText('88.00');
    await expect(owner.getByTestId('records-table-ledger')).toContainText('Goodwill credit');
    await expect(owner.getByTestId('records-table-ledger')).toContainText(p.reasons.adjustment);

    // dark theme
    await owner.evaluate(() => localStorage.setItem('theme', 'dark'));
    await owner.reload();
    await owner.getByRole('tab', { name: con.tabs.players }).click();
    await openMember(owner, username, shots(lang, 'results-dark'));
    await expect(owner.getByTestId('records-table-ledger')).toBeVisible();
    await owner.screenshot({ path: shots(lang, 'member-dark'), fullPage: true });
  } finally {
    await ownerContext.close();
    await checkerContext.close();
  }
});
