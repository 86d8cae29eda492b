/**
 * /promotions (spec sections 2, 4 and 5; docs/promotions.md): a hero, category tabs (All + the
 * merchant's), a grid of promotion cards with their state and action, the details modal
 * deep-linkable as /promotions?promo=<id> (opening pushes the query, closing removes it), the apply
 * dialog, and the "My activities" view (the activity center: Active / History, paged). Visitors
 * clicking an action get the login popup, trial users the in_need_true_account notice
 * (UiStore.requireLogin). Lazy chunk Promotions.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { money } from '../../../contract/money';
import type { Promotion, PromotionClaimAnswer } from '../../../contract/types';
import { Paginator } from '../../components/Paginator';
import { chip } from '../../components/styles';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import { useStores } from '../../stores';
import {
  ACTIVITY_PAGE_SIZE,
  PROMOTION_PAGE_SIZE,
  type ActivityTab,
  type PromotionsView,
} from '../../stores/promotions/PromotionsStore';
import { LoadFailed, Notice } from '../../ui/kit';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { PageHero } from '../shared/PageHero';
import { ApplyDialog } from './ApplyDialog';
import { PromotionCard } from './PromotionCard';
import { PromotionDetailsModal } from './PromotionDetailsModal';
import { Toast } from '../../components/Toast';
import { actionOf } from './promotionUi';

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(270px, 1fr));
  gap: 20px;
`;

function GridSkeleton() {
  return (
    <div css={gridCss} aria-busy="true" data-testid="promotions-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          css={css`
            border-radius: var(--r-lg);
            overflow: hidden;
            border: 1px solid var(--c-border);
            background: var(--c-surface);
          `}
        >
          <Skeleton rows={1} height={150} />
          <div
            css={css`
              padding: 14px 16px;
              display: grid;
              gap: 8px;
            `}
          >
            <Skeleton rows={3} height={14} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** The open promotion id of the query (?promo=<id>), or null. */
const promoOf = (params: URLSearchParams): number | null => {
  const n = Number(params.get('promo'));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const Promotions = observer(function Promotions() {
  const { t, i18n } = useTranslation();
  const { promotions, session, ui, wallet } = useStores();
  const [params, setParams] = useSearchParams();
  const [applying, setApplying] = useState<Promotion | null>(null);
  const [toast, setToast] = useState<{ text: string; tone: 'good' | 'bad' } | null>(null);
  const viewTabs = useTabsId();
  const activityTabs = useTabsId();
  const openId = promoOf(params);
  const lang = i18n.language;

  // the lists follow the language and the session (a login turns a guest's states into the member's)
  useEffect(() => {
    void (promotions.view === 'catalogue' ? promotions.loadList() : promotions.loadActivities());
  }, [lang, session.token]); // eslint-disable-line react-hooks/exhaustive-deps -- reloads on language and session only
  useEffect(() => {
    if (openId !== promotions.openId || openId !== null) void promotions.open(openId);
  }, [openId, lang, session.token]); // eslint-disable-line react-hooks/exhaustive-deps -- reloads on the open id, language and session only

  const openDetails = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set('promo', String(id));
      setParams(next);
    },
    [params, setParams],
  );
  const closeDetails = useCallback(() => {
    const next = new URLSearchParams(params);
    next.delete('promo');
    setParams(next);
  }, [params, setParams]);

  /** The card's or the modal's action: login first (visitors, trial users), then join, apply or claim. */
  const act = useCallback(
    async (p: Promotion) => {
      const action = actionOf(p, t);
      if (action.kind === 'none') return;
      if (!ui.requireLogin()) return;
      if (action.kind === 'apply') {
        setApplying(p);
        return;
      }
      if (action.kind === 'join') {
        const answer = await promotions.join(p.id);
        setToast(
          answer
            ? { text: t(p.kind === 'raffle' ? 'promotions.toast.joined' : 'promotions.toast.signedUp'), tone: 'good' }
            : { text: promotions.results[p.id]?.message ?? t('promotions.failed'), tone: 'bad' },
        );
        return;
      }
      const answer = (await promotions.claim(p.id)) as PromotionClaimAnswer | null;
      setToast(
        answer
          ? {
              text: t('promotions.toast.claimed', { amount: money(answer.reward.amount, lang, wallet.symbol) }),
              tone: 'good',
            }
          : { text: promotions.results[p.id]?.message ?? t('promotions.failed'), tone: 'bad' },
      );
    },
    [t, ui, promotions, lang, wallet],
  );

  const list = promotions.list;
  const data = list.data;
  const categories = data?.categories ?? [];
  const views: { id: PromotionsView; label: string }[] = [
    { id: 'catalogue', label: t('promotions.tabs.catalogue') },
    ...(session.isLoggedIn && !session.isTrial
      ? [{ id: 'activities' as const, label: t('promotions.tabs.activities') }]
      : []),
  ];

  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 24px;
      `}
      data-testid="promotions-page"
    >
      <PageHero
        icon="gift"
        title={t('promotions.title')}
        text={t('promotions.subtitle')}
        titleId="promotions-title"
        aside={
          session.isLoggedIn && data && data.availablePromoCount > 0 ? (
            <span
              data-testid="promotions-available"
              css={css`
                padding: 8px 16px;
                border-radius: 999px;
                background: color-mix(in srgb, var(--c-on-vivid) 18%, transparent);
                color: var(--c-on-vivid);
                font-weight: 800;
                white-space: nowrap;
              `}
            >
              {t('promotions.available', { count: data.availablePromoCount })}
            </span>
          ) : undefined
        }
      />
      {views.length > 1 ? (
        <Tabs
          items={views}
          value={promotions.view}
          onChange={(v) => void promotions.setView(v)}
          label={t('promotions.tabs.label')}
          baseId={viewTabs}
        />
      ) : null}

      {promotions.view === 'catalogue' ? (
        <section
          aria-labelledby="promotions-title"
          css={css`
            display: grid;
            gap: 18px;
          `}
          {...(views.length > 1 ? tabPanelProps(viewTabs, 'catalogue') : {})}
        >
          <div
            role="group"
            aria-label={t('promotions.categories.label')}
            css={css`
              display: flex;
              flex-wrap: wrap;
              gap: 8px;
            `}
            data-testid="promotion-categories"
          >
            {[{ code: 'all', name: t('promotions.categories.all') }, ...categories].map((c) => (
              <button
                key={c.code}
                type="button"
                css={chip(promotions.category === c.code)}
                aria-pressed={promotions.category === c.code}
                onClick={() => void promotions.setCategory(c.code)}
              >
                {c.name}
              </button>
            ))}
          </div>
          {list.loading && !data ? (
            <GridSkeleton />
          ) : list.failed ? (
            <LoadFailed
              message={list.errorText(t('promotions.error'))}
              onRetry={() => list.reload()}
              retryLabel={t('promotions.retry')}
            />
          ) : data && data.list.length === 0 ? (
            <EmptyState
              icon="gift"
              text={t('promotions.empty.catalogue')}
              hint={t('promotions.empty.catalogueHint')}
              testId="promotions-empty"
            />
          ) : data ? (
            <>
              <div
                css={[
                  gridCss,
                  list.loading
                    ? css`
                        opacity: 0.6;
                      `
                    : null,
                ]}
                data-testid="promotions-grid"
              >
                {data.list.map((p) => (
                  <PromotionCard
                    key={p.id}
                    promotion={p}
                    onOpen={() => openDetails(p.id)}
                    onAction={() => void act(p)}
                  />
                ))}
              </div>
              {data.total > PROMOTION_PAGE_SIZE ? (
                <Paginator
                  page={promotions.page}
                  totalPages={Math.ceil(data.total / PROMOTION_PAGE_SIZE)}
                  onChange={(n) => void promotions.setPage(n)}
                  label={t('promotions.pages')}
                />
              ) : null}
            </>
          ) : null}
        </section>
      ) : (
        <section
          css={css`
            display: grid;
            gap: 18px;
          `}
          {...tabPanelProps(viewTabs, 'activities')}
          data-testid="activity-center"
        >
          <Tabs
            items={[
              { id: 'active' as ActivityTab, label: t('promotions.activityTabs.active') },
              { id: 'history' as ActivityTab, label: t('promotions.activityTabs.history') },
            ]}
            value={promotions.activityTab}
            onChange={(v) => void promotions.setActivityTab(v)}
            label={t('promotions.activityTabs.label')}
            baseId={activityTabs}
          />
          <div {...tabPanelProps(activityTabs, promotions.activityTab)}>
            {promotions.activities.loading && !promotions.activities.data ? (
              <GridSkeleton />
            ) : promotions.activities.failed ? (
              <Notice tone="bad">{promotions.activities.errorText(t('promotions.error'))}</Notice>
            ) : promotions.activities.data && promotions.activities.data.list.length === 0 ? (
              promotions.activityTab === 'active' ? (
                <EmptyState
                  icon="gift"
                  text={t('promotions.empty.active')}
                  hint={t('promotions.empty.activeHint')}
                  testId="activities-empty"
                />
              ) : (
                <EmptyState icon="clock" text={t('promotions.empty.history')} testId="activities-empty" />
              )
            ) : promotions.activities.data ? (
              <div
                css={css`
                  display: grid;
                  gap: 18px;
                `}
              >
                <div css={gridCss}>
                  {promotions.activities.data.list.map((p) => (
                    <PromotionCard
                      key={p.id}
                      promotion={p}
                      onOpen={() => openDetails(p.id)}
                      onAction={() => void act(p)}
                    />
                  ))}
                </div>
                {promotions.activities.data.total > ACTIVITY_PAGE_SIZE ? (
                  <Paginator
                    page={promotions.activityPage}
                    totalPages={Math.ceil(promotions.activities.data.total / ACTIVITY_PAGE_SIZE)}
                    onChange={(n) => void promotions.setActivityPage(n)}
                    label={t('promotions.pages')}
                  />
                ) : null}
              </div>
            ) : null}
          </div>
        </section>
      )}

      {openId !== null ? <PromotionDetailsModal onClose={closeDetails} onAction={(p) => void act(p)} /> : null}
      {applying ? (
        <ApplyDialog
          promotion={applying}
          onClose={() => setApplying(null)}
          onApplied={() => {
            setApplying(null);
            setToast({ text: t('promotions.toast.applied'), tone: 'good' });
          }}
        />
      ) : null}
      {toast ? (
        <Toast text={toast.text} tone={toast.tone} onDone={() => setToast(null)} testId="promotion-toast" />
      ) : null}
    </div>
  );
});

export default Promotions;
