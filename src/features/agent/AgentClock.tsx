/**
 * The agent header's clock (spec section 2, agent center header): the GMT offset of the
 * merchant's reporting zone (the day the agent reports count in, from GET /api/agent/profile,
 * never the browser's zone) and the current date and time in that zone, updated every second,
 * formatted with Intl in the page's language. While the profile loads the header shows a
 * skeleton; a failed load offers a retry.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { intlLocale } from '../../i18n/core';
import { useStores } from '../../stores';
import { Bone } from '../../ui/reportUi';

/**
 * The wall-clock date and time of the instant `at` in the fixed zone `offsetMinutes` east of UTC,
 * e.g. `2026/11/25 12:05:06` (the order and separators of `locale`, 24-hour).
 * Computed from UTC (a fixed offset has no daylight saving time), so half-hour offsets work too.
 */
export function zoneTime(at: Date, offsetMinutes: number, locale: string): string {
  const shifted = new Date(at.getTime() + offsetMinutes * 60_000);
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(shifted);
}

const pill = css`
  padding: 2px 8px;
  border-radius: var(--r-pill);
  border: 1px solid var(--c-border);
  color: var(--c-muted);
  font-weight: 700;
`;
const row = css`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

/**
 * The GMT label and the live date and time in the zone `offsetMinutes` east of UTC (re-rendered
 * every second, stopped on unmount).
 * @param label the offset as the server writes it, e.g. `GMT+08:00`.
 */
export function AgentClock({ offsetMinutes, label }: { offsetMinutes: number; label: string }) {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div css={row} aria-label={t('agent.layout.clock')} data-testid="agent-clock">
      <span css={pill} data-testid="agent-gmt">
        {label}
      </span>
      <time
        dateTime={now.toISOString()}
        css={css`
          font-weight: 700;
        `}
      >
        {zoneTime(now, offsetMinutes, intlLocale(i18n.language))}
      </time>
    </div>
  );
}

/**
 * The header's zone and clock for the signed-in agent: loads the profile (the agent store) when
 * the agent changes, a skeleton until it answers, a retry when it failed.
 */
export const AgentHeaderClock = observer(function AgentHeaderClock() {
  const { t } = useTranslation();
  const { agent, session } = useStores();
  const memberId = session.member?.id;
  useEffect(() => {
    if (memberId !== undefined) void agent.loadProfile();
  }, [agent, memberId]);
  const profile = agent.profile.data;
  if (profile && profile.id === memberId)
    return <AgentClock offsetMinutes={profile.utcOffsetMinutes} label={profile.gmtLabel} />;
  if (agent.profile.failed)
    return (
      <button
        type="button"
        css={[
          pill,
          row,
          css`
            background: none;
            cursor: pointer;
          `,
        ]}
        onClick={() => agent.profile.reload()}
        title={t('agent.common.loadFailed')}
        data-testid="agent-clock-retry"
      >
        <Icon name="clock" size={14} />
        {t('wallet.center.retry')}
      </button>
    );
  return (
    <div css={row} aria-busy="true" aria-label={t('wallet.center.loading')} data-testid="agent-clock-skeleton">
      <Bone height={20} width={86} />
      <Bone height={16} width={150} />
    </div>
  );
});
