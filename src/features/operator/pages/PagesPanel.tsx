/**
 * The console's Site pages tab (docs/site-pages.md): the merchant's `pages` document as a versioned
 * draft (the console root's `pages`, src/stores/operator/PagesConsoleStore.ts)
 * in sub-views Articles (./ArticlesView.tsx), Categories, About us, Help center and History (the
 * pages versions with their diff and one-click rollback, the shared HistoryPanel), saved by the
 * shared SaveBar with a note; a refused save shows each error next to its field. Every open page of
 * the site follows a save without a reload (the `pages` socket event).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chip } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { HistoryPanel } from '../HistoryPanel';
import { SaveBar } from '../SaveBar';
import { muted } from '../ui';
import { AboutView } from './AboutView';
import { ArticlesView } from './ArticlesView';
import { CategoriesView } from './CategoriesView';
import { K } from './fields';
import { HelpView } from './HelpView';

type View = 'articles' | 'categories' | 'about' | 'help' | 'history';
const VIEWS: readonly View[] = ['articles', 'categories', 'about', 'help', 'history'];
/** Where each view's refusals point. */
const POINTERS: Record<Exclude<View, 'history'>, string> = {
  articles: '/articles',
  categories: '/categories',
  about: '/about',
  help: '/help',
};

/** The tab over the console root's `pages` (useConsoleStores; loads the document once). */
export const PagesPanel = observer(function PagesPanel() {
  const { t } = useTranslation();
  const draft = useConsoleStores().pages;
  const [view, setView] = useState<View>('articles');
  useEffect(() => {
    if (!draft.current) void draft.loadDocument();
  }, [draft]);
  return (
    <div
      data-testid="operator-pages"
      css={css`
        display: grid;
        gap: 16px;
        min-width: 0;
      `}
    >
      <p css={muted}>{t(`${K}.intro`)}</p>
      <div
        role="group"
        aria-label={t(`${K}.views.label`)}
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 8px;
        `}
      >
        {VIEWS.map((v) => {
          const refused = v !== 'history' && draft.errorsAt(POINTERS[v]).length > 0;
          return (
            <button
              key={v}
              type="button"
              css={[
                chip(view === v),
                refused &&
                  css`
                    outline: 2px solid var(--c-danger);
                  `,
              ]}
              aria-pressed={view === v}
              data-testid={`pages-view-${v}`}
              onClick={() => setView(v)}
            >
              {t(`${K}.views.${v}`)}
              {refused ? ' •' : ''}
            </button>
          );
        })}
      </div>
      {!draft.draft ? (
        <p css={muted} role="status">
          {draft.failure ?? t(`${K}.loading`)}
        </p>
      ) : (
        <>
          {view === 'articles' ? <ArticlesView draft={draft} /> : null}
          {view === 'categories' ? <CategoriesView draft={draft} /> : null}
          {view === 'about' ? <AboutView draft={draft} /> : null}
          {view === 'help' ? <HelpView draft={draft} /> : null}
          {view === 'history' ? <HistoryPanel kind="pages" doc={draft} /> : null}
        </>
      )}
      <div
        css={css`
          margin: 0 -20px -20px;
        `}
      >
        <SaveBar doc={draft} testId="save-pages" liveLabel={`${K}.upToDate`} />
      </div>
    </div>
  );
});
