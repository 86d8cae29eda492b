/**
 * Draws a numeric captcha as an SVG: each digit is a set of stroked segments (no font, no
 * <text>, so the digits are not in the markup), every segment and digit jittered and rotated at
 * random, over noise curves and dots. Answered as a data URL (spec section 7: "value is a base64
 * image").
 */
import { randomInt } from 'node:crypto';

/** Segment endpoints on a 0..10 x 0..20 cell: a, b, c, d, e, f, g as on a seven-segment display. */
const SEGMENTS: Record<string, [number, number, number, number]> = {
  a: [1, 1, 9, 1],
  b: [9, 1, 9, 10],
  c: [9, 10, 9, 19],
  d: [1, 19, 9, 19],
  e: [1, 10, 1, 19],
  f: [1, 1, 1, 10],
  g: [1, 10, 9, 10],
};
const DIGIT_SEGMENTS = ['abcdef', 'bc', 'abged', 'abgcd', 'fgbc', 'afgcd', 'afgedc', 'abc', 'abcdefg', 'abcdfg'];

const jitter = (n: number, by: number) => n + (randomInt(2 * by * 10 + 1) / 10 - by);
const colour = () => `hsl(${randomInt(360)},${55 + randomInt(30)}%,${25 + randomInt(20)}%)`;

/** The SVG markup of `digits` (width 30 px per digit + margins, height 40 px). */
export function captchaSvg(digits: string): string {
  const width = 20 + digits.length * 30;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const y1 = randomInt(40);
    const y2 = randomInt(40);
    parts.push(
      `<path d="M0 ${y1} Q${randomInt(width)} ${randomInt(40)} ${width} ${y2}" stroke="${colour()}" stroke-width="1" fill="none" opacity="0.6"/>`,
    );
  }
  [...digits].forEach((digit, i) => {
    const segments = DIGIT_SEGMENTS[Number(digit)] ?? '';
    const x = 14 + i * 30;
    const rotate = randomInt(31) - 15;
    const path = [...segments]
      .map((s) => {
        const [x1, y1, x2, y2] = SEGMENTS[s] as [number, number, number, number];
        return `M${jitter(x1, 0.8).toFixed(1)} ${jitter(y1, 0.8).toFixed(1)}L${jitter(x2, 0.8).toFixed(1)} ${jitter(y2, 0.8).toFixed(1)}`;
      })
      .join('');
    parts.push(
      `<path transform="translate(${x} ${9 + randomInt(4)}) rotate(${rotate} 5 10) scale(1.1)" d="${path}" stroke="${colour()}" stroke-width="2.4" stroke-linecap="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 30; i++)
    parts.push(`<circle cx="${randomInt(width)}" cy="${randomInt(40)}" r="1" fill="${colour()}"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="40" viewBox="0 0 ${width} 40"><rect width="100%" height="100%" fill="#f4f1e8"/>${parts.join('')}</svg>`;
}

/** The SVG as a `data:image/svg+xml;base64,` URL. */
export function captchaDataUrl(digits: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(digits), 'utf8').toString('base64')}`;
}
