/**
 * The console's read-only Responsible gaming tab (docs/responsible-gaming.md "Console"): look a
 * member up by username and see their limits (amount, used, remaining, period end, a pending
 * raise or removal with its time), reality check, the running exclusion and the audit trail. A
 * clear note says nobody can lift an exclusion early; there is no action here. State: the console
 * root's `rg` (src/stores/rg/rgConsole.ts).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../contract/money';
import { primaryButton } from '../../../components/styles';
import { useConsoleStores } from '../../../stores';
import { formatConsoleTime } from '../../../shared/time';
import { table } from '../../../ui/kit';
import { eventDetail } from '../../../shared/rgEventText';
import { card, cardTitle, input, muted } from '../ui';

const k = (key: string) => `operator.console.rg.${key}`;

/** The tab over the console root's `rg` (useConsoleStores). */
export const RgPanel = observer(function RgPanel() {
  const { t, i18n } = useTranslation();
  const store = useConsoleStores().rg;
  const lang = i18n.language;
  const v = store.view;
  const zone = v?.profile.timeZone;
  const when = (iso: string | null | undefined) => (iso ? formatConsoleTime(iso, lang, 'minute', zone) : '');
  const money = (s: string | null) => (s === null ? '—' : formatAmount(s, lang));
  return (
    <section
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="operator-rg"
    >
      <div css={card}>
        <h2 css={cardTitle}>{t(k('title'))}</h2>
        <p css={muted}>{t(k('intro'))}</p>
        <p
          role="note"
          css={css`
            margin: 0;
            padding: 10px 12px;
            border-radius: var(--r-md);
            border: 1px solid color-mix(in srgb, var(--c-warning) 45%, transparent);
            background: color-mix(in srgb, var(--c-warning) 10%, transparent);
            font-size: 13px;
            color: var(--c-text);
          `}
          data-testid="operator-rg-note"
        >
          {t(k('readOnly'))}
        </p>
        <form
          css={css`
            display: flex;
            gap: 10px;
            align-items: center;
          `}
          onSubmit={(e) => {
            e.preventDefault();
            void store.lookUp();
          }}
        >
          <input
            css={[
              input,
              css`
                width: 260px;
              `,
            ]}
            value={store.username}
            placeholder={t(k('username'))}
            aria-label={t(k('username'))}
            onChange={(e) => store.setUsername(e.target.value)}
            data-testid="operator-rg-username"
          />
          <button
            type="submit"
            css={primaryButton}
            disabled={store.loading || store.username.trim() === ''}
            data-testid="operator-rg-search"
          >
            {t(k('search'))}
          </button>
        </form>
        {store.loading ? <p css={muted}>{t(k('loading'))}</p> : null}
        {store.error !== null ? (
          <p
            role="alert"
            css={[
              muted,
              css`
                color: var(--c-danger);
              `,
            ]}
          >
            {store.error || t(k('loadFailed'))}
          </p>
        ) : null}
        {!v && !store.loading && store.error === null ? <p css={muted}>{t(k('empty'))}</p> : null}
      </div>
      {v ? (
        <>
          <div css={card} data-testid="operator-rg-profile">
            <h3 css={cardTitle}>{t(k('member'), { username: v.username })}</h3>
            <dl
              css={css`
                display: grid;
                grid-template-columns: 180px 1fr;
                gap: 8px 16px;
                margin: 0;
                font-size: 13px;
                dt {
                  color: var(--c-muted);
                }
                dd {
                  margin: 0;
                  font-weight: 600;
                }
              `}
            >
              <dt>{t(k('timeZone'))}</dt>
              <dd>{v.profile.timeZone}</dd>
              <dt>{t(k('realityCheck'))}</dt>
              <dd>
                {v.profile.realityCheckMinutes
                  ? t('rg.reality.every', { minutes: v.profile.realityCheckMinutes })
                  : t('rg.reality.off')}
              </dd>
              <dt>{t(k('exclusion'))}</dt>
              <dd data-testid="operator-rg-exclusion">
                {v.profile.exclusion
                  ? `${t(`rg.breaks.${v.profile.exclusion.kind === 'closed' ? 'closure' : v.profile.exclusion.kind}`)} · ${when(v.profile.exclusion.startsAt)} → ${v.profile.exclusion.endsAt ? when(v.profile.exclusion.endsAt) : t('rg.history.forGood')}`
                  : t(k('noExclusion'))}
              </dd>
            </dl>
          </div>
          <div css={card}>
            <h3 css={cardTitle}>{t('rg.limits.title')}</h3>
            {v.profile.limits.length === 0 ? (
              <p css={muted}>{t(k('noLimits'))}</p>
            ) : (
              <table css={table}>
                <thead>
                  <tr>
                    <th>{t('rg.limits.kind')}</th>
                    <th>{t('rg.limits.period')}</th>
                    <th data-num="">{t('rg.limits.limit')}</th>
                    <th data-num="">{t('rg.limits.used')}</th>
                    <th data-num="">{t('rg.limits.remaining')}</th>
                    <th>{t(k('periodEnds'))}</th>
                    <th>{t(k('pending'))}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.profile.limits.map((l) => (
                    <tr key={`${l.kind}-${l.period}`}>
                      <td>{t(`rg.limits.kinds.${l.kind}`)}</td>
                      <td>{t(`rg.limits.periods.${l.period}`)}</td>
                      <td data-num="">{money(l.amount)}</td>
                      <td data-num="">{money(l.used)}</td>
                      <td data-num="">{money(l.remaining)}</td>
                      <td data-nowrap="">{when(l.periodEndsAt)}</td>
                      <td>
                        {l.pending
                          ? l.pending.amount === null
                            ? t('rg.limits.pendingRemoval', { at: when(l.pending.effectiveAt) })
                            : t('rg.limits.pendingRaise', {
                                amount: money(l.pending.amount),
                                at: when(l.pending.effectiveAt),
                              })
                          : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
          <div css={card}>
            <h3 css={cardTitle}>{t('rg.history.title')}</h3>
            {v.events.length === 0 ? (
              <p css={muted}>{t(k('noEvents'))}</p>
            ) : (
              <table css={table}>
                <thead>
                  <tr>
                    <th>{t('rg.history.time')}</th>
                    <th>{t('rg.history.action')}</th>
                    <th>{t('rg.history.detail')}</th>
                  </tr>
                </thead>
                <tbody>
                  {v.events.map((e) => (
                    <tr key={e.id}>
                      <td data-nowrap="">{when(e.createdAt)}</td>
                      <td>{t(`rg.history.actions.${e.action}`, { defaultValue: e.action })}</td>
                      <td>{eventDetail(e, t, lang, zone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      ) : null}
    </section>
  );
});
