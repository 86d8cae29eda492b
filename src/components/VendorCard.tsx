/**
 * Vendor card (spec section 2): the vendor's large image, its name and an immediate-game button
 * (absent for RNG vendors). VASSALAGE vendors open the game popup listing their games; the caller
 * decides what `onOpen` does.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { MenuVendor } from '../../contract/types';
import { Icon } from './Icon';
import { cardShell } from './styles';

export interface VendorCardProps {
  vendor: MenuVendor;
  /** Category the card is shown under (RNG cards have no immediate-game button). */
  category: string;
  onOpen: (vendor: MenuVendor) => void;
  /** Optional short text under the name. */
  blurb?: string;
}

const card = css`
  ${cardShell};
  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: var(--c-primary);
    box-shadow: var(--shadow-glow);
  }
  &:hover img {
    transform: scale(1.05);
  }
`;

const image = css`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: var(--g-card);
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.4s ease;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, transparent 55%, rgba(5, 8, 20, 0.55));
  }
`;

/** Draws one vendor card. */
export function VendorCard({ vendor, category, onOpen, blurb }: VendorCardProps) {
  const { t } = useTranslation();
  const showImmediate = category !== 'RNG';
  return (
    <article css={card} data-testid="vendor-card" aria-label={vendor.displayName}>
      <div css={image}>
        <img src={vendor.lagerIcon} alt="" loading="lazy" width={400} height={225} />
      </div>
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 12px;
          padding: 12px 14px 14px;
        `}
      >
        <div
          css={css`
            min-width: 0;
          `}
        >
          <h3
            css={css`
              font-size: 15px;
              font-weight: 800;
            `}
          >
            {vendor.displayName}
          </h3>
          {blurb ? (
            <p
              css={css`
                margin: 2px 0 0;
                font-size: 12px;
                color: var(--c-muted);
                white-space: nowrap;
                overflow: hidden;
                text-overflow: ellipsis;
              `}
            >
              {blurb}
            </p>
          ) : null}
        </div>
        {showImmediate ? (
          <button
            type="button"
            onClick={() => onOpen(vendor)}
            aria-label={`${t('games.immediateGame')} ${vendor.displayName}`}
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 6px;
              height: 34px;
              padding: 0 14px;
              border: 0;
              border-radius: var(--r-pill);
              background: var(--g-primary);
              color: var(--c-on-primary);
              font-weight: 800;
              font-size: 13px;
              cursor: pointer;
              flex-shrink: 0;
              &:hover {
                filter: brightness(1.08);
              }
            `}
          >
            <Icon name="play" size={12} />
            {t('games.immediateGame')}
          </button>
        ) : (
          <button
            type="button"
            onClick={() => onOpen(vendor)}
            aria-label={`${t('games.enterLobby')} ${vendor.displayName}`}
            css={css`
              height: 34px;
              padding: 0 14px;
              border-radius: var(--r-pill);
              border: 1px solid var(--c-border);
              background: transparent;
              font-weight: 700;
              cursor: pointer;
              &:hover {
                border-color: var(--c-primary);
                color: var(--c-primary);
              }
            `}
          >
            {t('games.enterLobby')}
          </button>
        )}
      </div>
    </article>
  );
}
