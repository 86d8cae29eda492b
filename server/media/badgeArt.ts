/**
 * Footer badges (payment, certification, social, licence) and winner avatars, generated as SVG.
 * Badges are stylised wordmarks, not copies of third-party logos. The catalogue is listed at
 * /media/badges/index.json for the footer.
 */
import { hashString } from '../db/seed/random.ts';
import { esc, fitFontSize, FONT, PALETTES, svgDoc, type Palette } from './svg.ts';

export type BadgeGroup = 'payment' | 'certification' | 'social' | 'licence';

interface BadgeSpec {
  label: string;
  sub?: string;
  color: string;
}

/** Every badge by group and name (the name is the URL segment). */
export const BADGES: Record<BadgeGroup, Record<string, BadgeSpec>> = {
  payment: {
    visa: { label: 'VISA', color: '#1a1f71' },
    mastercard: { label: 'MasterCard', color: '#eb001b' },
    unionpay: { label: 'UnionPay', sub: 'CARDS', color: '#00508f' },
    usdt: { label: 'USDT', sub: 'TRC20 · ERC20', color: '#26a17b' },
    alipay: { label: 'Alipay', sub: 'E-WALLET', color: '#1677ff' },
    wechatpay: { label: 'WeChat Pay', sub: 'E-WALLET', color: '#07c160' },
    bank: { label: 'Bank Transfer', sub: 'ONLINE BANKING', color: '#8a6d3b' },
  },
  certification: {
    gli: { label: 'GLI', sub: 'CERTIFIED', color: '#0a7d3e' },
    itechlabs: { label: 'iTech Labs', sub: 'RNG CERTIFIED', color: '#c8102e' },
    bmm: { label: 'BMM', sub: 'TESTLABS', color: '#00416a' },
    ecogra: { label: 'eCOGRA', sub: 'SAFE & FAIR', color: '#2e7d32' },
  },
  social: {
    facebook: { label: 'f', color: '#1877f2' },
    telegram: { label: 'tg', color: '#229ed9' },
    whatsapp: { label: 'wa', color: '#25d366' },
    youtube: { label: 'yt', color: '#ff0000' },
    instagram: { label: 'ig', color: '#d62976' },
    x: { label: 'X', color: '#111111' },
  },
  licence: {
    pagcor: { label: 'PAGCOR', sub: 'LICENSED', color: '#0038a8' },
    curacao: { label: 'Curaçao eGaming', sub: 'LICENSED', color: '#002b7f' },
    mga: { label: 'MGA', sub: 'MALTA GAMING AUTHORITY', color: '#9b1b30' },
    '18plus': { label: '18+', sub: 'PLAY RESPONSIBLY', color: '#c62828' },
  },
};

/** The URL of a badge. */
export const badgeUrl = (group: BadgeGroup, name: string) => `/media/badges/${group}/${name}.svg`;

/** Display names of the social badges (their artwork label is only a glyph). */
const SOCIAL_TITLES: Record<string, string> = {
  facebook: 'Facebook',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  youtube: 'YouTube',
  instagram: 'Instagram',
  x: 'X',
};

/** The badge catalogue for the footer: per group, the name, label (alternative text) and URL of each badge. */
export function badgeIndex(): Record<BadgeGroup, { name: string; label: string; url: string }[]> {
  const out = {} as Record<BadgeGroup, { name: string; label: string; url: string }[]>;
  for (const group of Object.keys(BADGES) as BadgeGroup[]) {
    out[group] = Object.entries(BADGES[group]).map(([name, spec]) => ({
      name,
      label: group === 'social' ? (SOCIAL_TITLES[name] ?? name) : spec.label,
      url: badgeUrl(group, name),
    }));
  }
  return out;
}

function socialGlyph(name: string): string {
  switch (name) {
    case 'facebook':
      return `<text x="32" y="47" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="40" fill="#fff">f</text>`;
    case 'telegram':
      return `<path d="M15,31 L48,18 L42,48 L32,39 L26,45 L26,37 L42,24 L23,35 Z" fill="#fff"/>`;
    case 'whatsapp':
      return `<circle cx="32" cy="31" r="15" fill="none" stroke="#fff" stroke-width="4"/><path d="M19,49 L22,40 L29,44 Z" fill="#fff"/><path d="M26,25 Q28,23 30,27 Q29,30 31,32 Q33,34 36,33 Q40,35 38,37 Q33,41 27,34 Q23,29 26,25 Z" fill="#fff"/>`;
    case 'youtube':
      return `<rect x="12" y="18" width="40" height="28" rx="8" fill="#fff"/><polygon points="28,25 28,39 40,32" fill="#ff0000"/>`;
    case 'instagram':
      return `<rect x="16" y="16" width="32" height="32" rx="9" fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" cy="32" r="7.5" fill="none" stroke="#fff" stroke-width="4"/><circle cx="41.5" cy="22.5" r="2.5" fill="#fff"/>`;
    default:
      return `<text x="32" y="44" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="32" fill="#fff">${esc(BADGES.social[name]?.label ?? '?')}</text>`;
  }
}

/** A badge's SVG, or null when the group has no such badge. */
export function badgeArt(group: BadgeGroup, name: string): string | null {
  const spec = BADGES[group]?.[name];
  if (!spec) return null;
  if (group === 'social') {
    return svgDoc(
      64,
      64,
      `<circle cx="32" cy="32" r="31" fill="${spec.color}"/><circle cx="32" cy="32" r="31" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>${socialGlyph(name)}`,
      name,
    );
  }
  const labelSize = fitFontSize(spec.label, 132, 28, 11);
  const subSize = spec.sub ? fitFontSize(spec.sub, 132, 11, 7) : 0;
  const y = spec.sub ? 33 : 41;
  const body = `<rect x="1" y="1" width="158" height="62" rx="12" fill="#fff" stroke="${spec.color}" stroke-width="2"/>
<rect x="1" y="1" width="10" height="62" rx="5" fill="${spec.color}"/>
<text x="84" y="${y}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${labelSize}" fill="${spec.color}" font-style="${name === 'visa' ? 'italic' : 'normal'}">${esc(spec.label)}</text>
${spec.sub ? `<text x="84" y="51" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${subSize}" fill="#555" letter-spacing=".8">${esc(spec.sub)}</text>` : ''}`;
  return svgDoc(160, 64, body, spec.label);
}

/** A winner avatar (128 x 128): a gradient disc with a stylised player silhouette and crown for the rich. */
export function avatarArt(id: number): string {
  const p = PALETTES[hashString(`avatar:${id}`) % PALETTES.length] as Palette;
  const gid = `a${id}`;
  const body = `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.to}"/></linearGradient><clipPath id="${gid}-c"><circle cx="64" cy="64" r="62"/></clipPath></defs>
<circle cx="64" cy="64" r="62" fill="url(#${gid})"/>
<g clip-path="url(#${gid}-c)"><circle cx="64" cy="54" r="24" fill="${p.light}" opacity=".95"/><ellipse cx="64" cy="122" rx="44" ry="36" fill="${p.light}" opacity=".95"/></g>
<path d="M44,30 L50,16 L58,26 L64,12 L70,26 L78,16 L84,30 Z" fill="#ffd34d" stroke="#a86a00" stroke-width="2" opacity="${id % 3 === 0 ? 1 : 0}"/>
<circle cx="64" cy="64" r="62" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`;
  return svgDoc(128, 128, body, 'winner avatar');
}
