/** The banner at the top of category and area pages: icon, title, text and an optional aside. */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';

export function PageHero({
  icon,
  title,
  text,
  aside,
  titleId,
}: {
  icon: string;
  title: string;
  text?: string;
  aside?: ReactNode;
  titleId?: string;
}) {
  return (
    <div
      css={css`
        position: relative;
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 24px;
        padding: 28px 32px;
        border-radius: var(--r-lg);
        background: var(--g-hero);
        color: var(--c-on-vivid);
        overflow: hidden;
        box-shadow: var(--shadow-raised);
        &::after {
          content: '';
          position: absolute;
          right: -60px;
          top: -80px;
          width: 320px;
          height: 320px;
          border-radius: 50%;
          background: radial-gradient(circle, color-mix(in srgb, var(--c-primary) 28%, transparent), transparent 70%);
          pointer-events: none;
        }
      `}
    >
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 18px;
          position: relative;
          z-index: 1;
        `}
      >
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 60px;
            height: 60px;
            border-radius: 16px;
            background: var(--g-primary);
            color: var(--c-on-primary);
            box-shadow: 0 8px 22px color-mix(in srgb, var(--c-primary) 35%, transparent);
          `}
        >
          <Icon name={icon} size={30} />
        </span>
        <div>
          <h1
            id={titleId}
            css={css`
              font-size: 28px;
              font-weight: 900;
              letter-spacing: 0.01em;
            `}
          >
            {title}
          </h1>
          {text ? (
            <p
              css={css`
                margin: 4px 0 0;
                color: color-mix(in srgb, var(--c-on-vivid) 72%, transparent);
                font-size: 14px;
              `}
            >
              {text}
            </p>
          ) : null}
        </div>
      </div>
      {aside ? (
        <div
          css={css`
            position: relative;
            z-index: 1;
          `}
        >
          {aside}
        </div>
      ) : null}
    </div>
  );
}
