/**
 * A draw's live countdown (docs/lottery.md sections 4 and 6): "Closes in hh:mm:ss" while betting is
 * open, "Betting closed · draw in hh:mm:ss" until the draw, then "Drawing…" until the result is
 * published. It ticks every second on the shared clock, so only this text re-renders.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../../../contract/types';
import { drawPhase, formatCountdown } from '../../stores/lottery/drawTime';
import { useNow } from './lotteryUi';

const PHASE_COLOUR = {
  open: 'var(--c-success)',
  closed: 'var(--c-warning)',
  drawing: 'var(--c-primary)',
  drawn: 'var(--c-muted)',
  void: 'var(--c-danger)',
} as const;

export function DrawCountdown({
  draw,
  compact = false,
}: {
  draw: Pick<LotteryDraw, 'status' | 'closesAt' | 'drawAt'>;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const phase = drawPhase(draw, now);
  const until = phase === 'open' ? Date.parse(draw.closesAt) : Date.parse(draw.drawAt);
  const time = formatCountdown(until - now, (count) => t('lottery.days', { count }));
  return (
    <time
      dateTime={phase === 'open' ? draw.closesAt : draw.drawAt}
      data-testid="draw-countdown"
      data-phase={phase}
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 6px;
        font-variant-numeric: tabular-nums;
        font-weight: 700;
        font-size: ${compact ? 12 : 13}px;
        color: ${PHASE_COLOUR[phase]};
        &::before {
          content: '';
          width: 7px;
          height: 7px;
          border-radius: 50%;
          background: currentColor;
          box-shadow: 0 0 0 3px color-mix(in srgb, currentColor 25%, transparent);
        }
      `}
    >
      {t(`lottery.phase.${phase}`, { time })}
    </time>
  );
}
