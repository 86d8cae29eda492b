/**
 * A game's result history (docs/lottery.md section 6 "a results panel per game", "past draws"):
 * the date filter (a local date in the game's time zone), the drawn and voided draws newest first
 * with their label, date, draw time (the game's zone), status and headline numbers, each draw's
 * prize table and fairness box (the newest one open), and the pages.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw, LotteryGame } from '../../../contract/types';
import { Paginator } from '../../components/Paginator';
import { ghostButton } from '../../components/styles';
import { inputBase } from '../../renderers/form/styles';
import { formatDrawTime, formatLocalDate, gameTimeZone, zoneName } from '../../stores/lottery/drawTime';
import type { ResultsStore } from '../../stores/lottery/ResultsModel';
import { StatusPill } from '../../ui/kit';
import { EmptyState, Skeleton } from '../../ui/rewardUi';
import { DrawSheet, FairnessBox } from './DrawSheet';
import { Headline, lotteryPanel, mutedText, panelHead } from './lotteryUi';

const dateInput = [
  inputBase,
  css`
    width: 170px;
    height: 36px;
  `,
];

function DrawRow({
  draw,
  game,
  open,
  onToggle,
}: {
  draw: LotteryDraw;
  game: Pick<LotteryGame, 'lottoArea'>;
  open: boolean;
  onToggle(): void;
}) {
  const { t, i18n } = useTranslation();
  const zone = gameTimeZone(game.lottoArea);
  return (
    <li
      data-testid="result-row"
      data-draw={draw.drawId}
      css={css`
        border: 1px solid var(--c-border);
        border-radius: var(--r-md);
        overflow: hidden;
      `}
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(150px, 1.1fr) minmax(0, 2fr) auto;
          gap: 12px;
          align-items: center;
          padding: 10px 14px;
          background: var(--c-surface);
        `}
      >
        <div
          css={css`
            display: grid;
            gap: 2px;
            min-width: 0;
          `}
        >
          <strong
            css={css`
              font-size: 14px;
            `}
          >
            {draw.label}
          </strong>
          <span css={mutedText}>
            {formatLocalDate(draw.localDate, i18n.language)} · {formatDrawTime(draw.drawAt, i18n.language, zone)}
          </span>
        </div>
        <div
          css={css`
            min-width: 0;
          `}
        >
          {draw.status === 'void' ? (
            <span
              css={css`
                font-size: 13px;
                color: var(--c-danger);
              `}
            >
              {draw.voidReason
                ? t('lottery.results.voidReason', { reason: draw.voidReason })
                : t('lottery.results.voidNoReason')}
            </span>
          ) : (
            <Headline numbers={draw.headline} size={28} />
          )}
        </div>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
          `}
        >
          <StatusPill tone={draw.status === 'void' ? 'bad' : draw.status === 'drawn' ? 'good' : 'wait'}>
            {t(`lottery.status.${draw.status}`)}
          </StatusPill>
          <button
            type="button"
            css={[
              ghostButton,
              css`
                height: 32px;
                padding: 0 12px;
                font-size: 12px;
              `,
            ]}
            aria-expanded={open}
            onClick={onToggle}
            data-testid="sheet-toggle"
          >
            {open ? t('lottery.results.hideSheet') : t('lottery.results.showSheet')}
          </button>
        </div>
      </div>
      {open ? (
        <div
          css={css`
            display: grid;
            grid-template-columns: minmax(0, 1.6fr) minmax(240px, 1fr);
            gap: 14px;
            padding: 14px;
            border-top: 1px solid var(--c-border);
            background: var(--c-bg);
          `}
          data-testid="result-detail"
        >
          <div
            css={css`
              min-width: 0;
            `}
          >
            {draw.status === 'drawn' ? (
              <DrawSheet draw={draw} area={game.lottoArea} />
            ) : (
              <span css={mutedText}>{t('lottery.results.voidNoReason')}</span>
            )}
          </div>
          <FairnessBox draw={draw} />
        </div>
      ) : null}
    </li>
  );
}

export const ResultsPanel = observer(function ResultsPanel({
  results,
  game,
  title,
  tools,
}: {
  results: ResultsStore;
  game: LotteryGame | null;
  title?: string;
  tools?: ReactNode;
}) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<string | null>(null);
  // another game or another page opens on its newest draw again
  useEffect(() => setOpenId(null), [results.gameCode, results.page, results.date]);
  const list = results.list;
  const data = list.data;
  const firstId = data?.list[0]?.drawId ?? null;
  const shownOpen = openId ?? firstId;
  const zone = game ? gameTimeZone(game.lottoArea) : undefined;
  return (
    <section css={lotteryPanel} aria-labelledby="lottery-results-title" data-testid="results-panel">
      <div css={panelHead}>
        <h2 id="lottery-results-title">
          {title ?? (game ? t('lottery.results.titleOf', { name: game.name }) : t('lottery.results.title'))}
        </h2>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
          `}
        >
          {tools}
          {game?.published ? (
            <>
              <label
                css={css`
                  display: inline-flex;
                  align-items: center;
                  gap: 8px;
                  font-size: 13px;
                  color: var(--c-muted);
                `}
              >
                {t('lottery.results.date')}
                <input
                  type="date"
                  css={dateInput}
                  value={results.date}
                  onChange={(e) => void results.setDate(e.target.value)}
                  data-testid="results-date"
                />
              </label>
              {results.date ? (
                <button
                  type="button"
                  css={[
                    ghostButton,
                    css`
                      height: 36px;
                    `,
                  ]}
                  onClick={() => void results.setDate('')}
                >
                  {t('lottery.results.allDates')}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
      {zone ? <span css={mutedText}>{t('lottery.results.timesIn', { zone: zoneName(zone) })}</span> : null}
      {!game || !game.published ? (
        <EmptyState
          icon="clock"
          text={game ? t('lottery.card.notPublished') : t('lottery.results.title')}
          hint={game ? t('lottery.card.notPublishedHint') : t('lottery.results.pickGame')}
          testId="results-unpublished"
        />
      ) : list.loading && !data ? (
        <Skeleton rows={3} height={58} />
      ) : list.failed ? (
        <div
          role="alert"
          css={css`
            display: flex;
            align-items: center;
            gap: 10px;
            color: var(--c-muted);
          `}
        >
          {list.errorText(t('lottery.error'))}
          <button type="button" css={ghostButton} onClick={() => list.reload()}>
            {t('lottery.retry')}
          </button>
        </div>
      ) : data && data.list.length === 0 ? (
        <EmptyState
          icon="clock"
          text={results.date ? t('lottery.results.emptyDate') : t('lottery.results.empty')}
          testId="results-empty"
        />
      ) : data ? (
        <>
          <ul
            css={[
              css`
                list-style: none;
                margin: 0;
                padding: 0;
                display: grid;
                gap: 8px;
              `,
              list.loading
                ? css`
                    opacity: 0.6;
                  `
                : null,
            ]}
            aria-busy={list.loading}
          >
            {data.list.map((d) => (
              <DrawRow
                key={d.drawId}
                draw={d}
                game={game}
                open={shownOpen === d.drawId}
                onToggle={() => setOpenId(shownOpen === d.drawId ? '' : d.drawId)}
              />
            ))}
          </ul>
          <Paginator
            page={results.page}
            totalPages={Math.max(1, data.totalPages)}
            onChange={(n) => void results.setPage(n)}
            label={t('lottery.results.pages')}
          />
        </>
      ) : null}
    </section>
  );
});
