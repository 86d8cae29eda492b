/**
 * A hot game's card (spec sections 2 and 9): the game's art, a hot badge, a play button on hover
 * or focus, the name and a cosmetic payout ticker (+165.11 every 3000 ms). Drawn by the hot games
 * carousel (HotCarousel.tsx, with Swiper) and, before it, by the still first view (HotGames.tsx).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../contract/money';
import { gameCardTheme } from '../../components/gameCardThemes';
import { Icon } from '../../components/Icon';
import { ART } from '../../theme/palettes';
import type { Game } from '../../../contract/types';
import { useGameActions } from '../shared/useGameActions';
import { useHotTicker } from './useTicker';

/** A stable cosmetic base amount per game (cents), so cards differ but do not jump on reload. */
export function hotBaseCents(nodeId: number): number {
  return 1_200_000 + ((nodeId * 7919) % 8_800_000);
}

/** The card's cosmetic payout: the only part that re-renders on each tick. */
function HotTicker({ nodeId, symbol }: { nodeId: number; symbol: string }) {
  const { i18n } = useTranslation();
  const extra = useHotTicker();
  return (
    <p
      data-testid="hot-ticker"
      css={css`
        margin: 4px 0 0;
        font-family: var(--font-display);
        font-weight: 800;
        font-size: 15px;
        color: var(--c-on-vivid-accent);
        font-variant-numeric: tabular-nums;
      `}
    >
      {symbol} {formatMinorUnits(hotBaseCents(nodeId) + extra, i18n.language)}
    </p>
  );
}

/** One hot game's card. */
export function HotCard({ game, symbol }: { game: Game; symbol: string }) {
  const { t } = useTranslation();
  const actions = useGameActions();
  const theme = gameCardTheme(game.nodeId);
  const name = game.displayName || game.gameName;
  return (
    <article
      aria-label={name}
      data-testid="hot-card"
      css={css`
        position: relative;
        border-radius: var(--r-lg);
        overflow: hidden;
        background: linear-gradient(160deg, ${theme.from}, ${theme.to});
        box-shadow: var(--shadow-card);
        color: var(--c-on-vivid);
        &:hover img {
          transform: scale(1.06);
        }
        &:hover [data-play],
        &:focus-within [data-play] {
          opacity: 1;
        }
      `}
    >
      <div
        css={css`
          position: relative;
          aspect-ratio: 4 / 5;
          overflow: hidden;
        `}
      >
        <img
          src={game.iconUrl}
          alt=""
          loading="lazy"
          css={css`
            width: 100%;
            height: 100%;
            object-fit: cover;
            transition: transform 0.35s ease;
          `}
        />
        <div
          data-play
          css={css`
            position: absolute;
            inset: 0;
            display: flex;
            align-items: center;
            justify-content: center;
            background: color-mix(in srgb, var(--c-shade) 45%, transparent);
            opacity: 0;
            transition: opacity 0.2s ease;
          `}
        >
          <button
            type="button"
            onClick={() => actions.play(game)}
            aria-label={t('common.playGame', { name })}
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 6px;
              height: 38px;
              padding: 0 18px;
              border: 0;
              border-radius: var(--r-pill);
              background: var(--g-primary);
              color: var(--c-on-primary);
              font-weight: 800;
              cursor: pointer;
            `}
          >
            <Icon name="play" size={14} />
            {t('common.play')}
          </button>
        </div>
        <span
          css={css`
            position: absolute;
            top: 8px;
            left: 8px;
            display: inline-flex;
            align-items: center;
            gap: 3px;
            padding: 2px 8px 2px 6px;
            border-radius: var(--r-pill);
            background: ${ART.hotBadge};
            font-size: 11px;
            font-weight: 800;
          `}
        >
          <Icon name="fire" size={12} strokeWidth={2.4} />
          {t('common.hot')}
        </span>
      </div>
      <div
        css={css`
          padding: 10px 12px 12px;
          background: linear-gradient(
            180deg,
            color-mix(in srgb, var(--c-shade) 15%, transparent),
            color-mix(in srgb, var(--c-shade) 45%, transparent)
          );
        `}
      >
        <h3
          css={css`
            font-size: 14px;
            white-space: nowrap;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
        >
          {name}
        </h3>
        <HotTicker nodeId={game.nodeId} symbol={symbol} />
      </div>
    </article>
  );
}
