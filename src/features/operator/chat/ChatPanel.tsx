/**
 * The console's Live chat tab (docs/livechat.md "Console"): Conversations (open or closed, with
 * unread counts, live; the selected conversation with the member's username as plain text, its
 * messages, a reply composer and close) and Settings (./ChatSettingsView.tsx). State: the console
 * root's `chat` (src/stores/livechat/ChatConsoleStore.ts), live through the site socket's
 * `?operator=` link while the tab is shown.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../../../contract/types';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { CHAT_PAGE_SIZE, type ChatConsoleStore } from '../../../stores/livechat/ChatConsoleStore';
import { card, cardTitle, muted } from '../ui';
import { ChatSettingsView } from './ChatSettingsView';
import { formatConsoleTime } from '../../../shared/time';

const K = 'operator.console.chat';
type View = 'conversations' | 'settings';

const when = (iso: string | null, lang: string) => formatConsoleTime(iso, lang);

const ConversationList = observer(function ConversationList({ store }: { store: ChatConsoleStore }) {
  const { t, i18n } = useTranslation();
  const list = store.list;
  const pages = list ? Math.max(1, Math.ceil(list.total / CHAT_PAGE_SIZE)) : 1;
  return (
    <section
      css={[
        card,
        css`
          padding: 14px;
          gap: 10px;
          min-height: 520px;
        `,
      ]}
      data-testid="operator-chat-list"
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
        `}
      >
        <h3
          css={[
            cardTitle,
            css`
              flex: 1;
            `,
          ]}
        >
          {t(`${K}.list.title`)}
        </h3>
        <span
          css={css`
            font-size: 11px;
            font-weight: 700;
            display: inline-flex;
            align-items: center;
            gap: 5px;
            color: ${store.live ? 'var(--c-success)' : 'var(--c-muted)'};
          `}
        >
          <span
            css={css`
              width: 8px;
              height: 8px;
              border-radius: 50%;
              background: currentColor;
            `}
          />
          {t(`${K}.list.live`)}
        </span>
      </div>
      <div
        role="group"
        aria-label={t(`${K}.status.label`)}
        css={css`
          display: flex;
          gap: 6px;
        `}
      >
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            css={chip(store.status === s)}
            aria-pressed={store.status === s}
            onClick={() => store.setStatus(s)}
            data-testid={`operator-chat-status-${s}`}
          >
            {t(`${K}.status.${s}`)}
          </button>
        ))}
      </div>
      {store.listState === 'loading' && !list ? (
        <div
          aria-busy="true"
          css={css`
            display: grid;
            gap: 8px;
          `}
        >
          {[0, 1, 2, 3].map((i) => (
            <div
              key={i}
              css={css`
                height: 64px;
                border-radius: var(--r-md);
                background: var(--c-surface);
              `}
            />
          ))}
        </div>
      ) : store.listState === 'error' && !list ? (
        <div
          role="alert"
          css={css`
            display: grid;
            gap: 8px;
            justify-items: start;
          `}
        >
          <p css={muted}>{t(`${K}.list.loadFailed`)}</p>
          <button type="button" css={ghostButton} onClick={() => void store.loadList()}>
            {t(`${K}.list.retry`)}
          </button>
        </div>
      ) : list && list.list.length === 0 ? (
        <p
          css={[
            muted,
            css`
              padding: 24px 4px;
              text-align: center;
            `,
          ]}
          data-testid="operator-chat-empty"
        >
          {store.status === 'open' ? t(`${K}.list.empty`) : t(`${K}.list.emptyClosed`)}
        </p>
      ) : (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 6px;
            align-content: start;
          `}
        >
          {list?.list.map((c) => {
            const selected = store.selectedId === c.id;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => store.select(c.id)}
                  aria-current={selected ? 'true' : undefined}
                  data-testid={`operator-chat-item-${c.id}`}
                  css={css`
                    width: 100%;
                    text-align: left;
                    display: grid;
                    grid-template-columns: 1fr auto;
                    gap: 3px 8px;
                    padding: 10px 12px;
                    border-radius: var(--r-md);
                    border: 1px solid ${selected ? 'var(--c-primary)' : 'var(--c-border)'};
                    background: ${selected ? 'color-mix(in srgb, var(--c-primary) 10%, var(--c-bg-elevated))' : 'var(--c-bg-elevated)'};
                    color: var(--c-text);
                    font: inherit;
                    cursor: pointer;
                    &:hover {
                      border-color: var(--c-primary);
                    }
                  `}
                >
                  <strong
                    css={css`
                      font-size: 14px;
                      overflow: hidden;
                      text-overflow: ellipsis;
                      white-space: nowrap;
                    `}
                  >
                    {c.name}
                    <span
                      css={css`
                        font-weight: 500;
                        color: var(--c-muted);
                        font-size: 12px;
                        margin-left: 6px;
                      `}
                    >
                      {c.username ?? t(`${K}.list.visitor`)}
                    </span>
                  </strong>
                  <span
                    css={css`
                      font-size: 11px;
                      color: var(--c-muted);
                    `}
                  >
                    {when(c.lastMessageAt, i18n.language)}
                  </span>
                  <span
                    css={css`
                      font-size: 12px;
                      color: var(--c-muted);
                      overflow: hidden;
                      text-overflow: ellipsis;
                      white-space: nowrap;
                    `}
                  >
                    {c.lastMessage ?? t(`${K}.list.noMessages`)}
                  </span>
                  {c.unread > 0 ? (
                    <span
                      css={css`
                        justify-self: end;
                        min-width: 20px;
                        height: 20px;
                        padding: 0 6px;
                        border-radius: 10px;
                        background: var(--c-danger);
                        color: var(--c-on-vivid);
                        font-size: 11px;
                        font-weight: 700;
                        display: inline-grid;
                        place-items: center;
                      `}
                      aria-label={t(`${K}.list.unread`, { count: c.unread })}
                      data-testid="operator-chat-unread"
                    >
                      {c.unread}
                    </span>
                  ) : (
                    <span />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {list && pages > 1 ? (
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            font-size: 12px;
            color: var(--c-muted);
            margin-top: auto;
          `}
        >
          <button
            type="button"
            css={ghostButton}
            disabled={store.pageNo <= 1}
            onClick={() => store.setPage(store.pageNo - 1)}
          >
            {t(`${K}.list.previous`)}
          </button>
          {t(`${K}.list.page`, { page: store.pageNo, pages })}
          <button
            type="button"
            css={ghostButton}
            disabled={store.pageNo >= pages}
            onClick={() => store.setPage(store.pageNo + 1)}
          >
            {t(`${K}.list.next`)}
          </button>
        </div>
      ) : null}
    </section>
  );
});

function Bubble({ m }: { m: ChatMessage }) {
  const { t, i18n } = useTranslation();
  if (m.from === 'system')
    return (
      <div
        css={css`
          align-self: center;
          font-size: 12px;
          color: var(--c-muted);
          background: var(--c-surface);
          border-radius: 10px;
          padding: 6px 10px;
          max-width: 85%;
          text-align: center;
          white-space: pre-wrap;
        `}
      >
        {m.body}
      </div>
    );
  const agent = m.from === 'agent';
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        align-items: ${agent ? 'flex-end' : 'flex-start'};
        gap: 2px;
      `}
      data-testid="operator-chat-message"
      data-from={m.from}
    >
      <span
        css={css`
          font-size: 11px;
          color: var(--c-muted);
        `}
      >
        {agent ? (m.author ?? t(`${K}.conversation.you`)) : t(`${K}.conversation.memberSide`)} ·{' '}
        {when(m.createdAt, i18n.language)}
      </span>
      <div
        css={css`
          max-width: 75%;
          padding: 8px 12px;
          border-radius: 14px;
          font-size: 14px;
          line-height: 1.5;
          white-space: pre-wrap;
          overflow-wrap: anywhere;
          ${agent ? 'background: var(--c-primary); color: var(--c-on-primary);' : 'background: var(--c-surface); border: 1px solid var(--c-border); color: var(--c-text);'}
        `}
      >
        {m.body}
      </div>
    </div>
  );
}

const ConversationView = observer(function ConversationView({ store }: { store: ChatConsoleStore }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const c = store.conversation;
  const row = store.list?.list.find((r) => r.id === store.selectedId);
  const count = c?.messages.length ?? 0;
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count, c?.id]);
  useEffect(() => setDraft(''), [store.selectedId]);
  if (store.selectedId === null) {
    return (
      <section
        css={[
          card,
          css`
            min-height: 520px;
            display: grid;
            place-items: center;
          `,
        ]}
      >
        <p css={muted}>{t(`${K}.conversation.select`)}</p>
      </section>
    );
  }
  const send = async () => {
    if (await store.reply(draft, t(`${K}.conversation.failed`))) setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  };
  return (
    <section
      css={[
        card,
        css`
          min-height: 520px;
          max-height: 680px;
          padding: 0;
          gap: 0;
          overflow: hidden;
        `,
      ]}
      data-testid="operator-chat-conversation"
    >
      {store.conversationState === 'loading' || !c ? (
        <div
          css={css`
            padding: 20px;
          `}
          aria-busy="true"
        >
          {store.conversationState === 'error' ? (
            <p role="alert" css={muted}>
              {t(`${K}.conversation.loadFailed`)}
            </p>
          ) : (
            <div
              css={css`
                height: 120px;
                border-radius: var(--r-md);
                background: var(--c-surface);
              `}
            />
          )}
        </div>
      ) : (
        <>
          <header
            css={css`
              display: flex;
              align-items: center;
              gap: 12px;
              padding: 14px 18px;
              border-bottom: 1px solid var(--c-border);
            `}
          >
            <div
              css={css`
                flex: 1;
                min-width: 0;
                display: grid;
                gap: 2px;
              `}
            >
              <strong
                css={css`
                  font-size: 15px;
                `}
              >
                {c.name}
              </strong>
              <span
                css={css`
                  font-size: 12px;
                  color: var(--c-muted);
                `}
                data-testid="operator-chat-username"
              >
                {row?.username ? `${t(`${K}.conversation.username`)}: ${row.username}` : t(`${K}.conversation.visitor`)}{' '}
                · {t(`${K}.conversation.desk`)}: {c.modelName}
              </span>
            </div>
            {c.status === 'open' ? (
              <button
                type="button"
                css={ghostButton}
                disabled={store.closing}
                onClick={() => void store.close(t(`${K}.conversation.failed`))}
                data-testid="operator-chat-close"
              >
                {store.closing ? t(`${K}.conversation.closing`) : t(`${K}.conversation.close`)}
              </button>
            ) : null}
          </header>
          <div
            css={css`
              flex: 1;
              overflow-y: auto;
              padding: 16px 18px;
              display: flex;
              flex-direction: column;
              gap: 10px;
              background: var(--c-bg);
            `}
          >
            {c.messages.map((m) => (
              <Bubble key={m.id} m={m} />
            ))}
            <div ref={end} />
          </div>
          {c.status === 'open' ? (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
              css={css`
                display: grid;
                gap: 6px;
                padding: 12px 18px;
                border-top: 1px solid var(--c-border);
              `}
            >
              <div
                css={css`
                  display: flex;
                  gap: 8px;
                  align-items: flex-end;
                `}
              >
                <textarea
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  onKeyDown={onKey}
                  rows={2}
                  maxLength={1000}
                  placeholder={t(`${K}.conversation.placeholder`)}
                  aria-label={t(`${K}.conversation.placeholder`)}
                  data-testid="operator-chat-reply-input"
                  css={css`
                    flex: 1;
                    resize: vertical;
                    padding: 8px 10px;
                    border-radius: var(--r-md);
                    border: 1px solid var(--c-border);
                    background: var(--c-bg-elevated);
                    color: var(--c-text);
                    font: inherit;
                    font-size: 14px;
                  `}
                />
                <button
                  type="submit"
                  css={primaryButton}
                  disabled={!draft.trim() || store.replying}
                  data-testid="operator-chat-reply"
                >
                  {store.replying ? t(`${K}.conversation.sending`) : t(`${K}.conversation.send`)}
                </button>
              </div>
              {store.problem ? (
                <p
                  role="alert"
                  css={css`
                    margin: 0;
                    color: var(--c-danger);
                    font-size: 12px;
                  `}
                >
                  {store.problem.message}
                </p>
              ) : null}
            </form>
          ) : (
            <p
              css={[
                muted,
                css`
                  padding: 12px 18px;
                  border-top: 1px solid var(--c-border);
                `,
              ]}
              data-testid="operator-chat-closed"
            >
              {t(`${K}.conversation.closed`)}
            </p>
          )}
        </>
      )}
    </section>
  );
});

/** The tab over the console root's `chat` (useConsoleStores): live while shown, stopped when left. */
export const ChatPanel = observer(function ChatPanel() {
  const { t } = useTranslation();
  const store = useConsoleStores().chat;
  const [view, setView] = useState<View>('conversations');
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
      data-testid="operator-chat"
    >
      <div
        role="group"
        aria-label={t(`${K}.views.label`)}
        css={css`
          display: flex;
          gap: 8px;
        `}
      >
        {(['conversations', 'settings'] as const).map((v) => (
          <button
            key={v}
            type="button"
            css={chip(view === v)}
            aria-pressed={view === v}
            onClick={() => setView(v)}
            data-testid={`operator-chat-view-${v}`}
          >
            {t(`${K}.views.${v}`)}
          </button>
        ))}
      </div>
      {view === 'conversations' ? (
        <div
          css={css`
            display: grid;
            grid-template-columns: minmax(280px, 360px) minmax(0, 1fr);
            gap: 16px;
            align-items: start;
          `}
        >
          <ConversationList store={store} />
          <ConversationView store={store} />
        </div>
      ) : (
        <ChatSettingsView store={store} />
      )}
    </div>
  );
});
