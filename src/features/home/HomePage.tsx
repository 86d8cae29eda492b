/**
 * Home (spec section 2): notice marquee, banner carousel, jackpot, hot games with the winner board,
 * video banners, then the game sections RNG, LIVE, FISH, PVP and the vendor sections SPORTS,
 * ESPORTS, COCKFIGHT. Every section hides itself when empty.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores';
import { HOME_SECTION_LIMIT } from '../../../contract/spec';
import { Deferred } from '../shared/Deferred';
import { BannerCarousel } from './BannerCarousel';
import { GameSection } from './GameSection';
import { GameSectionSkeleton, VideoBannersSkeleton } from './HomeSkeletons';
import { HotGames } from './HotGames';
import { Jackpot } from './Jackpot';
import { NoticeMarquee } from './NoticeMarquee';
import { VendorSection } from './VendorSection';
import { VideoBanners } from './VideoBanners';
import { WinnerBoard } from './WinnerBoard';

const GAME_SECTIONS = [
  { category: 'RNG', path: '/rng' },
  { category: 'LIVE', path: '/live' },
  { category: 'FISH', path: '/fish' },
  { category: 'PVP', path: '/pvp' },
] as const;
const VENDOR_SECTIONS = ['SPORTS', 'ESPORTS', 'COCKFIGHT'] as const;

export const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const { config } = useStores();
  const symbol = config.permission?.currencySymbol ?? '¥';
  const pathOf = (category: string, fallback: string) =>
    config.categories.find((c) => c.category === category)?.path ?? fallback;
  return (
    <div
      css={css`
        display: flex;
        flex-direction: column;
        gap: 28px;
      `}
    >
      <NoticeMarquee />
      <BannerCarousel />
      <Jackpot currencySymbol={symbol} />
      <div
        css={css`
          display: grid;
          grid-template-columns: minmax(0, 1fr) 340px;
          gap: 20px;
          align-items: start;
          &:has(> :only-child) {
            grid-template-columns: 1fr;
          }
        `}
      >
        <HotGames currencySymbol={symbol} />
        <WinnerBoard currencySymbol={symbol} />
      </div>
      {/* Below the fold: mounted after the first render, one section per idle period. */}
      <Deferred placeholder={<VideoBannersSkeleton title={t('home.videos')} />}>
        <VideoBanners />
      </Deferred>
      {GAME_SECTIONS.map((s) => (
        <Deferred
          key={s.category}
          placeholder={
            <GameSectionSkeleton
              id={`home-${s.category.toLowerCase()}`}
              icon={s.category.toLowerCase()}
              title={t(`home.sections.${s.category}`)}
            />
          }
        >
          <GameSection category={s.category} path={pathOf(s.category, s.path)} />
        </Deferred>
      ))}
      {VENDOR_SECTIONS.map((c) => {
        const count = Math.min(
          HOME_SECTION_LIMIT,
          config.categories.find((x) => x.category === c)?.vendors.length ?? 0,
        );
        if (count === 0) return null;
        const columns = count >= 4 ? 4 : 3;
        const placeholder = (
          <GameSectionSkeleton
            id={`home-${c.toLowerCase()}`}
            icon={c.toLowerCase()}
            title={t(`home.sections.${c}`)}
            columns={columns}
            rows={Math.ceil(count / columns)}
            aspect="16 / 9"
            footerPx={67}
            gap={16}
          />
        );
        return (
          <Deferred key={c} placeholder={placeholder}>
            <VendorSection category={c} />
          </Deferred>
        );
      })}
    </div>
  );
});

export default HomePage;
