/**
 * Shared pieces of the promotions pages (docs/promotions.md "Activity states"; spec sections 2 and
 * 4): the colour of each activity state, the state pill, the promotion's image or a gradient
 * placeholder by category, the period in words, the action a card offers by state and kind, the
 * private application thumbnails (fetched with the token, shown as blob URLs). (The toast is src/components/Toast.tsx.)
 */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../contract/types';
import type { ActivityState, PromotionKind } from '../../../engine/promotions';
import { Icon } from '../../components/Icon';
import { UploadImage } from '../../components/UploadImage';
import { useStores } from '../../stores';
import { ART } from '../../theme/palettes';
import { Pill } from '../../ui/kit';
import { formatMinute } from '../../shared/time';

/**
 * The colour of each activity state's pill (spec section 4's thirteen states), a theme tone by
 * meaning: the action the brand colour, waiting amber, refused red, something to claim green,
 * taking part blue, not yet open the violet highlight, done or shut muted.
 */
export const STATE_COLOUR: Record<ActivityState, string> = {
  joinNow: 'var(--c-primary)',
  applying: 'var(--c-warning)',
  rejected: 'var(--c-danger)',
  issued: 'var(--c-success)',
  claimed: 'var(--c-muted)',
  inProgress: 'var(--c-info)',
  joined: 'var(--c-info)',
  comingSoon: 'var(--c-highlight)',
  registrationClosed: 'var(--c-muted)',
  applicationForbidden: 'var(--c-muted)',
  signedUp: 'var(--c-info)',
  claimPayout: 'var(--c-success)',
  close: 'var(--c-muted)',
};

/** The state pill of a promotion. */
export function StatePill({ state }: { state: ActivityState }) {
  const { t } = useTranslation();
  return (
    <Pill colour={STATE_COLOUR[state]} data-testid="promotion-state" data-state={state}>
      {t(`promotions.states.${state}`)}
    </Pill>
  );
}

/** Gradients of the placeholder image, picked by the category code so one category looks alike. */
const GRADIENTS = ART.promotionPlaceholders.map(([from, to]) => `linear-gradient(135deg, ${from} 0%, ${to} 100%)`);
const gradientOf = (code: string) => GRADIENTS[[...code].reduce((n, c) => n + c.charCodeAt(0), 0) % GRADIENTS.length]!;

const KIND_ICON: Record<PromotionKind, string> = {
  automatic: 'fire',
  signUp: 'star',
  apply: 'terms',
  raffle: 'trophy',
};

/**
 * The `sizes` of a promotion card's image: the catalogue's grid has columns of at least 270 px in
 * the main column (at most 1184 px), so a card is at most about 415 px wide once two fit, and the
 * whole column (the viewport less the 72 px side menu and 56 px of padding) below that. Wider than
 * a 1200 x 640 image covering the card's 150 px of height (281 px).
 */
export const PROMOTION_CARD_SIZES = '(max-width: 688px) calc(100vw - 128px), 420px';
/**
 * The `sizes` of the details dialog's image: the lg dialog is 760 px wide less 44 px of padding,
 * and the viewport less 108 px (its margins and padding) on narrow screens.
 */
export const PROMOTION_DETAILS_SIZES = '(max-width: 824px) calc(100vw - 108px), 716px';

/**
 * The promotion's image, or a gradient with its kind's icon and reward text. `height` in px;
 * `sizes` the width it is drawn at (an uploaded image comes as its AVIF or WebP variant of that
 * width: components/UploadImage.tsx).
 */
export function PromotionImage({ promotion, height, sizes }: { promotion: Promotion; height: number; sizes: string }) {
  if (promotion.image) {
    return (
      <UploadImage
        src={promotion.image}
        sizes={sizes}
        alt=""
        loading="lazy"
        css={css`
          display: block;
          width: 100%;
          height: ${height}px;
          object-fit: cover;
        `}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="promotion-placeholder"
      css={css`
        position: relative;
        height: ${height}px;
        background: ${gradientOf(promotion.category)};
        color: var(--c-on-vivid);
        display: flex;
        align-items: flex-end;
        justify-content: space-between;
        padding: 16px 18px;
        overflow: hidden;
        &::before {
          content: '';
          position: absolute;
          width: ${height * 1.4}px;
          height: ${height * 1.4}px;
          right: -${height * 0.45}px;
          top: -${height * 0.55}px;
          border-radius: 50%;
          background: color-mix(in srgb, var(--c-on-vivid) 12%, transparent);
        }
        &::after {
          content: '';
          position: absolute;
          width: ${height * 0.8}px;
          height: ${height * 0.8}px;
          left: -${height * 0.25}px;
          bottom: -${height * 0.45}px;
          border-radius: 50%;
          background: color-mix(in srgb, var(--c-on-vivid) 8%, transparent);
        }
      `}
    >
      <strong
        css={css`
          position: relative;
          z-index: 1;
          font-size: ${Math.round(height / 7)}px;
          font-weight: 800;
          line-height: 1.15;
          text-shadow: 0 2px 8px color-mix(in srgb, var(--c-shade) 25%, transparent);
          max-width: 70%;
        `}
      >
        {promotion.rewardText.split(/[,，]/)[0]}
      </strong>
      <span
        css={css`
          position: relative;
          z-index: 1;
          opacity: 0.9;
        `}
      >
        <Icon name={KIND_ICON[promotion.kind]} size={Math.round(height / 3.2)} />
      </span>
    </div>
  );
}

/** "2026-06-01 00:00 – 2026-06-30 23:59" in `lang`. */
export function periodText(
  p: Pick<Promotion, 'startsAt' | 'endsAt'>,
  lang: string,
  t: (key: string, params?: Record<string, string>) => string,
): string {
  return t('promotions.period', { from: formatMinute(p.startsAt, lang), to: formatMinute(p.endsAt, lang) });
}

/** What the action button of a promotion does by its state: an action, or a disabled label. */
export type PromotionAction = { kind: 'join' | 'apply' | 'claim'; label: string } | { kind: 'none'; label: string };

/**
 * The action of `p` (spec section 4): joinNow -> "Join now" (raffle) / "Sign up" (signUp) /
 * "Apply" (apply); issued -> "Claim payout"; every other state a disabled label naming the state.
 * A raffle's prize (claimPayout) is claimed in the raffle panel.
 */
export function actionOf(p: Pick<Promotion, 'state' | 'kind'>, t: (key: string) => string): PromotionAction {
  if (p.state === 'joinNow') {
    if (p.kind === 'apply') return { kind: 'apply', label: t('promotions.actions.apply') };
    if (p.kind === 'signUp') return { kind: 'join', label: t('promotions.actions.signUp') };
    if (p.kind === 'raffle') return { kind: 'join', label: t('promotions.actions.joinNow') };
  }
  if (p.state === 'issued') return { kind: 'claim', label: t('promotions.actions.claim') };
  return { kind: 'none', label: t(`promotions.states.${p.state}`) };
}

/** A private image of the member's application, fetched with the token and shown as a blob URL. */
export function PrivateImage({ url, alt, size = 72 }: { url: string; alt: string; size?: number }) {
  const { promotions } = useStores();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    promotions
      .image(url)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, promotions]);
  const box = css`
    width: ${size}px;
    height: ${size}px;
    border-radius: var(--r-md, 10px);
    border: 1px solid var(--c-border);
    background: var(--c-surface-2, var(--c-bg));
    object-fit: cover;
    display: grid;
    place-items: center;
    color: var(--c-muted);
  `;
  if (src) return <img src={src} alt={alt} css={box} data-testid="entry-image" />;
  return (
    <span css={box} role="img" aria-label={alt} aria-busy={!failed}>
      <Icon name={failed ? 'close' : 'clock'} size={18} />
    </span>
  );
}
