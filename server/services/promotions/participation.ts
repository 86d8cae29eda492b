/**
 * What a member does with a promotion (docs/promotions.md "Kinds and rules", "Entries"; spec
 * sections 4 and 5): join (signUp and raffle kinds), apply with a remark and images (apply kind)
 * and claim an issued reward (through the reward center's claim, rewards/rewardCenter.ts
 * claimReward, so it is paid exactly once). Every action is refused without writing anything when
 * it does not fit the member's activity state; (promotion, member) is unique, so a double click or
 * a second tab joins or applies once.
 */
import { and, eq } from 'drizzle-orm';
import type { Promotion, PromotionClaimAnswer } from '../../../contract/types.ts';
import { REMARK_MAX } from '../../../engine/forms/index.ts';
import type { Db } from '../../db/open.ts';
import { promotionEntries } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { MerchantContext } from '../merchants.ts';
import { claimReward } from '../rewards/rewardCenter.ts';
import { visiblePromotion } from './catalog.ts';
import { checkFeatureSubmission } from '../forms/featureSubmission.ts';
import { checkImages, imageCountError, imageTooLargeError, imageTypeError, storeImages } from './images.ts';
import { entriesOf, memberFacts, promotionViews, stateOf, type MemberFacts, type PromotionRow } from './view.ts';

/** What every action needs to know. */
export interface ActionContext {
  db: Db;
  merchant: MerchantContext;
  memberId: number;
  language: Language;
  now: Date;
}

const currencyOf = (merchant: MerchantContext) => merchant.config.permission.currency;

async function factsOf(db: Db, memberId: number): Promise<MemberFacts> {
  const facts = await memberFacts(db, memberId);
  if (!facts) throw new ApiError(401, 'NOT_LOGGED_IN', 'notLoggedIn');
  return facts;
}

/** The member's card of `row` now. */
async function cardOf(c: ActionContext, row: PromotionRow, member: MemberFacts): Promise<Promotion> {
  const [view] = await promotionViews(c.db, [row], member, currencyOf(c.merchant), c.language, c.now);
  return view!;
}

/** The member's activity state of `row` now. */
async function currentState(c: ActionContext, row: PromotionRow, member: MemberFacts) {
  const entry = (await entriesOf(c.db, member.memberId, [row.id])).get(row.id) ?? null;
  return stateOf(row, entry, member, c.now);
}

const notJoinable = (state: string) =>
  new ApiError(409, 'PROMOTION_NOT_JOINABLE', 'promotionNotJoinable', { value: { state } });
const wrongKind = (kind: string) =>
  new ApiError(400, 'PROMOTION_WRONG_KIND', 'promotionWrongKind', { value: { kind } });

/**
 * Join now (docs/promotions.md "Kinds and rules"): a signUp promotion's entry starts `signedUp`
 * (events count from now on), a raffle's `joined` (tickets count from now on). Allowed only while the
 * member's state is joinNow. A concurrent second join inserts nothing (unique entry) and answers
 * the same card.
 * @returns the promotion card as the member now sees it.
 * @throws ApiError 404 PROMOTION_NOT_FOUND, 400 PROMOTION_WRONG_KIND (automatic or apply kind),
 *   409 PROMOTION_NOT_JOINABLE (value.state: the member's state).
 */
export async function joinPromotion(c: ActionContext, promotionId: number): Promise<Promotion> {
  const row = await visiblePromotion(c.db, c.merchant.id, promotionId);
  if (row.kind !== 'signUp' && row.kind !== 'raffle') throw wrongKind(row.kind);
  const member = await factsOf(c.db, c.memberId);
  const state = await currentState(c, row, member);
  if (state !== 'joinNow') throw notJoinable(state);
  await c.db
    .insert(promotionEntries)
    .values({
      merchantId: c.merchant.id,
      promotionId: row.id,
      memberId: c.memberId,
      state: row.kind === 'raffle' ? 'joined' : 'signedUp',
      createdAt: c.now,
      updatedAt: c.now,
    })
    .onConflictDoNothing();
  return cardOf(c, row, member);
}

/** A file of an application as the route read it: its name and declared type as sent, and its bytes. */
export interface ApplicationFile {
  name: string;
  type: string;
  data: Buffer;
}

/** An application as the route parsed it: the remark field (undefined when absent) and the files. */
export interface ApplicationInput {
  remark: string | undefined;
  files: ApplicationFile[];
}

const remarkRequired = () =>
  new ApiError(400, 'PROMOTION_REMARK_REQUIRED', 'promotionRemarkRequired', { value: { field: 'remark' } });
const remarkTooLong = (remark: string | undefined) =>
  new ApiError(400, 'PROMOTION_REMARK_TOO_LONG', 'promotionRemarkTooLong', {
    params: { max: REMARK_MAX },
    value: { field: 'remark', max: REMARK_MAX, length: Array.from((remark ?? '').trim()).length },
  });

/**
 * Checks an application with the engine's form `promotionApply` (engine/forms/featureForms.ts; spec
 * section 5: the remark required, at most REMARK_MAX characters; at most UPLOAD_MAX_IMAGES files, PNG
 * or JPG by name or declared type, UPLOAD_MAX_BYTES each; server/services/forms/featureSubmission.ts),
 * as the apply dialog checks it. The files' content is checked after (./images.ts checkImages).
 * @returns the remark, trimmed.
 * @throws ApiError 400 PROMOTION_REMARK_REQUIRED / PROMOTION_REMARK_TOO_LONG, 400
 *   PROMOTION_IMAGE_COUNT, 413 PROMOTION_IMAGE_TOO_LARGE, 400 PROMOTION_IMAGE_TYPE.
 */
export function checkApplication(input: ApplicationInput): string {
  const values = checkFeatureSubmission(
    'promotionApply',
    { remark: input.remark, images: input.files.map((f) => ({ name: f.name, type: f.type, size: f.data.length })) },
    {
      refusals: {
        remark: (e) => (e.rule === 'required' ? remarkRequired() : remarkTooLong(input.remark)),
        images: (e) =>
          e.rule === 'fileCount' ? imageCountError() : e.rule === 'fileSize' ? imageTooLargeError() : imageTypeError(),
      },
    },
  );
  return String(values.remark);
}

/**
 * Apply (docs/promotions.md "Kinds and rules"; spec section 5): an apply-kind promotion in state
 * joinNow (a rejected member sees rejected and cannot apply again) gets an entry `applying` with
 * the remark and its images (the engine's form, {@link checkApplication}; then png or jpg by
 * content) in one transaction;
 * an operator approves or rejects it in the console. Nothing is written on any refusal; a second
 * submission (double click) finds the entry and is refused with the state applying.
 * @returns the promotion card (state applying).
 * @throws ApiError 404 PROMOTION_NOT_FOUND, 400 PROMOTION_WRONG_KIND, 409 PROMOTION_NOT_JOINABLE,
 *   400 PROMOTION_REMARK_REQUIRED / PROMOTION_REMARK_TOO_LONG, 400 PROMOTION_IMAGE_COUNT,
 *   413 PROMOTION_IMAGE_TOO_LARGE, 400 PROMOTION_IMAGE_TYPE.
 */
export async function applyPromotion(
  c: ActionContext,
  promotionId: number,
  input: ApplicationInput,
): Promise<Promotion> {
  const row = await visiblePromotion(c.db, c.merchant.id, promotionId);
  if (row.kind !== 'apply') throw wrongKind(row.kind);
  const member = await factsOf(c.db, c.memberId);
  const state = await currentState(c, row, member);
  if (state !== 'joinNow') throw notJoinable(state);
  const remark = checkApplication(input);
  const images = await checkImages(input.files.map((f) => f.data));
  await c.db.transaction(async (tx) => {
    const [entry] = await tx
      .insert(promotionEntries)
      .values({
        merchantId: c.merchant.id,
        promotionId: row.id,
        memberId: c.memberId,
        state: 'applying',
        remark,
        createdAt: c.now,
        updatedAt: c.now,
      })
      .onConflictDoNothing()
      .returning({ id: promotionEntries.id });
    // a concurrent submission got there first: refuse this one (its images are not stored)
    if (!entry) throw notJoinable('applying');
    await storeImages(tx, entry.id, images, c.now);
  });
  return cardOf(c, row, member);
}

/**
 * Claim payout (docs/promotions.md "Activity states": issued -> claimed): the member's entry must be
 * `issued` with its reward center offer; the claim is the reward center's (rewardCenter.ts
 * claimReward: one guarded UPDATE and one bonus grant), so a repeat (double click, two tabs, the
 * reward center) answers the same claimed reward and moves nothing. The balance pushes live
 * through the ledger's commit listener.
 * @returns the card (now claimed), the reward, the bonus and the balance after.
 * @throws ApiError 404 PROMOTION_NOT_FOUND, 409 PROMOTION_NOTHING_TO_CLAIM (no issued reward),
 *   409 REWARD_EXPIRED (the offer expired unclaimed).
 */
export async function claimPromotion(c: ActionContext, promotionId: number): Promise<PromotionClaimAnswer> {
  const row = await visiblePromotion(c.db, c.merchant.id, promotionId);
  const member = await factsOf(c.db, c.memberId);
  const [entry] = await c.db
    .select({ state: promotionEntries.state, rewardId: promotionEntries.rewardId })
    .from(promotionEntries)
    .where(
      and(
        eq(promotionEntries.promotionId, row.id),
        eq(promotionEntries.memberId, c.memberId),
        eq(promotionEntries.merchantId, c.merchant.id),
      ),
    )
    .limit(1);
  if (!entry || entry.state !== 'issued' || entry.rewardId === null)
    throw new ApiError(409, 'PROMOTION_NOTHING_TO_CLAIM', 'promotionNothingToClaim', {
      value: { state: await currentState(c, row, member) },
    });
  const claimed = await claimReward(c.db, c.merchant, c.memberId, entry.rewardId, c.language, c.now).catch(
    (err: unknown) => {
      // the offer is the member's own by construction; a missing row is nothing to claim
      if (err instanceof ApiError && err.code === 'REWARD_NOT_FOUND')
        throw new ApiError(409, 'PROMOTION_NOTHING_TO_CLAIM', 'promotionNothingToClaim');
      throw err;
    },
  );
  return {
    promotion: await cardOf(c, row, member),
    reward: claimed.reward,
    bonus: claimed.bonus,
    balance: claimed.balance,
  };
}
