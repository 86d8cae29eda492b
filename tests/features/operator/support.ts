/** Fakes of the console's content API for store and screen tests. */
import { ApiProblem } from '../../../src/api/client';
import type { ContentVersionDetail, OperatorApi } from '../../../src/api/operator';
import type { ContentDocument } from '../../../contract/types';

/** A content API that refuses an empty EN title by pointer, like the server. */
export function fakeContent(): OperatorApi['content'] {
  const content: ContentDocument = {
    announcements: [{ id: 1, kind: 'PL', execution: 'B', title: { tw: '公告', en: 'Notice' }, content: { tw: '<p>內容</p>', en: '<p>Text</p>' }, active: true, publishedAt: '2026-11-01T00:00:00.000Z' }],
    banners: [],
  };
  const versions: ContentVersionDetail[] = [{ version: 1, savedBy: 'seed', savedAt: '2026-11-01T00:00:00Z', rollbackOf: null, note: '', changes: 0, content, diff: [] }];
  const push = (doc: ContentDocument, rollbackOf: number | null) => {
    const v = { ...versions.at(-1)!, version: versions.length + 1, rollbackOf, content: doc, changes: 1, diff: [{ op: 'add' as const, path: '/announcements/1', value: {} }] };
    versions.push(v);
    return v;
  };
  return {
    current: async () => versions.at(-1)!,
    save: async (doc) => {
      const blank = doc.announcements.findIndex((a) => a.title.en.trim() === '');
      if (blank >= 0) throw new ApiProblem('badRequest', 'The request is not valid', 400, 'CONTENT_INVALID', { errors: [{ pointer: `/announcements/${blank}/title/en`, message: 'The title must not be empty', rule: 'title-both-languages' }] });
      return push(doc, null);
    },
    versions: async () => ({ list: [...versions].reverse(), total: versions.length, pageNo: 1, pageSize: 50 }),
    version: async (v) => versions[v - 1]!,
    rollback: async (v) => push(versions[v - 1]!.content, v),
    upload: async () => ({ id: 7, url: '/media/uploads/7', contentType: 'image/png', size: 68, width: 1, height: 1 }),
  };
}
