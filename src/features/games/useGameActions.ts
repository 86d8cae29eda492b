/**
 * What game cards and vendor cards do (spec sections 2 and 6): play and favourites need a real
 * account (guests get the login popup, trial users the in_need_true_account notice); free trial is
 * open to visitors when the game offers it and the game.freePlay feature is on; vendors open their
 * VASSALAGE popup or launch.
 */
import { useMemo } from 'react';
import { openVendorAction } from '../../engine/menus/topNav';
import type { Game, GameCategory, MenuVendor } from '../../engine/types';
import { useMenuAction } from '../../renderers/menuActions';
import { useStores } from '../../stores';
import { useContentStores } from '../shared/useContentStores';

export interface GameActions {
  play(game: Game): void;
  tryFree(game: Game): void;
  toggleFavourite(game: Game): void;
  isFavourite(game: Game): boolean;
  showFreeTrial(game: Game): boolean;
  openVendor(category: GameCategory, vendor: MenuVendor): void;
}

export function useGameActions(): GameActions {
  const { ui, config } = useStores();
  const { games } = useContentStores();
  const perform = useMenuAction();
  return useMemo(
    () => ({
      play(game) {
        perform({ kind: 'launch', category: game.gameType, vendor: game.vassalage, gameCode: game.gameCode });
      },
      tryFree(game) {
        ui.openModal('gamePopup', { mode: 'trial', category: game.gameType, vendor: game.vassalage, gameCode: game.gameCode, name: game.displayName });
      },
      toggleFavourite(game) {
        if (!ui.requireLogin()) return;
        games.toggleFavourite(game);
      },
      isFavourite: (game) => games.isFavourite(game.nodeId),
      showFreeTrial: (game) => game.freeTrial && config.isOn('game.freePlay'),
      openVendor(category, vendor) {
        perform(openVendorAction(category, vendor));
      },
    }),
    [ui, config, games, perform],
  );
}
