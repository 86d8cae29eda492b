/**
 * The list side of messageV2 (docs/rewards.md "Platform messages"): one row per message of the page
 * with its tick box, an unread dot, the category, the title, the time and the first line of the
 * text; the opened one is highlighted. Loading shows a skeleton, a failure a retry, an empty tab
 * its own empty state.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../../components/styles';
import type { MessagesStore } from '../../../../stores/center/MessagesStore';
import { Bone } from '../../../../ui/reportUi';
import { intlLocale } from '../../../../i18n/core';
import { formatTime } from '../../../../shared/time';
import { card } from '../../../../ui/kit';
import { CategoryTag } from './CategoryTag';

const listBox = css`
  ${card};
  padding: 0;
  overflow: hidden;
  list-style: none;
  margin: 0;
`;

const row = (open: boolean, read: boolean) => css`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 12px;
  align-items: start;
  padding: 12px 14px;
  border-bottom: 1px solid var(--c-border);
  border-left: 3px solid ${open ? 'var(--c-primary)' : 'transparent'};
  background: ${open ? 'color-mix(in srgb, var(--c-primary) 8%, transparent)' : read ? 'transparent' : 'color-mix(in srgb, var(--c-danger) 4%, transparent)'};
  transition: background 0.15s ease;
  &:last-of-type {
    border-bottom: 0;
  }
  &:hover {
    background: var(--c-hover);
  }
`;

const openButton = (read: boolean) => css`
  display: grid;
  gap: 4px;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: var(--c-text);
  text-align: left;
  font: inherit;
  cursor: pointer;
  & .title {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
  }
  & strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 14px;
    font-weight: ${read ? 600 : 800};
  }
  & .meta {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    font-size: 12px;
    color: var(--c-muted);
    white-space: nowrap;
    & > time {
      overflow: hidden;
      text-overflow: ellipsis;
      font-variant-numeric: tabular-nums;
    }
  }
  & .snippet {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-size: 12px;
    color: var(--c-muted);
  }
  &:focus-visible {
    outline: 2px solid var(--c-primary);
    outline-offset: 4px;
    border-radius: 4px;
  }
`;

const dot = css`
  flex: none;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: var(--c-danger);
  box-shadow: 0 0 0 3px color-mix(in srgb, var(--c-danger) 20%, transparent);
`;

/** A list row's short time: month, day, hours and minutes (the year too when it is not this year); '' when invalid. */
function shortTime(iso: string, lang: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const year = d.getFullYear() === new Date().getFullYear() ? {} : { year: 'numeric' as const };
  return new Intl.DateTimeFormat(intlLocale(lang), {
    ...year,
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}

/** The skeleton of a page of messages. */
function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div css={listBox} aria-busy="true" aria-label={t('wallet.center.loading')} data-testid="messages-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          css={css`
            display: grid;
            gap: 8px;
            padding: 14px 16px;
            border-bottom: 1px solid var(--c-border);
          `}
        >
          <Bone height={14} width={`${70 - (i % 3) * 12}%`} />
          <Bone height={10} width="40%" />
        </div>
      ))}
    </div>
  );
}

export const MessageList = observer(function MessageList({
  store,
  onOpen,
}: {
  store: MessagesStore;
  onOpen(id: number): void;
}) {
  const { t, i18n } = useTranslation();
  const resource = store.list;
  const failed = resource.errorText(t('messages.loadFailed'));
  if (failed)
    return (
      <div
        role="alert"
        css={[
          listBox,
          css`
            display: grid;
            gap: 10px;
            justify-items: start;
            padding: 18px 20px;
            color: var(--c-muted);
          `,
        ]}
      >
        <span>{failed}</span>
        <button type="button" css={ghostButton} onClick={() => resource.reload()}>
          {t('wallet.center.retry')}
        </button>
      </div>
    );
  if (!resource.data) return <ListSkeleton />;
  if (resource.data.list.length === 0)
    return (
      <div
        css={[
          listBox,
          css`
            display: grid;
            gap: 8px;
            justify-items: center;
            padding: 48px 24px;
            text-align: center;
          `,
        ]}
        data-testid="messages-empty"
      >
        <svg
          width="44"
          height="44"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          aria-hidden
          css={css`
            color: var(--c-muted);
            opacity: 0.7;
          `}
        >
          <path d="M4 6h16v12H4z" strokeLinejoin="round" />
          <path d="m4 7 8 6 8-6" strokeLinejoin="round" />
        </svg>
        <strong
          css={css`
            font-size: 15px;
          `}
        >
          {t(`messages.empty.${store.tab}`)}
        </strong>
        <span
          css={css`
            font-size: 13px;
            color: var(--c-muted);
            max-width: 320px;
          `}
        >
          {t(`messages.emptyHint.${store.tab}`)}
        </span>
      </div>
    );
  return (
    <ul
      css={[
        listBox,
        css`
          opacity: ${resource.loading ? 0.6 : 1};
          transition: opacity 0.15s ease;
        `,
      ]}
      aria-busy={resource.loading}
    >
      {resource.data.list.map((m) => (
        <li key={m.id} css={row(store.openId === m.id, m.read)}>
          <input
            type="checkbox"
            checked={store.isSelected(m.id)}
            onChange={() => store.toggleSelected(m.id)}
            aria-label={t('messages.select', { title: m.title })}
            data-testid="message-select"
            css={css`
              width: 16px;
              height: 16px;
              margin-top: 2px;
              accent-color: var(--c-primary);
            `}
          />
          <button
            type="button"
            css={openButton(m.read)}
            aria-current={store.openId === m.id ? 'true' : undefined}
            onClick={() => onOpen(m.id)}
            data-testid="message"
            data-read={m.read}
            data-id={m.id}
          >
            <span className="title">
              {m.read ? null : <span css={dot} role="img" aria-label={t('messages.unread')} />}
              <strong>{m.title}</strong>
            </span>
            <span className="meta">
              <CategoryTag category={m.category} />
              <time dateTime={m.createdAt} title={formatTime(m.createdAt, i18n.language)}>
                {shortTime(m.createdAt, i18n.language)}
              </time>
            </span>
            <span className="snippet">{m.content.split('\n')[0]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
});
