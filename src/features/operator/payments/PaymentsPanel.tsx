/**
 * The console's Payments tab (permission payments.view): the deposit and withdrawal queues with
 * state badges, filters (channel or bank, amount range, dates), search by order number or
 * username, sorting and paging, kept live over the console's socket; a row opens the order's
 * drawer (./PaymentDrawer.tsx). The second-approval threshold card is editable by staff with
 * staff.manage (the owner). State: the console root's `payments` (src/stores/operator/paymentsDesk.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chip, ghostButton, primaryButton } from '../../../components/styles';
import type { DeskDeposit, DeskWithdrawal } from '../../../stores/operator/paymentsDesk';
import { useConsoleStores } from '../../../stores';
import { formatConsoleTime } from '../../../shared/time';
import { LoadFailed, Notice, Pill, StatusPill, table } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { formatMoney } from '../money';
import { k, STATE_TONE } from './format';
import { PaymentDrawer } from './PaymentDrawer';

const DEPOSIT_STATES = ['', 'pending', 'success', 'rejected', 'failed'] as const;
const WITHDRAWAL_STATES = ['', 'applied', 'awaitingSecond', 'approved', 'paid', 'rejected', 'cancelled'] as const;

/** The tab over the console root's `payments` (useConsoleStores). */
export const PaymentsPanel = observer(function PaymentsPanel() {
  const { t } = useTranslation();
  const store = useConsoleStores().payments;
  useEffect(() => {
    store.start();
    return () => store.stop();
  }, [store]);
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="operator-payments"
    >
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) 340px;
          gap: 16px;
          @media (max-width: 1100px) {
            grid-template-columns: 1fr;
          }
        `}
      >
        <div css={card}>
          <div
            css={css`
              display: flex;
              align-items: center;
              gap: 12px;
            `}
          >
            <h2 css={cardTitle}>{t(k('title'))}</h2>
            <span data-testid="operator-payments-live">
              {store.live ? (
                <StatusPill tone="good">{t(k('live'))}</StatusPill>
              ) : (
                <StatusPill tone="neutral">{t(k('offline'))}</StatusPill>
              )}
            </span>
          </div>
          <p css={muted}>{t(k('intro'))}</p>
          <div
            role="tablist"
            aria-label={t(k('title'))}
            css={css`
              display: flex;
              gap: 8px;
            `}
          >
            {(['deposits', 'withdrawals'] as const).map((kind) => (
              <button
                key={kind}
                type="button"
                role="tab"
                aria-selected={store.kind === kind}
                css={[
                  chip(store.kind === kind),
                  css`
                    font-size: 14px;
                    padding: 8px 18px;
                  `,
                ]}
                onClick={() => store.setKind(kind)}
                data-testid={`operator-payments-kind-${kind}`}
              >
                {t(k(`kinds.${kind}`))}
              </button>
            ))}
          </div>
        </div>
        <ThresholdCard />
      </div>
      <div css={card}>
        <StateBadges />
        <Filters />
      </div>
      <Queue />
      {store.openId !== null ? <PaymentDrawer /> : null}
    </section>
  );
});

const StateBadges = observer(function StateBadges() {
  const { t } = useTranslation();
  const store = useConsoleStores().payments;
  const states = store.kind === 'deposits' ? DEPOSIT_STATES : WITHDRAWAL_STATES;
  const counts = store.page?.counts ?? {};
  const total = Object.entries(counts)
    .filter(([s]) => s !== 'awaitingSecond')
    .reduce((sum, [, n]) => sum + (n ?? 0), 0);
  return (
    <div
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
      `}
      data-testid="operator-payments-states"
    >
      {states.map((s) => {
        const n = s === '' ? total : (counts[s] ?? 0);
        const active = store.filters.state === s;
        return (
          <button
            key={s || 'all'}
            type="button"
            aria-pressed={active}
            css={[
              chip(active),
              css`
                display: inline-flex;
                align-items: center;
                gap: 8px;
              `,
            ]}
            onClick={() => store.setState(s)}
            data-testid={`operator-payments-state-${s || 'all'}`}
          >
            {t(k(`states.${s || 'all'}`))}
            <span
              data-testid="badge"
              css={css`
                min-width: 22px;
                padding: 1px 7px;
                border-radius: 999px;
                font-size: 12px;
                font-weight: 700;
                background: ${
                  (s === 'pending' || s === 'applied' || s === 'awaitingSecond') && n > 0
                    ? 'var(--c-danger)'
                    : 'color-mix(in srgb, var(--c-muted) 22%, transparent)'
                };
                color: ${
                  (s === 'pending' || s === 'applied' || s === 'awaitingSecond') && n > 0
                    ? 'var(--c-on-vivid)'
                    : 'var(--c-text)'
                };
              `}
            >
              {n}
            </span>
          </button>
        );
      })}
    </div>
  );
});

const Filters = observer(function Filters() {
  const { t } = useTranslation();
  const store = useConsoleStores().payments;
  const f = store.filters;
  const field = css`
    display: grid;
    gap: 4px;
    font-size: 12px;
    color: var(--c-muted);
  `;
  return (
    <form
      css={css`
        display: flex;
        flex-wrap: wrap;
        align-items: end;
        gap: 10px;
      `}
      onSubmit={(e) => {
        e.preventDefault();
        store.search();
      }}
      data-testid="operator-payments-filters"
    >
      <label css={field}>
        {t(k('filters.search'))}
        <input
          css={[
            input,
            css`
              width: 220px;
            `,
          ]}
          value={f.q}
          onChange={(e) => store.setFilter('q', e.target.value)}
          data-testid="operator-payments-q"
        />
      </label>
      <label css={field}>
        {store.kind === 'deposits' ? t(k('filters.channel')) : t(k('filters.bank'))}
        <input
          css={[
            input,
            css`
              width: 140px;
            `,
          ]}
          value={f.channel}
          placeholder={t(k('filters.anyChannel'))}
          onChange={(e) => store.setFilter('channel', e.target.value)}
          data-testid="operator-payments-channel"
        />
      </label>
      <label css={field}>
        {t(k('filters.minAmount'))}
        <input
          css={[
            input,
            css`
              width: 110px;
            `,
          ]}
          inputMode="decimal"
          value={f.minAmount}
          onChange={(e) => store.setFilter('minAmount', e.target.value)}
          data-testid="operator-payments-min"
        />
      </label>
      <label css={field}>
        {t(k('filters.maxAmount'))}
        <input
          css={[
            input,
            css`
              width: 110px;
            `,
          ]}
          inputMode="decimal"
          value={f.maxAmount}
          onChange={(e) => store.setFilter('maxAmount', e.target.value)}
          data-testid="operator-payments-max"
        />
      </label>
      <label css={field}>
        {t(k('filters.from'))}
        <input type="date" css={input} value={f.from} onChange={(e) => store.setFilter('from', e.target.value)} />
      </label>
      <label css={field}>
        {t(k('filters.to'))}
        <input type="date" css={input} value={f.to} onChange={(e) => store.setFilter('to', e.target.value)} />
      </label>
      <label css={field}>
        {t(k('filters.sort'))}
        <select
          css={input}
          value={f.sort}
          onChange={(e) => {
            store.setFilter('sort', e.target.value as typeof f.sort);
            store.search();
          }}
          data-testid="operator-payments-sort"
        >
          {(['newest', 'oldest', 'amountDesc', 'amountAsc'] as const).map((s) => (
            <option key={s} value={s}>
              {t(k(`filters.sorts.${s}`))}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" css={primaryButton} data-testid="operator-payments-search">
        {t(k('filters.apply'))}
      </button>
      <button type="button" css={ghostButton} onClick={() => store.resetFilters()}>
        {t(k('filters.reset'))}
      </button>
    </form>
  );
});

const Queue = observer(function Queue() {
  const { t, i18n } = useTranslation();
  const store = useConsoleStores().payments;
  const lang = i18n.language;
  const page = store.page;
  const currency = page?.currency ?? store.settings?.currency ?? 'CNY';
  const when = (iso: string) => formatConsoleTime(iso, lang);
  if (store.error !== null && !page)
    return (
      <div css={card}>
        <LoadFailed
          message={store.error || t(k('loadFailed'))}
          onRetry={() => void store.load()}
          retryLabel={t(k('retry'))}
          testId="operator-payments-error"
        />
      </div>
    );
  if (!page)
    return (
      <div css={card}>
        <p css={muted} data-testid="operator-payments-loading">
          {t(k('loading'))}
        </p>
      </div>
    );
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const deposits = store.kind === 'deposits';
  return (
    <div
      css={[
        card,
        css`
          opacity: ${store.loading ? 0.6 : 1};
          transition: opacity 0.15s;
        `,
      ]}
    >
      {store.error !== null ? <Notice tone="bad">{store.error || t(k('loadFailed'))}</Notice> : null}
      {page.list.length === 0 ? (
        <p
          css={[
            muted,
            css`
              padding: 28px 0;
              text-align: center;
            `,
          ]}
          data-testid="operator-payments-empty"
        >
          {t(k('empty'))}
        </p>
      ) : (
        <table css={table} data-testid="operator-payments-table">
          <thead>
            <tr>
              <th>{t(k('columns.orderNo'))}</th>
              <th>{t(k('columns.member'))}</th>
              <th>{deposits ? t(k('columns.channel')) : t(k('columns.bank'))}</th>
              <th data-num="">{t(k('columns.amount'))}</th>
              <th>{t(k('columns.state'))}</th>
              <th>{t(k('columns.createdAt'))}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {page.list.map((row) => {
              const w = deposits ? null : (row as DeskWithdrawal);
              const d = deposits ? (row as DeskDeposit) : null;
              const waiting = w?.status === 'applied' && w.approval?.state === 'pending';
              return (
                <tr key={row.id} data-testid="operator-payments-row" data-order={row.orderNo}>
                  <td data-nowrap="">{row.orderNo}</td>
                  <td>{row.username}</td>
                  <td>{d ? d.channelName : `${w!.bankName} ${w!.cardNumber.slice(-4)}`}</td>
                  <td data-num="">{formatMoney(row.amount, currency, lang)}</td>
                  <td>
                    <StatusPill tone={waiting ? 'wait' : (STATE_TONE[row.status] ?? 'neutral')}>
                      {t(k(`states.${waiting ? 'awaitingSecond' : row.status}`))}
                    </StatusPill>
                    {waiting ? (
                      <div
                        css={[
                          muted,
                          css`
                            font-size: 12px;
                            margin-top: 4px;
                          `,
                        ]}
                      >
                        {t(k('awaiting'), { by: w!.approval!.requestedBy })}
                      </div>
                    ) : null}
                  </td>
                  <td data-nowrap="">{when(row.createdAt)}</td>
                  <td>
                    <button
                      type="button"
                      css={ghostButton}
                      onClick={() => store.open(row.id)}
                      data-testid="operator-payments-open"
                    >
                      {t(k('view'))}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div
        css={css`
          display: flex;
          align-items: center;
          justify-content: space-between;
          gap: 12px;
        `}
      >
        <span css={muted}>{t(k('pageOf'), { page: page.pageNo, pages, total: page.total })}</span>
        <div
          css={css`
            display: flex;
            gap: 8px;
          `}
        >
          <button
            type="button"
            css={ghostButton}
            disabled={page.pageNo <= 1}
            onClick={() => store.goTo(page.pageNo - 1)}
          >
            {t(k('prev'))}
          </button>
          <button
            type="button"
            css={ghostButton}
            disabled={page.pageNo >= pages}
            onClick={() => store.goTo(page.pageNo + 1)}
            data-testid="operator-payments-next"
          >
            {t(k('next'))}
          </button>
        </div>
      </div>
    </div>
  );
});

const ThresholdCard = observer(function ThresholdCard() {
  const { t, i18n } = useTranslation();
  const store = useConsoleStores().payments;
  const s = store.settings;
  const [value, setValue] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const lang = i18n.language;
  const current = value ?? s?.withdrawalApprovalThreshold ?? '';
  const on = s ? Number(s.withdrawalApprovalThreshold) > 0 : false;
  return (
    <div css={card} data-testid="operator-payments-settings">
      <h3 css={cardTitle}>{t(k('settings.title'))}</h3>
      <p css={muted}>{t(k('settings.intro'))}</p>
      {s ? (
        <Pill colour={on ? 'var(--c-primary)' : 'var(--c-muted)'}>
          {on
            ? t(k('settings.current'), { amount: formatMoney(s.withdrawalApprovalThreshold, s.currency, lang) })
            : t(k('settings.off'))}
        </Pill>
      ) : null}
      {s?.canEdit ? (
        <form
          css={css`
            display: flex;
            gap: 8px;
            align-items: end;
          `}
          onSubmit={async (e) => {
            e.preventDefault();
            setSaved(false);
            if (await store.saveSettings(current)) {
              setValue(null);
              setSaved(true);
            }
          }}
        >
          <label
            css={css`
              display: grid;
              gap: 4px;
              font-size: 12px;
              color: var(--c-muted);
              flex: 1;
            `}
          >
            {t(k('settings.threshold'), { currency: s.currency })}
            <input
              css={input}
              inputMode="decimal"
              value={current}
              onChange={(e) => setValue(e.target.value)}
              data-testid="operator-payments-threshold"
            />
          </label>
          <button
            type="submit"
            css={primaryButton}
            disabled={store.savingSettings}
            data-testid="operator-payments-threshold-save"
          >
            {t(k('settings.save'))}
          </button>
        </form>
      ) : s ? (
        <p css={muted}>{t(k('settings.ownerOnly'))}</p>
      ) : null}
      {saved ? <Notice tone="good">{t(k('settings.saved'))}</Notice> : null}
      {store.settingsError !== null ? (
        <Notice tone="bad">{store.settingsError || t(k('actions.failed'))}</Notice>
      ) : null}
      {s?.updatedBy && s.updatedAt ? (
        <p
          css={[
            muted,
            css`
              font-size: 12px;
            `,
          ]}
        >
          {t(k('settings.updated'), { by: s.updatedBy, at: formatConsoleTime(s.updatedAt, lang) })}
        </p>
      ) : null}
    </div>
  );
});
