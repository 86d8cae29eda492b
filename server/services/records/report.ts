/**
 * Betting records (spec section 2: personalHistoryCopy and personalProfit),
 * read from the protocol's rounds (one row per vendor round, whatever the retries):
 * - betting record: per round the game, vendor, stake, win, profit, time and status; filters by
 *   category, vendor and time range; paging; totals of the settled rounds;
 * - profit and loss: per category (rounds, stake, win, profit) over a time range.
 * Profit = win - stake of settled rounds. Amounts are decimal strings.
 */
import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { BetPage, BetRow, GameCategory, RecordTotals as Totals } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { gameRounds, games, lotteryDraws, vendors } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { fromMinor } from '../../../contract/money.ts';
import { roundDrawJoin, ticketDetail } from '../lottery/ticket.ts';

export interface RecordFilter {
  memberId: number;
  from: Date;
  to: Date;
  category?: GameCategory;
  vendor?: string;
}

function where(f: RecordFilter): SQL {
  return and(
    eq(gameRounds.memberId, f.memberId),
    gte(gameRounds.openedAt, f.from),
    lt(gameRounds.openedAt, f.to),
    f.category ? eq(gameRounds.category, f.category) : undefined,
    f.vendor ? eq(vendors.code, f.vendor) : undefined,
  ) as SQL;
}

const minor = (v: string | number | bigint | null | undefined): bigint => BigInt(v ?? 0);

function totalsOf(row: { rounds: number; stake: string | null; win: string | null } | undefined): Totals {
  const stake = minor(row?.stake);
  const win = minor(row?.win);
  return {
    rounds: Number(row?.rounds ?? 0),
    stake: fromMinor(stake),
    win: fromMinor(win),
    profit: fromMinor(win - stake),
  };
}

const settledTotals = {
  rounds: count(),
  stake: sum(gameRounds.stakeMinor),
  win: sum(gameRounds.winMinor),
};

/**
 * One page of the betting record with the totals of the filter's settled rounds. A lottery
 * ticket's row carries its bet and result (`lottery`, docs/lottery.md section 5) with the draw's
 * label in `lang`, read by a left join in the page's one query; other rows carry null.
 */
export async function bettingRecord(
  db: Db,
  f: RecordFilter,
  page: { pageNo: number; pageSize: number },
  lang: Language,
): Promise<BetPage> {
  const base = () =>
    db
      .select()
      .from(gameRounds)
      .innerJoin(vendors, eq(vendors.id, gameRounds.vendorId))
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .leftJoin(lotteryDraws, roundDrawJoin)
      .$dynamic();
  const [all] = await db
    .select({ n: count() })
    .from(gameRounds)
    .innerJoin(vendors, eq(vendors.id, gameRounds.vendorId))
    .where(where(f));
  const [settled] = await db
    .select(settledTotals)
    .from(gameRounds)
    .innerJoin(vendors, eq(vendors.id, gameRounds.vendorId))
    .where(and(where(f), eq(gameRounds.status, 'settled')));
  const rows = await base()
    .where(where(f))
    .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
    .limit(page.pageSize)
    .offset((page.pageNo - 1) * page.pageSize);
  const list: BetRow[] = rows.map(({ game_rounds: r, vendors: v, games: g, lottery_draws: draw }) => ({
    roundId: r.roundId,
    gameName: lang === 'TW' ? g.nameTw : g.nameEn,
    gameCode: g.gameCode,
    nodeId: g.nodeId,
    vendor: v.code,
    vendorName: lang === 'TW' ? v.nameTw : v.nameEn,
    category: r.category,
    stake: fromMinor(r.stakeMinor),
    win: fromMinor(r.winMinor),
    profit: r.status === 'open' ? null : fromMinor(r.winMinor - r.stakeMinor),
    time: r.openedAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
    status: r.status,
    lottery: ticketDetail(r.lottery, r.status, draw, lang),
  }));
  const totalCount = Number(all?.n ?? 0);
  return {
    list,
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / page.pageSize),
    totals: totalsOf(settled),
  };
}

/** Profit and loss of settled rounds per category over the range, with the overall totals. */
export async function profitReport(db: Db, f: RecordFilter) {
  const rows = await db
    .select({ category: gameRounds.category, ...settledTotals })
    .from(gameRounds)
    .innerJoin(vendors, eq(vendors.id, gameRounds.vendorId))
    .where(and(where(f), eq(gameRounds.status, 'settled')))
    .groupBy(gameRounds.category)
    .orderBy(sql`${gameRounds.category}`);
  const categories = rows.map((r) => ({ category: r.category, ...totalsOf(r) }));
  const total = rows.reduce(
    (acc, r) => ({
      rounds: acc.rounds + Number(r.rounds),
      stake: acc.stake + minor(r.stake),
      win: acc.win + minor(r.win),
    }),
    { rounds: 0, stake: 0n, win: 0n },
  );
  return {
    categories,
    totals: {
      rounds: total.rounds,
      stake: fromMinor(total.stake),
      win: fromMinor(total.win),
      profit: fromMinor(total.win - total.stake),
    },
  };
}
