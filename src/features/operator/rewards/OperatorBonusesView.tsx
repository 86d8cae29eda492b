/**
 * The console's bonuses (docs/rewards.md "Bonus engine"; schemas/api/rewards.json operatorBonuses):
 * the merchant's bonus grants newest first, filtered by username, state and type, with the cost of
 * the filter (granted, taken back by forfeit or expiry, turnover still open) and paging.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../../contract/money';
import type { BonusState, RewardSource } from '../../../../contract/types';
import { formatConsoleTime } from '../../../shared/time';
import { Paginator } from '../../../components/Paginator';
import type { OperatorBonusesModel } from '../../../stores/operator/RewardsConsoleStore';
import type { Instance } from 'mobx-state-tree';
import { StatusPill, table, type Tone } from '../../../ui/kit';
import { card, input, muted } from '../ui';

const K = 'operator.console.rewards.bonuses';
const STATES: readonly BonusState[] = ['active', 'completed', 'expired', 'forfeited'];
const SOURCES: readonly RewardSource[] = [
  'firstDeposit',
  'reload',
  'referral',
  'mission',
  'promotion',
  'rebate',
  'vipLevelUp',
  'vipMonthly',
  'leaderboard',
  'raffle',
  'points',
];
const TONE: Record<BonusState, Tone> = { active: 'wait', completed: 'good', expired: 'neutral', forfeited: 'bad' };

const totals = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 12px;
  & > div {
    ${card};
    gap: 4px;
    padding: 14px 18px;
  }
  & span {
    font-size: 12px;
    color: var(--c-muted);
  }
  & strong {
    font-size: 22px;
    font-variant-numeric: tabular-nums;
  }
`;

export const OperatorBonusesView = observer(function OperatorBonusesView({
  store,
}: {
  store: Instance<typeof OperatorBonusesModel>;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const fallback = t(`${K}.loadFailed`);
  const [username, setUsername] = useState(store.filter.username);
  useEffect(() => {
    void store.load(1, fallback);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads again on the store and the language, not on each render's fallback text
  }, [store, lang]);
  const data = store.data;
  const amount = (v: string) => formatAmount(v, lang);
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 16px;
        min-width: 0;
        & > section {
          min-width: 0;
        }
      `}
      data-testid="rewards-bonuses"
    >
      <form
        role="search"
        aria-label={t(`${K}.filters`)}
        css={css`
          display: flex;
          gap: 10px;
          flex-wrap: wrap;
          align-items: center;
        `}
        onSubmit={(e) => {
          e.preventDefault();
          void store.setFilter({ username }, fallback);
        }}
      >
        <input
          css={[
            input,
            css`
              width: 200px;
            `,
          ]}
          placeholder={t(`${K}.username`)}
          aria-label={t(`${K}.username`)}
          value={username}
          maxLength={64}
          onChange={(e) => setUsername(e.target.value)}
          onBlur={() => username !== store.filter.username && void store.setFilter({ username }, fallback)}
          data-testid="rewards-bonuses-username"
        />
        <select
          css={input}
          aria-label={t(`${K}.state`)}
          value={store.filter.state}
          onChange={(e) => void store.setFilter({ state: e.target.value as BonusState | '' }, fallback)}
        >
          <option value="">
            {t(`${K}.state`)}: {t(`${K}.any`)}
          </option>
          {STATES.map((s) => (
            <option key={s} value={s}>
              {t(`bonuses.state.${s}`)}
            </option>
          ))}
        </select>
        <select
          css={input}
          aria-label={t(`${K}.source`)}
          value={store.filter.source}
          onChange={(e) => void store.setFilter({ source: e.target.value as RewardSource | '' }, fallback)}
          data-testid="rewards-bonuses-source"
        >
          <option value="">
            {t(`${K}.source`)}: {t(`${K}.any`)}
          </option>
          {SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`bonuses.source.${s}`)}
            </option>
          ))}
        </select>
      </form>
      <div css={totals} data-testid="rewards-bonuses-totals">
        <div>
          <span>{t(`${K}.granted`)}</span>
          <strong
            css={css`
              color: var(--c-gold);
            `}
          >
            {data ? amount(data.totals.granted) : '—'}
          </strong>
        </div>
        <div>
          <span>{t(`${K}.returned`)}</span>
          <strong>{data ? amount(data.totals.returned) : '—'}</strong>
        </div>
        <div>
          <span>{t(`${K}.open`)}</span>
          <strong>{data ? amount(data.totals.open) : '—'}</strong>
        </div>
      </div>
      <section
        css={[
          card,
          css`
            gap: 12px;
          `,
        ]}
      >
        {store.error ? (
          <p role="alert" css={muted}>
            {store.error}
          </p>
        ) : !data ? (
          <p css={muted} aria-busy="true">
            {t('operator.console.rewards.loading')}
          </p>
        ) : data.list.length === 0 ? (
          <p
            css={[
              muted,
              css`
                padding: 24px 0;
                text-align: center;
              `,
            ]}
          >
            {t(`${K}.empty`)}
          </p>
        ) : (
          <>
            <div
              css={css`
                overflow-x: auto;
              `}
            >
              <table css={table} aria-busy={store.loading}>
                <thead>
                  <tr>
                    <th>{t(`${K}.member`)}</th>
                    <th>{t(`${K}.title`)}</th>
                    <th data-num="">{t(`${K}.amount`)}</th>
                    <th data-num="">{t(`${K}.turnover`)}</th>
                    <th data-num="">{t(`${K}.progress`)}</th>
                    <th>{t(`${K}.stateCol`)}</th>
                    <th>{t(`${K}.created`)}</th>
                    <th>{t(`${K}.expires`)}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map(({ username: name, bonus: b }) => (
                    <tr key={b.id} data-testid="rewards-bonus-row">
                      <td data-nowrap="">{name}</td>
                      <td>
                        <div
                          css={css`
                            font-weight: 600;
                          `}
                        >
                          {b.title}
                        </div>
                        <div
                          css={css`
                            font-size: 11px;
                            color: var(--c-muted);
                          `}
                        >
                          {t(`bonuses.source.${b.source}`)} · {b.multiple}x
                        </div>
                      </td>
                      <td data-num="">{amount(b.amount)}</td>
                      <td data-num="">
                        {amount(b.done)} / {amount(b.required)}
                      </td>
                      <td data-num="">{b.progress}%</td>
                      <td>
                        <StatusPill tone={TONE[b.state]}>{t(`bonuses.state.${b.state}`)}</StatusPill>
                        {b.returned && Number(b.returned) > 0 ? (
                          <div
                            css={css`
                              font-size: 11px;
                              color: var(--c-muted);
                            `}
                          >
                            −{amount(b.returned)}
                          </div>
                        ) : null}
                      </td>
                      <td data-nowrap="">{formatConsoleTime(b.createdAt, i18n.language, 'second')}</td>
                      <td data-nowrap="">{formatConsoleTime(b.expiresAt, i18n.language, 'second')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Paginator
              page={store.pageNo}
              totalPages={Math.max(1, Math.ceil(data.total / store.pageSize))}
              onChange={(p) => void store.load(p, fallback)}
              label={t(`${K}.pages`)}
            />
          </>
        )}
      </section>
    </div>
  );
});
