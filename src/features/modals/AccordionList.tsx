/**
 * A list of titles whose HTML content expands on click (announcements and notices). Each title is
 * a real button with aria-expanded controlling its region.
 */
import { css } from '@emotion/react';
import { useId } from 'react';
import { formatDateTime } from '../../components/format';
import { Icon } from '../../components/Icon';
import { SafeHtml } from '../../ui/SafeHtml';

export interface AccordionItem {
  id: number;
  title: string;
  content: string;
  createdAt: string;
}

export interface AccordionListProps {
  items: readonly AccordionItem[];
  openId: number | null;
  onToggle: (id: number) => void;
  label: string;
}

export function AccordionList({ items, openId, onToggle, label }: AccordionListProps) {
  const base = useId();
  return (
    <ul
      aria-label={label}
      css={css`
        list-style: none;
        margin: 0;
        padding: 0;
        display: flex;
        flex-direction: column;
        gap: 8px;
      `}
    >
      {items.map((item) => {
        const open = item.id === openId;
        const regionId = `${base}-${item.id}`;
        return (
          <li
            key={item.id}
            data-testid="accordion-item"
            css={css`
              border: 1px solid ${open ? 'var(--c-primary)' : 'var(--c-border)'};
              border-radius: var(--r-md);
              background: var(--c-surface-2);
              overflow: hidden;
              transition: border-color 0.15s ease;
            `}
          >
            <button
              type="button"
              aria-expanded={open}
              aria-controls={regionId}
              onClick={() => onToggle(item.id)}
              css={css`
                display: flex;
                align-items: center;
                gap: 12px;
                width: 100%;
                padding: 12px 14px;
                border: 0;
                background: transparent;
                text-align: left;
                cursor: pointer;
                &:hover {
                  background: var(--c-hover);
                }
              `}
            >
              <span
                css={css`
                  flex: 1;
                  font-weight: 700;
                  color: ${open ? 'var(--c-primary)' : 'var(--c-text)'};
                `}
              >
                {item.title}
              </span>
              <time
                dateTime={item.createdAt}
                css={css`
                  font-size: 12px;
                  color: var(--c-muted);
                  font-variant-numeric: tabular-nums;
                `}
              >
                {formatDateTime(item.createdAt)}
              </time>
              <span
                css={css`
                  display: inline-flex;
                  transition: transform 0.2s ease;
                  transform: rotate(${open ? 180 : 0}deg);
                  color: var(--c-muted);
                `}
              >
                <Icon name="chevronDown" size={16} />
              </span>
            </button>
            {open ? (
              <div
                id={regionId}
                role="region"
                aria-label={item.title}
                css={css`
                  padding: 4px 16px 14px;
                  border-top: 1px solid var(--c-border);
                `}
              >
                <SafeHtml html={item.content} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
