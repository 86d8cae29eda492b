/**
 * Tunes a generated paytable to an RTP target (docs/sandbox-provider.md, slots row). With the
 * strips fixed, a spin's RTP is (sum of pay x perUnit + scatter) x (1 + free spin factor)
 * (rtp.ts), linear in the pays: the shape (relative pays, floats) is scaled to the target,
 * rounded to whole bet units (never falling as the count grows), then moved one unit at a time,
 * the move that brings the RTP closest to the target first, until it is within TUNE_TOLERANCE or
 * no move helps. Deterministic; nothing random.
 */
import type { PayContribution } from './rtp.ts';

/** Stop tuning within this many total bets of the target (0.05 points). */
export const TUNE_TOLERANCE = 0.0005;

/** Relative pays of one symbol by count (floats). */
export type PayShape = Readonly<Record<number, number>>;

/** The fixed parts of the RTP: the scatter's share and the free spin factor (E[free spins] x multiplier). */
export interface RtpFrame {
  scatter: number;
  freeFactor: number;
}

/** The RTP of integer pays, per the file comment. */
function rtpOf(pays: number[][], perUnit: number[][], frame: RtpFrame): number {
  let lines = 0;
  pays.forEach((row, s) => row.forEach((pay, k) => (lines += pay * perUnit[s]![k]!)));
  return (lines + frame.scatter) * (1 + frame.freeFactor);
}

/**
 * Whole pays (one record by count per symbol, in bet units) for `shapes`, tuned towards `target`
 * (a fraction of the total bet), with `contributions` the perUnit of each (symbol index, count)
 * for the definition's strips (payContributions). Returns the pays and the RTP they give.
 */
export function tunePays(
  shapes: readonly PayShape[],
  symbolIds: readonly string[],
  contributions: readonly PayContribution[],
  frame: RtpFrame,
  target: number,
  reels: number,
): { pays: Record<number, number>[]; rtp: number } {
  const counts = Array.from({ length: reels }, (_, k) => k + 1);
  const perUnit = symbolIds.map((id) =>
    counts.map((n) => contributions.find((c) => c.symbol === id && c.count === n)?.perUnit ?? 0),
  );
  let shapeLines = 0;
  shapes.forEach((shape, s) => counts.forEach((n, k) => (shapeLines += (shape[n] ?? 0) * perUnit[s]![k]!)));
  const scale = Math.max(0, target / (1 + frame.freeFactor) - frame.scatter) / shapeLines;
  const pays = shapes.map((shape) => {
    let last = 0;
    return counts.map((n) => {
      const raw = shape[n] ?? 0;
      last = raw > 0 ? Math.max(last, 1, Math.round(raw * scale)) : 0;
      return last;
    });
  });
  let rtp = rtpOf(pays, perUnit, frame);
  for (let step = 0; step < 2000 && Math.abs(rtp - target) > TUNE_TOLERANCE; step++) {
    const move = rtp > target ? -1 : 1;
    let best = { s: -1, k: -1, rtp };
    for (let s = 0; s < pays.length; s++) {
      const row = pays[s]!;
      for (let k = 0; k < row.length; k++) {
        const next = row[k]! + move;
        if (row[k] === 0 || next < 1 || next < (row[k - 1] ?? 0) || (k + 1 < row.length && next > row[k + 1]!))
          continue;
        const after = rtp + move * perUnit[s]![k]! * (1 + frame.freeFactor);
        if (Math.abs(after - target) < Math.abs(best.rtp - target)) best = { s, k, rtp: after };
      }
    }
    if (best.s < 0) break;
    pays[best.s]![best.k]! += move;
    rtp = rtpOf(pays, perUnit, frame);
  }
  return {
    pays: pays.map((row) => Object.fromEntries(row.flatMap((pay, k) => (pay > 0 ? [[k + 1, pay]] : [])))),
    rtp,
  };
}
