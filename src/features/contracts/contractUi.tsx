/**
 * Pieces shared by the contract screens (docs/contracts.md): the state pill, a party's name (null
 * upline: the merchant), the read-only tier table, the action buttons the server lists in a
 * contract's `actions`, the termination note and the success or failure line after an action.
 * Styles use the theme's CSS variables, so light and dark themes both work.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { problemText } from '../../stores/problems';
import type {
  AgentContract,
  ContractAction,
  ContractKind,
  ContractParty,
  ContractState,
  ContractTier,
} from '../../../contract/types';
import { usesProfitLoss } from '../../../engine/contracts';
import { StatusPill, table, type Tone } from '../../ui/kit';
import { Notice } from '../../ui/kit';
import { useMoney } from '../../ui/reportUi';

/** The minor digits of the wallet's currency (2 until the currency is known). */
export function useDecimals(): number {
  const { wallet } = useStores();
  return wallet.decimals;
}

const STATE_TONES: Record<ContractState, Tone> = {
  offered: 'wait',
  active: 'good',
  terminationRequested: 'wait',
  rejected: 'bad',
  withdrawn: 'neutral',
  terminated: 'neutral',
  replaced: 'neutral',
};

/** A contract state as a coloured pill. */
export function StatePill({ state }: { state: ContractState }) {
  const { t } = useTranslation();
  return <StatusPill tone={STATE_TONES[state]}>{t(`contracts.states.${state}`)}</StatusPill>;
}

/** A party's name: its username (and nickname), or "the merchant" for a top agent's contract (upline null). */
export function usePartyName(): (party: ContractParty | null) => string {
  const { t } = useTranslation();
  return (party) =>
    party
      ? party.nickname
        ? `${party.username} (${party.nickname})`
        : party.username
      : t('contracts.common.merchant');
}

/** "1.25 %" from a percent string. */
export const percent = (rate: string) => `${rate} %`;

/** The tier table of a contract (docs/contracts.md "Terms"): active members, valid bet or profit and loss, rate. */
export function TierTable({
  kind,
  tiers,
  testId,
}: {
  kind: ContractKind;
  tiers: readonly ContractTier[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const fmt = useMoney();
  return (
    <table
      css={[
        table,
        css`
          margin-top: 6px;
        `,
      ]}
      data-testid={testId}
    >
      <caption
        css={css`
          text-align: left;
          font-size: 12px;
          color: var(--c-muted);
          padding-bottom: 4px;
        `}
      >
        {t('contracts.tiers.caption')}
      </caption>
      <thead>
        <tr>
          <th>{t('contracts.tiers.tier')}</th>
          <th data-num="">{t('contracts.tiers.activeMembers')}</th>
          <th data-num="">{t(usesProfitLoss(kind) ? 'contracts.tiers.profitLoss' : 'contracts.tiers.validBet')}</th>
          <th data-num="">{t('contracts.tiers.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, i) => (
          <tr key={i}>
            <td>{i + 1}</td>
            <td data-num="">{tier.minActive}</td>
            <td data-num="">{fmt(tier.minAmount)}</td>
            <td data-num="">{percent(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The line under a contract whose termination was requested: by the viewer, or by the other party (who waits for the viewer). */
export function TerminationNote({ contract }: { contract: AgentContract }) {
  const { t } = useTranslation();
  if (contract.state !== 'terminationRequested' || !contract.terminationRequestedBy) return null;
  const mine = contract.terminationRequestedBy === contract.role;
  return (
    <p
      css={css`
        margin: 8px 0 0;
        font-size: 13px;
        color: var(--c-gold);
      `}
    >
      {t(mine ? 'contracts.termination.byMe' : 'contracts.termination.byOther')}
    </p>
  );
}

/** The outcome of an action: a success or failure line. */
export interface Flash {
  tone: 'good' | 'bad';
  text: string;
}

/** The success or failure line of the last action (a Notice), or nothing. */
export function FlashLine({ flash }: { flash: Flash | null }) {
  if (!flash) return null;
  return (
    <Notice tone={flash.tone} testId={`contract-flash-${flash.tone}`}>
      {flash.text}
    </Notice>
  );
}

const PRIMARY: readonly ContractAction[] = ['accept', 'acceptTermination'];

/**
 * The buttons of the actions the server lists for `contract` (docs/contracts.md "Lifecycle");
 * each runs the store's process action and reports the server's localised refusal or a success
 * line through `onResult`. `only` restricts them (e.g. accept and reject in the offers modal).
 */
export const ContractActions = observer(function ContractActions({
  contract,
  onResult,
  only,
  extra,
}: {
  contract: AgentContract;
  onResult(flash: Flash): void;
  only?: readonly ContractAction[];
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const [busy, setBusy] = useState(false);
  const actions = contract.actions.filter((a) => !only || only.includes(a));
  const handleAction = async (action: ContractAction) => {
    if (busy) return;
    setBusy(true);
    try {
      await contracts.process(contract, action);
      onResult({ tone: 'good', text: t(`contracts.done.${action}`) });
    } catch (err) {
      onResult({ tone: 'bad', text: problemText(err, t('contracts.common.actionFailed')) });
    } finally {
      setBusy(false);
    }
  };
  if (actions.length === 0 && !extra) return null;
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
      `}
    >
      {actions.map((a) => (
        <button
          key={a}
          type="button"
          css={[PRIMARY.includes(a) ? primaryButton : ghostButton, smallButton]}
          disabled={busy}
          onClick={() => void handleAction(a)}
          data-testid={`contract-${contract.id}-${a}`}
        >
          {t(`contracts.actions.${a}`)}
        </button>
      ))}
      {extra}
    </div>
  );
});

/** A compact button for table rows and cards. */
export const smallButton = css`
  height: 30px;
  padding: 0 12px;
  font-size: 12px;
`;
