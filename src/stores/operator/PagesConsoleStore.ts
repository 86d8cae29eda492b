/**
 * The console's Site pages tab state (docs/site-pages.md "The pages document"): the merchant's
 * `pages` document as a versioned draft like the content's ({@link versionedDraft}: current
 * version, draft, refusals by JSON pointer, history with one version's diff, rollback), saved by
 * the shared SaveBar, plus article cover uploads (the console's upload endpoint; a refusal shows at
 * `/articles/<index>/cover`). Its own client over the console's operator token; the API comes
 * through the environment (`operatorApi.pages`; tests pass a fake).
 */
import { flow, getEnv, toGenerator, types, type Instance } from 'mobx-state-tree';
import { createHttp } from '../../api/client';
import { configErrorsOf, createOperatorApi, type OperatorApi } from '../../api/operator';
import { createConsolePagesApi, type ConsolePagesApi, type PagesDocument, type PagesVersionDetail } from '../../api/sitePages';
import { sessionTokenStore, versionedDraft } from '../OperatorStore';

export type { PagesDocument };

/** The console API with the pages document's calls. */
export type PagesOperatorApi = OperatorApi & { pages: ConsolePagesApi };
/** The environment of the tab. */
export interface PagesConsoleEnv {
  operatorApi: PagesOperatorApi;
}

export const PagesDraftModel = versionedDraft('PagesDraft', (api) => (api as PagesOperatorApi).pages, (d: PagesVersionDetail) => d.pages)
  .props({ uploading: types.maybeNull(types.number) })
  .actions((self) => ({
    /** Uploads `file` as the cover of the draft's article `index`; a refusal (type, size) shows at `/articles/<index>/cover`. */
    uploadCover: flow(function* uploadCover(index: number, file: Blob) {
      self.uploading = index;
      self.failure = null;
      try {
        const image = yield* toGenerator(getEnv<PagesConsoleEnv>(self).operatorApi.pages.upload(file));
        self.edit((d) => void (d.articles[index]!.cover = image.url));
        self.errors = self.errors.filter((e) => !e.pointer.startsWith(`/articles/${index}/cover`));
      } catch (err) {
        self.errors = [...self.errors, ...configErrorsOf(err).map((e) => ({ ...e, pointer: `/articles/${index}/cover` }))];
        self.failure = err instanceof Error ? err.message : String(err);
      } finally {
        self.uploading = null;
      }
    }),
  }));

export interface PagesDraft extends Instance<typeof PagesDraftModel> {}

/** The tab's store over the page's own origin with the console's operator token and the UI language `getLanguage()`. */
export function createPagesConsoleStore(getLanguage: () => string, tokenStore = sessionTokenStore): PagesDraft {
  const http = createHttp({ getToken: tokenStore.get, getLanguage });
  const operatorApi: PagesOperatorApi = { ...createOperatorApi(http), pages: createConsolePagesApi(http) };
  return PagesDraftModel.create({}, { operatorApi } satisfies PagesConsoleEnv);
}

/** A new article id from a title: lower-case letters, digits and hyphens, unique among `taken`. */
export function newArticleId(base: string, taken: ReadonlySet<string>): string {
  const stem =
    base
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'article';
  let id = stem;
  for (let n = 2; taken.has(id); n += 1) id = `${stem}-${n}`;
  return id;
}

/** Moves item `index` of `list` by `direction` (-1 up, 1 down) in place; nothing at the ends. */
export function moveItem<T>(list: T[], index: number, direction: -1 | 1): void {
  const to = index + direction;
  if (to < 0 || to >= list.length) return;
  const [item] = list.splice(index, 1);
  list.splice(to, 0, item!);
}
