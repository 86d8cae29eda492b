/** The content and games stores of the RootStore (`root.content`, `root.games`). */
import { useStores } from '../../stores';
import type { ContentStore } from '../../stores/ContentStore';
import type { GamesStore } from '../../stores/GamesStore';

export interface ContentStores {
  content: ContentStore;
  games: GamesStore;
}

/** Hook: the content and games stores. */
export function useContentStores(): ContentStores {
  const { content, games } = useStores();
  return { content, games };
}
