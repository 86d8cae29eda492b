/**
 * A lottery game card of the lobby (docs/lottery.md section 6): artwork on the game's colour theme,
 * name and vendor (the prize mode is the group's heading), the next draw's label with its live countdown to closing, the latest
 * numbers as balls, "Bet now" (the game's page with `?gameCode=`: /vnLottery, /seaLottery or
 * /lottery) and "Results" (the lobby's results panel). A game whose vendor publishes no draws shows
 * "Results not published" instead of a countdown.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LotteryGame } from '../../../contract/types';
import { gameCardTheme } from '../../components/gameCardThemes';
import { Icon } from '../../components/Icon';
import { cardShell, ghostButton, primaryButton } from '../../components/styles';
import { formatDrawTime, gameTimeZone } from '../../stores/lottery/drawTime';
import { betNowLink } from '../../stores/lottery/lobbyRules';
import { DrawCountdown } from './DrawCountdown';
import { Headline, mutedText } from './lotteryUi';

const smallButton = css`
  height: 34px;
  padding: 0 14px;
  font-size: 13px;
`;

export function LotteryGameCard({
  game,
  selected,
  onResults,
}: {
  game: LotteryGame;
  selected: boolean;
  onResults(): void;
}) {
  const { t, i18n } = useTranslation();
  const theme = gameCardTheme(game.nodeId);
  const zone = gameTimeZone(game.lottoArea);
  return (
    <article
      data-testid="lottery-card"
      data-game={game.gameCode}
      aria-label={game.name}
      css={css`
        ${cardShell};
        ${selected ? `border-color: ${theme.from}; box-shadow: 0 0 0 1px ${theme.from}, var(--shadow-card);` : ''}
        &:hover {
          transform: translateY(-3px);
          border-color: ${theme.from};
          box-shadow: 0 12px 26px ${theme.glow};
        }
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 12px;
          padding: 14px 16px;
          background: linear-gradient(135deg, ${theme.from}, ${theme.to});
          color: var(--c-on-vivid);
        `}
      >
        <span
          css={css`
            flex: none;
            width: 46px;
            height: 46px;
            border-radius: 12px;
            overflow: hidden;
            background: color-mix(in srgb, var(--c-on-vivid) 18%, transparent);
            display: grid;
            place-items: center;
          `}
        >
          {game.iconUrl ? (
            <img
              src={game.iconUrl}
              alt=""
              loading="lazy"
              css={css`
                width: 100%;
                height: 100%;
                object-fit: cover;
              `}
            />
          ) : (
            <Icon name="lott" size={24} />
          )}
        </span>
        <div
          css={css`
            min-width: 0;
            flex: 1;
          `}
        >
          <h3
            css={css`
              margin: 0;
              font-size: 16px;
              font-weight: 800;
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            `}
          >
            {game.name}
          </h3>
          <span
            css={css`
              font-size: 12px;
              opacity: 0.85;
            `}
          >
            {game.vendorName}
          </span>
        </div>
      </div>
      <div
        css={css`
          display: grid;
          gap: 12px;
          padding: 14px 16px 16px;
          flex: 1;
          align-content: start;
        `}
      >
        {!game.published ? (
          <div
            data-testid="not-published"
            css={css`
              display: grid;
              gap: 4px;
              padding: 10px 12px;
              border-radius: var(--r-md);
              background: var(--c-surface-2);
            `}
          >
            <strong
              css={css`
                font-size: 13px;
              `}
            >
              {t('lottery.card.notPublished')}
            </strong>
            <span css={mutedText}>{t('lottery.card.notPublishedHint')}</span>
          </div>
        ) : (
          <>
            <div
              css={css`
                display: grid;
                gap: 4px;
              `}
            >
              <span css={mutedText}>{t('lottery.card.nextDraw')}</span>
              {game.next ? (
                <>
                  <strong
                    css={css`
                      font-size: 14px;
                      white-space: nowrap;
                      overflow: hidden;
                      text-overflow: ellipsis;
                    `}
                    title={game.next.label}
                  >
                    {game.next.label}
                  </strong>
                  <span css={mutedText}>
                    {t('lottery.card.drawAt', { time: formatDrawTime(game.next.drawAt, i18n.language, zone) })}
                  </span>
                  <DrawCountdown draw={game.next} />
                </>
              ) : (
                <span
                  css={css`
                    font-size: 13px;
                    color: var(--c-muted);
                  `}
                >
                  {t('lottery.card.noOpenDraw')}
                </span>
              )}
            </div>
            <div
              css={css`
                display: grid;
                gap: 6px;
                padding-top: 10px;
                border-top: 1px dashed var(--c-border);
              `}
            >
              <span css={mutedText}>
                {game.latest ? `${t('lottery.card.latest')} · ${game.latest.label}` : t('lottery.card.latest')}
              </span>
              {game.latest && game.latest.headline.length > 0 ? (
                <Headline numbers={game.latest.headline} size={28} />
              ) : (
                <span
                  css={css`
                    font-size: 13px;
                    color: var(--c-muted);
                  `}
                >
                  {t('lottery.card.noResultYet')}
                </span>
              )}
            </div>
          </>
        )}
      </div>
      <div
        css={css`
          display: flex;
          gap: 8px;
          padding: 0 16px 16px;
        `}
      >
        <Link
          to={betNowLink(game)}
          css={[
            primaryButton,
            smallButton,
            css`
              flex: 1;
              text-decoration: none;
            `,
          ]}
          data-testid="bet-now"
        >
          {t('lottery.card.betNow')}
        </Link>
        {game.published ? (
          <button
            type="button"
            css={[ghostButton, smallButton]}
            aria-pressed={selected}
            onClick={onResults}
            data-testid="card-results"
          >
            {t('lottery.card.results')}
          </button>
        ) : null}
      </div>
    </article>
  );
}

/**
 * A game whose vendor publishes no draws (docs/lottery.md section 1: no countdown or results): a
 * compact tile with its name, vendor, "Results not published" and "Bet now", so the games with
 * live draws stay in view.
 */
export function CompactGameCard({ game }: { game: LotteryGame }) {
  const { t } = useTranslation();
  const theme = gameCardTheme(game.nodeId);
  return (
    <article
      data-testid="lottery-card"
      data-game={game.gameCode}
      data-compact=""
      aria-label={game.name}
      css={css`
        ${cardShell};
        flex-direction: row;
        align-items: center;
        gap: 10px;
        padding: 10px 12px;
        border-left: 4px solid ${theme.from};
        &:hover {
          border-color: ${theme.from};
        }
      `}
    >
      <span
        css={css`
          flex: none;
          width: 40px;
          height: 40px;
          border-radius: 10px;
          overflow: hidden;
          background: linear-gradient(135deg, ${theme.from}, ${theme.to});
          display: grid;
          place-items: center;
          color: var(--c-on-vivid);
        `}
      >
        {game.iconUrl ? (
          <img
            src={game.iconUrl}
            alt=""
            loading="lazy"
            css={css`
              width: 100%;
              height: 100%;
              object-fit: cover;
            `}
          />
        ) : (
          <Icon name="lott" size={20} />
        )}
      </span>
      <div
        css={css`
          min-width: 0;
          flex: 1;
          display: grid;
          gap: 1px;
        `}
      >
        <strong
          css={css`
            font-size: 14px;
            white-space: nowrap;
            overflow: hidden;
            text-overflow: ellipsis;
          `}
        >
          {game.name}
        </strong>
        <span
          css={[
            mutedText,
            css`
              white-space: nowrap;
              overflow: hidden;
              text-overflow: ellipsis;
            `,
          ]}
        >
          {game.vendorName}
        </span>
        <span
          data-testid="not-published"
          css={[
            mutedText,
            css`
              font-size: 11px;
            `,
          ]}
          title={t('lottery.card.notPublishedHint')}
        >
          {t('lottery.card.notPublished')}
        </span>
      </div>
      <Link
        to={betNowLink(game)}
        css={[
          primaryButton,
          css`
            height: 30px;
            padding: 0 12px;
            font-size: 12px;
            text-decoration: none;
          `,
        ]}
        data-testid="bet-now"
      >
        {t('lottery.card.betNow')}
      </Link>
    </article>
  );
}
