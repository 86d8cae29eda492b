/**
 * The root of the MST tree: one store per concern (STYLE.md). The API comes through the
 * environment ({@link StoreEnv}).
 */
import { types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { ConfigStoreModel } from './ConfigStore';
import { SessionStoreModel } from './SessionStore';
import { UiStoreModel } from './UiStore';

export const RootStoreModel = types.model('RootStore', {
  config: types.optional(ConfigStoreModel, {}),
  session: types.optional(SessionStoreModel, {}),
  ui: types.optional(UiStoreModel, {}),
  // ---- UI helper's stores (src/stores/ContentStore.ts, src/stores/GamesStore.ts) go here:
  // content: types.optional(ContentStoreModel, {}),
  // games: types.optional(GamesStoreModel, {}),
});

export interface RootStore extends Instance<typeof RootStoreModel> {}
export type RootStoreSnapshot = SnapshotIn<typeof RootStoreModel>;
