/**
 * The generic menu renderer (design card): draws ANY menu of the registry from its entries, for
 * the session's role, in one of a few visual variants. No screen hand-writes menu markup.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { isVisibleTo } from '../../engine/menus/entry';
import type { BadgeSource, MenuEntry, MenuId } from '../../engine/registryTypes';
import { useStores } from '../stores';
import { isPageOffered, useCenterPageTables } from './center/offeredPages';
import { MenuEntryView } from './MenuEntryView';
import { listStyles, type MenuVariant } from './menuStyles';
import { UnknownRenderer } from './UnknownRenderer';

export type { MenuVariant } from './menuStyles';

export interface MenuRendererProps {
  /** Which registry menu to draw; an unknown id draws UnknownRenderer. */
  menuId: MenuId | (string & {});
  variant: MenuVariant;
  /** Counts for red badges (spec section 2): shown when above 0. */
  badges?: Partial<Record<BadgeSource, number>>;
  /** Draws an entry's icon; defaults to the shared Icon component (names or image URLs). */
  renderIcon?: (icon: string, entry: MenuEntry) => ReactNode;
  /** Entry id to mark as current (center pages); route entries are matched to the location too. */
  activeId?: string;
  /** Icons only, labels kept for assistive technology (collapsed side menu). */
  collapsed?: boolean;
  /** Accessible name of the navigation landmark; defaults to t(`menu.nav.${menuId}`). */
  ariaLabel?: string;
  /** Called before the default action; return true when it handled the entry itself. */
  onAction?: (entry: MenuEntry) => boolean | void;
  className?: string;
}

const defaultIcon = (icon: string): ReactNode => <Icon name={icon} size={20} />;

/**
 * Draws the menu `menuId` for the current session role (entries whose `roles` exclude it are
 * left out; the engine already dropped entries whose features are off). A center page entry is
 * drawn only when the build has a component for the page (./center/offeredPages.tsx).
 */
export const MenuRenderer = observer(function MenuRenderer(props: MenuRendererProps) {
  const {
    menuId,
    variant,
    badges = {},
    renderIcon = defaultIcon,
    activeId,
    collapsed = false,
    ariaLabel,
    onAction,
    className,
  } = props;
  const { config, session } = useStores();
  const { t } = useTranslation();
  const tables = useCenterPageTables();
  const menu = config.menu(menuId);
  if (!menu) return <UnknownRenderer what="menu" name={menuId} />;
  const role = session.role;
  const entries = menu.entries.filter((e) => isVisibleTo(e, role) && isPageOffered(e, config.pages, tables));
  const label = ariaLabel ?? t(`menu.nav.${menuId}`, { defaultValue: menuId });
  return (
    <nav aria-label={label} className={className} data-menu={menuId} data-variant={variant}>
      <ul css={listStyles[variant]}>
        {entries.map((entry) => (
          <MenuEntryView
            key={entry.id}
            entry={entry}
            role={role}
            variant={variant}
            badges={badges}
            renderIcon={renderIcon}
            activeId={activeId}
            collapsed={collapsed}
            onAction={onAction}
          />
        ))}
      </ul>
    </nav>
  );
});
