/**
 * The SEA 4D result sheet (docs/lottery.md section 3): 1st, 2nd and 3rd prizes prominently, then
 * the 10 Special and the 10 Consolation numbers in grids, as Malaysian 4D result boards show them.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../../../contract/types';
import { seaSheet } from '../../stores/lottery/sheets';
import { MEDALS } from '../../theme/palettes';

const listGrid = css`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: 6px;
`;

const listNumber = css`
  display: grid;
  place-items: center;
  height: 38px;
  border-radius: var(--r-sm);
  border: 1px solid var(--c-border);
  background: var(--c-surface-2);
  font-size: 17px;
  font-weight: 800;
  letter-spacing: 0.08em;
  font-variant-numeric: tabular-nums;
`;

export function SeaSheetView({ draw, compact = false }: { draw: Pick<LotteryDraw, 'prizes'>; compact?: boolean }) {
  const { t } = useTranslation();
  const sheet = seaSheet(draw);
  const top = [
    { key: 'first', label: t('lottery.sea.first'), value: sheet.first },
    { key: 'second', label: t('lottery.sea.second'), value: sheet.second },
    { key: 'third', label: t('lottery.sea.third'), value: sheet.third },
  ];
  return (
    <div
      css={css`
        display: grid;
        gap: 14px;
      `}
      data-testid="sea-sheet"
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(3, minmax(0, 1fr));
          gap: 10px;
        `}
      >
        {top.map((p, i) => (
          <div
            key={p.key}
            data-testid={`sea-${p.key}`}
            css={css`
              display: grid;
              justify-items: center;
              gap: 4px;
              padding: ${compact ? 10 : 14}px 8px;
              border-radius: var(--r-md);
              border: 1px solid color-mix(in srgb, ${MEDALS.colours[i]} 55%, var(--c-border));
              background: linear-gradient(
                180deg,
                color-mix(in srgb, ${MEDALS.colours[i]} 22%, transparent),
                transparent
              );
            `}
          >
            <span
              css={css`
                font-size: 12px;
                font-weight: 800;
                color: var(--c-muted);
                text-transform: uppercase;
                letter-spacing: 0.06em;
              `}
            >
              {p.label}
            </span>
            <strong
              css={css`
                font-size: ${compact ? 24 : 32}px;
                font-weight: 900;
                letter-spacing: 0.1em;
                font-variant-numeric: tabular-nums;
              `}
            >
              {p.value || '————'}
            </strong>
          </div>
        ))}
      </div>
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(2, minmax(0, 1fr));
          gap: 14px;
        `}
      >
        {[
          { key: 'special', label: t('lottery.sea.special'), list: sheet.special },
          { key: 'consolation', label: t('lottery.sea.consolation'), list: sheet.consolation },
        ].map((block) => (
          <section
            key={block.key}
            aria-label={block.label}
            data-testid={`sea-${block.key}`}
            css={css`
              display: grid;
              gap: 8px;
            `}
          >
            <h4
              css={css`
                margin: 0;
                font-size: 13px;
                font-weight: 800;
                color: var(--c-muted);
              `}
            >
              {block.label}
            </h4>
            <div css={listGrid}>
              {block.list.map((n, i) => (
                <span key={i} css={listNumber} data-testid="sea-number">
                  {n || '—'}
                </span>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
