/**
 * Video banner carousel (spec section 2: group w_promotion). YouTube links become embed links;
 * other links show nothing (toYoutubeEmbed logs 'Not youtube link!'). Hidden when no video remains.
 * The slides (VideoSlides.tsx, Swiper) are a lazy chunk; frames of their size stand in meanwhile.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentStores } from '../shared/useContentStores';
import { VideoBannersSkeleton, VideoFramesSkeleton } from './HomeSkeletons';
import { SectionHeader } from './SectionHeader';
import type { VideoItem } from './VideoSlides';
import { toYoutubeEmbed } from './youtube';

const VideoSlides = lazy(() => import('./VideoSlides'));

export const VideoBanners = observer(function VideoBanners() {
  const { t } = useTranslation();
  const { content } = useContentStores();
  const banners = content.videoBanners;
  const videos = useMemo(
    () =>
      banners
        .map((b) => ({ banner: b, embed: toYoutubeEmbed(b.linkage || b.url) }))
        .filter((v): v is VideoItem => v.embed !== null),
    [banners],
  );
  if (content.loadedLang === null) return <VideoBannersSkeleton title={t('home.videos')} />;
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby="home-videos" data-testid="video-banners">
      <SectionHeader id="home-videos" icon="video" title={t('home.videos')} />
      <Suspense fallback={<VideoFramesSkeleton />}>
        <VideoSlides videos={videos} />
      </Suspense>
    </section>
  );
});
