/**
 * Which center pages a menu offers: the view that combines the registry's pages (what the
 * configuration enables, engine/menus/centerPages.ts) with the build's component tables (what
 * the browser can draw, src/features/routing/centerPages.ts). A menu entry that opens a center
 * page is offered only when both know the page, so no member lands on an Unknown page from a
 * menu; reached directly (a link, a stored modal), an id without component still shows the
 * UnknownRenderer.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { pageAllowed } from '../../../engine/menus/pages';
import type { MenuEntry, RegistryPages } from '../../../engine/registryTypes';
import type { CenterPageTables } from './pageTable';

const TablesContext = createContext<CenterPageTables | null>(null);

/** Provides the build's component tables to the menus below (the app's root, a center's renderer). */
export function CenterPagesProvider({ tables, children }: { tables: CenterPageTables; children: ReactNode }) {
  return <TablesContext.Provider value={tables}>{children}</TablesContext.Provider>;
}

/** The component tables in force, or null when none is provided (menus then offer every entry). */
export function useCenterPageTables(): CenterPageTables | null {
  return useContext(TablesContext);
}

/**
 * Whether a menu entry is offered. Entries that do not open a center page always are; a center
 * page entry is when the registry allows the page (engine/menus/pages.ts pageAllowed, any role)
 * and its center's table has a component for it.
 * @param pages the registry's pages (null before the registry exists: nothing to check against).
 * @param tables the component tables; null offers every entry (no build table to check against).
 */
export function isPageOffered(entry: MenuEntry, pages: RegistryPages | null, tables: CenterPageTables | null): boolean {
  const action = entry.action;
  if (action.kind !== 'centerPage' || !tables) return true;
  const table = tables[action.center];
  const drawable = table !== undefined && Object.prototype.hasOwnProperty.call(table, action.page);
  // the entry's own roles are the menu's filter (isVisibleTo); the registry answers for the page's features
  return drawable && pageAllowed(pages, action.center, action.page);
}
