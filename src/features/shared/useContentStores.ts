/**
 * The content and games stores. They live in the RootStore (`root.content`, `root.games`) once it
 * composes them; until then one instance per root is created here with the root's environment, so
 * screens work either way.
 */
import { getEnv } from 'mobx-state-tree';
import { useStores } from '../../stores';
import type { RootStore } from '../../stores';
import { ContentStoreModel, type ContentStore } from '../../stores/ContentStore';
import { GamesStoreModel, type GamesStore } from '../../stores/GamesStore';

export interface ContentStores {
  content: ContentStore;
  games: GamesStore;
}

const detached = new WeakMap<object, ContentStores>();

/** The content and games stores of a root store. */
export function contentStoresOf(root: RootStore): ContentStores {
  const composed = root as unknown as Partial<ContentStores>;
  if (composed.content && composed.games) return { content: composed.content, games: composed.games };
  let stores = detached.get(root);
  if (!stores) {
    const env = getEnv(root);
    stores = { content: ContentStoreModel.create({}, env), games: GamesStoreModel.create({}, env) };
    detached.set(root, stores);
  }
  return stores;
}

/** Hook form of {@link contentStoresOf}. */
export function useContentStores(): ContentStores {
  return contentStoresOf(useStores());
}
