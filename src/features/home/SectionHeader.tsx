/** A home/lobby section title with its icon and optional 'more' link to the category page. */
import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon';
import { sectionTitle } from '../../components/styles';

export interface SectionHeaderProps {
  id: string;
  icon: string;
  title: string;
  moreTo?: string;
  /** Accessible name of the link, e.g. 'More Slots'. */
  moreLabel?: string;
  /** Visible text of the link, e.g. 'More'. */
  moreText?: string;
  children?: React.ReactNode;
}

export function SectionHeader({ id, icon, title, moreTo, moreLabel, moreText, children }: SectionHeaderProps) {
  return (
    <div
      css={css`
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 16px;
        margin-bottom: 14px;
      `}
    >
      <h2 id={id} css={sectionTitle}>
        <span
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: 34px;
            height: 34px;
            border-radius: 10px;
            background: color-mix(in srgb, var(--c-primary) 14%, transparent);
          `}
        >
          <Icon name={icon} size={18} />
        </span>
        {title}
      </h2>
      <div
        css={css`
          display: flex;
          align-items: center;
          gap: 10px;
        `}
      >
        {children}
        {moreTo && moreLabel ? (
          <Link
            to={moreTo}
            aria-label={moreLabel}
            css={css`
              display: inline-flex;
              align-items: center;
              gap: 4px;
              height: 32px;
              padding: 0 12px 0 14px;
              border-radius: var(--r-pill);
              border: 1px solid var(--c-border);
              color: var(--c-muted);
              font-size: 13px;
              font-weight: 600;
              transition: all 0.15s ease;
              &:hover {
                color: var(--c-primary);
                border-color: var(--c-primary);
              }
            `}
          >
            {moreText ?? moreLabel}
            <Icon name="chevronRight" size={14} />
          </Link>
        ) : null}
      </div>
    </div>
  );
}
