/**
 * The center page table (design card: registry `pages {id: lazy component + requires}`): page id
 * -> a loader of its module. The CenterPageRenderer looks a page up here by id and lazy-loads it;
 * it never switches on page ids itself. Each loader is turned into one React.lazy component, cached
 * by loader, so a page's chunk is fetched once and its state survives re-renders.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** What every center page receives. */
export interface CenterPageProps {
  /** The page's own id (e.g. 'depositv2'). */
  page: string;
  /** Opens another page of the same center (e.g. withdraw -> securityCenter to add a card). */
  openPage(page: string): void;
  /** Query parameters the page was opened with (e.g. `order` after the payment gateway). */
  params: Readonly<Record<string, string>>;
}

export type CenterPageModule = { default: ComponentType<CenterPageProps> };
export type CenterPageTable = Readonly<Record<string, () => Promise<CenterPageModule>>>;
/** The component tables of both centers (src/features/routing/centerPages.ts). */
export type CenterPageTables = Readonly<Partial<Record<'member' | 'agent', CenterPageTable>>>;

const cache = new WeakMap<() => Promise<CenterPageModule>, LazyExoticComponent<ComponentType<CenterPageProps>>>();

/**
 * The lazy component of `page` in `table`, or null when the table has no such page.
 * Only own entries count (an id such as 'constructor' is unknown, not a prototype member).
 */
export function lazyPage(
  table: CenterPageTable,
  page: string,
): LazyExoticComponent<ComponentType<CenterPageProps>> | null {
  if (!Object.prototype.hasOwnProperty.call(table, page)) return null;
  const load = table[page]!;
  let component = cache.get(load);
  if (!component) {
    component = lazy(load);
    cache.set(load, component);
  }
  return component;
}
