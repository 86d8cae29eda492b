/** The cosmetic jackpot counter (spec sections 4 and 9): two decimals, Intl separators. */
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../contract/money';
import { Icon } from '../../components/Icon';
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
        background: radial-gradient(90% 180% at 50% 0%, #3a2a0a 0%, #1a1306 55%, #0d0a04 100%);
        border: 1px solid rgba(247, 201, 72, 0.35);
        box-shadow: 0 10px 30px rgba(0, 0, 0, 0.35), inset 0 0 40px rgba(247, 201, 72, 0.08);
        overflow: hidden;
        color: #fff;
        &::after {
          content: '';
          position: absolute;
          inset: 0 auto 0 0;
          width: 22%;
          background: linear-gradient(90deg, transparent, rgba(255, 236, 179, 0.1), transparent);
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
      <div css={css`display: flex; align-items: center; gap: 14px;`}>
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 52px;
            height: 52px;
            border-radius: 14px;
            background: linear-gradient(135deg, #ffe08a, #d9961c);
            color: #2a1a00;
            box-shadow: 0 6px 18px rgba(247, 201, 72, 0.4);
          `}
        >
          <Icon name="trophy" size={28} />
        </span>
        <div>
          <h2 id="home-jackpot" css={css`font-size: 18px; letter-spacing: 0.08em; text-transform: uppercase; color: #f7c948;`}>
            {t('home.jackpot')}
          </h2>
          <p css={css`margin: 2px 0 0; font-size: 13px; color: rgba(255, 255, 255, 0.65);`}>{t('home.jackpotHint')}</p>
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
          background: linear-gradient(180deg, #fff3c4 10%, #f7c948 55%, #ffb300 100%);
          -webkit-background-clip: text;
          background-clip: text;
          color: transparent;
          text-shadow: none;
          filter: drop-shadow(0 2px 10px rgba(247, 201, 72, 0.35));
        `}
      >
        <span css={css`font-size: 28px; margin-right: 8px;`}>{currencySymbol}</span>
        {formatMinorUnits(cents, i18n.language)}
      </output>
    </section>
  );
}
