/**
 * The drawer of one deposit or withdrawal on the payments desk: the member (username, VIP level,
 * upline agent), the order (channel or masked bank card, amount, state), the risk signals the
 * server computed (bonus turnover owed, first withdrawal, a card added within 24 hours, other
 * members on the same IP or device, responsible gaming, deposit and withdrawal totals), the
 * timeline of who did what and when, and the actions the staff member's role allows: approve
 * (the second approval above the threshold), reject with a reason the member reads, mark paid.
 * A side panel with role dialog: Escape or the close button closes it, focus stays inside.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap, useScrollLock } from '../../../components/Modal';
import { isTopDialog } from '../../../components/Modal/useFocusTrap';
import { ghostButton, primaryButton } from '../../../components/styles';
import { DESK_REJECT_REASONS, type DeskDetail, type DeskRejectReason } from '../../../stores/operator/paymentsDesk';
import { useConsoleStores } from '../../../stores';
import { formatConsoleTime } from '../../../shared/time';
import { LoadFailed, Notice, Pill, StatusPill } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { formatMoney } from '../money';
import { k, STATE_TONE } from './format';

const dl = css`
  display: grid;
  grid-template-columns: 170px 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: 13px;
  dt {
    color: var(--c-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The drawer over the desk's open order (`openId`). */
export const PaymentDrawer = observer(function PaymentDrawer() {
  const { t, i18n } = useTranslation();
  const root = useConsoleStores();
  const store = root.payments;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useScrollLock(true);
  useFocusTrap(ref, true);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && ref.current && isTopDialog(ref.current)) store.close();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [store]);
  const v = store.detail;
  const order = v ? (v.deposit ?? v.withdrawal) : null;
  const lang = i18n.language;
  return (
    <div
      css={css`
        position: fixed;
        inset: 0;
        z-index: 900;
        display: flex;
        justify-content: flex-end;
        background: var(--c-overlay);
      `}
    >
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-testid="operator-payments-drawer"
        css={css`
          width: min(760px, 100%);
          height: 100%;
          overflow-y: auto;
          background: var(--c-bg);
          color: var(--c-text);
          border-left: 1px solid var(--c-border);
          box-shadow: var(--shadow-raised);
          padding: 20px;
          display: grid;
          align-content: start;
          gap: 16px;
        `}
      >
        <header
          css={css`
            display: flex;
            align-items: center;
            gap: 12px;
          `}
        >
          <h2
            id={titleId}
            css={css`
              margin: 0;
              flex: 1;
              font-size: 20px;
              font-weight: 800;
              display: flex;
              align-items: center;
              gap: 10px;
              flex-wrap: wrap;
            `}
          >
            {order ? t(k('drawer.title'), { orderNo: order.orderNo }) : t(k('drawer.loading'))}
            {order ? <OrderState detail={v!} /> : null}
          </h2>
          <button type="button" css={ghostButton} onClick={() => store.close()} data-testid="operator-payments-close">
            {t(k('drawer.close'))}
          </button>
        </header>
        {store.notice ? (
          <Notice tone="good" testId="operator-payments-notice">
            {t(k(store.notice === 'done' ? 'actions.done' : 'actions.awaitingSecond'))}
          </Notice>
        ) : null}
        {store.actionError !== null ? (
          <Notice tone="bad" testId="operator-payments-action-error">
            {store.actionError || t(k('actions.failed'))}
          </Notice>
        ) : null}
        {store.detailError !== null && !v ? (
          <LoadFailed
            message={store.detailError || t(k('drawer.failed'))}
            onRetry={() => void store.loadDetail()}
            retryLabel={t(k('retry'))}
          />
        ) : null}
        {!v && store.detailError === null ? <p css={muted}>{t(k('drawer.loading'))}</p> : null}
        {v && order ? (
          <>
            <Actions detail={v} />
            <div
              css={css`
                display: grid;
                grid-template-columns: 1fr 1fr;
                gap: 16px;
                @media (max-width: 760px) {
                  grid-template-columns: 1fr;
                }
              `}
            >
              <div css={card}>
                <h3 css={cardTitle}>{t(k('drawer.order'))}</h3>
                <dl css={dl}>
                  <dt>{t(k('drawer.amount'))}</dt>
                  <dd
                    data-testid="operator-payments-amount"
                    css={css`
                      font-size: 18px;
                    `}
                  >
                    {formatMoney(order.amount, v.currency, lang)}
                  </dd>
                  {v.deposit ? (
                    <>
                      <dt>{t(k('drawer.channel'))}</dt>
                      <dd>{v.deposit.channelName}</dd>
                      <dt>{t(k('drawer.payer'))}</dt>
                      <dd>{v.deposit.payerName || '—'}</dd>
                    </>
                  ) : null}
                  {v.withdrawal ? (
                    <>
                      <dt>{t(k('drawer.card'))}</dt>
                      <dd>
                        {v.withdrawal.bankName} · {v.withdrawal.cardNumber}
                        <div css={muted}>{v.withdrawal.payeeName}</div>
                      </dd>
                      <dt>{t(k('drawer.cardAdded'))}</dt>
                      <dd>{v.cardAddedAt ? formatConsoleTime(v.cardAddedAt, lang) : '—'}</dd>
                      {v.withdrawal.confirmation ? (
                        <>
                          <dt>{t(k('drawer.confirmation'))}</dt>
                          <dd data-testid="operator-payments-confirmation">
                            {t(k(`drawer.confirmations.${v.withdrawal.confirmation}`))}
                          </dd>
                        </>
                      ) : null}
                    </>
                  ) : null}
                  {order.remark ? (
                    <>
                      <dt>{t(k('drawer.remark'))}</dt>
                      <dd>{order.remark}</dd>
                    </>
                  ) : null}
                </dl>
              </div>
              <div css={card} data-testid="operator-payments-member">
                <h3 css={cardTitle}>{t(k('drawer.member'))}</h3>
                <dl css={dl}>
                  <dt>{t(k('drawer.username'))}</dt>
                  <dd>{v.member.username}</dd>
                  <dt>{t(k('drawer.vip'))}</dt>
                  <dd>{t(k('drawer.vipLevel'), { level: v.member.vipLevel })}</dd>
                  <dt>{t(k('drawer.upline'))}</dt>
                  <dd>{v.member.upline ?? t(k('drawer.noUpline'))}</dd>
                  <dt>{t(k('drawer.registered'))}</dt>
                  <dd>{formatConsoleTime(v.member.registeredAt, lang)}</dd>
                </dl>
              </div>
            </div>
            <Risk detail={v} />
            <Timeline detail={v} />
          </>
        ) : null}
      </div>
    </div>
  );
});

function OrderState({ detail }: { detail: DeskDetail }) {
  const { t } = useTranslation();
  const order = (detail.deposit ?? detail.withdrawal)!;
  const waiting = detail.withdrawal?.status === 'applied' && detail.withdrawal.approval?.state === 'pending';
  return (
    <span data-testid="operator-payments-state" data-state={waiting ? 'awaitingSecond' : order.status}>
      <StatusPill tone={waiting ? 'wait' : (STATE_TONE[order.status] ?? 'neutral')}>
        {t(k(`states.${waiting ? 'awaitingSecond' : order.status}`))}
      </StatusPill>
    </span>
  );
}

/** One risk line: a label, a value and whether it calls for attention. */
function Signal({ label, value, alert, testId }: { label: string; value: ReactNode; alert: boolean; testId: string }) {
  return (
    <div
      data-testid={testId}
      data-alert={alert ? 'true' : 'false'}
      css={css`
        display: grid;
        gap: 4px;
        padding: 10px 12px;
        border-radius: var(--r-md);
        border: 1px solid ${alert ? 'color-mix(in srgb, var(--c-warning) 55%, transparent)' : 'var(--c-border)'};
        background: ${alert ? 'color-mix(in srgb, var(--c-warning) 10%, transparent)' : 'transparent'};
      `}
    >
      <span
        css={css`
          font-size: 12px;
          color: var(--c-muted);
        `}
      >
        {alert ? '⚠ ' : ''}
        {label}
      </span>
      <span
        css={css`
          font-size: 13px;
          font-weight: 700;
        `}
      >
        {value}
      </span>
    </div>
  );
}

function Risk({ detail }: { detail: DeskDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const r = detail.risk;
  const money = (s: string) => formatMoney(s, detail.currency, lang);
  const owed = Number(r.turnoverOwed) > 0;
  const names = (list: string[]) => (list.length ? list.join(', ') : t(k('drawer.nobody')));
  return (
    <div css={card} data-testid="operator-payments-risk">
      <h3 css={cardTitle}>{t(k('drawer.risk'))}</h3>
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(auto-fill, minmax(210px, 1fr));
          gap: 10px;
        `}
      >
        <Signal
          testId="risk-turnover"
          alert={owed}
          label={t(k('drawer.turnover'))}
          value={
            owed
              ? t(k('drawer.turnoverOwed'), { amount: money(r.turnoverOwed), count: r.openBonuses })
              : t(k('drawer.turnoverNone'))
          }
        />
        {detail.withdrawal ? (
          <>
            <Signal
              testId="risk-first"
              alert={r.firstWithdrawal}
              label={t(k('drawer.firstWithdrawal'))}
              value={r.firstWithdrawal ? t(k('drawer.yes')) : t(k('drawer.no'))}
            />
            <Signal
              testId="risk-card"
              alert={r.cardAddedRecently}
              label={t(k('drawer.newCard'))}
              value={r.cardAddedRecently ? t(k('drawer.yes')) : t(k('drawer.no'))}
            />
          </>
        ) : null}
        <Signal
          testId="risk-ip"
          alert={r.sharedIp.length > 0}
          label={t(k('drawer.sharedIp'))}
          value={names(r.sharedIp)}
        />
        <Signal
          testId="risk-device"
          alert={r.sharedDevice.length > 0}
          label={t(k('drawer.sharedDevice'))}
          value={names(r.sharedDevice)}
        />
        <Signal
          testId="risk-rg"
          alert={r.rg.excluded}
          label={t(k('drawer.rg'))}
          value={
            r.rg.excluded
              ? r.rg.endsAt
                ? t(k('drawer.rgExcluded'), { until: formatConsoleTime(r.rg.endsAt, lang) })
                : t(k('drawer.rgClosed'))
              : r.rg.limits > 0
                ? t(k('drawer.rgLimits'), { count: r.rg.limits })
                : t(k('drawer.rgNone'))
          }
        />
        <Signal
          testId="risk-totals"
          alert={false}
          label={t(k('drawer.totals'))}
          value={t(k('drawer.totalsValue'), {
            deposits: money(r.deposits.total),
            depositCount: r.deposits.count,
            withdrawals: money(r.withdrawals.total),
            withdrawalCount: r.withdrawals.count,
          })}
        />
      </div>
    </div>
  );
}

function Timeline({ detail }: { detail: DeskDetail }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <div css={card}>
      <h3 css={cardTitle}>{t(k('drawer.timeline'))}</h3>
      <ol
        data-testid="operator-payments-timeline"
        css={css`
          margin: 0;
          padding: 0;
          list-style: none;
          display: grid;
          gap: 10px;
          li {
            display: grid;
            grid-template-columns: 14px 1fr;
            gap: 10px;
            font-size: 13px;
          }
        `}
      >
        {detail.timeline.map((e, i) => (
          <li key={`${e.action}-${e.at}-${i}`} data-action={e.action}>
            <span
              aria-hidden="true"
              css={css`
                width: 10px;
                height: 10px;
                margin-top: 4px;
                border-radius: 50%;
                background: ${
                  e.action === 'reject' || e.action === 'approvalRejected'
                    ? 'var(--c-danger)'
                    : e.byMember
                      ? 'var(--c-muted)'
                      : 'var(--c-primary)'
                };
              `}
            />
            <span>
              <strong>{t(k(`timeline.${e.action}`))}</strong>{' '}
              <span css={muted}>
                {t(k('timeline.by'), { by: e.by })} · {formatConsoleTime(e.at, lang)}
              </span>
              {e.action === 'confirmed' && e.status ? (
                <span> · {t(k(`drawer.confirmations.${e.status}`), { defaultValue: '' })}</span>
              ) : null}
              {e.note && e.note !== 'auto' && e.action !== 'confirmed' ? <div css={muted}>{e.note}</div> : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

const Actions = observer(function Actions({ detail }: { detail: DeskDetail }) {
  const { t, i18n } = useTranslation();
  const root = useConsoleStores();
  const store = root.payments;
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<DeskRejectReason>('notReceived');
  const [note, setNote] = useState('');
  const lang = i18n.language;
  const order = (detail.deposit ?? detail.withdrawal)!;
  const w = detail.withdrawal;
  const canDecide = root.can('payments.decide');
  const canPay = root.can('payments.pay');
  const decidable = detail.deposit ? detail.deposit.status === 'pending' : w?.status === 'applied';
  const rejectable = detail.deposit ? decidable : w?.status === 'applied' || w?.status === 'approved';
  const payable = w?.status === 'approved';
  const approval = w?.approval?.state === 'pending' && w.status === 'applied' ? w.approval : null;
  const mine = approval?.requestedBy === root.identity?.username;
  if (!decidable && !rejectable && !payable) return null;
  return (
    <div css={card} data-testid="operator-payments-actions">
      {detail.needsSecondApproval && decidable ? (
        <p css={muted}>{t(k('drawer.threshold'), { amount: formatMoney(detail.threshold, detail.currency, lang) })}</p>
      ) : null}
      {approval ? (
        <Pill colour="var(--c-warning)">
          <span data-testid="operator-payments-awaiting">
            {mine
              ? t(k('drawer.awaitingMine'))
              : t(k('drawer.awaiting'), {
                  by: approval.requestedBy,
                  at: formatConsoleTime(approval.requestedAt, lang),
                })}
          </span>
        </Pill>
      ) : null}
      {!canDecide && !canPay ? <p css={muted}>{t(k('actions.noPermission'))}</p> : null}
      <div
        css={css`
          display: flex;
          flex-wrap: wrap;
          gap: 10px;
        `}
      >
        {decidable && canDecide ? (
          <button
            type="button"
            css={primaryButton}
            disabled={store.acting || mine}
            onClick={() => void store.act('approve')}
            data-testid="operator-payments-approve"
          >
            {approval ? t(k('actions.secondApprove')) : t(k('actions.approve'))}
          </button>
        ) : null}
        {payable && canPay ? (
          <button
            type="button"
            css={primaryButton}
            disabled={store.acting}
            onClick={() => void store.act('paid')}
            data-testid="operator-payments-paid"
          >
            {t(k('actions.paid'))}
          </button>
        ) : null}
        {rejectable && canDecide && !rejecting ? (
          <button
            type="button"
            css={[
              ghostButton,
              css`
                color: var(--c-danger);
                border-color: color-mix(in srgb, var(--c-danger) 50%, transparent);
              `,
            ]}
            disabled={store.acting}
            onClick={() => setRejecting(true)}
            data-testid="operator-payments-reject"
          >
            {t(k('actions.reject'))}
          </button>
        ) : null}
      </div>
      {rejecting ? (
        <form
          css={css`
            display: grid;
            gap: 10px;
          `}
          onSubmit={async (e) => {
            e.preventDefault();
            if (await store.act('reject', reason, note)) {
              setRejecting(false);
              setNote('');
            }
          }}
          data-testid="operator-payments-reject-form"
        >
          <label
            css={css`
              display: grid;
              gap: 4px;
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t(k('actions.reason'))}
            <select
              css={input}
              value={reason}
              onChange={(e) => setReason(e.target.value as DeskRejectReason)}
              data-testid="operator-payments-reason"
            >
              {DESK_REJECT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(k(`actions.reasons.${r}`))}
                </option>
              ))}
            </select>
          </label>
          <label
            css={css`
              display: grid;
              gap: 4px;
              font-size: 12px;
              color: var(--c-muted);
            `}
          >
            {t(k('actions.note'))}
            <input
              css={input}
              maxLength={200}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              data-testid="operator-payments-note"
            />
          </label>
          <div
            css={css`
              display: flex;
              gap: 10px;
            `}
          >
            <button
              type="submit"
              css={primaryButton}
              disabled={store.acting}
              data-testid="operator-payments-reject-confirm"
            >
              {t(k('actions.confirmReject'))}
            </button>
            <button type="button" css={ghostButton} onClick={() => setRejecting(false)}>
              {t(k('actions.cancel'))}
            </button>
          </div>
        </form>
      ) : null}
      <span hidden data-testid="operator-payments-order-state">
        {order.status}
      </span>
    </div>
  );
});
