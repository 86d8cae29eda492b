/**
 * The site pages' data (docs/site-pages.md): the blog or news list (kind, category chip, page), the
 * open article (with its previous and next), about us and the help center with its search words.
 * A console save arrives as the site socket's `pages` event ({@link applyLive}, called by the
 * ConfigStore's live socket): whatever is loaded reloads quietly, without a skeleton.
 * The API comes through the environment (`sitePages`, required; tests pass a fake).
 */
import { flow, types, type Instance } from 'mobx-state-tree';
import {
  type AboutPage,
  type ArticleDetails,
  type ArticleKind,
  type ArticleList,
  type HelpContent,
  type SitePagesApi,
} from '../../api/sitePages';
import { resourceModel } from '../shared/ResourceModel';
import { envApi } from '../envApi';
import { followLiveEvents } from '../liveEvents';

export type { AboutPage, ArticleDetails, ArticleKind, ArticleList, HelpContent };

/** What the store reaches through `getEnv`. */
export interface SitePagesEnv {
  sitePages: SitePagesApi;
}

/** Cards per page of the blog and news lists. */
export const ARTICLE_PAGE_SIZE = 9;

export const SitePagesStoreModel = types
  .model('SitePagesStore', {
    list: types.optional(resourceModel<ArticleList>('ArticleListResource'), {}),
    article: types.optional(resourceModel<ArticleDetails>('ArticleResource'), {}),
    about: types.optional(resourceModel<AboutPage>('AboutResource'), {}),
    help: types.optional(resourceModel<HelpContent>('HelpResource'), {}),
    kind: types.optional(types.enumeration<ArticleKind>('ArticleKind', ['blog', 'news']), 'blog'),
    /** The category chip: '' for all, else a category code. */
    category: '',
    page: 1,
    /** The open article's id (null: none). */
    articleId: types.maybeNull(types.string),
    /** The help center's search words. */
    query: '',
    /** How many live updates arrived (pages may watch it). */
    liveVersion: 0,
  })
  .actions((self) => {
    const api = (): SitePagesApi => envApi(self, 'sitePages');
    const listCall = () => {
      const { kind, category, page } = self;
      return () => api().articles({ kind, category: category || undefined, pageNo: page, pageSize: ARTICLE_PAGE_SIZE });
    };
    const articleCall = () => {
      const { kind, articleId } = self;
      return () => api().article(articleId ?? '', kind);
    };
    const helpCall = () => {
      const q = self.query;
      return () => api().help(q);
    };
    return {
      /** Opens the list of `kind` (a new kind starts at all categories, page 1) and loads it. */
      openList(kind: ArticleKind) {
        if (kind !== self.kind) {
          self.kind = kind;
          self.category = '';
          self.page = 1;
          self.list.clear();
        }
        return self.list.load(listCall());
      },
      /** Picks a category chip ('' for all) and loads its first page. */
      setCategory(code: string) {
        self.category = code;
        self.page = 1;
        return self.list.load(listCall());
      },
      /** Shows page `page` of the list. */
      setPage(page: number) {
        self.page = page;
        return self.list.load(listCall());
      },
      /** Opens article `id` of `kind` and loads it. */
      openArticle(kind: ArticleKind, id: string) {
        self.kind = kind;
        self.articleId = id;
        return self.article.load(articleCall());
      },
      /** Loads about us. */
      loadAbout() {
        return self.about.load(() => api().about());
      },
      /** Sets the help center's search words and loads the matching content. */
      search(query: string) {
        self.query = query;
        return self.help.load(helpCall());
      },
      /** Reloads everything the language changed (texts come in the request language). */
      reloadAll() {
        for (const r of [self.list, self.article, self.about, self.help]) if (r.data || r.failed) r.reload();
      },
      /**
       * A console save (the `pages` event): reloads what is loaded without showing a skeleton; a
       * failed quiet reload keeps what is shown.
       */
      applyLive: flow(function* applyLive() {
        self.liveVersion += 1;
        const jobs: [
          typeof self.list | typeof self.article | typeof self.about | typeof self.help,
          () => Promise<unknown>,
        ][] = [];
        if (self.list.data) jobs.push([self.list, listCall()]);
        if (self.article.data || (self.article.failed && self.articleId)) jobs.push([self.article, articleCall()]);
        if (self.about.data) jobs.push([self.about, () => api().about()]);
        if (self.help.data) jobs.push([self.help, helpCall()]);
        yield Promise.all(
          jobs.map(async ([resource, call]) => {
            try {
              const value = await call();
              (resource as { set(v: unknown): void }).set(value);
            } catch {
              // a removed article shows its not-found state on the next visit
            }
          }),
        );
      }),
    };
  })
  .actions((self) => ({
    /** Follows the `pages` event (src/stores/liveEvents.ts; docs/site-pages.md): a console save reloads the open pages. */
    afterCreate() {
      followLiveEvents(self, { pages: () => void self.applyLive() });
    },
  }));

export interface SitePagesStore extends Instance<typeof SitePagesStoreModel> {}
