/**
 * The money wheel board (docs/sandbox-provider.md "Money wheels"): the wheel's segments in their
 * order (SVG, turned to the segment drawn under the flapper), the top slot's spot and multiplier
 * (Crazy Time), the bonus multiplier when a bonus spot comes, and one betting spot per spot with
 * its pays.
 */
import { t } from './i18n';
import { el, wait } from './shell';
import { chipText, type Board, type BoardContext, type Round } from './tableTypes';

const SVG = 'http://www.w3.org/2000/svg';
const svg = <K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}) => {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
};

interface WheelRound extends Round {
  segment: number;
  spot: string;
  topSlot: { spot: string; multiplier: number } | null;
  bonus: number | null;
  returns: Record<string, string>;
}

/** The money wheel board of `ctx.rules` (Crazy Time or Lucky Wheel). */
export function wheelBoard(ctx: BoardContext): Board {
  const { rules } = ctx;
  const segments = rules.segments ?? [];
  const spots = rules.spots ?? [];
  const spotName = (spot: string) => (/^\d+$/.test(spot) ? spot : t(`tables.wheel.spots.${spot}`));
  const short = (spot: string) => (/^\d+$/.test(spot) ? spot : t(`tables.wheel.short.${spot}`));
  const step = 360 / segments.length;
  const wheel = svg('g');
  wheel.append(svg('circle', { cx: 150, cy: 150, r: 146, class: 'rim' }));
  segments.forEach((spot, i) => {
    const a0 = ((i * step - 90 - step / 2) * Math.PI) / 180;
    const a1 = (((i + 1) * step - 90 - step / 2) * Math.PI) / 180;
    const r = 138;
    const p = (a: number) => `${150 + r * Math.cos(a)} ${150 + r * Math.sin(a)}`;
    wheel.append(svg('path', { d: `M 150 150 L ${p(a0)} A ${r} ${r} 0 0 1 ${p(a1)} Z`, class: `seg s-${spot}` }));
    const text = svg('text', {
      x: 150,
      y: 28,
      class: `seg-label${/^\d+$/.test(spot) ? '' : ' bonus'}`,
      transform: `rotate(${i * step} 150 150)`,
    });
    text.textContent = short(spot);
    wheel.append(text);
  });
  wheel.append(svg('circle', { cx: 150, cy: 150, r: 34, class: 'hub' }));
  const drawing = svg('svg', {
    viewBox: '0 0 300 300',
    class: 'money-wheel',
    role: 'img',
    'aria-label': t('tables.wheel.wheel'),
  });
  drawing.append(wheel, svg('path', { d: 'M 150 26 l -10 -20 h 20 z', class: 'pointer' }));
  let angle = 0;
  const turn = (from: number, to: number, ms: number) =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const frame = (now: number) => {
        const x = Math.min(1, (now - start) / ms);
        wheel.setAttribute('transform', `rotate(${from + (to - from) * (1 - (1 - x) ** 3)} 150 150)`);
        if (x < 1) requestAnimationFrame(frame);
        else resolve();
      };
      requestAnimationFrame(frame);
    });

  const topSlot = el('div.top-slot', { 'aria-live': 'polite' });
  if (rules.topSlot)
    topSlot.append(el('span.ts-title', { text: t('tables.wheel.topSlot') }), el('span.ts-value', { text: '—' }));
  else topSlot.hidden = true;
  const outcome = el('div.wheel-outcome', { 'aria-live': 'polite' });

  const nodes = new Map<string, { node: HTMLButtonElement; chip: HTMLElement }>();
  const board = el(
    `div.wheel-spots${spots.length <= 5 ? '.few' : ''}`,
    {},
    spots.map(({ spot, pays }) => {
      const chip = el('span.stack');
      const node = el(`button.spot.ws.s-${spot}`, { type: 'button' }, [
        el('strong', { text: spotName(spot) }),
        el('em', { text: pays !== undefined ? `${pays}:1` : t('tables.wheel.bonusGame') }),
        chip,
      ]);
      node.addEventListener('click', () => ctx.place({ type: spot }));
      nodes.set(spot, { node, chip });
      return node;
    }),
  );
  const node = el('section.table-board.wheel', {}, [
    el('div.wheel-side', {}, [topSlot, drawing, outcome]),
    el('div.wheel-betting', {}, [el('div.sb-caption', { text: t('tables.wheel.betOn') }), board]),
  ]);
  const reset = () => {
    for (const { node: n } of nodes.values()) n.classList.remove('won', 'boosted');
  };
  return {
    node,
    actionKey: 'tables.spin',
    showBets(amounts) {
      for (const [spot, { node: n, chip }] of nodes) {
        const amount = amounts.get(`${spot}:`);
        chip.textContent = chipText(amount);
        n.classList.toggle('has-chip', !!amount);
      }
    },
    async reveal(round) {
      const r = round as WheelRound;
      outcome.textContent = '';
      if (rules.topSlot) {
        const value = topSlot.querySelector('.ts-value')!;
        value.textContent = r.topSlot
          ? `${spotName(r.topSlot.spot)} × ${r.topSlot.multiplier}`
          : t('tables.wheel.noTopSlot');
        if (r.topSlot) nodes.get(r.topSlot.spot)?.node.classList.add('boosted');
        await wait(500);
      }
      const target = angle - (angle % 360) - 360 * 4 - r.segment * step;
      await turn(angle, target, 3800);
      angle = target;
      outcome.replaceChildren(
        el(`span.wheel-chip.s-${r.spot}`, { text: spotName(r.spot) }),
        ...(r.bonus !== null
          ? [el('span.bonus-mult', { text: t('tables.wheel.bonusResult', { multiplier: r.bonus }) })]
          : []),
      );
      nodes.get(r.spot)?.node.classList.add('won');
    },
    reset,
    describe: (round) => {
      const r = round as WheelRound;
      return r.bonus !== null
        ? t('tables.wheel.resultBonus', { spot: spotName(r.spot), multiplier: r.bonus })
        : t('tables.wheel.result', { spot: spotName(r.spot) });
    },
    bead: (round) => el(`span.bead.wb.s-${(round as WheelRound).spot}`, { text: short((round as WheelRound).spot) }),
    rulesText: (pct) =>
      t(rules.topSlot ? 'tables.wheel.rulesCrazy' : 'tables.wheel.rulesLucky', {
        segments: segments.length,
        min: pct(Math.min(...spots.map((s) => s.rtp))),
        max: pct(Math.max(...spots.map((s) => s.rtp))),
      }),
  };
}
