/** Order numbers: a prefix (D deposit, W withdrawal), the UTC date and time, and 6 random digits, e.g. D20261121150405123456. */
import { randomInt } from 'node:crypto';

export function orderNo(prefix: 'D' | 'W', now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:TZ.]/g, '')
    .slice(0, 14);
  return `${prefix}${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
