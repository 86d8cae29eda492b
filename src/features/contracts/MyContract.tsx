/**
 * "My contract" of a contract page (spec section 2; docs/contracts.md "Lifecycle"): the agent's own
 * contract of the page's kind, from its upline or the merchant (state, period, tier table,
 * accepted date, termination requests), and an offer waiting for it, highlighted, each with the
 * actions the server lists (accept or reject an offer, request termination, accept or reject a
 * termination request). No contract: the upline or the merchant offers one.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { MyContracts } from '../../stores/contracts/ContractStore';
import type { AgentContract, ContractKind } from '../../../contract/types';
import { card, definitionList } from '../../ui/kit';
import { AgentLoad, EmptyState, useTime } from '../../ui/reportUi';
import type { Loaded } from '../../ui/useResource';
import { ContractActions, StatePill, TerminationNote, TierTable, usePartyName, type Flash } from './contractUi';

const highlighted = css`
  border-color: var(--c-gold);
  box-shadow:
    0 0 0 1px var(--c-gold),
    var(--shadow-card);
  background: color-mix(in srgb, var(--c-gold) 6%, var(--c-surface));
`;

/** One received contract as a card: its facts, its tier table and its actions. */
function ContractCard({
  contract,
  title,
  pending,
  onResult,
}: {
  contract: AgentContract;
  title: string;
  pending?: boolean;
  onResult(flash: Flash): void;
}) {
  const { t } = useTranslation();
  const time = useTime();
  const party = usePartyName();
  return (
    <section
      css={[
        card,
        pending ? highlighted : null,
        css`
          display: grid;
          gap: 12px;
        `,
      ]}
      aria-label={title}
      data-testid={pending ? 'my-contract-offer' : 'my-contract-live'}
    >
      <header
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
          flex-wrap: wrap;
        `}
      >
        <h4
          css={css`
            margin: 0;
            font-size: 16px;
            font-weight: 800;
          `}
        >
          {title}
        </h4>
        <StatePill state={contract.state} />
      </header>
      {pending ? (
        <p
          css={css`
            margin: 0;
            font-size: 13px;
          `}
        >
          {t('contracts.mine.pendingHint', { name: party(contract.upline) })}
        </p>
      ) : null}
      <dl css={definitionList}>
        <dt>{t('contracts.common.from')}</dt>
        <dd>{party(contract.upline)}</dd>
        <dt>{t('contracts.common.period')}</dt>
        <dd>{t(`contracts.periods.${contract.period}`)}</dd>
        <dt>{t(pending ? 'contracts.common.createdAt' : 'contracts.common.acceptedAt')}</dt>
        <dd>{time(pending ? contract.createdAt : contract.acceptedAt) || '—'}</dd>
      </dl>
      <TierTable kind={contract.kind} tiers={contract.tiers} testId={`tiers-${contract.id}`} />
      <TerminationNote contract={contract} />
      <ContractActions contract={contract} onResult={onResult} />
    </section>
  );
}

/**
 * The "My contract" panel of `kind` over the page's loaded own contracts (`result`, loaded by the
 * page because the offer dialog's ceiling needs them too); `onResult` shows an action's outcome.
 */
export const MyContract = observer(function MyContract({
  kind,
  result,
  onResult,
}: {
  kind: ContractKind;
  result: Loaded<MyContracts>;
  onResult(flash: Flash): void;
}) {
  const { t } = useTranslation();
  const kindName = t(`contracts.kindNouns.${kind}`);
  return (
    <div data-testid="my-contract">
      <AgentLoad result={result} rows={4}>
        {(v: MyContracts) =>
          !v.live && !v.offered ? (
            <EmptyState text={t('contracts.mine.none', { kind: kindName })} hint={t('contracts.mine.noneHint')} />
          ) : (
            <div
              css={css`
                display: grid;
                gap: 14px;
              `}
            >
              {v.offered ? (
                <ContractCard contract={v.offered} title={t('contracts.mine.pending')} pending onResult={onResult} />
              ) : null}
              {v.live ? <ContractCard contract={v.live} title={t('contracts.mine.live')} onResult={onResult} /> : null}
            </div>
          )
        }
      </AgentLoad>
    </div>
  );
});
