/**
 * Vector emblems drawn around (0, 0) in a box of about 200 x 200 units, painted with the
 * gradients of {@link emblemDefs}: gems, crowns, coins, cards, chips, fish, dice, lottery balls...
 * The artwork generators place and scale them.
 */
import { FONT, type Palette } from './svg.ts';

export type EmblemName =
  | 'gem'
  | 'crown'
  | 'coin'
  | 'seven'
  | 'clover'
  | 'star'
  | 'chip'
  | 'cards'
  | 'fish'
  | 'dice'
  | 'rocket'
  | 'balls'
  | 'ball'
  | 'gamepad'
  | 'rooster'
  | 'mine'
  | 'trophy';

/** Gradient definitions the emblems use (ids prefixed to stay unique inside one document). */
export function emblemDefs(p: Palette, id: string): string {
  return `<linearGradient id="${id}-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset=".45" stop-color="#ffd34d"/><stop offset="1" stop-color="#c27c0e"/></linearGradient>
<linearGradient id="${id}-accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.glow}"/></linearGradient>
<linearGradient id="${id}-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset=".35" stop-color="${p.glow}"/><stop offset="1" stop-color="${p.to}"/></linearGradient>
<radialGradient id="${id}-red" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ff8a8a"/><stop offset="1" stop-color="#b00020"/></radialGradient>
<filter id="${id}-shadow" x="-30%" y="-30%" width="160%" height="160%"><feDropShadow dx="0" dy="8" stdDeviation="8" flood-color="#000" flood-opacity=".45"/></filter>`;
}

const star = (r1: number, r2: number, n = 5) => {
  const pts: string[] = [];
  for (let i = 0; i < n * 2; i += 1) {
    const r = i % 2 === 0 ? r1 : r2;
    const a = (Math.PI / n) * i - Math.PI / 2;
    pts.push(`${(r * Math.cos(a)).toFixed(1)},${(r * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
};

/** The SVG fragment of an emblem; `id` is the prefix given to {@link emblemDefs}. */
export function emblem(name: EmblemName, id: string, label = ''): string {
  const gold = `url(#${id}-gold)`;
  const acc = `url(#${id}-accent)`;
  const gem = `url(#${id}-gem)`;
  const shadow = `filter="url(#${id}-shadow)"`;
  switch (name) {
    case 'gem':
      return `<g ${shadow}><polygon points="-80,-30 -45,-75 45,-75 80,-30 0,85" fill="${gem}"/><polygon points="-80,-30 80,-30 0,85" fill="#000" opacity=".18"/><polyline points="-45,-75 -25,-30 0,-75 25,-30 45,-75" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/><polyline points="-80,-30 0,85 80,-30" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><line x1="-25" y1="-30" x2="0" y2="85" stroke="#fff" stroke-opacity=".45" stroke-width="3"/><line x1="25" y1="-30" x2="0" y2="85" stroke="#fff" stroke-opacity=".45" stroke-width="3"/><polygon points="-40,-68 -20,-68 -34,-40" fill="#fff" opacity=".8"/></g>`;
    case 'crown':
      return `<g ${shadow}><path d="M-85,45 L-95,-45 L-45,0 L0,-70 L45,0 L95,-45 L85,45 Z" fill="${gold}" stroke="#8a5300" stroke-width="4" stroke-linejoin="round"/><rect x="-88" y="45" width="176" height="28" rx="8" fill="${gold}" stroke="#8a5300" stroke-width="4"/><circle cx="-95" cy="-50" r="11" fill="${gold}" stroke="#8a5300" stroke-width="3"/><circle cx="0" cy="-76" r="12" fill="${gold}" stroke="#8a5300" stroke-width="3"/><circle cx="95" cy="-50" r="11" fill="${gold}" stroke="#8a5300" stroke-width="3"/><circle cx="0" cy="18" r="14" fill="url(#${id}-red)"/><circle cx="-48" cy="25" r="9" fill="${gem}"/><circle cx="48" cy="25" r="9" fill="${gem}"/></g>`;
    case 'coin':
      return `<g ${shadow}><circle r="88" fill="#a8650a"/><circle r="82" fill="${gold}"/><circle r="64" fill="none" stroke="#a8650a" stroke-width="5" stroke-dasharray="6 7"/><polygon points="${star(46, 20)}" fill="#fff3b0" stroke="#a8650a" stroke-width="4" stroke-linejoin="round"/><ellipse cx="-30" cy="-45" rx="26" ry="12" fill="#fff" opacity=".45" transform="rotate(-30 -30 -45)"/></g>`;
    case 'seven':
      return `<g ${shadow}><text x="0" y="70" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="210" fill="${gold}" stroke="#7a3d00" stroke-width="6" paint-order="stroke">7</text><text x="0" y="70" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="210" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="2">7</text></g>`;
    case 'clover':
      return `<g ${shadow}><path d="M0,10 Q10,60 -10,95" stroke="#1b7a3a" stroke-width="10" fill="none" stroke-linecap="round"/><g fill="#35c46a" stroke="#146c33" stroke-width="4"><circle cx="-38" cy="-30" r="38"/><circle cx="38" cy="-30" r="38"/><circle cx="-38" cy="30" r="38"/><circle cx="38" cy="30" r="38"/></g><circle r="16" fill="${gold}"/><ellipse cx="-45" cy="-42" rx="14" ry="8" fill="#fff" opacity=".5"/></g>`;
    case 'star':
      return `<g ${shadow}><polygon points="${star(95, 42)}" fill="${gold}" stroke="#8a5300" stroke-width="5" stroke-linejoin="round"/><polygon points="${star(55, 24)}" fill="#fff7cc" opacity=".6"/></g>`;
    case 'chip': {
      const marks = Array.from(
        { length: 8 },
        (_, i) => `<rect x="-9" y="-88" width="18" height="26" rx="3" fill="#fff" transform="rotate(${i * 45})"/>`,
      ).join('');
      return `<g ${shadow}><circle r="88" fill="url(#${id}-red)" stroke="#5c0010" stroke-width="4"/>${marks}<circle r="58" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="10 8"/><circle r="48" fill="${gold}"/><text y="16" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="44" fill="#7a3d00">${label || '$'}</text></g>`;
    }
    case 'cards':
      return `<g ${shadow}><g transform="rotate(-14) translate(-40,0)"><rect x="-55" y="-80" width="110" height="160" rx="12" fill="#fff" stroke="#d9d9e3" stroke-width="3"/><text x="0" y="25" text-anchor="middle" font-family="${FONT}" font-size="80" fill="#1b1b2f">&#9824;</text><text x="-38" y="-50" font-family="${FONT}" font-weight="800" font-size="26" fill="#1b1b2f">A</text></g><g transform="rotate(12) translate(40,0)"><rect x="-55" y="-80" width="110" height="160" rx="12" fill="#fff" stroke="#d9d9e3" stroke-width="3"/><text x="0" y="25" text-anchor="middle" font-family="${FONT}" font-size="80" fill="#d10a2c">&#9829;</text><text x="-38" y="-50" font-family="${FONT}" font-weight="800" font-size="26" fill="#d10a2c">K</text></g></g>`;
    case 'fish':
      return `<g ${shadow}><path d="M-95,0 Q-20,-80 60,-10 L100,-50 L92,0 L100,50 L60,10 Q-20,80 -95,0 Z" fill="${gold}" stroke="#8a5300" stroke-width="4"/><path d="M-10,-48 Q10,-80 40,-40" fill="${acc}" stroke="#8a5300" stroke-width="3"/><path d="M-30,0 Q0,-25 30,0 Q0,25 -30,0" fill="none" stroke="#8a5300" stroke-width="3" opacity=".6"/><circle cx="-55" cy="-10" r="11" fill="#fff"/><circle cx="-52" cy="-10" r="6" fill="#111"/><circle cx="-70" cy="-70" r="10" fill="none" stroke="#fff" stroke-opacity=".8" stroke-width="3"/><circle cx="-92" cy="-50" r="6" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/></g>`;
    case 'dice': {
      const pip = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="10" fill="#c1121f"/>`;
      return `<g ${shadow}><g transform="rotate(-12)"><rect x="-80" y="-80" width="130" height="130" rx="24" fill="#fff" stroke="#d9d9e3" stroke-width="4"/>${pip(-45, -45)}${pip(15, 15)}${pip(-15, -15)}</g><g transform="rotate(14) translate(55,35)"><rect x="-50" y="-50" width="100" height="100" rx="18" fill="#fff" stroke="#d9d9e3" stroke-width="4"/>${pip(-25, -25)}${pip(25, 25)}${pip(-25, 25)}${pip(25, -25)}</g></g>`;
    }
    case 'rocket':
      return `<g ${shadow} transform="rotate(35)"><path d="M0,-95 Q40,-50 35,40 L-35,40 Q-40,-50 0,-95 Z" fill="#f1f3f9" stroke="#9aa3b5" stroke-width="4"/><circle cy="-25" r="18" fill="${gem}" stroke="#9aa3b5" stroke-width="4"/><path d="M-35,10 L-65,55 L-35,45 Z M35,10 L65,55 L35,45 Z" fill="url(#${id}-red)"/><path d="M-22,42 Q0,110 22,42 Z" fill="${gold}"/><path d="M-12,42 Q0,80 12,42 Z" fill="#fff"/></g>`;
    case 'balls': {
      const ball = (x: number, y: number, r: number, c: string, n: string) =>
        `<g transform="translate(${x},${y})"><circle r="${r}" fill="${c}"/><circle r="${r * 0.55}" fill="#fff"/><text y="${r * 0.22}" text-anchor="middle" font-family="${FONT}" font-weight="900" font-size="${r * 0.62}" fill="#1b1b2f">${n}</text><ellipse cx="${-r * 0.4}" cy="${-r * 0.5}" rx="${r * 0.3}" ry="${r * 0.16}" fill="#fff" opacity=".5"/></g>`;
      return `<g ${shadow}>${ball(-55, 20, 50, '#e63946', label.slice(0, 2) || '8')}${ball(55, 25, 46, '#1d4ed8', '23')}${ball(0, -45, 54, '#f59e0b', '6')}</g>`;
    }
    case 'ball':
      return `<g ${shadow}><circle r="88" fill="#fff" stroke="#1b1b2f" stroke-width="5"/><polygon points="${star(
        34,
        34,
        5,
      )
        .split(' ')
        .filter((_, i) => i % 2 === 0)
        .join(
          ' ',
        )}" fill="#1b1b2f"/><g stroke="#1b1b2f" stroke-width="5"><line x1="0" y1="-34" x2="0" y2="-88"/><line x1="32" y1="-10" x2="84" y2="-27"/><line x1="20" y1="28" x2="52" y2="70"/><line x1="-20" y1="28" x2="-52" y2="70"/><line x1="-32" y1="-10" x2="-84" y2="-27"/></g><ellipse cx="-35" cy="-50" rx="20" ry="10" fill="#fff" opacity=".6" transform="rotate(-30 -35 -50)"/></g>`;
    case 'gamepad':
      return `<g ${shadow}><path d="M-70,-45 H70 Q105,-45 105,0 Q110,70 75,70 Q55,70 40,40 H-40 Q-55,70 -75,70 Q-110,70 -105,0 Q-105,-45 -70,-45 Z" fill="#1f2233" stroke="${acc}" stroke-width="5"/><rect x="-68" y="-12" width="44" height="14" rx="4" fill="${acc}"/><rect x="-53" y="-27" width="14" height="44" rx="4" fill="${acc}"/><circle cx="45" cy="-15" r="10" fill="#ff4d6d"/><circle cx="68" cy="5" r="10" fill="#ffd166"/><circle cx="22" cy="5" r="10" fill="#4cc9f0"/><circle cx="45" cy="25" r="10" fill="#3ddc97"/></g>`;
    case 'rooster':
      return `<g ${shadow}><circle cx="-20" cy="-70" r="20" fill="#e11d48"/><circle cx="8" cy="-78" r="22" fill="#e11d48"/><circle cx="34" cy="-66" r="18" fill="#e11d48"/><path d="M-60,-20 Q-60,-60 0,-58 Q60,-56 55,0 Q50,60 -10,90 Q-70,80 -60,-20 Z" fill="${gold}" stroke="#8a5300" stroke-width="4"/><path d="M55,-20 L100,-5 L55,10 Z" fill="#f59e0b" stroke="#8a5300" stroke-width="3"/><path d="M45,12 Q55,50 30,45 Q25,25 45,12 Z" fill="#e11d48"/><circle cx="20" cy="-22" r="11" fill="#fff"/><circle cx="23" cy="-22" r="6" fill="#111"/></g>`;
    case 'mine': {
      const spikes = Array.from(
        { length: 8 },
        (_, i) => `<rect x="-8" y="-92" width="16" height="34" rx="5" fill="#2b2d42" transform="rotate(${i * 45})"/>`,
      ).join('');
      return `<g ${shadow}>${spikes}<circle r="66" fill="#2b2d42"/><circle r="66" fill="${gem}" opacity=".35"/><ellipse cx="-22" cy="-24" rx="18" ry="11" fill="#fff" opacity=".55" transform="rotate(-35 -22 -24)"/><polygon points="${star(30, 13)}" fill="${gold}"/></g>`;
    }
    case 'trophy':
      return `<g ${shadow}><path d="M-60,-80 H60 V-20 Q60,40 0,45 Q-60,40 -60,-20 Z" fill="${gold}" stroke="#8a5300" stroke-width="4"/><path d="M-60,-60 Q-105,-60 -95,-15 Q-85,15 -55,10" fill="none" stroke="${gold}" stroke-width="12"/><path d="M60,-60 Q105,-60 95,-15 Q85,15 55,10" fill="none" stroke="${gold}" stroke-width="12"/><rect x="-12" y="45" width="24" height="30" fill="${gold}"/><rect x="-50" y="72" width="100" height="22" rx="6" fill="${gold}" stroke="#8a5300" stroke-width="4"/><polygon points="${star(26, 11)}" fill="#fff7cc" transform="translate(0,-28)"/></g>`;
  }
}
