/**
 * The console's Audit tab (README "Staff and roles"; permission audit.view): the merchant's audit
 * log newest first, filtered by staff member, action and date range, paged; each entry shows who,
 * when, the action in the console language, the record and what changed (before → after, field by
 * field, in words).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogEntry } from '../../../../contract/types';
import type { AuditQuery } from '../../../stores/operator/staffConsole';
import { ghostButton, primaryButton } from '../../../components/styles';
import { formatConsoleTime } from '../../../shared/time';
import { table } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { field, k, Notice, permKey, row, small, useStaffStore } from './common';

const PAGE_SIZE = 20;
const a = (key: string) => k(`audit.${key}`);

/** An action's words: its own translation, else "Other action". */
function actionText(
  t: ReturnType<typeof useTranslation>['t'],
  i18n: { exists: (key: string) => boolean },
  action: string,
) {
  const key = `operator.console.staff.audit.actions.${action}`;
  // action codes hold dots: look them up as one key
  const text = t(key.replace(`actions.${action}`, 'actions'), { returnObjects: true }) as Record<string, string>;
  void i18n;
  return (typeof text === 'object' && text?.[action]) || t(a('other'));
}

/** One value of a before/after record in words. */
function valueText(t: ReturnType<typeof useTranslation>['t'], key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t(a('nothing'));
  if (typeof value === 'boolean') return t(a(value ? 'yes' : 'no'));
  if (key === 'permissions' && Array.isArray(value))
    return value.map((p) => t(`${permKey(String(p))}.label`)).join('、') || t(a('nothing'));
  if (key === 'role' && typeof value === 'string') {
    const builtin = ['owner', 'finance', 'risk', 'service', 'marketing', 'content'];
    return builtin.includes(value) ? t(k(`roles.names.${value}`)) : value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The change of an entry: each field that differs, "field: before → after". */
function Change({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation();
  const before = (entry.before && typeof entry.before === 'object' ? entry.before : {}) as Record<string, unknown>;
  const after = (entry.after && typeof entry.after === 'object' ? entry.after : {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => key !== 'roleName' && key !== 'code' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (!keys.length) return <span css={muted}>{t(a('nothing'))}</span>;
  return (
    <ul
      css={css`
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 2px;
      `}
    >
      {keys.map((key) => {
        const label = (t(a('fields'), { returnObjects: true }) as Record<string, string>)[key] ?? key;
        return (
          <li key={key}>
            <b>{label}</b>: {key in before ? valueText(t, key, before[key]) : t(a('nothing'))} →{' '}
            {key in after ? valueText(t, key, after[key]) : t(a('nothing'))}
          </li>
        );
      })}
    </ul>
  );
}

export const AuditPanel = observer(function AuditPanel() {
  const { t, i18n } = useTranslation();
  const store = useStaffStore();
  const [draft, setDraft] = useState({ operatorId: '', action: '', from: '', to: '' });
  useEffect(() => {
    void store.loadAudit({ pageNo: 1, pageSize: PAGE_SIZE });
  }, [store]);
  const query = store.auditQuery;
  const setQuery = (q: AuditQuery) => void store.loadAudit(q);
  const facets = { value: store.facets };
  const page = { value: store.audit, loading: store.loading, failure: store.error };
  const apply = (pageNo = 1) =>
    setQuery({
      pageNo,
      pageSize: PAGE_SIZE,
      ...(draft.operatorId ? { operatorId: Number(draft.operatorId) } : {}),
      ...(draft.action ? { action: draft.action } : {}),
      // the date inputs are local days: from the start of `from` to the end of `to`
      ...(draft.from ? { from: new Date(`${draft.from}T00:00:00`).toISOString() } : {}),
      ...(draft.to ? { to: new Date(new Date(`${draft.to}T00:00:00`).getTime() + 86_400_000).toISOString() } : {}),
    });
  const pages = Math.max(1, Math.ceil((page.value?.total ?? 0) / PAGE_SIZE));
  const pageNo = query.pageNo ?? 1;
  const target = (e: AuditLogEntry) =>
    e.targetId === null
      ? t(a('nothing'))
      : ((t(a('target'), { returnObjects: true, id: e.targetId }) as Record<string, string>)[e.targetType] ??
        t(a('target.other'), { id: e.targetId }));
  return (
    <section css={card} data-testid="operator-audit">
      <h2 css={cardTitle}>{t(a('title'))}</h2>
      <p css={muted}>{t(a('intro'))}</p>
      <form
        css={[
          row,
          css`
            margin: 14px 0;
          `,
        ]}
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label css={field}>
          {t(a('staff'))}
          <select
            css={input}
            value={draft.operatorId}
            onChange={(e) => setDraft({ ...draft, operatorId: e.target.value })}
            data-testid="audit-staff"
          >
            <option value="">{t(a('all'))}</option>
            {(facets.value?.operators ?? []).map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} ({o.username})
              </option>
            ))}
          </select>
        </label>
        <label css={field}>
          {t(a('action'))}
          <select
            css={input}
            value={draft.action}
            onChange={(e) => setDraft({ ...draft, action: e.target.value })}
            data-testid="audit-action"
          >
            <option value="">{t(a('all'))}</option>
            {(facets.value?.actions ?? []).map((code) => (
              <option key={code} value={code}>
                {actionText(t, i18n, code)}
              </option>
            ))}
          </select>
        </label>
        <label css={field}>
          {t(a('from'))}
          <input
            css={input}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label css={field}>
          {t(a('to'))}
          <input
            css={input}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <button type="submit" css={primaryButton} data-testid="audit-apply">
          {t(a('apply'))}
        </button>
        <button
          type="button"
          css={ghostButton}
          onClick={() => {
            setDraft({ operatorId: '', action: '', from: '', to: '' });
            setQuery({ pageNo: 1, pageSize: PAGE_SIZE });
          }}
        >
          {t(a('reset'))}
        </button>
      </form>
      {page.failure ? <Notice ok={false} text={page.failure} /> : null}
      {page.loading && !page.value ? <p css={muted}>{t(k('loading'))}</p> : null}
      {page.value && !page.value.list.length ? <p css={muted}>{t(a('empty'))}</p> : null}
      {page.value?.list.length ? (
        <>
          <div
            css={css`
              overflow-x: auto;
            `}
          >
            <table css={table} data-testid="audit-table">
              <thead>
                <tr>
                  <th>{t(a('col.at'))}</th>
                  <th>{t(a('col.who'))}</th>
                  <th>{t(a('col.action'))}</th>
                  <th>{t(a('col.target'))}</th>
                  <th>{t(a('col.change'))}</th>
                </tr>
              </thead>
              <tbody>
                {page.value.list.map((e) => (
                  <tr key={e.id} data-testid="audit-row">
                    <td data-nowrap>{formatConsoleTime(e.at, i18n.language, 'second')}</td>
                    <td data-nowrap>
                      {e.operatorName} <span css={muted}>({e.operator})</span>
                    </td>
                    <td>{actionText(t, i18n, e.action)}</td>
                    <td data-nowrap>{target(e)}</td>
                    <td>
                      <Change entry={e} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div
            css={[
              row,
              css`
                margin-top: 12px;
                align-items: center;
              `,
            ]}
          >
            <button
              type="button"
              css={[ghostButton, small]}
              disabled={pageNo <= 1}
              onClick={() => setQuery({ ...query, pageNo: pageNo - 1 })}
            >
              {t(a('prev'))}
            </button>
            <span css={muted}>{t(a('page'), { page: pageNo, pages, total: page.value.total })}</span>
            <button
              type="button"
              css={[ghostButton, small]}
              disabled={pageNo >= pages}
              onClick={() => setQuery({ ...query, pageNo: pageNo + 1 })}
            >
              {t(a('next'))}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
});
