/**
 * The console's promotions (docs/promotions.md "Promotions", "Kinds and rules", "Operator console";
 * schemas/api/promotions.json promotionBody, operatorPromotion): list, read, create, update, publish
 * and end a merchant's promotions.
 *
 * - Bodies are checked beyond the schema by {@link checkPromotionBody} (400 OPERATOR_PROMOTION_INVALID
 *   naming the field in `params.field` and `value.field`); terms HTML is sanitised before it is stored.
 * - Create makes a draft (version 1). An update is a guarded `UPDATE ... WHERE version = baseVersion`
 *   (409 OPERATOR_PROMOTION_STALE when someone saved first). A published promotion keeps its kind,
 *   rule and raffle rule (409 OPERATOR_PROMOTION_PUBLISHED_RULE); its texts, image, end (not before
 *   now), audience, category and sort may change. An ended promotion is not edited any more.
 * - Publish: draft -> published; a raffle gets its secret `serverSeed` (32 random bytes, hex) and the
 *   public `serverSeedHash` (SHA-256 hex) here. End: published -> ended now (`endedAt`).
 * Every change drops the cached running promotions of the merchant (active.ts forgetActivePromotions).
 * The secret seed never leaves this module: {@link operatorPromotionView} shows the hash only.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { minorOf } from '../../../contract/money.ts';
import type {
  OperatorPromotion,
  OperatorPromotionQuery,
  OperatorPromotions,
  PromotionBody,
} from '../../../contract/types.ts';
import { multipleHundredths } from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { mediaUploads, promotions, type PromotionRuleColumn, type RaffleRuleColumn } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { sanitizeAnnouncementHtml } from '../config-versions/sanitize.ts';
import { uploadIdOf } from '../config-versions/uploads.ts';
import { rewardSettings } from '../rewards/settings.ts';
import { forgetActivePromotions } from './active.ts';
import { promotionSettings } from './settings.ts';
import { promotionStats, type StatsMap, emptyStats } from './stats.ts';
import type { PromotionRow } from './view.ts';
import { raffleFromWire, raffleToWire, ruleFromWire, ruleToWire } from './wire.ts';

/** The columns a body sets (everything an operator edits). */
export type PromotionFields = Pick<
  PromotionRow,
  | 'kind'
  | 'category'
  | 'titleTw'
  | 'titleEn'
  | 'summaryTw'
  | 'summaryEn'
  | 'termsHtmlTw'
  | 'termsHtmlEn'
  | 'image'
  | 'startsAt'
  | 'endsAt'
  | 'signUpEndsAt'
  | 'vipLevels'
  | 'rule'
  | 'raffle'
  | 'drawAt'
  | 'sort'
>;

/** The refusal of a body: 400 OPERATOR_PROMOTION_INVALID naming `field` (a body path such as `rule.reward.amount`). */
export function promotionInvalid(field: string, messageKey: MessageKey = 'operatorPromotionInvalid'): ApiError {
  return new ApiError(400, 'OPERATOR_PROMOTION_INVALID', messageKey, {
    params: { field },
    value: { field, in: 'body' },
  });
}

const notFound = () => new ApiError(404, 'OPERATOR_PROMOTION_NOT_FOUND', 'operatorPromotionNotFound');
const stale = () => new ApiError(409, 'OPERATOR_PROMOTION_STALE', 'operatorPromotionStale');

/** A wire amount (schema-checked decimal string) in minor units; `field` names it when it cannot be read. */
const money = (value: string, field: string): bigint => {
  try {
    return minorOf(value);
  } catch {
    throw promotionInvalid(field, 'operatorPromotionInvalidAmount');
  }
};

const time = (value: string, field: string): Date => {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) throw promotionInvalid(field, 'operatorPromotionInvalidTime');
  return d;
};

/** Whether `url` is an https address (a URL with host). */
const isHttpsUrl = (url: string): boolean => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.hostname.length > 0 && !/[\s"'<>]/.test(url);
  } catch {
    return false;
  }
};

/**
 * Checks `body` beyond its schema and compiles it into the stored columns (docs/promotions.md "Kinds
 * and rules"; the console's rules):
 * - startsAt < endsAt; signUpEndsAt within (startsAt, endsAt];
 * - category one of the merchant's categories (settings.ts);
 * - kind and trigger: automatic firstDeposit | deposit | validBet; signUp deposit | validBet; apply
 *   and raffle none; only validBet carries a game category; validBet needs a target above 0;
 * - reward: fixed needs amount > 0, percent needs percent > 0 (max 0 = uncapped); percents and
 *   multiples with at most two decimals (raffles take their prizes instead of the reward);
 * - raffle kind: a raffle rule with drawAt >= endsAt, prizes above 0, at least one way to earn
 *   tickets (per valid bet or per deposit, each above 0); other kinds: raffle null;
 * - image: `/media/uploads/<id>` of this merchant's uploads, or an https URL;
 * - vipLevels: levels of the merchant's VIP ladder (rewards settings);
 * - termsHtml sanitised (server/services/config-versions/sanitize.ts) and not empty afterwards.
 * @returns the columns to store.
 * @throws ApiError 400 OPERATOR_PROMOTION_INVALID naming the first bad field.
 */
export async function checkPromotionBody(db: Db, merchantId: number, body: PromotionBody): Promise<PromotionFields> {
  const startsAt = time(body.startsAt, 'startsAt');
  const endsAt = time(body.endsAt, 'endsAt');
  if (startsAt.getTime() >= endsAt.getTime()) throw promotionInvalid('endsAt', 'operatorPromotionInvalidPeriod');
  const signUpEndsAt = body.signUpEndsAt === null ? null : time(body.signUpEndsAt, 'signUpEndsAt');
  if (signUpEndsAt && (signUpEndsAt.getTime() <= startsAt.getTime() || signUpEndsAt.getTime() > endsAt.getTime()))
    throw promotionInvalid('signUpEndsAt', 'operatorPromotionInvalidSignUpEnds');

  const { categories } = await promotionSettings(db, merchantId);
  if (!categories.some((c) => c.code === body.category))
    throw promotionInvalid('category', 'operatorPromotionInvalidCategory');

  const { rule, kind } = body;
  const triggers: Record<PromotionBody['kind'], readonly string[]> = {
    automatic: ['firstDeposit', 'deposit', 'validBet'],
    signUp: ['deposit', 'validBet'],
    apply: ['none'],
    raffle: ['none'],
  };
  if (!triggers[kind].includes(rule.trigger)) throw promotionInvalid('rule.trigger', 'operatorPromotionInvalidTrigger');
  if (rule.category !== null && rule.trigger !== 'validBet')
    throw promotionInvalid('rule.category', 'operatorPromotionInvalidRuleCategory');
  const target = money(rule.target, 'rule.target');
  if (rule.trigger === 'validBet' && target <= 0n)
    throw promotionInvalid('rule.target', 'operatorPromotionInvalidTarget');
  const amount = money(rule.reward.amount, 'rule.reward.amount');
  money(rule.reward.max, 'rule.reward.max');
  if (Math.abs(Math.round(rule.reward.percent * 100) - rule.reward.percent * 100) > 1e-6)
    throw promotionInvalid('rule.reward.percent', 'operatorPromotionInvalidPercent');
  if (kind !== 'raffle') {
    if (rule.reward.type === 'fixed' && amount <= 0n)
      throw promotionInvalid('rule.reward.amount', 'operatorPromotionInvalidAmount');
    if (rule.reward.type === 'percent' && !(rule.reward.percent > 0))
      throw promotionInvalid('rule.reward.percent', 'operatorPromotionInvalidPercent');
  }
  try {
    multipleHundredths(rule.multiple);
  } catch {
    throw promotionInvalid('rule.multiple', 'operatorPromotionInvalidMultiple');
  }

  let raffle: RaffleRuleColumn | null = null;
  let drawAt: Date | null = null;
  if (kind === 'raffle') {
    if (!body.raffle) throw promotionInvalid('raffle', 'operatorPromotionRaffleRequired');
    drawAt = time(body.raffle.drawAt, 'raffle.drawAt');
    if (drawAt.getTime() < endsAt.getTime()) throw promotionInvalid('raffle.drawAt', 'operatorPromotionInvalidDrawAt');
    const perBet =
      body.raffle.ticketPerValidBet === null ? null : money(body.raffle.ticketPerValidBet, 'raffle.ticketPerValidBet');
    const perDeposit =
      body.raffle.ticketPerDeposit === null ? null : money(body.raffle.ticketPerDeposit, 'raffle.ticketPerDeposit');
    if (perBet !== null && perBet <= 0n)
      throw promotionInvalid('raffle.ticketPerValidBet', 'operatorPromotionInvalidTickets');
    if (perDeposit !== null && perDeposit <= 0n)
      throw promotionInvalid('raffle.ticketPerDeposit', 'operatorPromotionInvalidTickets');
    if (perBet === null && perDeposit === null)
      throw promotionInvalid('raffle.ticketPerValidBet', 'operatorPromotionInvalidTickets');
    body.raffle.prizes.forEach((p, i) => {
      if (money(p.amount, `raffle.prizes[${i}].amount`) <= 0n)
        throw promotionInvalid(`raffle.prizes[${i}].amount`, 'operatorPromotionInvalidAmount');
      if (!p.name.TW.trim() || !p.name.EN.trim())
        throw promotionInvalid(`raffle.prizes[${i}].name`, 'operatorPromotionInvalidText');
    });
    raffle = raffleFromWire(body.raffle).raffle;
  } else if (body.raffle !== null) {
    throw promotionInvalid('raffle', 'operatorPromotionRaffleOnlyForRaffle');
  }

  let image: string | null = null;
  if (body.image !== null && body.image.trim() !== '') {
    image = body.image.trim();
    const uploadId = uploadIdOf(image);
    if (uploadId !== null) {
      if (image !== `/media/uploads/${uploadId}`) throw promotionInvalid('image', 'operatorPromotionInvalidImage');
      const [found] = await db
        .select({ id: mediaUploads.id })
        .from(mediaUploads)
        .where(and(eq(mediaUploads.id, uploadId), eq(mediaUploads.merchantId, merchantId)))
        .limit(1);
      if (!found) throw promotionInvalid('image', 'operatorPromotionInvalidImage');
    } else if (!isHttpsUrl(image)) {
      throw promotionInvalid('image', 'operatorPromotionInvalidImage');
    }
  }

  if (body.vipLevels.length > 0) {
    const ladder = new Set((await rewardSettings(db, merchantId)).vip.levels.map((l) => l.level));
    const bad = body.vipLevels.findIndex((l) => !ladder.has(l));
    if (bad >= 0) throw promotionInvalid(`vipLevels[${bad}]`, 'operatorPromotionInvalidVipLevel');
  }

  const texts = { title: body.title, summary: body.summary };
  for (const [name, value] of Object.entries(texts)) {
    for (const lang of ['TW', 'EN'] as const)
      if (!value[lang].trim()) throw promotionInvalid(`${name}.${lang}`, 'operatorPromotionInvalidText');
  }
  const termsTw = sanitizeAnnouncementHtml(body.termsHtml.TW);
  const termsEn = sanitizeAnnouncementHtml(body.termsHtml.EN);
  if (!termsTw.replace(/<[^>]*>/g, '').trim()) throw promotionInvalid('termsHtml.TW', 'operatorPromotionInvalidText');
  if (!termsEn.replace(/<[^>]*>/g, '').trim()) throw promotionInvalid('termsHtml.EN', 'operatorPromotionInvalidText');

  const storedRule: PromotionRuleColumn = ruleFromWire(rule);
  return {
    kind,
    category: body.category,
    titleTw: body.title.TW.trim(),
    titleEn: body.title.EN.trim(),
    summaryTw: body.summary.TW.trim(),
    summaryEn: body.summary.EN.trim(),
    termsHtmlTw: termsTw,
    termsHtmlEn: termsEn,
    image,
    startsAt,
    endsAt,
    signUpEndsAt,
    vipLevels: [...body.vipLevels].sort((a, b) => a - b),
    rule: storedRule,
    raffle,
    drawAt,
    sort: body.sort,
  };
}

/** The stored promotion as the console edits it (promotionBody). */
export function bodyOf(p: PromotionRow, currency: string): PromotionBody {
  return {
    category: p.category,
    kind: p.kind,
    title: { TW: p.titleTw, EN: p.titleEn },
    summary: { TW: p.summaryTw, EN: p.summaryEn },
    termsHtml: { TW: p.termsHtmlTw, EN: p.termsHtmlEn },
    image: p.image,
    startsAt: p.startsAt.toISOString(),
    endsAt: p.endsAt.toISOString(),
    signUpEndsAt: p.signUpEndsAt?.toISOString() ?? null,
    vipLevels: [...p.vipLevels],
    rule: ruleToWire(p.rule, currency),
    raffle: p.raffle && p.drawAt ? raffleToWire(p.raffle, p.drawAt, currency) : null,
    sort: p.sort,
  };
}

/** The console's view of a promotion (operatorPromotion): the body, the public seed hash (never the seed), the draw time and the cost. */
export function operatorPromotionView(p: PromotionRow, stats: StatsMap, currency: string): OperatorPromotion {
  return {
    id: p.id,
    status: p.status,
    version: p.version,
    body: bodyOf(p, currency),
    serverSeedHash: p.serverSeedHash,
    drawnAt: p.drawnAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    publishedAt: p.publishedAt?.toISOString() ?? null,
    endedAt: p.endedAt?.toISOString() ?? null,
    stats: stats.get(p.id) ?? emptyStats(currency),
  };
}

/** Promotion `id` of the merchant (another merchant's is not found). @throws ApiError 404 OPERATOR_PROMOTION_NOT_FOUND. */
export async function promotionRow(db: Db, merchantId: number, id: number): Promise<PromotionRow> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A page of the merchant's promotions (status filter; newest first), each with its cost (stats.ts, one query for the page). */
export async function operatorPromotionList(
  db: Db,
  merchantId: number,
  currency: string,
  q: OperatorPromotionQuery,
): Promise<OperatorPromotions> {
  const pageNo = q.pageNo ?? 1;
  const pageSize = q.pageSize ?? 10;
  const where = and(eq(promotions.merchantId, merchantId), ...(q.status ? [eq(promotions.status, q.status)] : []));
  const [total] = await db.select({ n: count() }).from(promotions).where(where);
  const rows = await db
    .select()
    .from(promotions)
    .where(where)
    .orderBy(desc(promotions.createdAt), desc(promotions.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  const stats = await promotionStats(
    db,
    rows.map((r) => r.id),
    currency,
  );
  return { list: rows.map((r) => operatorPromotionView(r, stats, currency)), total: total?.n ?? 0, pageNo, pageSize };
}

/** One promotion with its cost. @throws ApiError 404 OPERATOR_PROMOTION_NOT_FOUND. */
export async function operatorPromotion(
  db: Db,
  merchantId: number,
  currency: string,
  id: number,
): Promise<OperatorPromotion> {
  const row = await promotionRow(db, merchantId, id);
  return operatorPromotionView(row, await promotionStats(db, [row.id], currency), currency);
}

/**
 * Creates a draft from `body` (baseVersion must be 0).
 * @throws ApiError 400 OPERATOR_PROMOTION_INVALID (see {@link checkPromotionBody}), 409 OPERATOR_PROMOTION_STALE for a baseVersion other than 0.
 */
export async function createPromotion(
  db: Db,
  merchantId: number,
  operatorId: number,
  currency: string,
  baseVersion: number,
  body: PromotionBody,
  now: Date,
): Promise<OperatorPromotion> {
  if (baseVersion !== 0) throw stale();
  const fields = await checkPromotionBody(db, merchantId, body);
  const [row] = await db
    .insert(promotions)
    .values({
      ...fields,
      merchantId,
      status: 'draft',
      version: 1,
      createdBy: operatorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  forgetActivePromotions(merchantId);
  return operatorPromotionView(row!, new Map(), currency);
}

/** JSON text with object keys sorted (jsonb columns come back with their keys reordered). */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const sameJson = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Saves `body` over `baseVersion` (a guarded UPDATE: one of two concurrent saves wins).
 * Published promotions: kind, rule, raffle rule and draw time are locked (409
 * OPERATOR_PROMOTION_PUBLISHED_RULE); endsAt may not move before now, startsAt may move only while
 * the promotion has not started and not before now (400 naming the field). Ended promotions are
 * not edited (409 OPERATOR_PROMOTION_ENDED).
 * @returns the view after and the row before (for the audit).
 * @throws ApiError 404 OPERATOR_PROMOTION_NOT_FOUND, 400 OPERATOR_PROMOTION_INVALID, 409 OPERATOR_PROMOTION_STALE.
 */
export async function updatePromotion(
  db: Db,
  merchantId: number,
  currency: string,
  id: number,
  baseVersion: number,
  body: PromotionBody,
  now: Date,
): Promise<{ view: OperatorPromotion; before: PromotionRow }> {
  const before = await promotionRow(db, merchantId, id);
  if (before.version !== baseVersion) throw stale();
  if (before.status === 'ended') throw new ApiError(409, 'OPERATOR_PROMOTION_ENDED', 'operatorPromotionEnded');
  const fields = await checkPromotionBody(db, merchantId, body);
  if (before.status === 'published') {
    if (
      fields.kind !== before.kind ||
      !sameJson(fields.rule, before.rule) ||
      !sameJson(fields.raffle, before.raffle) ||
      (fields.drawAt?.getTime() ?? null) !== (before.drawAt?.getTime() ?? null)
    ) {
      throw new ApiError(409, 'OPERATOR_PROMOTION_PUBLISHED_RULE', 'operatorPromotionPublishedRule');
    }
    if (fields.endsAt.getTime() !== before.endsAt.getTime() && fields.endsAt.getTime() < now.getTime())
      throw promotionInvalid('endsAt', 'operatorPromotionEndsInPast');
    if (
      fields.startsAt.getTime() !== before.startsAt.getTime() &&
      (before.startsAt.getTime() <= now.getTime() || fields.startsAt.getTime() < now.getTime())
    )
      throw promotionInvalid('startsAt', 'operatorPromotionStartLocked');
  }
  const [row] = await db
    .update(promotions)
    .set({ ...fields, version: sql`${promotions.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(promotions.id, id),
        eq(promotions.merchantId, merchantId),
        eq(promotions.version, baseVersion),
        sql`${promotions.status} <> 'ended'`,
      ),
    )
    .returning();
  if (!row) throw stale();
  forgetActivePromotions(merchantId);
  return { view: operatorPromotionView(row, await promotionStats(db, [row.id], currency), currency), before };
}

/** SHA-256 hex of a raffle's server seed (docs/promotions.md "Raffles"). */
export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');

/**
 * Publishes draft `id`: the catalogue shows it (scheduled before startsAt). A raffle gets its secret
 * server seed (32 random bytes, hex) and publishes the seed's SHA-256 hex. One guarded UPDATE
 * (status = 'draft'): two publishes publish once.
 * @throws ApiError 404 OPERATOR_PROMOTION_NOT_FOUND, 409 OPERATOR_PROMOTION_NOT_DRAFT, 400
 *   OPERATOR_PROMOTION_INVALID field endsAt when the period is over already.
 */
export async function publishPromotion(
  db: Db,
  merchantId: number,
  currency: string,
  id: number,
  now: Date,
): Promise<{ view: OperatorPromotion; before: PromotionRow }> {
  const before = await promotionRow(db, merchantId, id);
  if (before.status !== 'draft') throw new ApiError(409, 'OPERATOR_PROMOTION_NOT_DRAFT', 'operatorPromotionNotDraft');
  if (before.endsAt.getTime() <= now.getTime()) throw promotionInvalid('endsAt', 'operatorPromotionEndsInPast');
  const seed = before.kind === 'raffle' ? randomBytes(32).toString('hex') : null;
  const [row] = await db
    .update(promotions)
    .set({
      status: 'published',
      publishedAt: now,
      updatedAt: now,
      version: sql`${promotions.version} + 1`,
      ...(seed ? { serverSeed: seed, serverSeedHash: seedHash(seed) } : {}),
    })
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId), eq(promotions.status, 'draft')))
    .returning();
  if (!row) throw new ApiError(409, 'OPERATOR_PROMOTION_NOT_DRAFT', 'operatorPromotionNotDraft');
  forgetActivePromotions(merchantId);
  return { view: operatorPromotionView(row, await promotionStats(db, [row.id], currency), currency), before };
}

/**
 * Ends published promotion `id` now (`endedAt`): it stops counting and joining at once (a raffle
 * still draws at its drawAt). Drafts are refused (delete nothing: they simply stay drafts).
 * @throws ApiError 404 OPERATOR_PROMOTION_NOT_FOUND, 409 OPERATOR_PROMOTION_NOT_PUBLISHED.
 */
export async function endPromotion(
  db: Db,
  merchantId: number,
  currency: string,
  id: number,
  now: Date,
): Promise<{ view: OperatorPromotion; before: PromotionRow }> {
  const before = await promotionRow(db, merchantId, id);
  if (before.status !== 'published')
    throw new ApiError(409, 'OPERATOR_PROMOTION_NOT_PUBLISHED', 'operatorPromotionNotPublished');
  const [row] = await db
    .update(promotions)
    .set({ status: 'ended', endedAt: now, updatedAt: now, version: sql`${promotions.version} + 1` })
    .where(and(eq(promotions.id, id), eq(promotions.merchantId, merchantId), eq(promotions.status, 'published')))
    .returning();
  if (!row) throw new ApiError(409, 'OPERATOR_PROMOTION_NOT_PUBLISHED', 'operatorPromotionNotPublished');
  forgetActivePromotions(merchantId);
  return { view: operatorPromotionView(row, await promotionStats(db, [row.id], currency), currency), before };
}

/** The row as the audit log keeps it: everything but the secret seed. */
export function auditCopy(p: PromotionRow): Omit<PromotionRow, 'serverSeed'> {
  const { serverSeed: _secret, ...rest } = p;
  return rest;
}
