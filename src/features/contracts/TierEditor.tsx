/**
 * The offer dialog's tier editor (docs/contracts.md "Terms"): 1 to 10 rows of active members,
 * valid bet or profit and loss, and rate %, with each row's problems shown under it as the agent
 * types (the engine form contractOffer's tier rows, terms.ts checkOffer: the contract terms and the
 * ceiling of the agent's own table, the same refusals the server gives). A new row starts as a
 * copy of the last.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../components/styles';
import { errorText, inputBase } from '../../renderers/form/styles';
import type { ContractKind } from '../../../contract/types';
import { MAX_TIERS, usesProfitLoss } from '../../../engine/contracts';
import { smallButton } from './contractUi';
import type { TierCheck, TierDraft } from './terms';

const grid = css`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr) 84px;
  gap: 8px;
  align-items: center;
  & input {
    height: 34px;
    width: 100%;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
const head = css`
  font-size: 12px;
  font-weight: 700;
  color: var(--c-muted);
  & > span:not(:first-of-type) {
    text-align: right;
    padding-right: 12px;
  }
  & > span:first-of-type {
    text-align: center;
  }
`;

/** The tier rows of an offer of `kind`; `check` holds their problems, `onChange` gets the edited rows. */
export function TierEditor({
  kind,
  drafts,
  check,
  onChange,
}: {
  kind: ContractKind;
  drafts: readonly TierDraft[];
  check: TierCheck;
  onChange(next: TierDraft[]): void;
}) {
  const { t } = useTranslation();
  const amountLabel = t(usesProfitLoss(kind) ? 'contracts.tiers.profitLoss' : 'contracts.tiers.validBet');
  const edit = (i: number, field: keyof TierDraft, value: string) =>
    onChange(drafts.map((d, j) => (j === i ? { ...d, [field]: value } : d)));
  const handleAdd = () =>
    onChange([...drafts, { ...(drafts[drafts.length - 1] ?? { minActive: '0', minAmount: '0', rate: '0' }) }]);
  const handleRemove = (i: number) => onChange(drafts.filter((_, j) => j !== i));
  return (
    <fieldset
      css={css`
        border: 0;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 8px;
      `}
      data-testid="tier-editor"
    >
      <legend
        css={css`
          font-size: 13px;
          font-weight: 700;
          margin-bottom: 6px;
        `}
      >
        {t('contracts.tiers.caption')}
      </legend>
      <div css={[grid, head]} aria-hidden>
        <span>{t('contracts.tiers.tier')}</span>
        <span>{t('contracts.tiers.activeMembers')}</span>
        <span>{amountLabel}</span>
        <span>{t('contracts.tiers.rate')}</span>
        <span />
      </div>
      {drafts.map((d, i) => {
        const problems = check.rows[i] ?? [];
        return (
          <div key={i} data-testid={`tier-row-${i}`}>
            <div css={grid}>
              <span
                css={css`
                  font-weight: 700;
                  text-align: center;
                `}
              >
                {i + 1}
              </span>
              <input
                css={inputBase}
                inputMode="numeric"
                value={d.minActive}
                onChange={(e) => edit(i, 'minActive', e.target.value)}
                aria-label={`${t('contracts.tiers.activeMembers')} ${i + 1}`}
                aria-invalid={problems.length > 0}
                data-testid={`tier-${i}-minActive`}
              />
              <input
                css={inputBase}
                inputMode="decimal"
                value={d.minAmount}
                onChange={(e) => edit(i, 'minAmount', e.target.value)}
                aria-label={`${amountLabel} ${i + 1}`}
                aria-invalid={problems.length > 0}
                data-testid={`tier-${i}-minAmount`}
              />
              <input
                css={inputBase}
                inputMode="decimal"
                value={d.rate}
                onChange={(e) => edit(i, 'rate', e.target.value)}
                aria-label={`${t('contracts.tiers.rate')} ${i + 1}`}
                aria-invalid={problems.length > 0}
                data-testid={`tier-${i}-rate`}
              />
              <button
                type="button"
                css={[ghostButton, smallButton]}
                disabled={drafts.length <= 1}
                onClick={() => handleRemove(i)}
                aria-label={t('contracts.tiers.remove', { n: i + 1 })}
              >
                {t('contracts.tiers.removeShort')}
              </button>
            </div>
            {problems.map((p) => (
              <span
                key={p.key}
                css={[
                  errorText,
                  css`
                    display: block;
                    margin: 4px 0 0 52px;
                  `,
                ]}
                role="alert"
                data-testid={`tier-${i}-problem`}
              >
                {t(`contracts.${p.key}`, p.values ?? {})}
              </span>
            ))}
          </div>
        );
      })}
      {check.table ? (
        <span css={errorText} role="alert">
          {t(`contracts.${check.table.key}`, check.table.values ?? {})}
        </span>
      ) : null}
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
        `}
      >
        <span
          css={css`
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          {t('contracts.tiers.hint')}
        </span>
        <button
          type="button"
          css={[ghostButton, smallButton]}
          disabled={drafts.length >= MAX_TIERS}
          onClick={handleAdd}
          data-testid="tier-add"
        >
          {t('contracts.tiers.add')}
        </button>
      </div>
    </fieldset>
  );
}
