/**
 * agentDownlineTransactionDetailsCopy (spec section 2; README "Agent center"): deposits,
 * withdrawals and transfers of the team at any depth, filtered by member, kind and range, with
 * the totals of the filter per kind.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import { inputBase } from '../../../renderers/form/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import type { AgentRangeQuery, AgentTeamTransactionKind, AgentTeamTransactionsValue } from '../../../../contract/types';
import {
  AgentLoad,
  Figure,
  figureGrid,
  filterBar,
  PagedRows,
  PAGE_SIZE,
  RangePicker,
  useMoney,
  useResource,
  useTime,
} from '../../../ui/reportUi';

const KINDS = [
  'deposit',
  'withdraw',
  'transferIn',
  'transferOut',
] as const satisfies readonly AgentTeamTransactionKind[];
const TOTALS = ['deposits', 'withdrawals', 'transfersIn', 'transfersOut'] as const;

/** The agentDownlineTransactionDetailsCopy page for the chosen range (default this month), paged. */
export const TeamTransactionsPage = observer(function TeamTransactionsPage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const fmt = useMoney();
  const time = useTime();
  const [range, setRange] = useState<AgentRangeQuery>({ range: 'thisMonth' });
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [kind, setKind] = useState<AgentTeamTransactionKind | ''>('');
  const [page, setPage] = useState(1);
  const query = { ...range, ...(username ? { username } : {}), ...(kind ? { kind } : {}), page, pageSize: PAGE_SIZE };
  const result = useResource(
    agent.teamTransactions,
    () => agent.loadTeamTransactions(query),
    [JSON.stringify(query)],
    t('agent.common.loadFailed'),
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setUsername(typed.trim());
    setPage(1);
  };
  return (
    <div data-testid="agent-team-transactions">
      <RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} />
      <form css={filterBar} onSubmit={apply}>
        <input
          css={[
            inputBase,
            css`
              width: 180px;
            `,
          ]}
          placeholder={t('agent.bets.username')}
          aria-label={t('agent.bets.username')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <select
          css={[
            inputBase,
            css`
              width: 150px;
            `,
          ]}
          aria-label={t('agent.transactions.kind')}
          value={kind}
          onChange={(e) => (setKind(e.target.value as AgentTeamTransactionKind | ''), setPage(1))}
        >
          <option value="">{`${t('agent.transactions.kind')}: ${t('agent.common.all')}`}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`agent.transactions.kinds.${k}`)}
            </option>
          ))}
        </select>
        <button type="submit" css={ghostButton}>
          {t('agent.common.search')}
        </button>
      </form>
      <AgentLoad result={result} cards={4} rows={8}>
        {(v: AgentTeamTransactionsValue) => (
          <>
            <div
              css={[
                figureGrid,
                css`
                  margin-bottom: 14px;
                `,
              ]}
            >
              {TOTALS.map((k) => (
                <Figure key={k} label={t(`agent.transactions.totals.${k}`)} value={fmt(v.totals[k])} />
              ))}
            </div>
            <PagedRows
              rows={v.list.length}
              page={page}
              total={v.total}
              onPage={setPage}
              head={
                <tr>
                  <th>{t('agent.transactions.time')}</th>
                  <th>{t('agent.bets.username')}</th>
                  <th>{t('agent.transactions.kind')}</th>
                  <th data-num="">{t('agent.transactions.amount')}</th>
                  <th>{t('agent.transactions.status')}</th>
                  <th>{t('agent.transactions.orderNo')}</th>
                </tr>
              }
            >
              {v.list.map((r) => (
                <tr key={r.id}>
                  <td data-nowrap="">{time(r.createdAt)}</td>
                  <td>{r.username}</td>
                  <td>{t(`agent.transactions.kinds.${r.kind}`)}</td>
                  <td data-num="">{fmt(r.amount)}</td>
                  <td>{t(`agent.transactions.statuses.${r.status}`, { defaultValue: r.status })}</td>
                  <td
                    css={css`
                      font-family: ui-monospace, monospace;
                      font-size: 12px;
                      color: var(--c-muted);
                    `}
                  >
                    {r.orderNo ?? '—'}
                  </td>
                </tr>
              ))}
            </PagedRows>
          </>
        )}
      </AgentLoad>
    </div>
  );
});

export default TeamTransactionsPage;
