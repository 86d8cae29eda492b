/**
 * The home carousels' first views (spec section 2; home/BannerCarousel.tsx, home/HotGames.tsx): in
 * a browser the first banner is drawn alone in the carousel's frame, and the first four hot games in
 * the carousel's columns, as soon as the content is there (the first paint needs no Swiper); the
 * Swiper carousels take over once the page has loaded and the browser is idle. Where the
 * environment cannot wait (no requestIdleCallback) the carousels come at once.
 */
import './helpers';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Banner } from '../../contract/types';
import { BannerCarousel } from '../../src/features/home/BannerCarousel';
import { HotGames } from '../../src/features/home/HotGames';
import { contentWebApi, game, loadedStore, renderWith } from './helpers';

const banner = (id: number, linkage = ''): Banner => ({ id, groupName: 'w_home', url: `/media/banners/${id}/EN.svg`, linkage, linkageType: linkage ? 'ROUTE' : 'NONE', title: `Banner ${id}` });

async function storeWithBanners(banners: Banner[]) {
  const store = await loadedStore(contentWebApi({ announcements: async () => ({ banners, player: [], popup: [], promotion: [] }) }));
  await store.content.loadHome('EN');
  return store;
}

/** The idle callback API, which jsdom lacks: a test adds it to play a browser. */
interface IdleApi {
  requestIdleCallback?: (cb: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
}
const g = globalThis as unknown as IdleApi;

afterEach(() => {
  delete g.requestIdleCallback;
  delete g.cancelIdleCallback;
});

/** Plays a browser whose idle periods come when the test says: returns the queued idle callbacks. */
function browserIdle(): (() => void)[] {
  const idle: (() => void)[] = [];
  g.requestIdleCallback = (cb) => idle.push(cb);
  g.cancelIdleCallback = () => undefined;
  return idle;
}

/** Lets the load event's frame be painted (requestAnimationFrame, then a task). */
const afterPaint = () => act(async () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5))));

describe('home banner carousel', () => {
  it('draws the first banner alone first, then the Swiper slides once the page has settled', async () => {
    const idle = browserIdle();
    const store = await storeWithBanners([banner(1, '/promotions'), banner(2)]);
    renderWith(store, <BannerCarousel />);
    const region = screen.getByRole('region', { name: 'Promotions banner' });
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/media/banners/1/EN.svg');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]!.closest('a')).toHaveAttribute('href', '/promotions');
    expect(region.querySelector('.swiper')).toBeNull();
    // load has fired in jsdom; the frame is painted, then the idle period comes.
    await afterPaint();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]!());
    await waitFor(() => expect(screen.getByTestId('banner-carousel').querySelector('.swiper')).not.toBeNull());
    const slides = within(screen.getByTestId('banner-carousel')).getAllByRole('img');
    expect(slides.map((img) => img.getAttribute('src'))).toEqual(expect.arrayContaining(['/media/banners/1/EN.svg', '/media/banners/2/EN.svg']));
  });

  it('mounts the slides at once where the environment cannot wait for an idle period', async () => {
    const store = await storeWithBanners([banner(1), banner(2)]);
    renderWith(store, <BannerCarousel />);
    await waitFor(() => expect(screen.getByTestId('banner-carousel').querySelector('.swiper')).not.toBeNull());
    expect(within(screen.getByTestId('banner-carousel')).getAllByRole('img').length).toBeGreaterThanOrEqual(2);
  });

  it('shows nothing without banners', async () => {
    const store = await storeWithBanners([]);
    renderWith(store, <BannerCarousel />);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});

describe('hot games carousel', () => {
  it('draws the first four hot games in the carousel’s columns first, then the Swiper carousel once the page has settled', async () => {
    const idle = browserIdle();
    const hot = Array.from({ length: 9 }, (_, i) => game(200 + i, { isHot: 1 }));
    const store = await loadedStore(contentWebApi({ hotGames: async () => hot }));
    await store.content.loadHome('EN');
    renderWith(store, <HotGames currencySymbol="¥" />);
    const section = screen.getByTestId('hot-games');
    expect(within(section).getByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    expect(within(section).getAllByTestId('hot-card').map((c) => c.getAttribute('aria-label'))).toEqual(['Game 200', 'Game 201', 'Game 202', 'Game 203']);
    expect(section).toHaveAttribute('data-arrows', 'true');
    expect(section.querySelector('.swiper')).toBeNull();
    await afterPaint();
    await act(async () => idle[0]!());
    await waitFor(() => expect(screen.getByTestId('hot-games').querySelector('.swiper')).not.toBeNull());
    expect(within(screen.getByTestId('hot-games')).getAllByTestId('hot-card').length).toBeGreaterThanOrEqual(9);
  });
});
