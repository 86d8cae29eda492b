/**
 * The RFC 6902 diff between two content documents (issue 6 item 1), item by item: announcements
 * and banners are matched by id, so deleting one item is one `remove`, moving a banner one `move`,
 * a new item one `add`, and an edited item only its changed fields (fast-json-patch's positional
 * compare would instead rewrite every item after the first change). Applying the patch to `from`
 * gives `to`.
 */
import fastJsonPatch from 'fast-json-patch';
import type { ContentDocument } from '../../../src/engine/types.ts';

type Item = { id?: number };
type Operation = { op: string; path: string; from?: string; value?: unknown };

/** The operations turning list `from` (at `path`) into list `to`; items without an id count as new. */
function listDiff<T extends Item>(path: string, from: readonly T[], to: readonly T[]): Operation[] {
  const ops: Operation[] = [];
  const work = [...from];
  const kept = new Set(to.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  for (let i = work.length - 1; i >= 0; i -= 1) {
    if (work[i]!.id === undefined || !kept.has(work[i]!.id!)) {
      ops.push({ op: 'remove', path: `${path}/${i}` });
      work.splice(i, 1);
    }
  }
  to.forEach((target, j) => {
    const k = target.id === undefined ? -1 : work.findIndex((w, i) => i >= j && w.id === target.id);
    if (k === -1) {
      ops.push({ op: 'add', path: `${path}/${j}`, value: target });
      work.splice(j, 0, target);
      return;
    }
    if (k !== j) {
      ops.push({ op: 'move', from: `${path}/${k}`, path: `${path}/${j}` });
      work.splice(j, 0, ...work.splice(k, 1));
    }
    for (const op of fastJsonPatch.compare(work[j] as object, target as object)) ops.push({ ...op, path: `${path}/${j}${op.path}` });
    work[j] = target;
  });
  return ops;
}

/** The RFC 6902 operations turning content document `from` into `to`. */
export function contentDiff(from: ContentDocument, to: ContentDocument): unknown[] {
  return [...listDiff('/announcements', from.announcements, to.announcements), ...listDiff('/banners', from.banners, to.banners)];
}
