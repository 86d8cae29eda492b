/**
 * /favorite and /recent (spec section 2): the session's favourite and recent games (favourites page
 * size 999, recent page 1 size 20, spec section 9). Lazy chunk AccountGame.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../components/GameCard';
import { PageHero } from '../shared/PageHero';
import { useContentStores } from '../shared/useContentStores';
import { lobbyGrid } from './GameListCenter';
import { useGameActions } from './useGameActions';

export const AccountGame = observer(function AccountGame({ variant }: { variant: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const { games } = useContentStores();
  const actions = useGameActions();
  const list = variant === 'favorite' ? games.favourites : games.recent.slice(0, 20);
  return (
    <div css={css`display: flex; flex-direction: column; gap: 22px;`}>
      <PageHero icon={variant === 'favorite' ? 'heart' : 'clock'} title={t(variant === 'favorite' ? 'games.favourites' : 'games.recent')} titleId="account-games" />
      {list.length === 0 ? (
        <p css={css`padding: 60px; text-align: center; color: var(--c-muted); border: 1px dashed var(--c-border); border-radius: var(--r-lg);`}>{t('common.empty')}</p>
      ) : (
        <div css={lobbyGrid}>
          {list.map((g) => (
            <GameCard
              key={g.nodeId}
              game={g}
              isFavourite={actions.isFavourite(g)}
              showFreeTrial={actions.showFreeTrial(g)}
              onPlay={actions.play}
              onTry={actions.tryFree}
              onToggleFavourite={actions.toggleFavourite}
            />
          ))}
        </div>
      )}
    </div>
  );
});

export default AccountGame;
