/**
 * Shared helpers of the generated artwork (no external images): XML escaping, the
 * casino palettes picked deterministically from an id, and text fitting.
 */
import { escapeHtml } from '../../contract/html.ts';
import { hashString } from '../db/seed/random.ts';

/** Escapes text for SVG content and attributes (contract/html.ts escapeHtml). */
export const esc = escapeHtml;

/** A palette: deep background gradient, a glow colour, an accent and a light text tint. */
export interface Palette {
  from: string;
  to: string;
  glow: string;
  accent: string;
  light: string;
}

/** Rich jewel-tone palettes (modern casino style). */
export const PALETTES: readonly Palette[] = [
  { from: '#1a0536', to: '#6a0dad', glow: '#c77dff', accent: '#ffd166', light: '#f3e8ff' },
  { from: '#03140f', to: '#0b7a55', glow: '#3ddc97', accent: '#ffe066', light: '#e6fff5' },
  { from: '#2a0309', to: '#b3121f', glow: '#ff5d6c', accent: '#ffd60a', light: '#fff0f0' },
  { from: '#020b2e', to: '#0a5bd6', glow: '#4cc9f0', accent: '#ffc300', light: '#e8f4ff' },
  { from: '#1f1300', to: '#a66a00', glow: '#ffb703', accent: '#fff3b0', light: '#fff8e1' },
  { from: '#06161c', to: '#0f766e', glow: '#2dd4bf', accent: '#fcd34d', light: '#e0fffb' },
  { from: '#22041f', to: '#a3127f', glow: '#ff5fc8', accent: '#ffe45e', light: '#ffe8f7' },
  { from: '#2b0c00', to: '#d9480f', glow: '#ff922b', accent: '#ffe8a3', light: '#fff4e6' },
  { from: '#0b0b2b', to: '#3b28cc', glow: '#8c7bff', accent: '#5eead4', light: '#eeeaff' },
  { from: '#1a0610', to: '#7a1f3d', glow: '#ff7aa2', accent: '#ffd166', light: '#ffe9f0' },
];

/** The palette of an id (stable). */
export function paletteOf(key: string): Palette {
  return PALETTES[hashString(key) % PALETTES.length] as Palette;
}

/** The font stack of every generated text (Latin and Traditional Chinese). */
export const FONT = "'Segoe UI','Helvetica Neue',Arial,'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif";

const isWide = (ch: string) => /[\u2e80-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(ch);

/** Approximate width of text in em (bold sans: Latin about 0.62em, CJK 1em). */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) w += isWide(ch) ? 1 : ch === ' ' ? 0.3 : /[A-Z0-9]/.test(ch) ? 0.68 : 0.56;
  return w;
}

/** The largest font size (<= max) at which text fits in `width`. */
export function fitFontSize(text: string, width: number, max: number, min = 10): number {
  const em = textWidthEm(text) || 1;
  return Math.max(min, Math.min(max, Math.floor(width / em)));
}

/** Splits a title into at most two balanced lines at a space (CJK titles stay on one line). */
export function twoLines(text: string): string[] {
  const words = text.split(' ');
  if (words.length < 2 || textWidthEm(text) < 9) return [text];
  let best: string[] = [text];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(textWidthEm(a) - textWidthEm(b));
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

/** Initials of a name (up to two letters), e.g. "Golden Dragon" -> "GD". */
export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

/**
 * Wraps SVG content in a document with a viewBox; the content is clipped to the frame so
 * nothing (rays, glows) spills out when the image box is larger than the artwork.
 */
export function svgDoc(width: number, height: number, body: string, title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><clipPath id="frame"><rect width="${width}" height="${height}"/></clipPath><g clip-path="url(#frame)">${body}</g></svg>`;
}

/** Sunburst rays around (cx, cy): `count` thin triangles of the given colour and opacity. */
export function rays(
  cx: number,
  cy: number,
  r: number,
  count: number,
  color: string,
  opacity: number,
  rotate = 0,
): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / count;
  for (let i = 0; i < count; i += 1) {
    const a = i * step + (rotate * Math.PI) / 180;
    const b = a + step / 2.6;
    parts.push(
      `M${cx},${cy}L${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}L${(cx + r * Math.cos(b)).toFixed(1)},${(cy + r * Math.sin(b)).toFixed(1)}Z`,
    );
  }
  return `<path d="${parts.join('')}" fill="${color}" opacity="${opacity}"/>`;
}

/** Little four-point sparkles at pseudo-random spots chosen by `seed`. */
export function sparkles(seed: number, width: number, height: number, count: number, color: string): string {
  let s = seed >>> 0;
  const rnd = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rnd() * width;
    const y = rnd() * height;
    const k = 3 + rnd() * 7;
    out.push(
      `<path d="M${x.toFixed(1)},${(y - k).toFixed(1)}Q${x.toFixed(1)},${y.toFixed(1)} ${(x + k).toFixed(1)},${y.toFixed(1)}Q${x.toFixed(1)},${y.toFixed(1)} ${x.toFixed(1)},${(y + k).toFixed(1)}Q${x.toFixed(1)},${y.toFixed(1)} ${(x - k).toFixed(1)},${y.toFixed(1)}Q${x.toFixed(1)},${y.toFixed(1)} ${x.toFixed(1)},${(y - k).toFixed(1)}Z" fill="${color}" opacity="${(0.35 + rnd() * 0.6).toFixed(2)}"/>`,
    );
  }
  return out.join('');
}
