/**
 * Home (spec section 2): notice marquee, banner carousel, jackpot, hot games with the winner board,
 * video banners, then the game sections RNG, LIVE, FISH, PVP and the vendor sections SPORTS,
 * ESPORTS, COCKFIGHT. Every section hides itself when empty.
 */
import { css } from '@emotion/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores';
import { BannerCarousel } from './BannerCarousel';
import { GameSection } from './GameSection';
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
  const { config } = useStores();
  const symbol = config.permission?.currencySymbol ?? '¥';
  const pathOf = (category: string, fallback: string) => config.categories.find((c) => c.category === category)?.path ?? fallback;
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
      <VideoBanners />
      {GAME_SECTIONS.map((s) => (
        <GameSection key={s.category} category={s.category} path={pathOf(s.category, s.path)} />
      ))}
      {VENDOR_SECTIONS.map((c) => (
        <VendorSection key={c} category={c} />
      ))}
    </div>
  );
});

export default HomePage;
