/**
 * Winner board (spec sections 2 and 9): limit 20; the top 3 are featured, the rest scroll in a list
 * numbered from 4 (scroll step 0.5 px per frame, paused on hover or focus and for reduced motion);
 * amounts with two decimals and thousands separators.
 */
import { css, keyframes } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../contract/money';
import { Icon } from '../../components/Icon';
import { MEDALS } from '../../theme/palettes';
import type { WinnerBoardEntry } from '../../../contract/types';
import { useContentStores } from '../shared/useContentStores';
import { WinnerBoardSkeleton } from './HomeSkeletons';
import { WINNER_FEATURED, WINNER_SCROLL_STEP } from '../../../contract/spec';

/** Height of one list row in px (8 px padding above and below a 36 px avatar). */
export const WINNER_ROW_PX = 52;
const climb = keyframes`from { transform: translateY(0) } to { transform: translateY(-50%) }`;

/**
 * The list's scroll as a CSS animation of the doubled list (compositor only, no script per frame):
 * 0.5 px a frame at 60 frames a second, so one pass of `rows` rows takes rows x 52 / 30 seconds.
 */
export function winnerScrollSeconds(rows: number): number {
  return (rows * WINNER_ROW_PX) / (WINNER_SCROLL_STEP * 60);
}

function Row({
  w,
  rank,
  symbol,
  lang,
  hidden,
}: {
  w: WinnerBoardEntry;
  rank: number;
  symbol: string;
  lang: string;
  hidden?: boolean;
}) {
  return (
    <li
      aria-hidden={hidden}
      data-testid={hidden ? undefined : 'winner-row'}
      css={css`
        display: grid;
        grid-template-columns: 28px 36px 1fr auto;
        align-items: center;
        gap: 10px;
        height: ${WINNER_ROW_PX}px;
        padding: 0 10px;
        border-radius: var(--r-md);
        &:nth-of-type(odd) {
          background: color-mix(in srgb, var(--c-on-vivid) 4%, transparent);
        }
      `}
    >
      <span
        data-rank
        css={css`
          color: color-mix(in srgb, var(--c-on-vivid) 55%, transparent);
          font-weight: 700;
          font-size: 12px;
          text-align: center;
        `}
      >
        {rank}
      </span>
      <img
        src={w.iconUrl}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        css={css`
          border-radius: 8px;
          object-fit: cover;
        `}
      />
      <span
        css={css`
          min-width: 0;
          line-height: 1.3;
        `}
      >
        <span
          css={css`
            display: block;
            font-weight: 600;
            font-size: 13px;
          `}
        >
          {w.customerName}
        </span>
        <span
          css={css`
            display: block;
            font-size: 12px;
            color: color-mix(in srgb, var(--c-on-vivid) 60%, transparent);
            white-space: nowrap;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
        >
          {w.gameName}
        </span>
      </span>
      <span
        data-amount
        css={css`
          font-weight: 800;
          color: var(--c-on-vivid-accent);
          font-variant-numeric: tabular-nums;
          font-size: 13px;
        `}
      >
        {symbol} {formatAmount(w.winAmount, lang)}
      </span>
    </li>
  );
}

export const WinnerBoard = observer(function WinnerBoard({ currencySymbol }: { currencySymbol: string }) {
  const { t, i18n } = useTranslation();
  const { content } = useContentStores();
  const winners = content.winners.slice(0, 20);
  const top = winners.slice(0, WINNER_FEATURED);
  const rest = winners.slice(WINNER_FEATURED);
  const scrolling = rest.length > 4;
  if (content.loadedLang === null) return <WinnerBoardSkeleton />;
  if (winners.length === 0) return null;
  return (
    <section
      aria-labelledby="home-winners"
      data-testid="winner-board"
      css={css`
        display: flex;
        flex-direction: column;
        padding: 18px;
        border-radius: var(--r-lg);
        background: var(--g-hero);
        color: var(--c-on-vivid);
        box-shadow: var(--shadow-raised);
        border: 1px solid color-mix(in srgb, var(--c-on-vivid) 8%, transparent);
        min-height: 100%;
      `}
    >
      <h2
        id="home-winners"
        css={css`
          display: flex;
          align-items: center;
          gap: 8px;
          font-size: 18px;
          font-weight: 800;
        `}
      >
        <Icon name="trophy" size={20} /> {t('home.winners')}
      </h2>
      <p
        css={css`
          margin: 2px 0 14px;
          font-size: 12px;
          color: color-mix(in srgb, var(--c-on-vivid) 60%, transparent);
        `}
      >
        {t('home.winnersHint')}
      </p>
      <ol
        css={css`
          list-style: none;
          margin: 0 0 12px;
          padding: 0;
          display: grid;
          grid-template-columns: repeat(3, 1fr);
          gap: 8px;
        `}
      >
        {top.map((w, i) => (
          <li
            key={`${w.customerName}-${i}`}
            data-testid="winner-top"
            css={css`
              position: relative;
              display: flex;
              flex-direction: column;
              align-items: center;
              gap: 4px;
              padding: 12px 6px 10px;
              border-radius: var(--r-md);
              background: color-mix(in srgb, var(--c-on-vivid) 6%, transparent);
              border: 1px solid color-mix(in srgb, ${MEDALS.colours[i]} 33%, transparent);
              text-align: center;
            `}
          >
            <span
              aria-label={t('home.winnerRank', { rank: i + 1 })}
              css={css`
                position: absolute;
                top: -9px;
                display: inline-flex;
                align-items: center;
                justify-content: center;
                width: 22px;
                height: 22px;
                border-radius: 50%;
                background: ${MEDALS.colours[i]};
                color: ${MEDALS.ink};
                font-weight: 900;
                font-size: 12px;
              `}
            >
              {i + 1}
            </span>
            <img
              src={w.iconUrl}
              alt=""
              width={44}
              height={44}
              css={css`
                border-radius: 10px;
                margin-top: 4px;
              `}
            />
            <span
              css={css`
                font-size: 12px;
                font-weight: 600;
              `}
            >
              {w.customerName}
            </span>
            <span
              data-amount
              css={css`
                font-size: 13px;
                font-weight: 900;
                color: ${MEDALS.colours[i]};
                font-variant-numeric: tabular-nums;
              `}
            >
              {formatAmount(w.winAmount, i18n.language)}
            </span>
          </li>
        ))}
      </ol>
      {rest.length > 0 ? (
        <div
          data-testid="winner-scroll"
          css={css`
            flex: 1;
            min-height: 120px;
            max-height: 150px;
            overflow: hidden;
            &:hover ol,
            &:focus-within ol {
              animation-play-state: paused;
            }
            @media (prefers-reduced-motion: reduce) {
              overflow-y: auto;
            }
          `}
        >
          <ol
            css={css`
              list-style: none;
              margin: 0;
              padding: 0;
              ${
                scrolling
                  ? css`
                      animation: ${climb} ${winnerScrollSeconds(rest.length)}s linear infinite;
                    `
                  : ''
              }
              @media (prefers-reduced-motion: reduce) {
                animation: none;
              }
            `}
          >
            {rest.map((w, i) => (
              <Row key={`a${i}`} w={w} rank={i + 4} symbol={currencySymbol} lang={i18n.language} />
            ))}
            {scrolling
              ? rest.map((w, i) => (
                  <Row key={`b${i}`} w={w} rank={i + 4} symbol={currencySymbol} lang={i18n.language} hidden />
                ))
              : null}
          </ol>
        </div>
      ) : null}
    </section>
  );
});
