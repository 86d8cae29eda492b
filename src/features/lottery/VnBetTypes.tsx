/**
 * A Vietnam region's bet types with their published odds and prices (docs/lottery.md section 2
 * "Bet types and published payouts"): lô lines in points ("1 point = 27, 1 pays 95": the price of
 * one point and the return per point and hit), money lines at odds (đề 95x, 3 càng 950x, xiên).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { BetTypeRule, VnRegionMenu } from '../../../contract/types';
import { Skeleton } from '../../ui/rewardUi';
import { lotteryPanel, mutedText, panelHead, useBetTypeName } from './lotteryUi';
import { formatDecimal } from '../../../contract/money';

/** The known Vietnam bet types (docs/lottery.md section 2), for their "wins on" line. */
const VN_CODES = new Set(['lo2', 'lo3', 'de', 'cang3', 'xien2', 'xien3', 'xien4']);

/** The odds-and-price line of a bet type: points (price set) or money (odds only). */
export function useRuleText(): (rule: Pick<BetTypeRule, 'odds' | 'price'>) => string {
  const { t, i18n } = useTranslation();
  return (rule) =>
    rule.price !== null
      ? t('lottery.vn.pointRule', {
          price: formatDecimal(rule.price, i18n.language),
          odds: formatDecimal(rule.odds, i18n.language),
        })
      : t('lottery.vn.moneyRule', { odds: formatDecimal(rule.odds, i18n.language) });
}

export function VnBetTypes({
  menu,
  regionName,
  loading,
}: {
  menu: VnRegionMenu | null;
  regionName: string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const name = useBetTypeName();
  const ruleText = useRuleText();
  return (
    <aside
      css={[
        lotteryPanel,
        css`
          position: sticky;
          top: 16px;
        `,
      ]}
      aria-labelledby="vn-bet-types-title"
      data-testid="vn-bet-types"
    >
      <div css={panelHead}>
        <h2 id="vn-bet-types-title">{t('lottery.vn.betTypesTitle', { region: regionName })}</h2>
      </div>
      {loading ? (
        <Skeleton rows={5} height={42} />
      ) : !menu || menu.betTypes.length === 0 ? (
        <span css={mutedText}>{t('lottery.vn.noBetTypes')}</span>
      ) : (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 8px;
          `}
        >
          {menu.betTypes.map((rule) => (
            <li
              key={rule.code}
              data-testid="vn-bet-type"
              data-code={rule.code}
              css={css`
                display: grid;
                gap: 4px;
                padding: 10px 12px;
                border-radius: var(--r-md);
                border: 1px solid var(--c-border);
                background: var(--c-surface-2);
              `}
            >
              <strong
                css={css`
                  font-size: 14px;
                `}
              >
                {name(rule.code)}
              </strong>
              <span
                css={css`
                  font-weight: 800;
                  color: var(--c-gold);
                  font-variant-numeric: tabular-nums;
                `}
                data-testid="vn-bet-rule"
              >
                {ruleText(rule)}
              </span>
              {VN_CODES.has(rule.code) ? <span css={mutedText}>{t(`lottery.vn.wins.${rule.code}`)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
