/**
 * agentRevenueReport (spec section 2; README "Agent center"): the agent's own income per range and
 * kind (dividend, daily wage, hourly wage, real-time salary, rebate), read from the ledger, with
 * the totals per kind. Empty (and correct) until the contracts pay income.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import type { AgentRangeQuery, AgentRevenue } from '../../../../contract/types';
import {
  AgentLoad,
  Figure,
  figureGrid,
  PagedRows,
  PAGE_SIZE,
  RangePicker,
  useMoney,
  useResource,
} from '../../../ui/reportUi';

const KINDS = ['dividend', 'dailyWage', 'hourlyWage', 'realtimeSalary', 'rebate', 'total'] as const;

/** The agentRevenueReport page for the chosen range (default this month), paged. */
export const RevenuePage = observer(function RevenuePage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const fmt = useMoney();
  const [range, setRange] = useState<AgentRangeQuery>({ range: 'thisMonth' });
  const [page, setPage] = useState(1);
  const result = useResource(
    agent.revenue,
    () => agent.loadRevenue({ ...range, page, pageSize: PAGE_SIZE }),
    [range.range, range.from, range.to, page],
    t('agent.common.loadFailed'),
  );
  return (
    <div data-testid="agent-revenue">
      <RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} />
      <AgentLoad result={result} cards={6} rows={6}>
        {(v: AgentRevenue) => (
          <>
            <div
              css={[
                figureGrid,
                css`
                  margin-bottom: 14px;
                `,
              ]}
            >
              {KINDS.map((k) => (
                <Figure
                  key={k}
                  label={t(`agent.revenue.kinds.${k}`)}
                  value={fmt(v.totals[k])}
                  tone={k === 'total' ? 'var(--c-gold)' : undefined}
                  testId={`revenue-${k}`}
                />
              ))}
            </div>
            <PagedRows
              rows={v.list.length}
              emptyHint={t('agent.revenue.emptyHint')}
              page={page}
              total={v.total}
              onPage={setPage}
              head={
                <tr>
                  <th>{t('agent.revenue.day')}</th>
                  <th>{t('agent.revenue.kind')}</th>
                  <th data-num="">{t('agent.revenue.amount')}</th>
                  <th>{t('agent.revenue.reference')}</th>
                </tr>
              }
            >
              {v.list.map((r, i) => (
                <tr key={`${r.day}-${r.kind}-${r.reference ?? i}`}>
                  <td data-nowrap="">{r.day}</td>
                  <td>{t(`agent.revenue.kinds.${r.kind}`)}</td>
                  <td data-num="">{fmt(r.amount)}</td>
                  <td
                    css={css`
                      color: var(--c-muted);
                    `}
                  >
                    {r.reference ?? '—'}
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

export default RevenuePage;
