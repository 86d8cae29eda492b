/**
 * The tier table of a top agent's contract, editable (docs/contracts.md "Terms"): 1 to 10 tiers of
 * minimum active members, minimum amount (the team's valid bet, or its profit and loss for
 * dividends) and rate (percent, two decimals). The table is checked as the server checks it
 * (engine parseTiers through the editor store); the first problem shows under the table and marks
 * its field.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { ghostButton } from '../../../components/styles';
import { MAX_TIERS, usesProfitLoss } from '../../../../engine/contracts';
import type { ContractEditor, TierField } from '../../../stores/operator/ContractEditorStore';
import { input, muted } from '../ui';
import { small, table, useContractTexts } from './shared';

const FIELDS: readonly TierField[] = ['minActive', 'minAmount', 'rate'];

/** The editable tier table of the editor store, its first problem shown inline. */
export const TierTableEditor = observer(function TierTableEditor({ editor }: { editor: ContractEditor }) {
  const { c } = useContractTexts();
  const problem = editor.problem;
  const headers: Record<TierField, string> = {
    minActive: c('editor.minActive'),
    minAmount: c(usesProfitLoss(editor.kind) ? 'editor.minAmountProfit' : 'editor.minAmountBet'),
    rate: c('editor.rateColumn'),
  };
  /** Whether the problem points at this cell (a table-wide problem marks the row's three fields). */
  const invalid = (index: number, field: TierField) =>
    !!problem && problem.index === index && (problem.field === field || problem.field === 'tiers');
  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
      `}
      data-testid="tier-editor"
    >
      <div
        css={css`
          overflow-x: auto;
        `}
      >
        <table
          css={[
            table,
            css`
              td,
              th {
                padding: 6px 8px;
              }
            `,
          ]}
        >
          <thead>
            <tr>
              <th>#</th>
              {FIELDS.map((f) => (
                <th key={f}>{headers[f]}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {editor.rows.map((row, i) => (
              <tr key={i} data-testid={`tier-${i}`}>
                <td>{i + 1}</td>
                {FIELDS.map((f) => (
                  <td key={f}>
                    <input
                      css={[
                        input,
                        css`
                          width: 100%;
                          min-width: 90px;
                        `,
                      ]}
                      inputMode={f === 'minActive' ? 'numeric' : 'decimal'}
                      aria-label={`${c('editor.tier', { n: i + 1 })} ${headers[f]}`}
                      aria-invalid={invalid(i, f)}
                      data-testid={`tier-${i}-${f}`}
                      value={row[f]}
                      maxLength={f === 'rate' ? 6 : 16}
                      onChange={(e) => editor.editRow(i, f, e.target.value)}
                    />
                  </td>
                ))}
                <td>
                  <button
                    type="button"
                    css={[ghostButton, small]}
                    disabled={editor.rows.length <= 1}
                    aria-label={c('editor.removeTier', { n: i + 1 })}
                    data-testid={`tier-${i}-remove`}
                    onClick={() => editor.removeRow(i)}
                  >
                    ×
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p
          role="alert"
          data-testid="tier-problem"
          css={[
            muted,
            css`
              color: var(--c-danger);
              font-size: 12px;
            `,
          ]}
        >
          {c(`problems.${problem.code}`, { n: problem.index + 1, decimals: editor.decimals })}
        </p>
      ) : null}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 10px;
          align-items: center;
        `}
      >
        <button
          type="button"
          css={[ghostButton, small]}
          disabled={editor.rows.length >= MAX_TIERS}
          data-testid="tier-add"
          onClick={() => editor.addRow()}
        >
          {c('editor.addTier')}
        </button>
        <span
          css={[
            muted,
            css`
              font-size: 12px;
            `,
          ]}
        >
          {c('editor.tiersHint')}
        </span>
      </div>
    </div>
  );
});
