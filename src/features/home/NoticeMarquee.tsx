/**
 * Notice marquee (spec section 2, Home): notices scroll across a bar; clicking one opens the
 * notice modal at that item. The animation pauses on hover and focus, and stops for visitors who
 * prefer reduced motion.
 */
import { css, keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores';
import { useContentStores } from '../shared/useContentStores';
import { NoticeSkeleton } from './HomeSkeletons';

const scroll = keyframes`from { transform: translateX(0) } to { transform: translateX(-50%) }`;

export const NoticeMarquee = observer(function NoticeMarquee() {
  const { t } = useTranslation();
  const { ui } = useStores();
  const { content } = useContentStores();
  const notices = content.notices;
  if (content.loadedLang === null) return <NoticeSkeleton />;
  if (notices.length === 0) return null;
  const seconds = Math.max(20, notices.reduce((n, x) => n + x.title.length, 0) * 0.35);
  const items = (copy: number) =>
    notices.map((notice) => (
      <li key={`${copy}-${notice.id}`}>
        <button
          type="button"
          tabIndex={copy === 0 ? 0 : -1}
          aria-hidden={copy === 0 ? undefined : true}
          onClick={() => ui.openModal('notice', { id: String(notice.id) })}
          css={css`
            border: 0;
            background: none;
            padding: 0 28px 0 0;
            cursor: pointer;
            color: var(--c-text);
            font-size: 13px;
            white-space: nowrap;
            &::before {
              content: '◆';
              margin-right: 10px;
              color: var(--c-primary);
              font-size: 9px;
              vertical-align: middle;
            }
            &:hover {
              color: var(--c-primary);
            }
          `}
        >
          {notice.title}
        </button>
      </li>
    ));
  return (
    <section
      aria-label={t('home.notices')}
      css={css`
        display: flex;
        align-items: center;
        gap: 12px;
        height: 42px;
        padding: 0 6px 0 14px;
        border-radius: var(--r-md);
        background: var(--c-surface);
        border: 1px solid var(--c-border);
        overflow: hidden;
      `}
    >
      <span
        css={css`
          display: inline-flex;
          align-items: center;
          gap: 6px;
          flex-shrink: 0;
          color: var(--c-primary);
          font-weight: 700;
          font-size: 13px;
        `}
      >
        <Icon name="megaphone" size={18} />
        {t('home.notices')}
      </span>
      <div
        css={css`
          flex: 1;
          overflow: hidden;
          mask-image: linear-gradient(90deg, transparent, black 4%, black 96%, transparent);
        `}
      >
        <ul
          css={css`
            display: flex;
            width: max-content;
            margin: 0;
            padding: 0;
            list-style: none;
            animation: ${scroll} ${seconds}s linear infinite;
            &:hover,
            &:focus-within {
              animation-play-state: paused;
            }
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `}
        >
          {items(0)}
          {items(1)}
        </ul>
      </div>
    </section>
  );
});
