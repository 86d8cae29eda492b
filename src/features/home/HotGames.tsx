/**
 * Hot games (spec sections 2 and 9): a placeholder while the content loads, nothing when there are
 * no hot games, else at once the carousel's first view without Swiper (the first four hot cards,
 * HotCard.tsx, in the carousel's own columns), then the carousel itself (HotCarousel.tsx, a lazy
 * chunk with Swiper: 4 slides, autoplay 1200 ms, speed 1100, arrows above 7 items) once the page
 * has settled after the first view was drawn (pageSettled.ts), so its mount and autoplay never
 * compete with the home page's largest paint. Both have the same header and columns: nothing moves.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '../../../contract/types';
import { HOT_SLIDES } from '../../../contract/spec';
import { useContentStores } from '../shared/useContentStores';
import { HOT_GAP_PX, showArrows } from './carouselRules';
import { HotCard } from './HotCard';
import { HotGamesSkeleton } from './HomeSkeletons';
import { usePageSettled } from './pageSettled';
import { SectionHeader } from './SectionHeader';

const HotCarousel = lazy(() => import('./HotCarousel'));

/** The carousel's first view: the first {@link HOT_SLIDES} cards in its columns, no Swiper. */
function HotStill({ hot, currencySymbol }: { hot: Game[]; currencySymbol: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-hot" data-testid="hot-games" data-arrows={showArrows(hot.length, 'hot')}>
      <SectionHeader id="home-hot" icon="fire" title={t('home.hotGames')} />
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(${HOT_SLIDES}, minmax(0, 1fr));
          gap: ${HOT_GAP_PX}px;
        `}
      >
        {hot.slice(0, HOT_SLIDES).map((g) => (
          <HotCard key={g.nodeId} game={g} symbol={currencySymbol} />
        ))}
      </div>
    </section>
  );
}

/** The still first view, replaced by the carousel once the page has settled after it was drawn. */
function HotShow({ hot, currencySymbol }: { hot: Game[]; currencySymbol: string }) {
  const settled = usePageSettled();
  const still = <HotStill hot={hot} currencySymbol={currencySymbol} />;
  if (!settled) return still;
  return (
    <Suspense fallback={still}>
      <HotCarousel hot={hot} currencySymbol={currencySymbol} />
    </Suspense>
  );
}

export const HotGames = observer(function HotGames({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { content } = useContentStores();
  const hot = content.hotGames;
  if (content.loadedLang === null) return <HotGamesSkeleton title={t('home.hotGames')} />;
  if (hot.length === 0) return null;
  return <HotShow hot={hot} currencySymbol={currencySymbol} />;
});
