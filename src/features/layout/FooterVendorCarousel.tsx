/**
 * The footer's vendor logo carousel (spec section 2; section 9: 10 per view, speed 3000, linear
 * autoplay): a lazy chunk with Swiper, built when the footer comes near the viewport. Autoplay
 * runs only while `visible`.
 */
import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { MenuVendor } from '../../../contract/types';
import { FOOTER_CAROUSEL_PER_VIEW, FOOTER_CAROUSEL_SPEED_MS } from '../../../contract/spec';

export default function FooterVendorCarousel({ vendors, visible }: { vendors: MenuVendor[]; visible: boolean }) {
  const [swiper, setSwiper] = useState<SwiperClass | null>(null);
  useEffect(() => {
    if (!swiper?.autoplay) return;
    if (visible) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, visible]);
  return (
    <Swiper
      onSwiper={setSwiper}
      modules={[Autoplay, A11y]}
      slidesPerView={FOOTER_CAROUSEL_PER_VIEW}
      spaceBetween={12}
      speed={FOOTER_CAROUSEL_SPEED_MS}
      autoplay={{ delay: 0, disableOnInteraction: false }}
      loop={vendors.length > FOOTER_CAROUSEL_PER_VIEW}
      allowTouchMove={false}
    >
      {vendors.map((v) => (
        <SwiperSlide key={v.vassalage}>
          <div
            title={v.displayName}
            css={css`
              display: flex;
              align-items: center;
              justify-content: center;
              gap: 8px;
              height: 46px;
              border-radius: var(--r-md);
              background: var(--c-surface);
              border: 1px solid var(--c-border);
              font-size: 12px;
              font-weight: 700;
              color: var(--c-muted);
            `}
          >
            <img
              src={v.logo || v.lagerIcon}
              alt={v.displayName}
              width={28}
              height={28}
              loading="lazy"
              css={css`
                border-radius: 6px;
              `}
            />
            <span
              css={css`
                white-space: nowrap;
                overflow: hidden;
                text-overflow: ellipsis;
                max-width: 70px;
              `}
            >
              {v.displayName}
            </span>
          </div>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
