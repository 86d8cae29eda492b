/**
 * Game popup (spec section 2): for a VASSALAGE vendor it lists the vendor's games (fetched by
 * vassalage) as game cards; for a launch or a free trial it shows the game being opened.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { primaryButton } from '../../components/styles';
import { GAME_CATEGORIES, type GameCategory } from '../../engine/types';
import { useStores } from '../../stores';
import { GameGrid } from '../games/GameGrid';
import { useContentStores } from '../shared/useContentStores';

const asCategory = (v: string | undefined): GameCategory => ((GAME_CATEGORIES as readonly string[]).includes(v ?? '') ? (v as GameCategory) : 'RNG');

export const GamePopup = observer(function GamePopup({ params }: { params: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  const { ui, config, session } = useStores();
  const { games } = useContentStores();
  const vendorCode = params.vendor ?? '';
  const category = asCategory(params.category);
  const vendor = config.categories.flatMap((c) => c.vendors).find((v) => v.vassalage === vendorCode);
  const vendorName = vendor?.displayName ?? vendorCode;
  const isList = params.mode === 'vassalage';

  useEffect(() => {
    if (isList && vendorCode) void games.loadVassalage(vendorCode, category, i18n.language);
  }, [isList, vendorCode, category, games, i18n.language]);

  return (
    <Modal open size={isList ? 'xl' : 'sm'} title={isList ? t('modals.gamePopup.title', { vendor: vendorName }) : (params.name ?? vendorName)} onClose={() => ui.closeModal()} testId="game-popup">
      {isList ? (
        games.vassalageStatus === 'loading' ? (
          <p role="status" css={css`text-align: center; color: var(--c-muted); padding: 40px 0;`}>
            {t('modals.gamePopup.loading')}
          </p>
        ) : games.vassalageStatus === 'error' ? (
          <p role="alert" css={css`text-align: center; color: var(--c-danger); padding: 40px 0;`}>
            {t('games.loadFailed')}
          </p>
        ) : games.vassalageGames.length === 0 ? (
          <p css={css`text-align: center; color: var(--c-muted); padding: 40px 0;`}>{t('games.noGames')}</p>
        ) : (
          <GameGrid games={games.vassalageGames} gap={14} />
        )
      ) : (
        <div css={css`display: flex; flex-direction: column; align-items: center; gap: 14px; padding: 10px 0; text-align: center;`}>
          {vendor?.lagerIcon ? <img src={vendor.lagerIcon} alt="" width={320} height={180} css={css`border-radius: var(--r-md); width: 100%; height: auto;`} /> : null}
          <p css={css`margin: 0; color: var(--c-muted);`}>{vendorName}</p>
          {session.role === 'guest' ? (
            <button type="button" css={primaryButton} onClick={() => ui.openModal('login')}>
              <Icon name="user" size={14} />
              {t('pages.loginToContinue')}
            </button>
          ) : (
            <p role="status" css={css`margin: 0; font-weight: 700;`}>
              {t('common.loading')}
            </p>
          )}
        </div>
      )}
    </Modal>
  );
});
