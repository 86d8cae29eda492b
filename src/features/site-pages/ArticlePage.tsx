/**
 * One blog post or news item (docs/site-pages.md; /blog/:id, /news/:id): breadcrumb back to the
 * list, cover, category, date, title, summary as the lead, the sanitised body, and the previous
 * (older) and next (newer) article. Skeleton while loading; a not-found state for an unknown,
 * inactive or future article. Title and meta description from the article.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ArticleCard } from '../../../contract/types';
import { Icon } from '../../components/Icon';
import { useStores } from '../../stores';
import type { ArticleKind } from '../../stores/sitePages/SitePagesStore';
import { usePageMeta } from '../shared/usePageMeta';
import {
  ARTICLE_PAGE_SIZES,
  ArticleCover,
  CategoryTag,
  formatPublished,
  Prose,
  ProseSkeleton,
  skeleton,
  StateBox,
} from './parts';

function Neighbour({ article, direction }: { article: ArticleCard | null; direction: 'previous' | 'next' }) {
  const { t } = useTranslation();
  if (!article) return <span />;
  const next = direction === 'next';
  return (
    <Link
      to={`/${article.kind}/${article.id}`}
      data-testid={`article-${direction}`}
      css={css`
        display: flex;
        align-items: center;
        gap: 12px;
        padding: 14px 16px;
        border-radius: var(--r-lg);
        border: 1px solid var(--c-border);
        background: var(--c-surface);
        color: var(--c-text);
        text-decoration: none;
        flex-direction: ${next ? 'row-reverse' : 'row'};
        text-align: ${next ? 'right' : 'left'};
        transition: border-color 0.15s ease;
        &:hover {
          border-color: var(--c-primary);
        }
      `}
    >
      <Icon name={next ? 'chevronRight' : 'chevronLeft'} size={20} />
      <span
        css={css`
          display: grid;
          gap: 2px;
          min-width: 0;
        `}
      >
        <span
          css={css`
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          {t(`sitePages.article.${direction}`)}
        </span>
        <strong
          css={css`
            font-size: 14px;
            white-space: nowrap;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
        >
          {article.title}
        </strong>
      </span>
    </Link>
  );
}

export const ArticlePage = observer(function ArticlePage({ kind, id }: { kind: ArticleKind; id: string }) {
  const { t, i18n } = useTranslation();
  const { sitePages } = useStores();
  const resource = sitePages.article;
  useEffect(() => {
    void sitePages.openArticle(kind, id);
  }, [sitePages, kind, id, i18n.language]);
  const data =
    resource.data && resource.data.article.id === id && resource.data.article.kind === kind ? resource.data : null;
  const listName = t(`sitePages.${kind}.title`);
  usePageMeta(
    data ? data.article.title : resource.failed ? t('sitePages.article.notFound') : null,
    data ? data.article.summary : t(`sitePages.${kind}.description`),
  );
  const notFound = resource.failed && !resource.loading && !data;
  return (
    <article
      data-testid={`site-pages-${kind}Post`}
      aria-busy={resource.loading}
      css={css`
        display: grid;
        gap: 20px;
        max-width: 920px;
        width: 100%;
        margin: 0 auto;
      `}
    >
      <nav aria-label={listName}>
        <Link
          to={`/${kind}`}
          data-testid="article-back"
          css={css`
            display: inline-flex;
            align-items: center;
            gap: 6px;
            font-size: 13px;
            font-weight: 700;
            color: var(--c-muted);
            text-decoration: none;
            &:hover {
              color: var(--c-primary);
            }
          `}
        >
          <Icon name="chevronLeft" size={16} />
          {t('sitePages.article.back', { list: listName })}
        </Link>
      </nav>
      {notFound ? (
        <StateBox
          icon="search"
          title={t('sitePages.article.notFound')}
          text={resource.message ?? t('sitePages.article.notFoundText')}
          testId="article-not-found"
        />
      ) : null}
      {!data && !notFound ? (
        <div
          css={css`
            display: grid;
            gap: 18px;
            padding: 0 0 24px;
          `}
        >
          <div
            css={[
              skeleton,
              css`
                height: 300px;
                border-radius: var(--r-lg);
              `,
            ]}
          />
          <div
            css={[
              skeleton,
              css`
                height: 30px;
                width: 70%;
              `,
            ]}
          />
          <ProseSkeleton />
        </div>
      ) : null}
      {data ? (
        <>
          <div
            css={css`
              border-radius: var(--r-lg);
              overflow: hidden;
              background: var(--c-surface);
              border: 1px solid var(--c-border);
              box-shadow: var(--shadow-card);
            `}
          >
            <ArticleCover article={data.article} height={300} sizes={ARTICLE_PAGE_SIZES} />
            <div
              css={css`
                padding: 28px 36px 36px;
                display: grid;
                gap: 14px;
              `}
            >
              <div
                css={css`
                  display: flex;
                  align-items: center;
                  gap: 12px;
                  flex-wrap: wrap;
                `}
              >
                <CategoryTag>{data.article.categoryName}</CategoryTag>
                <time
                  dateTime={data.article.publishedAt}
                  css={css`
                    font-size: 13px;
                    color: var(--c-muted);
                  `}
                >
                  {t('sitePages.article.published', { date: formatPublished(data.article.publishedAt, i18n.language) })}
                </time>
              </div>
              <h1
                data-testid="article-title"
                css={css`
                  margin: 0;
                  font-size: 30px;
                  font-weight: 900;
                  line-height: 1.3;
                `}
              >
                {data.article.title}
              </h1>
              <p
                css={css`
                  margin: 0 0 8px;
                  font-size: 16px;
                  line-height: 1.7;
                  color: var(--c-muted);
                `}
              >
                {data.article.summary}
              </p>
              <hr
                css={css`
                  border: 0;
                  border-top: 1px solid var(--c-border);
                  margin: 4px 0 10px;
                `}
              />
              <Prose html={data.body} testId="article-body" />
            </div>
          </div>
          <div
            css={css`
              display: grid;
              grid-template-columns: 1fr 1fr;
              gap: 14px;
            `}
            aria-label={t('sitePages.article.more')}
          >
            <Neighbour article={data.previous} direction="previous" />
            <Neighbour article={data.next} direction="next" />
          </div>
        </>
      ) : null}
    </article>
  );
});
