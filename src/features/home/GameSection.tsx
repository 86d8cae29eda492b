/**
 * A home section of game cards (RNG, LIVE, FISH, PVP; spec section 2): at most 12 cards, hidden
 * when empty, with its 'more' link to the category page.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { GameCard } from '../../components/GameCard';
import type { GameCategory } from '../../engine/types';
import { HOME_SECTION_LIMIT } from '../../stores/GamesStore';
import { useGameActions } from '../games/useGameActions';
import { useContentStores } from '../shared/useContentStores';
import { GameSectionSkeleton } from './HomeSkeletons';
import { SectionHeader } from './SectionHeader';

export const gameGrid = css`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: 14px;
`;

export const GameSection = observer(function GameSection({ category, path }: { category: GameCategory; path: string }) {
  const { t } = useTranslation();
  const { games } = useContentStores();
  const actions = useGameActions();
  const list = games.homeSection(category).slice(0, HOME_SECTION_LIMIT);
  const title = t(`home.sections.${category}`);
  const id = `home-${category.toLowerCase()}`;
  if (!games.homeLoaded) return <GameSectionSkeleton id={id} icon={category.toLowerCase()} title={title} />;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={`section-${category}`}>
      <SectionHeader id={id} icon={category.toLowerCase()} title={title} moreTo={path} moreText={t('common.more')} moreLabel={t('home.moreOf', { category: title })} />
      <div css={gameGrid}>
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
    </section>
  );
});
