/**
 * The card art of a promotion without an uploaded image (docs/promotions.md): 1200 x 640 SVG, no
 * text (the card and the details show the title in the member's language), its emblem cluster in
 * the middle so any crop of the card or the details header keeps it: light rays, sparkles and
 * coins on the promotion's own palette. The emblem follows the category.
 */
import { emblem, emblemDefs, type EmblemName } from './emblems.ts';
import { paletteOf, rays, sparkles, svgDoc } from './svg.ts';

export interface PromotionArtInput {
  id: number;
  /** The promotion's category code (new-member, daily, vip, sports, slots, live, ...). */
  category: string;
  /** The art's title for assistive technology. */
  title: string;
}

const EMBLEMS: Record<string, EmblemName> = {
  'new-member': 'gem',
  daily: 'coin',
  vip: 'crown',
  sports: 'ball',
  slots: 'seven',
  live: 'chip',
  lottery: 'balls',
  fishing: 'fish',
};

/** The SVG document of a promotion's card art. */
export function promotionArt(a: PromotionArtInput): string {
  const p = paletteOf(`promotion:${a.id}:${a.category}`);
  const id = `p${a.id}`;
  const main = EMBLEMS[a.category] ?? 'trophy';
  const body = `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset=".6" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient>
<radialGradient id="${id}-glow" cx=".5" cy=".5" r=".45"><stop offset="0" stop-color="${p.glow}" stop-opacity=".9"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>${emblemDefs(p, id)}</defs>
<rect width="1200" height="640" fill="url(#${id}-bg)"/>
${rays(600, 320, 900, 26, p.light, 0.07, a.id * 11)}
<rect width="1200" height="640" fill="url(#${id}-glow)"/>
${sparkles(a.id * 7331, 1200, 640, 46, p.light)}
<circle cx="600" cy="320" r="210" fill="none" stroke="${p.accent}" stroke-opacity=".3" stroke-width="3"/>
<circle cx="600" cy="320" r="236" fill="none" stroke="${p.light}" stroke-opacity=".1" stroke-width="14"/>
<g transform="translate(420,430) scale(.55) rotate(-16)">${emblem('coin', id)}</g>
<g transform="translate(800,190) scale(.48) rotate(18)">${emblem('coin', id)}</g>
<g transform="translate(815,440) scale(.42)">${emblem('gem', id)}</g>
<g transform="translate(405,185) scale(.36)">${emblem('star', id)}</g>
<g transform="translate(600,318) scale(1.6)">${emblem(main, id, '8')}</g>`;
  return svgDoc(1200, 640, body, a.title);
}
