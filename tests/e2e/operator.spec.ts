/**
 * Operators switch features and content live (README "Operator console"), with two browser
 * contexts on the second merchant LUCKY (host lucky.localhost), so the DEMO merchant other specs
 * use is never touched. Each project drives the LUCKY of its own server (tw: the default server,
 * en: the minimal server; every e2e server has its own database), so the two projects can run at
 * once; the operator's console is in the project's language and the visitor's site in the other.
 * 1. The operator turns MOBILENUMREG3 off while the visitor has the register modal open, and the
 *    mobile tab goes without a reload; maintenance on and off; a rollback restores the earlier
 *    behaviour; an invalid change is refused with the error next to the field.
 * 2. The operator adds a marquee announcement and the visitor's open home page shows it without a
 *    reload; an empty title is refused next to the field; a content rollback removes it again.
 * The tests share one merchant per project, so they run in order.
 */
import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import i18next from 'i18next';
import { resources } from '../../src/i18n';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { E2E_SERVERS } from './support/servers';
import { signInConsole } from './consoleSupport';

type Lang = 'TW' | 'EN';

/** The project's merchant, console texts and translators: operator in the project's language, visitor in the other. */
async function setup(testInfo: TestInfo) {
  const opLang: Lang = testInfo.project.name === 'en' ? 'EN' : 'TW';
  const visitorLang: Lang = opLang === 'EN' ? 'TW' : 'EN';
  const server = opLang === 'EN' ? E2E_SERVERS.minimal : E2E_SERVERS.default;
  const instance = i18next.createInstance();
  await instance.init({ resources, lng: visitorLang, fallbackLng: 'TW', interpolation: { escapeValue: false } });
  return {
    lucky: `http://lucky.localhost:${server.port}`,
    opLang,
    visitorLang,
    con: opLang === 'EN' ? consoleEn : consoleTw,
    t: instance.t.bind(instance),
  };
}

/** Opens a page of LUCKY in `lang`, without the announcement popups. */
async function open(page: Page, url: string, lang: Lang) {
  await page.addInitScript((l) => {
    localStorage.setItem('lang', l);
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  }, lang);
  await page.goto(url);
}

/** The operator's signed-in console page. */
async function signIn(page: Page, lucky: string, lang: Lang, con: typeof consoleEn) {
  await open(page, `${lucky}/operator`, lang);
  await signInConsole(page, lang);
  await page.getByRole('tab', { name: con.tabs.features }).click();
  await expect(page.getByTestId('feature-tree')).toBeVisible();
}

/** The operator (signed in to the console) and the visitor, each in a browser context of their own. */
async function twoContexts(browser: Browser, testInfo: TestInfo) {
  const project = await setup(testInfo);
  const operatorContext = await browser.newContext();
  const visitorContext = await browser.newContext();
  const op = await operatorContext.newPage();
  const visitor = await visitorContext.newPage();
  await signIn(op, project.lucky, project.opLang, project.con);
  return { ...project, op, visitor, close: async () => Promise.all([operatorContext.close(), visitorContext.close()]) };
}

const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

test.describe.configure({ mode: 'serial' });

test('the operator switches LUCKY live while a visitor watches', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const { lucky, visitorLang, con, t, op, visitor, close } = await twoContexts(browser, testInfo);

  // the visitor opens the register modal: the mobile tab is there
  await open(visitor, `${lucky}/register`, visitorLang);
  const modal = visitor.getByTestId('register-modal');
  const mobileTab = modal.getByRole('tab', { name: t('modals.auth.registerMobile') });
  await expect(mobileTab).toBeVisible();
  await markNotReloaded(visitor);

  // MOBILENUMREG3 off: the tab disappears from the open modal without a reload
  await op.getByTestId('flag-MOBILENUMREG3').uncheck();
  await op.getByTestId('save-config').click();
  await expect(op.getByTestId('save-outcome')).toHaveText(con.saved);
  await expect(mobileTab).toHaveCount(0, { timeout: 5_000 });
  await expect(modal).toBeVisible();
  expect(await notReloaded(visitor)).toBe(true);

  // maintenance on shows the maintenance page; off brings the site back
  await op.getByRole('tab', { name: con.tabs.site }).click();
  await op.getByTestId('maintenance-toggle').check();
  await op.getByTestId('save-config').click();
  await expect(visitor.getByTestId('maintenance-page')).toBeVisible({ timeout: 5_000 });
  await op.getByTestId('maintenance-toggle').uncheck();
  await op.getByTestId('save-config').click();
  await expect(visitor.getByTestId('maintenance-page')).toHaveCount(0, { timeout: 5_000 });
  await expect(visitor.getByTestId('register-modal')).toBeVisible(); // the site is back, with the visitor's open modal
  expect(await notReloaded(visitor)).toBe(true);

  // a rollback to version 1 restores mobile registration in the still open modal
  await op.getByRole('tab', { name: con.tabs.history }).click();
  await op.getByTestId('rollback-1').click();
  await expect(op.getByText(con.rolledBack)).toBeVisible();
  await expect(mobileTab).toBeVisible({ timeout: 5_000 });

  // an invalid change is refused, with the error next to the field
  await op.getByRole('tab', { name: con.tabs.registration }).click();
  await op.getByTestId('rule-username-minLength').fill('30');
  await op.getByTestId('save-config').click();
  const error = op.locator('[data-testid="field-error"][data-pointer="/registrationRules/username/minLength"]');
  await expect(error).toContainText(con.refusals.schema.lengthRange.replace('{{min}}', '30').replace('{{max}}', '16'));
  await expect(op.getByTestId('rule-username-minLength')).toHaveAttribute('aria-invalid', 'true');
  await expect(op.getByTestId('save-outcome')).toContainText(con.refused);

  await close();
});

test("the operator's new marquee announcement reaches an open home page, and a rollback removes it", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { lucky, visitorLang, con, t, op, visitor, close } = await twoContexts(browser, testInfo);
  await op.getByRole('tab', { name: con.tabs.content }).click();
  await expect(op.getByTestId('content-editor')).toBeVisible();
  // the header shows the content's version beside the configuration's
  const contentVersion = async () =>
    Number(/\d+/.exec((await op.getByTestId('current-content-version').textContent()) ?? '')?.[0]);
  await expect(op.getByTestId('current-content-version')).toContainText(con.versionOf.content);
  const before = await contentVersion();

  // the visitor's home page with its marquee
  await open(visitor, `${lucky}/`, visitorLang);
  const marquee = visitor.getByRole('region', { name: t('home.notices') });
  await expect(marquee).toBeVisible();
  await markNotReloaded(visitor);

  // a new marquee (player) announcement for visitors; an empty English title is refused first
  const title = { tw: `限時快訊 ${testInfo.project.name}`, en: `Flash news ${testInfo.project.name}` };
  await op.getByTestId('add-announcement').click();
  const editor = op.getByTestId('announcement-editor');
  await editor.getByTestId('announcement-kind').selectOption('PL');
  await editor.getByTestId('announcement-audience').selectOption('B');
  await editor.getByTestId('announcement-title-tw').fill(title.tw);
  await editor.getByTestId('announcement-title-en').fill(' ');
  await editor.getByTestId('announcement-content-tw').fill('<p>今日限定</p>');
  await editor.getByTestId('announcement-content-en').fill('<p>Today only<script>alert(1)</script></p>');
  await expect(editor.getByTestId('announcement-preview-en')).toHaveText('Today only');
  await op.getByTestId('save-content').click();
  await expect(editor.locator('[data-testid="field-error"][data-pointer$="/title/en"]')).toBeVisible();
  await expect(editor.getByTestId('announcement-title-en')).toHaveAttribute('aria-invalid', 'true');
  await editor.getByTestId('announcement-title-en').fill(title.en);
  await op.getByTestId('save-content').click();
  await expect(op.getByTestId('save-outcome')).toHaveText(con.saved);
  await expect(op.getByTestId('current-content-version')).toContainText(
    con.version.replace('{{version}}', String(before + 1)),
  );

  // the open home page shows it in the marquee, without a reload
  const shown = visitorLang === 'EN' ? title.en : title.tw;
  await expect(marquee.getByRole('button', { name: shown })).toBeVisible({ timeout: 5_000 });
  expect(await notReloaded(visitor)).toBe(true);

  // a rollback to content version 1 removes it again
  await op.getByTestId('content-rollback-1').click();
  await expect(op.getByTestId('save-outcome')).toHaveText(con.rolledBack);
  await expect(op.getByTestId('current-content-version')).toContainText(
    con.version.replace('{{version}}', String(before + 2)),
  );
  await expect(marquee.getByRole('button', { name: shown })).toHaveCount(0, { timeout: 5_000 });
  expect(await notReloaded(visitor)).toBe(true);

  await close();
});
