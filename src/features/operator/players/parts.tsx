/** Small pieces of the players tab: the outcome notice, the account state badge, a definition list. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The outcome of the last action: success in green, a refusal in red (role alert). */
export function Notice({ ok, text, testId = 'players-notice' }: { ok: boolean; text: string; testId?: string }) {
  const tone = ok ? 'var(--c-success)' : 'var(--c-danger)';
  return (
    <p
      role={ok ? 'status' : 'alert'}
      data-testid={testId}
      css={css`
        margin: 0;
        padding: 10px 12px;
        border-radius: var(--r-md);
        border: 1px solid color-mix(in srgb, ${tone} 45%, transparent);
        background: color-mix(in srgb, ${tone} 10%, transparent);
        font-size: 13px;
        color: var(--c-text);
      `}
    >
      {text}
    </p>
  );
}

/** Active or locked, as a coloured pill. */
export function StateBadge({ state }: { state: 'active' | 'locked' }) {
  const { t } = useTranslation();
  const tone = state === 'locked' ? 'var(--c-danger)' : 'var(--c-success)';
  return (
    <span
      data-testid="player-state"
      data-state={state}
      css={css`
        display: inline-block;
        padding: 2px 10px;
        border-radius: 999px;
        font-size: 12px;
        font-weight: 700;
        color: ${tone};
        background: color-mix(in srgb, ${tone} 14%, transparent);
        white-space: nowrap;
      `}
    >
      {t(`operator.console.players.states.${state}`)}
    </span>
  );
}

/** A two-column definition list. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl
      css={css`
        display: grid;
        grid-template-columns: minmax(110px, 38%) 1fr;
        gap: 8px 16px;
        margin: 0;
        font-size: 13px;
        dt {
          color: var(--c-muted);
        }
        dd {
          margin: 0;
          font-weight: 600;
          color: var(--c-text);
          overflow-wrap: anywhere;
        }
      `}
    >
      {rows.map(([label, value]) => (
        <div
          key={label}
          css={css`
            display: contents;
          `}
        >
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
