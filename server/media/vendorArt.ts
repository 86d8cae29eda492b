/**
 * Vendor artwork, generated from the vendor code: a wordmark logo (240 x 80, footer carousel and
 * drop menus) and a large vendor icon, the spec's `lagerIcon` (600 x 360, vendor cards).
 */
import type { GameCategory } from '../../contract/types.ts';
import { hashString } from '../db/seed/random.ts';
import { emblem, emblemDefs, type EmblemName } from './emblems.ts';
import { esc, fitFontSize, FONT, paletteOf, rays, sparkles, svgDoc } from './svg.ts';

export interface VendorArtInput {
  code: string;
  nameEn: string;
  gameType: GameCategory;
}

const CATEGORY_LABEL: Record<GameCategory, string> = {
  SPORTS: 'SPORTS',
  ESPORTS: 'E-SPORTS',
  LIVE: 'LIVE CASINO',
  LOTT: 'LOTTERY',
  ELOTT: 'E-LOTTERY',
  FISH: 'FISHING',
  PVP: 'CARD GAMES',
  RNG: 'SLOTS',
  BGS: 'ORIGINALS',
  COCKFIGHT: 'COCKFIGHT',
};

/** The emblem of a vendor's category. */
export function vendorEmblem(v: VendorArtInput): EmblemName {
  const byType: Record<GameCategory, EmblemName> = {
    SPORTS: 'ball',
    ESPORTS: 'gamepad',
    LIVE: hashString(v.code) % 2 ? 'chip' : 'cards',
    LOTT: 'balls',
    ELOTT: 'balls',
    FISH: 'fish',
    PVP: 'cards',
    RNG: (['seven', 'crown', 'gem', 'coin', 'star', 'clover'] as const)[hashString(v.code) % 6] as EmblemName,
    BGS: 'rocket',
    COCKFIGHT: 'rooster',
  };
  return byType[v.gameType];
}

/** The vendor's wordmark logo: a gradient plate with the emblem, the code and the name. */
export function vendorLogo(v: VendorArtInput): string {
  const p = paletteOf(`vendor:${v.code}`);
  const id = `vl${hashString(v.code)}`;
  const code = v.code.replace(/_/g, ' ');
  const codeSize = fitFontSize(code, 146 - code.length * 1.5, 34, 12);
  const nameSize = fitFontSize(v.nameEn.toUpperCase(), 146 - v.nameEn.length * 1.2, 13, 7);
  const body = `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient>${emblemDefs(p, id)}</defs>
<rect x="1" y="1" width="238" height="78" rx="16" fill="url(#${id}-bg)" stroke="${p.accent}" stroke-opacity=".55" stroke-width="2"/>
<circle cx="42" cy="40" r="29" fill="#000" fill-opacity=".28" stroke="${p.accent}" stroke-opacity=".6" stroke-width="2"/>
<g transform="translate(42,41) scale(.25)">${emblem(vendorEmblem(v), id, v.code.slice(0, 2))}</g>
<text x="158" y="44" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${codeSize}" fill="#fff" letter-spacing="1.5">${esc(code)}</text>
<text x="158" y="63" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${nameSize}" fill="${p.accent}" letter-spacing="1.2">${esc(v.nameEn.toUpperCase())}</text>`;
  return svgDoc(240, 80, body, `${v.nameEn} logo`);
}

/** The vendor's large icon (`lagerIcon`): a scene with a big emblem, the name and the category. */
export function vendorIcon(v: VendorArtInput): string {
  const p = paletteOf(`vendor:${v.code}`);
  const id = `vi${hashString(v.code)}`;
  const nameSize = fitFontSize(v.nameEn, 300, 46, 20);
  const label = CATEGORY_LABEL[v.gameType];
  const body = `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset=".6" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient>
<radialGradient id="${id}-glow" cx=".75" cy=".5" r=".5"><stop offset="0" stop-color="${p.glow}" stop-opacity=".9"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>${emblemDefs(p, id)}</defs>
<rect width="600" height="360" fill="url(#${id}-bg)"/>
${rays(450, 180, 520, 22, p.light, 0.07, hashString(v.code) % 15)}
<rect width="600" height="360" fill="url(#${id}-glow)"/>
${sparkles(hashString(v.code), 600, 360, 22, p.light)}
<circle cx="450" cy="180" r="120" fill="none" stroke="${p.accent}" stroke-opacity=".35" stroke-width="3"/>
<g transform="translate(450,178) scale(1.05)">${emblem(vendorEmblem(v), id, v.code.slice(0, 2))}</g>
<rect x="36" y="112" width="${label.length * 11 + 30}" height="30" rx="15" fill="${p.accent}"/>
<text x="${36 + (label.length * 11 + 30) / 2}" y="132.5" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="14" fill="${p.from}" letter-spacing="1.5">${label}</text>
<text x="36" y="${190 + nameSize * 0.35}" font-family="${FONT}" font-weight="900" font-size="${nameSize}" fill="#fff" stroke="#000" stroke-opacity=".3" stroke-width="4" paint-order="stroke">${esc(v.nameEn)}</text>
<rect x="36" y="${214 + nameSize * 0.35}" width="64" height="5" rx="2.5" fill="${p.accent}"/>
<text x="36" y="${252 + nameSize * 0.35}" font-family="${FONT}" font-weight="700" font-size="18" fill="${p.light}" opacity=".85" letter-spacing="2">${esc(v.code.replace(/_/g, ' '))}</text>`;
  return svgDoc(600, 360, body, v.nameEn);
}
