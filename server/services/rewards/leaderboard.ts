/**
 * The weekly leaderboards (docs/rewards.md "Missions and leaderboards"; spec section 7
 * missionLeaderboard): `validBet` (the week's total valid bet) and `biggestWin` (the week's
 * biggest single-round payout), scored per settled round in `leaderboard_scores` (ISO week on the
 * merchant's reporting offset). The view shows the top 50 with masked names, the prizes by rank
 * and the caller's own rank. After a week ends, {@link closeLeaderboards} (the rewards scheduler)
 * inserts `leaderboard_closes` once and grants the prizes through the bonus engine in the same
 * transaction: a rerun or a second server pays nothing twice.
 *
 * Ranking: value descending; ties go to the earlier `updatedAt` (who got there first), then the
 * lower member id. Money is bigint minor units inside, decimal strings on the wire.
 */
import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Leaderboard, LeaderboardBoard, LeaderboardQuery } from '../../../contract/types.ts';
import { toWire } from '../../../contract/money.ts';
import { maskName, periodBounds, periodKey, previousPeriodKey } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { leaderboardCloses, leaderboardScores, members, merchants } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { textInAll } from '../../i18n/messages.ts';
import { notifyCommitted, type TransferResult } from '../../ledger/index.ts';
import { toContext, type MerchantContext } from '../merchants.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { grantBonus } from './bonus.ts';
import { cachedReportingOffset } from './reportingOffset.ts';
import type { AfterCommit, RoundSettled } from './hooks.ts';
import { daysAfter } from './offer.ts';
import { rewardSettings, type CompiledRewardSettings } from './settings.ts';

/** The boards (schemas/api/rewards.json leaderboardBoard). */
export const LEADERBOARD_BOARDS: readonly LeaderboardBoard[] = ['validBet', 'biggestWin'];

/** How many entries a board shows and keeps at its close (spec section 7: top 50). */
export const LEADERBOARD_SIZE = 50;

/**
 * A settled round's scores (events.ts onRoundSettled), in the settlement's transaction, one
 * statement: the validBet board adds the valid bet; the biggestWin board keeps the greater of its
 * value and the round's win (only a win above 0, and its time only moves when the value grows,
 * so an equal win later does not pass an earlier one). Only enabled boards.
 */
export async function leaderboardOnRound(
  tx: Db,
  settings: CompiledRewardSettings,
  e: RoundSettled,
): Promise<AfterCommit[]> {
  const { validBet, biggestWin } = settings.leaderboards;
  const rows: { board: LeaderboardBoard; value: bigint }[] = [];
  if (validBet.enabled && e.validBet > 0n) rows.push({ board: 'validBet', value: e.validBet });
  if (biggestWin.enabled && e.win > 0n) rows.push({ board: 'biggestWin', value: e.win });
  if (!rows.length) return [];
  const key = periodKey('weekly', e.at, await cachedReportingOffset(tx, e.merchantId));
  const s = leaderboardScores;
  await tx
    .insert(s)
    .values(
      rows.map((r) => ({
        merchantId: e.merchantId,
        board: r.board,
        periodKey: key,
        memberId: e.memberId,
        value: r.value,
        updatedAt: e.at,
      })),
    )
    .onConflictDoUpdate({
      target: [s.merchantId, s.board, s.periodKey, s.memberId],
      set: {
        value: sql`case when excluded.board = 'biggestWin' then greatest(${s.value}, excluded.value) else ${s.value} + excluded.value end`,
        updatedAt: sql`case when excluded.board = 'biggestWin' and excluded.value <= ${s.value} then ${s.updatedAt} else excluded.updated_at end`,
      },
    });
  return [];
}

/** The ranking order (value desc, earlier time, lower member id). */
const ranking = [desc(leaderboardScores.value), asc(leaderboardScores.updatedAt), asc(leaderboardScores.memberId)];

/** The top `limit` of a board's period with usernames. */
async function topOf(db: Db, merchantId: number, board: LeaderboardBoard, key: string, limit: number) {
  return db
    .select({ memberId: leaderboardScores.memberId, value: leaderboardScores.value, username: members.username })
    .from(leaderboardScores)
    .innerJoin(members, eq(members.id, leaderboardScores.memberId))
    .where(
      and(
        eq(leaderboardScores.merchantId, merchantId),
        eq(leaderboardScores.board, board),
        eq(leaderboardScores.periodKey, key),
      ),
    )
    .orderBy(...ranking)
    .limit(limit);
}

/**
 * A member's own standing on a board's period: the value and the rank (1 + the scores ranked
 * before it), or null without a score.
 */
export async function ownRank(
  db: Db,
  merchantId: number,
  board: LeaderboardBoard,
  key: string,
  memberId: number,
): Promise<{ rank: number; value: bigint } | null> {
  const s = leaderboardScores;
  const same = and(eq(s.merchantId, merchantId), eq(s.board, board), eq(s.periodKey, key));
  const [mine] = await db
    .select({ value: s.value, updatedAt: s.updatedAt })
    .from(s)
    .where(and(same, eq(s.memberId, memberId)))
    .limit(1);
  if (!mine) return null;
  const [better] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(s)
    .where(
      and(
        same,
        or(
          gt(s.value, mine.value),
          and(
            eq(s.value, mine.value),
            or(lt(s.updatedAt, mine.updatedAt), and(eq(s.updatedAt, mine.updatedAt), lt(s.memberId, memberId))),
          ),
        ),
      ),
    );
  return { rank: (better?.n ?? 0) + 1, value: mine.value };
}

/**
 * The leaderboard page (schemas/api/rewards.json leaderboard; spec section 7): the current or the
 * previous week of `q.board`, its bounds, whether it closed (then the ranking and prizes are the
 * close's), the top 50 with masked names and prizes, the caller's own rank and value (also outside
 * the top 50; rank null without a score), and the prizes by rank.
 * @throws ApiError 404 LEADERBOARD_OFF when the merchant switched the board off.
 */
export async function leaderboard(
  db: Db,
  merchant: MerchantContext,
  memberId: number,
  q: LeaderboardQuery,
  now: Date,
): Promise<Leaderboard> {
  const settings = await rewardSettings(db, merchant.id);
  const board = settings.leaderboards[q.board];
  if (!board.enabled)
    throw new ApiError(404, 'LEADERBOARD_OFF', 'missionsLeaderboardOff', {
      value: { field: 'board', in: 'querystring' },
    });
  const currency = merchant.config.permission.currency;
  const offset = await cachedReportingOffset(db, merchant.id);
  const key = q.period === 'previous' ? previousPeriodKey('weekly', now, offset) : periodKey('weekly', now, offset);
  const { from, to } = periodBounds(key, offset);
  const wire = (v: bigint) => toWire(v, currency);
  const [close] = await db
    .select()
    .from(leaderboardCloses)
    .where(
      and(
        eq(leaderboardCloses.merchantId, merchant.id),
        eq(leaderboardCloses.board, q.board),
        eq(leaderboardCloses.periodKey, key),
      ),
    )
    .limit(1);
  const prizeAt = (rank: number) => board.prizes[rank - 1] ?? null;
  let entries: Leaderboard['entries'];
  let me: Leaderboard['me'];
  if (close) {
    const ids = close.results.map((r) => r.memberId);
    const names = ids.length
      ? await db
          .select({ id: members.id, username: members.username })
          .from(members)
          .where(sql`${members.id} = any(${`{${ids.join(',')}}`}::int[])`)
      : [];
    entries = close.results.map((r) => ({
      rank: r.rank,
      username: maskName(names.find((n) => n.id === r.memberId)?.username ?? ''),
      value: wire(BigInt(r.value)),
      prize: r.prize === null ? null : wire(BigInt(r.prize)),
      me: r.memberId === memberId,
    }));
    const own = close.results.find((r) => r.memberId === memberId);
    const live = own ? null : await ownRank(db, merchant.id, q.board, key, memberId);
    me = own
      ? { rank: own.rank, value: wire(BigInt(own.value)) }
      : { rank: live?.rank ?? null, value: wire(live?.value ?? 0n) };
  } else {
    const top = await topOf(db, merchant.id, q.board, key, LEADERBOARD_SIZE);
    entries = top.map((r, i) => {
      const prize = prizeAt(i + 1);
      return {
        rank: i + 1,
        username: maskName(r.username),
        value: wire(r.value),
        prize: prize === null ? null : wire(prize),
        me: r.memberId === memberId,
      };
    });
    const own = await ownRank(db, merchant.id, q.board, key, memberId);
    me = { rank: own?.rank ?? null, value: wire(own?.value ?? 0n) };
  }
  return {
    board: q.board,
    periodKey: key,
    from: from.toISOString(),
    to: to.toISOString(),
    closed: Boolean(close),
    entries,
    me,
    prizes: board.prizes.map(wire),
  };
}

/** A prize paid at a close, for the winner's platform message. */
interface Paid {
  memberId: number;
  rank: number;
  prize: bigint;
}

/** The ended periods of a board with scores and no close yet (oldest first). */
async function periodsToClose(
  db: Db,
  merchantId: number,
  board: LeaderboardBoard,
  now: Date,
  offset: number,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ periodKey: leaderboardScores.periodKey })
    .from(leaderboardScores)
    .where(
      and(
        eq(leaderboardScores.merchantId, merchantId),
        eq(leaderboardScores.board, board),
        sql`not exists (select 1 from ${leaderboardCloses} c where c.merchant_id = ${leaderboardScores.merchantId} and c.board = ${leaderboardScores.board} and c.period_key = ${leaderboardScores.periodKey})`,
      ),
    );
  return rows
    .map((r) => r.periodKey)
    .filter((key) => {
      try {
        return periodBounds(key, offset).to.getTime() <= now.getTime();
      } catch {
        return false; // an unreadable key is never closed
      }
    })
    .sort();
}

/**
 * Closes one ended period in one transaction: inserts the close (ON CONFLICT DO NOTHING: only the
 * inserter goes on), ranks the top 50 and grants each prize with the bonus engine (source
 * leaderboard, sourceRef `<board>:<periodKey>:<rank>`, the board's multiple, expiring after
 * bonusExpiryDays), storing the results.
 * @returns the transfers and the prizes, or null when another run closed it.
 */
async function closeOne(
  db: Db,
  merchant: MerchantContext,
  settings: CompiledRewardSettings,
  board: LeaderboardBoard,
  key: string,
  now: Date,
): Promise<{ transfers: TransferResult[]; paid: Paid[] } | null> {
  const currency = merchant.config.permission.currency;
  const rules = settings.leaderboards[board];
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(leaderboardCloses)
      .values({ merchantId: merchant.id, board, periodKey: key, results: [], closedAt: now })
      .onConflictDoNothing()
      .returning({ periodKey: leaderboardCloses.periodKey });
    if (!claimed) return null;
    const top = await topOf(tx, merchant.id, board, key, LEADERBOARD_SIZE);
    const transfers: TransferResult[] = [];
    const paid: Paid[] = [];
    const results = [];
    for (const [i, row] of top.entries()) {
      const rank = i + 1;
      const prize = rules.prizes[i] ?? null;
      let bonusId: number | null = null;
      if (prize !== null && prize > 0n) {
        const granted = await grantBonus(tx, {
          merchantId: merchant.id,
          memberId: row.memberId,
          currency,
          source: 'leaderboard',
          sourceRef: `${board}:${key}:${rank}`,
          title: textInAll(
            'missionTexts',
            board === 'validBet' ? 'leaderboardValidBetPrizeTitle' : 'leaderboardBiggestWinPrizeTitle',
            { week: key, rank },
          ),
          amount: prize,
          multiple: rules.multiple,
          contributions: settings.contributions,
          expiresAt: daysAfter(now, settings.bonusExpiryDays),
          now,
        });
        bonusId = granted.grant.id;
        if (granted.transfer) transfers.push(granted.transfer);
        paid.push({ memberId: row.memberId, rank, prize });
      }
      results.push({
        rank,
        memberId: row.memberId,
        value: row.value.toString(),
        prize: prize === null ? null : prize.toString(),
        bonusId,
      });
    }
    await tx
      .update(leaderboardCloses)
      .set({ results })
      .where(
        and(
          eq(leaderboardCloses.merchantId, merchant.id),
          eq(leaderboardCloses.board, board),
          eq(leaderboardCloses.periodKey, key),
        ),
      );
    return { transfers, paid };
  });
}

/**
 * Closes every ended week with scores of every enabled board of every merchant at `now` (the
 * rewards scheduler, jobs.ts), each in its own transaction; after each commit the prize transfers
 * are announced (live balances) and each winner gets a platform message. Two servers or a rerun
 * pay once (the close's primary key).
 * @returns how many boards' weeks this call closed.
 */
export async function closeLeaderboards(db: Db, now: Date): Promise<number> {
  let closed = 0;
  for (const merchant of (await db.select().from(merchants)).map(toContext)) {
    const settings = await rewardSettings(db, merchant.id);
    const offset = await cachedReportingOffset(db, merchant.id);
    for (const board of LEADERBOARD_BOARDS) {
      if (!settings.leaderboards[board].enabled) continue;
      for (const key of await periodsToClose(db, merchant.id, board, now, offset)) {
        const done = await closeOne(db, merchant, settings, board, key, now);
        if (!done) continue;
        closed++;
        notifyCommitted(...done.transfers);
        for (const p of done.paid) {
          const params = {
            week: key,
            rank: p.rank,
            amount: `${toWire(p.prize, merchant.config.permission.currency)} ${merchant.config.permission.currency}`,
          };
          const prefix = board === 'validBet' ? 'leaderboardValidBet' : 'leaderboardBiggestWin';
          try {
            await notifyMember(
              db,
              merchant.id,
              p.memberId,
              textInAll('missionTexts', `${prefix}PrizeTitle`, params),
              textInAll('missionTexts', `${prefix}PrizeContent`, params),
              'reward',
            );
          } catch {
            // the prize is paid; a lost message never undoes it
          }
        }
      }
    }
  }
  return closed;
}
