/**
 * The RFC 6902 diff between two content documents (README "Operator console"), item by item: announcements
 * and banners are matched by id, so deleting one item is one `remove`, moving an item (up or
 * down) one `move`, a new item one `add`, and an edited item only its changed fields
 * (fast-json-patch's positional compare would instead rewrite every item after the first change).
 * Applying the patch to `from` gives `to`.
 */
import fastJsonPatch from 'fast-json-patch';
import type { ContentDocument } from '../../../contract/types.ts';

type Item = { id?: number };
type Operation = { op: string; path: string; from?: string; value?: unknown };

/**
 * The ids of `work` that keep their place: a longest run of items already in their relative target
 * order (longest increasing subsequence of target positions), so only the others move.
 */
function keptInPlace<T extends Item>(work: readonly T[], target: ReadonlyMap<number, number>): Set<number> {
  const positions = work.map((w) => target.get(w.id!)!);
  // tails[l]: index in work of the smallest last item of an increasing run of length l + 1
  const tails: number[] = [];
  const previous = new Array<number>(work.length).fill(-1);
  positions.forEach((p, i) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (positions[tails[mid]!]! < p) lo = mid + 1;
      else hi = mid;
    }
    previous[i] = lo > 0 ? tails[lo - 1]! : -1;
    tails[lo] = i;
  });
  const kept = new Set<number>();
  for (let i = tails.length > 0 ? tails[tails.length - 1]! : -1; i !== -1; i = previous[i]!) kept.add(work[i]!.id!);
  return kept;
}

/** The operations turning list `from` (at `path`) into list `to`; items without an id count as new. */
function listDiff<T extends Item>(path: string, from: readonly T[], to: readonly T[]): Operation[] {
  const ops: Operation[] = [];
  const work = [...from];
  const target = new Map(to.flatMap((t, j) => (t.id === undefined ? [] : [[t.id, j] as const])));
  for (let i = work.length - 1; i >= 0; i -= 1) {
    if (work[i]!.id === undefined || !target.has(work[i]!.id!)) {
      ops.push({ op: 'remove', path: `${path}/${i}` });
      work.splice(i, 1);
    }
  }
  const kept = keptInPlace(work, target);
  const move = (k: number, j: number) => {
    ops.push({ op: 'move', from: `${path}/${k}`, path: `${path}/${j}` });
    work.splice(j, 0, ...work.splice(k, 1));
  };
  to.forEach((item, j) => {
    const find = () => (item.id === undefined ? -1 : work.findIndex((w, i) => i >= j && w.id === item.id));
    if (find() === -1) {
      ops.push({ op: 'add', path: `${path}/${j}`, value: item });
      work.splice(j, 0, item);
    } else {
      // an item out of the kept run that is in the way goes straight down to its place (one move
      // for an item moved down); otherwise the wanted item comes up (one move for an item moved up)
      const displaced = new Set<number>();
      while (work[j]!.id !== item.id && !kept.has(work[j]!.id!) && !displaced.has(work[j]!.id!)) {
        displaced.add(work[j]!.id!);
        move(j, Math.min(target.get(work[j]!.id!)!, work.length - 1));
      }
      const k = find();
      if (k !== j) move(k, j);
    }
    for (const op of fastJsonPatch.compare(work[j] as object, item as object))
      ops.push({ ...op, path: `${path}/${j}${op.path}` });
    work[j] = item;
  });
  return ops;
}

/** The RFC 6902 operations turning content document `from` into `to`. */
export function contentDiff(from: ContentDocument, to: ContentDocument): unknown[] {
  return [
    ...listDiff('/announcements', from.announcements, to.announcements),
    ...listDiff('/banners', from.banners, to.banners),
  ];
}
