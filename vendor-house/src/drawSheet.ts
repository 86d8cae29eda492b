/**
 * Result sheets as the draw pages and the verify page show them (docs/lottery.md sections 2 and 3):
 * the Vietnam sheet in its regional layout (North ĐB down to G7; Central / South G8 down to ĐB, one
 * column per province), the lô endings table (đầu / đuôi), the 4D sheet (1st, 2nd, 3rd, Special,
 * Consolation), the 4D payout table and a drawn draw's seed line with its verify link.
 */
import type { BetTypeInfo, DrawResult, PrizeTier } from './drawCore';
import { plainNumber, tierOdds } from './drawCore';
import { fourDSheet } from './fourD';
import { LANG, t } from './i18n';
import { el } from './shell';
import { loEndings, tailOf, vnSheetRows } from './vnNumbers';
import './drawSheet.css';

/** One sheet column: a province (or the day's North draw) and its prizes. */
export interface SheetColumn {
  label: string;
  prizes: PrizeTier[];
}

/** A drawn number; `digits` 0 shows it whole with its last two digits (the lô) in bold, 2 or 3 only the last digits. */
function drawnNumber(n: string, digits: 0 | 2 | 3): HTMLElement {
  if (digits > 0) return el('span.dn', { text: tailOf(n, digits) });
  return el('span.dn', {}, [n.slice(0, -2), el('b', { text: n.slice(-2) })]);
}

/**
 * The Vietnam result sheet in the regional layout. `digits` as in the result sites' "Đầy đủ /
 * 2 số / 3 số" switch: 0 whole numbers, 2 or 3 the last digits only.
 */
export function vnSheetTable(
  region: 'NORTH' | 'CENTRAL' | 'SOUTH',
  columns: SheetColumn[],
  digits: 0 | 2 | 3 = 0,
): HTMLElement {
  const rows = vnSheetRows(
    region,
    columns.map((c) => c.prizes),
  );
  return el(`table.vnsheet.${region.toLowerCase()}`, {}, [
    el('thead', {}, [
      el('tr', {}, [
        el('th.tiername', { text: t('vnlottery.prize') }),
        ...columns.map((c) => el('th', { text: c.label })),
      ]),
    ]),
    el(
      'tbody',
      {},
      rows.map((row) =>
        el(`tr.tier-${row.tier.toLowerCase()}`, {}, [
          el('th.tiername', { scope: 'row', text: t(`vnlottery.tier.${row.tier}`) }),
          ...row.cells.map((numbers) =>
            el('td', {}, [
              el(
                'div.cellnums',
                {},
                numbers.map((n) => drawnNumber(n, digits)),
              ),
            ]),
          ),
        ]),
      ),
    ),
  ]);
}

/**
 * The lô endings (bảng lô tô) of the sheet columns: rows đầu 0-9 with each column's units digits;
 * with one column also the đuôi table (units 0-9 with their tens digits), as result sites print it.
 */
export function loEndingsTables(columns: SheetColumn[]): HTMLElement {
  const endings = columns.map((c) => loEndings(c.prizes));
  const table = (key: 'head' | 'tail', labels: string[], lists: number[][][]) =>
    el('table.lotable', {}, [
      el('thead', {}, [
        el('tr', {}, [el('th', { text: t(`vnlottery.endings.${key}`) }), ...labels.map((l) => el('th', { text: l }))]),
      ]),
      el(
        'tbody',
        {},
        Array.from({ length: 10 }, (_, d) =>
          el('tr', {}, [
            el('th', { scope: 'row', text: String(d) }),
            ...lists.map((list) => el('td', { text: list[d]!.join(', ') || '–' })),
          ]),
        ),
      ),
    ]);
  if (columns.length === 1) {
    const label = t('vnlottery.endings.lotto');
    return el('div.lotables', {}, [
      table('head', [label], [endings[0]!.heads]),
      table('tail', [label], [endings[0]!.tails]),
    ]);
  }
  return el('div.lotables', {}, [
    table(
      'head',
      columns.map((c) => c.label),
      endings.map((e) => e.heads),
    ),
  ]);
}

/** The 4D sheet: the 1st, 2nd and 3rd prizes large, then the 10 Special and 10 Consolation numbers. */
export function fourDSheetNode(prizes: PrizeTier[]): HTMLElement {
  const s = fourDSheet(prizes);
  const top = (tier: 'FIRST' | 'SECOND' | 'THIRD', n: string | null) =>
    el(`div.top.${tier.toLowerCase()}`, {}, [
      el('span', { text: t(`sealottery.tier.${tier}`) }),
      el('strong', { text: n ?? '----' }),
    ]);
  const grid = (tier: 'SPECIAL' | 'CONSOLATION', numbers: string[]) =>
    el('div.fdgroup', {}, [
      el('h3', { text: t(`sealottery.tier.${tier}`) }),
      el(
        'div.fdgrid',
        {},
        numbers.map((n) => el('span', { text: n })),
      ),
    ]);
  return el('div.fdsheet', {}, [
    el('div.fdtop', {}, [top('FIRST', s.first), top('SECOND', s.second), top('THIRD', s.third)]),
    grid('SPECIAL', s.special),
    grid('CONSOLATION', s.consolation),
  ]);
}

/** The 4D payout table: per tier, what Big and Small pay per 1 staked (stake included). */
export function payoutTable(betTypes: BetTypeInfo[]): HTMLElement {
  const bets = betTypes.filter((b) => b.code === 'big' || b.code === 'small');
  const tiers = ['FIRST', 'SECOND', 'THIRD', 'SPECIAL', 'CONSOLATION'];
  return el('table.list.payouts', {}, [
    el('thead', {}, [
      el('tr', {}, [
        el('th', { text: t('sealottery.prize') }),
        ...bets.map((b) => el('th', { text: t(`sealottery.bet.${b.code}`) })),
      ]),
    ]),
    el(
      'tbody',
      {},
      tiers.map((tier) =>
        el('tr', {}, [
          el('th', { scope: 'row', text: t(`sealottery.tier.${tier}`) }),
          ...bets.map((b) => {
            const odds = tierOdds(b).find((x) => x.tier === tier)?.odds;
            return el('td', { text: odds ? plainNumber(odds, LANG) : '–' });
          }),
        ]),
      ),
    ),
  ]);
}

/** A drawn or voided draw's fairness line: its hash, the revealed seed and the verify link; a void shows its reason. */
export function seedLine(result: DrawResult, href: string): HTMLElement {
  if (result.status === 'void')
    return el('p.seedline.void', { text: t('draws.results.void', { reason: result.voidReason ?? '' }) });
  return el('p.seedline', {}, [
    el('span', { text: t('draws.seedHash') }),
    el('code', { text: result.serverSeedHash }),
    el('span', { text: t('fair.serverSeed') }),
    el('code', { text: result.serverSeed ?? '' }),
    el('a.link', { href, target: '_blank', rel: 'noopener', text: t('draws.results.verify') }),
  ]);
}
