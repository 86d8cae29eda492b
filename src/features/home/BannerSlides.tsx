/**
 * The banner carousel's slides (a lazy chunk with Swiper; BannerCarousel.tsx decides when it
 * shows): autoplay 5000 ms, speed 1000 (spec section 9; no autoplay under reduced motion), in the frame and with the images of
 * BannerFrame.tsx, the first of which BannerCarousel has already drawn.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useCarouselAutoplay } from '../../ui/useReducedMotion';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Banner } from '../../../contract/types';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from '../../../contract/spec';
import { BannerFrame, BannerImage } from './BannerFrame';

const BannerSlides = observer(function BannerSlides({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const motion = useCarouselAutoplay(BANNER_AUTOPLAY_MS);
  return (
    <BannerFrame
      extra={css`
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
          background: var(--c-on-vivid);
          opacity: 0.5;
          transition:
            opacity 0.2s ease,
            background-color 0.2s ease;
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
        key={motion.key}
        modules={[Autoplay, Pagination, A11y]}
        autoplay={motion.autoplay}
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
    </BannerFrame>
  );
});

export default BannerSlides;
