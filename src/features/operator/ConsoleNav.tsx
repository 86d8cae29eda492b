/**
 * The console's navigation (README "Operator console"): the tabs a staff member's role allows,
 * grouped by desk (operations, site, agents, marketing, service, administration) in a column beside
 * the open tab. One WAI-ARIA tablist, vertical: real buttons with a roving tabindex, arrow up and
 * down, Home and End; each group's caption is presentational text between its tabs.
 */
import { css } from '@emotion/react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The desks the console's tabs are grouped by, in the order the navigation shows them. */
export const CONSOLE_GROUPS = ['operations', 'site', 'agents', 'marketing', 'service', 'admin'] as const;
export type ConsoleGroup = (typeof CONSOLE_GROUPS)[number];

export interface ConsoleNavProps<T extends string> {
  /** The allowed tabs in order, each with its group. */
  items: readonly { id: T; group: ConsoleGroup }[];
  value: T;
  onChange: (id: T) => void;
  /** Base id shared with the panel (see src/components/Tabs.tsx tabPanelProps). */
  baseId: string;
}

export function ConsoleNav<T extends string>({ items, value, onChange, baseId }: ConsoleNavProps<T>) {
  const { t } = useTranslation();
  const refs = useRef(new Map<T, HTMLButtonElement | null>());
  const ordered = CONSOLE_GROUPS.flatMap((g) => items.filter((item) => item.group === g));
  const move = (e: KeyboardEvent, index: number) => {
    let next: number;
    if (e.key === 'ArrowDown') next = (index + 1) % ordered.length;
    else if (e.key === 'ArrowUp') next = (index - 1 + ordered.length) % ordered.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = ordered.length - 1;
    else return;
    e.preventDefault();
    const item = ordered[next];
    if (!item) return;
    onChange(item.id);
    refs.current.get(item.id)?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={t('operator.console.title')}
      aria-orientation="vertical"
      data-testid="console-nav"
      css={css`
        display: flex;
        flex-direction: column;
        gap: 2px;
        padding: 10px;
        border-radius: var(--r-card, 14px);
        background: var(--c-surface);
        border: 1px solid var(--c-border);
      `}
    >
      {CONSOLE_GROUPS.map((group) => {
        const tabs = items.filter((item) => item.group === group);
        if (tabs.length === 0) return null;
        return [
          <span
            key={`group-${group}`}
            role="presentation"
            css={css`
              padding: 12px 12px 4px;
              font-size: 11px;
              font-weight: 700;
              letter-spacing: 0.08em;
              color: var(--c-muted);
              &:first-of-type {
                padding-top: 4px;
              }
            `}
          >
            {t(`operator.console.groups.${group}`)}
          </span>,
          ...tabs.map((item) => {
            const selected = item.id === value;
            const index = ordered.indexOf(item);
            return (
              <button
                key={item.id}
                ref={(el) => void refs.current.set(item.id, el)}
                type="button"
                role="tab"
                id={`${baseId}-tab-${item.id}`}
                aria-selected={selected}
                aria-controls={`${baseId}-panel-${item.id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => onChange(item.id)}
                onKeyDown={(e) => move(e, index)}
                css={css`
                  text-align: left;
                  min-height: 38px;
                  padding: 8px 12px;
                  line-height: 1.3;
                  border: 0;
                  border-radius: 10px;
                  background: ${selected ? 'var(--g-primary)' : 'transparent'};
                  color: ${selected ? 'var(--c-on-primary)' : 'var(--c-text)'};
                  font-weight: ${selected ? 800 : 600};
                  font-size: 14px;
                  cursor: pointer;
                  transition: background 0.15s ease;
                  &:hover {
                    background: ${selected ? 'var(--g-primary)' : 'var(--c-surface-2)'};
                  }
                  &:focus-visible {
                    outline: 2px solid var(--c-primary);
                    outline-offset: 1px;
                  }
                `}
              >
                {t(`operator.console.tabs.${item.id}`)}
              </button>
            );
          }),
        ];
      })}
    </div>
  );
}
