/**
 * The header's VIP chip (docs/rewards.md "VIP"): the member's level name from the public member
 * state (WalletStore), shown only when the merchant runs VIP; it opens the VIP page of the member
 * center. The name comes in the language of the last refresh, so a language change refreshes it.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { useStores } from '../../../stores';

export const VipChip = observer(function VipChip() {
  const { t, i18n } = useTranslation();
  const { wallet, ui, session } = useStores();
  const lang = useRef(i18n.language);
  useEffect(() => {
    if (lang.current === i18n.language) return;
    lang.current = i18n.language;
    if (wallet.hasVip && session.isLoggedIn && !session.isTrial) void wallet.refresh();
  }, [i18n.language, wallet, session]);
  if (!wallet.hasVip || !wallet.vipLabelName) return null;
  return (
    <button
      type="button"
      data-testid="header-vip"
      data-level={wallet.vipRankLevel ?? undefined}
      aria-label={t('rewardCenter.vip.chipLabel', { name: wallet.vipLabelName })}
      title={t('rewardCenter.vip.chipLabel', { name: wallet.vipLabelName })}
      onClick={() => ui.openModal('memberCenter', { page: 'vip' })}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 5px;
        height: 28px;
        padding: 0 10px 0 8px;
        border-radius: var(--r-pill);
        border: 1px solid color-mix(in srgb, var(--c-gold) 55%, transparent);
        background: linear-gradient(
          135deg,
          color-mix(in srgb, var(--c-gold) 26%, transparent),
          color-mix(in srgb, var(--c-gold) 8%, transparent)
        );
        color: var(--c-gold);
        font-size: 12px;
        font-weight: 800;
        letter-spacing: 0.02em;
        cursor: pointer;
        white-space: nowrap;
        &:hover {
          border-color: var(--c-gold);
        }
      `}
    >
      <Icon name="vip" size={14} strokeWidth={2} />
      {wallet.vipLabelName}
    </button>
  );
});
