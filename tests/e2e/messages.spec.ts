/**
 * Platform messages end to end (docs/rewards.md "Platform messages"; spec section 2 messageV2), in
 * the tw and en projects (one server: each project registers its own member): a fresh member is
 * signed in on the site; the operator, in a browser of its own, opens the console's Messages tab
 * and broadcasts to that one member (confirming the audience); the member's header badge rises
 * without a reload; the member opens messageV2 from the header, reads the message in the reading
 * pane (it is marked read and the badge falls), and deletes it after the confirmation.
 * Run: E2E_BASE_PORT=8440 npx playwright test tests/e2e/messages.spec.ts (after npx vite build).
 */
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { registerMember, stamp } from './authSupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import { signInConsole } from './consoleSupport';

test.describe.configure({ timeout: 150_000 });

test('the operator broadcasts to one member, whose badge rises live; the member reads and deletes it in messageV2', async ({
  page,
  browser,
  t,
  lang,
  baseURL,
}) => {
  await dismissAnnouncementsUpFront(page);
  const username = `msg${lang.toLowerCase()}${stamp(lang)}`;
  await registerMember(page, t, username, 'Abc12345', `09${stamp(lang)}`);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const badge = page.getByTestId('header-unread');
  const unreadBefore = (await badge.count()) > 0 ? Number(await badge.textContent()) : 0;

  // the operator, in its own browser and the project's language, sends to that member only
  const con = lang === 'EN' ? consoleEn : consoleTw;
  const m = con.messages;
  const operatorContext = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'lang', value: lang }] }] },
  });
  const op = await operatorContext.newPage();
  await op.goto('/operator');
  await signInConsole(op, lang);
  await op.getByRole('tab', { name: con.tabs.messages }).click();
  const compose = op.getByTestId('broadcast-compose');
  await compose.getByTestId('broadcast-audience-member').click();
  await compose.getByTestId('broadcast-username').fill(username);
  const title = { TW: `給 ${username} 的通知`, EN: `A note for ${username}` };
  await compose.getByTestId('broadcast-titleTw').fill(title.TW);
  await compose.getByTestId('broadcast-titleEn').fill(title.EN);
  await compose.getByTestId('broadcast-contentTw').fill('週末活動即將開始。\n請留意公告。');
  await compose.getByTestId('broadcast-contentEn').fill('The weekend event starts soon.\nWatch the announcements.');
  await expect(op.getByTestId('broadcast-preview-title')).toHaveText(title.TW);
  await compose.getByTestId('broadcast-send').click();
  const confirm = op.getByTestId('broadcast-confirm');
  await expect(confirm.getByTestId('broadcast-confirm-audience')).toHaveText(
    m.confirm.member.replace('{{username}}', username),
  );
  await confirm.getByTestId('broadcast-confirm-send').click();
  await expect(compose.getByTestId('broadcast-notice')).toHaveText(m.notices.sent_one.replace('{{count}}', '1'));
  await expect(op.getByTestId('broadcast-row').first()).toContainText(title[lang]);
  await operatorContext.close();

  // the member's header badge rises without a reload
  await expect(badge).toHaveText(String(unreadBefore + 1), { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // messageV2: the message is there, opening it marks it read and the badge falls
  await page.getByTestId('header-messages').click();
  const center = page.getByTestId('member-center');
  const messages = center.getByTestId('messages');
  const row = messages.getByTestId('message').filter({ hasText: title[lang] });
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row).toContainText(t('messages.categories.broadcast'));
  await row.click();
  const pane = messages.getByTestId('message-pane');
  await expect(pane.getByRole('heading', { name: title[lang] })).toBeVisible();
  await expect(pane.getByTestId('message-content')).toHaveText(
    lang === 'EN' ? 'The weekend event starts soon.\nWatch the announcements.' : '週末活動即將開始。\n請留意公告。',
  );
  await expect(row).toHaveAttribute('data-read', 'true');
  if (unreadBefore === 0) await expect(badge).toHaveCount(0);
  else await expect(badge).toHaveText(String(unreadBefore));

  // it is deleted after the confirmation, and the announcements tab is empty again
  await pane.getByTestId('message-delete').click();
  const dialog = page.getByTestId('messages-confirm');
  await expect(dialog).toContainText(title[lang]);
  await dialog.getByTestId('messages-confirm-delete').click();
  await expect(messages.getByTestId('messages-flash')).toHaveText(t('messages.deleted', { count: 1 }));
  await expect(row).toHaveCount(0);
  await messages.getByRole('tab', { name: t('messages.tabs.broadcast') }).click();
  await expect(messages.getByTestId('messages-empty')).toContainText(t('messages.empty.broadcast'));
});
