/**
 * A fake site pages API for the feature tests (docs/site-pages.md): a small blog (three posts, one
 * category filter), about us and a help center whose search keeps the articles containing every
 * word, answering like the server (newest first, previous = older, next = newer, 404 for unknown).
 */
import { ApiProblem } from '../../src/api/client';
import type { ArticleCard } from '../../contract/types';
import type { AboutPage, ArticleDetails, ArticleList, HelpContent, SitePagesApi } from '../../src/api/sitePages';

const card = (id: string, category: string, title: string, day: number): ArticleCard => ({
  id,
  kind: 'blog',
  category,
  categoryName: category === 'guides' ? 'Game guides' : 'Sports insight',
  title,
  summary: `${title} in short`,
  cover: null,
  publishedAt: `2026-10-${String(day).padStart(2, '0')}T08:00:00.000Z`,
});

/** The fake, with `calls` counting the calls by name and `about.title` to change what about us answers. */
export function fakeSitePagesApi() {
  const blog = [
    card('third', 'sports', 'Third post', 20),
    card('second', 'guides', 'Second post', 10),
    card('first', 'guides', 'First post', 1),
  ];
  const state = { aboutTitle: 'About us', bodySuffix: '' };
  const calls: Record<string, number> = {};
  const count = (name: string) => (calls[name] = (calls[name] ?? 0) + 1);
  const help: HelpContent = {
    sections: [
      {
        id: 'payments',
        title: 'Deposits and withdrawals',
        articles: [
          {
            id: 'withdraw-time',
            anchor: null,
            title: 'How long does a withdrawal take?',
            body: '<p>Usually 5 to 30 minutes.</p>',
          },
        ],
      },
      {
        id: 'policies',
        title: 'Terms and policies',
        articles: [
          {
            id: 'terms',
            anchor: 'term',
            title: 'Terms and conditions',
            body: '<p>Members must be 18 or older.</p><script>alert(1)</script>',
          },
        ],
      },
    ],
  };
  const api: SitePagesApi = {
    async articles(q) {
      count('articles');
      const all = blog.filter((a) => !q.category || a.category === q.category);
      const size = q.pageSize ?? 10;
      const page = q.pageNo ?? 1;
      const value: ArticleList = {
        list: all.slice((page - 1) * size, page * size),
        total: all.length,
        pageNo: page,
        pageSize: size,
        categories: [
          { code: 'guides', name: 'Game guides' },
          { code: 'sports', name: 'Sports insight' },
        ],
      };
      return value;
    },
    async article(id) {
      count('article');
      const index = blog.findIndex((a) => a.id === id);
      if (index < 0)
        throw new ApiProblem(
          'notFound',
          'This article does not exist or is no longer published',
          404,
          'PAGES_ARTICLE_NOT_FOUND',
        );
      const value: ArticleDetails = {
        article: blog[index]!,
        body: `<p>Body of ${id}${state.bodySuffix}</p><img src=x onerror="alert(1)">`,
        previous: blog[index + 1] ?? null,
        next: blog[index - 1] ?? null,
      };
      return value;
    },
    async about() {
      count('about');
      const value: AboutPage = { title: state.aboutTitle, body: '<h3>Our mission</h3><p>Fair play.</p>' };
      return value;
    },
    async help(q) {
      count('help');
      const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      if (words.length === 0) return help;
      return {
        sections: help.sections
          .map((s) => ({
            ...s,
            articles: s.articles.filter((a) => words.every((w) => `${a.title} ${a.body}`.toLowerCase().includes(w))),
          }))
          .filter((s) => s.articles.length > 0),
      };
    },
  };
  return { api, calls, state };
}
