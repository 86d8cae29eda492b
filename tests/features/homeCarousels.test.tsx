/**
 * The home carousels' first views (spec section 2; home/BannerCarousel.tsx, home/HotGames.tsx): in
 * a browser the first banner is drawn alone in the carousel's frame, and the first four hot games in
 * the carousel's columns, as soon as the content is there (the first paint needs no Swiper); the
 * Swiper carousels take over once the page has loaded and the browser is idle. Where the
 * environment cannot wait (no requestIdleCallback) the carousels come at once. A banner image an
 * operator uploaded is drawn as a picture of its AVIF and WebP variants at the width shown, the
 * first still fetched at once with high priority and the others lazily.
 */
import './helpers';
import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Banner } from '../../contract/types';
import { BannerCarousel } from '../../src/features/home/BannerCarousel';
import { startHomeContent } from '../../src/features/layout/useContentLoader';
import { HotGames } from '../../src/features/home/HotGames';
import { contentWebApi, game, loadedStore, renderWith } from './helpers';

const banner = (id: number, linkage = ''): Banner => ({
  id,
  groupName: 'w_home',
  url: `/media/banners/${id}/EN.svg`,
  linkage,
  linkageType: linkage ? 'ROUTE' : 'NONE',
  title: `Banner ${id}`,
});

async function storeWithBanners(banners: Banner[]) {
  const store = await loadedStore(
    contentWebApi({ announcements: async () => ({ banners, player: [], popup: [], promotion: [] }) }),
  );
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
    expect(slides.map((img) => img.getAttribute('src'))).toEqual(
      expect.arrayContaining(['/media/banners/1/EN.svg', '/media/banners/2/EN.svg']),
    );
  });

  it('mounts the slides at once where the environment cannot wait for an idle period', async () => {
    const store = await storeWithBanners([banner(1), banner(2)]);
    renderWith(store, <BannerCarousel />);
    await waitFor(() => expect(screen.getByTestId('banner-carousel').querySelector('.swiper')).not.toBeNull());
    expect(within(screen.getByTestId('banner-carousel')).getAllByRole('img').length).toBeGreaterThanOrEqual(2);
  });

  it('draws uploaded banner images from their AVIF and WebP variants at the width shown, the first at high priority', async () => {
    const idle = browserIdle();
    const uploaded = (id: number, upload: number): Banner => ({ ...banner(id), url: `/media/uploads/${upload}` });
    const store = await storeWithBanners([uploaded(1, 31), uploaded(2, 32)]);
    renderWith(store, <BannerCarousel />);
    const region = screen.getByRole('region', { name: 'Promotions banner' });
    const pictures = region.querySelectorAll('picture');
    expect(pictures).toHaveLength(1);
    const sources = [...pictures[0]!.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '1256px'],
      ['image/webp', '1256px'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      '/media/uploads/31/w480.avif 480w, /media/uploads/31/w960.avif 960w, /media/uploads/31/w1440.avif 1440w, /media/uploads/31/w1920.avif 1920w',
    );
    const first = within(region).getByRole('img');
    expect([
      first.getAttribute('src'),
      first.getAttribute('fetchpriority'),
      first.getAttribute('width'),
      first.getAttribute('height'),
      first.getAttribute('loading'),
    ]).toEqual(['/media/uploads/31', 'high', '1200', '340', null]);
    await afterPaint();
    await act(async () => idle[0]!());
    await waitFor(() => expect(screen.getByTestId('banner-carousel').querySelector('.swiper')).not.toBeNull());
    const second = [...screen.getByTestId('banner-carousel').querySelectorAll('img')].find(
      (img) => img.getAttribute('src') === '/media/uploads/32',
    )!;
    expect([
      second.getAttribute('loading'),
      second.getAttribute('fetchpriority'),
      second.parentElement?.tagName,
    ]).toEqual(['lazy', null, 'PICTURE']);
    expect(second.parentElement!.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '/media/uploads/32/w1920.webp 1920w',
    );
  });

  it('preloads the first banner the way it is drawn: an upload through the same picture sources, never the original alone', async () => {
    const made: HTMLImageElement[] = [];
    const NativeImage = globalThis.Image;
    globalThis.Image = class extends NativeImage {
      constructor() {
        super();
        made.push(this);
      }
    } as typeof Image;
    try {
      const upload = { ...banner(1), url: '/media/uploads/31' };
      await startHomeContent(
        await loadedStore(
          contentWebApi({ announcements: async () => ({ banners: [upload], player: [], popup: [], promotion: [] }) }),
        ),
      );
      const svg = banner(2);
      await startHomeContent(
        await loadedStore(
          contentWebApi({ announcements: async () => ({ banners: [svg], player: [], popup: [], promotion: [] }) }),
        ),
      );
    } finally {
      globalThis.Image = NativeImage;
    }
    expect(made).toHaveLength(2);
    const [uploaded, artwork] = made as [HTMLImageElement, HTMLImageElement];
    expect([uploaded.getAttribute('src'), uploaded.fetchPriority, uploaded.parentElement?.tagName]).toEqual([
      '/media/uploads/31',
      'high',
      'PICTURE',
    ]);
    const sources = [...uploaded.parentElement!.querySelectorAll('source')];
    expect(sources.map((s) => [s.type, s.sizes, s.srcset.split(', ')[3]])).toEqual([
      ['image/avif', '1256px', '/media/uploads/31/w1920.avif 1920w'],
      ['image/webp', '1256px', '/media/uploads/31/w1920.webp 1920w'],
    ]);
    expect(uploaded.parentElement!.lastElementChild).toBe(uploaded);
    expect([artwork.getAttribute('src'), artwork.parentElement]).toEqual(['/media/banners/2/EN.svg', null]);
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
    expect(
      within(section)
        .getAllByTestId('hot-card')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Game 200', 'Game 201', 'Game 202', 'Game 203']);
    expect(section).toHaveAttribute('data-arrows', 'true');
    expect(section.querySelector('.swiper')).toBeNull();
    await afterPaint();
    await act(async () => idle[0]!());
    await waitFor(() => expect(screen.getByTestId('hot-games').querySelector('.swiper')).not.toBeNull());
    expect(within(screen.getByTestId('hot-games')).getAllByTestId('hot-card').length).toBeGreaterThanOrEqual(9);
  });
});
