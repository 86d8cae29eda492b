/**
 * Header (spec section 2): top navigation from the registry (drop menus of vendors on hover, large
 * above 10 vendors), then login and register buttons for guests, or the wallet (HeaderBalance:
 * balance, hide, refresh, withdraw, deposit; hidden on game pages), the VIP chip (when the
 * merchant runs VIP) and the account menu for logged-in users.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { ghostButton, iconButton, primaryButton } from '../../components/styles';
import { MenuRenderer } from '../../renderers/MenuRenderer';
import { useStores } from '../../stores';
import { BrandMark } from '../../ui/BrandMark';
import { HeaderBalance } from '../member-center/HeaderBalance';
import { FreeTrialButton } from '../auth/FreeTrialButton';
import { VipChip } from '../rewards/vip/VipChip';

/** Logged-in header buttons: the wallet, account and logout share the row with the navigation. */
const compactButton = css`
  height: 36px;
  padding: 0 12px;
`;

/** The navigation on its own row, under the brand and the wallet. */
const secondRow = css`
  order: 3;
  flex: 0 0 100%;
  border-top: 1px solid var(--c-border);
  nav > ul > li > a,
  nav > ul > li > button {
    height: 48px;
  }
`;

const topNavSkin = css`
  flex: 1;
  min-width: 0;
  nav > ul {
    gap: 0;
  }
  nav > ul > li > a,
  nav > ul > li > button {
    height: var(--header-h);
    padding: 0 9px;
    border-radius: 0;
    color: var(--c-muted);
    font-weight: 700;
    font-size: 14px;
    letter-spacing: 0.01em;
  }
  nav > ul > li > a svg,
  nav > ul > li > button svg {
    display: none;
  }
  nav > ul > li > a:hover,
  nav > ul > li > button:hover,
  nav > ul > li > [aria-current] {
    background: transparent;
    color: var(--c-text);
    box-shadow: inset 0 -3px 0 var(--c-primary);
  }
  nav > ul > li > ul {
    top: calc(100% - 4px);
    padding: 10px;
  }
  nav > ul > li > ul a,
  nav > ul > li > ul button {
    height: 44px;
    gap: 10px;
    font-weight: 600;
    font-size: 13px;
  }
  nav > ul > li > ul img {
    width: 28px;
    height: 28px;
    border-radius: 8px;
    background: var(--c-surface-2);
  }
`;

/** Gap between the header's parts (px); used by the fit measurement too. */
const HEADER_GAP = 18;

/**
 * Whether the top navigation must take a row of its own: true when its entries are wider than what
 * the brand and the buttons beside it leave on one row (e.g. EN labels beside the balance on a
 * 1440 px screen, or beside the login buttons at 1280 px). Measured on resize, whenever the entries
 * change (language) and when `state` (logged in or not) swaps the buttons.
 */
function useTwoRows(header: RefObject<HTMLElement | null>, nav: RefObject<HTMLElement | null>, state: string): boolean {
  const [twoRows, setTwoRows] = useState(false);
  useLayoutEffect(() => {
    const h = header.current;
    const n = nav.current;
    // Without a ResizeObserver (or before the refs are attached) twoRows keeps its initial false.
    if (!h || !n || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const list = n.querySelector('ul');
      if (!list) return;
      const style = getComputedStyle(h);
      const others = Array.from(h.children)
        .filter((c) => c !== n)
        .reduce((w, c) => w + (c as HTMLElement).offsetWidth + HEADER_GAP, 0);
      const available = h.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - others;
      setTwoRows(list.scrollWidth > available);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(h);
    for (const c of Array.from(h.children)) observer.observe(c);
    const list = n.querySelector('ul');
    if (list) observer.observe(list);
    measure();
    return () => observer.disconnect();
  }, [header, nav, state]);
  return twoRows;
}

export const Header = observer(function Header({ gamePage, showBrand }: { gamePage: boolean; showBrand: boolean }) {
  const { t } = useTranslation();
  const { ui, session, config, wallet } = useStores();
  const name = config.permission?.merchantName ?? t('common.appName');
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  const twoRows = useTwoRows(headerRef, navRef, session.isLoggedIn ? 'member' : 'guest');
  return (
    <header
      ref={headerRef}
      data-rows={twoRows ? 2 : 1}
      css={css`
        position: sticky;
        top: 0;
        z-index: 30;
        display: flex;
        flex-wrap: ${twoRows ? 'wrap' : 'nowrap'};
        align-items: center;
        gap: 0 ${HEADER_GAP}px;
        min-height: var(--header-h);
        height: ${twoRows ? 'auto' : 'var(--header-h)'};
        padding: 0 24px;
        background: var(--g-header);
        border-bottom: 1px solid var(--c-border);
        box-shadow: 0 4px 18px color-mix(in srgb, var(--c-shadow) 12%, transparent);
      `}
    >
      {showBrand ? (
        <Link to="/" aria-label={name}>
          <BrandMark name={name} />
        </Link>
      ) : null}
      <div ref={navRef} css={[topNavSkin, twoRows ? secondRow : null]}>
        <MenuRenderer
          menuId="topNav"
          variant="topNav"
          badges={session.isLoggedIn ? wallet.badges : undefined}
          ariaLabel={t('layout.mainNavigation')}
        />
      </div>
      {session.isLoggedIn ? (
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            flex-shrink: 0;
            min-height: var(--header-h);
            margin-left: auto;
          `}
        >
          {gamePage ? null : <HeaderBalance />}
          <VipChip />
          <div
            css={css`
              position: relative;
              &:hover > [data-account],
              &:focus-within > [data-account] {
                display: block;
              }
            `}
          >
            <button
              type="button"
              css={[ghostButton, compactButton]}
              aria-haspopup="true"
              aria-label={t('layout.accountMenu')}
            >
              <Icon name="user" size={16} />
              <span
                css={css`
                  max-width: 96px;
                  overflow: hidden;
                  text-overflow: ellipsis;
                `}
              >
                {session.member?.nickname || session.member?.account}
              </span>
              <Icon name="chevronDown" size={14} />
            </button>
            <div
              data-account
              css={css`
                display: none;
                position: absolute;
                right: 0;
                top: 100%;
                padding-top: 8px;
                z-index: 40;
                & > nav {
                  border-radius: var(--r-lg);
                  background: var(--c-bg-elevated);
                  border: 1px solid var(--c-border);
                  box-shadow: var(--shadow-raised);
                }
              `}
            >
              <MenuRenderer
                menuId="account"
                variant="account"
                badges={wallet.badges}
                ariaLabel={t('layout.accountMenu')}
              />
            </div>
          </div>
          <button
            type="button"
            css={iconButton}
            onClick={() => ui.openModal('logoutConfirm')}
            data-testid="header-logout"
            aria-label={t('forms.actions.logout')}
            title={t('forms.actions.logout')}
          >
            <Icon name="logout" size={16} />
          </button>
        </div>
      ) : (
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 10px;
            flex-shrink: 0;
            min-height: var(--header-h);
            margin-left: auto;
          `}
        >
          <FreeTrialButton variant="header" />
          <button type="button" css={ghostButton} onClick={() => ui.openModal('login')} data-testid="header-login">
            {t('common.login')}
          </button>
          <button
            type="button"
            css={primaryButton}
            onClick={() => ui.openModal('register')}
            data-testid="header-register"
          >
            {t('common.register')}
          </button>
        </div>
      )}
    </header>
  );
});
