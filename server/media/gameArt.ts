/**
 * Game tile artwork (400 x 400 SVG), generated deterministically from the game: a jewel-tone
 * gradient picked by node id, a sunburst, sparkles, an emblem chosen by category and name, the
 * vendor code and the game's English title. No external images.
 */
import type { GameCategory } from '../../contract/types.ts';
import { hashString } from '../db/seed/random.ts';
import { emblem, emblemDefs, type EmblemName } from './emblems.ts';
import { esc, fitFontSize, FONT, paletteOf, rays, sparkles, svgDoc, twoLines } from './svg.ts';

export interface GameArtInput {
  nodeId: number;
  nameEn: string;
  vendorCode: string;
  gameType: GameCategory;
  subCategory: 'JP' | 'TG' | 'AC' | null;
}

const SLOT_EMBLEMS: readonly EmblemName[] = ['gem', 'crown', 'coin', 'seven', 'clover', 'star'];

/** The emblem of a game: by in-house name, then sub-category, then category. */
export function gameEmblem(g: GameArtInput): EmblemName {
  const name = g.nameEn.toLowerCase();
  const h = hashString(g.nameEn);
  if (g.gameType === 'BGS' || g.subCategory === 'AC') {
    if (/crash|rocket|space|limbo/.test(name)) return 'rocket';
    if (/mine/.test(name)) return 'mine';
    if (/dice|hi-lo|double|coin flip/.test(name)) return 'dice';
    if (/plinko|keno|wheel|bubble/.test(name)) return 'balls';
    if (/goal|penalty|derby/.test(name)) return 'ball';
    return h % 2 ? 'star' : 'gem';
  }
  if (g.subCategory === 'TG') return h % 2 ? 'cards' : 'chip';
  switch (g.gameType) {
    case 'LIVE':
      return /roulette|ball|time/.test(name) ? 'chip' : 'cards';
    case 'FISH':
      return 'fish';
    case 'PVP':
      return /sic bo|dice/.test(name) ? 'dice' : /mahjong|fruit/.test(name) ? 'star' : 'cards';
    case 'LOTT':
    case 'ELOTT':
      return 'balls';
    case 'SPORTS':
      return 'ball';
    case 'ESPORTS':
      return 'gamepad';
    case 'COCKFIGHT':
      return 'rooster';
    default:
      return SLOT_EMBLEMS[h % SLOT_EMBLEMS.length] as EmblemName;
  }
}

/** The SVG document of a game tile. */
export function gameArt(g: GameArtInput): string {
  const p = paletteOf(`game:${g.nodeId}:${g.vendorCode}`);
  const id = `g${g.nodeId}`;
  const lines = twoLines(g.nameEn);
  const size = Math.min(...lines.map((l) => fitFontSize(l, 350, 46, 18)));
  const titleY = lines.length === 1 ? 352 : 326;
  const title = lines
    .map(
      (line, i) =>
        `<text x="200" y="${titleY + i * (size + 4)}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="${size}" fill="#fff" stroke="#000" stroke-opacity=".35" stroke-width="5" paint-order="stroke" letter-spacing=".5">${esc(line)}</text>`,
    )
    .join('');
  // The vendor's tag at the top left; a jackpot game's gold JACKPOT tag beside it, clear of the
  // card's favourite button at the top right (src/components/GameCard.tsx).
  const tagWidth = Math.max(54, g.vendorCode.length * 13 + 24);
  const jackpot =
    g.subCategory === 'JP'
      ? `<g transform="translate(${16 + tagWidth + 8},16)"><rect width="112" height="30" rx="15" fill="url(#${id}-gold)"/><text x="56" y="20.5" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="15" fill="#6b3a00" letter-spacing="1">JACKPOT</text></g>`
      : '';
  const body = `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient>
<radialGradient id="${id}-glow" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="${p.glow}" stop-opacity=".85"/><stop offset=".6" stop-color="${p.glow}" stop-opacity=".12"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".72"/></linearGradient>${emblemDefs(p, id)}</defs>
<rect width="400" height="400" fill="url(#${id}-bg)"/>
${rays(200, 165, 340, 18, p.light, 0.07, hashString(g.nameEn) % 20)}
<rect width="400" height="400" fill="url(#${id}-glow)"/>
<circle cx="200" cy="165" r="118" fill="none" stroke="${p.accent}" stroke-opacity=".35" stroke-width="2"/>
<circle cx="200" cy="165" r="132" fill="none" stroke="${p.light}" stroke-opacity=".12" stroke-width="10"/>
${sparkles(g.nodeId * 7919, 400, 280, 14, p.light)}
<g transform="translate(200,160) scale(.92)">${emblem(gameEmblem(g), id, g.vendorCode)}</g>
<rect y="240" width="400" height="160" fill="url(#${id}-shade)"/>
${title}
<g transform="translate(16,16)"><rect width="${tagWidth}" height="30" rx="15" fill="#000" fill-opacity=".4" stroke="${p.accent}" stroke-opacity=".7"/><text x="${tagWidth / 2}" y="20.5" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="15" fill="${p.accent}" letter-spacing="1">${esc(g.vendorCode)}</text></g>
${jackpot}
<rect x="1.5" y="1.5" width="397" height="397" rx="6" fill="none" stroke="${p.light}" stroke-opacity=".18" stroke-width="3"/>`;
  return svgDoc(400, 400, body, g.nameEn);
}
