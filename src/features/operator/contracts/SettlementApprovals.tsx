/**
 * The merchant's settlements (docs/contracts.md "Settlement", "Dividends"), by default those
 * waiting for approval (state requested), filtered by kind and state, paged, with the filter's
 * totals: agent, kind, period, the team figures, base, rate, payout and state. A requested
 * settlement is approved (the payout is transferred at once: paid) or rejected (nothing paid).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { Paginator } from '../../../components/Paginator';
import { ghostButton, primaryButton } from '../../../components/styles';
import { signOf } from '../../../../contract/money';
import { CONTRACT_KINDS } from '../../../../engine/contracts';
import type { ContractKind, Settlement, SettlementState } from '../../../../contract/types';
import type { SettlementApprovals as Approvals } from '../../../stores/operator/ContractSettlementsStore';
import { label } from '../AnnouncementEditor';
import { input, muted, Section } from '../ui';
import { fieldRow, LoadError, Loading, NoticeLine, SettlementStatePill, small, table, useContractTexts } from './shared';

const STATES: readonly SettlementState[] = ['requested', 'pending', 'paid', 'rejected', 'zero'];
const COLUMNS = ['agent', 'kind', 'period', 'activeMembers', 'validBet', 'profitLoss', 'base', 'rate', 'payout', 'state', 'actions'] as const;

const Row = observer(function Row({ settlement: s, approvals }: { settlement: Settlement; approvals: Approvals }) {
  const { c, kindName, amount, when } = useContractTexts();
  const busy = approvals.acting === s.id;
  return (
    <tr data-testid={`settlement-${s.id}`}>
      <td>
        <strong css={css`color: var(--c-text);`}>{s.agent.username}</strong>
        <div css={[muted, css`font-size: 12px;`]}>{s.agent.nickname}</div>
      </td>
      <td data-nowrap>{kindName(s.kind)}</td>
      <td data-nowrap>
        {s.periodKey}
        <div css={[muted, css`font-size: 12px;`]}>{when(s.periodStart)}</div>
      </td>
      <td data-num>{s.activeMembers}</td>
      <td data-num>{amount(s.validBet)}</td>
      <td data-num>{amount(s.profitLoss)}</td>
      <td data-num>
        {amount(s.base)}
        {signOf(s.carriedIn) !== 0 ? <div css={[muted, css`font-size: 12px;`]}>{c('settlements.carried', { amount: amount(s.carriedIn) })}</div> : null}
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
          <span css={css`display: inline-flex; gap: 6px;`}>
            <button type="button" css={[primaryButton, small]} disabled={busy} data-testid={`settlement-${s.id}-approve`} onClick={() => void approvals.decide(s, 'approve')}>
              {c('settlements.approve')}
            </button>
            <button type="button" css={[ghostButton, small, css`color: var(--c-danger);`]} disabled={busy} data-testid={`settlement-${s.id}-reject`} onClick={() => void approvals.decide(s, 'reject')}>
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
  const { c, kindName, amount } = useContractTexts();
  const page = approvals.page;
  return (
    <Section title={c('settlements.title')} intro={c('settlements.intro')} testId="settlements-panel">
      <div css={fieldRow}>
        <label css={label}>
          {c('settlements.kind')}
          <select css={input} data-testid="settlements-filter-kind" value={approvals.filter.kind} onChange={(e) => void approvals.setFilter({ kind: e.target.value as ContractKind | '' })}>
            <option value="">{c('anyKind')}</option>
            {CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </label>
        <label css={label}>
          {c('settlements.state')}
          <select css={input} data-testid="settlements-filter-state" value={approvals.filter.state} onChange={(e) => void approvals.setFilter({ state: e.target.value as SettlementState | '' })}>
            <option value="">{c('anyState')}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {c(`settlementStates.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <NoticeLine notice={approvals.notice} testId="settlements-notice" />
      {approvals.error ? <LoadError notice={approvals.error} onRetry={() => void approvals.load(approvals.pageNo)} testId="settlements-error" /> : null}
      {approvals.loading && !page ? <Loading testId="settlements-loading" /> : null}
      {page && page.list.length === 0 && !approvals.error ? (
        <p css={muted} data-testid="settlements-empty">
          {approvals.filter.state === 'requested' ? c('settlements.emptyRequested') : c('settlements.empty')}
        </p>
      ) : null}
      {page && page.list.length > 0 ? (
        <div css={css`overflow-x: auto;`} aria-busy={approvals.loading}>
          <table css={table} data-testid="settlements-table">
            <caption css={css`text-align: left; color: var(--c-muted); font-size: 12px; padding-bottom: 6px;`}>
              {c('settlements.found', { count: page.total })} · <span data-testid="settlements-totals">{c('settlements.totals', { payout: amount(page.totals.payout), paid: amount(page.totals.paid) })}</span>
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((k) => (
                  <th key={k} data-num={['activeMembers', 'validBet', 'profitLoss', 'base', 'rate', 'payout'].includes(k) || undefined}>
                    {c(`settlements.columns.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.list.map((s) => (
                <Row key={s.id} settlement={s} approvals={approvals} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page && approvals.pageCount > 1 ? <Paginator page={approvals.pageNo} totalPages={approvals.pageCount} onChange={(p) => void approvals.load(p)} label={c('settlements.pages')} /> : null}
    </Section>
  );
});
