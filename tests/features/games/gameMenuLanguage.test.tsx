/**
 * A language switch (spec section 4): the layout's content loader asks the game menu again in
 * the new language, so the vendor cards of /sports, /esports and /cockfight (the game menu's
 * vendors) show their names in it without a reload; a failed reload keeps the menu in force.
 */
import '../helpers';
import { describe, expect, it } from '@jest/globals';
import { render, waitFor } from '@testing-library/react';
import type { GameMenuEntry } from '../../../contract/types';
import { useContentLoader } from '../../../src/features/layout/useContentLoader';
import { createRootStore, StoreProvider, type RootStore } from '../../../src/stores';
import { fakeApi, gameMenuOf, loadSample } from '../../support/samples';
import { emptyWebApi, fakeStoreEnv } from '../../support/storeEnv';

/** The sample's menu with every vendor named in `lang` (as the server answers it). */
const menuIn = (base: GameMenuEntry[], lang: string): GameMenuEntry[] =>
  base.map((entry) => ({
    ...entry,
    vendors: entry.vendors.map((v) => ({ ...v, displayName: `${v.vassalage} ${lang}` })),
  }));

function Loader() {
  useContentLoader();
  return null;
}

async function setup(fail = false): Promise<RootStore> {
  const sample = loadSample('default.json');
  const base = gameMenuOf(sample);
  const holder: { store: RootStore | null } = { store: null };
  let calls = 0;
  const store = createRootStore(
    fakeStoreEnv({
      api: fakeApi(sample, {
        getGameMenu: async () => {
          calls += 1;
          if (fail && calls > 1) throw new Error('network');
          return menuIn(base, holder.store?.ui.lang ?? 'TW');
        },
      }),
      web: emptyWebApi(),
    }),
    {},
  );
  holder.store = store;
  await store.config.load();
  render(
    <StoreProvider store={store}>
      <Loader />
    </StoreProvider>,
  );
  return store;
}

const sportsNames = (store: RootStore) =>
  store.config.categories.find((c) => c.category === 'SPORTS')?.vendors.map((v) => v.displayName) ?? [];

describe('the game menu after a language switch', () => {
  it('names the vendors in the new language', async () => {
    const store = await setup();
    expect(sportsNames(store).length).toBeGreaterThan(0);
    expect(sportsNames(store).every((n) => n.endsWith(' TW'))).toBe(true);
    store.ui.setLang('EN');
    await waitFor(() => expect(sportsNames(store).every((n) => n.endsWith(' EN'))).toBe(true));
  });

  it('keeps the menu in force when the reload fails', async () => {
    const store = await setup(true);
    const before = sportsNames(store);
    store.ui.setLang('EN');
    await new Promise((r) => setTimeout(r, 20));
    expect(sportsNames(store)).toEqual(before);
    expect(store.config.loadState).toBe('ready');
  });
});
