/**
 * The agent header's clock (spec section 2, agent center header): the GMT offset of the agent's
 * time zone and the current date and time, updated every second, formatted with Intl in the
 * page's language.
 */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../i18n/core';

/**
 * The GMT offset of `date` in the browser's time zone as `+08:00` / `-03:30`.
 * @param date the instant (offsets change with daylight saving time).
 */
export function gmtOffset(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The header's GMT offset and live date and time (re-rendered every second, stopped on unmount). */
export function AgentClock() {
  const { t, i18n } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const text = new Intl.DateTimeFormat(intlLocale(i18n.language), { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(now);
  return (
    <div css={css`display: flex; align-items: center; gap: 8px; font-size: 13px; font-variant-numeric: tabular-nums;`} aria-label={t('agent.layout.clock')} data-testid="agent-clock">
      <span css={css`padding: 2px 8px; border-radius: var(--r-pill); border: 1px solid var(--c-border); color: var(--c-muted); font-weight: 700;`} data-testid="agent-gmt">
        {t('agent.layout.gmt', { offset: gmtOffset(now) })}
      </span>
      <time dateTime={now.toISOString()} css={css`font-weight: 700;`}>
        {text}
      </time>
    </div>
  );
}
