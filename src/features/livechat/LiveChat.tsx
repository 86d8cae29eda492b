/**
 * Lazy area LiveChat: the house chat window at /livechat (docs/livechat.md "Chat window"), drawn
 * without the site layout in the popup the site's live chat opens. It reads `token` and `lang`
 * from the address (then drops the token from the address bar, keeping it in session storage so
 * a reload still works), shows the desk and the merchant in its header, the messages (the member
 * right, the operator left with the operator's display name, system messages centred; all plain
 * text), a composer (Enter sends, Shift+Enter a new line, 1..1000 characters) and the closed,
 * invalid and failed states; live through the site socket keyed by the chat token
 * (src/stores/livechat/ChatWindowStore.ts). Works for visitors too.
 */
import { css, Global } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { primaryButton, ghostButton, iconButton } from '../../components/styles';
import { useStores } from '../../stores';
import { usePageMeta } from '../shared/usePageMeta';
import { intlLocale } from '../../i18n/core';
import { CHAT_MESSAGE_MAX, createChatWindowStore, type ChatWindowStore } from '../../stores/livechat/ChatWindowStore';
import type { ChatMessage } from '../../../contract/types';

const TOKEN_KEY = 'livechatToken';

/** The token of the address (then stored), or the stored one after a reload. */
function takeToken(): string {
  try {
    const url = new URL(window.location.href);
    const fromUrl = url.searchParams.get('token');
    if (fromUrl) {
      sessionStorage.setItem(TOKEN_KEY, fromUrl);
      url.searchParams.delete('token');
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}`);
      return fromUrl;
    }
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

const page = css`
  height: 100vh;
  min-height: 420px;
  display: grid;
  grid-template-rows: auto 1fr auto;
  background: var(--c-bg);
  color: var(--c-text);
`;

const header = css`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  background: var(--g-primary);
  color: var(--c-on-primary);
  box-shadow: 0 2px 12px color-mix(in srgb, var(--c-shadow) 18%, transparent);
  z-index: 1;
`;

const scroller = css`
  overflow-y: auto;
  padding: 18px 14px 8px;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const bubble = (from: ChatMessage['from']) => css`
  max-width: 78%;
  padding: 9px 13px;
  border-radius: 16px;
  font-size: 14px;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  ${
    from === 'member'
      ? `background: var(--c-primary); color: var(--c-on-primary); border-bottom-right-radius: 4px;`
      : `background: var(--c-surface); color: var(--c-text); border: 1px solid var(--c-border); border-bottom-left-radius: 4px;`
  }
`;

const composer = css`
  border-top: 1px solid var(--c-border);
  background: var(--c-bg-elevated);
  padding: 10px 12px 12px;
  display: grid;
  gap: 6px;
`;

const time = (iso: string, lang: string) =>
  new Date(iso).toLocaleTimeString(intlLocale(lang), { hour: '2-digit', minute: '2-digit' });

function Message({ m, lang }: { m: ChatMessage; lang: string }) {
  const { t } = useTranslation();
  if (m.from === 'system') {
    return (
      <div
        css={css`
          align-self: center;
          max-width: 90%;
          text-align: center;
          font-size: 13px;
          color: var(--c-muted);
          background: color-mix(in srgb, var(--c-primary) 8%, transparent);
          border-radius: 12px;
          padding: 8px 12px;
          white-space: pre-wrap;
        `}
        data-testid="livechat-message"
        data-from="system"
      >
        {m.body}
      </div>
    );
  }
  const mine = m.from === 'member';
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        align-items: ${mine ? 'flex-end' : 'flex-start'};
        gap: 3px;
      `}
      data-testid="livechat-message"
      data-from={m.from}
    >
      <span
        css={css`
          font-size: 11px;
          color: var(--c-muted);
          padding: 0 4px;
        `}
      >
        {mine ? t('livechat.window.you') : m.author || t('livechat.window.agent')} · {time(m.createdAt, lang)}
      </span>
      <div css={bubble(m.from)}>{m.body}</div>
    </div>
  );
}

function StateCard({
  icon,
  title,
  body,
  action,
}: {
  icon: string;
  title: string;
  body: string;
  action?: { label: string; run(): void };
}) {
  return (
    <div
      role="status"
      css={css`
        margin: auto;
        max-width: 320px;
        text-align: center;
        display: grid;
        gap: 10px;
        justify-items: center;
        padding: 24px;
      `}
    >
      <span
        css={css`
          width: 56px;
          height: 56px;
          border-radius: 50%;
          display: grid;
          place-items: center;
          background: var(--c-surface);
          color: var(--c-muted);
          border: 1px solid var(--c-border);
        `}
      >
        <Icon name={icon} size={26} />
      </span>
      <strong
        css={css`
          font-size: 16px;
        `}
      >
        {title}
      </strong>
      <p
        css={css`
          margin: 0;
          color: var(--c-muted);
          font-size: 14px;
          line-height: 1.5;
        `}
      >
        {body}
      </p>
      {action ? (
        <button type="button" css={ghostButton} onClick={action.run}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

const Skeleton = () => (
  <div
    aria-busy="true"
    css={css`
      display: grid;
      gap: 12px;
    `}
  >
    {[60, 45, 70].map((w, i) => (
      <div
        key={i}
        css={css`
          height: 40px;
          width: ${w}%;
          justify-self: ${i === 1 ? 'end' : 'start'};
          border-radius: 16px;
          background: var(--c-surface);
          opacity: 0.8;
        `}
      />
    ))}
  </div>
);

const ChatWindow = observer(function ChatWindow({ store }: { store: ChatWindowStore }) {
  const { t } = useTranslation();
  const { ui, config } = useStores();
  const [draft, setDraft] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const c = store.conversation;
  const merchant = config.permission?.merchantName ?? '';
  usePageMeta(
    c ? `${c.modelName} · ${t('livechat.window.title')}` : t('livechat.window.title'),
    t('livechat.window.metaDescription'),
  );
  const count = store.messages.length;
  useLayoutEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  const tooLong = draft.trim().length > CHAT_MESSAGE_MAX;
  const canSend = !!draft.trim() && !tooLong && !store.sending && !store.closed && store.state === 'ready';
  const submit = async () => {
    if (!canSend) return;
    if (await store.send(draft)) setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };
  const live = store.live;
  return (
    <div css={page} data-testid="livechat-panel" data-state={store.state} data-status={c?.status ?? ''}>
      <header css={header}>
        <span
          css={css`
            width: 40px;
            height: 40px;
            border-radius: 50%;
            display: grid;
            place-items: center;
            background: color-mix(in srgb, var(--c-on-vivid) 18%, transparent);
          `}
          aria-hidden="true"
        >
          <Icon name="livechat" size={22} />
        </span>
        <div
          css={css`
            flex: 1;
            min-width: 0;
            display: grid;
            gap: 2px;
          `}
        >
          <h1
            css={css`
              margin: 0;
              font-size: 16px;
              font-weight: 800;
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            `}
            data-testid="livechat-desk"
          >
            {c?.modelName ?? t('livechat.window.title')}
          </h1>
          <span
            css={css`
              font-size: 12px;
              opacity: 0.85;
            `}
          >
            {merchant ? t('livechat.window.with', { merchant }) : null}
          </span>
        </div>
        {store.state === 'ready' && !store.closed ? (
          <span
            css={css`
              font-size: 11px;
              font-weight: 700;
              display: inline-flex;
              align-items: center;
              gap: 5px;
              opacity: 0.9;
            `}
            aria-live="polite"
          >
            <span
              css={css`
                width: 8px;
                height: 8px;
                border-radius: 50%;
                background: ${live ? 'var(--c-success)' : 'var(--c-warning)'};
              `}
            />
            {live ? t('livechat.window.live') : t('livechat.window.reconnecting')}
          </span>
        ) : null}
        <button
          type="button"
          css={[
            iconButton,
            css`
              color: inherit;
              background: color-mix(in srgb, var(--c-on-vivid) 20%, transparent);
              border-color: transparent;
            `,
          ]}
          onClick={() => ui.toggleTheme()}
          aria-label={ui.theme === 'dark' ? 'light' : 'dark'}
          title={ui.theme === 'dark' ? 'light' : 'dark'}
        >
          <Icon name={ui.theme === 'dark' ? 'sun' : 'moon'} size={18} />
        </button>
      </header>
      <main css={scroller} aria-label={t('livechat.window.messagesLabel')} aria-live="polite">
        {store.state === 'loading' ? <Skeleton /> : null}
        {store.state === 'invalid' ? (
          <StateCard icon="lock" title={t('livechat.window.invalidTitle')} body={t('livechat.window.invalidBody')} />
        ) : null}
        {store.state === 'failed' ? (
          <StateCard
            icon="service"
            title={t('livechat.window.failedTitle')}
            body={t('livechat.window.failedBody')}
            action={{ label: t('livechat.window.retry'), run: () => store.start(store.token) }}
          />
        ) : null}
        {store.state === 'ready' ? store.messages.map((m) => <Message key={m.id} m={m} lang={ui.lang} />) : null}
        {store.state === 'ready' && store.closed ? (
          <div data-testid="livechat-closed">
            <StateCard icon="clock" title={t('livechat.window.closedTitle')} body={t('livechat.window.closedBody')} />
          </div>
        ) : null}
        <div ref={end} />
      </main>
      {store.state === 'ready' && !store.closed ? (
        <form
          css={composer}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
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
              placeholder={t('livechat.window.placeholder')}
              aria-label={t('livechat.window.placeholder')}
              aria-invalid={tooLong}
              data-testid="livechat-input"
              css={css`
                flex: 1;
                resize: none;
                max-height: 120px;
                padding: 9px 12px;
                border-radius: 12px;
                border: 1px solid var(--c-border);
                background: var(--c-bg);
                color: var(--c-text);
                font: inherit;
                font-size: 14px;
                &:focus {
                  outline: 2px solid color-mix(in srgb, var(--c-primary) 55%, transparent);
                  border-color: var(--c-primary);
                }
                &[aria-invalid='true'] {
                  border-color: var(--c-danger);
                }
              `}
            />
            <button
              type="submit"
              css={[
                primaryButton,
                css`
                  height: 42px;
                  padding: 0 18px;
                `,
              ]}
              disabled={!canSend}
              data-testid="livechat-send"
            >
              {store.sending ? t('livechat.window.sending') : t('livechat.window.send')}
            </button>
          </div>
          <div
            css={css`
              display: flex;
              justify-content: space-between;
              font-size: 11px;
              color: var(--c-muted);
            `}
          >
            <span
              role={store.sendError !== null || tooLong ? 'alert' : undefined}
              css={
                store.sendError !== null || tooLong
                  ? css`
                      color: var(--c-danger);
                    `
                  : undefined
              }
            >
              {tooLong
                ? t('livechat.window.tooLong', { max: CHAT_MESSAGE_MAX })
                : store.sendError !== null
                  ? store.sendError || t('livechat.window.sendFailed')
                  : t('livechat.window.hint')}
            </span>
            <span>{t('livechat.window.counter', { count: draft.trim().length, max: CHAT_MESSAGE_MAX })}</span>
          </div>
        </form>
      ) : null}
    </div>
  );
});

export default function LiveChat({ variant }: { variant?: string }) {
  const stores = useStores();
  const { ui } = stores;
  const store = useMemo(() => createChatWindowStore(stores), [stores]);
  useEffect(() => {
    const lang = new URLSearchParams(window.location.search).get('lang');
    if (lang === 'TW' || lang === 'EN') ui.setLang(lang);
    store.start(takeToken());
    return () => store.stop();
  }, [store, ui]);
  return (
    <section data-testid={`livechat-${variant ?? 'window'}`}>
      {/* a popup of 420 px: the site's desktop minimum width does not apply here */}
      <Global
        styles={css`
          html,
          body {
            min-width: 0 !important;
            overflow: hidden;
          }
        `}
      />
      <ChatWindow store={store} />
    </section>
  );
}
