/**
 * The video banner slides (a lazy chunk with Swiper; VideoBanners.tsx decides when they show): two
 * per view with arrows above two videos, each a facade that loads the YouTube player only when
 * asked.
 */
import { css } from '@emotion/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import { Icon } from '../../components/Icon';
import type { Banner } from '../../../contract/types';

/**
 * Shows the banner image with a play button and loads the YouTube player only when asked (no
 * third-party frame on page load: faster home, no cookies before consent).
 */
function VideoFacade({ embed, title, poster }: { embed: string; title: string; poster: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={`${embed}&autoplay=1`}
        title={title}
        allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      data-embed={embed}
      aria-label={`${t('common.play')}: ${title}`}
      css={css`
        position: absolute;
        inset: 0;
        width: 100%;
        padding: 0;
        border: 0;
        cursor: pointer;
        background: var(--g-hero);
        img {
          width: 100%;
          height: 100%;
          object-fit: cover;
          opacity: 0.85;
          transition:
            opacity 0.2s ease,
            transform 0.4s ease;
        }
        &:hover img:not([data-backdrop]) {
          opacity: 1;
        }
        &:hover [data-play] {
          transform: scale(1.1);
        }
      `}
    >
      {poster ? (
        <>
          <img
            src={poster}
            alt=""
            loading="lazy"
            data-backdrop
            css={css`
              position: absolute;
              inset: 0;
              filter: blur(18px) brightness(0.6);
              transform: scale(1.2);
            `}
          />
          <img
            src={poster}
            alt=""
            loading="lazy"
            css={css`
              position: relative;
              object-fit: contain !important;
            `}
          />
        </>
      ) : null}
      <span
        data-play
        css={css`
          position: absolute;
          right: 16px;
          bottom: 12px;
          display: inline-flex;
          align-items: center;
          justify-content: center;
          width: 44px;
          height: 44px;
          border-radius: 50%;
          background: var(--g-primary);
          color: var(--c-on-primary);
          box-shadow: 0 10px 30px color-mix(in srgb, var(--c-shadow) 45%, transparent);
          transition: transform 0.2s ease;
        `}
      >
        <Icon name="play" size={18} />
      </span>
      <span
        css={css`
          position: absolute;
          left: 16px;
          bottom: 14px;
          right: 16px;
          color: var(--c-on-vivid);
          font-weight: 700;
          font-size: 15px;
          text-align: left;
          text-shadow: 0 2px 8px color-mix(in srgb, var(--c-shade) 60%, transparent);
        `}
      >
        {title}
      </span>
    </button>
  );
}

export interface VideoItem {
  banner: Banner;
  /** The YouTube embed URL. */
  embed: string;
}

export default function VideoSlides({ videos }: { videos: VideoItem[] }) {
  return (
    <div
      css={css`
        .swiper-button-prev,
        .swiper-button-next {
          color: var(--c-primary);
        }
      `}
    >
      <Swiper modules={[Navigation, A11y]} slidesPerView={2} spaceBetween={16} navigation={videos.length > 2}>
        {videos.map(({ banner, embed }) => (
          <SwiperSlide key={banner.id}>
            <div
              css={css`
                position: relative;
                aspect-ratio: 16 / 9;
                border-radius: var(--r-lg);
                overflow: hidden;
                background: var(--c-shade);
                box-shadow: var(--shadow-card);
                border: 1px solid var(--c-border);
                iframe {
                  position: absolute;
                  inset: 0;
                  width: 100%;
                  height: 100%;
                  border: 0;
                }
              `}
            >
              <VideoFacade embed={embed} title={banner.title} poster={banner.url} />
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
