/**
 * Pieces shared by the reward center, manual rebate and VIP pages (docs/rewards.md): the page
 * header, the icon and colour of each reward source, summary tiles, a loading skeleton, an empty
 * state with an icon, a progress bar and the time left before an expiry.
 */
import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Icon } from '../components/Icon';
import type { RewardSource } from '../../contract/types';

/** The icon and accent of each reward source. */
export const SOURCE_LOOK: Record<RewardSource, { icon: string; color: string }> = {
  firstDeposit: { icon: 'wallet', color: '#2f9e6b' },
  reload: { icon: 'wallet', color: '#2f9e6b' },
  referral: { icon: 'invite', color: '#3b82f6' },
  mission: { icon: 'trophy', color: '#e0a526' },
  promotion: { icon: 'gift', color: '#e5484d' },
  rebate: { icon: 'manualRebate', color: '#14b8a6' },
  vipLevelUp: { icon: 'vip', color: '#a855f7' },
  vipMonthly: { icon: 'vip', color: '#a855f7' },
  leaderboard: { icon: 'trophy', color: '#f97316' },
  raffle: { icon: 'gift', color: '#ec4899' },
  points: { icon: 'points', color: '#0ea5e9' },
};

/** A round badge with the source's icon on its colour. */
export function SourceBadge({ source, size = 44 }: { source: RewardSource; size?: number }) {
  const look = SOURCE_LOOK[source];
  return (
    <span
      aria-hidden="true"
      css={css`
        display: inline-grid;
        place-items: center;
        flex: 0 0 ${size}px;
        width: ${size}px;
        height: ${size}px;
        border-radius: 14px;
        color: ${look.color};
        background: color-mix(in srgb, ${look.color} 16%, transparent);
        border: 1px solid color-mix(in srgb, ${look.color} 35%, transparent);
      `}
    >
      <Icon name={look.icon} size={Math.round(size * 0.5)} />
    </span>
  );
}

/**
 * The intro of a rewards page under the center's own page title: the page's icon and one line
 * saying what it is for (`title` names the region for assistive technology), actions on the right.
 */
export function PageHeader({
  icon,
  title,
  subtitle,
  children,
}: {
  icon: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  return (
    <header
      aria-label={title}
      css={css`
        display: flex;
        align-items: center;
        gap: 12px;
        margin: -6px 0 18px;
      `}
    >
      <span
        css={css`
          display: grid;
          place-items: center;
          width: 38px;
          height: 38px;
          border-radius: 12px;
          background: var(--g-primary);
          color: var(--c-on-primary);
          flex: 0 0 38px;
        `}
      >
        <Icon name={icon} size={20} />
      </span>
      <p
        css={css`
          flex: 1;
          min-width: 0;
          margin: 0;
          color: var(--c-muted);
          font-size: 13px;
        `}
      >
        {subtitle}
      </p>
      {children}
    </header>
  );
}

/** A row of summary tiles (label over a figure). */
export function Tiles({ items }: { items: { label: string; value: ReactNode; accent?: boolean; testId?: string }[] }) {
  return (
    <div
      css={css`
        display: grid;
        grid-template-columns: repeat(${items.length}, minmax(0, 1fr));
        gap: 12px;
        margin-bottom: 18px;
      `}
    >
      {items.map((it) => (
        <div
          key={it.label}
          data-testid={it.testId}
          css={css`
            padding: 14px 18px;
            border-radius: var(--r-lg);
            border: 1px solid var(--c-border);
            background: ${it.accent ? 'linear-gradient(135deg, color-mix(in srgb, var(--c-gold) 18%, var(--c-surface)), var(--c-surface))' : 'var(--c-surface)'};
          `}
        >
          <span
            css={css`
              display: block;
              font-size: 12px;
              color: var(--c-muted);
              margin-bottom: 4px;
            `}
          >
            {it.label}
          </span>
          <strong
            css={css`
              font-size: 20px;
              font-weight: 800;
              font-variant-numeric: tabular-nums;
              color: ${it.accent ? 'var(--c-gold)' : 'var(--c-text)'};
            `}
          >
            {it.value}
          </strong>
        </div>
      ))}
    </div>
  );
}

const shimmer = keyframes`
  0% { background-position: -400px 0; }
  100% { background-position: 400px 0; }
`;

/** Grey blocks while a page loads (`rows` blocks of `height` px). */
export function Skeleton({ rows = 3, height = 88 }: { rows?: number; height?: number }) {
  return (
    <div
      aria-busy="true"
      data-testid="rewards-skeleton"
      css={css`
        display: grid;
        gap: 12px;
      `}
    >
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          css={css`
            height: ${height}px;
            border-radius: var(--r-lg);
            background: linear-gradient(
              90deg,
              var(--c-surface) 0%,
              var(--c-hover, rgba(127, 127, 127, 0.12)) 50%,
              var(--c-surface) 100%
            );
            background-size: 800px 100%;
            animation: ${shimmer} 1.2s linear infinite;
            border: 1px solid var(--c-border);
          `}
        />
      ))}
    </div>
  );
}

/** An empty state: an icon in a circle, a line and an optional hint. */
export function EmptyState({
  icon,
  text,
  hint,
  testId,
}: {
  icon: string;
  text: string;
  hint?: string;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      css={css`
        display: grid;
        justify-items: center;
        gap: 8px;
        padding: 42px 16px;
        text-align: center;
        color: var(--c-muted);
      `}
    >
      <span
        css={css`
          display: grid;
          place-items: center;
          width: 64px;
          height: 64px;
          border-radius: 50%;
          background: var(--c-surface);
          border: 1px dashed var(--c-border);
        `}
      >
        <Icon name={icon} size={28} />
      </span>
      <strong
        css={css`
          color: var(--c-text);
          font-size: 15px;
        `}
      >
        {text}
      </strong>
      {hint ? (
        <span
          css={css`
            font-size: 13px;
            max-width: 380px;
          `}
        >
          {hint}
        </span>
      ) : null}
    </div>
  );
}

/** The fill of a progress bar on its way (the bonus and mission bars). */
export const PROGRESS_GRADIENT = 'linear-gradient(90deg, var(--c-primary), var(--c-gold))';

/** A horizontal progress bar, 0..100: `color` fills it over `track`. */
export function ProgressBar({
  percent,
  label,
  color = 'var(--g-primary)',
  track = 'var(--c-border)',
}: {
  percent: number;
  label: string;
  color?: string;
  track?: string;
}) {
  const p = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={p}
      css={css`
        height: 10px;
        border-radius: 999px;
        background: ${track};
        overflow: hidden;
      `}
    >
      <div
        css={css`
          width: ${p}%;
          height: 100%;
          border-radius: 999px;
          background: ${color};
          transition: width 0.4s ease;
        `}
      />
    </div>
  );
}

/** The time left until `iso` as "2d 4h", "3h 12m" or "9m" (null when passed). */
export function timeLeft(iso: string, now: number, t: TFunction): string | null {
  const ms = Date.parse(iso) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.floor(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return t('rewardCenter.center.days', { count: days, hours: hours % 24 });
  if (hours > 0) return t('rewardCenter.center.hours', { hours, minutes: minutes % 60 });
  return t('rewardCenter.center.minutes', { minutes: Math.max(1, minutes) });
}
