/** The cosmetic jackpot counter (spec sections 4 and 9): two decimals, Intl separators. */
import { css, keyframes } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../components/format';
import { Icon } from '../../components/Icon';
import { useJackpot } from './useTicker';

const shine = keyframes`0% { background-position: 0% 50% } 100% { background-position: 200% 50% }`;

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
          background: linear-gradient(90deg, #fff3c4, #f7c948, #ffb300, #f7c948, #fff3c4);
          background-size: 200% 100%;
          -webkit-background-clip: text;
          background-clip: text;
          color: transparent;
          animation: ${shine} 6s linear infinite;
          filter: drop-shadow(0 2px 10px rgba(247, 201, 72, 0.35));
        `}
      >
        <span css={css`font-size: 28px; margin-right: 8px;`}>{currencySymbol}</span>
        {formatMinorUnits(cents, i18n.language)}
      </output>
    </section>
  );
}
