/**
 * The generic center page renderer (design card; README "Member center and header wallet"): draws a center overlay's body
 * from the registry. Left: the center's menu (MenuRenderer, entries in the registry's order, i.e.
 * spec section 2, with red count badges from `badges`). Right: the current page, looked up by id
 * in a page table and lazy-loaded (no per-page switch here); the menu offers only pages the table
 * has, and an id the table does not have, reached directly, is drawn by the UnknownRenderer. A page
 * the table has is drawn only when the registry allows it to the session (engine/menus/pages.ts
 * pageAccess: its features on, its center serving the role); otherwise a notice, nothing of the
 * page, whatever the URL (`?center=manualRebate` with MANPLAYREB3 off), and a live switch-off
 * takes an open page away at once. The default page is the center's (spec section 4:
 * securityCenter for members). Trial users get the in_need_true_account refusal instead of any
 * page (spec section 6), guests the login dialog.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../components/styles';
import { DEFAULT_CENTER_PAGES } from '../../engine/menus/centerMenus';
import type { BadgeSource, MenuEntry } from '../../engine/registryTypes';
import { useStores } from '../stores';
import { NEED_TRUE_ACCOUNT } from '../stores/UiStore';
import { CenterPagesProvider, useCenterPageTables } from './center/offeredPages';
import { lazyPage, type CenterPageTable } from './center/pageTable';
import { PageBoundary } from './center/PageBoundary';
import { MenuRenderer } from './MenuRenderer';
import { UnknownRenderer } from './UnknownRenderer';

export type { CenterPageProps, CenterPageTable, CenterPageTables } from './center/pageTable';

export interface CenterPageRendererProps {
  center: 'member' | 'agent';
  /** The page to open; the center's default page when absent or empty. */
  page?: string;
  /**
   * Page id -> module loader of this center; the menu offers only its pages. Defaults to the
   * center's table of the {@link CenterPagesProvider} above (the router provides the build's
   * tables: src/features/routing/centerPages.ts), so a center overlay needs no import of it.
   */
  pages?: CenterPageTable;
  /** Red badge counts (spec section 2): shown when above 0. */
  badges?: Partial<Record<BadgeSource, number>>;
  renderIcon?: (icon: string, entry: MenuEntry) => ReactNode;
  /** Query parameters handed to the page. */
  params?: Readonly<Record<string, string>>;
  /** Called when the member picks another page (the overlay may keep it in its modal params). */
  onPageChange?: (page: string) => void;
}

const layout = css`
  display: grid;
  grid-template-columns: 250px minmax(0, 1fr);
  min-height: 560px;
`;
const aside = css`
  padding: 14px 10px;
  border-right: 1px solid var(--c-border);
  background: var(--c-bg-elevated);
`;
const main = css`
  padding: 24px 28px 28px;
  min-width: 0;
`;
const muted = css`
  color: var(--c-muted);
  font-size: 13px;
`;

function TrialRefusal() {
  const { t } = useTranslation();
  const { ui } = useStores();
  return (
    <div
      role="alert"
      data-testid="center-trial-refusal"
      css={css`
        display: grid;
        gap: 14px;
        justify-items: center;
        padding: 64px 24px;
        text-align: center;
      `}
    >
      <h3
        css={css`
          margin: 0;
          font-size: 20px;
        `}
      >
        {t('wallet.center.trialTitle')}
      </h3>
      <p
        css={css`
          margin: 0;
          max-width: 420px;
          color: var(--c-muted);
        `}
      >
        {t(`errors.${NEED_TRUE_ACCOUNT}`)}
      </p>
      <button type="button" css={primaryButton} onClick={() => ui.openModal('register')}>
        {t('wallet.center.register')}
      </button>
    </div>
  );
}

/**
 * What a center shows for a page the registry does not allow this session (its feature is off, or
 * its center does not serve the role): a notice, and nothing of the page (no chunk is loaded).
 */
function PageOff() {
  const { t } = useTranslation();
  return (
    <p role="alert" data-testid="center-page-off" css={muted}>
      {t('wallet.center.pageOff')}
    </p>
  );
}

export const CenterPageRenderer = observer(function CenterPageRenderer(props: CenterPageRendererProps) {
  const { t } = useTranslation();
  const { session, ui, config } = useStores();
  const tables = useCenterPageTables();
  const pages: CenterPageTable = props.pages ?? tables?.[props.center] ?? {};
  const initial = props.page || DEFAULT_CENTER_PAGES[props.center];
  const [current, setCurrent] = useState(initial);
  useEffect(() => setCurrent(initial), [initial]);
  const trial = session.isTrial;
  const guest = !session.isLoggedIn;
  useEffect(() => {
    if (guest) ui.openModal('login');
  }, [guest, ui]);

  const menuId = props.center === 'agent' ? 'agentCenter' : 'memberCenter';
  const prefix = props.center === 'agent' ? 'agent:' : '';
  const openPage = (page: string) => {
    setCurrent(page);
    props.onPageChange?.(page);
  };
  const handleAction = (entry: MenuEntry) => {
    if (entry.action.kind !== 'centerPage' || entry.action.center !== props.center) return false;
    openPage(entry.action.page);
    return true;
  };

  let body: ReactNode;
  // the registry's answer for the page (engine/menus/pages.ts), the one the router and the menus share
  const Page = trial ? null : lazyPage(pages, current);
  const allowed = Page !== null && config.pageAccess(props.center, current, session.role) === 'allowed';
  if (trial) body = <TrialRefusal />;
  else if (Page && !allowed) body = <PageOff />;
  else {
    body = Page ? (
      <PageBoundary page={current} message={t('wallet.center.loadFailed')} retryLabel={t('wallet.center.retry')}>
        <Suspense
          fallback={
            <p css={muted} aria-busy="true">
              {t('wallet.center.loading')}
            </p>
          }
        >
          <Page key={current} page={current} openPage={openPage} params={props.params ?? {}} />
        </Suspense>
      </PageBoundary>
    ) : (
      <UnknownRenderer what="center page" name={current} />
    );
  }

  return (
    <div css={layout} data-center={props.center} data-page={current}>
      <div css={aside}>
        <CenterPagesProvider tables={{ ...tables, [props.center]: pages }}>
          <MenuRenderer
            menuId={menuId}
            variant="center"
            activeId={`${prefix}${current}`}
            badges={props.badges}
            renderIcon={props.renderIcon}
            onAction={handleAction}
            ariaLabel={t('wallet.center.menu')}
          />
        </CenterPagesProvider>
      </div>
      <section aria-labelledby="center-page-title" css={main} data-testid="center-page">
        <h3
          id="center-page-title"
          css={css`
            margin: 0 0 18px;
            font-size: 22px;
            font-weight: 800;
          `}
        >
          {Page && !allowed ? t('wallet.center.pageOffTitle') : t(`center.${current}`, { defaultValue: current })}
        </h3>
        {body}
      </section>
    </div>
  );
});
