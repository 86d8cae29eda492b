/**
 * Banner artwork (1920 x 520 SVG) with the headline and subtitle in the asked language: light
 * beams, bokeh, a cluster of emblems chosen from the banner's link, and a call-to-action pill.
 * Video banners (group w_promotion) get a play button. The pill's text is in the `media` texts
 * (server/i18n/locales).
 */
import type { Language } from '../i18n/language.ts';
import { text } from '../i18n/messages.ts';
import { emblem, emblemDefs, type EmblemName } from './emblems.ts';
import { esc, fitFontSize, FONT, paletteOf, rays, sparkles, svgDoc } from './svg.ts';

export interface BannerArtInput {
  id: number;
  groupName: string;
  title: string;
  subtitle: string;
  linkage: string;
  language: Language;
}

/** The main emblem of a banner, from where it leads. */
export function bannerEmblem(linkage: string): EmblemName {
  if (linkage.includes('/live')) return 'chip';
  if (linkage.includes('/rng')) return 'seven';
  if (linkage.includes('/sports')) return 'ball';
  if (linkage.includes('/promotions')) return 'trophy';
  if (linkage.includes('referral')) return 'crown';
  return 'gem';
}

function bokeh(seed: number, color: string): string {
  let s = seed >>> 0;
  const rnd = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
  return Array.from(
    { length: 26 },
    () =>
      `<circle cx="${(rnd() * 1920).toFixed(0)}" cy="${(rnd() * 520).toFixed(0)}" r="${(8 + rnd() * 46).toFixed(0)}" fill="${color}" opacity="${(0.04 + rnd() * 0.14).toFixed(2)}"/>`,
  ).join('');
}

/** The SVG document of a banner. */
export function bannerArt(b: BannerArtInput): string {
  const p = paletteOf(`banner:${b.id}`);
  const id = `b${b.id}`;
  const video = b.groupName === 'w_promotion';
  const titleSize = fitFontSize(b.title, 900, 96, 40);
  const subSize = fitFontSize(b.subtitle, 880, 38, 20);
  const cta = text('media', video ? 'bannerWatch' : 'bannerJoin', b.language);
  const ctaW = Math.max(220, cta.length * (b.language === 'TW' ? 34 : 22) + 70);
  const main = bannerEmblem(b.linkage);
  const cluster = video
    ? `<g transform="translate(1450,260)"><circle r="120" fill="#000" fill-opacity=".35" stroke="#fff" stroke-width="8"/><polygon points="-38,-62 -38,62 70,0" fill="#fff"/></g>`
    : `<g transform="translate(1460,270) scale(1.45)">${emblem(main, id, '8')}</g>
<g transform="translate(1220,390) scale(.5) rotate(-18)">${emblem('coin', id)}</g>
<g transform="translate(1700,140) scale(.42) rotate(20)">${emblem('coin', id)}</g>
<g transform="translate(1735,400) scale(.36)">${emblem('gem', id)}</g>
<g transform="translate(1250,120) scale(.3)">${emblem('star', id)}</g>`;
  const body = `<defs><linearGradient id="${id}-bg" x1="0" y1="0" x2="1" y2=".6"><stop offset="0" stop-color="${p.from}"/><stop offset=".55" stop-color="${p.to}"/><stop offset="1" stop-color="${p.from}"/></linearGradient>
<radialGradient id="${id}-glow" cx=".76" cy=".52" r=".42"><stop offset="0" stop-color="${p.glow}" stop-opacity=".95"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="${id}-fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".55" stop-color="#000" stop-opacity="0"/></linearGradient>
<linearGradient id="${id}-cta" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe680"/><stop offset="1" stop-color="#f5a623"/></linearGradient>${emblemDefs(p, id)}</defs>
<rect width="1920" height="520" fill="url(#${id}-bg)"/>
${rays(1460, 270, 1300, 30, p.light, 0.06, b.id * 7)}
<rect width="1920" height="520" fill="url(#${id}-glow)"/>
${bokeh(b.id * 977, p.light)}
${sparkles(b.id * 31337, 1920, 520, 40, p.light)}
<rect width="1920" height="520" fill="url(#${id}-fade)"/>
${cluster}
<rect x="160" y="130" width="90" height="8" rx="4" fill="${p.accent}"/>
<text x="160" y="${210 + titleSize * 0.3}" font-family="${FONT}" font-weight="900" font-size="${titleSize}" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="6" paint-order="stroke">${esc(b.title)}</text>
<text x="160" y="${300 + titleSize * 0.1}" font-family="${FONT}" font-weight="600" font-size="${subSize}" fill="${p.light}" opacity=".92">${esc(b.subtitle)}</text>
<g transform="translate(160,${350 + titleSize * 0.1})"><rect width="${ctaW}" height="68" rx="34" fill="url(#${id}-cta)"/><rect x="3" y="3" width="${ctaW - 6}" height="30" rx="15" fill="#fff" opacity=".25"/><text x="${ctaW / 2}" y="45" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="28" fill="#4a2500" letter-spacing="2">${esc(cta)}</text></g>`;
  return svgDoc(1920, 520, body, b.title);
}
