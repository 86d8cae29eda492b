/**
 * One entry of a menu: a real link for routes and external URLs, a real button for everything
 * else, with its icon, translated label (vendor brand names as is), badge and drop menu.
 */
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isVisibleTo } from '../../engine/menus/entry';
import type { BadgeSource, MenuEntry, SessionRole } from '../../engine/registryTypes';
import { isKnownAction, useMenuAction } from './menuActions';
import { badge as badgeCss, dropHost, dropMenu, itemBase, visuallyHidden, type MenuVariant } from './menuStyles';
import { UnknownRenderer } from './UnknownRenderer';

export interface MenuEntryViewProps {
  entry: MenuEntry;
  role: SessionRole;
  variant: MenuVariant;
  badges: Partial<Record<BadgeSource, number>>;
  renderIcon: (icon: string, entry: MenuEntry) => ReactNode;
  activeId?: string | undefined;
  collapsed: boolean;
  onAction?: ((entry: MenuEntry) => boolean | void) | undefined;
}

const isPlainClick = (e: MouseEvent): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/** Draws one entry (and its drop menu when it has children). */
export function MenuEntryView(props: MenuEntryViewProps) {
  const { entry, role, variant, badges, renderIcon, activeId, collapsed, onAction } = props;
  const { t } = useTranslation();
  const location = useLocation();
  const perform = useMenuAction();
  const action = entry.action as { kind: string } | undefined;
  if (!isKnownAction(action)) {
    return (
      <li>
        <UnknownRenderer what="menu action" name={`${entry.id}: ${action?.kind ?? 'missing'}`} />
      </li>
    );
  }
  const label = entry.label ?? t(entry.labelKey);
  const count = entry.badge ? (badges[entry.badge] ?? 0) : 0;
  const hideLabel = collapsed || variant === 'floating';
  const isCurrent =
    activeId !== undefined
      ? activeId === entry.id
      : action.kind === 'route' && `${location.pathname}${location.search}` === action.to;

  const handleActivate = (e: MouseEvent) => {
    if (action.kind === 'route' || action.kind === 'external') {
      if (!isPlainClick(e)) return;
      e.preventDefault();
    }
    if (onAction?.(entry) === true) return;
    perform(action);
  };

  const content = (
    <>
      {entry.icon ? renderIcon(entry.icon, entry) : null}
      <span css={hideLabel ? visuallyHidden : undefined}>{label}</span>
      {count > 0 ? (
        <span css={badgeCss} data-badge={entry.badge}>
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </>
  );
  const common = {
    css: itemBase,
    onClick: handleActivate,
    'data-entry': entry.id,
    title: hideLabel ? label : undefined,
    'aria-current': isCurrent ? ('page' as const) : undefined,
  };
  const trigger =
    action.kind === 'route' ? (
      <a href={action.to} {...common}>
        {content}
      </a>
    ) : action.kind === 'external' ? (
      <a href={action.href} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </a>
    ) : (
      <button type="button" {...common}>
        {content}
      </button>
    );

  const children = (entry.children ?? []).filter((c) => isVisibleTo(c, role));
  if (children.length === 0) return <li>{trigger}</li>;

  const handleKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && document.activeElement instanceof HTMLElement) document.activeElement.blur();
  };
  return (
    <li css={dropHost} onKeyDown={handleKeyDown} data-has-drop="true">
      {trigger}
      <ul css={dropMenu} data-layout={entry.dropLayout ?? 'normal'} aria-label={label}>
        {children.map((child) => (
          <MenuEntryView
            key={child.id}
            {...props}
            entry={child}
            variant="list"
            collapsed={false}
            activeId={undefined}
          />
        ))}
      </ul>
    </li>
  );
}
