/**
 * The hot games carousel itself (a lazy chunk with Swiper; HotGames.tsx decides when it shows):
 * (spec sections 2 and 9): 4 slides, autoplay 1200 ms (none under reduced motion), speed 1100, arrows when more than 7 hot
 * items; the cards are HotCard.tsx's.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { useCarouselAutoplay } from '../../ui/useReducedMotion';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Game } from '../../../contract/types';
import { HOT_AUTOPLAY_MS, HOT_SLIDES, HOT_SPEED_MS } from '../../../contract/spec';
import { HOT_GAP_PX, showArrows } from './carouselRules';
import { HotCard } from './HotCard';
import { SectionHeader } from './SectionHeader';

export default function HotCarousel({ hot, currencySymbol }: { hot: Game[]; currencySymbol: string }) {
  const { t } = useTranslation();
  const motion = useCarouselAutoplay(HOT_AUTOPLAY_MS);
  const arrows = showArrows(hot.length, 'hot');
  return (
    <section aria-labelledby="home-hot" data-testid="hot-games" data-arrows={arrows}>
      <SectionHeader id="home-hot" icon="fire" title={t('home.hotGames')} />
      <div
        css={css`
          position: relative;
          .swiper-button-prev,
          .swiper-button-next {
            width: 36px;
            height: 36px;
            border-radius: 50%;
            background: var(--c-surface);
            color: var(--c-primary);
            box-shadow: var(--shadow-card);
            --swiper-navigation-size: 14px;
          }
        `}
      >
        <Swiper
          key={motion.key}
          modules={[Autoplay, Navigation, A11y]}
          slidesPerView={HOT_SLIDES}
          spaceBetween={HOT_GAP_PX}
          speed={HOT_SPEED_MS}
          autoplay={motion.autoplay}
          loop={hot.length > HOT_SLIDES}
          navigation={arrows}
        >
          {hot.map((g) => (
            <SwiperSlide key={g.nodeId}>
              <HotCard game={g} symbol={currencySymbol} />
            </SwiperSlide>
          ))}
        </Swiper>
      </div>
    </section>
  );
}
