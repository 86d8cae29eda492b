/**
 * personalHistoryCopy for agents (spec section 2; README "Agent center"): the team betting record,
 * every bet of the team at any depth, filtered by member, category, vendor, status and range,
 * with the totals of the filter over all its pages. Opened from a downline's "records" action with
 * `?username=`, it starts filtered on that member.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton } from '../../../components/styles';
import { inputBase } from '../../../renderers/form/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import {
  GAME_CATEGORIES,
  type AgentRangeQuery,
  type AgentTeamBetsQuery,
  type AgentTeamBetsValue,
  type GameCategory,
} from '../../../../contract/types';
import { StatusPill } from '../../../ui/kit';
import {
  AgentLoad,
  amountTone,
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

const STATUSES = ['settled', 'open', 'cancelled'] as const;
type Filters = {
  username: string;
  category: GameCategory | '';
  vendor: string;
  status: (typeof STATUSES)[number] | '';
};

/** The team betting record page; `params.username` (a downline's records action) preselects the member. */
export const TeamBetsPage = observer(function TeamBetsPage({ params }: CenterPageProps) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const fmt = useMoney();
  const time = useTime();
  // opened from a downline's records: that member's month; else the team's day
  const [range, setRange] = useState<AgentRangeQuery>({ range: params.username ? 'thisMonth' : 'today' });
  const empty: Filters = { username: '', category: '', vendor: '', status: '' };
  const [form, setForm] = useState<Filters>({ ...empty, username: params.username ?? '' });
  const [filters, setFilters] = useState<Filters>(form);
  const [page, setPage] = useState(1);
  const query: AgentTeamBetsQuery = {
    ...range,
    ...(filters.username ? { username: filters.username } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.vendor ? { vendor: filters.vendor } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    page,
    pageSize: PAGE_SIZE,
  };
  const result = useResource(
    agent.teamBets,
    () => agent.loadTeamBets(query),
    [JSON.stringify(query)],
    t('agent.common.loadFailed'),
  );
  const apply = (e: FormEvent) => {
    e.preventDefault();
    setFilters({ ...form, username: form.username.trim(), vendor: form.vendor.trim() });
    setPage(1);
  };
  const tone = (s: string) => (s === 'settled' ? 'good' : s === 'open' ? 'wait' : 'neutral');

  return (
    <div data-testid="agent-team-bets">
      <RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} />
      <form css={filterBar} onSubmit={apply}>
        <input
          css={[
            inputBase,
            css`
              width: 170px;
            `,
          ]}
          placeholder={t('agent.bets.username')}
          aria-label={t('agent.bets.username')}
          value={form.username}
          onChange={(e) => setForm({ ...form, username: e.target.value })}
          data-testid="bets-username"
        />
        <select
          css={[
            inputBase,
            css`
              width: 150px;
            `,
          ]}
          aria-label={t('agent.bets.category')}
          value={form.category}
          onChange={(e) => setForm({ ...form, category: e.target.value as Filters['category'] })}
        >
          <option value="">{`${t('agent.bets.category')}: ${t('agent.common.all')}`}</option>
          {GAME_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </select>
        <input
          css={[
            inputBase,
            css`
              width: 140px;
            `,
          ]}
          placeholder={t('agent.bets.vendor')}
          aria-label={t('agent.bets.vendor')}
          value={form.vendor}
          onChange={(e) => setForm({ ...form, vendor: e.target.value })}
        />
        <select
          css={[
            inputBase,
            css`
              width: 140px;
            `,
          ]}
          aria-label={t('agent.bets.status')}
          value={form.status}
          onChange={(e) => setForm({ ...form, status: e.target.value as Filters['status'] })}
        >
          <option value="">{`${t('agent.bets.status')}: ${t('agent.common.all')}`}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`agent.bets.statuses.${s}`)}
            </option>
          ))}
        </select>
        <button type="submit" css={ghostButton}>
          {t('agent.common.search')}
        </button>
        <button type="button" css={ghostButton} onClick={() => (setForm(empty), setFilters(empty), setPage(1))}>
          {t('agent.common.reset')}
        </button>
      </form>
      <AgentLoad result={result} cards={4} rows={8}>
        {(v: AgentTeamBetsValue) => (
          <>
            <div
              css={[
                figureGrid,
                css`
                  margin-bottom: 14px;
                `,
              ]}
              data-testid="bets-totals"
            >
              <Figure label={t('agent.figures.betAmount')} value={fmt(v.totals.betAmount)} />
              <Figure label={t('agent.figures.validBet')} value={fmt(v.totals.validBet)} />
              <Figure label={t('agent.figures.payout')} value={fmt(v.totals.payout)} />
              <Figure
                label={t('agent.figures.profitLoss')}
                value={fmt(v.totals.profitLoss)}
                tone={amountTone(v.totals.profitLoss)}
              />
            </div>
            <PagedRows
              rows={v.list.length}
              page={page}
              total={v.total}
              onPage={setPage}
              head={
                <tr>
                  <th>{t('agent.bets.betAt')}</th>
                  <th>{t('agent.bets.username')}</th>
                  <th>{t('agent.bets.game')}</th>
                  <th>{t('agent.bets.round')}</th>
                  <th data-num="">{t('agent.figures.betAmount')}</th>
                  <th data-num="">{t('agent.figures.validBet')}</th>
                  <th data-num="">{t('agent.figures.payout')}</th>
                  <th data-num="">{t('agent.figures.profitLoss')}</th>
                  <th>{t('agent.bets.status')}</th>
                </tr>
              }
            >
              {v.list.map((b) => (
                <tr key={b.id}>
                  <td data-nowrap="">{time(b.betAt)}</td>
                  <td>{b.username}</td>
                  <td>
                    {b.gameName}
                    <span
                      css={css`
                        display: block;
                        color: var(--c-muted);
                        font-size: 12px;
                      `}
                    >{`${t(`categories.${b.category}`, { defaultValue: b.category })} · ${b.vendor}`}</span>
                  </td>
                  <td
                    css={css`
                      font-family: ui-monospace, monospace;
                      font-size: 12px;
                    `}
                  >
                    {b.roundId}
                  </td>
                  <td data-num="">{fmt(b.betAmount)}</td>
                  <td data-num="">{fmt(b.validBet)}</td>
                  <td data-num="">{fmt(b.payout)}</td>
                  <td
                    data-num=""
                    css={css`
                      color: ${amountTone(b.profitLoss)};
                    `}
                  >
                    {fmt(b.profitLoss)}
                  </td>
                  <td>
                    <StatusPill tone={tone(b.status)}>{t(`agent.bets.statuses.${b.status}`)}</StatusPill>
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

export default TeamBetsPage;
