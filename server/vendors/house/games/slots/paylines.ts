/**
 * Payline sets of the generated slots (docs/sandbox-provider.md, slots row): each line is a row
 * index per reel (0 = top). 3x3 games use the classic five (three rows, two diagonals); 5x3 games
 * start with the in-house slot's 20 published lines (slotRules.ts); any other need is filled from
 * the smooth paths (adjacent reels at most one row apart) in a fixed order: straight rows from the
 * middle out, then symmetric paths, then fewer turns, then by row order. Deterministic.
 */
import { PAYLINES } from '../slotRules.ts';

const CLASSIC_3X3: readonly (readonly number[])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Every path with adjacent reels at most one row apart. */
function smoothPaths(reels: number, rows: number): number[][] {
  let paths: number[][] = Array.from({ length: rows }, (_, r) => [r]);
  for (let reel = 1; reel < reels; reel++)
    paths = paths.flatMap((path) =>
      [-1, 0, 1]
        .map((step) => [...path, path[path.length - 1]! + step])
        .filter((p) => p.at(-1)! >= 0 && p.at(-1)! < rows),
    );
  return paths;
}

const turns = (path: readonly number[]) =>
  path.slice(2).filter((r, i) => Math.sign(r - path[i + 1]!) * Math.sign(path[i + 1]! - path[i]!) < 0).length;
const isStraight = (path: readonly number[]) => path.every((r) => r === path[0]);
const isSymmetric = (path: readonly number[]) => path.every((r, i) => r === path[path.length - 1 - i]);

/**
 * `count` distinct paylines for a `reels` x `rows` screen, in the order of the file comment.
 * @throws RangeError when the screen has fewer distinct smooth lines than `count`.
 */
export function paylinesFor(reels: number, rows: number, count: number): number[][] {
  const centre = (rows - 1) / 2;
  const ranked = smoothPaths(reels, rows).sort(
    (a, b) =>
      Number(isStraight(b)) - Number(isStraight(a)) ||
      (isStraight(a) ? Math.abs(a[0]! - centre) - Math.abs(b[0]! - centre) || a[0]! - b[0]! : 0) ||
      Number(isSymmetric(b)) - Number(isSymmetric(a)) ||
      turns(a) - turns(b) ||
      a.join().localeCompare(b.join()),
  );
  const known = reels === 3 && rows === 3 ? CLASSIC_3X3 : reels === 5 && rows === 3 ? PAYLINES : [];
  const lines = known.slice(0, count).map((l) => [...l]);
  const taken = new Set(lines.map((l) => l.join()));
  for (const path of ranked) {
    if (lines.length >= count) break;
    if (!taken.has(path.join())) lines.push(path);
  }
  if (lines.length < count) throw new RangeError(`a ${reels}x${rows} screen has fewer than ${count} paylines`);
  return lines;
}
