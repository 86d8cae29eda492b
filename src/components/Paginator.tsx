/**
 * Paginator: previous / page numbers / next as real buttons inside a labelled navigation. Page
 * items follow {@link paginate} (margin and range, spec section 9).
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { paginate } from './paginate';
import { PAGINATOR_MARGIN, PAGINATOR_RANGE } from '../../contract/spec';

export interface PaginatorProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  margin?: number;
  range?: number;
  label?: string;
}

const item = (active: boolean) => css`
  min-width: 36px;
  height: 36px;
  padding: 0 10px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: var(--r-md);
  border: 1px solid ${active ? 'transparent' : 'var(--c-border)'};
  background: ${active ? 'var(--g-primary)' : 'var(--c-surface)'};
  color: ${active ? 'var(--c-on-primary)' : 'var(--c-text)'};
  font-weight: 700;
  cursor: ${active ? 'default' : 'pointer'};
  transition: all 0.15s ease;
  &:hover:not(:disabled) {
    border-color: var(--c-primary);
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

/** Renders the paginator; nothing when there is a single page. */
export function Paginator({
  page,
  totalPages,
  onChange,
  margin = PAGINATOR_MARGIN,
  range = PAGINATOR_RANGE,
  label,
}: PaginatorProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = paginate(page, totalPages, margin, range);
  return (
    <nav aria-label={label ?? t('common.pageOf', { page, total: totalPages })}>
      <ul
        css={css`
          display: flex;
          align-items: center;
          justify-content: center;
          gap: 6px;
          list-style: none;
          margin: 0;
          padding: 0;
        `}
      >
        <li>
          <button
            type="button"
            css={item(false)}
            disabled={page <= 1}
            onClick={() => onChange(page - 1)}
            aria-label={t('common.previous')}
          >
            <Icon name="chevronLeft" size={16} />
          </button>
        </li>
        {items.map((it, i) =>
          it === 'ellipsis' ? (
            <li
              key={`e${i}`}
              aria-hidden="true"
              css={css`
                color: var(--c-muted);
                padding: 0 4px;
              `}
            >
              …
            </li>
          ) : (
            <li key={it}>
              <button
                type="button"
                css={item(it === page)}
                aria-current={it === page ? 'page' : undefined}
                aria-label={it === page ? t('common.currentPage', { page: it }) : t('common.goToPage', { page: it })}
                onClick={() => it !== page && onChange(it)}
              >
                {it}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            css={item(false)}
            disabled={page >= totalPages}
            onClick={() => onChange(page + 1)}
            aria-label={t('common.next')}
          >
            <Icon name="chevronRight" size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
