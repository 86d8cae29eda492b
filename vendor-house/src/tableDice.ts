/**
 * The dice tables' boards. Sic Bo (docs/sandbox-provider.md "Sic Bo"): the Macau layout (small,
 * odd, the specific doubles, any triple and the specific triples, even, big; the totals 4-17; the
 * fifteen two-dice combinations; the single numbers) and three dice shaken under the cover. Fan
 * Tan ("Fan Tan"): the square mat (fan on the sides 1-4, kwok on the corners), the twelve nim bets
 * and odd/even, and the pile of beads counted off in fours.
 */
import { t } from './i18n';
import { el, wait } from './shell';
import { chipText, type Board, type BoardBet, type BoardContext, type Round } from './tableTypes';

/** Where a die face has its pips, on a 3 x 3 grid (0 top left .. 8 bottom right). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

/** A die showing `face` (1..6). */
export function dieNode(face: number, size: 'big' | 'small' = 'small'): HTMLElement {
  return el(
    `span.die.${size}${face === 1 || face === 4 ? '.red-pips' : ''}`,
    { 'aria-label': String(face) },
    Array.from({ length: 9 }, (_, i) => el(`span.pip${PIPS[face]!.includes(i) ? '.on' : ''}`)),
  );
}

/** The chips of a board: one button per bet, its stack shown by key. */
function spotKeeper(ctx: BoardContext) {
  const spots = new Map<string, { node: HTMLButtonElement; chip: HTMLElement; wins: (round: Round) => boolean }>();
  const spot = (
    bet: BoardBet,
    cls: string,
    children: (Node | string)[],
    wins: (round: Round) => boolean,
    label?: string,
  ) => {
    const chip = el('span.stack');
    const node = el(`button.spot.${cls}`, { type: 'button', ...(label ? { 'aria-label': label } : {}) }, [
      ...children,
      chip,
    ]);
    node.addEventListener('click', () => ctx.place(bet));
    spots.set(`${bet.type}:${(bet.pick ?? []).join('-')}`, { node, chip, wins });
    return node;
  };
  return {
    spot,
    showBets(amounts: ReadonlyMap<string, bigint>) {
      for (const [key, s] of spots) {
        const amount = amounts.get(key);
        s.chip.textContent = chipText(amount);
        s.node.classList.toggle('has-chip', !!amount);
      }
    },
    light(round: Round) {
      for (const s of spots.values()) s.node.classList.toggle('won', s.wins(round));
    },
    reset() {
      for (const s of spots.values()) s.node.classList.remove('won');
    },
  };
}

const odds = (returns: number) => `${Math.round(returns / 100 - 1)}:1`;

interface SicBoRound extends Round {
  dice: [number, number, number];
  total: number;
  triple: boolean;
}

/** The Sic Bo board. */
export function sicBoBoard(ctx: BoardContext): Board {
  const { rules } = ctx;
  const R = rules.returns!;
  const keeper = spotKeeper(ctx);
  const dice = (r: Round) => (r as SicBoRound).dice;
  const count = (r: Round, f: number) => dice(r).filter((d) => d === f).length;
  const isTriple = (r: Round) => (r as SicBoRound).triple;
  const total = (r: Round) => (r as SicBoRound).total;
  const faces = [1, 2, 3, 4, 5, 6];
  const name = (k: string, extra = '') => `${t(`tables.sicbo.${k}`)}${extra}`;

  const big = (type: 'small' | 'big' | 'odd' | 'even', wins: (r: Round) => boolean) =>
    keeper.spot(
      { type },
      `sb-${type}.wide`,
      [
        el('strong', { text: name(type) }),
        el('small', { text: t(`tables.sicbo.${type}Range`) }),
        el('em', { text: odds(R.evenMoney) }),
      ],
      (r) => !isTriple(r) && wins(r),
    );
  const doubles = el(
    'div.sb-doubles',
    {},
    faces.map((f) =>
      keeper.spot(
        { type: 'double', pick: [f] },
        'sb-double',
        [dieNode(f), dieNode(f)],
        (r) => count(r, f) >= 2,
        name('double', ` ${f}-${f}`),
      ),
    ),
  );
  const triples = el('div.sb-triples', {}, [
    ...faces
      .slice(0, 3)
      .map((f) =>
        keeper.spot(
          { type: 'triple', pick: [f] },
          'sb-triple',
          [dieNode(f), dieNode(f), dieNode(f)],
          (r) => count(r, f) === 3,
          name('triple', ` ${f}`),
        ),
      ),
    keeper.spot(
      { type: 'anyTriple' },
      'sb-any',
      [el('strong', { text: name('anyTriple') }), el('em', { text: odds(R.anyTriple) })],
      isTriple,
    ),
    ...faces
      .slice(3)
      .map((f) =>
        keeper.spot(
          { type: 'triple', pick: [f] },
          'sb-triple',
          [dieNode(f), dieNode(f), dieNode(f)],
          (r) => count(r, f) === 3,
          name('triple', ` ${f}`),
        ),
      ),
  ]);
  const top = el('div.sb-top', {}, [
    big('small', (r) => total(r) <= 10),
    big('odd', (r) => total(r) % 2 === 1),
    el('div.sb-mid', {}, [
      el('div.sb-caption', { text: `${name('double')} ${odds(R.double)}` }),
      doubles,
      el('div.sb-caption', { text: `${name('triple')} ${odds(R.triple)}` }),
      triples,
    ]),
    big('even', (r) => total(r) % 2 === 0),
    big('big', (r) => total(r) >= 11),
  ]);
  const totals = el(
    'div.sb-totals',
    {},
    (rules.totals ?? []).map((x) =>
      keeper.spot(
        { type: 'total', pick: [x.total] },
        'sb-total',
        [el('strong', { text: String(x.total) }), el('em', { text: odds(x.returns) })],
        (r) => total(r) === x.total,
        name('total', ` ${x.total}`),
      ),
    ),
  );
  const pairs: [number, number][] = [];
  for (let a = 1; a <= 6; a++) for (let b = a + 1; b <= 6; b++) pairs.push([a, b]);
  const combos = el(
    'div.sb-combos',
    {},
    pairs.map(([a, b]) =>
      keeper.spot(
        { type: 'combination', pick: [a, b] },
        'sb-combo',
        [dieNode(a), dieNode(b)],
        (r) => count(r, a) > 0 && count(r, b) > 0,
        name('combination', ` ${a}-${b}`),
      ),
    ),
  );
  const singles = el(
    'div.sb-singles',
    {},
    faces.map((f) =>
      keeper.spot(
        { type: 'single', pick: [f] },
        'sb-single',
        [dieNode(f, 'big'), el('em', { text: R.single.map((x) => odds(x)).join(' / ') })],
        (r) => count(r, f) > 0,
        name('single', ` ${f}`),
      ),
    ),
  );
  const shaker = el('div.shaker', {}, [dieNode(1, 'big'), dieNode(2, 'big'), dieNode(3, 'big')]);
  const node = el('section.table-board.sicbo', {}, [
    el('div.dice-stage', {}, [el('div.bowl', {}, [shaker])]),
    el('div.sb-layout', {}, [
      top,
      el('div.sb-caption', { text: `${name('total')}` }),
      totals,
      el('div.sb-caption', { text: `${name('combination')} ${odds(R.combination)}` }),
      combos,
      el('div.sb-caption', { text: `${name('single')} 1:1 / 2:1 / 3:1` }),
      singles,
    ]),
  ]);
  return {
    node,
    actionKey: 'tables.roll',
    showBets: keeper.showBets,
    async reveal(round) {
      shaker.classList.add('shaking');
      await wait(1300);
      shaker.classList.remove('shaking');
      shaker.replaceChildren(...dice(round).map((d) => dieNode(d, 'big')));
      keeper.light(round);
    },
    reset: keeper.reset,
    describe: (round) => {
      const r = round as SicBoRound;
      const size = r.triple
        ? t('tables.sicbo.tripleShort')
        : t(r.total >= 11 ? 'tables.sicbo.big' : 'tables.sicbo.small');
      return t('tables.sicbo.result', { dice: r.dice.join(' · '), total: r.total, size });
    },
    bead: (round) => {
      const r = round as SicBoRound;
      const cls = r.triple ? 'triple' : r.total >= 11 ? 'big' : 'small';
      return el(`span.bead.sb.${cls}`, { title: r.dice.join('-'), text: String(r.total) });
    },
    rulesText: (pct) =>
      t('tables.sicbo.rules', {
        big: pct(rules.betTypes?.find((b) => b.type === 'big')?.rtp ?? 0),
        single: pct(rules.betTypes?.find((b) => b.type === 'single')?.rtp ?? 0),
      }),
  };
}

interface FanTanRound extends Round {
  beads: number;
  result: 1 | 2 | 3 | 4;
}

/** The Fan Tan board. */
export function fanTanBoard(ctx: BoardContext): Board {
  const { rules } = ctx;
  const keeper = spotKeeper(ctx);
  const ret = (type: string) => rules.betTypes?.find((b) => b.type === type)?.returns ?? 0;
  const x = (returns: number) => `${(returns / 100).toFixed(2)}x`;
  const result = (r: Round) => (r as FanTanRound).result;
  const fan = (n: number) =>
    keeper.spot(
      { type: 'fan', pick: [n] },
      `ft-fan.ft-side-${n}`,
      [el('strong', { text: String(n) }), el('em', { text: `${t('tables.fantan.fan')} ${x(ret('fan'))}` })],
      (r) => result(r) === n,
      `${t('tables.fantan.fan')} ${n}`,
    );
  const kwok = (a: number, b: number, pos: string) =>
    keeper.spot(
      { type: 'kwok', pick: [a, b] },
      `ft-kwok.ft-${pos}`,
      [el('strong', { text: `${a}-${b}` }), el('em', { text: t('tables.fantan.kwok') })],
      (r) => [a, b].includes(result(r)),
      `${t('tables.fantan.kwok')} ${a}-${b}`,
    );
  const mat = el('div.ft-mat', {}, [
    kwok(4, 1, 'tl'),
    fan(1),
    kwok(1, 2, 'tr'),
    fan(4),
    el('div.ft-center', {}, [el('span', { text: t('tables.fantan.mat') })]),
    fan(2),
    kwok(3, 4, 'bl'),
    fan(3),
    kwok(2, 3, 'br'),
  ]);
  const nims: HTMLElement[] = [];
  for (let a = 1; a <= 4; a++)
    for (let b = 1; b <= 4; b++)
      if (a !== b)
        nims.push(
          keeper.spot(
            { type: 'nim', pick: [a, b] },
            'ft-nim',
            [
              el('strong', { text: t('tables.fantan.nimName', { win: a, push: b }) }),
              el('em', { text: x(ret('nim')) }),
            ],
            (r) => result(r) === a,
            t('tables.fantan.nimName', { win: a, push: b }),
          ),
        );
  const parity = ['odd', 'even'].map((type) =>
    keeper.spot(
      { type },
      'ft-parity',
      [el('strong', { text: t(`tables.fantan.${type}`) }), el('em', { text: x(ret(type)) })],
      (r) => (result(r) % 2 === 1) === (type === 'odd'),
    ),
  );
  const dish = el('div.ft-dish', { 'aria-live': 'polite' });
  const count = el('div.ft-count');
  const node = el('section.table-board.fantan', {}, [
    el('div.ft-stage', {}, [dish, count]),
    el('div.ft-layout', {}, [
      mat,
      el('div.ft-side', {}, [
        el('div.sb-caption', { text: t('tables.fantan.nim') }),
        el('div.ft-nims', {}, nims),
        el('div.ft-parities', {}, parity),
      ]),
    ]),
  ]);
  const beadsOf = (n: number) => Array.from({ length: n }, () => el('span.bead-dot'));
  dish.replaceChildren(el('div.ft-cup', { text: t('tables.fantan.cup') }));
  return {
    node,
    actionKey: 'tables.reveal',
    showBets: keeper.showBets,
    async reveal(round) {
      const r = round as FanTanRound;
      const dots = beadsOf(r.beads);
      dish.replaceChildren(...dots);
      count.textContent = t('tables.fantan.beads', { beads: r.beads });
      await wait(500);
      // Counted off in fours from the pile: the last group left is the result.
      let left = r.beads;
      while (left > 4) {
        for (let k = 1; k <= 4; k++) dots[left - k]!.classList.add('gone');
        left -= 4;
        count.textContent = t('tables.fantan.counting', { left });
        await wait(left > 24 ? 45 : 110);
      }
      for (let k = 0; k < left; k++) dots[k]!.classList.add('left');
      count.textContent = t('tables.fantan.left', { result: r.result });
      keeper.light(round);
    },
    reset: keeper.reset,
    describe: (round) =>
      t('tables.fantan.result', { result: (round as FanTanRound).result, beads: (round as FanTanRound).beads }),
    bead: (round) =>
      el(`span.bead.ft.r${(round as FanTanRound).result}`, { text: String((round as FanTanRound).result) }),
    rulesText: (pct) =>
      t('tables.fantan.rules', {
        fan: pct(rules.betTypes?.find((b) => b.type === 'fan')?.rtp ?? 0),
        other: pct(rules.betTypes?.find((b) => b.type === 'kwok')?.rtp ?? 0),
      }),
  };
}
