/**
 * Full-page states shown instead of the app (spec sections 2 and 4): a centred card with an
 * illustration, title, message, details and actions, on the brand background.
 */
import { css, keyframes } from '@emotion/react';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { BrandMark } from '../../ui/BrandMark';

const float = keyframes`0%, 100% { transform: translateY(0) } 50% { transform: translateY(-8px) }`;

export interface StatePageProps {
  icon: string;
  tone: 'gold' | 'danger' | 'accent';
  title: string;
  message: string;
  brand: string;
  details?: ReactNode;
  actions?: ReactNode;
  testId?: string;
}

/** The icon badge's gradient of each tone (theme gradients). */
const TONES = {
  gold: 'var(--g-gold)',
  danger: 'var(--g-danger)',
  accent: 'var(--g-accent)',
};

export function StatePage({ icon, tone, title, message, brand, details, actions, testId }: StatePageProps) {
  return (
    <main
      data-testid={testId}
      css={css`
        min-height: 100vh;
        display: flex;
        flex-direction: column;
        align-items: center;
        justify-content: center;
        gap: 28px;
        padding: 40px;
        background:
          radial-gradient(60% 50% at 50% 0%, color-mix(in srgb, var(--c-primary) 18%, transparent), transparent 70%),
          radial-gradient(40% 40% at 100% 100%, color-mix(in srgb, var(--c-accent) 14%, transparent), transparent 70%),
          var(--c-bg);
      `}
    >
      <BrandMark name={brand} />
      <section
        aria-labelledby="state-title"
        css={css`
          width: 100%;
          max-width: 560px;
          padding: 40px 44px;
          border-radius: 24px;
          background: var(--c-surface);
          border: 1px solid var(--c-border);
          box-shadow: var(--shadow-raised);
          text-align: center;
        `}
      >
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 88px;
            height: 88px;
            border-radius: 26px;
            background: ${TONES[tone]};
            color: var(--c-on-vivid);
            box-shadow: 0 16px 40px color-mix(in srgb, var(--c-shadow) 25%, transparent);
            animation: ${float} 4s ease-in-out infinite;
            @media (prefers-reduced-motion: reduce) {
              animation: none;
            }
          `}
        >
          <Icon name={icon} size={42} strokeWidth={1.6} />
        </span>
        <h1
          id="state-title"
          css={css`
            margin-top: 24px;
            font-size: 28px;
            font-weight: 900;
          `}
        >
          {title}
        </h1>
        <p
          css={css`
            margin: 10px auto 0;
            max-width: 420px;
            color: var(--c-muted);
            font-size: 15px;
            line-height: 1.7;
          `}
        >
          {message}
        </p>
        {details ? (
          <div
            css={css`
              margin-top: 20px;
            `}
          >
            {details}
          </div>
        ) : null}
        {actions ? (
          <div
            css={css`
              margin-top: 28px;
              display: flex;
              justify-content: center;
              gap: 12px;
            `}
          >
            {actions}
          </div>
        ) : null}
      </section>
    </main>
  );
}

/** A highlighted detail line (end time, IP). */
export function DetailPill({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <p
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 8px;
        margin: 0;
        padding: 10px 18px;
        border-radius: var(--r-pill);
        background: var(--c-surface-2);
        border: 1px solid var(--c-border);
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      `}
    >
      <Icon name={icon} size={16} />
      {children}
    </p>
  );
}
