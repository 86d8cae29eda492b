/**
 * Banner carousel (spec section 2: group w_home; section 9: autoplay 5000 ms, speed 1000). Banners
 * with a route or URL linkage are links; others are plain images.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../engine/types';
import { useContentStores } from '../shared/useContentStores';

export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

function BannerImage({ banner }: { banner: Banner }) {
  const img = <img src={banner.url} alt={banner.title} width={1200} height={340} />;
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

export const BannerCarousel = observer(function BannerCarousel() {
  const { t } = useTranslation();
  const { content } = useContentStores();
  const banners = content.homeBanners;
  if (banners.length === 0) return null;
  return (
    <section
      aria-label={t('home.banners')}
      data-testid="banner-carousel"
      css={css`
        border-radius: var(--r-lg);
        overflow: hidden;
        box-shadow: var(--shadow-raised);
        background: var(--g-hero);
        img {
          width: 100%;
          height: 340px;
          object-fit: cover;
        }
        .swiper-pagination-bullet {
          width: 22px;
          height: 4px;
          border-radius: 4px;
          background: #fff;
          opacity: 0.5;
        }
        .swiper-pagination-bullet-active {
          width: 36px;
          opacity: 1;
          background: var(--c-primary);
        }
      `}
    >
      <Swiper
        modules={[Autoplay, Pagination, A11y]}
        autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        speed={BANNER_SPEED_MS}
        loop={banners.length > 1}
        pagination={{ clickable: true }}
        a11y={{ slideLabelMessage: t('home.slide', { index: '{{index}}', total: '{{slidesLength}}' }) }}
      >
        {banners.map((b) => (
          <SwiperSlide key={b.id}>
            <BannerImage banner={b} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
});
