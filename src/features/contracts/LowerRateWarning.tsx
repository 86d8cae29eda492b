/**
 * The lower-rate warning of an offer (spec section 4: "a new contract with a rate lower than a
 * downline's rate automatically terminates that downline's contract after a warning";
 * docs/contracts.md "Lower rate"): names each contract the offer will end (downline, kind, top
 * rate) from POST contracts/preview, and the contract it replaces, and needs an explicit
 * confirmation before the offer is sent with `confirmLowerRate: true`.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../components/styles';
import { checkboxRow } from '../../renderers/form/styles';
import type { ContractPreview } from '../../../contract/types';
import { Notice } from '../../ui/kit';
import { percent } from './contractUi';
import { topRateOf } from './terms';

/** The warning step for an offer to `name`; `onConfirm` sends it, `onBack` returns to the form. */
export function LowerRateWarning({
  name,
  preview,
  busy,
  onConfirm,
  onBack,
}: {
  name: string;
  preview: ContractPreview;
  busy: boolean;
  onConfirm(): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const [understood, setUnderstood] = useState(false);
  return (
    <div
      css={css`
        display: grid;
        gap: 12px;
      `}
      data-testid="lower-rate-warning"
    >
      <Notice tone="bad">{t('contracts.warning.intro', { name })}</Notice>
      <ul
        css={css`
          margin: 0;
          padding-left: 20px;
          display: grid;
          gap: 6px;
        `}
        data-testid="lower-rate-list"
      >
        {preview.endsContracts.map((c) => (
          <li key={c.id} data-testid={`ends-${c.id}`}>
            {t('contracts.warning.item', {
              username: c.downline.username,
              kind: t(`contracts.kinds.${c.kind}`),
              rate: percent(topRateOf(c.tiers)),
            })}
          </li>
        ))}
      </ul>
      {preview.replaces ? (
        <p
          css={css`
            margin: 0;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('contracts.offer.replaces', { name, rate: percent(topRateOf(preview.replaces.tiers)) })}
        </p>
      ) : null}
      <label css={checkboxRow}>
        <input
          type="checkbox"
          checked={understood}
          onChange={(e) => setUnderstood(e.target.checked)}
          data-testid="lower-rate-confirm"
        />
        <span>{t('contracts.warning.confirm')}</span>
      </label>
      <div
        css={css`
          display: flex;
          justify-content: flex-end;
          gap: 10px;
        `}
      >
        <button type="button" css={ghostButton} onClick={onBack} disabled={busy}>
          {t('contracts.warning.back')}
        </button>
        <button
          type="button"
          css={primaryButton}
          disabled={!understood || busy}
          onClick={onConfirm}
          data-testid="lower-rate-send"
        >
          {t('contracts.warning.send')}
        </button>
      </div>
    </div>
  );
}
