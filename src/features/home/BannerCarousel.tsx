/**
 * Banner carousel (spec section 2: group w_home; section 9: autoplay 5000 ms, speed 1000): a
 * placeholder while the content loads, nothing without banners, else at once the first banner
 * alone in the carousel's frame (BannerFrame.tsx: it is the home page's largest paint and needs no
 * carousel code), then the slides (BannerSlides.tsx, a lazy chunk with Swiper) once the page has
 * settled after the still was drawn (pageSettled.ts): the first slide change is an autoplay delay
 * away anyway. The still and the slides have the same frame and first image, so nothing moves
 * when Swiper takes over.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { Banner } from '../../../contract/types';
import { useContentStores } from '../shared/useContentStores';
import { BannerStill } from './BannerFrame';
import { BannerSkeleton } from './HomeSkeletons';
import { usePageSettled } from './pageSettled';

const BannerSlides = lazy(() => import('./BannerSlides'));

/** The still first banner, replaced by the slides once the page has settled after it was drawn. */
function BannerShow({ banners }: { banners: Banner[] }) {
  const settled = usePageSettled();
  const still = <BannerStill banners={banners} />;
  if (!settled) return still;
  return (
    <Suspense fallback={still}>
      <BannerSlides banners={banners} />
    </Suspense>
  );
}

export const BannerCarousel = observer(function BannerCarousel() {
  const { content } = useContentStores();
  const banners = content.homeBanners;
  if (content.loadedLang === null) return <BannerSkeleton />;
  if (banners.length === 0) return null;
  return <BannerShow banners={banners} />;
});
