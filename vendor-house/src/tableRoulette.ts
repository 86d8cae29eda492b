/**
 * The roulette board (docs/sandbox-provider.md "Roulette"): the wheel (European or American pocket
 * order, drawn in SVG and turned to the winning pocket) and the betting layout: numbers 1-36 in
 * three rows with the zero (and 00), hot spots on the lines between them for splits, streets,
 * corners and six lines, the zero splits and trios, the columns (2 to 1), dozens and the even-money
 * bets. Lightning Roulette shows the round's lucky numbers and multipliers on the layout.
 */
import { t } from './i18n';
import { el } from './shell';
import { chipText, type Board, type BoardBet, type BoardContext, type Round } from './tableTypes';

const EUROPEAN_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];
/** The American wheel (37 is 00). */
const AMERICAN_ORDER = [
  0, 28, 9, 26, 30, 11, 7, 20, 32, 17, 5, 22, 34, 15, 3, 24, 36, 13, 1, 37, 27, 10, 25, 29, 12, 8, 19, 31, 18, 6, 21,
  33, 16, 4, 23, 35, 14, 2,
];
const DZ = 37;
const SVG = 'http://www.w3.org/2000/svg';

const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
};
const label = (n: number) => (n === DZ ? '00' : String(n));

interface RouletteRound extends Round {
  pocket: number;
  label: string;
  colour: 'red' | 'black' | 'green';
  lucky: { number: number; multiplier: number }[];
}

/** Turns `group` about the wheel's centre from `from` to `to` degrees over `ms`, easing out. */
function turn(group: SVGGElement, from: number, to: number, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const start = performance.now();
    const frame = (now: number) => {
      const x = Math.min(1, (now - start) / ms);
      const eased = 1 - (1 - x) ** 3;
      group.setAttribute('transform', `rotate(${from + (to - from) * eased} 150 150)`);
      if (x < 1) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
}

/** The roulette board of `ctx.rules.variant` (european, american, lightning). */
export function rouletteBoard(ctx: BoardContext): Board {
  const { rules } = ctx;
  const american = rules.variant === 'american';
  const lightning = rules.variant === 'lightning';
  const red = new Set(rules.redNumbers ?? []);
  const colourOf = (n: number) => (n === 0 || n === DZ ? 'green' : red.has(n) ? 'red' : 'black');
  const order = american ? AMERICAN_ORDER : EUROPEAN_ORDER;

  // The wheel: pockets as wedges around a turning group, a pointer at the top.
  const step = 360 / order.length;
  const wheel = svg('g');
  const rim = svg('circle', { cx: 150, cy: 150, r: 146, class: 'rim' });
  wheel.append(rim);
  order.forEach((n, i) => {
    const a0 = ((i * step - 90 - step / 2) * Math.PI) / 180;
    const a1 = (((i + 1) * step - 90 - step / 2) * Math.PI) / 180;
    const [r1, r2] = [96, 136];
    const p = (r: number, a: number) => `${150 + r * Math.cos(a)} ${150 + r * Math.sin(a)}`;
    wheel.append(
      svg('path', {
        d: `M ${p(r1, a0)} L ${p(r2, a0)} A ${r2} ${r2} 0 0 1 ${p(r2, a1)} L ${p(r1, a1)} A ${r1} ${r1} 0 0 0 ${p(r1, a0)} Z`,
        class: `pocket ${colourOf(n)}`,
      }),
    );
    const text = svg('text', { x: 150, y: 150 - 120, class: 'pocket-label', transform: `rotate(${i * step} 150 150)` });
    text.textContent = label(n);
    wheel.append(text);
  });
  wheel.append(svg('circle', { cx: 150, cy: 150, r: 96, class: 'hub-ring' }));
  wheel.append(svg('circle', { cx: 150, cy: 150, r: 60, class: 'hub' }));
  for (let k = 0; k < 8; k++)
    wheel.append(
      svg('line', { x1: 150, y1: 95, x2: 150, y2: 205, class: 'spoke', transform: `rotate(${k * 22.5} 150 150)` }),
    );
  const ball = svg('circle', { cx: 150, cy: 150 - 104, r: 7, class: 'ball' });
  ball.classList.add('hidden-ball');
  const drawing = svg('svg', {
    viewBox: '0 0 300 300',
    class: 'roulette-wheel',
    role: 'img',
    'aria-label': t('tables.roulette.wheel'),
  });
  drawing.append(wheel, ball, svg('path', { d: 'M 150 22 l -9 -16 h 18 z', class: 'pointer' }));
  let angle = 0;
  const winning = el('div.roulette-number', { 'aria-live': 'polite' });

  // The layout: every cell is a button; hot spots sit on the lines between the numbers.
  const cells = new Map<string, HTMLButtonElement & { chipNode?: HTMLElement }>();
  const numberCells = new Map<number, HTMLElement>();
  const covered = new Map<string, number[]>();
  const bet = (b: BoardBet, node: HTMLButtonElement, numbers: number[]) => {
    const key = `${b.type}:${(b.pick ?? []).join('-')}`;
    const chip = el('span.stack');
    node.append(chip);
    node.addEventListener('click', () => ctx.place(b));
    node.addEventListener('mouseenter', () => numbers.forEach((n) => numberCells.get(n)?.classList.add('hl')));
    node.addEventListener('mouseleave', () => numbers.forEach((n) => numberCells.get(n)?.classList.remove('hl')));
    cells.set(key, Object.assign(node, { chipNode: chip }));
    covered.set(key, numbers);
    return node;
  };
  const betName = (type: string, numbers: number[]) =>
    `${t(`tables.roulette.bets.${type}`)} ${numbers.map(label).join('-')}`;
  const hot = (type: string, numbers: number[], cls: string) =>
    bet(
      { type, pick: numbers },
      el(`button.hot.${cls}`, { type: 'button', 'aria-label': betName(type, numbers) }),
      numbers,
    );
  const n = (c: number, r: number) => 3 * c + (3 - r); // column 0..11, row 0 (top: 3, 6, ...) .. 2
  const grid = el('div.rl-grid');
  for (let row = 0; row < 6; row++) {
    const r = row >> 1;
    const gapRow = row % 2 === 1;
    // The line left of column 0 (beside the zero): the zero's splits and trios, and the first four.
    if (!gapRow) {
      if (american)
        grid.append(
          r === 0
            ? hot('split', [DZ, 3], 'edge')
            : r === 2
              ? hot('split', [0, 1], 'edge')
              : el('div.hot-stack', {}, [
                  hot('split', [DZ, 2], 'edge'),
                  hot('street', [0, DZ, 2], 'edge'),
                  hot('split', [0, 2], 'edge'),
                ]),
        );
      else grid.append(hot('split', [0, n(0, r)], 'edge'));
    } else if (r < 2)
      grid.append(
        hot('street', american ? (r === 0 ? [DZ, 2, 3] : [0, 1, 2]) : r === 0 ? [0, 2, 3] : [0, 1, 2], 'dot'),
      );
    else grid.append(american ? el('span.gap') : hot('corner', [0, 1, 2, 3], 'dot'));
    for (let c = 0; c < 12; c++) {
      if (!gapRow) {
        const num = n(c, r);
        const cell = bet(
          { type: 'straight', pick: [num] },
          el(`button.num.${colourOf(num)}`, { type: 'button', 'aria-label': betName('straight', [num]) }, [
            el('span.n', { text: String(num) }),
          ]),
          [num],
        );
        numberCells.set(num, cell);
        grid.append(cell);
        grid.append(c < 11 ? hot('split', [num, n(c + 1, r)], 'vline') : el('span.gap'));
      } else if (r < 2) {
        grid.append(hot('split', [n(c, r), n(c, r + 1)], 'hline'));
        grid.append(
          c < 11 ? hot('corner', [n(c, r), n(c, r + 1), n(c + 1, r), n(c + 1, r + 1)], 'dot') : el('span.gap'),
        );
      } else {
        grid.append(hot('street', [3 * c + 1, 3 * c + 2, 3 * c + 3], 'hline'));
        grid.append(
          c < 11
            ? hot('sixLine', [3 * c + 1, 3 * c + 2, 3 * c + 3, 3 * c + 4, 3 * c + 5, 3 * c + 6], 'dot')
            : el('span.gap'),
        );
      }
    }
  }
  const zeroCell = (z: number) => {
    const cell = bet(
      { type: 'straight', pick: [z] },
      el('button.num.green.zero', { type: 'button', 'aria-label': betName('straight', [z]) }, [
        el('span.n', { text: label(z) }),
      ]),
      [z],
    );
    numberCells.set(z, cell);
    return cell;
  };
  const zeros = el(
    `div.rl-zeros${american ? '.two' : ''}`,
    {},
    american ? [zeroCell(DZ), hot('split', [0, DZ], 'hline'), zeroCell(0)] : [zeroCell(0)],
  );
  const range = (from: number, count: number, by = 1) => Array.from({ length: count }, (_, i) => from + i * by);
  const columns = el(
    'div.rl-columns',
    {},
    [3, 2, 1].map((c) =>
      bet(
        { type: 'column', pick: [c] },
        el('button.outside', { type: 'button' }, [el('span.n', { text: t('tables.roulette.column') })]),
        range(c, 12, 3),
      ),
    ),
  );
  const dozens = el(
    'div.rl-dozens',
    {},
    [1, 2, 3].map((d) =>
      bet(
        { type: 'dozen', pick: [d] },
        el('button.outside', { type: 'button' }, [el('span.n', { text: t(`tables.roulette.dozen${d}`) })]),
        range(12 * d - 11, 12),
      ),
    ),
  );
  const evens: [string, number[], string?][] = [
    ['low', range(1, 18)],
    ['even', range(2, 18, 2)],
    ['red', range(1, 36).filter((x) => red.has(x)), 'red'],
    ['black', range(1, 36).filter((x) => !red.has(x)), 'black'],
    ['odd', range(1, 18, 2)],
    ['high', range(19, 18)],
  ];
  const outside = el(
    'div.rl-evens',
    {},
    evens.map(([type, numbers, colour]) =>
      bet(
        { type },
        el(`button.outside${colour ? `.diamond.${colour}` : ''}`, { type: 'button' }, [
          el('span.n', { text: t(`tables.roulette.bets.${type}`) }),
        ]),
        numbers,
      ),
    ),
  );
  const layout = el('div.rl-layout', {}, [
    el('div.rl-main', {}, [zeros, grid, columns]),
    el('div.rl-below', {}, [dozens, outside]),
  ]);
  const lucky = el('div.lucky-strip', { 'aria-live': 'polite' });
  const pays = (type: string) => {
    const b = rules.betTypes?.find((x) => x.type === type);
    return b?.returns ? `${b.returns / 100 - 1}:1` : '';
  };
  const node = el('section.table-board.roulette', {}, [
    el('div.wheel-side', {}, [drawing, winning, ...(lightning ? [lucky] : [])]),
    layout,
  ]);

  const clearResult = () => {
    for (const cell of numberCells.values()) cell.classList.remove('winner', 'lucky');
    for (const cell of cells.values()) cell.classList.remove('won');
    for (const m of layout.querySelectorAll('.mult')) m.remove();
  };

  return {
    node,
    actionKey: 'tables.spin',
    showBets(amounts) {
      for (const [key, cell] of cells) {
        const amount = amounts.get(key);
        cell.chipNode!.textContent = chipText(amount);
        cell.classList.toggle('has-chip', !!amount);
      }
    },
    async reveal(round) {
      const r = round as RouletteRound;
      if (lightning) {
        lucky.replaceChildren(
          el('span.lucky-title', { text: t('tables.roulette.lightning') }),
          ...r.lucky.map((l) => el('span.lucky-number', { text: `${l.number} · ${l.multiplier}x` })),
        );
        for (const l of r.lucky) {
          const cell = numberCells.get(l.number)!;
          cell.classList.add('lucky');
          cell.append(el('span.mult', { text: `${l.multiplier}x` }));
        }
      }
      winning.textContent = '';
      ball.classList.add('hidden-ball');
      const index = order.indexOf(r.pocket);
      const target = angle - (angle % 360) - 360 * 5 - index * step;
      await turn(wheel, angle, target, 3600);
      angle = target;
      ball.classList.remove('hidden-ball');
      winning.replaceChildren(el(`span.pocket-chip.${r.colour}`, { text: r.label }));
      numberCells.get(r.pocket)?.classList.add('winner');
      for (const [key, numbers] of covered) if (numbers.includes(r.pocket)) cells.get(key)!.classList.add('won');
    },
    reset: clearResult,
    describe: (round) => {
      const r = round as RouletteRound;
      return t('tables.roulette.result', { number: r.label, colour: t(`tables.roulette.colours.${r.colour}`) });
    },
    bead: (round) => {
      const r = round as RouletteRound;
      return el(`span.bead.rl.${r.colour}`, { text: r.label });
    },
    rulesText: (pct) =>
      t(
        lightning
          ? 'tables.roulette.rulesLightning'
          : american
            ? 'tables.roulette.rulesAmerican'
            : 'tables.roulette.rules',
        {
          straight: pays('straight'),
          rtp: pct(rules.betTypes?.find((b) => b.type === 'red')?.rtp ?? 0),
          straightRtp: pct(rules.betTypes?.find((b) => b.type === 'straight')?.rtp ?? 0),
        },
      ),
  };
}
