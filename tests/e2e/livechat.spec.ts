/**
 * Live chat end to end (docs/livechat.md), in the tw and en projects: demo01 logs in, clicks the
 * side menu's live chat, picks a desk in the desk picker, the chat window opens (a popup) with the
 * desk's greeting and sends a message; the operator finds the conversation in the console's Live
 * chat tab with its unread count, replies, and the window shows the reply (with the operator's
 * name) without a reload; the operator closes it and the window shows the closed state.
 * Run: E2E_BASE_PORT=8540 npx playwright test tests/e2e/livechat.spec.ts (after npx vite build).
 */
import { livechat as chatEn } from '../../src/i18n/locales/en/livechat';
import { livechat as chatTw } from '../../src/i18n/locales/tw/livechat';
import { operatorConsole as consoleEn } from '../../src/i18n/locales/en/operatorConsole';
import { operatorConsole as consoleTw } from '../../src/i18n/locales/tw/operatorConsole';
import { closePopupsWhenShown, stamp, submitLogin } from './authSupport';
import { dismissAnnouncementsUpFront, expect, test } from './support/fixtures';
import { signInConsole } from './consoleSupport';

test.describe.configure({ timeout: 120_000 });

test('a member opens live chat from the side menu, picks a desk and chats with an operator who replies live from the console', async ({
  page,
  browser,
  t,
  lang,
  baseURL,
}) => {
  const chat = lang === 'EN' ? chatEn : chatTw;
  const con = lang === 'EN' ? consoleEn : consoleTw;
  // the default desks (server/services/livechat/settings.ts DEFAULT_CHAT_SETTINGS)
  // (one desk per project: both projects chat as demo01, whose open conversation with a desk is reused)
  const desk =
    lang === 'EN'
      ? { id: 'vip-host', name: 'VIP host', greeting: 'Welcome, valued member. Your VIP host is glad to assist you.' }
      : {
          id: 'deposit-withdrawal',
          name: '存提款協助',
          greeting: '您好，這裡是存提款協助。請告訴我們您的訂單編號與遇到的問題。',
        };
  const text = `${lang === 'EN' ? 'My deposit is missing' : '我的存款還沒到帳'} ${stamp(lang)}`;

  await dismissAnnouncementsUpFront(page);
  await closePopupsWhenShown(page, t);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog', { name: t('modals.auth.loginTitle') });
  await submitLogin(page, dialog, 'demo01', 'Demo1234');
  await expect(dialog).toBeHidden({ timeout: 20_000 });

  // the side menu's live chat opens the desk picker
  await page
    .getByRole('navigation', { name: t('layout.sideNavigation') })
    .getByText(t('menu.cs.LIVECHAT'), { exact: true })
    .click();
  const picker = page.getByTestId('livechat-picker');
  await expect(picker).toBeVisible();
  await expect(picker.getByTestId(`livechat-desk-${desk.id}`)).toContainText(desk.name);
  const [win] = await Promise.all([page.waitForEvent('popup'), picker.getByTestId(`livechat-desk-${desk.id}`).click()]);
  await win.waitForLoadState();
  await expect(win.getByTestId('livechat-panel')).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  await expect(win.getByTestId('livechat-desk')).toHaveText(desk.name);
  await expect(win.getByTestId('livechat-message').first()).toHaveText(desk.greeting);
  expect(win.url()).not.toContain('token=');
  await expect(picker).toBeHidden();

  // Enter sends
  await win.getByTestId('livechat-input').fill(text);
  await win.getByTestId('livechat-input').press('Enter');
  await expect(win.locator('[data-testid=livechat-message][data-from=member]').last()).toContainText(text);
  await expect(win.getByTestId('livechat-input')).toHaveValue('');

  // the operator sees it in the console with its unread count and replies
  const opContext = await browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [{ origin: baseURL!, localStorage: [{ name: 'lang', value: lang }] }] },
  });
  const op = await opContext.newPage();
  await op.goto('/operator');
  await signInConsole(op, lang);
  await op.getByRole('tab', { name: con.tabs.chat }).click();
  const item = op.locator('[data-testid^=operator-chat-item-]').filter({ hasText: text });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item.getByTestId('operator-chat-unread')).toHaveText('1');
  await item.click();
  const conversation = op.getByTestId('operator-chat-conversation');
  await expect(conversation.getByTestId('operator-chat-username')).toContainText('demo01');
  await expect(conversation.locator('[data-testid=operator-chat-message][data-from=member]').last()).toHaveText(
    new RegExp(text),
  );
  const reply = lang === 'EN' ? 'We are checking your deposit now.' : '我們正在為您查詢存款。';
  await conversation.getByTestId('operator-chat-reply-input').fill(reply);
  await conversation.getByTestId('operator-chat-reply').click();
  await expect(item.getByTestId('operator-chat-unread')).toHaveCount(0);

  // the window shows the reply without a reload
  await expect(win.locator('[data-testid=livechat-message][data-from=agent]').last()).toContainText(reply);

  // a new member message reaches the console live
  await win.getByTestId('livechat-input').fill('ok');
  await win.getByTestId('livechat-send').click();
  await expect(conversation.locator('[data-testid=operator-chat-message][data-from=member]').last()).toContainText(
    'ok',
  );

  // closing shows the closed state in the window
  await conversation.getByTestId('operator-chat-close').click();
  await expect(conversation.getByTestId('operator-chat-closed')).toBeVisible();
  await expect(win.getByTestId('livechat-closed')).toContainText(chat.window.closedTitle);
  await expect(win.getByTestId('livechat-input')).toHaveCount(0);
  await opContext.close();
});
