/**
 * bonusDetails (spec section 2; docs/rewards.md "Bonus engine"; schemas/api/rewards.json bonusList,
 * forfeitAnswer, operatorBonuses): the member's bonus grants with their turnover requirements and
 * progress, the summary of what is still open before a withdrawal, forfeiting an active grant, and
 * the operator console's list of the merchant's grants with their cost.
 *
 * Money leaves as decimal strings in the grant's currency (contract/money.ts toWire), multiples as
 * numbers (hundredths / 100), progress as engine/rewards.ts turnoverPercent. An active grant past
 * its expiry is shown (and filtered) as expired: the scheduler ends it (jobs.ts expireDueBonuses).
 */
import { and, count, desc, eq, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../../contract/spec.ts';
import { toWire } from '../../../contract/money.ts';
import { GAME_CATEGORIES } from '../../../contract/types.ts';
import type {
  Bonus,
  BonusList,
  BonusListQuery,
  BonusState,
  ForfeitAnswer,
  OperatorBonuses,
  OperatorBonusQuery,
} from '../../../contract/types.ts';
import { multipleOf, remainingTurnover, turnoverPercent } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { bonusGrants, members } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { text } from '../../i18n/messages.ts';
import { balanceOf, notifyCommitted } from '../../ledger/index.ts';
import { notifyMember } from '../wallet/messagesService.ts';
import { endGrant, openTurnover, type BonusRow } from './bonus.ts';
import { moneyText } from './depositBonus.ts';
import type { AfterCommit } from './hooks.ts';

/** The state a member sees: an active grant past its expiry is expired. */
export const shownState = (g: Pick<BonusRow, 'state' | 'expiresAt'>, now: Date): BonusState =>
  g.state === 'active' && g.expiresAt <= now ? 'expired' : g.state;

/**
 * One grant as schemas/api/rewards.json `bonus`, title in `language`.
 * `remaining` and `progress` follow the shown state (an expired grant has nothing remaining).
 */
export function bonusView(g: BonusRow, language: Language, now: Date): Bonus {
  const state = shownState(g, now);
  const t = { required: g.required, done: g.done, state };
  return {
    id: g.id,
    source: g.source,
    title: language === 'EN' ? g.titleEn : g.titleTw,
    amount: toWire(g.amount, g.currency),
    depositAmount: g.depositAmount === null ? null : toWire(g.depositAmount, g.currency),
    base: g.base,
    multiple: multipleOf(g.multiple),
    required: toWire(g.required, g.currency),
    done: toWire(g.done, g.currency),
    remaining: toWire(remainingTurnover(t), g.currency),
    progress: turnoverPercent(t),
    // the categories the grant fixed, in the catalogue's order (a stored key outside it is dropped)
    contributions: Object.fromEntries(
      GAME_CATEGORIES.filter((c) => typeof g.contributions[c] === 'number').map((c) => [c, g.contributions[c]!]),
    ) as Bonus['contributions'],
    state,
    createdAt: g.createdAt.toISOString(),
    expiresAt: g.expiresAt.toISOString(),
    endedAt: g.endedAt?.toISOString() ?? null,
    returned: g.returned === null ? null : toWire(g.returned, g.currency),
  };
}

/** The SQL condition of a shown state at `now` (see {@link shownState}). */
function stateCondition(state: BonusState, now: Date): SQL {
  if (state === 'active') return and(eq(bonusGrants.state, 'active'), gt(bonusGrants.expiresAt, now))!;
  if (state === 'expired')
    return or(eq(bonusGrants.state, 'expired'), and(eq(bonusGrants.state, 'active'), lte(bonusGrants.expiresAt, now)))!;
  return eq(bonusGrants.state, state);
}

/**
 * The member's grants, newest first, with the summary of open requirements.
 * @param q state (as shown), source, from / to (ISO times, on the grant's creation: from inclusive,
 *   to exclusive), pageNo (default 1), pageSize (default 10, at most 100).
 * @param currency the merchant currency (the summary's remaining).
 * @throws ApiError 400 INVALID_RANGE when `from` is after `to`.
 */
export async function listBonuses(
  db: Db,
  merchantId: number,
  memberId: number,
  currency: string,
  q: BonusListQuery,
  language: Language,
  now: Date,
): Promise<BonusList> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const from = q.from ? new Date(q.from) : null;
  const to = q.to ? new Date(q.to) : null;
  if (from && to && from > to)
    throw new ApiError(400, 'INVALID_RANGE', 'bonusInvalidRange', { value: { field: 'from', in: 'querystring' } });
  const where: SQL[] = [eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId)];
  if (q.state) where.push(stateCondition(q.state, now));
  if (q.source) where.push(eq(bonusGrants.source, q.source));
  if (from) where.push(gte(bonusGrants.createdAt, from));
  if (to) where.push(lt(bonusGrants.createdAt, to));
  const [total] = await db
    .select({ n: count() })
    .from(bonusGrants)
    .where(and(...where));
  const rows = await db
    .select()
    .from(bonusGrants)
    .where(and(...where))
    .orderBy(desc(bonusGrants.createdAt), desc(bonusGrants.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const open = await openTurnover(db, memberId, now);
  return {
    list: rows.map((r) => bonusView(r, language, now)),
    total: total?.n ?? 0,
    pageNo,
    pageSize,
    summary: { activeCount: open.count, remaining: toWire(open.remaining, currency) },
  };
}

/**
 * The platform message of a forfeit (call after the commit): the bonus given up and what went back.
 */
async function notifyForfeited(db: Db, grant: BonusRow): Promise<void> {
  const title = {} as Record<Language, string>;
  const content = {} as Record<Language, string>;
  for (const lang of LANGUAGES) {
    const params = {
      title: lang === 'EN' ? grant.titleEn : grant.titleTw,
      returned: moneyText(grant.returned ?? 0n, grant.currency, lang),
    };
    title[lang] = text('bonusTexts', 'forfeitedTitle', lang, params);
    content[lang] = text('bonusTexts', 'forfeitedContent', lang, params);
  }
  await notifyMember(db, grant.merchantId, grant.memberId, title, content, 'reward');
}

/**
 * The member gives up an active grant (docs/rewards.md "Bonus engine"): one transaction locks the
 * grant (the member's own), ends it as forfeited and takes back min(bonus, main wallet balance)
 * (core endGrant; ledger key `bonus:return:<id>`, so a second request moves nothing).
 * @returns the answer (the grant after, the member's balance after) and the after-commit work
 *   (live balance, platform message) for the caller to run.
 * @throws ApiError 404 NOT_FOUND for an unknown grant or another member's; 409 BONUS_NOT_ACTIVE for
 *   a grant that is not active (completed, expired or past its expiry, already forfeited).
 */
export async function forfeitBonus(
  db: Db,
  merchantId: number,
  memberId: number,
  grantId: number,
  language: Language,
  now: Date,
): Promise<{ answer: ForfeitAnswer; after: AfterCommit[] }> {
  return db.transaction(async (t) => {
    const [own] = await t
      .select()
      .from(bonusGrants)
      .where(
        and(eq(bonusGrants.id, grantId), eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId)),
      )
      .for('update');
    if (!own) throw new ApiError(404, 'NOT_FOUND', 'notFound');
    if (shownState(own, now) !== 'active') throw new ApiError(409, 'BONUS_NOT_ACTIVE', 'bonusNotActive');
    const ended = await endGrant(t, own.id, 'forfeited', now);
    if (!ended) throw new ApiError(409, 'BONUS_NOT_ACTIVE', 'bonusNotActive');
    const balance = await balanceOf(t, { kind: 'member', memberId, merchantId });
    const moved = ended.transfer;
    const grant = ended.grant;
    const after: AfterCommit[] = [...(moved ? [() => notifyCommitted(moved)] : []), () => notifyForfeited(db, grant)];
    return { answer: { bonus: bonusView(grant, language, now), balance: toWire(balance, grant.currency) }, after };
  });
}

/**
 * The operator console's grants of the merchant (its own members only), newest first, with the
 * cost of the filtered grants: granted (sum of amounts), returned (taken back by forfeit or expiry)
 * and open (turnover still required by active, unexpired grants).
 * @param q username (a part of it, any case, taken literally), state (as shown), source, pageNo
 *   (default 1), pageSize (default 10).
 */
export async function operatorBonusList(
  db: Db,
  merchantId: number,
  currency: string,
  q: OperatorBonusQuery,
  language: Language,
  now: Date,
): Promise<OperatorBonuses> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const where: SQL[] = [eq(bonusGrants.merchantId, merchantId), eq(members.merchantId, merchantId)];
  const name = q.username?.trim() ?? '';
  if (name)
    where.push(sql`lower(${members.username}) like ${`%${name.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (q.state) where.push(stateCondition(q.state, now));
  if (q.source) where.push(eq(bonusGrants.source, q.source));
  const filter = and(...where);
  const openNow = sql`${bonusGrants.state} = 'active' and ${bonusGrants.expiresAt} > ${now.toISOString()}::timestamptz`;
  const [sums] = await db
    .select({
      n: count(),
      granted: sql<string>`coalesce(sum(${bonusGrants.amount}), 0)::text`,
      returned: sql<string>`coalesce(sum(${bonusGrants.returned}), 0)::text`,
      open: sql<string>`coalesce(sum(case when ${openNow} then ${bonusGrants.required} - ${bonusGrants.done} else 0 end), 0)::text`,
    })
    .from(bonusGrants)
    .innerJoin(members, eq(members.id, bonusGrants.memberId))
    .where(filter);
  const rows = await db
    .select({ g: bonusGrants, username: members.username })
    .from(bonusGrants)
    .innerJoin(members, eq(members.id, bonusGrants.memberId))
    .where(filter)
    .orderBy(desc(bonusGrants.createdAt), desc(bonusGrants.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    list: rows.map((r) => ({ username: r.username, bonus: bonusView(r.g, language, now) })),
    total: sums?.n ?? 0,
    pageNo,
    pageSize,
    totals: {
      granted: toWire(BigInt(sums?.granted ?? '0'), currency),
      returned: toWire(BigInt(sums?.returned ?? '0'), currency),
      open: toWire(BigInt(sums?.open ?? '0'), currency),
    },
  };
}
