/**
 * The site pages (docs/site-pages.md) over a fake API: the blog list with category chips and cards,
 * an article with its sanitised body and previous / next links, the not-found state, about us, the
 * help center's live search and #term, the page titles and descriptions (usePageMeta), and a
 * console save (the `pages` socket event) reaching an open page without a reload.
 */
import './helpers';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import SitePages from '../../src/features/site-pages/SitePages';
import { HelpModal } from '../../src/features/modals/HelpModal';
import { createRootStore, type RootStore } from '../../src/stores';
import type { StoreEnv } from '../../src/stores/env';
import { Route, Routes } from 'react-router-dom';
import { fakeApi, loadSample } from '../support/samples';
import { contentWebApi, renderWith } from './helpers';
import { fakeSitePagesApi } from './sitePagesFake';
import { fakeStoreEnv } from '../support/storeEnv';
import { liveEventsOf } from '../../src/stores/liveEvents';

let fake: ReturnType<typeof fakeSitePagesApi>;
async function storeWithPages(): Promise<RootStore> {
  fake = fakeSitePagesApi();
  const store = createRootStore(
    fakeStoreEnv({ api: fakeApi(loadSample('default.json')), web: contentWebApi(), sitePages: fake.api }) as StoreEnv,
    {},
  );
  await store.config.load();
  return store;
}
const page = (variant: string) => (
  <Routes>
    <Route path="/blog" element={<SitePages variant="blog" />} />
    <Route path="/blog/:id" element={<SitePages variant="blogPost" />} />
    <Route path="/about" element={<SitePages variant="about" />} />
    <Route path="/helpCenter" element={<SitePages variant="help" />} />
    <Route path="*" element={<SitePages variant={variant} />} />
  </Routes>
);

beforeEach(() => {
  localStorage.clear();
  document.title = 'Site';
});

describe('blog and articles', () => {
  it('lists the cards newest first with category chips; a chip filters; the title and description are set', async () => {
    const store = await storeWithPages();
    renderWith(store, page('blog'), '/blog');
    expect(await screen.findByTestId('article-card-third')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^article-card-/).map((c) => c.getAttribute('data-testid'))).toEqual([
      'article-card-third',
      'article-card-second',
      'article-card-first',
    ]);
    expect(screen.getByTestId('article-card-third')).toHaveAttribute('href', '/blog/third');
    const merchant = store.config.permission!.merchantName;
    expect(document.title).toBe(`Blog | ${merchant}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Game guides/);
    fireEvent.click(screen.getByRole('button', { name: 'Sports insight' }));
    await waitFor(() => expect(screen.queryByTestId('article-card-second')).toBeNull());
    expect(screen.getByTestId('article-card-third')).toBeInTheDocument();
  });

  it('shows an article with its sanitised body, previous and next; an unknown one is not found', async () => {
    const store = await storeWithPages();
    renderWith(store, page('blogPost'), '/blog/second');
    expect(await screen.findByTestId('article-title')).toHaveTextContent('Second post');
    const body = screen.getByTestId('article-body');
    expect(body).toHaveTextContent('Body of second');
    expect(body.innerHTML).not.toContain('onerror');
    expect(screen.getByTestId('article-previous')).toHaveAttribute('href', '/blog/first');
    expect(screen.getByTestId('article-next')).toHaveAttribute('href', '/blog/third');
    expect(document.title).toBe(`Second post | ${store.config.permission!.merchantName}`);
    fireEvent.click(screen.getByTestId('article-next'));
    expect(await screen.findByText('Body of third')).toBeInTheDocument();
    expect(screen.queryByTestId('article-next')).toBeNull();
  });

  it('says an unknown article is not found', async () => {
    const store = await storeWithPages();
    renderWith(store, page('blogPost'), '/blog/nothing');
    expect(await screen.findByTestId('article-not-found')).toHaveTextContent('no longer published');
  });

  it('follows a console save (the pages event) without a reload', async () => {
    const store = await storeWithPages();
    renderWith(store, page('blogPost'), '/blog/first');
    expect(await screen.findByText('Body of first')).toBeInTheDocument();
    fake.state.bodySuffix = ' (edited)';
    await act(async () => liveEventsOf(store).dispatch({ type: 'pages', payload: { version: 9 } }, 'site'));
    expect(await screen.findByText('Body of first (edited)')).toBeInTheDocument();
    expect(screen.queryByTestId('article-not-found')).toBeNull();
  });
});

describe('about us and the help center', () => {
  it('about us shows the server’s title and content', async () => {
    const store = await storeWithPages();
    renderWith(store, page('about'), '/about');
    expect(await screen.findByTestId('about-body')).toHaveTextContent('Fair play.');
    fake.state.aboutTitle = 'About Lucky Star';
    await act(async () => liveEventsOf(store).dispatch({ type: 'pages', payload: { version: 3 } }, 'site'));
    expect(await screen.findByRole('heading', { name: 'About Lucky Star' })).toBeInTheDocument();
  });

  it('searches live (debounced) and shows an empty state; #term opens the terms', async () => {
    const store = await storeWithPages();
    renderWith(store, page('help'), '/helpCenter#term');
    const terms = await screen.findByRole('button', { name: 'Terms and conditions' });
    await waitFor(() => expect(terms).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByText('Members must be 18 or older.')).toBeInTheDocument();
    expect(document.querySelector('#term script')).toBeNull();
    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'withdrawal' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Terms and conditions' })).toBeNull());
    expect(screen.getByRole('button', { name: 'How long does a withdrawal take?' })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'zzz' } });
    expect(await screen.findByTestId('help-empty')).toBeInTheDocument();
    expect(document.title).toBe(`Help center | ${store.config.permission!.merchantName}`);
  });

  it('the help modal shows the same content at its anchor', async () => {
    const store = await storeWithPages();
    renderWith(store, <HelpModal anchor="term" onClose={() => undefined} />, '/help');
    const terms = await screen.findByRole('button', { name: 'Terms and conditions' });
    await waitFor(() => expect(terms).toHaveAttribute('aria-expanded', 'true'));
  });
});
