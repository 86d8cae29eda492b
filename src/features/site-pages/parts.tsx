/**
 * Shared pieces of the site pages (docs/site-pages.md): the article cover (the operator's image, or
 * generated art: a gradient and icon picked from the category), the publish date, the article card,
 * the prose style of sanitised HTML, skeletons, and the empty and failed states.
 */
import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleCard } from '../../../contract/types';
import { Icon } from '../../components/Icon';
import { UploadImage } from '../../components/UploadImage';
import { ghostButton } from '../../components/styles';
import { intlLocale } from '../../i18n/core';
import { sanitizeHtml } from '../../ui/SafeHtml';
import { ART } from '../../theme/palettes';

const GRADIENTS = ART.articleCovers;
const ICONS = ['star', 'trophy', 'fire', 'play', 'sports', 'gift'] as const;

/** A small stable hash of `text` (the same category always gets the same art). */
const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/**
 * The `sizes` of a cover in an article card: the lists' grid has 3 columns in the main column (at
 * most 1184 px), 2 below 1100 px of viewport, so a card is at most about 480 px wide.
 */
export const ARTICLE_CARD_SIZES = '480px';
/** The `sizes` of the cover on an article's page: the page is at most 920 px wide, the viewport less the side menu and padding below that. */
export const ARTICLE_PAGE_SIZES = '(max-width: 1048px) calc(100vw - 128px), 920px';

/**
 * The cover of an article: its image, else generated art of its category (icon by kind: news a
 * megaphone). An uploaded image comes as its AVIF or WebP variant at `sizes`, the width it is
 * drawn at (components/UploadImage.tsx; {@link ARTICLE_CARD_SIZES} unless told).
 */
export function ArticleCover({
  article,
  height,
  rounded = false,
  sizes = ARTICLE_CARD_SIZES,
}: {
  article: Pick<ArticleCard, 'cover' | 'category' | 'kind' | 'title' | 'categoryName'>;
  height: number | string;
  rounded?: boolean;
  sizes?: string;
}) {
  const h = hashOf(`${article.kind}:${article.category}`);
  const [from, to] = GRADIENTS[h % GRADIENTS.length]!;
  const icon = article.kind === 'news' ? (h % 2 === 0 ? 'megaphone' : 'bell') : ICONS[h % ICONS.length]!;
  const box = css`
    position: relative;
    height: ${typeof height === 'number' ? `${height}px` : height};
    overflow: hidden;
    border-radius: ${rounded ? 'var(--r-lg)' : '0'};
  `;
  if (article.cover) {
    return (
      <div css={box}>
        <UploadImage
          src={article.cover}
          sizes={sizes}
          alt=""
          loading="lazy"
          css={css`
            width: 100%;
            height: 100%;
            object-fit: cover;
            display: block;
          `}
        />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="generated-cover"
      css={[
        box,
        css`
          background:
            radial-gradient(circle at 85% 15%, color-mix(in srgb, var(--c-on-vivid) 22%, transparent), transparent 45%),
            linear-gradient(135deg, ${from}, ${to});
          color: color-mix(in srgb, var(--c-on-vivid) 92%, transparent);
          display: flex;
          align-items: flex-end;
          justify-content: space-between;
          padding: 16px 18px;
          &::before {
            content: '';
            position: absolute;
            inset: auto -40px -60px auto;
            width: 200px;
            height: 200px;
            border-radius: 50%;
            border: 28px solid color-mix(in srgb, var(--c-on-vivid) 8%, transparent);
          }
        `,
      ]}
    >
      <span
        css={css`
          font-size: 12px;
          font-weight: 800;
          letter-spacing: 0.08em;
          text-transform: uppercase;
          opacity: 0.85;
          position: relative;
        `}
      >
        {article.categoryName}
      </span>
      <span
        css={css`
          position: relative;
          display: inline-flex;
          width: 52px;
          height: 52px;
          border-radius: 16px;
          align-items: center;
          justify-content: center;
          background: color-mix(in srgb, var(--c-on-vivid) 16%, transparent);
          backdrop-filter: blur(4px);
        `}
      >
        <Icon name={icon} size={28} />
      </span>
    </div>
  );
}

/** The publish date of an article in the page's language (e.g. 2026年11月5日, 5 Nov 2026). */
export function formatPublished(iso: string, lang: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium' }).format(d);
}

/** A small pill with the category's name. */
export function CategoryTag({ children }: { children: ReactNode }) {
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        height: 22px;
        padding: 0 10px;
        border-radius: 999px;
        font-size: 12px;
        font-weight: 700;
        color: var(--c-primary);
        background: color-mix(in srgb, var(--c-primary) 12%, transparent);
      `}
    >
      {children}
    </span>
  );
}

/** One card of the blog or news list: cover, category, date, title, summary; the whole card links to the article. */
export function ArticleCardView({ article }: { article: ArticleCard }) {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to={`/${article.kind}/${article.id}`}
      data-testid={`article-card-${article.id}`}
      css={css`
        display: flex;
        flex-direction: column;
        border-radius: var(--r-lg);
        overflow: hidden;
        background: var(--c-surface);
        border: 1px solid var(--c-border);
        box-shadow: var(--shadow-card);
        color: var(--c-text);
        text-decoration: none;
        transition:
          transform 0.15s ease,
          box-shadow 0.15s ease;
        &:hover,
        &:focus-visible {
          transform: translateY(-3px);
          box-shadow: 0 14px 30px color-mix(in srgb, var(--c-shadow) 16%, transparent);
        }
        &:hover h3 {
          color: var(--c-primary);
        }
      `}
    >
      <ArticleCover article={article} height={170} />
      <div
        css={css`
          display: flex;
          flex-direction: column;
          gap: 10px;
          padding: 16px 18px 18px;
          flex: 1;
        `}
      >
        <div
          css={css`
            display: flex;
            align-items: center;
            justify-content: space-between;
            gap: 8px;
          `}
        >
          <CategoryTag>{article.categoryName}</CategoryTag>
          <time
            dateTime={article.publishedAt}
            css={css`
              font-size: 12px;
              color: var(--c-muted);
              font-variant-numeric: tabular-nums;
            `}
          >
            {formatPublished(article.publishedAt, i18n.language)}
          </time>
        </div>
        <h3
          css={css`
            margin: 0;
            font-size: 17px;
            font-weight: 800;
            line-height: 1.35;
            transition: color 0.15s ease;
          `}
        >
          {article.title}
        </h3>
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            line-height: 1.6;
            color: var(--c-muted);
            display: -webkit-box;
            -webkit-line-clamp: 3;
            -webkit-box-orient: vertical;
            overflow: hidden;
          `}
        >
          {article.summary}
        </p>
        <span
          css={css`
            margin-top: auto;
            padding-top: 4px;
            display: inline-flex;
            align-items: center;
            gap: 4px;
            font-size: 13px;
            font-weight: 700;
            color: var(--c-primary);
          `}
        >
          {t('sitePages.list.read')}
          <Icon name="chevronRight" size={14} />
        </span>
      </div>
    </Link>
  );
}

/** Typography of sanitised article HTML. */
export const prose = css`
  color: var(--c-text);
  font-size: 15px;
  line-height: 1.85;
  word-break: break-word;
  h2,
  h3,
  h4 {
    margin: 26px 0 10px;
    font-weight: 800;
    line-height: 1.35;
  }
  h3 {
    font-size: 18px;
  }
  & > :first-child {
    margin-top: 0;
  }
  p {
    margin: 0 0 14px;
  }
  ul,
  ol {
    margin: 0 0 16px;
    padding-left: 22px;
  }
  li {
    margin: 4px 0;
  }
  li::marker {
    color: var(--c-primary);
  }
  a {
    color: var(--c-primary);
    text-decoration: underline;
  }
  img {
    max-width: 100%;
    border-radius: var(--r-md);
  }
  blockquote {
    margin: 0 0 16px;
    padding: 10px 16px;
    border-left: 3px solid var(--c-primary);
    background: var(--c-bg-elevated);
    border-radius: 0 var(--r-md) var(--r-md) 0;
  }
`;

/** Sanitised HTML (DOMPurify in the browser too: house rule) in the prose style. */
export function Prose({ html, testId }: { html: string; testId?: string }) {
  return <div css={prose} data-testid={testId} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

const pulse = keyframes`0%, 100% { opacity: 0.5 } 50% { opacity: 1 }`;
/** A grey block that pulses while content loads. */
export const skeleton = css`
  border-radius: var(--r-md);
  background: var(--c-surface-2, var(--c-bg-elevated));
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** A skeleton of `count` article cards. */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          css={css`
            border-radius: var(--r-lg);
            overflow: hidden;
            border: 1px solid var(--c-border);
            background: var(--c-surface);
          `}
        >
          <div
            css={[
              skeleton,
              css`
                height: 170px;
                border-radius: 0;
              `,
            ]}
          />
          <div
            css={css`
              padding: 16px 18px;
              display: grid;
              gap: 10px;
            `}
          >
            <div
              css={[
                skeleton,
                css`
                  height: 14px;
                  width: 40%;
                `,
              ]}
            />
            <div
              css={[
                skeleton,
                css`
                  height: 18px;
                  width: 90%;
                `,
              ]}
            />
            <div
              css={[
                skeleton,
                css`
                  height: 12px;
                  width: 100%;
                `,
              ]}
            />
            <div
              css={[
                skeleton,
                css`
                  height: 12px;
                  width: 70%;
                `,
              ]}
            />
          </div>
        </div>
      ))}
    </>
  );
}

/** Lines of prose skeleton. */
export function ProseSkeleton({ lines = 8 }: { lines?: number }) {
  return (
    <div
      aria-hidden="true"
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      {Array.from({ length: lines }, (_, i) => (
        <div
          key={i}
          css={[
            skeleton,
            css`
              height: 14px;
              width: ${[96, 88, 100, 72, 92, 60, 84, 40][i % 8]}%;
            `,
          ]}
        />
      ))}
    </div>
  );
}

/** An empty or failed state: icon, title, text and an optional action. */
export function StateBox({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon: string;
  title: string;
  text?: string;
  action?: { label: string; onClick(): void };
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      role={testId?.includes('failed') ? 'alert' : undefined}
      css={css`
        grid-column: 1 / -1;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 10px;
        padding: 56px 24px;
        text-align: center;
        border-radius: var(--r-lg);
        border: 1px dashed var(--c-border);
        background: var(--c-surface);
        color: var(--c-muted);
      `}
    >
      <span
        css={css`
          display: inline-flex;
          width: 56px;
          height: 56px;
          border-radius: 50%;
          align-items: center;
          justify-content: center;
          background: var(--c-bg-elevated);
          color: var(--c-primary);
        `}
      >
        <Icon name={icon} size={28} />
      </span>
      <strong
        css={css`
          font-size: 16px;
          color: var(--c-text);
        `}
      >
        {title}
      </strong>
      {text ? (
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            max-width: 420px;
            line-height: 1.6;
          `}
        >
          {text}
        </p>
      ) : null}
      {action ? (
        <button
          type="button"
          css={[
            ghostButton,
            css`
              margin-top: 6px;
            `,
          ]}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
