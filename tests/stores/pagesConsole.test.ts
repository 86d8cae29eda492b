/**
 * The console's pages draft (docs/site-pages.md; src/stores/operator/PagesConsoleStore.ts) over a
 * fake API: it loads the current version and the history, edits make it dirty, a refused save keeps
 * the draft and lists the errors by JSON pointer, a save becomes the current version, a cover upload
 * points the article at it (a refused one shows at its cover field), a rollback is a new version.
 */
import { describe, expect, it } from '@jest/globals';
import { ApiProblem } from '../../src/api/client';
import type { ConsolePagesApi, PagesDocument, PagesVersionDetail } from '../../src/api/sitePages';
import { moveItem, newArticleId, PagesDraftModel } from '../../src/stores/operator/PagesConsoleStore';

const DOC: PagesDocument = {
  categories: { blog: [{ code: 'guides', name: { tw: '攻略', en: 'Guides' } }], news: [] },
  articles: [
    {
      id: 'a1',
      kind: 'blog',
      category: 'guides',
      title: { tw: '一', en: 'One' },
      summary: { tw: '摘要', en: 'Summary' },
      body: { tw: '<p>內文</p>', en: '<p>Body</p>' },
      cover: null,
      publishedAt: '2026-10-01T00:00:00.000Z',
      active: true,
    },
  ],
  about: { title: { tw: '關於我們', en: 'About us' }, body: { tw: '<p>我們</p>', en: '<p>Us</p>' } },
  help: [],
};
const detail = (version: number, pages: PagesDocument, rollbackOf: number | null = null): PagesVersionDetail => ({
  version,
  savedBy: 'operator',
  savedAt: '2026-11-01T00:00:00.000Z',
  rollbackOf,
  note: '',
  changes: 1,
  pages,
  diff: [],
});

function fakeApi() {
  const versions: PagesVersionDetail[] = [detail(1, DOC)];
  const latest = () => versions[versions.length - 1]!;
  const api: ConsolePagesApi = {
    current: async () => latest(),
    versions: async () => ({ list: [...versions].reverse(), total: versions.length, pageNo: 1, pageSize: 50 }),
    version: async (v) => versions.find((x) => x.version === v)!,
    save: async (pages, base) => {
      if (pages.articles.some((a) => a.category === 'missing'))
        throw new ApiProblem('badRequest', 'Refused', 400, 'PAGES_INVALID', {
          errors: [
            {
              pointer: '/articles/0/category',
              rule: 'pagesUnknownCategory',
              message: 'The category does not exist for this kind of article',
            },
          ],
        });
      if (base !== latest().version) throw new ApiProblem('badRequest', 'Conflict', 409, 'PAGES_CONFLICT');
      versions.push(detail(latest().version + 1, pages));
      return latest();
    },
    rollback: async (v) => {
      versions.push(detail(latest().version + 1, versions.find((x) => x.version === v)!.pages, v));
      return latest();
    },
    upload: async (file) => {
      if ((file as Blob).size > 10)
        throw new ApiProblem('badRequest', 'Too large', 413, 'UPLOAD_TOO_LARGE', {
          errors: [{ pointer: '/file', rule: 'upload-size', message: 'The image is larger than 2 MB' }],
        });
      return { id: 7, url: '/media/uploads/7', contentType: 'image/png', size: 4, width: 1, height: 1 };
    },
  };
  return api;
}

const create = () => PagesDraftModel.create({}, { operatorApi: { pages: fakeApi() } });

describe('the console pages draft', () => {
  it('loads, edits, refuses by pointer keeping the draft, saves, uploads a cover and rolls back', async () => {
    const draft = create();
    expect(await draft.loadDocument()).toBe(true);
    expect([draft.current?.version, draft.history.length, draft.dirty]).toEqual([1, 1, false]);

    draft.edit((d) => void (d.articles[0]!.category = 'missing'));
    expect(draft.dirty).toBe(true);
    await draft.save('bad');
    expect(draft.errorsAt('/articles/0').map((e) => e.pointer)).toEqual(['/articles/0/category']);
    expect(draft.draft?.articles[0]?.category).toBe('missing');
    expect(draft.current?.version).toBe(1);

    draft.edit((d) => void ((d.articles[0]!.category = 'guides'), (d.articles[0]!.title.en = 'One, edited')));
    await draft.save('fix');
    expect([draft.current?.version, draft.dirty, draft.errors.length, draft.success]).toEqual([
      2,
      false,
      0,
      'operator.console.saved',
    ]);

    await draft.uploadCover(0, new Blob(['this is far too big']));
    expect(draft.errorsAt('/articles/0/cover')[0]?.message).toBe('The image is larger than 2 MB');
    await draft.uploadCover(0, new Blob(['png']));
    expect([draft.draft?.articles[0]?.cover, draft.errorsAt('/articles/0/cover').length]).toEqual([
      '/media/uploads/7',
      0,
    ]);

    draft.discard();
    await draft.rollback(1);
    expect([draft.current?.version, draft.current?.rollbackOf, draft.draft?.articles[0]?.title.en]).toEqual([
      3,
      1,
      'One',
    ]);
    expect(draft.history.map((v) => v.version)).toEqual([3, 2, 1]);
  });

  it('makes unique ids and moves items', () => {
    expect(newArticleId('Big Win Weekend!', new Set(['big-win-weekend']))).toBe('big-win-weekend-2');
    expect(newArticleId('週末', new Set())).toBe('article');
    const list = ['a', 'b', 'c'];
    moveItem(list, 0, 1);
    expect(list).toEqual(['b', 'a', 'c']);
    moveItem(list, 0, -1);
    expect(list).toEqual(['b', 'a', 'c']);
  });
});
