/**
 * The console's Messages tab (docs/rewards.md "Platform messages") over a fake broadcast API: the
 * form is checked before anything is sent (texts in both languages, the VIP level, the username),
 * the preview follows the typing in TW or EN, sending asks for a confirmation naming the audience
 * and posts the exact body, the history reloads with the new broadcast, a refusal is shown next to
 * its field, a 401 signs the console out, and the tab speaks TW.
 */
import '../../support/webPolyfills';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiProblem } from '../../../src/api/client';
import type { Broadcast, BroadcastBody, OperatorMessagesApi } from '../../../src/api/operatorMessages';
import { MessagesPanel } from '../../../src/features/operator/messages/MessagesPanel';
import { createI18n } from '../../../src/i18n';
import { consoleResources } from '../../../src/i18n/console';
import { ConsoleStoreProvider } from '../../../src/stores';
import { createConsoleRootStore } from '../../../src/stores/ConsoleRootStore';
import { fakeConsoleEnv, memoryTokenStore } from '../../support/storeEnv';

const sent = (id: number, body: BroadcastBody, recipients: number): Broadcast => ({
  id,
  audience: body.audience,
  vipLevel: body.vipLevel ?? null,
  username: body.username ?? null,
  title: body.title,
  content: body.content,
  recipients,
  operator: 'operator',
  createdAt: '2026-11-21T10:00:00.000Z',
});

/** A fake server keeping the sent broadcasts; `refuse` makes the next send fail with it. */
function fakeApi() {
  const list: Broadcast[] = [];
  const bodies: BroadcastBody[] = [];
  const history: { pageNo: number; pageSize: number }[] = [];
  let refuse: unknown = null;
  const api: OperatorMessagesApi = {
    history: async (q) => {
      history.push(q);
      return {
        list: list.slice((q.pageNo - 1) * q.pageSize, q.pageNo * q.pageSize),
        total: list.length,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
      };
    },
    send: async (body) => {
      bodies.push(body);
      if (refuse) {
        const err = refuse;
        refuse = null;
        throw err;
      }
      const b = sent(100 + list.length, body, body.audience === 'member' ? 1 : 5);
      list.unshift(b);
      return b;
    },
  };
  return { api, list, bodies, history, refuseNext: (err: unknown) => (refuse = err) };
}

function setup(language: 'EN' | 'TW' = 'EN', prepare: (fake: ReturnType<typeof fakeApi>) => void = () => undefined) {
  const fake = fakeApi();
  prepare(fake);
  let signedOut = 0;
  const tokens = memoryTokenStore();
  const root = createConsoleRootStore(
    fakeConsoleEnv({
      operatorMessagesApi: fake.api,
      // the console signs out by forgetting its token
      tokenStore: { get: tokens.get, set: (token) => (token === null ? (signedOut += 1) : tokens.set(token)) },
    }),
  );
  const broadcasts = root.broadcasts;
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', consoleResources[language].translation, true, true);
  render(
    <I18nextProvider i18n={i18n}>
      <ConsoleStoreProvider store={root}>
        <MessagesPanel />
      </ConsoleStoreProvider>
    </I18nextProvider>,
  );
  return { fake, broadcasts, signedOut: () => signedOut };
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const fill = (tw: string, en: string) => {
  type('broadcast-titleTw', `${tw}標題`);
  type('broadcast-titleEn', `${en} title`);
  type('broadcast-contentTw', `${tw}內容\n第二行`);
  type('broadcast-contentEn', `${en} body\nsecond line`);
};

describe('console Messages tab', () => {
  it('checks the form before sending: texts in both languages, the VIP level, the username', async () => {
    const { fake } = setup();
    expect(await screen.findByTestId('broadcast-history-empty')).toHaveTextContent('No message has been sent yet.');
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(
      within(screen.getByTestId('broadcast-compose'))
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(['Required', 'Required', 'Required', 'Required']);
    expect(screen.queryByTestId('broadcast-confirm')).toBeNull();

    fill('維護', 'Maintenance');
    type('broadcast-titleEn', 'x'.repeat(201));
    fireEvent.click(screen.getByTestId('broadcast-audience-vipLevel'));
    fireEvent.click(screen.getByTestId('broadcast-send'));
    const alerts = () =>
      within(screen.getByTestId('broadcast-compose'))
        .getAllByRole('alert')
        .map((a) => a.textContent);
    expect(alerts()).toEqual(['Enter a VIP level from 0 to 99', 'At most 200 characters']);
    type('broadcast-vipLevel', '3a');
    expect((screen.getByTestId('broadcast-vipLevel') as HTMLInputElement).value).toBe('3');
    type('broadcast-titleEn', 'Maintenance title');
    fireEvent.click(screen.getByTestId('broadcast-audience-member'));
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(alerts()).toEqual(["Enter the member's username"]);
    expect(fake.bodies).toEqual([]);
  });

  it('previews the message in TW or EN as plain text', async () => {
    setup();
    expect(screen.getByTestId('broadcast-preview-title')).toHaveTextContent('(no title)');
    type('broadcast-titleTw', '今晚維護');
    type('broadcast-contentTw', '<b>02:00</b> 開始\n約一小時');
    expect(screen.getByTestId('broadcast-preview-title')).toHaveTextContent('今晚維護');
    expect(screen.getByTestId('broadcast-preview-content').textContent).toBe('<b>02:00</b> 開始\n約一小時');
    expect(screen.getByTestId('broadcast-preview').querySelector('b')).toBeNull();
    fireEvent.click(screen.getByTestId('broadcast-preview-EN'));
    expect(screen.getByTestId('broadcast-preview-title')).toHaveTextContent('(no title)');
    type('broadcast-titleEn', 'Maintenance tonight');
    expect(screen.getByTestId('broadcast-preview-title')).toHaveTextContent('Maintenance tonight');
    await screen.findByTestId('broadcast-history-empty'); // the history's first page has answered
  });

  it('sends after a confirmation naming the audience, posts the exact body and lists it in the history', async () => {
    const { fake } = setup();
    await screen.findByTestId('broadcast-history-empty');
    fill('維護', 'Maintenance');
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(screen.getByTestId('broadcast-confirm-audience')).toHaveTextContent(
      'It goes to every member of the site (trial accounts excluded).',
    );
    fireEvent.click(within(screen.getByTestId('broadcast-confirm')).getByText('Cancel'));
    expect(fake.bodies).toEqual([]);

    fireEvent.click(screen.getByTestId('broadcast-audience-vipLevel'));
    type('broadcast-vipLevel', '2');
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(screen.getByTestId('broadcast-confirm-audience')).toHaveTextContent(
      'It goes to every member at VIP level 2.',
    );
    fireEvent.click(screen.getByTestId('broadcast-confirm-send'));
    await waitFor(() => expect(screen.getByTestId('broadcast-notice')).toHaveTextContent('Sent to 5 members'));
    expect(fake.bodies).toEqual([
      {
        audience: 'vipLevel',
        vipLevel: 2,
        title: { TW: '維護標題', EN: 'Maintenance title' },
        content: { TW: '維護內容\n第二行', EN: 'Maintenance body\nsecond line' },
      },
    ]);
    expect(screen.queryByTestId('broadcast-confirm')).toBeNull();
    expect((screen.getByTestId('broadcast-titleTw') as HTMLInputElement).value).toBe('');
    const rows = await screen.findAllByTestId('broadcast-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('VIP level 2');
    expect(rows[0]).toHaveTextContent('Maintenance title');
    expect(rows[0]).toHaveTextContent('operator');
    expect(fake.history.at(-1)).toEqual({ pageNo: 1, pageSize: 10 });

    fireEvent.click(screen.getByTestId('broadcast-audience-member'));
    type('broadcast-username', '  demo01 ');
    fill('個人', 'Personal');
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(screen.getByTestId('broadcast-confirm-audience')).toHaveTextContent('It goes to the member demo01.');
    fireEvent.click(screen.getByTestId('broadcast-confirm-send'));
    await waitFor(() => expect(screen.getByTestId('broadcast-notice')).toHaveTextContent('Sent to 1 member'));
    expect(fake.bodies.at(-1)).toMatchObject({ audience: 'member', username: 'demo01' });
    expect(fake.bodies.at(-1)).not.toHaveProperty('vipLevel');
    await waitFor(() => expect(screen.getAllByTestId('broadcast-row')[0]).toHaveTextContent('Member demo01'));
  });

  it('shows a refusal next to its field, and a 401 signs the console out', async () => {
    const { fake, signedOut } = setup();
    await screen.findByTestId('broadcast-history-empty');
    fireEvent.click(screen.getByTestId('broadcast-audience-member'));
    type('broadcast-username', 'ghost99');
    fill('a', 'b');
    fake.refuseNext(
      new ApiProblem('notFound', 'No member named ghost99', 404, 'BROADCAST_MEMBER_NOT_FOUND', {
        field: 'username',
        in: 'body',
      }),
    );
    fireEvent.click(screen.getByTestId('broadcast-send'));
    fireEvent.click(screen.getByTestId('broadcast-confirm-send'));
    await waitFor(() => expect(screen.getByTestId('broadcast-notice')).toHaveTextContent('No member named ghost99'));
    expect(screen.getByTestId('broadcast-username')).toHaveAttribute('aria-invalid', 'true');
    expect((screen.getByTestId('broadcast-titleEn') as HTMLInputElement).value).toBe('b title');
    type('broadcast-username', 'demo01');
    expect(screen.getByTestId('broadcast-username')).not.toHaveAttribute('aria-invalid');

    fake.refuseNext(new ApiProblem('unauthorized', 'Please log in as an operator', 401, 'OPERATOR_NOT_LOGGED_IN'));
    fireEvent.click(screen.getByTestId('broadcast-send'));
    fireEvent.click(screen.getByTestId('broadcast-confirm-send'));
    await waitFor(() => expect(signedOut()).toBe(1));
  });

  it('pages the history', async () => {
    setup('EN', (fake) => {
      for (let i = 0; i < 12; i++)
        fake.list.push(
          sent(
            i + 1,
            { audience: 'all', title: { TW: `標題${i + 1}`, EN: `Title ${i + 1}` }, content: { TW: 'x', EN: 'x' } },
            7,
          ),
        );
    });
    expect(await screen.findAllByTestId('broadcast-row')).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('broadcast-row').map((r) => r.getAttribute('data-id'))).toEqual(['11', '12']),
    );
  });

  it('speaks TW', async () => {
    setup('TW');
    expect(await screen.findByTestId('broadcast-history-empty')).toHaveTextContent('尚未發送任何訊息。');
    expect(screen.getByTestId('broadcast-audience-all')).toHaveTextContent('全部會員');
    fireEvent.click(screen.getByTestId('broadcast-send'));
    expect(within(screen.getByTestId('broadcast-compose')).getAllByRole('alert')[0]).toHaveTextContent('必填');
  });
});
