/**
 * The console's agents screen (README "Operator console" and "Agents"; spec sections 1 and 3): find
 * the merchant's members by a part of the username (paged: username, nickname, type, upline, team
 * size, registration time), choose one to make it an agent or move it with its team under another
 * agent, and read the audit entries of these actions. Loading and empty states; the server's
 * refusals show as its localised message.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/Paginator';
import { chip, ghostButton, primaryButton } from '../../components/styles';
import { isAgentType } from '../../stores/operator/AgentsModel';
import type { OperatorStore } from '../../stores/OperatorStore';
import { Bone } from '../../ui/reportUi';
import { table } from '../../ui/kit';
import { MemberActions } from './MemberActions';
import { MemberAudit } from './MemberAudit';
import { input, muted, Section } from './ui';
import { memberTypeName } from './memberType';
import { formatConsoleTime } from '../../shared/time';
import { formatCount } from '../../../contract/money';

const small = css`
  height: 28px;
  padding: 0 10px;
  font-size: 12px;
`;

const Notice = observer(function Notice({ store }: { store: OperatorStore }) {
  const { t } = useTranslation();
  const notice = store.agents.notice;
  if (!notice) return null;
  const params =
    notice.params?.type === undefined
      ? notice.params
      : { ...notice.params, type: memberTypeName(t, notice.params.type as number) };
  const text = notice.message ?? t(`operator.console.agents.${notice.key}`, params);
  const error = notice.tone === 'error';
  return (
    <p
      role={error ? 'alert' : 'status'}
      data-testid="agents-notice"
      css={[
        muted,
        css`
          font-weight: 700;
          color: ${error ? 'var(--c-danger)' : 'var(--c-success)'};
        `,
      ]}
    >
      {text}
    </p>
  );
});

export const AgentsPanel = observer(function AgentsPanel({ store }: { store: OperatorStore }) {
  const { t, i18n } = useTranslation();
  const a = (key: string, params?: Record<string, unknown>) => t(`operator.console.agents.${key}`, params);
  const agents = store.agents;
  const [query, setQuery] = useState(agents.query);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  useEffect(() => {
    if (!agents.page) void agents.open();
  }, [agents]);
  const page = agents.page;
  const selected = page?.list.find((m) => m.id === selectedId) ?? null;
  const when = (iso: string) => formatConsoleTime(iso, i18n.language);
  const handleSearch = (e: FormEvent) => {
    e.preventDefault();
    void agents.search(query, 1);
  };
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1.6fr) minmax(300px, 1fr);
        gap: 20px;
        align-items: start;
        @media (max-width: 1100px) {
          grid-template-columns: 1fr;
        }
      `}
    >
      <Section title={a('title')} intro={a('intro')} testId="agents-panel">
        <form
          role="search"
          onSubmit={handleSearch}
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 10px;
          `}
        >
          <input
            css={[
              input,
              css`
                flex: 1;
                min-width: 180px;
              `,
            ]}
            data-testid="member-search"
            aria-label={a('search')}
            placeholder={a('searchPlaceholder')}
            value={query}
            maxLength={64}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button
            type="submit"
            css={[
              primaryButton,
              css`
                height: 36px;
                padding: 0 18px;
                font-size: 13px;
              `,
            ]}
            data-testid="member-search-submit"
          >
            {a('search')}
          </button>
        </form>
        <Notice store={store} />
        {agents.loading && !page ? (
          <div
            aria-busy="true"
            aria-label={a('loading')}
            data-testid="agents-loading"
            css={css`
              display: grid;
              gap: 12px;
            `}
          >
            {Array.from({ length: 6 }, (_, i) => (
              <Bone key={i} height={18} />
            ))}
          </div>
        ) : null}
        {page && page.list.length === 0 ? (
          <p css={muted} data-testid="agents-empty">
            {agents.query ? a('emptyFor', { query: agents.query }) : a('empty')}
          </p>
        ) : null}
        {page && page.list.length > 0 ? (
          <div
            css={css`
              overflow-x: auto;
            `}
            aria-busy={agents.loading}
          >
            <table css={table} data-testid="members-table">
              <caption
                css={css`
                  text-align: left;
                  color: var(--c-muted);
                  font-size: 12px;
                  padding-bottom: 6px;
                `}
              >
                {a('found', { count: page.total })}
              </caption>
              <thead>
                <tr>
                  <th>{a('columns.username')}</th>
                  <th>{a('columns.type')}</th>
                  <th>{a('columns.upline')}</th>
                  <th data-num>{a('columns.teamSize')}</th>
                  <th>{a('columns.registeredAt')}</th>
                  <th>{a('columns.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {page.list.map((m) => (
                  <tr
                    key={m.id}
                    data-testid={`member-${m.username}`}
                    aria-selected={m.id === selectedId}
                    css={
                      m.id === selectedId
                        ? css`
                            background: var(--c-hover);
                          `
                        : undefined
                    }
                  >
                    <td>
                      <strong
                        css={css`
                          color: var(--c-text);
                        `}
                      >
                        {m.username}
                      </strong>
                      <div
                        css={[
                          muted,
                          css`
                            font-size: 12px;
                          `,
                        ]}
                      >
                        {m.nickname}
                      </div>
                    </td>
                    <td data-nowrap>
                      <span
                        css={[
                          chip(isAgentType(m.type)),
                          small,
                          css`
                            display: inline-flex;
                            align-items: center;
                            height: 22px;
                          `,
                        ]}
                      >
                        {memberTypeName(t, m.type)}
                      </span>
                    </td>
                    <td>{m.uplineUsername ?? <span css={muted}>{a('noUpline')}</span>}</td>
                    <td data-num>{formatCount(m.teamSize, i18n.language)}</td>
                    <td data-nowrap>{when(m.registeredAt)}</td>
                    <td>
                      <button
                        type="button"
                        css={[ghostButton, small]}
                        data-testid={`manage-${m.username}`}
                        onClick={() => setSelectedId(m.id)}
                      >
                        {a('manage')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {page && agents.pageCount > 1 ? (
          <Paginator
            page={agents.pageNo}
            totalPages={agents.pageCount}
            onChange={(p) => void agents.search(agents.query, p)}
            label={a('pages')}
          />
        ) : null}
      </Section>
      <div
        css={css`
          display: grid;
          gap: 20px;
        `}
      >
        <MemberActions key={selected?.id ?? 'none'} store={store} member={selected} />
        <MemberAudit store={store} />
      </div>
    </div>
  );
});
