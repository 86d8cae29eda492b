/**
 * The audit entries of the agents screen (README "Operator console"): the operator audit log kept to
 * member records (make agent, move), newest first, paged: when, who, what, and the member's type or
 * upline before and after.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Paginator } from '../../components/Paginator';
import type { OperatorAuditEntry } from '../../../contract/types';
import type { OperatorStore } from '../../stores/OperatorStore';
import { muted, Section } from './ui';
import { memberTypeName } from './memberType';
import { formatConsoleTime } from '../../shared/time';

/** The tree fields of an audited member view (server/services/operator/agents.ts). */
interface TreeView {
  username?: string;
  type?: number;
  uplineId?: number | null;
}

const item = css`
  display: grid;
  gap: 4px;
  padding: 10px 12px;
  border-radius: var(--r-md);
  border: 1px solid var(--c-border);
  background: var(--c-bg-elevated);
  font-size: 13px;
`;

export const MemberAudit = observer(function MemberAudit({ store }: { store: OperatorStore }) {
  const { t, i18n } = useTranslation();
  const a = (key: string, params?: Record<string, unknown>) => t(`operator.console.agents.${key}`, params);
  const agents = store.agents;
  const page = agents.audit;
  const when = (iso: string) => formatConsoleTime(iso, i18n.language, 'second');
  const change = (entry: OperatorAuditEntry) => {
    const before = (entry.before ?? {}) as TreeView;
    const after = (entry.after ?? {}) as TreeView;
    if (entry.action === 'member.makeAgent')
      return a('audit.typeChange', {
        before: before.type === undefined ? '—' : memberTypeName(t, before.type as number),
        after: after.type === undefined ? '—' : memberTypeName(t, after.type as number),
      });
    if (entry.action === 'member.move')
      return a('audit.uplineChange', {
        before: before.uplineId ?? a('noUpline'),
        after: after.uplineId ?? a('noUpline'),
      });
    return '';
  };
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  return (
    <Section title={a('audit.title')} intro={a('audit.intro')} testId="member-audit">
      {agents.auditLoading && !page ? <p css={muted}>{a('loading')}</p> : null}
      {page && page.list.length === 0 ? <p css={muted}>{a('audit.empty')}</p> : null}
      <ol
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
          display: grid;
          gap: 8px;
        `}
        aria-busy={agents.auditLoading}
      >
        {page?.list.map((entry) => (
          <li key={entry.id} css={item} data-testid={`audit-${entry.id}`}>
            <div
              css={css`
                display: flex;
                flex-wrap: wrap;
                gap: 6px 12px;
                align-items: baseline;
              `}
            >
              <strong
                css={css`
                  color: var(--c-text);
                `}
              >
                {a(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
              </strong>
              <span>{(entry.after as TreeView | null)?.username ?? `#${entry.targetId ?? '—'}`}</span>
              <span
                css={[
                  muted,
                  css`
                    margin-left: auto;
                    font-size: 12px;
                  `,
                ]}
              >
                {when(entry.at)}
              </span>
            </div>
            <span css={muted}>
              {change(entry)} · {a('audit.by', { operator: entry.operator, ip: entry.ip })}
            </span>
          </li>
        ))}
      </ol>
      {pages > 1 && page ? (
        <Paginator
          page={page.pageNo}
          totalPages={pages}
          onChange={(p) => void agents.loadAudit(p)}
          label={a('audit.pages')}
        />
      ) : null}
    </Section>
  );
});
