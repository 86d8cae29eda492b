/**
 * The collapsible side menu (spec section 2; open by default): brand, the registry's side menu
 * drawn by MenuRenderer (categories, reward center, invite friends, app download, customer service,
 * language and theme), the app download hover panel, and the current language and theme shown
 * beside their switches.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import type { MenuEntry } from '../../../engine/registryTypes';
import { MenuRenderer } from '../../renderers/MenuRenderer';
import { useStores } from '../../stores';
import { BrandMark } from '../../ui/BrandMark';

/** The QR panel (qrcode.react) is a lazy chunk: it loads on the first hover or focus of APP download. */
const AppDownloadPanel = lazy(() => import('./AppDownloadPanel').then((m) => ({ default: m.AppDownloadPanel })));

export const SideMenu = observer(function SideMenu() {
  const { t } = useTranslation();
  const { ui, config } = useStores();
  const open = ui.sideMenuOpen;
  // Read here, not only inside renderIcon: the entries call renderIcon in their own (untracked)
  // render, so the side menu itself must re-render when the theme or the language changes.
  const { theme, lang } = ui;
  const [panelTop, setPanelTop] = useState<number | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const entryOf = (target: EventTarget | null): HTMLElement | null =>
    target instanceof Element ? (target.closest('[data-entry="appDownload"]') as HTMLElement | null) : null;
  const handleEnter = (e: React.SyntheticEvent) => {
    const el = entryOf(e.target);
    if (!el) return;
    if (hideTimer.current) clearTimeout(hideTimer.current);
    setPanelTop(el.getBoundingClientRect().top);
  };
  const handleLeave = (e: React.SyntheticEvent) => {
    if (!entryOf(e.target)) return;
    hideTimer.current = setTimeout(() => setPanelTop(null), 150);
  };
  const renderIcon = (icon: string, entry: MenuEntry): ReactNode => {
    if (entry.id === 'language') {
      return (
        <>
          <Icon name={icon} size={20} />
          {open ? <span css={pillEnd}>{t(`common.languages.${lang}`)}</span> : null}
        </>
      );
    }
    if (entry.id === 'theme') {
      return (
        <>
          <Icon name={theme === 'dark' ? 'moon' : 'sun'} size={20} />
          {open ? <span css={pillEnd}>{t(`common.themes.${theme}`)}</span> : null}
        </>
      );
    }
    return <Icon name={icon} size={20} />;
  };

  return (
    <aside
      aria-label={t('layout.sideNavigation')}
      data-open={open}
      css={css`
        position: fixed;
        inset: 0 auto 0 0;
        z-index: 40;
        display: flex;
        flex-direction: column;
        width: var(--side-w);
        background: var(--c-bg-elevated);
        border-right: 1px solid var(--c-border);
        transition: width 0.2s ease;
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: ${open ? 'space-between' : 'center'};
          gap: 8px;
          height: var(--header-h);
          padding: 0 ${open ? '14px 0 18px' : '0'};
          border-bottom: 1px solid var(--c-border);
        `}
      >
        {open ? (
          <Link to="/" aria-label={config.permission?.merchantName ?? t('common.appName')}>
            <BrandMark name={config.permission?.merchantName ?? t('common.appName')} />
          </Link>
        ) : null}
        <button
          type="button"
          onClick={() => ui.toggleSideMenu()}
          aria-expanded={open}
          aria-label={open ? t('layout.collapseMenu') : t('layout.expandMenu')}
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 36px;
            height: 36px;
            border-radius: 10px;
            border: 1px solid var(--c-border);
            background: var(--c-surface);
            color: var(--c-text);
            cursor: pointer;
            &:hover {
              color: var(--c-primary);
              border-color: var(--c-primary);
            }
          `}
        >
          <Icon name={open ? 'chevronLeft' : 'menu'} size={18} />
        </button>
      </div>
      <div
        onMouseOver={handleEnter}
        onMouseOut={handleLeave}
        onFocus={handleEnter}
        onBlur={handleLeave}
        css={css`
          flex: 1;
          overflow-y: auto;
          overflow-x: hidden;
          padding: 12px 10px 20px;
          [data-entry] {
            height: 42px;
            gap: 12px;
            color: var(--c-muted);
            font-weight: 600;
            ${open ? '' : 'justify-content: center; padding: 0;'}
          }
          [data-entry]:hover,
          [data-entry][aria-current] {
            color: var(--c-text);
          }
          [data-entry] svg {
            color: var(--c-primary);
          }
          [data-entry^='side:'] + *,
          li:has(> [data-entry='rewardCenter']) {
            margin-top: 0;
          }
          li:has(> [data-entry='rewardCenter']),
          li:has(> [data-entry^='cs:']):not(li:has(> [data-entry^='cs:']) + li),
          li:has(> [data-entry='language']) {
            margin-top: 10px;
            padding-top: 10px;
            border-top: 1px solid var(--c-border);
          }
        `}
      >
        <MenuRenderer
          menuId="side"
          variant="side"
          collapsed={!open}
          renderIcon={renderIcon}
          ariaLabel={t('layout.sideNavigation')}
        />
      </div>
      {panelTop !== null ? (
        <div
          onMouseEnter={() => hideTimer.current && clearTimeout(hideTimer.current)}
          onMouseLeave={() => setPanelTop(null)}
        >
          <Suspense fallback={null}>
            <AppDownloadPanel top={panelTop} />
          </Suspense>
        </div>
      ) : null}
    </aside>
  );
});

const pillEnd = css`
  order: 3;
  margin-left: auto;
  padding: 2px 8px;
  border-radius: var(--r-pill);
  background: var(--c-surface-2);
  color: var(--c-muted);
  font-size: 11px;
  font-weight: 700;
`;
