/**
 * Game popup (spec section 2): a VASSALAGE vendor's games (fetched by vassalage) as game cards.
 * Launching a game opens it in a new window (GamesStore.openGame, src/stores/gameLaunch.ts), not here.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { GAME_CATEGORIES, type GameCategory } from '../../../contract/types';
import { useStores } from '../../stores';
import { GameGrid } from '../shared/GameGrid';
import { useContentStores } from '../shared/useContentStores';

const asCategory = (v: string | undefined): GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as GameCategory) : 'RNG';

export const GamePopup = observer(function GamePopup({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const { ui, config } = useStores();
  const { games } = useContentStores();
  const vendorCode = params.vendor ?? '';
  const category = asCategory(params.category);
  const vendor = config.categories.flatMap((c) => c.vendors).find((v) => v.vassalage === vendorCode);
  const vendorName = vendor?.displayName ?? vendorCode;

  useEffect(() => {
    if (vendorCode) void games.loadVassalage(vendorCode, category, i18n.language);
  }, [vendorCode, category, games, i18n.language]);

  return (
    <Modal
      open
      size="xl"
      title={t('modals.gamePopup.title', { vendor: vendorName })}
      onClose={() => ui.closeModal()}
      testId="game-popup"
    >
      {games.vassalageStatus === 'loading' ? (
        <p
          role="status"
          css={css`
            text-align: center;
            color: var(--c-muted);
            padding: 40px 0;
          `}
        >
          {t('modals.gamePopup.loading')}
        </p>
      ) : games.vassalageStatus === 'error' ? (
        <p
          role="alert"
          css={css`
            text-align: center;
            color: var(--c-danger);
            padding: 40px 0;
          `}
        >
          {t('games.loadFailed')}
        </p>
      ) : games.vassalageGames.length === 0 ? (
        <p
          css={css`
            text-align: center;
            color: var(--c-muted);
            padding: 40px 0;
          `}
        >
          {t('games.noGames')}
        </p>
      ) : (
        <GameGrid games={games.vassalageGames} gap={14} />
      )}
    </Modal>
  );
});
