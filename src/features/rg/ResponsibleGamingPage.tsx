/**
 * The member center's Responsible gaming page (docs/responsible-gaming.md): each limit with its
 * amount, used, remaining, the period's end and a pending raise or removal with its time (in the
 * member's time zone), the form that sets, lowers, raises or removes a limit, the reality check
 * interval, the time-out / self-exclusion / closure with a confirmation dialog spelling out the
 * consequences (login password), and the audit trail. A new limit and a removal are checked by
 * the engine form rgLimit (a removal under its condition `removing`), as the server checks them.
 * Data and calls through the rg store.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../contract/money';
import type { RgLimit, RgLimitKind, RgPeriod } from '../../../contract/types';
import { accentButton, chip, ghostButton, primaryButton } from '../../components/styles';
import { useStores } from '../../stores';
import { RG_EVENTS_PAGE_SIZE } from '../../stores/rg/RgStore';
import { formatTime } from '../../shared/time';
import { Card, grid2, hint, LoadState, Notice, stack } from '../../ui/kit';
import { PagedTable } from '../../ui/PagedTable';
import { useResource } from '../../ui/useResource';
import { ExclusionDialog, type ExclusionChoice } from './ExclusionDialog';
import { eventDetail } from '../../shared/rgEventText';
import { field, progressBar } from './rgUi';
import { checkFeatureForm } from '../../renderers/form/featureForms';

const KINDS: RgLimitKind[] = ['deposit', 'loss', 'wager'];
const PERIODS: RgPeriod[] = ['day', 'week', 'month'];

/** Sets document.title and the meta description while the page is open (as src/features/shared/usePageMeta.ts does). */
function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    const meta = document.querySelector('meta[name="description"]');
    const old = meta?.getAttribute('content') ?? null;
    meta?.setAttribute('content', description);
    return () => {
      document.title = before;
      if (meta && old !== null) meta.setAttribute('content', old);
    };
  }, [title, description]);
}

export const ResponsibleGamingPage = observer(function ResponsibleGamingPage() {
  const { t, i18n } = useTranslation();
  const { rg } = useStores();
  const lang = i18n.language;
  usePageMeta(t('rg.pageTitle'), t('rg.metaDescription'));
  const profile = useResource(rg.profile, () => rg.loadProfile(), [], t('wallet.common.loadFailed'));
  const events = useResource(rg.events, () => rg.loadEvents(), [], t('wallet.common.loadFailed'));
  const [kind, setKind] = useState<RgLimitKind>('deposit');
  const [period, setPeriod] = useState<RgPeriod>('day');
  const [amount, setAmount] = useState('');
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad' | 'info'; text: string } | null>(null);
  const [choice, setChoice] = useState<ExclusionChoice | null>(null);

  const money = (v: string | null) => (v === null ? '—' : formatAmount(v, lang));
  const report = (r: { ok: true; message: string } | { ok: false; message: string | null } | null, pending = false) => {
    if (!r) return;
    setNotice(
      r.ok
        ? { tone: pending ? 'info' : 'good', text: r.message }
        : { tone: 'bad', text: r.message ?? t('wallet.common.loadFailed') },
    );
  };
  /** The engine form rgLimit's first problem of a new amount (or of a removal: `value` null, condition `removing`), shown as the notice. */
  const refused = (limitKind: RgLimitKind, limitPeriod: RgPeriod, value: string | null) => {
    const [problem] = checkFeatureForm(
      'rgLimit',
      { kind: limitKind, period: limitPeriod, amount: value },
      { conditions: { removing: value === null } },
    );
    if (problem) setNotice({ tone: 'bad', text: t(problem.key, problem.params) });
    return Boolean(problem);
  };
  const save = async (value: string) => {
    // a new amount is checked by the engine's form rgLimit (engine/forms/featureForms.ts)
    if (refused(kind, period, value)) return;
    const r = await rg.setLimit(kind, period, value.trim());
    const current = rg.profile.data?.limits.find((l) => l.kind === kind && l.period === period);
    report(r, Boolean(current?.pending));
    if (r?.ok) setAmount('');
  };
  const handleRemove = async (limitKind: RgLimitKind, limitPeriod: RgPeriod) => {
    // a removal is the same form's, of the kind and the period alone
    if (refused(limitKind, limitPeriod, null)) return;
    report(await rg.setLimit(limitKind, limitPeriod, null), true);
  };

  return (
    <div css={stack} data-testid="rg-page">
      <Card title={t('rg.pageTitle')} testId="rg-intro">
        <p
          css={css`
            margin: 0;
            line-height: 1.6;
          `}
        >
          {t('rg.intro')}
        </p>
        <p
          css={[
            hint,
            css`
              margin-top: 8px;
            `,
          ]}
        >
          {t('rg.helpLink')}
        </p>
      </Card>
      {notice ? (
        <Notice tone={notice.tone} testId="rg-notice">
          {notice.text}
        </Notice>
      ) : null}
      <LoadState loading={profile.loading && !profile.data} error={profile.error} onRetry={profile.reload}>
        {() => {
          const p = profile.data!;
          return (
            <>
              <Card
                title={t('rg.limits.title')}
                hintText={t('rg.limits.hint', { zone: p.timeZone })}
                testId="rg-limits"
              >
                {p.limits.length === 0 ? (
                  <p
                    css={css`
                      margin: 0 0 16px;
                      color: var(--c-muted);
                    `}
                    data-testid="rg-limits-empty"
                  >
                    {t('rg.limits.none')}
                  </p>
                ) : (
                  <div
                    css={css`
                      display: grid;
                      grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
                      gap: 14px;
                      margin-bottom: 18px;
                    `}
                  >
                    {p.limits.map((l) => (
                      <LimitTile
                        key={`${l.kind}-${l.period}`}
                        limit={l}
                        money={money}
                        when={(iso) => formatTime(iso, lang, p.timeZone, 'minute')}
                        onRemove={() => void handleRemove(l.kind, l.period)}
                        busy={rg.busy}
                      />
                    ))}
                  </div>
                )}
                <form
                  css={css`
                    display: grid;
                    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
                    gap: 12px;
                    align-items: end;
                  `}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void save(amount);
                  }}
                >
                  <label css={field}>
                    <span>{t('rg.limits.kind')}</span>
                    <select
                      value={kind}
                      onChange={(e) => setKind(e.target.value as RgLimitKind)}
                      data-testid="rg-limit-kind"
                    >
                      {KINDS.map((k) => (
                        <option key={k} value={k}>
                          {t(`rg.limits.kinds.${k}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label css={field}>
                    <span>{t('rg.limits.period')}</span>
                    <select
                      value={period}
                      onChange={(e) => setPeriod(e.target.value as RgPeriod)}
                      data-testid="rg-limit-period"
                    >
                      {PERIODS.map((k) => (
                        <option key={k} value={k}>
                          {t(`rg.limits.periods.${k}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label css={field}>
                    <span>{t('rg.limits.amount')}</span>
                    <input
                      inputMode="decimal"
                      value={amount}
                      placeholder={t('rg.limits.amountPlaceholder')}
                      onChange={(e) => setAmount(e.target.value)}
                      data-testid="rg-limit-amount"
                    />
                  </label>
                  <button
                    type="submit"
                    css={primaryButton}
                    disabled={rg.busy || amount.trim() === ''}
                    data-testid="rg-limit-save"
                  >
                    {t('rg.limits.save')}
                  </button>
                </form>
                <p
                  css={[
                    hint,
                    css`
                      margin-top: 8px;
                    `,
                  ]}
                >
                  {t(`rg.limits.kindHints.${kind}`)}
                </p>
              </Card>
              <div css={grid2}>
                <Card title={t('rg.reality.title')} hintText={t('rg.reality.hint')} testId="rg-reality">
                  <div
                    css={css`
                      display: flex;
                      gap: 8px;
                      flex-wrap: wrap;
                    `}
                  >
                    {([0, 15, 30, 60] as const).map((m) => (
                      <button
                        key={m}
                        type="button"
                        css={chip(p.realityCheckMinutes === m)}
                        aria-pressed={p.realityCheckMinutes === m}
                        disabled={rg.busy}
                        onClick={() => void rg.setRealityCheck(m).then((r) => report(r))}
                        data-testid={`rg-reality-${m}`}
                      >
                        {m === 0 ? t('rg.reality.off') : t('rg.reality.every', { minutes: m })}
                      </button>
                    ))}
                  </div>
                </Card>
                <Card title={t('rg.breaks.title')} hintText={t('rg.breaks.hint')} testId="rg-breaks">
                  <div css={stack}>
                    <BreakRow title={t('rg.breaks.timeout')} text={t('rg.breaks.timeoutHint')}>
                      {(['24h', '7d', '30d'] as const).map((d) => (
                        <button
                          key={d}
                          type="button"
                          css={ghostButton}
                          onClick={() => setChoice({ kind: 'timeout', duration: d })}
                          data-testid={`rg-timeout-${d}`}
                        >
                          {t(`rg.breaks.durations.${d}`)}
                        </button>
                      ))}
                    </BreakRow>
                    <BreakRow title={t('rg.breaks.selfExclusion')} text={t('rg.breaks.selfExclusionHint')}>
                      {(['6m', '1y', '5y'] as const).map((d) => (
                        <button
                          key={d}
                          type="button"
                          css={ghostButton}
                          onClick={() => setChoice({ kind: 'selfExclusion', duration: d })}
                          data-testid={`rg-self-${d}`}
                        >
                          {t(`rg.breaks.durations.${d}`)}
                        </button>
                      ))}
                    </BreakRow>
                    <BreakRow title={t('rg.breaks.closure')} text={t('rg.breaks.closureHint')}>
                      <button
                        type="button"
                        css={accentButton}
                        onClick={() => setChoice({ kind: 'closed', duration: 'closed' })}
                        data-testid="rg-close"
                      >
                        {t('rg.breaks.closeAccount')}
                      </button>
                    </BreakRow>
                  </div>
                </Card>
              </div>
            </>
          );
        }}
      </LoadState>
      <Card title={t('rg.history.title')} testId="rg-history">
        <PagedTable
          result={events}
          columns={[
            { label: t('rg.history.time') },
            { label: t('rg.history.action') },
            { label: t('rg.history.detail') },
          ]}
          row={(e) => (
            <tr key={e.id} data-testid="rg-event">
              <td data-nowrap="">{formatTime(e.createdAt, lang, rg.profile.data?.timeZone, 'minute')}</td>
              <td>{t(`rg.history.actions.${e.action}`, { defaultValue: e.action })}</td>
              <td>{eventDetail(e, t, lang, rg.profile.data?.timeZone)}</td>
            </tr>
          )}
          page={rg.eventsPage}
          pageSize={RG_EVENTS_PAGE_SIZE}
          onPage={(page) => void rg.setEventsPage(page)}
          label={t('rg.history.title')}
        />
      </Card>
      {choice ? <ExclusionDialog choice={choice} onClose={() => setChoice(null)} /> : null}
    </div>
  );
});

/** One running limit: figures, a progress bar, when it resets and what is pending. */
function LimitTile({
  limit,
  money,
  when,
  onRemove,
  busy,
}: {
  limit: RgLimit;
  money(v: string | null): string;
  when(iso: string): string;
  onRemove(): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const share =
    limit.amount && Number(limit.amount) > 0
      ? Math.min(1, Number(limit.used) / Number(limit.amount))
      : limit.amount
        ? 1
        : 0;
  return (
    <div
      css={css`
        padding: 14px 16px;
        border-radius: var(--r-md, 10px);
        border: 1px solid var(--c-border);
        background: var(--c-surface-2, var(--c-hover));
        display: grid;
        gap: 8px;
      `}
      data-testid={`rg-limit-${limit.kind}-${limit.period}`}
    >
      <div
        css={css`
          display: flex;
          justify-content: space-between;
          align-items: baseline;
          gap: 8px;
        `}
      >
        <strong>
          {t(`rg.limits.kinds.${limit.kind}`)} · {t(`rg.limits.periods.${limit.period}`)}
        </strong>
        <button
          type="button"
          css={[
            ghostButton,
            css`
              padding: 4px 10px;
              font-size: 12px;
            `,
          ]}
          disabled={busy || limit.pending?.amount === null}
          onClick={onRemove}
          data-testid="rg-limit-remove"
        >
          {t('rg.limits.remove')}
        </button>
      </div>
      <div css={progressBar(share)} />
      <dl
        css={css`
          display: grid;
          grid-template-columns: repeat(3, 1fr);
          gap: 4px;
          margin: 0;
          dt {
            font-size: 12px;
            color: var(--c-muted);
          }
          dd {
            margin: 0;
            font-weight: 700;
            font-variant-numeric: tabular-nums;
          }
        `}
      >
        <div>
          <dt>{t('rg.limits.limit')}</dt>
          <dd data-testid="rg-limit-amount-value">{money(limit.amount)}</dd>
        </div>
        <div>
          <dt>{t('rg.limits.used')}</dt>
          <dd>{money(limit.used)}</dd>
        </div>
        <div>
          <dt>{t('rg.limits.remaining')}</dt>
          <dd data-testid="rg-limit-remaining">{money(limit.remaining)}</dd>
        </div>
      </dl>
      <span
        css={css`
          font-size: 12px;
          color: var(--c-muted);
        `}
      >
        {t('rg.limits.resets', { at: when(limit.periodEndsAt) })}
      </span>
      {limit.pending ? (
        <span
          css={css`
            font-size: 12px;
            color: var(--c-warning);
            font-weight: 600;
          `}
          data-testid="rg-limit-pending"
        >
          {limit.pending.amount === null
            ? t('rg.limits.pendingRemoval', { at: when(limit.pending.effectiveAt) })
            : t('rg.limits.pendingRaise', { amount: money(limit.pending.amount), at: when(limit.pending.effectiveAt) })}
        </span>
      ) : null}
    </div>
  );
}

function BreakRow({ title, text, children }: { title: string; text: string; children: React.ReactNode }) {
  return (
    <div
      css={css`
        display: grid;
        gap: 8px;
        padding-bottom: 12px;
        border-bottom: 1px solid var(--c-border);
        &:last-of-type {
          border-bottom: 0;
          padding-bottom: 0;
        }
      `}
    >
      <div>
        <strong>{title}</strong>
        <p
          css={[
            hint,
            css`
              margin: 2px 0 0;
            `,
          ]}
        >
          {text}
        </p>
      </div>
      <div
        css={css`
          display: flex;
          gap: 8px;
          flex-wrap: wrap;
        `}
      >
        {children}
      </div>
    </div>
  );
}

export default ResponsibleGamingPage;
