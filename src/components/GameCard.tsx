/**
 * Game card (spec section 2): artwork on a colour theme chosen by nodeId % 6, display name, vendor,
 * hot badge when isHot is 1, favourite heart, play button and free-trial button. Purely
 * presentational: what the buttons do comes from the caller (guests get the login popup).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../contract/types';
import { gameCardTheme, themeIndexOf } from './gameCardThemes';
import { Icon } from './Icon';
import { cardShell } from './styles';

export interface GameCardProps {
  game: Game;
  /** The vendor's display name (never its code); empty when unknown. */
  vendorName: string;
  isFavourite: boolean;
  /** Show the free-trial button (game.freeTrial and the game.freePlay feature). */
  showFreeTrial: boolean;
  onPlay: (game: Game) => void;
  onTry: (game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

const card = (from: string, to: string, glow: string) => css`
  ${cardShell};
  --card-from: ${from};
  --card-to: ${to};
  &:hover,
  &:focus-within {
    transform: translateY(-4px);
    border-color: ${from};
    box-shadow: 0 14px 30px ${glow};
  }
  &:hover [data-overlay],
  &:focus-within [data-overlay] {
    opacity: 1;
  }
  &:hover img {
    transform: scale(1.06);
  }
`;

const art = css`
  position: relative;
  aspect-ratio: 1 / 1;
  background: linear-gradient(145deg, var(--card-from), var(--card-to));
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    transition: transform 0.35s ease;
  }
`;

const overlay = css`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  background: linear-gradient(180deg, rgba(5, 8, 20, 0.25), rgba(5, 8, 20, 0.75));
  opacity: 0;
  transition: opacity 0.2s ease;
`;

const playButton = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 38px;
  padding: 0 18px;
  border: 0;
  border-radius: var(--r-pill);
  background: linear-gradient(135deg, var(--card-from), var(--card-to));
  color: #fff;
  font-weight: 800;
  cursor: pointer;
  box-shadow: 0 6px 18px rgba(0, 0, 0, 0.35);
  &:hover {
    filter: brightness(1.1);
  }
`;

const trialButton = css`
  height: 30px;
  padding: 0 14px;
  border-radius: var(--r-pill);
  border: 1px solid rgba(255, 255, 255, 0.7);
  background: rgba(5, 8, 20, 0.35);
  color: #fff;
  font-weight: 600;
  font-size: 12px;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.25);
  }
`;

const heart = (on: boolean) => css`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  border: 0;
  border-radius: 50%;
  background: rgba(5, 8, 20, 0.55);
  color: ${on ? '#ff4d6d' : '#fff'};
  cursor: pointer;
  transition: transform 0.15s ease;
  svg {
    fill: ${on ? 'currentColor' : 'none'};
  }
  &:hover {
    transform: scale(1.12);
    color: #ff4d6d;
  }
`;

/** Under the artwork's top-left vendor tag (server/media/gameArt.ts draws it in the top 9% of the art). */
const hotBadge = css`
  position: absolute;
  top: calc(12% + 6px);
  left: 8px;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: 3px;
  padding: 2px 8px 2px 6px;
  border-radius: var(--r-pill);
  background: linear-gradient(135deg, #ff7a18, #ff2e63);
  color: #fff;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.04em;
  box-shadow: 0 4px 10px rgba(255, 46, 99, 0.4);
`;

/** Over the artwork while an operator has the game in maintenance (README "Vendor integrations (console)"): the art dimmed, a pill in its middle. */
const maintenanceBadge = css`
  position: absolute;
  inset: 0;
  z-index: 2;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, var(--c-bg) 55%, transparent);
  pointer-events: none;
  & > span {
    padding: 6px 14px;
    border-radius: var(--r-pill);
    border: 1px solid color-mix(in srgb, var(--c-warning) 60%, transparent);
    background: color-mix(in srgb, var(--c-bg) 85%, transparent);
    color: var(--c-warning);
    font-size: 13px;
    font-weight: 800;
    letter-spacing: 0.04em;
  }
`;

/** Draws one game card. */
export function GameCard({
  game,
  vendorName,
  isFavourite,
  showFreeTrial,
  onPlay,
  onTry,
  onToggleFavourite,
}: GameCardProps) {
  const { t } = useTranslation();
  const theme = gameCardTheme(game.nodeId);
  const name = game.displayName || game.gameName || game.nodeName;
  return (
    <article
      css={card(theme.from, theme.to, theme.glow)}
      data-theme-index={themeIndexOf(game.nodeId)}
      data-testid="game-card"
      aria-label={name}
    >
      <div css={art}>
        {game.iconUrl ? <img src={game.iconUrl} alt="" loading="lazy" width={220} height={220} /> : null}
        {game.isHot === 1 ? (
          <span css={hotBadge} data-testid="hot-badge">
            <Icon name="fire" size={12} strokeWidth={2.4} />
            {t('common.hot')}
          </span>
        ) : null}
        {game.maintenance ? (
          <div css={maintenanceBadge}>
            <span data-testid="maintenance-badge">{t('common.maintenance')}</span>
          </div>
        ) : null}
        <button
          type="button"
          css={heart(isFavourite)}
          aria-pressed={isFavourite}
          aria-label={isFavourite ? t('common.removeFavourite', { name }) : t('common.addFavourite', { name })}
          onClick={() => onToggleFavourite(game)}
        >
          <Icon name="heart" size={16} strokeWidth={2.2} />
        </button>
        <div css={overlay} data-overlay>
          <button
            type="button"
            css={playButton}
            onClick={() => onPlay(game)}
            aria-label={t('common.playGame', { name })}
          >
            <Icon name="play" size={14} />
            {t('common.play')}
          </button>
          {showFreeTrial ? (
            <button
              type="button"
              css={trialButton}
              onClick={() => onTry(game)}
              aria-label={t('common.tryGame', { name })}
            >
              {t('common.freeTrial')}
            </button>
          ) : null}
        </div>
      </div>
      <div
        css={css`
          padding: 10px 12px 12px;
          border-top: 3px solid var(--card-from);
        `}
      >
        <h3
          css={css`
            font-size: 14px;
            font-weight: 700;
            white-space: nowrap;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
          title={name}
        >
          {name}
        </h3>
        <p
          css={css`
            margin: 2px 0 0;
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          {vendorName}
        </p>
      </div>
    </article>
  );
}
