/**
 * A lottery ticket's detail in the betting record (docs/lottery.md section 5 "Betting record rows
 * carry lottery"; schemas/api/lottery.json lotteryTicketDetail): the draw's label (its id when the
 * vendor sent none), the bet type and the 4D mode, the numbers with the winning ones highlighted,
 * the points (lô lines) and the odds, and the hits once drawn ("Waiting for the draw" before).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LotteryTicketDetail } from '../../../contract/types';
import { mutedText, useBetTypeName } from './lotteryUi';
import { formatDecimal } from '../../../contract/money';

const numberChip = (win: boolean) => css`
  display: inline-grid;
  place-items: center;
  min-width: 30px;
  height: 24px;
  padding: 0 7px;
  border-radius: var(--r-pill);
  font-weight: 800;
  font-size: 12px;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
  border: 1px solid ${win ? 'transparent' : 'var(--c-border)'};
  background: ${win ? 'var(--c-danger)' : 'var(--c-surface-2)'};
  color: ${win ? 'var(--c-on-vivid)' : 'var(--c-text)'};
`;

/** The ticket's numbers: each a chip, red when it is among the winning numbers. */
export function TicketNumbers({ numbers, winning }: { numbers: readonly string[]; winning: readonly string[] }) {
  const wins = new Set(winning);
  return (
    <span
      css={css`
        display: inline-flex;
        flex-wrap: wrap;
        gap: 4px;
      `}
    >
      {numbers.map((n, i) => (
        <span
          key={`${n}-${i}`}
          css={numberChip(wins.has(n))}
          data-testid="ticket-number"
          data-win={wins.has(n) ? '' : undefined}
        >
          {n}
        </span>
      ))}
    </span>
  );
}

export function TicketDetail({ detail }: { detail: LotteryTicketDetail }) {
  const { t, i18n } = useTranslation();
  const name = useBetTypeName();
  const extraWinning = detail.winningNumbers.filter((n) => !detail.numbers.includes(n));
  return (
    <div
      data-testid="ticket-detail"
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 6px 14px;
        font-size: 12px;
      `}
    >
      <span>
        <span css={mutedText}>{t('lottery.record.draw')} </span>
        <strong>{detail.drawLabel ?? detail.drawId}</strong>
      </span>
      <span>
        <span css={mutedText}>{t('lottery.record.betType')} </span>
        <strong>
          {name(detail.betType)}
          {detail.mode ? ` · ${t(`lottery.modes.${detail.mode}`, { defaultValue: detail.mode })}` : ''}
        </strong>
      </span>
      <TicketNumbers numbers={detail.numbers} winning={detail.winningNumbers} />
      {detail.points !== null ? (
        <span data-testid="ticket-points">{t('lottery.record.points', { count: detail.points })}</span>
      ) : null}
      {detail.odds !== null ? (
        <span data-testid="ticket-odds">
          {t('lottery.record.odds', { odds: formatDecimal(detail.odds, i18n.language) })}
        </span>
      ) : null}
      {detail.hits === null ? (
        <span css={mutedText} data-testid="ticket-hits">
          {t('lottery.record.pending')}
        </span>
      ) : (
        <strong
          data-testid="ticket-hits"
          css={css`
            color: ${detail.hits > 0 ? 'var(--c-danger)' : 'var(--c-muted)'};
          `}
        >
          {t('lottery.record.hits', { count: detail.hits })}
        </strong>
      )}
      {extraWinning.length > 0 ? (
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            gap: 6px;
          `}
        >
          <span css={mutedText}>{t('lottery.record.winning')}</span>
          <TicketNumbers numbers={extraWinning} winning={extraWinning} />
        </span>
      ) : null}
    </div>
  );
}
