/**
 * What the banner carousel (spec section 2: group w_home) looks like without its Swiper: the frame
 * (rounded, 340 px high images) and one banner's image, linked by its linkage. BannerCarousel draws
 * the first banner this way as soon as the content is there (the home page's largest paint needs
 * no carousel code); BannerSlides (the lazy Swiper chunk) uses the same frame and images, so
 * nothing moves when it takes over. A banner image an operator uploaded is drawn from its AVIF or
 * WebP variant at the width shown ({@link BANNER_SIZES}; components/UploadImage.tsx); the
 * generated SVG artwork stays as it is.
 */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../contract/types';
import { uploadPicture, type UploadPicture } from '../../components/responsiveImage';
import { UploadImage } from '../../components/UploadImage';

/** Banner images are drawn 340 px high across the main column (1200 wide at most). */
export const BANNER_HEIGHT_PX = 340;

/** The banner artwork size the console recommends (operator console upload hint: 1920 x 520). */
const BANNER_ARTWORK = { width: 1920, height: 520 };

/**
 * The width a banner image is drawn at, the `sizes` of its picture: the frame is 340 px high with
 * `object-fit: cover` and at most 1184 px wide (the main column, 1240 px less its padding), so
 * artwork of the recommended 1920 x 520 is drawn 340 x 1920 / 520 = 1256 px wide (and cropped to
 * the frame) at every viewport width: the box's width would under-ask on narrow screens.
 */
export const BANNER_SIZES = `${Math.ceil((BANNER_HEIGHT_PX * BANNER_ARTWORK.width) / BANNER_ARTWORK.height)}px`;

/** The picture sources of a banner image URL (null when it is not an upload), as BannerImage draws them: the preloader fetches the same variant. */
export const bannerPicture = (url: string, origin?: string): UploadPicture | null =>
  uploadPicture(url, BANNER_SIZES, origin);

/**
 * One banner's image: a route or http(s) URL linkage makes it a link. The first is fetched at once
 * with high priority (the largest paint); the others only when their slide comes near the view.
 */
export function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const img = first ? (
    <UploadImage
      src={banner.url}
      sizes={BANNER_SIZES}
      alt={banner.title}
      width={1200}
      height={BANNER_HEIGHT_PX}
      fetchPriority="high"
    />
  ) : (
    <UploadImage
      src={banner.url}
      sizes={BANNER_SIZES}
      alt={banner.title}
      width={1200}
      height={BANNER_HEIGHT_PX}
      loading="lazy"
      decoding="async"
    />
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
