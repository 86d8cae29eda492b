/**
 * downlineManagmentView (spec section 2; README "Agent center"): the agent's direct downlines with
 * drill-down to any depth (a breadcrumb back up), search by username at any depth (each match with
 * its path), and per downline its type, balance, registration and last login, team size,
 * deposits, valid bet and profit and loss for the chosen range, and online status; actions:
 * transfer to this downline (the transfer dialog) and view their betting records.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ghostButton } from '../../../components/styles';
import { inputBase } from '../../../renderers/form/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { useStores } from '../../../stores';
import { AGENT_TYPES } from '../../../stores/SessionStore';
import type { AgentDownline, AgentDownlinesValue, AgentPathStep, AgentRangeQuery } from '../../../../contract/types';
import { StatusPill } from '../../../ui/kit';
import {
  AgentLoad,
  amountTone,
  filterBar,
  PagedRows,
  PAGE_SIZE,
  RangePicker,
  useMoney,
  useResource,
  useTime,
} from '../../../ui/reportUi';
import { TransferDialog, type TransferTarget } from './TransferDialog';

const linkButton = css`
  border: 0;
  background: none;
  padding: 0;
  color: var(--c-primary);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;
const smallButton = css`
  height: 28px;
  padding: 0 10px;
  font-size: 12px;
`;

function Breadcrumb({ steps, onOpen }: { steps: readonly AgentPathStep[]; onOpen(step: AgentPathStep | null): void }) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('agent.downlines.breadcrumb')}
      data-testid="downline-breadcrumb"
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 6px;
        margin-bottom: 12px;
        font-size: 13px;
      `}
    >
      {steps.map((s, i) => (
        <span
          key={s.id}
          css={css`
            display: inline-flex;
            align-items: center;
            gap: 6px;
          `}
        >
          {i > 0 ? (
            <span
              aria-hidden
              css={css`
                color: var(--c-muted);
              `}
            >
              ›
            </span>
          ) : null}
          {i === steps.length - 1 ? (
            <strong aria-current="page">{i === 0 ? t('agent.downlines.me') : s.username}</strong>
          ) : (
            <button type="button" css={linkButton} onClick={() => onOpen(i === 0 ? null : s)}>
              {i === 0 ? t('agent.downlines.me') : s.username}
            </button>
          )}
        </span>
      ))}
    </nav>
  );
}

/** The downlineManagmentView page: the tree level or search result, the range, paging and the transfer dialog. */
export const DownlinesPage = observer(function DownlinesPage(_props: CenterPageProps) {
  const { t } = useTranslation();
  const { agent } = useStores();
  const navigate = useNavigate();
  const fmt = useMoney();
  const time = useTime();
  const [range, setRange] = useState<AgentRangeQuery>({ range: 'thisMonth' });
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [username, setUsername] = useState('');
  const [typed, setTyped] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<TransferTarget | null>(null);
  const query = { ...range, ...(username ? { username } : { parentId }), page, pageSize: PAGE_SIZE };
  const result = useResource(
    agent.downlines,
    () => agent.loadDownlines(query),
    [range.range, range.from, range.to, parentId, username, page],
    t('agent.common.loadFailed'),
  );

  const open = (step: AgentPathStep | null) => {
    setUsername('');
    setTyped('');
    setParentId(step?.id);
    setPage(1);
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    setUsername(typed.trim());
    setPage(1);
  };

  const row = (d: AgentDownline) => (
    <tr key={d.id} data-testid={`downline-${d.username}`}>
      <td>
        <div
          css={css`
            display: flex;
            align-items: center;
            gap: 8px;
            white-space: nowrap;
          `}
        >
          <span
            role="img"
            aria-label={t(d.online ? 'agent.downlines.online' : 'agent.downlines.offline')}
            title={t(d.online ? 'agent.downlines.online' : 'agent.downlines.offline')}
            css={css`
              width: 8px;
              height: 8px;
              border-radius: 50%;
              flex-shrink: 0;
              background: ${d.online ? 'var(--c-success)' : 'var(--c-border)'};
            `}
          />
          {d.directCount > 0 ? (
            <button
              type="button"
              css={linkButton}
              onClick={() => open(d)}
              aria-label={t('agent.downlines.open', { name: d.username })}
            >
              {d.username}
            </button>
          ) : (
            <strong>{d.username}</strong>
          )}
          <StatusPill tone={AGENT_TYPES.includes(d.type) ? 'wait' : 'neutral'}>
            {t(AGENT_TYPES.includes(d.type) ? 'agent.types.agent' : 'agent.types.member')}
          </StatusPill>
        </div>
        {d.nickname ? (
          <span
            css={css`
              display: block;
              margin-left: 16px;
              color: var(--c-muted);
              font-size: 12px;
              white-space: nowrap;
            `}
          >
            {d.nickname}
          </span>
        ) : null}
        {d.path && d.path.length > 0 ? (
          <span
            css={css`
              display: block;
              margin-left: 16px;
              color: var(--c-muted);
              font-size: 12px;
            `}
          >{`${t('agent.downlines.path')}: ${d.path.map((p) => p.username).join(' › ')}`}</span>
        ) : null}
      </td>
      <td data-num="">{fmt(d.balance)}</td>
      <td
        data-nowrap=""
        css={css`
          font-size: 12px;
        `}
      >
        <span
          css={css`
            display: block;
          `}
        >
          {time(d.registeredAt)}
        </span>
        <span
          css={css`
            display: block;
            color: var(--c-muted);
          `}
        >
          {d.lastLoginAt ? time(d.lastLoginAt) : t('agent.downlines.never')}
        </span>
      </td>
      <td data-num="">{`${d.directCount} / ${d.teamSize}`}</td>
      <td data-num="">{fmt(d.deposits)}</td>
      <td data-num="">{fmt(d.validBet)}</td>
      <td
        data-num=""
        css={css`
          color: ${amountTone(d.profitLoss)};
        `}
      >
        {fmt(d.profitLoss)}
      </td>
      <td data-nowrap="">
        <div
          css={css`
            display: flex;
            gap: 6px;
          `}
        >
          <button
            type="button"
            css={[ghostButton, smallButton]}
            onClick={() => setTarget({ id: d.id, username: d.username })}
            data-testid={`transfer-${d.username}`}
          >
            {t('agent.downlines.transfer')}
          </button>
          <button
            type="button"
            css={[ghostButton, smallButton]}
            onClick={() =>
              void navigate(`/agentHome?page=personalHistoryCopy&username=${encodeURIComponent(d.username)}`)
            }
          >
            {t('agent.downlines.records')}
          </button>
        </div>
      </td>
    </tr>
  );

  return (
    <div data-testid="agent-downlines">
      <RangePicker value={range} onChange={(r) => (setRange(r), setPage(1))} />
      <form css={filterBar} onSubmit={search} role="search">
        <input
          css={[
            inputBase,
            css`
              width: 240px;
            `,
          ]}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('agent.downlines.searchPlaceholder')}
          aria-label={t('agent.downlines.username')}
          data-testid="downline-search"
        />
        <button type="submit" css={ghostButton}>
          {t('agent.common.search')}
        </button>
        {username ? (
          <button type="button" css={ghostButton} onClick={() => open(null)}>
            {t('agent.downlines.clearSearch')}
          </button>
        ) : null}
      </form>
      <AgentLoad result={result} rows={8}>
        {(v: AgentDownlinesValue) => (
          <>
            {username ? (
              <p
                css={css`
                  margin: 0 0 12px;
                  font-weight: 700;
                `}
              >
                {t('agent.downlines.results', { username })}
              </p>
            ) : (
              <Breadcrumb steps={v.breadcrumb} onOpen={open} />
            )}
            <PagedRows
              rows={v.list.length}
              page={page}
              total={v.total}
              onPage={setPage}
              head={
                <tr>
                  <th>{t('agent.downlines.username')}</th>
                  <th data-num="">{t('agent.downlines.balance')}</th>
                  <th>{`${t('agent.downlines.registeredAt')} / ${t('agent.downlines.lastLoginAt')}`}</th>
                  <th data-num="">{`${t('agent.downlines.direct')} / ${t('agent.downlines.teamSize')}`}</th>
                  <th data-num="">{t('agent.figures.deposits')}</th>
                  <th data-num="">{t('agent.figures.validBet')}</th>
                  <th data-num="">{t('agent.figures.profitLoss')}</th>
                  <th>{t('agent.downlines.actions')}</th>
                </tr>
              }
            >
              {v.list.map(row)}
            </PagedRows>
          </>
        )}
      </AgentLoad>
      {target ? (
        <TransferDialog target={target} onClose={() => setTarget(null)} onDone={() => result.reload()} />
      ) : null}
    </div>
  );
});

export default DownlinesPage;
