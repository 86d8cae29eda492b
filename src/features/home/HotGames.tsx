/**
 * Hot games (spec sections 2 and 9): a placeholder while the content loads, nothing when there are
 * no hot games, else the carousel (HotCarousel.tsx: 4 slides, autoplay 1200 ms, speed 1100, arrows
 * above 7 items, cosmetic payout tickers). The carousel and Swiper are a lazy chunk mounted after
 * the first paint; the placeholder has its size.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPaint } from '../shared/Deferred';
import { useContentStores } from '../shared/useContentStores';
import { HotGamesSkeleton } from './HomeSkeletons';

const HotCarousel = lazy(() => import('./HotCarousel'));

export const HotGames = observer(function HotGames({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { content } = useContentStores();
  const hot = content.hotGames;
  if (content.loadedLang === null) return <HotGamesSkeleton title={t('home.hotGames')} />;
  if (hot.length === 0) return null;
  return (
    <AfterPaint placeholder={<HotGamesSkeleton title={t('home.hotGames')} />}>
      <Suspense fallback={<HotGamesSkeleton title={t('home.hotGames')} />}>
        <HotCarousel hot={hot} currencySymbol={currencySymbol} />
      </Suspense>
    </AfterPaint>
  );
});
