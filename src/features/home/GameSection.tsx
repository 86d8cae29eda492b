/**
 * A home section of game cards (RNG, LIVE, FISH, PVP; spec section 2): at most 12 cards, hidden
 * when empty, with its 'more' link to the category page.
 */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '../../../contract/types';
import { HOME_SECTION_LIMIT } from '../../../contract/spec';
import { GameGrid } from '../shared/GameGrid';
import { useContentStores } from '../shared/useContentStores';
import { GameSectionSkeleton } from './HomeSkeletons';
import { SectionHeader } from './SectionHeader';

export const GameSection = observer(function GameSection({ category, path }: { category: GameCategory; path: string }) {
  const { t } = useTranslation();
  const { games } = useContentStores();
  const list = games.homeSection(category).slice(0, HOME_SECTION_LIMIT);
  const title = t(`home.sections.${category}`);
  const id = `home-${category.toLowerCase()}`;
  if (!games.homeLoaded) return <GameSectionSkeleton id={id} icon={category.toLowerCase()} title={title} />;
  if (list.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={`section-${category}`}>
      <SectionHeader
        id={id}
        icon={category.toLowerCase()}
        title={title}
        moreTo={path}
        moreText={t('common.more')}
        moreLabel={t('home.moreOf', { category: title })}
      />
      <GameGrid games={list} columns={6} gap={14} />
    </section>
  );
});
