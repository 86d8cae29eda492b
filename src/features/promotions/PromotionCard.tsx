/**
 * One promotion card of the catalogue and the activity center (spec sections 2 and 4): the image
 * (or a gradient placeholder), the kind, the title, the period, the reward text, the state pill
 * coloured by state, a progress bar while counting, and the action button by state (join now,
 * sign up, apply, claim payout; a disabled label otherwise). Clicking the card opens its details.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../contract/types';
import { primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { ProgressBar, PROGRESS_GRADIENT } from '../../ui/rewardUi';
import { actionOf, periodText, PROMOTION_CARD_SIZES, PromotionImage, StatePill } from './promotionUi';

const cardCss = css`
  display: flex;
  flex-direction: column;
  border-radius: var(--r-lg);
  overflow: hidden;
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  box-shadow: var(--shadow-card);
  transition:
    transform 0.15s ease,
    box-shadow 0.15s ease;
  cursor: pointer;
  &:hover {
    transform: translateY(-2px);
    box-shadow: 0 12px 28px color-mix(in srgb, var(--c-shadow) 14%, transparent);
  }
`;

export const PromotionCard = observer(function PromotionCard({
  promotion,
  onOpen,
  onAction,
}: {
  promotion: Promotion;
  onOpen: () => void;
  onAction: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { promotions } = useStores();
  const action = actionOf(promotion, t);
  const counting =
    promotion.entry &&
    promotion.entry.target !== null &&
    (promotion.state === 'inProgress' || promotion.state === 'signedUp' || promotion.state === 'joined');
  return (
    <article css={cardCss} data-testid={`promotion-${promotion.id}`} aria-label={promotion.title} onClick={onOpen}>
      <div
        css={css`
          position: relative;
        `}
      >
        <PromotionImage promotion={promotion} height={150} sizes={PROMOTION_CARD_SIZES} />
        <span
          css={css`
            position: absolute;
            top: 12px;
            left: 12px;
            border-radius: 999px;
            background: var(--c-surface);
            box-shadow: 0 2px 8px color-mix(in srgb, var(--c-shadow) 18%, transparent);
          `}
        >
          <StatePill state={promotion.state} />
        </span>
        <span
          css={css`
            position: absolute;
            top: 12px;
            right: 12px;
            padding: 3px 10px;
            border-radius: 999px;
            font-size: 11px;
            font-weight: 700;
            color: var(--c-on-vivid);
            background: color-mix(in srgb, var(--c-shade) 45%, transparent);
            backdrop-filter: blur(4px);
          `}
        >
          {t(`promotions.kinds.${promotion.kind}`)}
        </span>
      </div>
      <div
        css={css`
          display: flex;
          flex-direction: column;
          gap: 8px;
          padding: 14px 16px 16px;
          flex: 1;
        `}
      >
        <h3
          css={css`
            margin: 0;
            font-size: 16px;
            font-weight: 800;
            line-height: 1.3;
          `}
        >
          {promotion.title}
        </h3>
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            color: var(--c-muted);
            display: -webkit-box;
            -webkit-line-clamp: 2;
            -webkit-box-orient: vertical;
            overflow: hidden;
            min-height: 34px;
          `}
        >
          {promotion.summary}
        </p>
        <div
          css={css`
            font-size: 12px;
            color: var(--c-muted);
            font-variant-numeric: tabular-nums;
          `}
        >
          {periodText(promotion, i18n.language, t)}
        </div>
        <div
          css={css`
            font-size: 14px;
            font-weight: 800;
            color: var(--c-gold);
          `}
          data-testid="promotion-reward"
        >
          {promotion.rewardText}
        </div>
        {counting ? (
          <ProgressBar
            percent={promotion.entry!.percent}
            label={t('promotions.entry.progress')}
            color={PROGRESS_GRADIENT}
          />
        ) : null}
        <div
          css={css`
            margin-top: auto;
            padding-top: 6px;
          `}
        >
          <button
            type="button"
            css={[
              primaryButton,
              css`
                width: 100%;
              `,
            ]}
            disabled={action.kind === 'none' || promotions.busy(promotion.id)}
            data-testid="promotion-action"
            onClick={(e) => {
              e.stopPropagation();
              onAction();
            }}
          >
            {action.label}
          </button>
        </div>
      </div>
    </article>
  );
});
