/**
 * A promotion's details (spec sections 2 and 4; docs/promotions.md), deep-linkable as
 * /promotions?promo=<id>: the image, period, reward text, the rule in words, the terms (sanitised
 * by the server and again here with DOMPurify), the member's entry (progress bar to the target,
 * remark, image thumbnails, reject reason, reward, tickets) and the action button by state. A
 * raffle shows the raffle panel (src/features/promotions/raffle/RafflePanel.tsx).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { money } from '../../../contract/money';
import type { Promotion, PromotionDetails } from '../../../contract/types';
import { Modal } from '../../components/Modal/Modal';
import { primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { SafeHtml } from '../../ui/SafeHtml';
import { Notice } from '../../ui/kit';
import { formatMinute } from '../../shared/time';
import { ProgressBar, PROGRESS_GRADIENT, Skeleton } from '../../ui/rewardUi';
import { actionOf, periodText, PrivateImage, PROMOTION_DETAILS_SIZES, PromotionImage, StatePill } from './promotionUi';
import { RafflePanel } from './raffle/RafflePanel';

const section = css`
  display: grid;
  gap: 8px;
  padding: 14px 16px;
  border-radius: var(--r-lg);
  border: 1px solid var(--c-border);
  background: var(--c-surface);
`;
const heading = css`
  margin: 0;
  font-size: 13px;
  font-weight: 800;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: var(--c-muted);
`;
const row = css`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  font-size: 14px;
  & > span:first-of-type {
    color: var(--c-muted);
  }
`;

/** The rule of `p` in words (docs/promotions.md "Kinds and rules"). */
export function ruleText(
  p: Promotion,
  t: (key: string, params?: Record<string, unknown>) => string,
  lang: string,
  symbol: string | null,
): string {
  const target = money(p.rule.target, lang, symbol);
  if (p.kind === 'raffle') return t('promotions.rule.raffle');
  switch (p.rule.trigger) {
    case 'firstDeposit':
      return t('promotions.rule.firstDeposit', { target });
    case 'deposit':
      return t(p.kind === 'signUp' ? 'promotions.rule.depositSignUp' : 'promotions.rule.deposit', { target });
    case 'validBet': {
      const category = p.rule.category
        ? t(`menu.category.${p.rule.category}`, { defaultValue: p.rule.category })
        : t('promotions.rule.anyCategory');
      return t(p.kind === 'signUp' ? 'promotions.rule.validBetSignUp' : 'promotions.rule.validBet', {
        target,
        category,
      });
    }
    default:
      return t('promotions.rule.none');
  }
}

function Body({
  details,
  onAction,
  onChanged,
}: {
  details: PromotionDetails;
  onAction: (p: Promotion) => void;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { wallet, promotions } = useStores();
  const lang = i18n.language;
  const p = details.promotion;
  const e = p.entry;
  const action = actionOf(p, t);
  return (
    <div
      css={css`
        display: grid;
        gap: 14px;
      `}
      data-testid="promotion-details"
      data-state={p.state}
    >
      <div
        css={css`
          border-radius: var(--r-lg);
          overflow: hidden;
          position: relative;
        `}
      >
        <PromotionImage promotion={p} height={200} sizes={PROMOTION_DETAILS_SIZES} />
      </div>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: 10px;
        `}
      >
        <StatePill state={p.state} />
        <span
          css={css`
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t(`promotions.kinds.${p.kind}`)}
        </span>
        <span
          css={css`
            font-size: 13px;
            color: var(--c-muted);
            font-variant-numeric: tabular-nums;
          `}
        >
          {periodText(p, lang, t)}
        </span>
      </div>
      <p
        css={css`
          margin: 0;
          color: var(--c-text);
        `}
      >
        {p.summary}
      </p>
      <div css={section}>
        <h3 css={heading}>{t('promotions.reward')}</h3>
        <strong
          css={css`
            font-size: 20px;
            color: var(--c-gold);
          `}
          data-testid="details-reward"
        >
          {p.rewardText}
        </strong>
        <h3 css={heading}>{t('promotions.rule.title')}</h3>
        <span>{ruleText(p, t, lang, wallet.symbol)}</span>
        <span
          css={css`
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {p.vipLevels.length
            ? t('promotions.rule.audience', { levels: p.vipLevels.map((l) => `VIP ${l}`).join(', ') })
            : t('promotions.rule.everyone')}
        </span>
        {p.signUpEndsAt && (p.kind === 'signUp' || p.kind === 'apply' || p.kind === 'raffle') ? (
          <span
            css={css`
              font-size: 13px;
              color: var(--c-muted);
            `}
          >
            {t('promotions.signUpUntil', { time: formatMinute(p.signUpEndsAt, lang) })}
          </span>
        ) : null}
      </div>
      {e ? (
        <div css={section} data-testid="details-entry">
          <h3 css={heading}>{t('promotions.entry.title')}</h3>
          {e.target !== null ? (
            <div
              css={css`
                display: grid;
                gap: 6px;
              `}
            >
              <div css={row}>
                <span>{t('promotions.entry.progress')}</span>
                <span
                  css={css`
                    font-variant-numeric: tabular-nums;
                  `}
                >
                  {t('promotions.entry.progressOf', {
                    progress: money(e.progress, lang, wallet.symbol),
                    target: money(e.target, lang, wallet.symbol),
                  })}
                </span>
              </div>
              <ProgressBar percent={e.percent} label={t('promotions.entry.progress')} color={PROGRESS_GRADIENT} />
            </div>
          ) : null}
          {e.remark ? (
            <div css={row}>
              <span>{t('promotions.entry.remark')}</span>
              <span
                css={css`
                  text-align: right;
                  word-break: break-word;
                `}
                data-testid="entry-remark"
              >
                {e.remark}
              </span>
            </div>
          ) : null}
          {e.images.length ? (
            <div
              css={css`
                display: grid;
                gap: 6px;
              `}
            >
              <span
                css={css`
                  color: var(--c-muted);
                  font-size: 14px;
                `}
              >
                {t('promotions.entry.images')}
              </span>
              <div
                css={css`
                  display: flex;
                  gap: 8px;
                `}
              >
                {e.images.map((img, i) => (
                  <PrivateImage key={img.id} url={img.url} alt={t('promotions.entry.imageAlt', { n: i + 1 })} />
                ))}
              </div>
            </div>
          ) : null}
          {e.rejectReason ? (
            <Notice tone="bad" testId="entry-reject-reason">
              {t('promotions.entry.rejectReason')}: {e.rejectReason}
            </Notice>
          ) : null}
          {e.reward ? (
            <div css={row}>
              <span>{t('promotions.entry.reward')}</span>
              <strong
                css={css`
                  color: var(--c-gold);
                `}
              >
                {money(e.reward, lang, wallet.symbol)}
              </strong>
            </div>
          ) : null}
          {p.kind === 'raffle' ? (
            <div css={row}>
              <span>{t('promotions.entry.tickets')}</span>
              <strong>{e.tickets}</strong>
            </div>
          ) : null}
          <span
            css={css`
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t('promotions.entry.since', { time: formatMinute(e.createdAt, lang) })}
          </span>
        </div>
      ) : null}
      {details.raffle ? <RafflePanel details={details} onChanged={onChanged} /> : null}
      {details.termsHtml ? (
        <div css={section}>
          <h3 css={heading}>{t('promotions.terms')}</h3>
          <div
            css={css`
              font-size: 14px;
              line-height: 1.6;
              & p {
                margin: 0 0 8px;
              }
              & ul,
              & ol {
                padding-left: 20px;
                margin: 0 0 8px;
              }
            `}
            data-testid="details-terms"
          >
            <SafeHtml html={details.termsHtml} />
          </div>
        </div>
      ) : null}
      {action.kind !== 'none' || p.kind !== 'raffle' ? (
        <button
          type="button"
          css={[
            primaryButton,
            css`
              justify-self: stretch;
              height: 44px;
              font-size: 15px;
            `,
          ]}
          disabled={action.kind === 'none' || promotions.busy(p.id)}
          data-testid="details-action"
          onClick={() => onAction(p)}
        >
          {action.label}
        </button>
      ) : null}
    </div>
  );
}

export const PromotionDetailsModal = observer(function PromotionDetailsModal({
  onClose,
  onAction,
}: {
  onClose: () => void;
  onAction: (p: Promotion) => void;
}) {
  const { t } = useTranslation();
  const { promotions } = useStores();
  const res = promotions.details;
  const title = res.data?.promotion.title ?? t('promotions.title');
  return (
    <Modal open title={title} onClose={onClose} size="lg" testId="promotion-modal">
      {res.loading && !res.data ? (
        <Skeleton rows={3} height={110} />
      ) : res.failed ? (
        <Notice tone="bad" testId="details-error">
          {res.message ?? t('promotions.notFound')}
        </Notice>
      ) : res.data ? (
        <Body details={res.data} onAction={onAction} onChanged={() => void promotions.loadDetails()} />
      ) : null}
    </Modal>
  );
});
