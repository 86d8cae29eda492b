/**
 * The site layout (spec section 2): side menu (hidden on game pages), header, the main view (one
 * shared view for /, /login and /register, otherwise keyed by the full path), footer, floating
 * service menu and the modal host. The footer (below the fold) and the live chat desk picker (a
 * closed dialog until the visitor opens it) are lazy chunks: the first paint needs neither.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useStores } from '../../stores';
import { useSocialReturn } from '../auth/useSocialReturn';
import { ModalHost } from '../modals/ModalHost';
import { RealityCheck } from '../rg/RealityCheck';
import { isGamePage, mainViewKey } from '../routing/routeTable';
import { Deferred } from '../shared/Deferred';
import { PageFallback } from '../shared/PageFallback';
import { FloatingService } from './FloatingService';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import { useContentLoader } from './useContentLoader';

const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
const ChatDeskPicker = lazy(() => import('../livechat/ChatDeskPicker').then((m) => ({ default: m.ChatDeskPicker })));

/** The footer's placeholder: its height, so nothing below the main view moves when it arrives. */
const footerPlaceholder = (
  <div
    css={css`
      min-height: 420px;
      margin-top: 48px;
    `}
  />
);

export const AppLayout = observer(function AppLayout() {
  const { t } = useTranslation();
  const { ui, livechat } = useStores();
  const location = useLocation();
  useContentLoader();
  useSocialReturn();
  const gamePage = isGamePage(location.pathname);
  const sideWidth = gamePage ? '0px' : ui.sideMenuOpen ? 'var(--side-open)' : 'var(--side-closed)';
  return (
    <div
      style={{ ['--side-w' as string]: sideWidth }}
      css={css`
        min-height: 100vh;
        padding-left: var(--side-w);
        transition: padding-left 0.2s ease;
      `}
    >
      <a
        href="#main"
        css={css`
          position: absolute;
          left: -9999px;
          &:focus {
            left: 12px;
            top: 12px;
            z-index: 100;
            padding: 8px 14px;
            border-radius: var(--r-md);
            background: var(--c-primary);
            color: var(--c-on-primary);
          }
        `}
      >
        {t('layout.skipToContent')}
      </a>
      {gamePage ? null : <SideMenu />}
      <Header gamePage={gamePage} showBrand={gamePage} />
      <main
        id="main"
        tabIndex={-1}
        css={css`
          max-width: 1240px;
          margin: 0 auto;
          padding: 24px 28px 0;
          outline: none;
        `}
      >
        <Suspense fallback={<PageFallback />}>
          <div key={mainViewKey(location.pathname, location.search)}>
            <Outlet />
          </div>
        </Suspense>
      </main>
      {/* Below the fold everywhere: drawn after the page, in an idle period or when scrolled near. */}
      <Deferred placeholder={footerPlaceholder}>
        <Suspense fallback={footerPlaceholder}>
          <Footer />
        </Suspense>
      </Deferred>
      <FloatingService />
      {livechat.pickerOpen ? (
        <Suspense fallback={null}>
          <ChatDeskPicker />
        </Suspense>
      ) : null}
      <ModalHost />
      {/* responsible gaming (docs/responsible-gaming.md): the reality check over every page and the seamless game page */}
      <RealityCheck />
    </div>
  );
});
