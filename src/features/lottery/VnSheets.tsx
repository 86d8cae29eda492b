/**
 * Vietnam result sheets in the regional layout (docs/lottery.md section 2): North with ĐB on top
 * down to G7 (27 prizes in 8 rows, the special prize in red), Central and South with one column per
 * province from G8 on top down to ĐB, and the lô endings table (đầu 0-9 with the last digit of
 * every prize's two-digit ending; the special prize's ending in red).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import type { LotteryDraw } from '../../../contract/types';
import { loTable, northRows, regionalSheet, specialPrize } from '../../stores/lottery/sheets';

export const sheetTable = css`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-variant-numeric: tabular-nums;
  th,
  td {
    border: 1px solid var(--c-border);
    padding: 7px 8px;
    text-align: center;
  }
  thead th {
    background: var(--c-surface-2);
    color: var(--c-muted);
    font-size: 12px;
    font-weight: 700;
  }
  tbody th {
    width: 92px;
    background: var(--c-surface-2);
    color: var(--c-muted);
    font-size: 12px;
    font-weight: 700;
  }
  tbody tr:nth-of-type(even) td {
    background: color-mix(in srgb, var(--c-surface-2) 45%, transparent);
  }
`;

const numberCss = (tier: string, special: boolean) => css`
  display: block;
  padding: 2px 0;
  font-size: ${special ? 24 : tier === 'G7' || tier === 'G8' ? 19 : 17}px;
  font-weight: ${special || tier === 'G8' ? 900 : 700};
  letter-spacing: 0.06em;
  color: ${special || tier === 'G8' ? 'var(--c-danger)' : 'var(--c-text)'};
`;

/** Columns of a North row: 6 numbers as 3 x 2, others all in one line. */
const columnsOf = (count: number) => (count === 6 ? 3 : Math.max(1, count));

function Numbers({ tier, numbers }: { tier: string; numbers: string[] }) {
  const special = tier === 'DB';
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: repeat(${columnsOf(numbers.length)}, minmax(0, 1fr));
        gap: 2px 6px;
      `}
    >
      {numbers.map((n, i) => (
        <span key={i} data-testid="prize-number" data-tier={tier} css={numberCss(tier, special)}>
          {n || '—'}
        </span>
      ))}
    </div>
  );
}

/** The North sheet of one draw: 8 rows, ĐB to G7. */
export function NorthSheet({ draw }: { draw: Pick<LotteryDraw, 'prizes' | 'label'> }) {
  const { t } = useTranslation();
  return (
    <table css={sheetTable} data-testid="vn-sheet-north" aria-label={draw.label}>
      <tbody>
        {northRows(draw).map((row) => (
          <tr key={row.tier} data-testid="sheet-row" data-tier={row.tier}>
            <th scope="row">{t(`lottery.tiers.${row.tier}`)}</th>
            <td>
              <Numbers tier={row.tier} numbers={row.numbers} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Central or South sheet of the day's draws: a column per province, G8 to ĐB. */
export function RegionalSheet({
  draws,
}: {
  draws: readonly Pick<LotteryDraw, 'drawId' | 'label' | 'status' | 'prizes'>[];
}) {
  const { t } = useTranslation();
  const sheet = regionalSheet(draws);
  return (
    <table css={sheetTable} data-testid="vn-sheet-regional">
      <thead>
        <tr>
          <th
            scope="col"
            css={css`
              width: 92px;
            `}
          >
            {t('lottery.vn.prize')}
          </th>
          {sheet.provinces.map((p) => (
            <th
              key={p.drawId}
              scope="col"
              data-testid="province-column"
              data-status={p.status}
              css={css`
                color: var(--c-text) !important;
                font-size: 14px !important;
              `}
            >
              {p.label}
              {p.status === 'void' ? (
                <span
                  css={css`
                    display: block;
                    font-size: 11px;
                    color: var(--c-danger);
                  `}
                >
                  {t('lottery.status.void')}
                </span>
              ) : null}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.rows.map((row) => (
          <tr key={row.tier} data-testid="sheet-row" data-tier={row.tier}>
            <th scope="row">{t(`lottery.tiers.${row.tier}`)}</th>
            {row.cells.map((numbers, i) => (
              <td key={sheet.provinces[i]!.drawId}>
                {numbers.map((n, j) => (
                  <span
                    key={j}
                    data-testid="prize-number"
                    data-tier={row.tier}
                    css={numberCss(row.tier, row.tier === 'DB')}
                  >
                    {n || '—'}
                  </span>
                ))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The lô endings table of the day's draws: đầu 0-9, one column of endings per draw (province). */
export function LoEndingsTable({ draws }: { draws: readonly Pick<LotteryDraw, 'drawId' | 'label' | 'prizes'>[] }) {
  const { t } = useTranslation();
  const tables = draws.map((d) => ({
    drawId: d.drawId,
    label: d.label,
    rows: loTable(d),
    special: specialPrize(d).slice(-2),
  }));
  return (
    <table css={sheetTable} data-testid="lo-table">
      <thead>
        <tr>
          <th
            scope="col"
            css={css`
              width: 72px;
            `}
          >
            {t('lottery.vn.head')}
          </th>
          {tables.map((tb) => (
            <th key={tb.drawId} scope="col">
              {draws.length > 1 ? tb.label : t('lottery.vn.tails')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: 10 }, (_, head) => (
          <tr key={head} data-testid="lo-row" data-head={head}>
            <th
              scope="row"
              css={css`
                font-size: 15px !important;
                color: var(--c-primary) !important;
              `}
            >
              {head}
            </th>
            {tables.map((tb) => (
              <td
                key={tb.drawId}
                css={css`
                  text-align: left !important;
                  letter-spacing: 0.04em;
                `}
                data-testid="lo-tails"
              >
                {tb.rows[head]!.tails.map((tail, i, all) => {
                  const isSpecial = tb.special === `${head}${tail}` && all.indexOf(tail) === i;
                  return (
                    <span
                      key={i}
                      data-special={isSpecial ? '' : undefined}
                      css={css`
                        font-weight: 700;
                        ${isSpecial ? 'color: var(--c-danger);' : ''}
                      `}
                    >
                      {tail}
                      {i < all.length - 1 ? ', ' : ''}
                    </span>
                  );
                })}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
