/**
 * The merchant's settlements (docs/contracts.md "Settlement", "Dividends"), by default those
 * waiting for approval (state requested), filtered by kind and state, paged, with the filter's
 * totals: agent, kind, period, the team figures, base, rate, payout and state. A requested
 * settlement is approved (the payout is transferred at once: paid) or rejected (nothing paid).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { ghostButton, primaryButton } from '../../../components/styles';
import { signOf } from '../../../../contract/money';
import type { ContractKind, Settlement, SettlementState } from '../../../../contract/types';
import type { SettlementApprovals as Approvals } from '../../../stores/operator/ContractSettlementsStore';
import { label } from '../AnnouncementEditor';
import { input, muted, Section } from '../ui';
import { fieldRow, KindOptions, PagedTable, SettlementStatePill, small, useContractTexts } from './shared';

const STATES: readonly SettlementState[] = ['requested', 'pending', 'paid', 'rejected', 'zero'];
const COLUMNS = [
  'agent',
  'kind',
  'period',
  'activeMembers',
  'validBet',
  'profitLoss',
  'base',
  'rate',
  'payout',
  'state',
  'actions',
] as const;

const Row = observer(function Row({ settlement: s, approvals }: { settlement: Settlement; approvals: Approvals }) {
  const { c, kindName, amount, when } = useContractTexts();
  const busy = approvals.acting === s.id;
  return (
    <tr data-testid={`settlement-${s.id}`}>
      <td>
        <strong
          css={css`
            color: var(--c-text);
          `}
        >
          {s.agent.username}
        </strong>
        <div
          css={[
            muted,
            css`
              font-size: 12px;
            `,
          ]}
        >
          {s.agent.nickname}
        </div>
      </td>
      <td data-nowrap>{kindName(s.kind)}</td>
      <td data-nowrap>
        {s.periodKey}
        <div
          css={[
            muted,
            css`
              font-size: 12px;
            `,
          ]}
        >
          {when(s.periodStart)}
        </div>
      </td>
      <td data-num>{s.activeMembers}</td>
      <td data-num>{amount(s.validBet)}</td>
      <td data-num>{amount(s.profitLoss)}</td>
      <td data-num>
        {amount(s.base)}
        {signOf(s.carriedIn) !== 0 ? (
          <div
            css={[
              muted,
              css`
                font-size: 12px;
              `,
            ]}
          >
            {c('settlements.carried', { amount: amount(s.carriedIn) })}
          </div>
        ) : null}
      </td>
      <td data-num>{c('rate', { rate: s.rate })}</td>
      <td data-num>
        <strong>{amount(s.payout)}</strong>
      </td>
      <td>
        <SettlementStatePill state={s.state} />
      </td>
      <td data-nowrap>
        {s.state === 'requested' ? (
          <span
            css={css`
              display: inline-flex;
              gap: 6px;
            `}
          >
            <button
              type="button"
              css={[primaryButton, small]}
              disabled={busy}
              data-testid={`settlement-${s.id}-approve`}
              onClick={() => void approvals.decide(s, 'approve')}
            >
              {c('settlements.approve')}
            </button>
            <button
              type="button"
              css={[
                ghostButton,
                small,
                css`
                  color: var(--c-danger);
                `,
              ]}
              disabled={busy}
              data-testid={`settlement-${s.id}-reject`}
              onClick={() => void approvals.decide(s, 'reject')}
            >
              {c('settlements.reject')}
            </button>
          </span>
        ) : null}
      </td>
    </tr>
  );
});

/** The merchant's settlements (requested by default) with approve and reject. */
export const SettlementApprovals = observer(function SettlementApprovals({ approvals }: { approvals: Approvals }) {
  const { c, amount } = useContractTexts();
  const page = approvals.page;
  return (
    <Section title={c('settlements.title')} intro={c('settlements.intro')} testId="settlements-panel">
      <div css={fieldRow}>
        <label css={label}>
          {c('settlements.kind')}
          <select
            css={input}
            data-testid="settlements-filter-kind"
            value={approvals.filter.kind}
            onChange={(e) => void approvals.setFilter({ kind: e.target.value as ContractKind | '' })}
          >
            <KindOptions any />
          </select>
        </label>
        <label css={label}>
          {c('settlements.state')}
          <select
            css={input}
            data-testid="settlements-filter-state"
            value={approvals.filter.state}
            onChange={(e) => void approvals.setFilter({ state: e.target.value as SettlementState | '' })}
          >
            <option value="">{c('anyState')}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {c(`settlementStates.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedTable
        state={approvals}
        testPrefix="settlements"
        empty={approvals.filter.state === 'requested' ? c('settlements.emptyRequested') : c('settlements.empty')}
        caption={
          page ? (
            <>
              {c('settlements.found', { count: page.total })} ·{' '}
              <span data-testid="settlements-totals">
                {c('settlements.totals', { payout: amount(page.totals.payout), paid: amount(page.totals.paid) })}
              </span>
            </>
          ) : null
        }
        head={COLUMNS.map((k) => (
          <th
            key={k}
            data-num={['activeMembers', 'validBet', 'profitLoss', 'base', 'rate', 'payout'].includes(k) || undefined}
          >
            {c(`settlements.columns.${k}`)}
          </th>
        ))}
        pagesLabel={c('settlements.pages')}
      >
        {page?.list.map((s) => (
          <Row key={s.id} settlement={s} approvals={approvals} />
        ))}
      </PagedTable>
    </Section>
  );
});
