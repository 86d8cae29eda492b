/**
 * "Granted" of a contract page (spec sections 2 and 4; docs/contracts.md "Lifecycle"): a paged
 * table of the contracts the agent granted to its direct downlines (downline, state, period, top
 * rate, accepted date and the actions the server lists: withdraw an offer, request termination,
 * accept or reject a termination request), a filter by state, the detail dialog (tier table and
 * history) and the "New contract" button opening the offer dialog. Offering needs a live contract
 * of the kind of the agent's own (the ceiling).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chip, ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import type { AgentContract, ContractKind, ContractList, ContractParty } from '../../../contract/types';
import { StatusPill } from '../../ui/kit';
import { AgentLoad, PagedRows, PAGE_SIZE, useResource, useTime } from '../../ui/reportUi';
import { ContractActions, percent, smallButton, StatePill, type Flash } from './contractUi';
import { ContractDetailDialog } from './ContractDetailDialog';
import { OfferDialog } from './OfferDialog';
import { topRateOf } from './terms';

const STATE_FILTERS = ['all', 'offered', 'live', 'ended'] as const;
type StateFilter = (typeof STATE_FILTERS)[number];

/** The granted contracts of `kind`; `own` is the agent's own live contract of the kind (null: it cannot offer; undefined: not loaded yet). */
export const GrantedContracts = observer(function GrantedContracts({
  kind,
  own,
  onResult,
}: {
  kind: ContractKind;
  own: AgentContract | null | undefined;
  onResult(flash: Flash): void;
}) {
  const { t } = useTranslation();
  const { contracts } = useStores();
  const time = useTime();
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [offerTo, setOfferTo] = useState<ContractParty | 'new' | null>(null);
  const kindName = t(`contracts.kindNouns.${kind}`);
  const result = useResource(
    contracts.granted,
    () => contracts.loadGranted({ kind, state, page, pageSize: PAGE_SIZE }),
    [kind, state, page],
    t('contracts.common.loadFailed'),
  );

  const row = (c: AgentContract) => (
    <tr key={c.id} data-testid={`granted-${c.id}`}>
      <td>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            white-space: nowrap;
          `}
        >
          <strong>{c.downline.username}</strong>
          <StatusPill tone={c.downline.isAgent ? 'wait' : 'neutral'}>
            {t(c.downline.isAgent ? 'agent.types.agent' : 'agent.types.member')}
          </StatusPill>
        </div>
        {c.downline.nickname ? (
          <span
            css={css`
              display: block;
              color: var(--c-muted);
              font-size: 12px;
            `}
          >
            {c.downline.nickname}
          </span>
        ) : null}
      </td>
      <td>
        <StatePill state={c.state} />
      </td>
      <td data-nowrap="">{t(`contracts.periods.${c.period}`)}</td>
      <td data-num="">{percent(topRateOf(c.tiers))}</td>
      <td
        data-nowrap=""
        css={css`
          font-size: 12px;
        `}
      >
        {time(c.acceptedAt) || '—'}
      </td>
      <td>
        <ContractActions
          contract={c}
          onResult={onResult}
          extra={
            <>
              <button
                type="button"
                css={[ghostButton, smallButton]}
                onClick={() => setDetailId(c.id)}
                data-testid={`contract-${c.id}-details`}
              >
                {t('contracts.actions.details')}
              </button>
              {own && c.state !== 'offered' ? (
                <button
                  type="button"
                  css={[ghostButton, smallButton]}
                  onClick={() => setOfferTo(c.downline)}
                  data-testid={`contract-${c.id}-newTerms`}
                >
                  {t('contracts.actions.newTerms')}
                </button>
              ) : null}
            </>
          }
        />
      </td>
    </tr>
  );

  return (
    <div data-testid="granted-contracts">
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          justify-content: space-between;
          gap: 10px;
          margin-bottom: 14px;
        `}
      >
        <div
          role="group"
          aria-label={t('contracts.granted.filter')}
          css={css`
            display: flex;
            gap: 8px;
            flex-wrap: wrap;
          `}
        >
          {STATE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              css={chip(state === f)}
              aria-pressed={state === f}
              onClick={() => (setState(f), setPage(1))}
              data-testid={`granted-filter-${f}`}
            >
              {t(`contracts.granted.states.${f}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          css={primaryButton}
          disabled={!own}
          onClick={() => setOfferTo('new')}
          data-testid="contract-new"
        >
          {t('contracts.granted.newContract')}
        </button>
      </div>
      {own === null ? (
        <p
          css={css`
            margin: -6px 0 14px;
            color: var(--c-muted);
            font-size: 13px;
          `}
          data-testid="contract-no-own"
        >
          {t('contracts.granted.noOwn', { kind: kindName })}
        </p>
      ) : null}
      <AgentLoad result={result} rows={6}>
        {(v: ContractList) => (
          <PagedRows
            rows={v.list.length}
            emptyHint={t('contracts.granted.emptyHint')}
            page={page}
            total={v.total}
            onPage={setPage}
            head={
              <tr>
                <th>{t('contracts.common.downline')}</th>
                <th>{t('contracts.common.state')}</th>
                <th>{t('contracts.common.period')}</th>
                <th data-num="">{t('contracts.common.topRate')}</th>
                <th>{t('contracts.common.acceptedAt')}</th>
                <th>{t('contracts.common.actions')}</th>
              </tr>
            }
          >
            {v.list.map(row)}
          </PagedRows>
        )}
      </AgentLoad>
      {detailId !== null ? (
        <ContractDetailDialog id={detailId} onClose={() => setDetailId(null)} onResult={onResult} />
      ) : null}
      {offerTo !== null && own ? (
        <OfferDialog
          kind={kind}
          own={own}
          downline={offerTo === 'new' ? null : offerTo}
          onClose={() => setOfferTo(null)}
          onResult={onResult}
        />
      ) : null}
    </div>
  );
});
