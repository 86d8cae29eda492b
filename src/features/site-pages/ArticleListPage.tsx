/**
 * The blog and news lists (docs/site-pages.md; /blog, /news): the hero, category chips (All and the
 * kind's categories), the cards newest first (cover or generated art, category, date, title,
 * summary), paging, skeletons while loading, an empty and a failed state. Page title and meta
 * description per kind.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/Paginator';
import { chip } from '../../components/styles';
import { useStores } from '../../stores';
import type { ArticleKind } from '../../stores/sitePages/SitePagesStore';
import { PageHero } from '../shared/PageHero';
import { usePageMeta } from '../shared/usePageMeta';
import { ArticleCardView, CardSkeletons, StateBox } from './parts';

export const ArticleListPage = observer(function ArticleListPage({ kind }: { kind: ArticleKind }) {
  const { t, i18n } = useTranslation();
  const { sitePages } = useStores();
  const list = sitePages.list;
  usePageMeta(t(`sitePages.${kind}.title`), t(`sitePages.${kind}.description`));
  useEffect(() => {
    void sitePages.openList(kind);
  }, [sitePages, kind, i18n.language]);
  const data = list.data && sitePages.kind === kind ? list.data : null;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const showSkeleton = list.loading && !data;
  return (
    <div
      data-testid={`site-pages-${kind}`}
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
    >
      <PageHero
        icon={kind === 'blog' ? 'star' : 'megaphone'}
        title={t(`sitePages.${kind}.title`)}
        text={t(`sitePages.${kind}.intro`)}
        aside={
          data ? (
            <span
              css={css`
                font-size: 13px;
                font-weight: 700;
                color: color-mix(in srgb, var(--c-on-vivid) 85%, transparent);
              `}
            >
              {t('sitePages.list.total', { count: data.total })}
            </span>
          ) : undefined
        }
      />
      <div
        role="group"
        aria-label={t('sitePages.list.categories')}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
        `}
        data-testid="article-categories"
      >
        {[{ code: '', name: t('sitePages.list.all') }, ...(data?.categories ?? [])].map((c) => (
          <button
            key={c.code || 'all'}
            type="button"
            css={chip(sitePages.category === c.code)}
            aria-pressed={sitePages.category === c.code}
            data-testid={`category-${c.code || 'all'}`}
            onClick={() => void sitePages.setCategory(c.code)}
          >
            {c.name}
          </button>
        ))}
      </div>
      <div
        aria-busy={list.loading}
        css={css`
          display: grid;
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 20px;
          @media (max-width: 1100px) {
            grid-template-columns: repeat(2, minmax(0, 1fr));
          }
        `}
        data-testid="article-list"
      >
        {showSkeleton ? <CardSkeletons count={6} /> : null}
        {list.failed && !data ? (
          <StateBox
            icon="close"
            title={list.errorText(t('sitePages.list.failed'))!}
            action={{ label: t('sitePages.list.retry'), onClick: () => list.reload() }}
            testId="articles-failed"
          />
        ) : null}
        {data && data.list.length === 0 ? (
          <StateBox
            icon={kind === 'blog' ? 'star' : 'megaphone'}
            title={t('sitePages.list.empty')}
            text={t('sitePages.list.emptyText')}
            testId="articles-empty"
          />
        ) : null}
        {data?.list.map((a) => (
          <ArticleCardView key={a.id} article={a} />
        ))}
      </div>
      {data && totalPages > 1 ? (
        <div
          css={css`
            display: flex;
            justify-content: center;
          `}
        >
          <Paginator
            page={sitePages.page}
            totalPages={totalPages}
            onChange={(p) => void sitePages.setPage(p)}
            label={t('sitePages.list.pages')}
          />
        </div>
      ) : null}
    </div>
  );
});
