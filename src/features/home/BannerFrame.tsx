/**
 * What the banner carousel (spec section 2: group w_home) looks like without its Swiper: the frame
 * (rounded, 340 px high images) and one banner's image, linked by its linkage. BannerCarousel draws
 * the first banner this way as soon as the content is there (the home page's largest paint needs
 * no carousel code); BannerSlides (the lazy Swiper chunk) uses the same frame and images, so
 * nothing moves when it takes over.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../contract/types';

/** Banner images are drawn 340 px high across the main column (1200 wide at most). */
export const BANNER_HEIGHT_PX = 340;

/**
 * One banner's image: a route or http(s) URL linkage makes it a link. The first is fetched at once
 * with high priority (the largest paint); the others only when their slide comes near the view.
 */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const img = first ? (
    <img src={banner.url} alt={banner.title} width={1200} height={BANNER_HEIGHT_PX} fetchPriority="high" />
  ) : (
    <img src={banner.url} alt={banner.title} width={1200} height={BANNER_HEIGHT_PX} loading="lazy" decoding="async" />
  );
  if (banner.linkageType === 'ROUTE' && banner.linkage) return <Link to={banner.linkage}>{img}</Link>;
  if (banner.linkageType === 'URL' && /^https?:\/\//.test(banner.linkage)) {
    return (
      <a href={banner.linkage} target="_blank" rel="noopener noreferrer">
        {img}
      </a>
    );
  }
  return img;
}

const frame = css`
  border-radius: var(--r-lg);
  overflow: hidden;
  box-shadow: var(--shadow-raised);
  background: var(--g-hero);
  img {
    display: block;
    width: 100%;
    height: ${BANNER_HEIGHT_PX}px;
    object-fit: cover;
  }
`;

export interface BannerFrameProps {
  children: ReactNode;
  /** Extra styles (the Swiper pagination). */
  extra?: ReturnType<typeof css>;
}

/** The carousel's labelled region (`home.banners`). */
export function BannerFrame({ children, extra }: BannerFrameProps) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('home.banners')} data-testid="banner-carousel" css={[frame, extra]}>
      {children}
    </section>
  );
}

/** The first banner alone in the frame, as the carousel shows it before its first slide change. */
export function BannerStill({ banners }: { banners: Banner[] }) {
  const first = banners[0];
  return <BannerFrame>{first ? <BannerImage banner={first} first /> : null}</BannerFrame>;
}
