/**
 * bonusDetails (spec section 2; docs/rewards.md "Bonus engine"): a banner with the turnover still
 * open before a withdrawal, filters (state, type, a date range), and the member's bonuses as cards:
 * title, bonus, deposit, the requirement (multiple and base), valid bets done against the required
 * with a progress bar, the expiry with the time left, the state, the categories counting at less
 * than 100 %, and "Give up" on an active bonus behind a confirmation that says what goes back.
 * Loading skeleton, empty states, paging. Data: the root store's `bonuses` (src/stores/rewards).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../../contract/money';
import {
  GAME_CATEGORIES,
  type Bonus,
  type BonusState,
  type GameCategory,
  type RewardSource,
} from '../../../../contract/types';
import { formatDateTime } from '../../../components/format';
import { Modal } from '../../../components/Modal';
import { Paginator } from '../../../components/Paginator';
import { ghostButton, primaryButton } from '../../../components/styles';
import type { CenterPageProps } from '../../../renderers/CenterPageRenderer';
import { inputBase } from '../../../renderers/form/styles';
import { useStores } from '../../../stores';
import { Bone, dateInput, filterBar } from '../../../ui/reportUi';
import { MoneyIcon } from '../../../ui/moneyIcons';
import { card, Notice, StatusPill, type Tone } from '../../../ui/kit';
import { PROGRESS_GRADIENT, ProgressBar } from '../../../ui/rewardUi';

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
const STATE_TONE: Record<BonusState, Tone> = {
  active: 'wait',
  completed: 'good',
  expired: 'neutral',
  forfeited: 'bad',
};

const HOUR = 3_600_000;

/** The time left until `iso` as a short phrase, or null when it passed. */
export function timeLeft(
  iso: string,
  now: number,
  t: (key: string, o?: Record<string, unknown>) => string,
): string | null {
  const ms = Date.parse(iso) - now;
  if (!(ms > 0)) return null;
  if (ms >= 24 * HOUR) return t('bonuses.card.timeLeftDays', { count: Math.floor(ms / (24 * HOUR)) });
  if (ms >= HOUR) return t('bonuses.card.timeLeftHours', { count: Math.floor(ms / HOUR) });
  return t('bonuses.card.lessThanHour');
}

const banner = css`
  position: relative;
  overflow: hidden;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 18px;
  align-items: center;
  padding: 22px 26px;
  border-radius: var(--r-lg);
  color: var(--c-on-vivid);
  background: linear-gradient(
    120deg,
    color-mix(in srgb, var(--c-primary) 92%, var(--c-shade)) 0%,
    color-mix(in srgb, var(--c-primary) 60%, var(--c-gold)) 100%
  );
  box-shadow: var(--shadow-card);
  & h3 {
    margin: 0 0 6px;
    font-size: 14px;
    font-weight: 700;
    opacity: 0.9;
  }
  & p {
    margin: 8px 0 0;
    font-size: 12px;
    opacity: 0.85;
    max-width: 560px;
  }
`;
const bannerFigure = css`
  font-size: 32px;
  font-weight: 900;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.2px;
`;
const bannerBadge = css`
  display: grid;
  place-items: center;
  min-width: 120px;
  padding: 12px 16px;
  border-radius: var(--r-md, 10px);
  background: color-mix(in srgb, var(--c-on-vivid) 16%, transparent);
  border: 1px solid color-mix(in srgb, var(--c-on-vivid) 28%, transparent);
  text-align: center;
  font-size: 12px;
  font-weight: 700;
  & strong {
    display: block;
    font-size: 26px;
    line-height: 1.1;
  }
`;
const cardsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(420px, 1fr));
  gap: 16px;
`;
const bonusCard = css`
  ${card};
  display: grid;
  gap: 14px;
  &[data-state='active'] {
    border-color: color-mix(in srgb, var(--c-gold) 45%, var(--c-border));
  }
  &[data-state='expired'],
  &[data-state='forfeited'] {
    opacity: 0.86;
  }
`;
const cardHead = css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  & h4 {
    margin: 4px 0 0;
    font-size: 15px;
    font-weight: 800;
    line-height: 1.35;
  }
`;
const sourceTag = css`
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.3px;
  text-transform: uppercase;
  color: var(--c-primary);
`;
const facts = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 10px;
  margin: 0;
  & > div {
    padding: 10px 12px;
    border-radius: var(--r-md, 10px);
    background: var(--c-hover);
  }
  & dt {
    font-size: 11px;
    color: var(--c-muted);
  }
  & dd {
    margin: 4px 0 0;
    font-size: 15px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;
const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 6px 14px;
  font-size: 12px;
  color: var(--c-muted);
  & strong {
    color: var(--c-text);
    font-variant-numeric: tabular-nums;
  }
`;
const chipRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  & span {
    padding: 2px 8px;
    border-radius: var(--r-pill);
    border: 1px solid var(--c-border);
    font-size: 11px;
    color: var(--c-muted);
  }
`;
const emptyBox = css`
  ${card};
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 40px 20px;
  text-align: center;
  color: var(--c-muted);
  & svg {
    width: 40px;
    height: 40px;
    color: var(--c-primary);
    opacity: 0.7;
  }
`;

/** One bonus card. */
const BonusCard = observer(function BonusCard({
  bonus,
  now,
  onForfeit,
  busy,
}: {
  bonus: Bonus;
  now: number;
  onForfeit(b: Bonus): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { wallet } = useStores();
  const lang = i18n.language;
  const fmt = (v: string) => money(v, lang, wallet.symbol);
  const hasRequirement = bonus.multiple > 0 && Number(bonus.required) > 0;
  const left = bonus.state === 'active' ? timeLeft(bonus.expiresAt, now, t) : null;
  const reduced = GAME_CATEGORIES.filter((c) => (bonus.contributions[c as GameCategory] ?? 100) < 100);
  return (
    <article
      css={bonusCard}
      data-testid="bonus-card"
      data-state={bonus.state}
      data-id={bonus.id}
      aria-label={bonus.title}
    >
      <div css={cardHead}>
        <div>
          <span css={sourceTag}>{t(`bonuses.source.${bonus.source}`)}</span>
          <h4>{bonus.title}</h4>
        </div>
        <StatusPill tone={STATE_TONE[bonus.state]}>{t(`bonuses.state.${bonus.state}`)}</StatusPill>
      </div>
      <dl css={facts}>
        <div>
          <dt>{t('bonuses.card.amount')}</dt>
          <dd
            css={css`
              color: var(--c-gold);
            `}
            data-testid="bonus-amount"
          >
            {fmt(bonus.amount)}
          </dd>
        </div>
        <div>
          <dt>{t('bonuses.card.deposit')}</dt>
          <dd>{bonus.depositAmount === null ? '—' : fmt(bonus.depositAmount)}</dd>
        </div>
        <div>
          <dt>{t('bonuses.card.requirement')}</dt>
          <dd
            css={css`
              font-size: 13px;
            `}
          >
            {hasRequirement
              ? t(
                  bonus.base === 'bonusDeposit'
                    ? 'bonuses.card.multipleOfBonusDeposit'
                    : 'bonuses.card.multipleOfBonus',
                  { multiple: bonus.multiple },
                )
              : t('bonuses.card.noRequirement')}
          </dd>
        </div>
      </dl>
      {hasRequirement ? (
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <div css={row}>
            <span>
              {t('bonuses.card.progress')}{' '}
              <strong data-testid="bonus-progress-text">
                {t('bonuses.card.doneOfRequired', { done: fmt(bonus.done), required: fmt(bonus.required) })}
              </strong>
            </span>
            <strong>{bonus.progress}%</strong>
          </div>
          <ProgressBar
            percent={bonus.progress}
            label={t('bonuses.card.progress')}
            color={PROGRESS_GRADIENT}
            track="var(--c-hover)"
          />
          {bonus.state === 'active' ? (
            <div css={row}>
              <span data-testid="bonus-remaining">
                {t('bonuses.card.remaining', { remaining: fmt(bonus.remaining) })}
              </span>
            </div>
          ) : null}
        </div>
      ) : null}
      {reduced.length > 0 && bonus.state === 'active' ? (
        <div
          css={css`
            display: grid;
            gap: 6px;
          `}
        >
          <span
            css={css`
              font-size: 11px;
              color: var(--c-muted);
            `}
          >
            {t('bonuses.card.contributions')}
          </span>
          <div css={chipRow}>
            {reduced.map((c) => (
              <span key={c}>
                {t(`categories.${c}`)} {bonus.contributions[c as GameCategory]}%
              </span>
            ))}
          </div>
        </div>
      ) : null}
      <div
        css={[
          row,
          css`
            border-top: 1px dashed var(--c-border);
            padding-top: 10px;
          `,
        ]}
      >
        <span>
          {t('bonuses.card.received')} <strong>{formatDateTime(bonus.createdAt)}</strong>
        </span>
        {bonus.state === 'active' ? (
          <span>
            {t('bonuses.card.expires')} <strong>{formatDateTime(bonus.expiresAt)}</strong>{' '}
            {left ? (
              <em
                css={css`
                  font-style: normal;
                  color: var(--c-gold);
                  font-weight: 700;
                `}
                data-testid="bonus-time-left"
              >
                · {left}
              </em>
            ) : null}
          </span>
        ) : bonus.endedAt || bonus.state === 'expired' ? (
          <span>
            {t(bonus.state === 'expired' ? 'bonuses.card.expired' : 'bonuses.card.ended')}{' '}
            <strong>{formatDateTime(bonus.endedAt ?? bonus.expiresAt)}</strong>
          </span>
        ) : null}
      </div>
      {bonus.returned !== null && Number(bonus.returned) > 0 ? (
        <div css={row}>
          <span>{t('bonuses.card.returned', { amount: fmt(bonus.returned) })}</span>
        </div>
      ) : null}
      {bonus.state === 'active' ? (
        <div
          css={css`
            display: flex;
            justify-content: flex-end;
          `}
        >
          <button
            type="button"
            css={[
              ghostButton,
              css`
                color: var(--c-danger);
                border-color: color-mix(in srgb, var(--c-danger) 40%, var(--c-border));
              `,
            ]}
            onClick={() => onForfeit(bonus)}
            disabled={busy}
            data-testid="bonus-forfeit"
          >
            {t('bonuses.card.forfeit')}
          </button>
        </div>
      ) : null}
    </article>
  );
});

/** The skeleton of the list while it loads. */
function Skeleton() {
  return (
    <div css={cardsGrid} aria-busy="true" data-testid="bonus-skeleton">
      {[0, 1, 2, 3].map((i) => (
        <div
          key={i}
          css={[
            bonusCard,
            css`
              gap: 12px;
            `,
          ]}
        >
          <Bone height={14} width={90} />
          <Bone height={18} width="70%" />
          <Bone height={54} />
          <Bone height={10} />
          <Bone height={12} width="50%" />
        </div>
      ))}
    </div>
  );
}

export const BonusDetailsPage = observer(function BonusDetailsPage(_props: CenterPageProps) {
  const { t, i18n } = useTranslation();
  const { bonuses: store, wallet } = useStores();
  const lang = i18n.language;
  const [confirming, setConfirming] = useState<Bonus | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void store.load(1);
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => {
      clearInterval(timer);
      store.list.clear();
      store.clearNotice();
    };
  }, [store]);
  const data = store.list.data;
  const f = store.filter;
  const filtered = f.state !== '' || f.source !== '' || f.from !== '' || f.to !== '';
  const summary = data?.summary;

  const forfeit = async () => {
    const bonus = confirming;
    if (!bonus) return;
    setConfirming(null);
    const answer = await store.forfeit(bonus.id, t('bonuses.forfeit.done'), t('bonuses.forfeit.failed'));
    if (answer) void wallet.refresh();
  };

  return (
    <div
      css={css`
        display: grid;
        gap: 16px;
      `}
      data-testid="bonus-details"
    >
      <section css={banner} data-testid="bonus-summary" aria-label={t('bonuses.summary.openTitle')}>
        <div>
          <h3>{t('bonuses.summary.openTitle')}</h3>
          {summary ? (
            <div css={bannerFigure} data-testid="bonus-open-remaining">
              {money(summary.remaining, lang, wallet.symbol)}
            </div>
          ) : (
            <Bone height={36} width={200} />
          )}
          <p>{summary && summary.activeCount === 0 ? t('bonuses.summary.none') : t('bonuses.summary.howItWorks')}</p>
        </div>
        <div css={bannerBadge}>
          <MoneyIcon name="bonusDetails" />
          {summary ? <strong data-testid="bonus-open-count">{summary.activeCount}</strong> : null}
          {t('bonuses.summary.inProgress')}
        </div>
      </section>

      <div css={filterBar} role="group" aria-label={t('bonuses.filters.label')}>
        <label
          css={css`
            display: flex;
            align-items: center;
            gap: 6px;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('bonuses.filters.state')}
          <select
            css={[
              inputBase,
              css`
                width: 112px;
              `,
            ]}
            value={f.state}
            onChange={(e) => void store.setFilter({ state: e.target.value as BonusState | '' })}
            data-testid="bonus-filter-state"
          >
            <option value="">{t('bonuses.filters.any')}</option>
            {STATES.map((s) => (
              <option key={s} value={s}>
                {t(`bonuses.state.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label
          css={css`
            display: flex;
            align-items: center;
            gap: 6px;
            font-size: 13px;
            color: var(--c-muted);
          `}
        >
          {t('bonuses.filters.source')}
          <select
            css={[
              inputBase,
              css`
                width: 132px;
              `,
            ]}
            value={f.source}
            onChange={(e) => void store.setFilter({ source: e.target.value as RewardSource | '' })}
            data-testid="bonus-filter-source"
          >
            <option value="">{t('bonuses.filters.any')}</option>
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {t(`bonuses.source.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <input
          type="date"
          css={[
            inputBase,
            dateInput,
            css`
              width: 142px;
            `,
          ]}
          aria-label={t('bonuses.filters.from')}
          title={t('bonuses.filters.from')}
          value={f.from}
          max={f.to || undefined}
          onChange={(e) => void store.setFilter({ from: e.target.value })}
          data-testid="bonus-filter-from"
        />
        <span
          css={css`
            color: var(--c-muted);
          `}
        >
          –
        </span>
        <input
          type="date"
          css={[
            inputBase,
            dateInput,
            css`
              width: 142px;
            `,
          ]}
          aria-label={t('bonuses.filters.to')}
          title={t('bonuses.filters.to')}
          value={f.to}
          min={f.from || undefined}
          onChange={(e) => void store.setFilter({ to: e.target.value })}
          data-testid="bonus-filter-to"
        />
        {filtered ? (
          <button
            type="button"
            css={ghostButton}
            onClick={() => void store.setFilter({ state: '', source: '', from: '', to: '' })}
            data-testid="bonus-filter-clear"
          >
            {t('bonuses.filters.clear')}
          </button>
        ) : null}
      </div>

      {store.rangeInvalid ? <Notice tone="bad">{t('bonuses.filters.rangeInvalid')}</Notice> : null}
      {store.notice ? (
        <Notice tone={store.notice.tone} testId="bonus-notice">
          {store.notice.text}
        </Notice>
      ) : null}

      {store.list.failed ? (
        <div role="alert" css={emptyBox}>
          <span>{store.list.errorText(t('bonuses.loadFailed'))}</span>
          <button type="button" css={ghostButton} onClick={() => store.list.reload()}>
            {t('wallet.center.retry')}
          </button>
        </div>
      ) : store.list.loading && !data ? (
        <Skeleton />
      ) : data && data.list.length === 0 ? (
        <div css={emptyBox} data-testid="bonus-empty">
          <MoneyIcon name="bonusDetails" />
          <span>{filtered ? t('bonuses.emptyFiltered') : t('bonuses.empty')}</span>
        </div>
      ) : data ? (
        <>
          <div css={cardsGrid} aria-busy={store.list.loading}>
            {data.list.map((b) => (
              <BonusCard key={b.id} bonus={b} now={now} onForfeit={setConfirming} busy={store.forfeiting !== null} />
            ))}
          </div>
          <Paginator
            page={store.pageNo}
            totalPages={Math.max(1, Math.ceil(data.total / store.pageSize))}
            onChange={(p) => void store.load(p)}
            label={t('bonuses.pages')}
          />
        </>
      ) : null}

      <Modal
        open={confirming !== null}
        size="sm"
        title={t('bonuses.forfeit.title')}
        onClose={() => setConfirming(null)}
        testId="bonus-forfeit-dialog"
        footer={
          <div
            css={css`
              display: flex;
              justify-content: flex-end;
              gap: 10px;
            `}
          >
            <button type="button" css={ghostButton} onClick={() => setConfirming(null)}>
              {t('bonuses.forfeit.cancel')}
            </button>
            <button
              type="button"
              css={[
                primaryButton,
                css`
                  background: var(--c-danger);
                `,
              ]}
              onClick={() => void forfeit()}
              data-testid="bonus-forfeit-confirm"
            >
              {t('bonuses.forfeit.confirm')}
            </button>
          </div>
        }
      >
        {confirming ? (
          <div
            css={css`
              display: grid;
              gap: 10px;
              font-size: 14px;
              line-height: 1.55;
            `}
          >
            <p
              css={css`
                margin: 0;
              `}
            >
              {t('bonuses.forfeit.body', { title: confirming.title })}
            </p>
            <p
              css={css`
                margin: 0;
                font-weight: 700;
              `}
              data-testid="bonus-forfeit-takes-back"
            >
              {t('bonuses.forfeit.takesBack', {
                amount: money(confirming.amount, lang, wallet.symbol),
                balance: money(wallet.balance ?? '0', lang, wallet.symbol),
              })}
            </p>
            <p
              css={css`
                margin: 0;
                color: var(--c-muted);
                font-size: 12px;
              `}
            >
              {t('bonuses.forfeit.irreversible')}
            </p>
          </div>
        ) : null}
      </Modal>
    </div>
  );
});

export default BonusDetailsPage;
