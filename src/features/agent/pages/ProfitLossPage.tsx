/**
 * palStatementsAgentCopy (spec section 2; README "Agent center"): the profit and loss statement of
 * a range: the agent's own play, then each direct downline with its whole team rolled up
 * (deposits, withdrawals, valid bet, payout, profit and loss), and the totals.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { AGENT_TYPES } from '../../../stores/SessionStore';
import type { AgentProfitLoss, AgentRangeQuery } from '../../../../contract/types';
import { StatusPill } from '../../../ui/kit';
import {
  AgentLoad,
  amountTone,
  card,
  EmptyState,
  Figure,
  figureGrid,
  RangePicker,
  table,
  useMoney,
  useResource,
} from '../../../ui/reportUi';

/** The palStatementsAgentCopy page for the chosen range (default this month). */
export const ProfitLossPage = observer(function ProfitLossPage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const fmt = useMoney();
  const [range, setRange] = useState<AgentRangeQuery>({ range: 'thisMonth' });
  const result = useResource(
    agent.profitLoss,
    () => agent.loadProfitLoss(range),
    [range.range, range.from, range.to],
    t('agent.common.loadFailed'),
  );
  const pl = (v: string) => (
    <td
      data-num=""
      css={css`
        color: ${amountTone(v)};
        font-weight: 700;
      `}
    >
      {fmt(v)}
    </td>
  );
  return (
    <div data-testid="agent-profit-loss">
      <RangePicker value={range} onChange={setRange} />
      <AgentLoad result={result} cards={3} rows={6}>
        {(d: AgentProfitLoss) => (
          <div
            css={css`
              display: grid;
              gap: 18px;
            `}
          >
            <section aria-label={t('agent.pnl.own')}>
              <h4
                css={css`
                  margin: 0 0 10px;
                  font-size: 15px;
                  font-weight: 800;
                `}
              >
                {t('agent.pnl.own')}
              </h4>
              <div css={figureGrid}>
                <Figure label={t('agent.figures.validBet')} value={fmt(d.own.validBet)} />
                <Figure label={t('agent.figures.payout')} value={fmt(d.own.payout)} />
                <Figure
                  label={t('agent.pnl.ownProfitLoss')}
                  value={fmt(d.own.profitLoss)}
                  tone={amountTone(d.own.profitLoss)}
                />
              </div>
            </section>
            <section css={card} aria-label={t('agent.pnl.downlines')}>
              <h4
                css={css`
                  margin: 0 0 10px;
                  font-size: 15px;
                  font-weight: 800;
                `}
              >
                {t('agent.pnl.downlines')}
              </h4>
              {d.downlines.length === 0 ? (
                <EmptyState />
              ) : (
                <div
                  css={css`
                    overflow-x: auto;
                  `}
                >
                  <table css={table} data-testid="pnl-table">
                    <thead>
                      <tr>
                        <th>{t('agent.downlines.username')}</th>
                        <th>{t('agent.downlines.type')}</th>
                        <th data-num="">{t('agent.downlines.teamSize')}</th>
                        <th data-num="">{t('agent.figures.deposits')}</th>
                        <th data-num="">{t('agent.figures.withdrawals')}</th>
                        <th data-num="">{t('agent.figures.validBet')}</th>
                        <th data-num="">{t('agent.figures.payout')}</th>
                        <th data-num="">{t('agent.figures.profitLoss')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.downlines.map((r) => (
                        <tr key={r.id}>
                          <td>
                            <strong>{r.username}</strong>
                          </td>
                          <td>
                            <StatusPill tone={AGENT_TYPES.includes(r.type) ? 'wait' : 'neutral'}>
                              {t(AGENT_TYPES.includes(r.type) ? 'agent.types.agent' : 'agent.types.member')}
                            </StatusPill>
                          </td>
                          <td data-num="">{r.teamSize}</td>
                          <td data-num="">{fmt(r.deposits)}</td>
                          <td data-num="">{fmt(r.withdrawals)}</td>
                          <td data-num="">{fmt(r.validBet)}</td>
                          <td data-num="">{fmt(r.payout)}</td>
                          {pl(r.profitLoss)}
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr
                        css={css`
                          font-weight: 800;
                          td {
                            border-bottom: 0;
                          }
                        `}
                      >
                        <td colSpan={3}>{t('agent.common.total')}</td>
                        <td data-num="">{fmt(d.totals.deposits)}</td>
                        <td data-num="">{fmt(d.totals.withdrawals)}</td>
                        <td data-num="">{fmt(d.totals.validBet)}</td>
                        <td data-num="">{fmt(d.totals.payout)}</td>
                        {pl(d.totals.profitLoss)}
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
            </section>
          </div>
        )}
      </AgentLoad>
    </div>
  );
});

export default ProfitLossPage;
