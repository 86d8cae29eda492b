import './helpers';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HomePage } from '../../src/features/home/HomePage';
import { WinnerBoard } from '../../src/features/home/WinnerBoard';
import { showArrows } from '../../src/features/home/carouselRules';
import { toYoutubeEmbed } from '../../src/features/home/youtube';
import { ModalHost } from '../../src/features/modals/ModalHost';
import { contentWebApi, game, loadedStore, renderWith, winners } from './helpers';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('home sections', () => {
  it('hides every content section when the API has nothing', async () => {
    const store = await loadedStore(contentWebApi(), 'minimal.json');
    await store.content.loadHome('EN');
    await store.games.loadHomeGames('EN');
    renderWith(store, <HomePage />);
    for (const id of [
      'section-RNG',
      'section-LIVE',
      'section-FISH',
      'section-PVP',
      'hot-games',
      'winner-board',
      'banner-carousel',
      'video-banners',
    ]) {
      expect(screen.queryByTestId(id)).toBeNull();
    }
  });

  it('shows game sections with data (at most 12 cards) and a more link to the category page', async () => {
    const rng = Array.from({ length: 15 }, (_, i) => game(100 + i));
    const store = await loadedStore(contentWebApi({}, { RNG: rng }));
    await store.games.loadHomeGames('EN');
    renderWith(store, <HomePage />);
    const section = screen.getByTestId('section-RNG');
    expect(within(section).getAllByTestId('game-card')).toHaveLength(12);
    expect(within(section).getByRole('link', { name: 'More Slots' })).toHaveAttribute('href', '/rng');
    expect(screen.queryByTestId('section-LIVE')).toBeNull();
    // vendor sections come from the registry (default sample has sports vendors)
    expect(screen.getByTestId('section-SPORTS')).toBeInTheDocument();
  });
});

describe('winner board', () => {
  it('features the top 3, numbers the list from 4 and formats amounts with two decimals', async () => {
    const store = await loadedStore(contentWebApi({ winnerBoard: async () => winners(25) }));
    await store.content.loadHome('EN');
    renderWith(store, <WinnerBoard currencySymbol="¥" />);
    expect(screen.getAllByTestId('winner-top')).toHaveLength(3);
    const rows = screen.getAllByTestId('winner-row');
    expect(rows).toHaveLength(17); // limit 20, minus the top 3
    expect(rows[0]!.querySelector('[data-rank]')!.textContent).toBe('4');
    expect(rows[16]!.querySelector('[data-rank]')!.textContent).toBe('20');
    expect(screen.getAllByTestId('winner-top')[0]!.textContent).toContain('1,234,567.50');
    expect(rows[0]!.textContent).toContain('¥ 1,231,567.50');
  });
});

describe('video banner links', () => {
  it('converts YouTube watch, youtu.be, shorts and embed links to embed links', () => {
    expect(toYoutubeEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    expect(toYoutubeEmbed('https://youtu.be/dQw4w9WgXcQ?t=3')).toMatch(/\/embed\/dQw4w9WgXcQ\?/);
    expect(toYoutubeEmbed('https://youtube.com/shorts/abcdefGHIJ1')).toMatch(/\/embed\/abcdefGHIJ1\?/);
    expect(toYoutubeEmbed('https://www.youtube.com/embed/dQw4w9WgXcQ')).toMatch(/\/embed\/dQw4w9WgXcQ\?/);
  });

  it("gives nothing for a non-YouTube link and logs 'Not youtube link!'", () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(toYoutubeEmbed('https://vimeo.com/12345')).toBeNull();
    expect(toYoutubeEmbed('not a url')).toBeNull();
    expect(log).toHaveBeenCalledWith('Not youtube link!');
    log.mockRestore();
  });

  it('shows only the YouTube videos of group w_promotion', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const banner = (id: number, linkage: string) => ({
      id,
      groupName: 'w_promotion',
      url: `/b/${id}.svg`,
      linkage,
      linkageType: 'VIDEO' as const,
      title: `Video ${id}`,
    });
    const store = await loadedStore(
      contentWebApi({
        announcements: async () => ({
          banners: [],
          player: [],
          popup: [],
          promotion: [banner(1, 'https://youtu.be/dQw4w9WgXcQ'), banner(2, 'https://example.com/v.mp4')],
        }),
      }),
    );
    await store.content.loadHome('EN');
    renderWith(store, <HomePage />);
    const videos = screen.getByTestId('video-banners');
    // The slides (Swiper) are a lazy chunk: wait for them.
    const facades = await within(videos).findAllByRole('button', { name: /^Play: / });
    expect(facades).toHaveLength(1);
    expect(facades[0]).toHaveAttribute('data-embed', expect.stringContaining('/embed/dQw4w9WgXcQ'));
    fireEvent.click(facades[0]!);
    expect(within(videos).getByTitle('Video 1').tagName).toBe('IFRAME');
    log.mockRestore();
  });
});

describe('hot games carousel rule', () => {
  it('shows arrows above 7 hot items, above 12 for other carousels', () => {
    expect(showArrows(7, 'hot')).toBe(false);
    expect(showArrows(8, 'hot')).toBe(true);
    expect(showArrows(12, 'other')).toBe(false);
    expect(showArrows(13, 'other')).toBe(true);
  });
});

describe('game cards', () => {
  it('use the colour theme nodeId % 6 and show the hot badge only when isHot is 1', async () => {
    const list = [game(12, { isHot: 1 }), game(13), game(17)];
    const store = await loadedStore(contentWebApi({}, { RNG: list }));
    await store.games.loadHomeGames('EN');
    renderWith(store, <HomePage />);
    const cards = within(screen.getByTestId('section-RNG')).getAllByTestId('game-card');
    expect(cards.map((c) => c.getAttribute('data-theme-index'))).toEqual(['0', '1', '5']);
    expect(within(cards[0]!).getByTestId('hot-badge')).toBeInTheDocument();
    expect(within(cards[1]!).queryByTestId('hot-badge')).toBeNull();
  });

  it('a guest clicking play or the heart gets the login dialog', async () => {
    const store = await loadedStore(contentWebApi({}, { RNG: [game(20)] }));
    await store.games.loadHomeGames('EN');
    renderWith(
      store,
      <>
        <HomePage />
        <ModalHost />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play Game 20' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    act(() => store.ui.closeModal());
    fireEvent.click(screen.getByRole('button', { name: 'Add Game 20 to favourites' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument());
    expect(store.games.favouriteIds).toEqual([]);
  });

  it('shows the free-trial button only for freeTrial games with the game.freePlay feature on', async () => {
    const list = [game(30, { freeTrial: true }), game(31)];
    const on = await loadedStore(contentWebApi({}, { RNG: list }));
    await on.games.loadHomeGames('EN');
    const { unmount } = renderWith(on, <HomePage />);
    expect(screen.getAllByRole('button', { name: /^Try .* for free$/ })).toHaveLength(1);
    unmount();
    const off = await loadedStore(contentWebApi({}, { RNG: list }), 'minimal.json');
    await off.games.loadHomeGames('EN');
    renderWith(off, <HomePage />);
    expect(screen.queryAllByRole('button', { name: /^Try .* for free$/ })).toHaveLength(0);
  });
});
