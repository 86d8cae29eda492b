/**
 * The console's Staff tab end to end (README "Staff and roles"), in the tw and en projects: the
 * owner signs in with the authenticator code, adds a customer-service staff member; that staff
 * member signs in for the first time (password, then the enrolment: the QR code and key shown, its
 * first code confirms it), must choose a new password, then sees the chat tab and no money or staff
 * tab; the owner ends their session from the Staff tab and their next call signs them out. The
 * Audit tab then shows the actions in words. Screenshots (light and dark) go to the test's output.
 * Run: npx vite build && node scripts/e2e.mjs tests/e2e/console-staff.spec.ts
 */
import type { Page } from '@playwright/test';
import { stamp } from './authSupport';
import { consoleTexts, signInConsole } from './consoleSupport';
import { expect, test, type Lang } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

async function open(page: Page, lang: Lang, theme: 'light' | 'dark') {
  await page.addInitScript(
    ([l, th]) => {
      localStorage.setItem('lang', l!);
      localStorage.setItem('theme', th!);
    },
    [lang, theme],
  );
  await page.goto('/operator');
}

test('an owner adds a service staff member, who enrols a second factor, sees no money tabs, and loses their session when the owner ends it', async ({
  browser,
  lang,
}, testInfo) => {
  const con = consoleTexts(lang);
  const s = con.staff;
  const username = `cs${stamp(lang).replace(/\D/g, '').slice(-8)}`.toLowerCase();
  const ownerCtx = await browser.newContext();
  const owner = await ownerCtx.newPage();
  await open(owner, lang, 'light');
  await signInConsole(owner, lang);
  await owner.getByRole('tab', { name: con.tabs.staff }).click();
  await expect(owner.getByTestId('staff-row-operator')).toBeVisible();
  await owner.getByTestId('staff-add').click();
  const form = owner.getByTestId('staff-form');
  await form.getByLabel(s.form.username).fill(username);
  await form.getByLabel(s.form.name).fill('E2E Service');
  await form.getByLabel(s.form.role).selectOption({ label: s.roles.names.service });
  await form.getByLabel(s.form.password).fill('Start1234');
  await form.getByTestId('staff-form-submit').click();
  const row = owner.getByTestId(`staff-row-${username}`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(s.totp.no);
  await expect(row).toContainText(s.state.mustChange);
  await owner.screenshot({ path: testInfo.outputPath(`staff-${lang}-light.png`), fullPage: true });

  // the new staff member: password, then enrolment (QR and key), then a new password
  const staffCtx = await browser.newContext();
  const staff = await staffCtx.newPage();
  await open(staff, lang, 'dark');
  await staff.getByLabel(con.login.username).fill(username);
  await staff.getByLabel(con.login.password).fill('Start1234');
  await staff.getByRole('button', { name: con.login.submit }).click();
  await expect(staff.getByText(con.login.enrolTitle)).toBeVisible();
  await expect(staff.getByTestId('totp-qr')).toBeVisible();
  await staff.screenshot({ path: testInfo.outputPath(`enrol-${lang}-dark.png`), fullPage: true });
  await staff.getByLabel(con.login.code).fill('000000');
  await staff.getByRole('button', { name: con.login.verify }).click();
  await expect(staff.getByRole('alert')).toBeVisible();
  await staff.getByRole('button', { name: con.login.back }).click();
  await signInConsole(staff, lang, username, 'Start1234');
  await expect(staff.getByTestId('password-change-required')).toBeVisible();
  await staff.getByLabel(s.account.current).fill('Start1234');
  await staff.getByLabel(s.account.next, { exact: true }).fill('Better1234');
  await staff.getByLabel(s.account.confirm).fill('Better1234');
  await staff.getByTestId('account-password-save').click();
  const tabs = staff.getByRole('tablist', { name: con.title });
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('tab', { name: con.tabs.chat })).toBeVisible();
  for (const hidden of [
    con.tabs.payments,
    con.tabs.reports,
    con.tabs.staff,
    con.tabs.audit,
    con.tabs.features,
    con.tabs.agents,
    con.tabs.contracts,
    con.tabs.rewards,
  ])
    await expect(tabs.getByRole('tab', { name: hidden })).toHaveCount(0);
  await staff.screenshot({ path: testInfo.outputPath(`service-${lang}-dark.png`), fullPage: true });

  // the owner sees the enrolment and ends the session
  await owner.getByRole('tab', { name: con.tabs.audit }).click();
  await owner.getByRole('tab', { name: con.tabs.staff }).click();
  await expect(row).toContainText(s.totp.yes);
  await owner.getByTestId(`staff-sessions-${username}`).click();
  const sessions = owner.getByTestId('staff-sessions');
  await expect(sessions.getByTestId('session-row')).toHaveCount(1);
  await sessions.getByTestId('session-revoke').click();
  await expect(sessions.getByText(s.noSessions)).toBeVisible();
  // the revoked token stops at once: the staff member's next call signs them out
  await staff.reload();
  await expect(staff.getByLabel(con.login.username)).toBeVisible();

  // the owner resets the password in a dialog: the rule's refusal first, then a good password
  await owner.getByTestId(`staff-reset-${username}`).click();
  const reset = owner.getByTestId('staff-reset-dialog');
  await expect(reset).toBeVisible();
  await reset.getByTestId('staff-reset-password').fill('short');
  await reset.getByTestId('staff-reset-submit').click();
  await expect(reset.getByRole('alert')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath(`reset-${lang}-light.png`) });
  await reset.getByTestId('staff-reset-password').fill('Again1234');
  await reset.getByTestId('staff-reset-submit').click();
  await expect(reset).toHaveCount(0);
  await expect(owner.getByText(s.resetDone.replace('{{username}}', username))).toBeVisible();
  await expect(row).toContainText(s.state.mustChange);

  await owner.getByRole('tab', { name: con.tabs.audit }).click();
  const audit = owner.getByTestId('audit-table');
  await expect(audit).toContainText(s.audit.actions['staff.create']);
  await expect(audit).toContainText(s.audit.actions['session.revoke']);
  await expect(audit).toContainText(s.audit.actions['staff.password.reset']);
  await owner.getByTestId('audit-action').selectOption({ label: s.audit.actions['staff.create'] });
  await owner.getByTestId('audit-apply').click();
  await expect(owner.getByTestId('audit-row')).not.toHaveCount(0);
  for (const text of await owner.getByTestId('audit-row').allTextContents())
    expect(text).toContain(s.audit.actions['staff.create']);
  await owner.screenshot({ path: testInfo.outputPath(`audit-${lang}-light.png`), fullPage: true });
  await owner.getByTestId('console-account').click();
  await expect(owner.getByTestId('operator-account')).toBeVisible();
  await owner.screenshot({ path: testInfo.outputPath(`account-${lang}-light.png`), fullPage: true });
  await ownerCtx.close();
  await staffCtx.close();
});
