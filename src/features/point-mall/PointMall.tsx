/**
 * /pointMall (spec sections 2, 3 and 7; docs/promotions.md "Points (PTSYS3)"): the lazy area
 * PointMall. A header card with the points balance (big), pending points and the ratio, then tabs:
 * Mall (items by exchange type with the redeem dialog), Convert (points -> cash preview at the
 * ratio), Redeem history (status filter, paging) and Points details (type and date filters,
 * paging). The balance follows the site socket's `points` event live. The page itself never checks the
 * feature: the registry's site page `pointMall` requires `points` (PTSYS3), and the router leaves
 * for home when it is off (engine/menus/sitePages.ts, src/features/routing/RouteElement.tsx).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../contract/money';
import { Icon } from '../../components/Icon';
import { primaryButton } from '../../components/styles';
import { Tabs, tabPanelProps, useTabsId } from '../../components/Tabs';
import { useStores } from '../../stores';
import { PANELS } from '../../theme/palettes';
import { Skeleton } from '../../ui/rewardUi';
import { ConvertTab, DetailsTab, HistoryTab } from './HistoryTabs';
import { MallTab } from './MallTab';
import { showPoints } from './pointUi';

type Tab = 'mall' | 'convert' | 'history' | 'details';

/** The header card: balance, pending, totals, ratio. */
const BalanceCard = observer(function BalanceCard() {
  const { t, i18n } = useTranslation();
  const { points, wallet } = useStores();
  const b = points.balance.data;
  const c = points.config.data;
  return (
    <section
      aria-label={t('points.balance')}
      data-testid="points-header"
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1.3fr) repeat(3, minmax(0, 1fr));
        gap: 18px;
        align-items: stretch;
        padding: 24px 28px;
        border-radius: var(--r-lg);
        color: var(--c-on-vivid);
        background:
          radial-gradient(circle at 85% 20%, color-mix(in srgb, var(--c-gold) 55%, transparent), transparent 55%),
          ${PANELS.points.background};
        box-shadow: 0 14px 36px -18px color-mix(in srgb, ${PANELS.points.glow} 70%, transparent);
      `}
    >
      <div>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            font-size: 14px;
            opacity: 0.85;
          `}
        >
          <Icon name="points" size={18} />
          {t('points.balance')}
        </div>
        {b ? (
          <div
            data-testid="points-balance"
            css={css`
              font-size: 42px;
              font-weight: 800;
              letter-spacing: 0.5px;
              font-variant-numeric: tabular-nums;
              line-height: 1.15;
            `}
          >
            {showPoints(b.points, i18n.language)}
          </div>
        ) : (
          <div
            css={css`
              height: 48px;
              width: 180px;
              border-radius: 10px;
              background: color-mix(in srgb, var(--c-on-vivid) 18%, transparent);
            `}
          />
        )}
        {c ? (
          <div
            data-testid="points-ratio"
            css={css`
              margin-top: 6px;
              font-size: 13px;
              opacity: 0.85;
            `}
          >
            {t('points.ratio', { ratio: c.settings.ratio, cash: money('1.00', i18n.language, wallet.symbol) })}
          </div>
        ) : null}
      </div>
      {[
        { label: t('points.pending'), value: b?.pending, hint: t('points.pendingHint'), testId: 'points-pending' },
        { label: t('points.earned'), value: b?.earnedTotal, testId: 'points-earned' },
        { label: t('points.spent'), value: b?.spentTotal, testId: 'points-spent' },
      ].map((tile) => (
        <div
          key={tile.testId}
          css={css`
            padding: 14px 16px;
            border-radius: 14px;
            background: color-mix(in srgb, var(--c-on-vivid) 12%, transparent);
            backdrop-filter: blur(4px);
          `}
        >
          <div
            css={css`
              font-size: 12px;
              opacity: 0.8;
            `}
          >
            {tile.label}
          </div>
          <div
            data-testid={tile.testId}
            css={css`
              font-size: 22px;
              font-weight: 700;
              font-variant-numeric: tabular-nums;
            `}
          >
            {tile.value ? showPoints(tile.value, i18n.language) : '—'}
          </div>
          {tile.hint ? (
            <div
              css={css`
                font-size: 11px;
                opacity: 0.7;
                margin-top: 2px;
              `}
            >
              {tile.hint}
            </div>
          ) : null}
        </div>
      ))}
    </section>
  );
});

export default observer(function PointMall() {
  const { t, i18n } = useTranslation();
  const { points } = useStores();
  const [tab, setTab] = useState<Tab>('mall');
  const baseId = useTabsId();

  useEffect(() => {
    void points.open();
    return () => points.reset();
  }, [points, i18n.language]);

  const tabs = (['mall', 'convert', 'history', 'details'] as const).map((id) => ({
    id,
    label: t(`points.tabs.${id}`),
  }));
  return (
    <div
      data-testid="point-mall"
      css={css`
        display: grid;
        gap: 20px;
        padding: 24px 0 40px;
      `}
    >
      <div>
        <h1
          css={css`
            margin: 0 0 4px;
            font-size: 26px;
          `}
        >
          {t('points.title')}
        </h1>
        <p
          css={css`
            margin: 0;
            color: var(--c-muted);
            font-size: 14px;
          `}
        >
          {t('points.subtitle')}
        </p>
      </div>
      {points.balance.failed ? (
        <div
          role="alert"
          css={css`
            display: flex;
            gap: 12px;
            align-items: center;
            color: var(--c-muted);
          `}
        >
          {points.balance.errorText(t('points.loadFailed'))}
          <button type="button" css={primaryButton} onClick={() => void points.open()}>
            {t('points.retry')}
          </button>
        </div>
      ) : null}
      <BalanceCard />
      <Tabs items={tabs} value={tab} onChange={(v) => setTab(v)} label={t('points.title')} baseId={baseId} />
      <div {...tabPanelProps(baseId, tab)} data-testid={`points-tab-${tab}`}>
        {tab === 'mall' ? (
          <MallTab />
        ) : tab === 'convert' ? (
          <ConvertTab />
        ) : tab === 'history' ? (
          <HistoryTab />
        ) : (
          <DetailsTab />
        )}
        {!points.balance.data && !points.balance.failed && tab === 'mall' && !points.items.data ? (
          <Skeleton rows={2} height={120} />
        ) : null}
      </div>
    </div>
  );
});
