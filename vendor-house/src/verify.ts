/**
 * The public verify page: enter a revealed server seed, the client seed, the nonce and the game,
 * and the server recomputes the round with the same code the game used (POST /api/verify). The
 * SHA-256 of the seed is shown so it can be compared with the hash shown before play.
 */
import { api } from './api';
import { cardNode, type CardData } from './cards';
import { LANG, t } from './i18n';
import { fourDSheetNode, loEndingsTables, vnSheetTable } from './drawSheet';
import type { PrizeTier } from './drawCore';
import { el } from './shell';
import { formatMinorUnits } from '../../contract/money';
import './style.css';
import './verify.css';

const TABLE_GAMES = [
  'rouletteEuropean',
  'rouletteAmerican',
  'rouletteLightning',
  'sicBo',
  'fanTan',
  'crazyTime',
  'luckyWheel',
  'keno',
  'miniKeno',
  'megaBall',
] as const;
const isTableGame = (g: string) => (TABLE_GAMES as readonly string[]).includes(g);
const GAMES = [
  'slot',
  'baccarat',
  'fishing',
  'blackjack',
  'sports',
  'esports',
  'cockfight',
  'lottery',
  // The sandbox's tables (server/vendors/house/fair/verify.ts), named in tables.verifyGames.
  ...TABLE_GAMES,
  'mini',
  'draw',
] as const;
/** The games whose draws can be verified and the layout of their sheets (docs/lottery.md sections 1-4: Vietnam by region, 4D, the five balls). */
const DRAW_GAMES = {
  BGS_VN_NORTH: 'NORTH',
  BGS_VN_CENTRAL: 'CENTRAL',
  BGS_VN_SOUTH: 'SOUTH',
  BGS_SEA_4D: '4D',
  BGS_LOTTO: 'BALLS',
  BGS_ELOTT: 'BALLS',
} as const;
type DrawGame = keyof typeof DRAW_GAMES;
const FISH = ['clownfish', 'pufferfish', 'angelfish', 'turtle', 'octopus', 'lanternfish', 'shark', 'goldenDragon'];
const query = new URLSearchParams(location.search);
document.title = t('verify.title');

const field = (label: string, input: HTMLElement) => el('label.field', {}, [el('span', { text: label }), input]);
const game = el(
  'select',
  { name: 'game' },
  GAMES.map((g) =>
    el('option', {
      value: g,
      text: t(isTableGame(g) ? `tables.verifyGames.${g}` : g === 'mini' ? 'mini.verify.game' : `verify.games.${g}`),
    }),
  ),
);
game.value = query.get('game') ?? 'slot';
const serverSeed = el('input', {
  name: 'serverSeed',
  required: '',
  maxlength: '128',
  autocomplete: 'off',
  spellcheck: 'false',
});
const clientSeed = el('input', {
  name: 'clientSeed',
  required: '',
  maxlength: '64',
  autocomplete: 'off',
  spellcheck: 'false',
});
const nonce = el('input', { name: 'nonce', type: 'number', min: '0', step: '1', required: '', value: '0' });
const fish = el(
  'select',
  { name: 'fish' },
  FISH.map((f) => el('option', { value: f, text: t(`fishing.kinds.${f}`) })),
);
const fishField = field(t('verify.fish'), fish);
const actions = el('input', {
  name: 'actions',
  maxlength: '400',
  autocomplete: 'off',
  spellcheck: 'false',
  placeholder: 'split,double,stand',
});
actions.value = query.get('actions') ?? '';
const actionsField = field(t('verify.actions'), actions);
// A sandbox slot's catalogue game code (docs/sandbox-provider.md "Slots"): its round replays on its own reels.
const catalogueGame = el('input', {
  name: 'catalogueGame',
  maxlength: '64',
  autocomplete: 'off',
  spellcheck: 'false',
  pattern: '[A-Za-z0-9_-]+',
  placeholder: 'PG-001',
});
catalogueGame.value = query.get('catalogueGame') ?? '';
const catalogueField = field(t('verify.catalogueGame'), catalogueGame);
// Mini games: the round record the game page links with (its bet and moves, docs/sandbox-provider.md "Mini games").
const miniRecord = el('textarea', { name: 'mini', rows: '3', maxlength: '2000', spellcheck: 'false' });
miniRecord.value = query.get('mini') ?? '';
const miniField = field(t('mini.verify.record'), miniRecord);
serverSeed.value = query.get('serverSeed') ?? '';
clientSeed.value = query.get('clientSeed') ?? '';
nonce.value = query.get('nonce') ?? '0';
// "Lottery draw": the game, the draw id, its revealed seed and, to compare, the hash published before the draw.
const gameCode = el(
  'select',
  { name: 'gameCode' },
  Object.keys(DRAW_GAMES).map((g) => el('option', { value: g, text: t(`verify.drawGames.${g}`) })),
);
gameCode.value = query.get('gameCode') ?? 'BGS_VN_NORTH';
const drawId = el('input', {
  name: 'drawId',
  maxlength: '40',
  autocomplete: 'off',
  spellcheck: 'false',
  placeholder: 'VNN-20261126',
});
drawId.value = query.get('drawId') ?? '';
const expectedHash = el('input', { name: 'hash', maxlength: '64', autocomplete: 'off', spellcheck: 'false' });
expectedHash.value = query.get('hash') ?? '';
const drawFields = [
  field(t('verify.gameCode'), gameCode),
  field(t('verify.drawId'), drawId),
  field(t('verify.expectedHash'), expectedHash),
];
const roundFields = [field(t('fair.clientSeed'), clientSeed), field(t('fair.nonce'), nonce)];
const intro = el('p.intro');
const output = el('section.panel.output', { 'aria-live': 'polite' });
const form = el('form.panel.verifyform', {}, [
  field(t('verify.game'), game),
  ...drawFields,
  field(t('fair.serverSeed'), serverSeed),
  ...roundFields,
  fishField,
  actionsField,
  catalogueField,
  miniField,
  el('button.primary', { type: 'submit', text: t('verify.check') }),
]);
const syncFish = () => {
  const isDraw = game.value === 'draw';
  fishField.hidden = game.value !== 'fishing';
  actionsField.hidden = game.value !== 'blackjack';
  catalogueField.hidden = game.value !== 'slot';
  miniField.hidden = game.value !== 'mini';
  for (const f of drawFields) f.hidden = !isDraw;
  for (const f of roundFields) f.hidden = isDraw;
  clientSeed.required = !isDraw;
  nonce.required = !isDraw;
  drawId.required = isDraw;
  intro.textContent = t(isDraw ? 'verify.drawIntro' : 'verify.intro');
};
game.addEventListener('change', syncFish);
syncFish();

const cards = (list: string[]) =>
  el(
    'div.hand',
    {},
    list.map((label) => {
      const suit = ({ '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C' } as const)[label.slice(-1) as '♠'] ?? 'S';
      const rankText = label.slice(0, -1);
      const rank = ({ A: 1, J: 11, Q: 12, K: 13 } as Record<string, number>)[rankText] ?? Number(rankText);
      return cardNode({ rank, suit } as CardData);
    }),
  );

/** A slot symbol's name in the page language, from the names the verifier sent with the outcome. */
function slotSymbolName(o: Record<string, unknown>, id: string): string {
  const names = (o.symbols as Record<string, { TW: string; EN: string }> | undefined)?.[id];
  return names ? (LANG === 'en' ? names.EN : names.TW) : id;
}

/** A table round's outcome (roulette, sic bo, fan tan, wheels, keno): what the table page showed. */
function describeTable(g: string, o: Record<string, unknown>): HTMLElement {
  const line = (key: string, params: Record<string, unknown>) =>
    el('p', { text: t(`tables.verifyOutcome.${key}`, params) });
  if (g.startsWith('roulette')) {
    const lucky = o.lucky as { number: number; multiplier: number }[];
    return el('div', {}, [
      line('roulette', { label: o.label, colour: t(`tables.roulette.colours.${o.colour as string}`) }),
      ...(lucky.length
        ? [line('lucky', { numbers: lucky.map((l) => `${l.number} ${l.multiplier}x`).join(', ') })]
        : []),
    ]);
  }
  if (g === 'sicBo') return line('sicBo', { dice: (o.dice as number[]).join(' · '), total: o.total });
  if (g === 'fanTan') return line('fanTan', { beads: o.beads, result: o.result });
  if (g === 'crazyTime' || g === 'luckyWheel') {
    const spot = (s: string) => (/^\d+$/.test(s) ? s : t(`tables.wheel.spots.${s}`));
    const top = o.topSlot as { spot: string; multiplier: number } | null;
    return el('div', {}, [
      line('wheel', { segment: (o.segment as number) + 1, spot: spot(o.spot as string) }),
      ...(top ? [line('topSlot', { spot: spot(top.spot), multiplier: top.multiplier })] : []),
      ...(o.bonus !== null ? [line('bonus', { multiplier: o.bonus })] : []),
    ]);
  }
  const mega = o.megaBall as { number: number; multiplier: number } | null;
  return el('div', {}, [
    line('drawn', {}),
    el(
      'div.balls',
      {},
      (o.drawn as number[]).map((n) => el('span.ball', { text: String(n) })),
    ),
    ...(mega ? [line('megaBall', { number: mega.number, multiplier: mega.multiplier })] : []),
  ]);
}

/** A replayed mini game round (fair/verify.ts 'mini'): what was drawn, the moves, the return. */
function describeMini(o: Record<string, unknown>): HTMLElement {
  const lines: string[] = [t(`mini.games.${String(o.game === 'pick' ? 'goalRush' : o.game)}`, { defaultValue: '' })];
  const mult = (m: unknown) => `${Number(m).toFixed(2)}×`;
  if (o.point !== undefined) lines.push(t('mini.verify.point', { point: mult(o.point) }));
  if (o.result !== undefined) lines.push(t('mini.verify.point', { point: mult(o.result) }));
  if (o.roll !== undefined) lines.push(t('mini.dice.lost', { roll: String(o.roll) }));
  if (o.slot !== undefined) lines.push(t('mini.plinko.landed', { multiplier: mult(o.multiplier) }));
  if (o.side !== undefined && o.roll === undefined) lines.push(t(`mini.coin.${String(o.side)}`));
  if (Array.isArray(o.order))
    lines.push(t('mini.verify.order', { order: (o.order as number[]).map((r) => r + 1).join(' · ') }));
  if (o.mines !== undefined && Array.isArray(o.layout))
    lines.push(t('mini.verify.mines', { tiles: (o.layout as number[]).map((n) => n + 1).join(', ') }));
  else if (Array.isArray(o.layout))
    lines.push(
      t('mini.verify.traps', { rows: (o.layout as number[][]).map((r) => r.map((n) => n + 1).join('/')).join(' | ') }),
    );
  if (o.status !== undefined) lines.push(t(`mini.verify.status.${String(o.status)}`));
  const payout = typeof o.payout === 'string' ? formatMinorUnits(BigInt(o.payout)) : '0.00';
  lines.push(t('mini.verify.payout', { amount: payout }));
  return el('div', {}, [
    el('p', { text: t('mini.verify.outcome') }),
    ...lines.filter(Boolean).map((line) => el('p', { text: line })),
    ...(Array.isArray(o.cards) ? [cards((o.cards as CardData[]).slice(0, 12).map(cardLabelOf))] : []),
  ]);
}

/** A card as the verify page labels it (A♠, 10♥...). */
const cardLabelOf = (c: CardData) =>
  `${({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' } as Record<number, string>)[c.rank] ?? c.rank}${{ S: '♠', H: '♥', D: '♦', C: '♣' }[c.suit]}`;

function describe(g: string, o: Record<string, unknown>): HTMLElement {
  if (isTableGame(g)) return describeTable(g, o);
  switch (g) {
    case 'mini':
      return describeMini(o);
    case 'slot':
      return el('div', {}, [
        el(
          'div.vgrid',
          {},
          (o.grid as string[][]).map((col) =>
            el(
              'div.vcol',
              {},
              col.map((s) => el('span', { text: slotSymbolName(o, s) })),
            ),
          ),
        ),
        el('p', {
          text: t('verify.slotWin', {
            win: o.winInBets as number,
            free: o.freeSpins as number,
            stops: (o.stops as number[]).join(', '),
          }),
        }),
      ]);
    case 'baccarat':
      return el('div', {}, [
        el('h3', { text: `${t('baccarat.player')} ${o.playerTotal as number}` }),
        cards(o.player as string[]),
        el('h3', { text: `${t('baccarat.banker')} ${o.bankerTotal as number}` }),
        cards(o.banker as string[]),
        el('p', { text: t(`baccarat.wins.${o.winner as string}`, { p: o.playerTotal, b: o.bankerTotal }) }),
      ]);
    case 'blackjack': {
      const hands = o.hands as { cards: string[]; total: number; doubled: boolean; outcome: string | null }[];
      const replayed =
        (o.actions as string[]).length > 0
          ? [
              el('h3', {
                text: `${t('verify.bjRound', { actions: (o.actions as string[]).map((a) => t(`blackjack.${a}`)).join(' → ') })}${o.insured ? ` · ${t('verify.insured')}` : ''}`,
              }),
              el('h3', { text: `${t('blackjack.dealer')} ${o.dealerTotal as number}` }),
              cards(o.dealer as string[]),
              ...hands.flatMap((h, i) => [
                el('h3', {
                  text: `${hands.length > 1 ? t('blackjack.hand', { n: i + 1 }) : t('blackjack.you')} ${h.total}${h.doubled ? ` · ${t('blackjack.doubled')}` : ''}${h.outcome ? ` · ${t(`blackjack.outcome.${h.outcome}`)}` : ''}`,
                }),
                cards(h.cards),
              ]),
            ]
          : [];
      return el('div', {}, [el('h3', { text: t('verify.shoe') }), cards(o.firstCards as string[]), ...replayed]);
    }
    case 'fishing':
      return el('p', {
        text: t(o.caught ? 'verify.caught' : 'verify.escaped', { chance: ((o.chance as number) * 100).toFixed(2) }),
      });
    case 'sports':
    case 'esports':
    case 'cockfight':
      return el('p', {
        text: `${o.home as string} ${(o.score as number[])[0]} : ${(o.score as number[])[1]} ${o.away as string}`,
      });
    default:
      return el(
        'div.balls',
        {},
        (o.balls as number[]).map((n) => el('span.ball', { text: String(n) })),
      );
  }
}

/** The recomputed draw: the seed's hash against the published one, and the sheet in its layout. */
function describeDraw(res: {
  gameCode: string;
  drawId: string;
  serverSeedHash: string;
  prizes: PrizeTier[];
}): HTMLElement[] {
  const expected = expectedHash.value.trim().toLowerCase();
  const layout = DRAW_GAMES[res.gameCode as DrawGame] ?? 'BALLS';
  const column = [{ label: res.drawId, prizes: res.prizes }];
  const sheet =
    layout === '4D'
      ? [fourDSheetNode(res.prizes)]
      : layout === 'BALLS'
        ? [
            el(
              'div.balls',
              {},
              res.prizes.flatMap((p) => p.numbers).map((n) => el('span.ball', { text: n })),
            ),
          ]
        : [vnSheetTable(layout, column), loEndingsTables(column)];
  return [
    el('h2', { text: t('verify.sheet', { drawId: res.drawId }) }),
    el('p', {}, [el('span', { text: `${t('fair.serverSeedHash')}: ` }), el('code', { text: res.serverSeedHash })]),
    ...(expected
      ? [
          el(`p.hashcheck.${expected === res.serverSeedHash ? 'match' : 'mismatch'}`, {
            text: t(expected === res.serverSeedHash ? 'verify.hashMatch' : 'verify.hashMismatch'),
          }),
        ]
      : []),
    ...sheet,
  ];
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  if (game.value === 'draw') {
    try {
      const res = await api<{ gameCode: string; drawId: string; serverSeedHash: string; prizes: PrizeTier[] }>(
        '/api/verify',
        { game: 'draw', gameCode: gameCode.value, drawId: drawId.value.trim(), serverSeed: serverSeed.value.trim() },
      );
      output.replaceChildren(...describeDraw(res));
    } catch {
      output.replaceChildren(el('p.error', { text: t('verify.invalid') }));
    }
    return;
  }
  try {
    const body = {
      game: game.value,
      serverSeed: serverSeed.value.trim(),
      clientSeed: clientSeed.value.trim(),
      nonce: Number(nonce.value),
      ...(game.value === 'fishing' ? { fish: fish.value } : {}),
      ...(game.value === 'blackjack' ? { actions: actions.value.split(/[\s,]+/).filter(Boolean) } : {}),
      ...(game.value === 'slot' && catalogueGame.value.trim() ? { catalogueGame: catalogueGame.value.trim() } : {}),
      ...(game.value === 'mini' ? { mini: JSON.parse(miniRecord.value || '{}') as unknown } : {}),
    };
    const res = await api<{ serverSeedHash: string; outcome: Record<string, unknown> }>('/api/verify', body);
    output.replaceChildren(
      el('h2', { text: t('verify.result') }),
      el('p', {}, [el('span', { text: `${t('fair.serverSeedHash')}: ` }), el('code', { text: res.serverSeedHash })]),
      describe(game.value, res.outcome),
    );
  } catch {
    output.replaceChildren(el('p.error', { text: t('verify.invalid') }));
  }
});

document
  .getElementById('app')!
  .replaceChildren(
    el('header.topbar', {}, [el('h1.title', { text: t('verify.title') })]),
    el('main.stage', {}, [intro, form, output]),
  );
// Opened from a draw page's verify link: the values are all there, so show the result at once.
if (game.value === 'draw' && drawId.value && serverSeed.value) form.requestSubmit();
// Opened from a mini game's round record after the seed was revealed: show the replayed round at once.
if (game.value === 'mini' && miniRecord.value && serverSeed.value) form.requestSubmit();
