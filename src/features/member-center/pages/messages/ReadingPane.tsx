/**
 * The reading pane of messageV2: the opened message's category, title, time and text (plain text
 * with its line breaks, never HTML), with delete and close; a hint while none is opened.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MemberMessage } from '../../../../../contract/types';
import { ghostButton } from '../../../../components/styles';
import { formatTime } from '../../../../shared/time';
import { card } from '../../../../ui/kit';
import { CategoryTag } from './CategoryTag';

const pane = css`
  ${card};
  min-height: 320px;
  position: sticky;
  top: 12px;
`;

export function ReadingPane({
  message,
  onDelete,
  onClose,
  busy,
}: {
  message: MemberMessage | null;
  onDelete(m: MemberMessage): void;
  onClose(): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (!message)
    return (
      <section
        css={[
          pane,
          css`
            display: grid;
            place-content: center;
            justify-items: center;
            gap: 8px;
            text-align: center;
            color: var(--c-muted);
          `,
        ]}
        data-testid="message-pane-empty"
      >
        <svg
          width="48"
          height="48"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.4"
          aria-hidden
          css={css`
            opacity: 0.6;
          `}
        >
          <path d="M3 7.5 12 3l9 4.5v9L12 21l-9-4.5z" strokeLinejoin="round" />
          <path d="m3 7.5 9 5 9-5M12 12.5V21" strokeLinejoin="round" />
        </svg>
        <strong
          css={css`
            color: var(--c-text);
            font-size: 15px;
          `}
        >
          {t('messages.pickOne')}
        </strong>
        <span
          css={css`
            font-size: 13px;
            max-width: 300px;
          `}
        >
          {t('messages.pickOneHint')}
        </span>
      </section>
    );
  return (
    <article
      css={[
        pane,
        css`
          display: grid;
          gap: 14px;
          align-content: start;
        `,
      ]}
      aria-labelledby={`message-${message.id}-title`}
      data-testid="message-pane"
      data-id={message.id}
    >
      <header
        css={css`
          display: grid;
          gap: 8px;
          padding-bottom: 14px;
          border-bottom: 1px solid var(--c-border);
        `}
      >
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 6px 10px;
          `}
        >
          <CategoryTag category={message.category} />
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('messages.received', { time: formatTime(message.createdAt, i18n.language) })}
          </span>
        </div>
        <h3
          id={`message-${message.id}-title`}
          css={css`
            margin: 0;
            font-size: 18px;
            font-weight: 800;
            line-height: 1.4;
            overflow-wrap: anywhere;
          `}
        >
          {message.title}
        </h3>
      </header>
      <div
        css={css`
          white-space: pre-wrap;
          overflow-wrap: anywhere;
          line-height: 1.75;
          font-size: 14px;
        `}
        data-testid="message-content"
      >
        {message.content}
      </div>
      <footer
        css={css`
          display: flex;
          gap: 10px;
          justify-content: flex-end;
          padding-top: 6px;
          & button {
            height: 34px;
            padding: 0 14px;
            font-size: 13px;
          }
        `}
      >
        <button type="button" css={ghostButton} onClick={onClose}>
          {t('messages.close')}
        </button>
        <button
          type="button"
          css={[
            ghostButton,
            css`
              color: var(--c-danger);
              &:hover {
                border-color: var(--c-danger);
              }
            `,
          ]}
          disabled={busy}
          onClick={() => onDelete(message)}
          data-testid="message-delete"
        >
          {t('messages.delete')}
        </button>
      </footer>
    </article>
  );
}
