/**
 * Placeholders of the home sections while their data loads. Each has the final size of its section
 * (same header, same card aspect ratios, same fixed heights), so nothing moves when the data
 * arrives (no layout shift). They are decorative (aria-hidden); the pulse is an opacity animation
 * (compositor only) and stops for visitors who prefer reduced motion.
 */
import { css, keyframes } from '@emotion/react';
import { SectionHeader } from './SectionHeader';

const pulse = keyframes`0%, 100% { opacity: 0.5 } 50% { opacity: 0.9 }`;

/** One grey block; size it with `extra`. */
export const skeletonBlock = css`
  border-radius: var(--r-lg);
  background: var(--c-surface);
  border: 1px solid var(--c-border);
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Notice bar placeholder (42 px, as NoticeMarquee). */
export function NoticeSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="notices-skeleton"
      css={[
        skeletonBlock,
        css`
          height: 42px;
          border-radius: var(--r-md);
        `,
      ]}
    />
  );
}

/** Banner placeholder (340 px, as BannerCarousel). */
export function BannerSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="banner-skeleton"
      css={[
        skeletonBlock,
        css`
          height: 340px;
        `,
      ]}
    />
  );
}

/** Hot games placeholder: the real header and four cards of the carousel's size. */
export function HotGamesSkeleton({ title }: { title: string }) {
  return (
    <div aria-hidden="true" data-testid="hot-games-skeleton">
      <SectionHeader id="home-hot-skeleton" icon="fire" title={title} />
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(4, minmax(0, 1fr));
          gap: 14px;
        `}
      >
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} css={skeletonBlock}>
            <div
              css={css`
                aspect-ratio: 4 / 5;
              `}
            />
            {/* name 21 px + ticker 27 px + padding 22 px, as HotCard's footer */}
            <div
              css={css`
                height: 70px;
              `}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Winner board placeholder: fills the hot games row's height. */
export function WinnerBoardSkeleton() {
  return (
    <div
      aria-hidden="true"
      data-testid="winner-board-skeleton"
      css={[
        skeletonBlock,
        css`
          align-self: stretch;
          min-height: 380px;
        `,
      ]}
    />
  );
}

/**
 * Card section placeholder: the real header and `rows` rows of `columns` cards. Defaults are a home
 * game section (two rows of six square GameCards); vendor sections pass 16:9 cards.
 */
export function GameSectionSkeleton({
  id,
  icon,
  title,
  columns = 6,
  rows = 2,
  aspect = '1 / 1',
  footerPx = 66,
  gap = 14,
}: {
  id: string;
  icon: string;
  title: string;
  columns?: number;
  rows?: number;
  /** Artwork aspect ratio of a card. */
  aspect?: string;
  /** Height of a card's text part in px (GameCard: name 21 + vendor 18 + padding 22 + border 3 + 2). */
  footerPx?: number;
  gap?: number;
}) {
  return (
    <div aria-hidden="true" data-testid={`${id}-skeleton`}>
      <SectionHeader id={`${id}-skeleton`} icon={icon} title={title} />
      <div
        css={css`
          display: grid;
          grid-template-columns: repeat(${columns}, minmax(0, 1fr));
          gap: ${gap}px;
        `}
      >
        {Array.from({ length: columns * rows }, (_, i) => (
          <div key={i} css={skeletonBlock}>
            <div
              css={css`
                aspect-ratio: ${aspect};
              `}
            />
            <div
              css={css`
                height: ${footerPx}px;
              `}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Two 16:9 frames, as the video slides. */
export function VideoFramesSkeleton() {
  return (
    <div
      aria-hidden="true"
      css={css`
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 16px;
      `}
    >
      <div
        css={[
          skeletonBlock,
          css`
            aspect-ratio: 16 / 9;
          `,
        ]}
      />
      <div
        css={[
          skeletonBlock,
          css`
            aspect-ratio: 16 / 9;
          `,
        ]}
      />
    </div>
  );
}

/** Video banners placeholder: the header and two 16:9 frames. */
export function VideoBannersSkeleton({ title }: { title: string }) {
  return (
    <div aria-hidden="true" data-testid="video-banners-skeleton">
      <SectionHeader id="home-videos-skeleton" icon="video" title={title} />
      <VideoFramesSkeleton />
    </div>
  );
}
