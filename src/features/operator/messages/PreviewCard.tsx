/**
 * The preview of the console's Messages tab: the message as a member reads it in messageV2's
 * reading pane (the announcement tag, the title, the plain text with its line breaks), in TW or EN.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { chip } from '../../../components/styles';
import type { BroadcastStore } from '../../../stores/operator/BroadcastStore';
import { card, cardTitle, muted } from '../ui';

const tag = css`
  display: inline-flex;
  align-items: center;
  height: 20px;
  padding: 0 8px;
  border-radius: var(--r-pill);
  font-size: 11px;
  font-weight: 700;
  color: var(--c-highlight);
  background: color-mix(in srgb, var(--c-highlight) 14%, transparent);
`;

export const PreviewCard = observer(function PreviewCard({ store }: { store: BroadcastStore }) {
  const { t } = useTranslation();
  const m = (key: string) => t(`operator.console.messages.${key}`);
  const lang = store.previewLanguage;
  const title = (lang === 'TW' ? store.titleTw : store.titleEn).trim();
  const content = lang === 'TW' ? store.contentTw : store.contentEn;
  return (
    <section css={card} data-testid="broadcast-preview">
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
        `}
      >
        <div>
          <h2 css={cardTitle}>{m('preview.title')}</h2>
          <p
            css={[
              muted,
              css`
                font-size: 12px;
              `,
            ]}
          >
            {m('preview.hint')}
          </p>
        </div>
        <div
          role="radiogroup"
          aria-label={m('preview.languages')}
          css={css`
            display: flex;
            gap: 6px;
          `}
        >
          {(['TW', 'EN'] as const).map((l) => (
            <button
              key={l}
              type="button"
              role="radio"
              aria-checked={lang === l}
              css={[
                chip(lang === l),
                css`
                  height: 28px;
                  padding: 0 12px;
                `,
              ]}
              onClick={() => store.setPreviewLanguage(l)}
              data-testid={`broadcast-preview-${l}`}
            >
              {l}
            </button>
          ))}
        </div>
      </div>
      <article
        lang={lang === 'TW' ? 'zh-Hant' : 'en'}
        css={css`
          display: grid;
          gap: 12px;
          padding: 16px 18px;
          border-radius: var(--r-md);
          border: 1px solid var(--c-border);
          background: var(--c-bg-elevated);
          min-height: 220px;
          align-content: start;
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 10px;
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          <span css={tag}>{m('preview.category')}</span>
          <span>{m('preview.now')}</span>
        </div>
        <h3
          css={css`
            margin: 0;
            font-size: 17px;
            font-weight: 800;
            overflow-wrap: anywhere;
            color: ${title ? 'var(--c-text)' : 'var(--c-muted)'};
          `}
          data-testid="broadcast-preview-title"
        >
          {title || m('preview.untitled')}
        </h3>
        {content.trim() ? (
          <div
            css={css`
              white-space: pre-wrap;
              overflow-wrap: anywhere;
              line-height: 1.75;
              font-size: 14px;
            `}
            data-testid="broadcast-preview-content"
          >
            {content}
          </div>
        ) : (
          <p css={muted}>{m('preview.empty')}</p>
        )}
      </article>
    </section>
  );
});
