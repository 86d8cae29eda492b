/**
 * The content document's diff (README "Operator console": a version's RFC 6902 diff against the previous
 * one): items are matched by id, so a deletion is one `remove`, a banner moved is one `move`, a
 * new item one `add` and an edit only its changed fields; and for any two documents, applying the
 * patch to the first gives the second (fast-check).
 */
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import type { ContentAnnouncement, ContentBanner, ContentDocument } from '../../../../contract/types.ts';
import { contentDiff } from '../../../../server/services/config-versions/contentDiff.ts';

const announcement = (id: number, en = `A${id}`): ContentAnnouncement => ({
  id,
  kind: 'PL',
  execution: 'B',
  title: { tw: `公告${id}`, en },
  content: { tw: '<p>內容</p>', en: '<p>Text</p>' },
  active: true,
  publishedAt: '2026-11-01T00:00:00.000Z',
});
const banner = (id: number): ContentBanner => ({
  id,
  groupName: 'w_home',
  title: { tw: `橫幅${id}`, en: `B${id}` },
  subtitle: { tw: '', en: '' },
  imageUrl: null,
  linkageType: 'NONE',
  linkage: '',
  active: true,
});
const doc = (a: number[], b: number[]): ContentDocument => ({
  announcements: a.map((id) => announcement(id)),
  banners: b.map(banner),
});
const apply = (from: ContentDocument, ops: unknown[]) =>
  fastJsonPatch.applyPatch(structuredClone(from), ops as Operation[], true, false).newDocument;

describe('contentDiff', () => {
  it('names a deletion, a move, an addition and an edited field, one operation each', () => {
    const from = doc([1, 2, 3, 4], [10, 11, 12]);
    const to = doc([1, 3, 4, 5], [12, 10, 11]);
    to.announcements[1]!.title.en = 'Edited';
    expect(contentDiff(from, to)).toEqual([
      { op: 'remove', path: '/announcements/1' },
      { op: 'replace', path: '/announcements/1/title/en', value: 'Edited' },
      { op: 'add', path: '/announcements/3', value: announcement(5) },
      { op: 'move', from: '/banners/2', path: '/banners/0' },
    ]);
    expect(apply(from, contentDiff(from, to))).toEqual(to);
  });

  it('names one item moved up or down, anywhere in the list, as one move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.nat(), fc.nat(), (n, x, y) => {
        const ids = Array.from({ length: n }, (_, i) => i + 1);
        const [k, j] = [x % n, y % n];
        const moved = [...ids];
        moved.splice(j, 0, ...moved.splice(k, 1));
        const [from, to] = [doc(ids, []), doc(moved, [])];
        const ops = contentDiff(from, to) as { op: string }[];
        // (two neighbours swapped are one move either way)
        expect(ops.map((o) => o.op)).toEqual(k === j ? [] : ['move']);
        if (Math.abs(k - j) > 1)
          expect(ops[0]).toEqual({ op: 'move', from: `/announcements/${k}`, path: `/announcements/${j}` });
        expect(apply(from, ops)).toEqual(to);
      }),
      { numRuns: 200 },
    );
  });

  it('turns any document into any other', () => {
    const ids = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 8 });
    fc.assert(
      fc.property(
        ids,
        ids,
        ids,
        ids,
        fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 4 }),
        (a1, b1, a2, b2, edited) => {
          const from = doc(a1, b1);
          const to = doc(a2, b2);
          for (const id of edited)
            to.announcements.filter((a) => a.id === id).forEach((a) => (a.title.en = `edited ${id}`));
          const { id: _new, ...unsaved } = announcement(99);
          to.announcements.push(unsaved);
          expect(apply(from, contentDiff(from, to))).toEqual(to);
        },
      ),
      { numRuns: 300 },
    );
  });
});
