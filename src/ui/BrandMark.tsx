/** The merchant's brand: a crest mark and the merchant name (white-label, from the permission). */
import { css } from '@emotion/react';

export function BrandMark({ name, compact = false }: { name: string; compact?: boolean }) {
  return (
    <span
      css={css`
        display: inline-flex;
        align-items: center;
        gap: 10px;
      `}
    >
      <svg width="34" height="34" viewBox="0 0 40 40" aria-hidden="true">
        <defs>
          <linearGradient id="brand-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffe08a" />
            <stop offset="0.5" stopColor="#f5c451" />
            <stop offset="1" stopColor="#c9820f" />
          </linearGradient>
        </defs>
        <path d="M20 2 36 9v11c0 9-7 15.5-16 18C11 35.5 4 29 4 20V9z" fill="url(#brand-g)" />
        <path d="M20 10l3 6.5 7 .8-5.2 4.8 1.4 7L20 25.6 13.8 29l1.4-7L10 17.3l7-.8z" fill="#1a1306" />
      </svg>
      {compact ? null : (
        <span
          css={css`
            font-family: var(--font-display);
            font-weight: 900;
            font-size: 18px;
            letter-spacing: 0.06em;
            text-transform: uppercase;
            background: var(--g-primary);
            -webkit-background-clip: text;
            background-clip: text;
            color: transparent;
            white-space: nowrap;
          `}
        >
          {name}
        </span>
      )}
    </span>
  );
}
