/**
 * The console's Site pages tab state (docs/site-pages.md "The pages document"): the merchant's
 * `pages` document as a versioned draft like the content's ({@link versionedDraft}: current
 * version, draft, refusals by JSON pointer, history with one version's diff, rollback), saved by
 * the shared SaveBar, plus article cover uploads (the console's upload endpoint; a refusal shows at
 * `/articles/<index>/cover`). The API comes through the environment (`operatorApi.pages`, the
 * console root's: ../ConsoleRootStore.ts; tests pass a fake).
 */
import { flow, toGenerator, types, type Instance } from 'mobx-state-tree';
import { configErrorsOf, type OperatorApi } from '../../api/operator';
import type { ConsolePagesApi, PagesDocument, PagesVersionDetail } from '../../api/sitePages';
import { envApi } from '../envApi';
import { versionedDraft } from '../OperatorStore';

export type { PagesDocument };

/** The console API with the pages document's calls. */
export type PagesOperatorApi = OperatorApi & { pages: ConsolePagesApi };

export const PagesDraftModel = versionedDraft(
  'PagesDraft',
  (api) => (api as PagesOperatorApi).pages,
  (d: PagesVersionDetail) => d.pages,
)
  .props({ uploading: types.maybeNull(types.number) })
  .actions((self) => ({
    /** Uploads `file` as the cover of the draft's article `index`; a refusal (type, size) shows at `/articles/<index>/cover`. */
    uploadCover: flow(function* uploadCover(index: number, file: Blob) {
      self.uploading = index;
      self.failure = null;
      try {
        const image = yield* toGenerator(envApi(self, 'operatorApi').pages.upload(file));
        self.edit((d) => void (d.articles[index]!.cover = image.url));
        self.errors = self.errors.filter((e) => !e.pointer.startsWith(`/articles/${index}/cover`));
      } catch (err) {
        self.errors = [
          ...self.errors,
          ...configErrorsOf(err).map((e) => ({ ...e, pointer: `/articles/${index}/cover` })),
        ];
        self.failure = err instanceof Error ? err.message : String(err);
      } finally {
        self.uploading = null;
      }
    }),
  }));

export interface PagesDraft extends Instance<typeof PagesDraftModel> {}

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
