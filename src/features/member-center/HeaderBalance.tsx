/**
 * The header wallet (spec section 2): balance with the currency symbol, a hide
 * toggle that shows stars (remembered), refresh (balance and unread count), withdraw and deposit
 * buttons that open those member center pages, the platform messages button with its red unread
 * badge (wallet.unreadMessage, pushed live; opens messageV2); a `?center=<page>&order=<no>` query (the payment
 * gateway's return) opens that page. While mounted (logged in, not on a game page) it
 * keeps the site socket open so the balance changes live.
 */
import { css, keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { accentButton, iconButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { HIDDEN_BALANCE } from '../../stores/WalletStore';
import { money } from '../../../contract/money';
import { MoneyIcon } from '../../ui/moneyIcons';

const spin = keyframes`to { transform: rotate(360deg); }`;

const pill = css`
  display: flex;
  align-items: center;
  gap: 6px;
  height: 36px;
  padding: 0 4px 0 14px;
  border-radius: var(--r-pill);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
`;
const amountText = css`
  min-width: 72px;
  font-variant-numeric: tabular-nums;
  font-weight: 800;
  font-size: 15px;
  color: var(--c-gold);
  white-space: nowrap;
`;
const small = css`
  ${iconButton};
  width: 28px;
  height: 28px;
  border: 0;
  background: transparent;
`;
const unreadBadge = css`
  position: absolute;
  top: -5px;
  right: -6px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: var(--r-pill);
  background: var(--c-danger);
  color: var(--c-on-vivid);
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
  box-shadow: 0 0 0 2px var(--c-surface);
`;
const compact = css`
  height: 36px;
  padding: 0 14px;
  font-size: 13px;
`;

export const HeaderBalance = observer(function HeaderBalance() {
  const { t, i18n } = useTranslation();
  const { wallet, ui, session, auth } = useStores();
  const token = session.token;
  // a login held to a password change may not read the wallet yet (the server refuses): load it once changed
  const held = auth.passwordChangeRequired;

  useEffect(() => {
    if (held) return undefined;
    void wallet.refresh();
    wallet.startLive();
    return () => {
      wallet.stopLive();
      if (!session.isLoggedIn) wallet.reset();
    };
  }, [wallet, session, token, held]);

  // The payment gateway sends the payer back to /?center=depositv2&order=... (docs: demo gateway).
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const page = query.get('center');
    if (!page) return;
    const order = query.get('order');
    ui.openModal('memberCenter', { page, ...(order ? { order } : {}) });
    query.delete('center');
    query.delete('order');
    const rest = query.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash },
      { replace: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, ui]);

  const open = (page: 'depositv2' | 'withdraw' | 'messageV2') => {
    if (!ui.requireLogin()) return;
    ui.openModal('memberCenter', { page });
  };
  const symbol = wallet.symbol;
  const shown =
    wallet.balance === null ? '—' : wallet.hidden ? HIDDEN_BALANCE : money(wallet.balance, i18n.language, symbol);

  return (
    <section
      aria-label={t('layout.balanceRegion')}
      data-testid="balance-region"
      css={css`
        display: flex;
        align-items: center;
        gap: 6px;
      `}
    >
      <div css={pill}>
        <output
          aria-label={t('wallet.header.balance')}
          aria-live="polite"
          data-testid="header-balance"
          data-hidden={wallet.hidden}
          css={amountText}
          title={wallet.failed ? t('wallet.header.unavailable') : undefined}
        >
          {shown}
        </output>
        <button
          type="button"
          css={small}
          onClick={() => wallet.toggleHidden()}
          aria-pressed={wallet.hidden}
          aria-label={t(wallet.hidden ? 'wallet.header.show' : 'wallet.header.hide')}
          data-testid="balance-toggle"
        >
          <MoneyIcon name={wallet.hidden ? 'eyeOff' : 'eye'} size={16} />
        </button>
        <button
          type="button"
          css={[
            small,
            wallet.refreshing
              ? css`
                  svg {
                    animation: ${spin} 0.8s linear infinite;
                  }
                `
              : null,
          ]}
          onClick={() => void wallet.refresh()}
          disabled={wallet.refreshing}
          aria-label={t('wallet.header.refresh')}
          data-testid="balance-refresh"
        >
          <MoneyIcon name="refresh" size={16} />
        </button>
      </div>
      <button
        type="button"
        css={[
          iconButton,
          css`
            position: relative;
            flex: none;
          `,
        ]}
        onClick={() => open('messageV2')}
        aria-label={
          wallet.unreadMessage > 0
            ? `${t('center.messageV2')} (${t('messages.unreadCount', { count: wallet.unreadMessage })})`
            : t('center.messageV2')
        }
        title={t('center.messageV2')}
        data-testid="header-messages"
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
          aria-hidden
        >
          <path d="M4 6h16v12H4z" />
          <path d="m4 7 8 6 8-6" />
        </svg>
        {wallet.unreadMessage > 0 ? (
          <span data-testid="header-unread" css={unreadBadge}>
            {wallet.unreadMessage > 99 ? '99+' : wallet.unreadMessage}
          </span>
        ) : null}
      </button>
      <button
        type="button"
        css={[accentButton, compact]}
        onClick={() => open('withdraw')}
        data-testid="header-withdraw"
      >
        {t('wallet.header.withdraw')}
      </button>
      <button
        type="button"
        css={[primaryButton, compact]}
        onClick={() => open('depositv2')}
        data-testid="header-deposit"
      >
        {t('wallet.header.deposit')}
      </button>
    </section>
  );
});
