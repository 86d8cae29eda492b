/**
 * Page items of a paginator (spec section 9: announcement paginator margin 1, range 5): the first
 * and last `margin` pages, a window of `range` pages around the current one, and 'ellipsis' for
 * each gap of two or more pages (a gap of one page shows that page instead). Pages are 1-based.
 */
import { PAGINATOR_MARGIN, PAGINATOR_RANGE } from '../../contract/spec';
export type PageItem = number | 'ellipsis';

export function paginate(
  current: number,
  total: number,
  margin = PAGINATOR_MARGIN,
  range = PAGINATOR_RANGE,
): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => i + 1);
  let start = Math.max(1, page - Math.floor(range / 2));
  let end = start + range - 1;
  if (end > total) {
    end = total;
    start = total - range + 1;
  }
  const pages = new Set<number>();
  for (let p = 1; p <= margin; p += 1) pages.add(p);
  for (let p = start; p <= end; p += 1) pages.add(p);
  for (let p = total - margin + 1; p <= total; p += 1) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageItem[] = [];
  let prev = 0;
  for (const p of sorted) {
    if (p - prev === 2) out.push(prev + 1);
    else if (p - prev > 2) out.push('ellipsis');
    out.push(p);
    prev = p;
  }
  return out;
}
