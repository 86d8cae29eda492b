/**
 * The banner carousel's slides (a lazy chunk with Swiper; BannerCarousel.tsx decides when it
 * shows): autoplay 5000 ms, speed 1000 (spec section 9). Banners with a route or URL linkage are
 * links; others are plain images. The first banner is fetched with high priority (largest paint).
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../../contract/types';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '../../../contract/spec';

function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const img = <img src={banner.url} alt={banner.title} width={1200} height={340} fetchPriority={first ? 'high' : 'auto'} />;
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

const BannerSlides = observer(function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
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
        /* Bullets: a 4 px bar drawn inside a 24 px high target (WCAG 2.5.8 target size). */
        .swiper-pagination-bullet {
          position: relative;
          width: 28px;
          height: 24px;
          margin: 0 2px !important;
          border-radius: 0;
          background: transparent;
          opacity: 1;
          vertical-align: middle;
        }
        .swiper-pagination-bullet::after {
          content: '';
          position: absolute;
          left: 3px;
          right: 3px;
          top: 10px;
          height: 4px;
          border-radius: 4px;
          background: #fff;
          opacity: 0.5;
          transition: opacity 0.2s ease, background-color 0.2s ease;
        }
        .swiper-pagination-bullet-active {
          width: 42px;
        }
        .swiper-pagination-bullet-active::after {
          opacity: 1;
          background: var(--c-primary);
        }
        .swiper-horizontal > .swiper-pagination-bullets {
          bottom: 6px;
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
        {banners.map((b, i) => (
          <SwiperSlide key={b.id}>
            <BannerImage banner={b} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
});

export default BannerSlides;
