/**
 * The slot symbol tiles (docs/sandbox-provider.md "Slots": symbols named from the game's name
 * words, pictures and card ranks): one consistent tile per symbol id, drawn with SVG shapes and
 * text only (no images, no emoji). Card ranks are stylised letters; fruits, gems, crowns, bells,
 * coins, stars and the like are small vector pictures; every other premium (a creature, a
 * figure, a place) is a medallion with its emblem character and its name on a ribbon. The wild
 * and the scatter have their own frames. Colours come from the id, so a symbol looks the same in
 * every game.
 */
import { el } from './shell';

/** A symbol as the slot rules name it (server/vendors/house/games/slots/labels.ts). */
export interface SymbolInfo {
  id: string;
  name: { TW: string; EN: string };
  role: 'premium' | 'low' | 'wild' | 'scatter';
}

const SVG = 'http://www.w3.org/2000/svg';

/** One SVG shape: its tag and attributes. */
type Shape = [tag: string, attrs: Record<string, string>];

const circle = (cx: number, cy: number, r: number, cls: string): Shape => [
  'circle',
  { cx: String(cx), cy: String(cy), r: String(r), class: cls },
];
const poly = (points: string, cls: string): Shape => ['polygon', { points, class: cls }];
const path = (d: string, cls: string): Shape => ['path', { d, class: cls }];
const text = (x: number, y: number, size: number, cls: string, value: string): Shape => [
  'text',
  { x: String(x), y: String(y), 'font-size': String(size), class: cls, 'text-anchor': 'middle', value },
];

const STAR = '50,8 61,38 93,38 67,57 77,88 50,69 23,88 33,57 7,38 39,38';
const GEM = '30,20 70,20 88,42 50,88 12,42';

/** The vector pictures, by symbol id (viewBox 0 0 100 100, classes coloured in slot.css). */
const PICTURES: Record<string, Shape[]> = {
  CROWN: [
    poly('14,72 10,30 32,50 50,22 68,50 90,30 86,72', 'gold'),
    ['rect', { x: '14', y: '72', width: '72', height: '10', rx: '3', class: 'gold-dark' }],
    circle(50, 58, 6, 'red'),
  ],
  GEM: [poly(GEM, 'gem'), poly('30,20 50,42 70,20', 'shine'), poly('12,42 50,42 50,88', 'shade')],
  STAR: [poly(STAR, 'gold'), circle(50, 50, 8, 'shine')],
  STARS: [poly(STAR, 'gold'), circle(82, 18, 7, 'shine'), circle(16, 16, 5, 'shine')],
  BELL: [
    path('M50 14c-16 0-24 13-24 30v16l-10 12h68l-10-12V44c0-17-8-30-24-30z', 'gold'),
    circle(50, 80, 8, 'gold-dark'),
  ],
  SEVEN: [text(50, 82, 84, 'seven', '7')],
  BAR: [
    ['rect', { x: '8', y: '30', width: '84', height: '40', rx: '8', class: 'bar' }],
    text(50, 62, 30, 'bar-text', 'BAR'),
  ],
  COIN: [circle(50, 50, 38, 'gold'), circle(50, 50, 28, 'gold-dark'), text(50, 64, 40, 'coin-text', '$')],
  CHEST: [
    ['rect', { x: '14', y: '40', width: '72', height: '42', rx: '5', class: 'wood' }],
    path('M14 42c0-18 14-24 36-24s36 6 36 24z', 'wood-dark'),
    ['rect', { x: '44', y: '36', width: '12', height: '18', rx: '2', class: 'gold' }],
  ],
  RING: [circle(50, 60, 26, 'ring'), poly('36,30 64,30 70,20 50,8 30,20', 'gem')],
  PEARL: [path('M12 62c10 22 66 22 76 0z', 'shell'), circle(50, 46, 20, 'pearl'), circle(44, 40, 6, 'shine')],
  LOTUS: [
    path('M50 18c12 16 12 38 0 54c-12-16-12-38 0-54z', 'petal'),
    path('M50 72c-20-2-34-18-36-36c18 2 32 16 36 36z', 'petal'),
    path('M50 72c20-2 34-18 36-36c-18 2-32 16-36 36z', 'petal'),
    path('M20 80h60', 'stem'),
  ],
  GOBLET: [
    path('M26 16h48c0 26-10 38-24 40c-14-2-24-14-24-40z', 'gold'),
    ['rect', { x: '46', y: '56', width: '8', height: '18', class: 'gold-dark' }],
    ['rect', { x: '30', y: '74', width: '40', height: '8', rx: '3', class: 'gold-dark' }],
  ],
  SCROLL: [
    ['rect', { x: '20', y: '24', width: '60', height: '52', rx: '4', class: 'paper' }],
    circle(20, 50, 10, 'wood'),
    circle(80, 50, 10, 'wood'),
    path('M32 40h36M32 52h36M32 64h24', 'ink'),
  ],
  HORN: [path('M14 30c30 0 52 10 70 40l-12 8c-12-16-32-26-58-28z', 'gold'), circle(80, 74, 8, 'gold-dark')],
  MASK: [
    path('M10 34c20-10 60-10 80 0c0 26-14 42-40 42S10 60 10 34z', 'mask'),
    ['ellipse', { cx: '34', cy: '44', rx: '9', ry: '6', class: 'hole' }],
    ['ellipse', { cx: '66', cy: '44', rx: '9', ry: '6', class: 'hole' }],
  ],
  CHERRY: [
    path('M34 62C40 36 52 22 70 14M66 62C64 40 66 26 70 14', 'stem'),
    circle(32, 70, 16, 'red'),
    circle(66, 70, 16, 'red'),
    circle(27, 64, 4, 'shine'),
  ],
  LEMON: [['ellipse', { cx: '50', cy: '52', rx: '38', ry: '28', class: 'lemon' }], circle(38, 42, 6, 'shine')],
  ORANGE: [
    circle(50, 54, 34, 'orange'),
    path('M50 20c6-8 16-10 22-8c-4 8-12 10-22 8z', 'leaf'),
    circle(38, 42, 6, 'shine'),
  ],
  PLUM: [circle(50, 54, 32, 'plum'), path('M50 22c0-6 2-10 6-14', 'stem'), circle(40, 42, 6, 'shine')],
  GRAPE: [
    circle(38, 34, 12, 'plum'),
    circle(62, 34, 12, 'plum'),
    circle(50, 52, 12, 'plum'),
    circle(30, 54, 12, 'plum'),
    circle(70, 54, 12, 'plum'),
    circle(50, 74, 12, 'plum'),
    path('M50 22c0-6 4-10 10-12', 'stem'),
  ],
  APPLE: [
    path('M50 28c-26-12-44 10-36 36c6 20 22 28 36 20c14 8 30 0 36-20c8-26-10-48-36-36z', 'red'),
    path('M50 28c4-10 12-16 20-16c-2 8-10 14-20 16z', 'leaf'),
    circle(34, 46, 6, 'shine'),
  ],
  WATERMELON: [
    path('M8 40a42 42 0 0 0 84 0z', 'melon-rind'),
    path('M16 40a34 34 0 0 0 68 0z', 'melon'),
    circle(36, 54, 3, 'seed'),
    circle(50, 62, 3, 'seed'),
    circle(64, 54, 3, 'seed'),
  ],
  THUNDER: [poly('58,6 22,56 46,56 38,94 78,40 54,40', 'gold')],
  ETERNAL: [path('M50 8c10 20 30 30 30 54a30 30 0 0 1-60 0c0-14 8-22 14-30c2 12 8 16 12 18c0-16 0-28 4-42z', 'flame')],
  BLAZING: [path('M50 8c10 20 30 30 30 54a30 30 0 0 1-60 0c0-14 8-22 14-30c2 12 8 16 12 18c0-16 0-28 4-42z', 'flame')],
  LUNAR: [path('M62 10a40 40 0 1 0 28 64A32 32 0 1 1 62 10z', 'moon')],
  LUCKY: [
    circle(36, 36, 15, 'leaf'),
    circle(64, 36, 15, 'leaf'),
    circle(36, 62, 15, 'leaf'),
    circle(64, 62, 15, 'leaf'),
    path('M50 50c4 18 10 30 18 40', 'stem'),
  ],
  FROZEN: [path('M50 8v84M14 29l72 42M14 71l72-42M40 14l10 10 10-10M40 86l10-10 10 10', 'ice')],
  COSMIC: [circle(38, 62, 22, 'orb'), path('M54 46L90 10M48 38L76 8M60 54L92 28', 'tail')],
  MYSTIC: [
    circle(50, 46, 30, 'orb'),
    circle(40, 36, 8, 'shine'),
    ['rect', { x: '30', y: '76', width: '40', height: '10', rx: '4', class: 'gold-dark' }],
  ],
  GALAXY: [['ellipse', { cx: '50', cy: '50', rx: '42', ry: '16', class: 'ring-band' }], circle(50, 50, 20, 'orb')],
};
for (const id of ['DIAMOND', 'RUBY', 'EMERALD', 'CRYSTAL', 'JADE', 'GEMS']) PICTURES[id] = PICTURES.GEM!;
for (const id of ['GOLDEN', 'SILVER', 'ANCIENT', 'RICHES', 'TREASURES', 'FORTUNES']) PICTURES[id] = PICTURES.COIN!;
PICTURES.ROYAL = PICTURES.CROWN!;
PICTURES.IMPERIAL = PICTURES.CROWN!;
PICTURES.CARNIVAL = PICTURES.MASK!;

/** The emblem character of the medallion symbols (the first of their TW name otherwise). */
const EMBLEMS: Record<string, string> = {
  DRAGON: '龍',
  PHOENIX: '鳳',
  TIGER: '虎',
  KOI: '鯉',
  LION: '獅',
  PANDA: '熊',
  WOLF: '狼',
  BUFFALO: '牛',
  NINJA: '忍',
  SAMURAI: '武',
  VIKING: '戰',
  PHARAOH: '法',
  WIZARD: '巫',
  GODDESS: '神',
  PIRATES: '盜',
  LEGENDS: '勇',
  CANDY: '糖',
  LANTERNS: '燈',
  TEMPLE: '殿',
  EMPIRE: '印',
  DYNASTY: '璽',
  SAFARI: '獵',
  SACRED: '符',
  NEON: '虹',
  SHADOW: '影',
  SWEET: '甜',
};

/** The card ranks as stylised letters. */
const RANKS: Record<string, string> = { A: 'A', K: 'K', Q: 'Q', J: 'J', TEN: '10', NINE: '9' };

/** A small stable number of `id` (its palette). */
function hueOf(id: string): number {
  let h = 0;
  for (const c of id) h = (h * 31 + c.charCodeAt(0)) % 997;
  return h % 8;
}

function svg(shapes: Shape[]): SVGSVGElement {
  const node = document.createElementNS(SVG, 'svg');
  node.setAttribute('viewBox', '0 0 100 100');
  node.setAttribute('aria-hidden', 'true');
  node.setAttribute('class', 'pic');
  for (const [tag, { value, ...attrs }] of shapes) {
    const child = document.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) child.setAttribute(k, v);
    if (value) child.textContent = value;
    node.append(child);
  }
  return node;
}

/**
 * The tile of `info` in the page language `lang`: a `div.sym` labelled with the symbol's name,
 * classes `role-<role>`, `p<palette>` and `s-<id>` for the styles.
 */
export function symbolTile(info: SymbolInfo, lang: 'tw' | 'en'): HTMLElement {
  const name = lang === 'en' ? info.name.EN : info.name.TW;
  const face = el(`span.face.p${hueOf(info.id)}`);
  if (info.role === 'wild') {
    face.append(el('span.wild-word', { text: lang === 'en' ? 'WILD' : '百搭' }));
    if (lang !== 'en') face.append(el('span.wild-sub', { text: 'WILD' }));
  } else if (info.role === 'scatter') {
    face.append(svg([poly(STAR, 'burst')]), el('span.ribbon', { text: name }));
  } else if (RANKS[info.id]) {
    face.append(el('span.rank', { text: RANKS[info.id]! }));
  } else if (PICTURES[info.id]) {
    face.append(svg(PICTURES[info.id]!), el('span.ribbon', { text: name }));
  } else {
    // A creature, figure or place: its emblem character on a medallion, its name on a ribbon.
    const emblem = EMBLEMS[info.id] ?? ([...info.name.TW][0] || info.id.slice(0, 1));
    face.append(el('span.emblem', { text: emblem }), el('span.ribbon', { text: name }));
  }
  return el(`div.sym.role-${info.role}.s-${info.id}`, { role: 'img', 'aria-label': name }, [face]);
}
