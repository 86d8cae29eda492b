/**
 * What game cards and vendor cards do (spec sections 2 and 6): play and favourites need a real
 * account (guests get the login popup, trial users the in_need_true_account notice); free trial is
 * open to visitors when the game offers it and the game.freePlay feature is on; vendors open their
 * VASSALAGE popup or launch. A game opens in a new window (GamesStore.openGame, src/stores/gameLaunch.ts);
 * 'Popup blocked. Please allow popups and try again.' when the browser refuses it.
 */
import { useMemo } from 'react';
import { openVendorAction } from '../../../engine/menus/topNav';
import type { Game, GameCategory, MenuVendor } from '../../../contract/types';
import { useMenuAction } from '../../renderers/menuActions';
import { useStores } from '../../stores';
import { useContentStores } from './useContentStores';

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
  return useMemo(() => {
    const launch = (game: Game, mode: 'real' | 'trial') => void games.openGame({ nodeId: game.nodeId }, mode, ui);
    return {
      play(game) {
        if (!ui.requireLogin()) return;
        launch(game, 'real');
      },
      tryFree(game) {
        launch(game, 'trial');
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
    };
  }, [ui, config, games, perform]);
}
