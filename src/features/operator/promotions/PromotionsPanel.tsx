/**
 * The operator console's Promotions tab (docs/promotions.md "Operator console"): sub-tabs
 * Promotions (the list with cost, ./PromotionListView.tsx, and the editor, ./PromotionEditor.tsx),
 * Applications (the review queue, ./ApplicationsView.tsx) and Categories (./CategoriesView.tsx).
 * State: the console root's `promotions` (src/stores/operator/PromotionsConsoleStore.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorPromotion } from '../../../../contract/types';
import { chip } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { promotionsApiOf } from '../../../stores/operator/PromotionsConsoleStore';
import { ApplicationsView } from './ApplicationsView';
import { CategoriesView } from './CategoriesView';
import { PromotionEditor } from './PromotionEditor';
import { PromotionListView } from './PromotionListView';

type View = 'promotions' | 'applications' | 'categories';
const K = 'operator.console.promotions';

/** The tab over the console root's `promotions` (useConsoleStores). */
export const PromotionsPanel = observer(function PromotionsPanel() {
  const { t } = useTranslation();
  const store = useConsoleStores().promotions;
  const [view, setView] = useState<View>('promotions');
  const [vipLevels, setVipLevels] = useState<{ level: number; name: { TW: string; EN: string } }[]>([]);
  const [all, setAll] = useState<OperatorPromotion[]>([]);
  const fallback = t(`${K}.loadFailed`);
  const reloadAll = useCallback(() => {
    promotionsApiOf(store)
      .list({ pageNo: 1, pageSize: 100 })
      .then((page) => setAll(page.list))
      .catch(() => setAll([]));
  }, [store]);
  useEffect(() => {
    void store.list.load(1, fallback);
    if (!store.categories.saved) void store.categories.load(fallback);
    promotionsApiOf(store)
      .vipLevels()
      .then(setVipLevels)
      .catch(() => setVipLevels([]));
    reloadAll();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per store; reloadAll is a fresh closure each render
  }, [store]);
  const categories = store.categories.saved?.categories ?? [];
  const editing = store.editor.open;
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        min-width: 0;
        & > section {
          min-width: 0;
        }
      `}
      data-testid="operator-promotions"
    >
      <div
        role="group"
        aria-label={t(`${K}.views.label`)}
        css={css`
          display: flex;
          gap: 8px;
        `}
      >
        {(['promotions', 'applications', 'categories'] as const).map((v) => (
          <button
            key={v}
            type="button"
            css={chip(view === v)}
            aria-pressed={view === v}
            onClick={() => {
              setView(v);
              if (v === 'applications') reloadAll();
            }}
            data-testid={`promotions-view-${v}`}
          >
            {t(`${K}.views.${v}`)}
            {v === 'applications' && all.some((p) => p.stats.applying > 0) ? (
              <span
                css={css`
                  margin-left: 6px;
                  min-width: 18px;
                  height: 18px;
                  padding: 0 5px;
                  border-radius: 9px;
                  background: var(--c-danger);
                  color: var(--c-on-vivid);
                  font-size: 11px;
                  display: inline-grid;
                  place-items: center;
                `}
              >
                {all.reduce((n, p) => n + p.stats.applying, 0)}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      {view === 'promotions' ? (
        editing ? (
          <PromotionEditor
            store={store}
            vipLevels={vipLevels}
            categories={categories}
            onDone={() => {
              void store.list.load(store.list.pageNo, fallback);
              reloadAll();
            }}
          />
        ) : (
          <PromotionListView
            store={store}
            onCreate={() => store.editor.startNew(categories[0]?.code ?? 'daily')}
            onOpen={(id) => void store.editor.openExisting(id, fallback)}
          />
        )
      ) : view === 'applications' ? (
        <ApplicationsView store={store} promotions={all} />
      ) : (
        <CategoriesView store={store} onSaved={() => undefined} />
      )}
    </div>
  );
});
