/**
 * Banner carousel (spec section 2: group w_home; section 9: autoplay 5000 ms, speed 1000): a
 * placeholder while the content loads, nothing without banners, else the slides (BannerSlides.tsx,
 * a lazy chunk with Swiper, mounted after the first paint; the placeholder has their size).
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { AfterPaint } from '../shared/Deferred';
import { useContentStores } from '../shared/useContentStores';
import { BannerSkeleton } from './HomeSkeletons';


const BannerSlides = lazy(() => import('./BannerSlides'));

export const BannerCarousel = observer(function BannerCarousel() {
  const { content } = useContentStores();
  const banners = content.homeBanners;
  if (content.loadedLang === null) return <BannerSkeleton />;
  if (banners.length === 0) return null;
  return (
    <AfterPaint placeholder={<BannerSkeleton />}>
      <Suspense fallback={<BannerSkeleton />}>
        <BannerSlides banners={banners} />
      </Suspense>
    </AfterPaint>
  );
});
