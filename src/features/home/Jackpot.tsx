/** The cosmetic jackpot counter (spec sections 4 and 9): two decimals, Intl separators. */
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../contract/money';
import { Icon } from '../../components/Icon';
import { PANELS } from '../../theme/palettes';
import { useJackpot } from './useTicker';

/** A light band sweeping across the panel: a transform animation, so the compositor runs it. */
const glint = keyframes`0% { transform: translateX(-120%) skewX(-18deg) } 60%, 100% { transform: translateX(460%) skewX(-18deg) }`;

export function Jackpot({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const cents = useJackpot();
  return (
    <section
      aria-labelledby="home-jackpot"
      css={css`
        position: relative;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 24px;
        padding: 22px 30px;
        border-radius: var(--r-lg);
        background: ${PANELS.jackpot.background};
        border: 1px solid color-mix(in srgb, ${PANELS.jackpot.gold} 35%, transparent);
        box-shadow:
          0 10px 30px color-mix(in srgb, var(--c-shadow) 35%, transparent),
          inset 0 0 40px color-mix(in srgb, ${PANELS.jackpot.gold} 8%, transparent);
        overflow: hidden;
        color: var(--c-on-vivid);
        &::after {
          content: '';
          position: absolute;
          inset: 0 auto 0 0;
          width: 22%;
          background: linear-gradient(
            90deg,
            transparent,
            color-mix(in srgb, var(--c-on-vivid-accent) 10%, transparent),
            transparent
          );
          pointer-events: none;
          animation: ${glint} 7s ease-in-out infinite;
          will-change: transform;
        }
        @media (prefers-reduced-motion: reduce) {
          &::after {
            animation: none;
            display: none;
          }
        }
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 14px;
        `}
      >
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 52px;
            height: 52px;
            border-radius: 14px;
            background: var(--g-gold);
            color: var(--c-on-gold);
            box-shadow: 0 6px 18px color-mix(in srgb, ${PANELS.jackpot.gold} 40%, transparent);
          `}
        >
          <Icon name="trophy" size={28} />
        </span>
        <div>
          <h2
            id="home-jackpot"
            css={css`
              font-size: 18px;
              letter-spacing: 0.08em;
              text-transform: uppercase;
              color: ${PANELS.jackpot.gold};
            `}
          >
            {t('home.jackpot')}
          </h2>
          <p
            css={css`
              margin: 2px 0 0;
              font-size: 13px;
              color: color-mix(in srgb, var(--c-on-vivid) 65%, transparent);
            `}
          >
            {t('home.jackpotHint')}
          </p>
        </div>
      </div>
      <output
        aria-live="off"
        data-testid="jackpot-value"
        css={css`
          font-family: var(--font-display);
          font-size: 44px;
          font-weight: 900;
          font-variant-numeric: tabular-nums;
          letter-spacing: 0.02em;
          background: ${PANELS.jackpot.number};
          -webkit-background-clip: text;
          background-clip: text;
          color: transparent;
          text-shadow: none;
          filter: drop-shadow(0 2px 10px color-mix(in srgb, ${PANELS.jackpot.gold} 35%, transparent));
        `}
      >
        <span
          css={css`
            font-size: 28px;
            margin-right: 8px;
          `}
        >
          {currencySymbol}
        </span>
        {formatMinorUnits(cents, i18n.language)}
      </output>
    </section>
  );
}
