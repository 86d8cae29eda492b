/**
 * One member's page in the players tab (README "Operator console"): profile (contact details
 * masked by the server), VIP and upline chain, balances and open turnover, responsible gaming
 * (read-only), the account actions (players.manage: lock / unlock with a reason, forced password
 * change, close every session), staff notes, the balance adjustment request and its pending
 * requests (players.adjust), and the paged records (ledger, bets, bonuses, deposits, withdrawals,
 * logins). Amounts and times in the console's language (Intl).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../contract/money';
import { Paginator } from '../../../components/Paginator';
import { ghostButton, primaryButton } from '../../../components/styles';
import { formatConsoleTime } from '../../../shared/time';
import { memberTypeName } from '../memberType';
import { formatMoney } from '../money';
import { useConsoleStores } from '../../../stores';
import {
  PLAYER_RECORD_KINDS,
  type BetPage,
  type BonusPage,
  type LedgerPage,
  type LoginPage,
  type PaymentPage,
  type PlayerDetail,
  type PlayerRecordKind,
  type PlayersConsoleStore,
} from '../../../stores/players/playersConsole';
import { table } from '../../../ui/kit';
import { card, cardTitle, input, muted } from '../ui';
import { Facts, Notice, StateBadge } from './parts';
import { PendingApprovals } from './Approvals';

const k = (key: string) => `operator.console.players.${key}`;
const small = css`
  height: 34px;
  padding: 0 14px;
  font-size: 13px;
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;
const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
  gap: 16px;
  align-items: start;
`;

const REASONS = new Set([
  'deposit',
  'withdraw',
  'withdrawReturn',
  'vendorIn',
  'vendorOut',
  'upline',
  'downline',
  'bet',
  'payout',
  'rollback',
  'bonus',
  'bonusReturn',
  'opening',
  'adjustment',
  'dividend',
  'dailyWage',
  'hourlyWage',
  'realtimeSalary',
  'rebate',
]);
/** A ledger reason's label key (the vendor protocol's `vendor.debit` etc. read as bet, payout, refund). */
const reasonKey = (reason: string) => {
  if (reason === 'vendor.debit') return 'bet';
  if (reason === 'vendor.credit') return 'payout';
  if (reason === 'vendor.rollback') return 'rollback';
  return REASONS.has(reason) ? reason : 'other';
};

export const PlayerPage = observer(function PlayerPage() {
  const { t, i18n } = useTranslation();
  const root = useConsoleStores();
  const store = root.players;
  const lang = i18n.language;
  const d = store.detail;
  const when = (iso: string | null | undefined) => (iso ? formatConsoleTime(iso, lang, 'minute') : t(k('never')));
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="player-page"
    >
      <div css={row}>
        <button type="button" css={[ghostButton, small]} onClick={() => store.close()} data-testid="player-back">
          ← {t(k('back'))}
        </button>
        {d ? (
          <>
            <h2
              css={[
                cardTitle,
                css`
                  font-size: 20px;
                `,
              ]}
              data-testid="player-username"
            >
              {d.username}
            </h2>
            <StateBadge state={d.state} />
            <span css={muted}>{t(k('vipLevel'), { level: d.vipLevel })}</span>
          </>
        ) : null}
      </div>
      {store.notice ? <Notice ok={store.notice.ok} text={store.notice.text || t(k('actions.failed'))} /> : null}
      {store.detailLoading && !d ? <p css={muted}>{t(k('loading'))}</p> : null}
      {store.detailError !== null ? <Notice ok={false} text={store.detailError || t(k('loadFailed'))} /> : null}
      {d ? (
        <>
          <div css={grid}>
            <Profile d={d} when={when} />
            <div
              css={css`
                display: grid;
                gap: 16px;
              `}
            >
              <Balances d={d} lang={lang} />
              <Rg d={d} lang={lang} />
            </div>
          </div>
          <div css={grid}>
            {root.can('players.manage') ? <Actions store={store} d={d} /> : null}
            {root.can('players.adjust') ? <Adjust store={store} d={d} lang={lang} /> : null}
            <Notes store={store} d={d} canAdd={root.can('players.manage')} />
          </div>
          {root.can('players.adjust') ? <PendingApprovals /> : null}
          <Records store={store} lang={lang} />
        </>
      ) : null}
    </section>
  );
});

function Profile({ d, when }: { d: PlayerDetail; when: (iso: string | null) => string }) {
  const { t } = useTranslation();
  const none = t(k('none'));
  const type = memberTypeName(t, d.type);
  return (
    <div css={card} data-testid="player-profile">
      <h3 css={cardTitle}>{t(k('profile.title'))}</h3>
      <Facts
        rows={[
          [t(k('profile.username')), d.username],
          [t(k('profile.nickname')), d.nickname || none],
          [t(k('profile.realName')), d.realName ?? none],
          [t(k('profile.type')), type],
          [t(k('profile.mobile')), d.mobile ?? none],
          [t(k('profile.email')), d.email ?? none],
          [
            t(k('profile.cards')),
            d.bankCards.length
              ? d.bankCards
                  .map((c) => `${c.bankName} ${c.number}${c.removed ? ` (${t(k('profile.cardRemoved'))})` : ''}`)
                  .join('、')
              : none,
          ],
          [t(k('profile.registered')), when(d.registeredAt)],
          [t(k('profile.lastLogin')), when(d.lastLoginAt)],
          [
            t(k('profile.uplines')),
            d.uplines.length ? d.uplines.map((u) => u.username).join(' → ') : t(k('profile.noUpline')),
          ],
          [t(k('profile.sessions')), String(d.liveSessions)],
        ]}
      />
      {d.mustChangePassword ? <p css={muted}>{t(k('profile.mustChange'))}</p> : null}
      {d.lock ? (
        <Notice
          ok={false}
          testId="player-lock-state"
          text={t(k('profile.lockedBy'), { by: d.lock.by, at: when(d.lock.at), reason: d.lock.reason })}
        />
      ) : null}
    </div>
  );
}

function Balances({ d, lang }: { d: PlayerDetail; lang: string }) {
  const { t } = useTranslation();
  const label = (b: PlayerDetail['balances'][number]) =>
    b.kind === 'member'
      ? t(k('balances.member'))
      : b.kind === 'vendor'
        ? t(k('balances.vendor'), { vendor: b.vendorCode ?? '' })
        : b.kind === 'points'
          ? t(k('balances.points'))
          : t(k('balances.other'));
  return (
    <div css={card} data-testid="player-balances">
      <h3 css={cardTitle}>{t(k('balances.title'))}</h3>
      {d.balances.length === 0 ? (
        <p css={muted}>{t(k('balances.none'))}</p>
      ) : (
        <Facts
          rows={d.balances.map((b, i) => [
            `${label(b)}${i > 0 && b.kind === 'member' ? ` ${i}` : ''}`,
            <span key={i} data-testid={`balance-${b.kind}${b.vendorCode ? `-${b.vendorCode}` : ''}`}>
              {b.kind === 'points' ? money(b.balance, lang) : formatMoney(b.balance, d.currency, lang)}
            </span>,
          ])}
        />
      )}
      <p css={muted}>
        {d.turnover.activeBonuses > 0
          ? t(k('balances.turnoverOf'), {
              count: d.turnover.activeBonuses,
              bonus: formatMoney(d.turnover.bonusAmount, d.currency, lang),
              remaining: formatMoney(d.turnover.remaining, d.currency, lang),
            })
          : t(k('balances.noTurnover'))}
      </p>
    </div>
  );
}

function Rg({ d, lang }: { d: PlayerDetail; lang: string }) {
  const { t } = useTranslation();
  const rg = d.rg;
  const when = (iso: string | null | undefined) => (iso ? formatConsoleTime(iso, lang, 'minute') : '');
  const limits = rg.limits.filter((l) => l.amount !== null);
  return (
    <div css={card} data-testid="player-rg">
      <h3 css={cardTitle}>{t(k('rg.title'))}</h3>
      <Facts
        rows={[
          [
            t(k('rg.limits')),
            limits.length
              ? limits
                  .map(
                    (l) =>
                      `${t(`rg.limits.kinds.${l.kind}`)} · ${t(`rg.limits.periods.${l.period}`)} ${formatMoney(l.amount ?? '0', d.currency, lang)}`,
                  )
                  .join('、')
              : t(k('rg.noLimits')),
          ],
          [
            t(k('rg.reality')),
            rg.realityCheckMinutes ? t(k('rg.everyMinutes'), { minutes: rg.realityCheckMinutes }) : t(k('rg.off')),
          ],
          [
            t(k('rg.exclusion')),
            rg.exclusion
              ? `${t(`rg.breaks.${rg.exclusion.kind === 'closed' ? 'closure' : rg.exclusion.kind}`)} · ${
                  rg.exclusion.endsAt ? t(k('rg.until'), { at: when(rg.exclusion.endsAt) }) : t(k('rg.forGood'))
                }`
              : t(k('rg.noExclusion')),
          ],
        ]}
      />
    </div>
  );
}

const Actions = observer(function Actions({ store, d }: { store: PlayersConsoleStore; d: PlayerDetail }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const locked = d.state === 'locked';
  const lockOrUnlock = (e: FormEvent) => {
    e.preventDefault();
    void store
      .action(locked ? 'unlock' : 'lock', reason.trim(), t(k(locked ? 'actions.unlocked' : 'actions.locked')))
      .then((ok) => ok && setReason(''));
  };
  return (
    <div css={card} data-testid="player-actions">
      <h3 css={cardTitle}>{t(k('actions.title'))}</h3>
      <form css={row} onSubmit={lockOrUnlock}>
        <input
          css={[
            input,
            css`
              flex: 1;
              min-width: 180px;
            `,
          ]}
          value={reason}
          maxLength={200}
          placeholder={t(k('actions.reasonPlaceholder'))}
          aria-label={t(k('actions.reason'))}
          onChange={(e) => setReason(e.target.value)}
          data-testid="player-lock-reason"
        />
        <button
          type="submit"
          css={[locked ? primaryButton : ghostButton, small]}
          disabled={store.acting || reason.trim() === ''}
          data-testid={locked ? 'player-unlock' : 'player-lock'}
        >
          {t(k(locked ? 'actions.unlock' : 'actions.lock'))}
        </button>
      </form>
      <div css={row}>
        <button
          type="button"
          css={[ghostButton, small]}
          disabled={store.acting}
          onClick={() => void store.action('force-password-change', undefined, t(k('actions.forced')))}
          data-testid="player-force-change"
        >
          {t(k('actions.forceChange'))}
        </button>
        <button
          type="button"
          css={[ghostButton, small]}
          disabled={store.acting}
          onClick={() => void store.action('close-sessions', undefined, t(k('actions.closed')))}
          data-testid="player-close-sessions"
        >
          {t(k('actions.closeSessions'))}
        </button>
      </div>
    </div>
  );
});

const Adjust = observer(function Adjust({
  store,
  d,
  lang,
}: {
  store: PlayersConsoleStore;
  d: PlayerDetail;
  lang: string;
}) {
  const { t } = useTranslation();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void store.requestAdjustment(direction, amount.trim(), reason.trim(), t(k('adjust.requested'))).then((ok) => {
      if (!ok) return;
      setAmount('');
      setReason('');
    });
  };
  const labelCss = css`
    display: grid;
    gap: 4px;
    font-size: 12px;
    color: var(--c-muted);
  `;
  return (
    <div css={card} data-testid="player-adjust">
      <h3 css={cardTitle}>{t(k('adjust.title'))}</h3>
      <p css={muted}>{t(k('adjust.intro'))}</p>
      <form
        css={css`
          display: grid;
          grid-template-columns: 1fr 1fr;
          gap: 10px;
          align-items: end;
        `}
        onSubmit={submit}
      >
        <label css={labelCss}>
          {t(k('adjust.direction'))}
          <select
            css={input}
            value={direction}
            onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}
            data-testid="adjust-direction"
          >
            <option value="credit">{t(k('adjust.credit'))}</option>
            <option value="debit">{t(k('adjust.debit'))}</option>
          </select>
        </label>
        <label css={labelCss}>
          {t(k('adjust.amount'))} ({d.currency})
          <input
            css={input}
            inputMode="decimal"
            value={amount}
            maxLength={16}
            onChange={(e) => setAmount(e.target.value)}
            data-testid="adjust-amount"
          />
        </label>
        <label
          css={[
            labelCss,
            css`
              grid-column: span 2;
            `,
          ]}
        >
          {t(k('adjust.reason'))}
          <input
            css={input}
            value={reason}
            maxLength={200}
            onChange={(e) => setReason(e.target.value)}
            data-testid="adjust-reason"
          />
        </label>
        <button
          type="submit"
          css={[primaryButton, small]}
          disabled={store.acting || amount.trim() === '' || reason.trim() === ''}
          data-testid="adjust-submit"
        >
          {t(k('adjust.submit'))}
        </button>
      </form>
      <h4
        css={css`
          margin: 4px 0 0;
          font-size: 14px;
          color: var(--c-text);
        `}
      >
        {t(k('adjust.pendingTitle'))}
      </h4>
      {d.pendingAdjustments.length === 0 ? (
        <p css={muted}>{t(k('adjust.noPending'))}</p>
      ) : (
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: grid;
            gap: 6px;
            font-size: 13px;
          `}
          data-testid="player-pending-adjustments"
        >
          {d.pendingAdjustments.map((a) => (
            <li key={a.id}>
              <strong>
                {t(k('adjust.line'), {
                  direction: t(k(`adjust.${a.direction}`)),
                  amount: formatMoney(a.amount, d.currency, lang),
                  reason: a.reason,
                })}
              </strong>{' '}
              <span css={muted}>
                {t(k('adjust.askedBy'), { by: a.requestedBy, at: formatConsoleTime(a.requestedAt, lang, 'minute') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

const Notes = observer(function Notes({
  store,
  d,
  canAdd,
}: {
  store: PlayersConsoleStore;
  d: PlayerDetail;
  canAdd: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [body, setBody] = useState('');
  return (
    <div css={card} data-testid="player-notes">
      <h3 css={cardTitle}>{t(k('notes.title'))}</h3>
      {canAdd ? (
        <form
          css={row}
          onSubmit={(e) => {
            e.preventDefault();
            void store.addNote(body.trim(), t(k('notes.added'))).then((ok) => ok && setBody(''));
          }}
        >
          <input
            css={[
              input,
              css`
                flex: 1;
                min-width: 180px;
              `,
            ]}
            value={body}
            maxLength={500}
            placeholder={t(k('notes.placeholder'))}
            aria-label={t(k('notes.placeholder'))}
            onChange={(e) => setBody(e.target.value)}
            data-testid="note-body"
          />
          <button
            type="submit"
            css={[ghostButton, small]}
            disabled={store.acting || body.trim() === ''}
            data-testid="note-add"
          >
            {t(k('notes.add'))}
          </button>
        </form>
      ) : null}
      {d.notes.length === 0 ? (
        <p css={muted}>{t(k('notes.empty'))}</p>
      ) : (
        <ul
          css={css`
            margin: 0;
            padding: 0;
            list-style: none;
            display: grid;
            gap: 8px;
            max-height: 260px;
            overflow-y: auto;
          `}
        >
          {d.notes.map((n) => (
            <li
              key={n.id}
              css={css`
                padding: 8px 10px;
                border-radius: var(--r-md);
                border: 1px solid var(--c-border);
                background: var(--c-bg-elevated);
                font-size: 13px;
                display: grid;
                gap: 2px;
              `}
            >
              <span>{n.body}</span>
              <span
                css={[
                  muted,
                  css`
                    font-size: 12px;
                  `,
                ]}
              >
                {t(k('notes.by'), { by: n.by, at: formatConsoleTime(n.at, i18n.language, 'minute') })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
});

const Records = observer(function Records({ store, lang }: { store: PlayersConsoleStore; lang: string }) {
  const { t } = useTranslation();
  const page = store.records;
  const kind = store.recordKind;
  const when = (iso: string | null) => (iso ? formatConsoleTime(iso, lang, 'second') : '—');
  const status = (s: string) => t(k(`statuses.${s}`), { defaultValue: t(k('statuses.other')) });
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const head = (...cols: [string, boolean?][]) => (
    <thead>
      <tr>
        {cols.map(([c, num]) => (
          <th key={c} {...(num ? { 'data-num': '' } : {})}>
            {t(k(`records.${c}`))}
          </th>
        ))}
      </tr>
    </thead>
  );
  const body = () => {
    if (!page) return null;
    switch (kind) {
      case 'ledger':
        return (
          <>
            {head(['time'], ['type'], ['detail'], ['amount', true], ['balanceAfter', true])}
            <tbody>
              {(page as LedgerPage).list.map((r) => (
                <tr key={r.id}>
                  <td data-nowrap="">{when(r.at)}</td>
                  <td>{t(k(`reasons.${reasonKey(r.reason)}`))}</td>
                  <td>{r.reference ?? '—'}</td>
                  <td data-num="">{money(r.amount, lang)}</td>
                  <td data-num="">{money(r.balanceAfter, lang)}</td>
                </tr>
              ))}
            </tbody>
          </>
        );
      case 'bets':
        return (
          <>
            {head(['time'], ['game'], ['stake', true], ['win', true], ['status'])}
            <tbody>
              {(page as BetPage).list.map((r) => (
                <tr key={r.id}>
                  <td data-nowrap="">{when(r.at)}</td>
                  <td>{r.game}</td>
                  <td data-num="">{money(r.stake, lang)}</td>
                  <td data-num="">{money(r.win, lang)}</td>
                  <td>{status(r.status)}</td>
                </tr>
              ))}
            </tbody>
          </>
        );
      case 'bonuses':
        return (
          <>
            {head(['time'], ['bonus'], ['amount', true], ['turnover', true], ['status'], ['expires'])}
            <tbody>
              {(page as BonusPage).list.map((r) => (
                <tr key={r.id}>
                  <td data-nowrap="">{when(r.at)}</td>
                  <td>{r.title}</td>
                  <td data-num="">{money(r.amount, lang)}</td>
                  <td data-num="">
                    {money(r.done, lang)} / {money(r.required, lang)}
                  </td>
                  <td>{status(r.state)}</td>
                  <td data-nowrap="">{when(r.expiresAt)}</td>
                </tr>
              ))}
            </tbody>
          </>
        );
      case 'deposits':
      case 'withdrawals':
        return (
          <>
            {head(['time'], ['orderNo'], ['channel'], ['amount', true], ['status'])}
            <tbody>
              {(page as PaymentPage).list.map((r) => (
                <tr key={r.id}>
                  <td data-nowrap="">{when(r.at)}</td>
                  <td>{r.orderNo}</td>
                  <td>{kind === 'withdrawals' ? t(k('records.bank')) : r.channel}</td>
                  <td data-num="">{money(r.amount, lang)}</td>
                  <td>{status(r.status)}</td>
                </tr>
              ))}
            </tbody>
          </>
        );
      case 'logins':
        return (
          <>
            {head(['time'], ['ip'], ['device'], ['method'], ['result'])}
            <tbody>
              {(page as LoginPage).list.map((r) => (
                <tr key={r.id}>
                  <td data-nowrap="">{when(r.at)}</td>
                  <td>{r.ip}</td>
                  <td
                    css={css`
                      max-width: 320px;
                      overflow-wrap: anywhere;
                    `}
                  >
                    {r.device || '—'}
                  </td>
                  <td>{t(k(`methods.${r.loginType}`), { defaultValue: t(k('methods.other')) })}</td>
                  <td>{t(k(`logins.${r.result}`), { defaultValue: t(k('logins.other')) })}</td>
                </tr>
              ))}
            </tbody>
          </>
        );
    }
  };
  return (
    <div css={card} data-testid="player-records">
      <h3 css={cardTitle}>{t(k('records.title'))}</h3>
      <div css={row} role="tablist" aria-label={t(k('records.title'))}>
        {PLAYER_RECORD_KINDS.map((r: PlayerRecordKind) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={r === kind}
            css={[
              r === kind ? primaryButton : ghostButton,
              css`
                height: 30px;
                padding: 0 12px;
                font-size: 13px;
              `,
            ]}
            onClick={() => void store.loadRecords(r, 1)}
            data-testid={`records-${r}`}
          >
            {t(k(`records.kinds.${r}`))}
          </button>
        ))}
      </div>
      {store.recordsLoading && !page ? <p css={muted}>{t(k('loading'))}</p> : null}
      {store.recordsError !== null ? <Notice ok={false} text={store.recordsError || t(k('loadFailed'))} /> : null}
      {page && page.list.length === 0 ? <p css={muted}>{t(k('records.empty'))}</p> : null}
      {page && page.list.length > 0 ? (
        <div
          css={css`
            overflow-x: auto;
          `}
        >
          <table css={table} aria-busy={store.recordsLoading} data-testid={`records-table-${kind}`}>
            {body()}
          </table>
        </div>
      ) : null}
      {page ? (
        <Paginator
          page={page.pageNo}
          totalPages={pages}
          onChange={(n) => void store.loadRecords(kind, n)}
          label={t(k('records.pages'))}
        />
      ) : null}
    </div>
  );
});
