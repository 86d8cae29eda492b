/**
 * /favorite and /recent (spec section 2): the session's favourite and recent games (favourites page
 * size 999, recent page 1 size 20, spec section 9). Lazy chunk AccountGame.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../shared/PageHero';
import { useContentStores } from '../shared/useContentStores';
import { GameGrid } from '../shared/GameGrid';

export const AccountGame = observer(function AccountGame({ variant }: { variant: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const { games } = useContentStores();
  const list = variant === 'favorite' ? games.favourites : games.recent.slice(0, 20);
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 22px;
      `}
    >
      <PageHero
        icon={variant === 'favorite' ? 'heart' : 'clock'}
        title={t(variant === 'favorite' ? 'games.favourites' : 'games.recent')}
        titleId="account-games"
      />
      {list.length === 0 ? (
        <p
          css={css`
            padding: 60px;
            text-align: center;
            color: var(--c-muted);
            border: 1px dashed var(--c-border);
            border-radius: var(--r-lg);
          `}
        >
          {t('common.empty')}
        </p>
      ) : (
        <GameGrid games={list} />
      )}
    </div>
  );
});

export default AccountGame;
