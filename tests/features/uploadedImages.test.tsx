/**
 * Uploaded images shown large besides the home banner: a promotion's image (src/features/promotions/
 * promotionUi.tsx PromotionImage) in its card and its details, and an article's cover
 * (src/features/site-pages/parts.tsx ArticleCover) in a card and on its page. An image the operator
 * uploaded is drawn from its AVIF and WebP variants at the width shown, lazily; an https image stays
 * a plain image, and no image is the generated placeholder.
 */
import './helpers';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import type { Promotion } from '../../contract/types';
import { PromotionCard } from '../../src/features/promotions/PromotionCard';
import { PROMOTION_DETAILS_SIZES, PromotionImage } from '../../src/features/promotions/promotionUi';
import { ARTICLE_PAGE_SIZES, ArticleCover } from '../../src/features/site-pages/parts';
import { loadedStore, renderWith } from './helpers';

const promotion = (image: string | null): Promotion => ({
  id: 42,
  category: 'daily',
  kind: 'automatic',
  title: 'Weekend reload',
  summary: 'Deposit and get 10 % more',
  image,
  startsAt: new Date(Date.now() - 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 86_400_000).toISOString(),
  signUpEndsAt: null,
  drawAt: null,
  state: 'joinNow',
  rule: {
    trigger: 'none',
    category: null,
    target: '0.00',
    reward: { type: 'fixed', amount: '10.00', percent: 0, max: '0.00' },
    multiple: 1,
  },
  rewardText: '10.00',
  vipLevels: [],
  entry: null,
});

const card = async (image: string | null) =>
  renderWith(
    await loadedStore(),
    <PromotionCard promotion={promotion(image)} onOpen={() => undefined} onAction={() => undefined} />,
  );

describe('promotion images', () => {
  it('draws an uploaded image in a card from its variants at the card width, lazily', async () => {
    const { container } = await card('/media/uploads/12');
    const picture = screen.getByTestId('promotion-42').querySelector('picture')!;
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('sizes')])).toEqual([
      ['image/avif', '(max-width: 688px) calc(100vw - 128px), 420px'],
      ['image/webp', '(max-width: 688px) calc(100vw - 128px), 420px'],
    ]);
    expect(sources[0]!.getAttribute('srcset')).toContain('/media/uploads/12/w480.avif 480w');
    const img = picture.querySelector('img')!;
    expect([img.getAttribute('src'), img.getAttribute('loading')]).toEqual(['/media/uploads/12', 'lazy']);
    expect(container.querySelector('[data-testid="promotion-placeholder"]')).toBeNull();
  });

  it('keeps an https image a plain image, and shows the placeholder without one', async () => {
    const external = await card('https://cdn.example.com/promo.jpg');
    expect(external.container.querySelector('picture')).toBeNull();
    expect(external.container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example.com/promo.jpg');
    external.unmount();
    const none = await card(null);
    expect(none.container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('promotion-placeholder')).toBeTruthy();
  });

  it("draws the details dialog's image at the dialog's width", async () => {
    const { container } = renderWith(
      await loadedStore(),
      <PromotionImage promotion={promotion('/media/uploads/12')} height={200} sizes={PROMOTION_DETAILS_SIZES} />,
    );
    expect(container.querySelector('source[type="image/webp"]')?.getAttribute('sizes')).toBe(
      '(max-width: 824px) calc(100vw - 108px), 716px',
    );
  });
});

describe('article covers', () => {
  const article = (cover: string | null) => ({
    cover,
    category: 'news',
    kind: 'news' as const,
    title: 'Opening night',
    categoryName: 'News',
  });

  it('draws an uploaded cover from its variants: card width by default, page width on the article page', async () => {
    const store = await loadedStore();
    const inCard = renderWith(store, <ArticleCover article={article('/media/uploads/8')} height={170} />);
    expect(inCard.container.querySelector('source[type="image/avif"]')?.getAttribute('sizes')).toBe('480px');
    expect(inCard.container.querySelector('picture img')?.getAttribute('loading')).toBe('lazy');
    inCard.unmount();
    const onPage = renderWith(
      store,
      <ArticleCover article={article('/media/uploads/8')} height={300} sizes={ARTICLE_PAGE_SIZES} />,
    );
    expect(onPage.container.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      '/media/uploads/8/w1920.webp 1920w',
    );
    expect(onPage.container.querySelector('source[type="image/webp"]')?.getAttribute('sizes')).toBe(
      '(max-width: 1048px) calc(100vw - 128px), 920px',
    );
  });

  it('keeps an https cover a plain image and draws generated art without one', async () => {
    const store = await loadedStore();
    const external = renderWith(
      store,
      <ArticleCover article={article('https://cdn.example.com/cover.jpg')} height={170} />,
    );
    expect([
      external.container.querySelector('picture'),
      external.container.querySelector('img')?.getAttribute('src'),
    ]).toEqual([null, 'https://cdn.example.com/cover.jpg']);
    external.unmount();
    const none = renderWith(store, <ArticleCover article={article(null)} height={170} />);
    expect([
      none.container.querySelector('img'),
      none.container.querySelector('[data-testid="generated-cover"]') !== null,
    ]).toEqual([null, true]);
  });
});
