/**
 * Header (spec section 2): top navigation from the registry (drop menus of vendors on hover, large
 * above 10 vendors), then login and register buttons for guests, or the wallet (HeaderBalance:
 * balance, hide, refresh, withdraw, deposit; hidden on game pages) and the account menu for
 * logged-in users.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { ghostButton, primaryButton } from '../../components/styles';
import { MenuRenderer } from '../../renderers/MenuRenderer';
import { useStores } from '../../stores';
import { BrandMark } from './BrandMark';
import { HeaderBalance } from '../member-center/HeaderBalance';
import { FreeTrialButton } from '../auth/FreeTrialButton';

const topNavSkin = css`
  flex: 1;
  min-width: 0;
  nav > ul {
    gap: 0;
  }
  nav > ul > li > a,
  nav > ul > li > button {
    height: var(--header-h);
    padding: 0 11px;
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

export const Header = observer(function Header({ gamePage, showBrand }: { gamePage: boolean; showBrand: boolean }) {
  const { t } = useTranslation();
  const { ui, session, config } = useStores();
  const name = config.permission?.merchantName ?? t('common.appName');
  return (
    <header
      css={css`
        position: sticky;
        top: 0;
        z-index: 30;
        display: flex;
        align-items: center;
        gap: 18px;
        height: var(--header-h);
        padding: 0 24px;
        background: var(--g-header);
        border-bottom: 1px solid var(--c-border);
        box-shadow: 0 4px 18px rgba(0, 0, 0, 0.12);
      `}
    >
      {showBrand ? (
        <Link to="/" aria-label={name}>
          <BrandMark name={name} />
        </Link>
      ) : null}
      <div css={topNavSkin}>
        <MenuRenderer menuId="topNav" variant="topNav" ariaLabel={t('layout.mainNavigation')} />
      </div>
      {session.isLoggedIn ? (
        <div css={css`display: flex; align-items: center; gap: 12px;`}>
          {gamePage ? null : <HeaderBalance />}
          <div
            css={css`
              position: relative;
              &:hover > [data-account],
              &:focus-within > [data-account] {
                display: block;
              }
            `}
          >
            <button type="button" css={ghostButton} aria-haspopup="true" aria-label={t('layout.accountMenu')}>
              <Icon name="user" size={16} />
              {session.member?.nickname || session.member?.account}
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
              <MenuRenderer menuId="account" variant="account" ariaLabel={t('layout.accountMenu')} />
            </div>
          </div>
          <button type="button" css={ghostButton} onClick={() => ui.openModal('logoutConfirm')} data-testid="header-logout">
            <Icon name="logout" size={16} />
            {t('forms.actions.logout')}
          </button>
        </div>
      ) : (
        <div css={css`display: flex; align-items: center; gap: 10px; flex-shrink: 0;`}>
          <FreeTrialButton variant="header" />
          <button type="button" css={ghostButton} onClick={() => ui.openModal('login')} data-testid="header-login">
            {t('common.login')}
          </button>
          <button type="button" css={primaryButton} onClick={() => ui.openModal('register')} data-testid="header-register">
            {t('common.register')}
          </button>
        </div>
      )}
    </header>
  );
});
