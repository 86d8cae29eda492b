/**
 * The missions tab of the missionLeaderboard page (spec section 7; docs/rewards.md "Missions and
 * leaderboards"): daily and weekly groups, each with the countdown to the period's end and its
 * missions (title, kind, target, a progress bar, reward and turnover multiple, state); a completed
 * mission has a claim button that claims its reward through the reward center once (busy while
 * it runs), then reads claimed.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/styles';
import { useStores } from '../../../stores';
import type { Mission, MissionSummary } from '../../../../contract/types';
import { AgentLoad, EmptyState, useMoney, useResource } from '../../../ui/reportUi';
import { card, Notice, StatusPill } from '../../../ui/kit';
import { PROGRESS_GRADIENT, ProgressBar } from '../../../ui/rewardUi';
import { Countdown } from '../../../ui/Countdown';

const money = (m: Mission) => m.kind === 'validBet' || m.kind === 'deposit';

function MissionCard({ m, onClaim, busy }: { m: Mission; onClaim(): void; busy: boolean }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const value = (v: string) => (money(m) ? fmt(v) : v);
  const done = m.state !== 'inProgress';
  return (
    <li
      data-testid={`mission-${m.id}`}
      data-state={m.state}
      css={[
        card,
        css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
          gap: 10px 18px;
          align-items: center;
          padding: 16px 18px;
          ${m.state === 'completed' ? 'border-color: color-mix(in srgb, var(--c-gold) 60%, var(--c-border));' : ''}
        `,
      ]}
    >
      <div
        css={css`
          display: grid;
          gap: 8px;
          min-width: 0;
        `}
      >
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            gap: 8px;
          `}
        >
          <strong
            css={css`
              font-size: 15px;
            `}
          >
            {m.title}
          </strong>
          <StatusPill tone="neutral">{t(`missions.missions.kinds.${m.kind}`)}</StatusPill>
          {m.category ? (
            <StatusPill tone="neutral">{t(`categories.${m.category}`, { defaultValue: m.category })}</StatusPill>
          ) : null}
        </div>
        <ProgressBar
          percent={m.percent}
          label={m.title}
          color={done ? 'var(--c-success)' : PROGRESS_GRADIENT}
          track="var(--c-hover)"
        />
        <div
          css={css`
            display: flex;
            flex-wrap: wrap;
            gap: 6px 18px;
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          <span>
            {t('missions.missions.progress')}:{' '}
            <b
              css={css`
                color: var(--c-text);
                font-variant-numeric: tabular-nums;
              `}
            >
              {value(m.progress)}
            </b>{' '}
            / {value(m.target)} ({m.percent}%)
          </span>
          <span>
            {t('missions.missions.reward')}:{' '}
            <b
              css={css`
                color: var(--c-gold);
              `}
            >
              {fmt(m.reward)}
            </b>{' '}
            ·{' '}
            {m.multiple > 0 ? t('missions.common.multiple', { multiple: m.multiple }) : t('missions.common.noTurnover')}
          </span>
        </div>
      </div>
      <div
        css={css`
          display: grid;
          justify-items: end;
        `}
      >
        {m.state === 'completed' && m.rewardId !== null ? (
          <button
            type="button"
            css={[
              primaryButton,
              css`
                min-width: 96px;
              `,
            ]}
            disabled={busy}
            aria-busy={busy}
            onClick={onClaim}
            data-testid={`claim-${m.id}`}
          >
            {busy ? t('missions.missions.claiming') : t('missions.missions.claim')}
          </button>
        ) : m.state === 'inProgress' ? (
          <StatusPill tone="neutral">{t('missions.missions.inProgress')}</StatusPill>
        ) : (
          <StatusPill tone="good">
            {m.state === 'claimed' ? t('missions.missions.claimed') : t('missions.missions.completed')}
          </StatusPill>
        )}
      </div>
    </li>
  );
}

function Group({
  title,
  endsAt,
  list,
  onEnd,
  onClaim,
  busy,
}: {
  title: string;
  endsAt: string;
  list: Mission[];
  onEnd(): void;
  onClaim(m: Mission): void;
  busy(m: Mission): boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={title}
      css={css`
        display: grid;
        gap: 10px;
      `}
    >
      <header
        css={css`
          display: flex;
          align-items: baseline;
          justify-content: space-between;
          gap: 10px;
        `}
      >
        <h4
          css={css`
            margin: 0;
            font-size: 16px;
            font-weight: 800;
          `}
        >
          {title}
        </h4>
        <span
          css={css`
            font-size: 12px;
            color: var(--c-muted);
          `}
        >
          <Countdown to={endsAt} onEnd={onEnd} />
        </span>
      </header>
      {list.length === 0 ? (
        <EmptyState text={t('missions.missions.none')} />
      ) : (
        <ul
          css={css`
            list-style: none;
            margin: 0;
            padding: 0;
            display: grid;
            gap: 10px;
          `}
        >
          {list.map((m) => (
            <MissionCard key={m.id} m={m} busy={busy(m)} onClaim={() => onClaim(m)} />
          ))}
        </ul>
      )}
    </section>
  );
}

export const MissionsTab = observer(function MissionsTab() {
  const { t } = useTranslation();
  const { missions } = useStores();
  const fmt = useMoney();
  const result = useResource(missions.summary, () => missions.load(), [], t('missions.common.loadFailed'));
  const [notice, setNotice] = useState<{ tone: 'good' | 'bad'; text: string } | null>(null);
  const handleClaim = async (m: Mission) => {
    if (m.rewardId === null) return;
    setNotice(null);
    const outcome = await missions.claim(m.rewardId);
    if (!outcome) return;
    setNotice(
      outcome.ok
        ? { tone: 'good', text: t('missions.missions.claimDone', { amount: fmt(outcome.answer.reward.amount) }) }
        : { tone: 'bad', text: outcome.message ?? t('missions.missions.claimFailed') },
    );
  };
  return (
    <div
      css={css`
        display: grid;
        gap: 18px;
      `}
    >
      {notice ? (
        <Notice tone={notice.tone} testId={notice.tone === 'good' ? 'claim-done' : 'claim-failed'}>
          {notice.text}
        </Notice>
      ) : null}
      <AgentLoad result={result} rows={6}>
        {(s: MissionSummary) => (
          <div
            css={css`
              display: grid;
              gap: 22px;
            `}
          >
            {s.completedUnclaimed > 0 ? (
              <p
                data-testid="unclaimed"
                css={css`
                  margin: 0;
                  padding: 10px 14px;
                  border-radius: var(--r-md, 10px);
                  background: color-mix(in srgb, var(--c-gold) 14%, transparent);
                  font-weight: 700;
                  font-size: 13px;
                `}
              >
                {t('missions.missions.unclaimed', { count: s.completedUnclaimed })}
              </p>
            ) : null}
            {(['daily', 'weekly'] as const).map((period) => (
              <Group
                key={period}
                title={t(`missions.missions.${period}`)}
                endsAt={period === 'daily' ? s.dailyEndsAt : s.weeklyEndsAt}
                list={s[period]}
                onEnd={() => void missions.load()}
                onClaim={(m) => void handleClaim(m)}
                busy={(m) => m.rewardId !== null && missions.isClaiming(m.rewardId)}
              />
            ))}
          </div>
        )}
      </AgentLoad>
    </div>
  );
});
