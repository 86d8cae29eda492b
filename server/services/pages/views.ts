/**
 * The public views of a merchant's pages (docs/site-pages.md "Public calls"; schemas/api/site-pages.json):
 * the article lists of blog and news (active articles published by `now`, newest first, a page at a
 * time, with the kind's categories), one article with its previous (older) and next (newer) of the
 * same kind, about us and the help center (filtered by search words). Texts are in the request
 * language; HTML is sanitised again on the way out. Pure functions of the document.
 */
import type {
  AboutPage,
  ArticleCard,
  ArticleDetails,
  ArticleKind,
  ArticleList,
  HelpContent,
  PagesArticle,
  PagesDocument,
} from '../../../contract/types.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import { sanitizeAnnouncementHtml } from '../config-versions/sanitize.ts';
import { htmlText } from './check.ts';

const langOf = (language: Language) => (language === 'EN' ? 'en' : 'tw');

/** The articles of `kind` a visitor sees at `now` (active, published), newest first (ties: by id). */
export function visibleArticles(doc: PagesDocument, kind: ArticleKind, now: Date): PagesArticle[] {
  const at = now.getTime();
  return doc.articles
    .filter((a) => a.kind === kind && a.active && new Date(a.publishedAt).getTime() <= at)
    .sort((a, b) => new Date(b.publishedAt).getTime() - new Date(a.publishedAt).getTime() || a.id.localeCompare(b.id));
}

/** The card of `a` in `language`. */
export function articleCard(doc: PagesDocument, a: PagesArticle, language: Language): ArticleCard {
  const l = langOf(language);
  const category = doc.categories[a.kind].find((c) => c.code === a.category);
  return {
    id: a.id,
    kind: a.kind,
    category: a.category,
    categoryName: category?.name[l] ?? a.category,
    title: a.title[l],
    summary: a.summary[l],
    cover: a.cover,
    publishedAt: new Date(a.publishedAt).toISOString(),
  };
}

/**
 * A page of the visible articles of `q.kind` (category filter: one of the kind's category codes; an
 * unknown code lists nothing), with the kind's categories. pageNo from 1, pageSize 1 to 100.
 */
export function articleList(
  doc: PagesDocument,
  q: { kind: ArticleKind; category?: string; pageNo: number; pageSize: number },
  language: Language,
  now: Date,
): ArticleList {
  const l = langOf(language);
  const all = visibleArticles(doc, q.kind, now).filter((a) => !q.category || a.category === q.category);
  const start = (q.pageNo - 1) * q.pageSize;
  return {
    list: all.slice(start, start + q.pageSize).map((a) => articleCard(doc, a, language)),
    total: all.length,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
    categories: doc.categories[q.kind].map((c) => ({ code: c.code, name: c.name[l] })),
  };
}

/**
 * Article `id` of `kind` with its sanitised body, the previous (older) and the next (newer) visible article.
 * @throws 404 PAGES_ARTICLE_NOT_FOUND for an unknown, inactive or future article, or one of the other kind.
 */
export function articleDetails(
  doc: PagesDocument,
  id: string,
  kind: ArticleKind,
  language: Language,
  now: Date,
): ArticleDetails {
  const list = visibleArticles(doc, kind, now);
  const index = list.findIndex((a) => a.id === id);
  if (index < 0) throw new ApiError(404, 'PAGES_ARTICLE_NOT_FOUND', 'pagesArticleNotFound', { value: { id } });
  const a = list[index]!;
  const older = list[index + 1];
  const newer = index > 0 ? list[index - 1] : undefined;
  return {
    article: articleCard(doc, a, language),
    body: sanitizeAnnouncementHtml(a.body[langOf(language)]),
    previous: older ? articleCard(doc, older, language) : null,
    next: newer ? articleCard(doc, newer, language) : null,
  };
}

/** About us in `language` (sanitised HTML). */
export function aboutPage(doc: PagesDocument, language: Language): AboutPage {
  const l = langOf(language);
  return { title: doc.about.title[l], body: sanitizeAnnouncementHtml(doc.about.body[l]) };
}

/** The search words of `q`: lower-case, split on white space (at most 10). */
export const searchWords = (q: string | undefined): string[] =>
  (q ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 10);

/**
 * The help center in `language`; with search words `q`, only the articles whose title or text
 * contains every word (case-insensitive), and only the sections with such an article.
 */
export function helpContent(doc: PagesDocument, language: Language, q?: string): HelpContent {
  const l = langOf(language);
  const words = searchWords(q);
  const matches = (title: string, body: string) => {
    if (words.length === 0) return true;
    const hay = `${title} ${htmlText(body)}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  };
  return {
    sections: doc.help
      .map((s) => ({
        id: s.id,
        title: s.title[l],
        articles: s.articles
          .filter((a) => matches(a.title[l], a.body[l]))
          .map((a) => ({ id: a.id, anchor: a.anchor, title: a.title[l], body: sanitizeAnnouncementHtml(a.body[l]) })),
      }))
      .filter((s) => words.length === 0 || s.articles.length > 0),
  };
}
