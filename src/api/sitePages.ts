/**
 * Site pages calls (docs/site-pages.md; schemas/api/site-pages.json): the public blog and news lists,
 * one article with its previous and next, about us and the help center (search words `q`), in the
 * client's language; and the console's versioned `pages` document (operator token) with article
 * cover uploads through the console's upload endpoint. Failures throw ApiProblem with the server's
 * localised message.
 */
import type { AxiosInstance } from 'axios';
import { request } from './client';
import type { DocumentCalls, PatchOperation, UploadedImage, VersionSummary } from './operator';
import { ENDPOINTS } from '../../contract/endpoints';
import type {
  AboutPage,
  ArticleDetails,
  ArticleKind,
  ArticleList,
  ArticleListQuery,
  HelpContent,
  PagesDocument,
} from '../../contract/types';

export type { AboutPage, ArticleDetails, ArticleKind, ArticleList, ArticleListQuery, HelpContent, PagesDocument };

/** The public calls the site pages store uses (tests pass a fake with the same shape). */
export interface SitePagesApi {
  /** GET articles: a page of the kind's visible articles (newest first) with its categories. */
  articles(q: ArticleListQuery): Promise<ArticleList>;
  /** GET article: the article, its sanitised body, previous (older) and next (newer). @throws ApiProblem 404 PAGES_ARTICLE_NOT_FOUND. */
  article(id: string, kind: ArticleKind): Promise<ArticleDetails>;
  /** GET about us. */
  about(): Promise<AboutPage>;
  /** GET the help center, only the articles containing every word of `q` when given. */
  help(q?: string): Promise<HelpContent>;
}

/** Binds the public calls to `http`. */
export function createSitePagesApi(http: AxiosInstance): SitePagesApi {
  return {
    articles: (q) =>
      request(http, {
        url: ENDPOINTS.articles,
        params: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')),
      }),
    article: (id, kind) =>
      request(http, { url: ENDPOINTS.article.replace(':id', encodeURIComponent(id)), params: { kind } }),
    about: () => request(http, { url: ENDPOINTS.aboutPage }),
    help: (q) => request(http, { url: ENDPOINTS.helpContent, params: q?.trim() ? { q: q.trim() } : {} }),
  };
}

/** A version of the pages document with its diff, as the console's calls answer it. */
export type PagesVersionDetail = VersionSummary & { pages: PagesDocument; diff: PatchOperation[] };

/** The console's calls of the pages document: the five version calls and a cover upload (PNG, JPEG or WebP, at most 2 MB). */
export type ConsolePagesApi = DocumentCalls<PagesDocument, PagesVersionDetail> & {
  upload(file: Blob): Promise<UploadedImage>;
};

/** Binds the console's pages calls to `http` (whose token is the operator's). */
export function createConsolePagesApi(http: AxiosInstance): ConsolePagesApi {
  return {
    current: () => request(http, { method: 'GET', url: ENDPOINTS.consolePages }),
    save: (pages, baseVersion, note) =>
      request(http, {
        method: 'PUT',
        url: ENDPOINTS.consolePages,
        data: { pages, baseVersion, ...(note ? { note } : {}) },
      }),
    versions: (pageNo = 1, pageSize = 20) =>
      request(http, { method: 'GET', url: ENDPOINTS.consolePagesVersions, params: { pageNo, pageSize } }),
    version: (version) => request(http, { method: 'GET', url: `${ENDPOINTS.consolePagesVersions}/${version}` }),
    rollback: (version) =>
      request(http, { method: 'POST', url: `${ENDPOINTS.consolePagesVersions}/${version}/rollback` }),
    upload: (file) => {
      const form = new FormData();
      form.append('file', file);
      return request(http, { method: 'POST', url: ENDPOINTS.consoleContentUploads, data: form });
    },
  };
}
