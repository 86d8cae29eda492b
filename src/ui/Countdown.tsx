/**
 * A live countdown to an instant (a mission period's end, spec section 7): days, then hh:mm:ss,
 * ticking every second; at the end it calls `onEnd` once (the page loads the new period).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** `ms` as `[Nd ]hh:mm:ss` (days through `dayLabel`), never negative. */
export function countdownText(ms: number, dayLabel: (days: number) => string): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${dayLabel(days)} ${clock}` : clock;
}

export function Countdown({ to, onEnd }: { to: string; onEnd?: () => void }) {
  const { t } = useTranslation();
  const end = Date.parse(to);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = end - now;
  useEffect(() => {
    if (left <= 0 && onEnd) onEnd();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fires once when the time runs out, not on each tick
  }, [left <= 0]);
  return (
    <time dateTime={to} data-testid="countdown" css={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('missions.missions.resetsIn', {
        time: countdownText(left, (count) => t('missions.missions.days', { count })),
      })}
    </time>
  );
}
