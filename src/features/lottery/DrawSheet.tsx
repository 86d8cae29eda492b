/**
 * One draw's prize table in its game's layout (docs/lottery.md sections 2, 3 and 4): Vietnam North
 * or Central/South, SEA 4D, or the plain tiers (the five balls); with the draw's fairness box: the
 * server seed hash (published before betting closed), the revealed seed, the client seed (the draw
 * id) and the vendor's verify link.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../../../contract/types';
import { sheetKind } from '../../stores/lottery/sheets';
import { Ball, mono, mutedText } from './lotteryUi';
import { SeaSheetView } from './SeaSheetView';
import { NorthSheet, RegionalSheet } from './VnSheets';
import { Icon } from '../../components/Icon';

/** The plain tiers of a draw (the five balls): a row of balls per tier. */
function PlainSheet({ draw }: { draw: Pick<LotteryDraw, 'prizes'> }) {
  const { t } = useTranslation();
  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
      `}
      data-testid="plain-sheet"
    >
      {draw.prizes.map((p) => (
        <div
          key={p.tier}
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
          `}
        >
          <span
            css={[
              mutedText,
              css`
                min-width: 72px;
              `,
            ]}
          >
            {t(`lottery.tiers.${p.tier}`, { defaultValue: p.tier })}
          </span>
          <span
            css={css`
              display: inline-flex;
              flex-wrap: wrap;
              gap: 6px;
            `}
          >
            {p.numbers.map((n, i) => (
              <Ball key={i} value={n} size={34} />
            ))}
          </span>
        </div>
      ))}
    </div>
  );
}

/** The sheet of `draw` of a game of `area` (VN, SEA or none). */
export function DrawSheet({ draw, area }: { draw: LotteryDraw; area: string | null }) {
  const kind = sheetKind(area, draw.region);
  if (kind === 'north') return <NorthSheet draw={draw} />;
  if (kind === 'regional') return <RegionalSheet draws={[draw]} />;
  if (kind === 'sea') return <SeaSheetView draw={draw} compact />;
  return <PlainSheet draw={draw} />;
}

/** The draw's provably fair data: hash, revealed seed (or when it will be), client seed and the verify link. */
export function FairnessBox({
  draw,
}: {
  draw: Pick<LotteryDraw, 'drawId' | 'serverSeedHash' | 'serverSeed' | 'verifyUrl'>;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="fairness"
      css={css`
        display: grid;
        gap: 8px;
        padding: 12px 14px;
        border-radius: var(--r-md);
        border: 1px dashed var(--c-border);
        background: var(--c-surface-2);
      `}
    >
      <strong
        css={css`
          display: flex;
          align-items: center;
          gap: 6px;
          font-size: 13px;
        `}
      >
        <Icon name="shield" size={15} />
        {t('lottery.results.fairness')}
      </strong>
      <div>
        <div css={mutedText}>{t('lottery.results.seedHash')}</div>
        <code css={mono} data-testid="seed-hash">
          {draw.serverSeedHash}
        </code>
      </div>
      <div>
        <div css={mutedText}>{t('lottery.results.seed')}</div>
        {draw.serverSeed ? (
          <code css={mono} data-testid="seed">
            {draw.serverSeed}
          </code>
        ) : (
          <span
            css={css`
              font-size: 12px;
            `}
          >
            {t('lottery.results.seedHidden')}
          </span>
        )}
      </div>
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 8px;
        `}
      >
        <span css={mutedText}>{t('lottery.results.clientSeed', { drawId: draw.drawId })}</span>
        {draw.verifyUrl && draw.serverSeed ? (
          <a
            href={draw.verifyUrl}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="verify-link"
            css={css`
              color: var(--c-primary);
              font-weight: 700;
              font-size: 13px;
            `}
          >
            {t('lottery.results.verify')} ↗
          </a>
        ) : null}
      </div>
    </div>
  );
}
