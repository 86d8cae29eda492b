/**
 * The console's Vendor integrations tab (README "Vendor integrations"): every integration with its
 * status, last call, error rate and mean / p95 latency over the server's window, a filter (text,
 * status), and per row the drawer (./VendorDrawer.tsx) to manage it. Loading, empty and failed
 * states; every text through i18next (`operator.console.vendors.*`). State: the console root's
 * `vendors` (src/stores/vendors/vendorConsole.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ghostButton, primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import type { StatusFilter } from '../../../stores/vendors/vendorConsole';
import { formatConsoleTime } from '../../../shared/time';
import { LoadFailed, Pill, StatusPill, table } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { formatRate, STATUS_TONE } from './format';
import { VendorDrawer } from './VendorDrawer';

const k = (key: string) => `operator.console.vendors.${key}`;
const STATUSES: StatusFilter[] = ['all', 'active', 'maintenance', 'failing', 'disabled'];

/** The tab over the console root's `vendors` (useConsoleStores). */
export const VendorsPanel = observer(function VendorsPanel() {
  const { t, i18n } = useTranslation();
  const store = useConsoleStores().vendors;
  const lang = i18n.language;
  useEffect(() => {
    if (!store.list && !store.loading) void store.load();
  }, [store]);
  const rows = store.filtered;
  const ms = (value: number | null) => (value === null ? '—' : t(k('ms'), { value }));
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="operator-vendors"
    >
      <div css={card}>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: flex-start;
            justify-content: space-between;
            gap: 12px;
          `}
        >
          <div>
            <h2 css={cardTitle}>{t(k('title'))}</h2>
            <p css={muted}>{t(k('intro'), { minutes: store.windowMinutes })}</p>
          </div>
          <button
            type="button"
            css={ghostButton}
            onClick={() => void store.load()}
            disabled={store.loading}
            data-testid="operator-vendors-refresh"
          >
            {t(k('refresh'))}
          </button>
        </div>
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 10px;
            margin-top: 14px;
          `}
        >
          <input
            css={[
              input,
              css`
                width: 260px;
              `,
            ]}
            type="search"
            value={store.filterText}
            placeholder={t(k('filter'))}
            aria-label={t(k('filter'))}
            onChange={(e) => store.setFilterText(e.target.value)}
            data-testid="operator-vendors-filter"
          />
          <select
            css={[
              input,
              css`
                width: 180px;
              `,
            ]}
            value={store.filterStatus}
            aria-label={t(k('filterStatus'))}
            onChange={(e) => store.setFilterStatus(e.target.value as StatusFilter)}
            data-testid="operator-vendors-status"
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s === 'all' ? t(k('allStatuses')) : t(k(`status.${s}`))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div css={card}>
        {store.error !== null ? (
          <LoadFailed
            message={store.error || t(k('loadFailed'))}
            onRetry={() => void store.load()}
            testId="operator-vendors-error"
          />
        ) : null}
        {store.loading && !store.list ? (
          <p aria-busy="true" css={muted}>
            {t(k('loading'))}
          </p>
        ) : null}
        {store.list && rows.length === 0 ? (
          <p css={muted} data-testid="operator-vendors-empty">
            {store.list.length === 0 ? t(k('none')) : t(k('empty'))}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <div
            css={css`
              overflow-x: auto;
            `}
          >
            <table css={table} data-testid="operator-vendors-table">
              <thead>
                <tr>
                  <th>{t(k('columns.integration'))}</th>
                  <th>{t(k('columns.status'))}</th>
                  <th>{t(k('columns.lastCall'))}</th>
                  <th data-num="">{t(k('columns.errorRate'))}</th>
                  <th data-num="">{t(k('columns.latency'))}</th>
                  <th>{t(k('columns.games'))}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {rows.map((v) => (
                  <tr key={v.code} data-testid={`operator-vendor-${v.code}`}>
                    <td>
                      <div
                        css={css`
                          display: flex;
                          align-items: center;
                          gap: 8px;
                          font-weight: 700;
                        `}
                      >
                        {v.name.replace(/ \((sandbox|in-house)\)$/, '')}
                        {v.code === 'BGS' ? (
                          <Pill colour="var(--c-success)" small>
                            {t(k('inHouse'))}
                          </Pill>
                        ) : null}
                        {v.sandbox ? (
                          <Pill colour="var(--c-primary)" small>
                            {t(k('sandbox'))}
                          </Pill>
                        ) : null}
                      </div>
                      <div css={muted}>{v.code}</div>
                    </td>
                    <td data-testid="operator-vendor-status">
                      <StatusPill tone={STATUS_TONE[v.status]}>{t(k(`status.${v.status}`))}</StatusPill>
                    </td>
                    <td data-nowrap="">
                      {v.lastCallAt ? formatConsoleTime(v.lastCallAt, lang, 'second') : t(k('never'))}
                      {v.calls > 0 ? <div css={muted}>{t(k('calls'), { count: v.calls })}</div> : null}
                    </td>
                    <td data-num="">{v.calls > 0 ? formatRate(v.errorRate, lang) : '—'}</td>
                    <td data-num="" data-nowrap="">
                      {v.calls > 0 ? `${ms(v.meanMs)} / ${ms(v.p95Ms)}` : '—'}
                    </td>
                    <td data-nowrap="">
                      {t(k('gamesCount'), { count: v.gameCount })}
                      {v.gamesInMaintenance > 0 ? (
                        <div css={muted}>{t(k('gamesDown'), { count: v.gamesInMaintenance })}</div>
                      ) : null}
                    </td>
                    <td>
                      <button
                        type="button"
                        css={primaryButton}
                        onClick={() => store.open(v.code)}
                        data-testid={`operator-vendor-open-${v.code}`}
                      >
                        {t(k('open'))}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </div>
      {store.selected ? <VendorDrawer /> : null}
    </section>
  );
});
