/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist of real buttons with roving tabindex and arrow
 * key navigation; the caller renders the panel with {@link tabPanelProps}.
 */
import { css } from '@emotion/react';
import { useId, useRef, type KeyboardEvent } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  label: string;
  /** Base id shared with the panel (defaults to a generated one). */
  baseId: string;
}

/** Props for the panel of the selected tab. */
export function tabPanelProps(baseId: string, value: string) {
  return {
    role: 'tabpanel' as const,
    id: `${baseId}-panel-${value}`,
    'aria-labelledby': `${baseId}-tab-${value}`,
    tabIndex: 0,
  };
}

export function useTabsId(): string {
  return useId().replace(/:/g, '');
}

export function Tabs<T extends string>({ items, value, onChange, label, baseId }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const handleKeyDown = (e: KeyboardEvent, index: number) => {
    let next: number;
    if (e.key === 'ArrowRight') next = (index + 1) % items.length;
    else if (e.key === 'ArrowLeft') next = (index - 1 + items.length) % items.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = items.length - 1;
    else return;
    e.preventDefault();
    const item = items[next];
    if (!item) return;
    onChange(item.id);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      css={css`
        display: flex;
        gap: 4px;
        padding: 4px;
        border-radius: var(--r-pill);
        background: var(--c-surface-2);
        border: 1px solid var(--c-border);
      `}
    >
      {items.map((item, i) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={selected}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.id)}
            onKeyDown={(e) => handleKeyDown(e, i)}
            css={css`
              flex: 1;
              height: 36px;
              border: 0;
              border-radius: var(--r-pill);
              background: ${selected ? 'var(--g-primary)' : 'transparent'};
              color: ${selected ? 'var(--c-on-primary)' : 'var(--c-muted)'};
              font-weight: 700;
              cursor: pointer;
              transition: all 0.15s ease;
              &:hover {
                color: ${selected ? 'var(--c-on-primary)' : 'var(--c-text)'};
              }
            `}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
