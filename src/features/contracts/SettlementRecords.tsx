/**
 * Settlement records of a contract page (spec sections 2 and 9; docs/contracts.md "Settlement"):
 * one row per contract and period, the period in the merchant's reporting zone, the team's active
 * members, valid bet or profit and loss (+ carried in for dividends), the rate, gross (rate x base,
 * marked when capped by the upline's entitlement), the downlines' share, the payout (gross - share)
 * and the state, filtered by own or granted and by dates, paged, with the totals of the filter.
 * Dividends carry the process request: request (own, pending), approve or reject (granted,
 * requested), as the row's `actions` say.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { chip, ghostButton, primaryButton } from '../../components/styles';
import { inputBase } from '../../renderers/form/styles';
import { useStores } from '../../stores';
import { problemText } from '../../stores/problems';
import type {
  ContractKind,
  Settlement,
  SettlementAction,
  SettlementList,
  SettlementState,
} from '../../../contract/types';
import { usesProfitLoss } from '../../../engine/contracts';
import { StatusPill, type Tone } from '../../ui/kit';
import {
  AgentLoad,
  amountTone,
  dateInput,
  Figure,
  figureGrid,
  filterBar,
  PagedRows,
  PAGE_SIZE,
  useMoney,
  useResource,
} from '../../ui/reportUi';
import { percent, smallButton, useDecimals, type Flash } from './contractUi';
import { grossCapped, periodLabel } from './terms';

/** The reporting zone's offset when the agent profile has not told it yet (docs/contracts.md: GMT+08:00 by default). */
export const DEFAULT_REPORTING_OFFSET = 480;

const ROLES = ['own', 'granted'] as const;
type Role = (typeof ROLES)[number];

const STATE_TONES: Record<SettlementState, Tone> = {
  zero: 'neutral',
  pending: 'wait',
  requested: 'wait',
  paid: 'good',
  rejected: 'bad',
};

/** The wide settlement table, tightened so that its columns fit the panel: narrower cells, headings may wrap. */
const compactTable = css`
  & table th,
  & table td {
    padding-left: 8px;
    padding-right: 8px;
  }
  & table th {
    white-space: normal;
    vertical-align: bottom;
  }
`;

/** The settlement records of `kind`; `onResult` shows the outcome of a dividend request, approval or rejection. */
export const SettlementRecords = observer(function SettlementRecords({
  kind,
  onResult,
}: {
  kind: ContractKind;
  onResult(flash: Flash): void;
}) {
  const { t } = useTranslation();
  const { contracts, agent } = useStores();
  const fmt = useMoney();
  const decimals = useDecimals();
  const [role, setRole] = useState<Role>('own');
  const [range, setRange] = useState({ from: '', to: '' });
  const [typed, setTyped] = useState({ from: '', to: '' });
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const dividend = usesProfitLoss(kind);
  const result = useResource(
    contracts.settlements,
    () => contracts.loadSettlements({ kind, role, ...range, page, pageSize: PAGE_SIZE }),
    [kind, role, range.from, range.to, page],
    t('contracts.common.loadFailed'),
  );
  // the periods read in the merchant's reporting zone (the agent header loads the profile; alone, this page does)
  useEffect(() => {
    if (!agent.profile.data) void agent.loadProfile();
  }, [agent]);
  const profile = agent.profile.data;
  const offset = profile?.utcOffsetMinutes ?? DEFAULT_REPORTING_OFFSET;

  const handleRange = (e: FormEvent) => {
    e.preventDefault();
    setRange(typed);
    setPage(1);
  };
  const handleAction = async (s: Settlement, action: SettlementAction) => {
    if (busy !== null) return;
    setBusy(s.id);
    try {
      await contracts.processSettlement(s, action);
      onResult({ tone: 'good', text: t(`contracts.settlements.done.${action}`) });
    } catch (err) {
      onResult({ tone: 'bad', text: problemText(err, t('contracts.common.actionFailed')) });
    } finally {
      setBusy(null);
    }
  };

  const row = (s: Settlement) => (
    <tr key={s.id} data-testid={`settlement-${s.id}`}>
      <td data-nowrap="">{periodLabel(s, offset)}</td>
      {role === 'granted' ? <td data-nowrap="">{s.agent.username}</td> : null}
      <td data-num="">{s.activeMembers}</td>
      {dividend ? (
        <>
          <td
            data-num=""
            css={css`
              color: ${amountTone(s.profitLoss)};
            `}
          >
            {fmt(s.profitLoss)}
          </td>
          <td data-num="">{fmt(s.carriedIn)}</td>
          <td data-num="">{fmt(s.base)}</td>
        </>
      ) : (
        <td data-num="">{fmt(s.validBet)}</td>
      )}
      <td data-num="">{percent(s.rate)}</td>
      <td data-num="" title={`${percent(s.rate)} × ${fmt(s.base)}`}>
        {fmt(s.gross)}
        {grossCapped(s, decimals) ? (
          <span
            css={css`
              display: block;
              font-size: 11px;
              color: var(--c-gold);
            `}
            data-testid={`capped-${s.id}`}
          >
            {t('contracts.settlements.capped')}
          </span>
        ) : null}
      </td>
      <td data-num="">{fmt(s.downlineShare)}</td>
      <td
        data-num=""
        css={css`
          font-weight: 800;
        `}
        title={`${fmt(s.gross)} − ${fmt(s.downlineShare)}`}
      >
        {fmt(s.payout)}
      </td>
      <td data-nowrap="">
        <StatusPill tone={STATE_TONES[s.state]}>{t(`contracts.settlements.states.${s.state}`)}</StatusPill>
      </td>
      {dividend ? (
        <td>
          <div
            css={css`
              display: flex;
              gap: 6px;
              white-space: nowrap;
            `}
          >
            {s.actions.map((a) => (
              <button
                key={a}
                type="button"
                css={[a === 'reject' ? ghostButton : primaryButton, smallButton]}
                disabled={busy !== null}
                onClick={() => void handleAction(s, a)}
                data-testid={`settlement-${s.id}-${a}`}
              >
                {t(`contracts.settlements.actions.${a}`)}
              </button>
            ))}
          </div>
        </td>
      ) : null}
    </tr>
  );

  return (
    <div data-testid="settlement-records">
      <div css={filterBar}>
        <div
          role="group"
          aria-label={t('contracts.settlements.role')}
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          {ROLES.map((r) => (
            <button
              key={r}
              type="button"
              css={chip(role === r)}
              aria-pressed={role === r}
              onClick={() => (setRole(r), setPage(1))}
              data-testid={`settlements-role-${r}`}
            >
              {t(`contracts.settlements.roles.${r}`)}
            </button>
          ))}
        </div>
        <form
          css={css`
            display: flex;
            gap: 8px;
            align-items: center;
            flex-wrap: wrap;
          `}
          onSubmit={handleRange}
        >
          <input
            type="date"
            css={[inputBase, dateInput]}
            aria-label={t('agent.common.from')}
            value={typed.from}
            max={typed.to || undefined}
            onChange={(e) => setTyped({ ...typed, from: e.target.value })}
            data-testid="settlements-from"
          />
          <span aria-hidden>–</span>
          <input
            type="date"
            css={[inputBase, dateInput]}
            aria-label={t('agent.common.to')}
            value={typed.to}
            min={typed.from || undefined}
            onChange={(e) => setTyped({ ...typed, to: e.target.value })}
            data-testid="settlements-to"
          />
          <button type="submit" css={ghostButton}>
            {t('agent.common.apply')}
          </button>
        </form>
      </div>
      <p
        css={css`
          margin: 0 0 12px;
          font-size: 12px;
          color: var(--c-muted);
        `}
      >
        {t('contracts.settlements.formula')}
        {profile ? ` ${t('contracts.settlements.zone', { zone: profile.gmtLabel })}` : ''}
      </p>
      <AgentLoad result={result} cards={2} rows={6}>
        {(v: SettlementList) => (
          <>
            <div
              css={[
                figureGrid,
                css`
                  margin-bottom: 14px;
                `,
              ]}
            >
              <Figure
                label={t('contracts.settlements.totals.payout')}
                value={fmt(v.totals.payout)}
                testId="settlements-total-payout"
              />
              <Figure
                label={t('contracts.settlements.totals.paid')}
                value={fmt(v.totals.paid)}
                tone="var(--c-gold)"
                testId="settlements-total-paid"
              />
            </div>
            <div css={compactTable}>
              <PagedRows
                rows={v.list.length}
                emptyHint={t('contracts.settlements.emptyHint')}
                page={page}
                total={v.total}
                onPage={setPage}
                head={
                  <tr>
                    <th>{t('contracts.settlements.period')}</th>
                    {role === 'granted' ? <th>{t('contracts.common.downline')}</th> : null}
                    <th data-num="">{t('contracts.settlements.activeMembers')}</th>
                    {dividend ? (
                      <>
                        <th data-num="">{t('contracts.settlements.profitLoss')}</th>
                        <th data-num="">{t('contracts.settlements.carriedIn')}</th>
                        <th data-num="">{t('contracts.settlements.base')}</th>
                      </>
                    ) : (
                      <th data-num="">{t('contracts.settlements.validBet')}</th>
                    )}
                    <th data-num="">{t('contracts.common.rate')}</th>
                    <th data-num="">{t('contracts.settlements.gross')}</th>
                    <th data-num="">{t('contracts.settlements.downlineShare')}</th>
                    <th data-num="">{t('contracts.settlements.payout')}</th>
                    <th>{t('contracts.common.state')}</th>
                    {dividend ? <th>{t('contracts.common.actions')}</th> : null}
                  </tr>
                }
              >
                {v.list.map(row)}
              </PagedRows>
            </div>
          </>
        )}
      </AgentLoad>
    </div>
  );
});
