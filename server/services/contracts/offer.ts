/**
 * A new contract request from an agent to a direct downline (spec section 4; docs/contracts.md
 * "Terms" and "Lifecycle"): the checks of an offer (kind switched on; the downline, the period of
 * the kind and the tier table by the engine form `contractOffer`, ./terms.ts checkOfferForm;
 * direct downline, agent downline unless the merchant's policy allows members, the offering
 * agent's own live contract of the kind; then the form again with that contract: the dividend
 * period and the ceiling; one open offer, the lower-rate warning), the offer itself (idempotent by
 * requestId) and its preview.
 */
import { and, eq } from 'drizzle-orm';
import type {
  AgentContract,
  ContractOfferBody,
  ContractPreview,
  ContractPreviewBody,
} from '../../../contract/types.ts';
import type { Tier } from '../../../engine/contracts.ts';
import type { Db } from '../../db/open.ts';
import { agentContracts, members, type StoredTier } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { notInTeam } from '../agent/team.ts';
import { isAgentType } from '../auth/rules.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { lowerRateContracts } from './lowerRate.ts';
import { deliverNotices } from './notify.ts';
import { contractPolicy } from './policy.ts';
import { liveContract, openOffer, uniqueViolation, writeEvent, type ContractRow } from './records.ts';
import { assertKindOn, checkOfferForm, currencyOfMerchant, readTiers, toStored } from './terms.ts';
import { contractViews, roleOf, viewFor } from './views.ts';

const INT4_MAX = 2_147_483_647;

/** The downline of an offer: a direct downline of the offering agent. */
type Downline = Pick<MemberRow, 'id' | 'type' | 'username'>;

/**
 * `downlineId` when it is a direct downline of `uplineId` (members.upline_id) in the merchant.
 * @throws ApiError 404 NOT_IN_TEAM otherwise, the same answer whether the id exists elsewhere or not.
 */
async function directDownline(db: Db, merchantId: number, uplineId: number, downlineId: number): Promise<Downline> {
  if (!Number.isSafeInteger(downlineId) || downlineId < 1 || downlineId > INT4_MAX || downlineId === uplineId)
    throw notInTeam();
  const [row] = await db
    .select({ id: members.id, type: members.type, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, downlineId), eq(members.uplineId, uplineId)))
    .limit(1);
  if (!row) throw notInTeam();
  return row;
}

/** The checked terms and downline of an offer or a preview. */
interface CheckedTerms {
  tiers: Tier[];
  downline: Downline;
}

/**
 * The checks an offer and its preview share: the kind is on, the engine form `contractOffer`
 * accepts the downline id, the period (the kind's) and the tier table (./terms.ts checkOfferForm,
 * without the own contract), the downline is a direct downline and an agent (or a member, when
 * the merchant's policy allows member contracts).
 * @throws ApiError 403 CONTRACT_KIND_OFF, 400 CONTRACT_PERIOD_INVALID, 400 (tier problems), 404
 *   NOT_IN_TEAM, 400 CONTRACT_DOWNLINE_NOT_AGENT.
 */
async function checkTerms(
  db: Db,
  merchant: MerchantContext,
  upline: MemberRow,
  body: ContractPreviewBody,
): Promise<CheckedTerms> {
  assertKindOn(merchant, body.kind);
  checkOfferForm(merchant, body, null);
  const tiers = readTiers(body.tiers, currencyOfMerchant(merchant));
  const downline = await directDownline(db, merchant.id, upline.id, body.downlineId);
  if (!isAgentType(downline.type) && !(await contractPolicy(db, merchant.id)).allowMemberContracts) {
    throw new ApiError(400, 'CONTRACT_DOWNLINE_NOT_AGENT', 'contractDownlineNotAgent', {
      value: { field: 'downlineId', in: 'body' },
    });
  }
  return { tiers, downline };
}

const sameTiers = (a: readonly StoredTier[], b: readonly StoredTier[]) =>
  a.length === b.length &&
  a.every((t, i) => t.minActive === b[i]!.minActive && t.minAmount === b[i]!.minAmount && t.rateBp === b[i]!.rateBp);

/**
 * The first offer of `requestId` by `upline`, or null.
 * @throws ApiError 409 DUPLICATE_REQUEST (value `{ field: 'requestId', in: 'body' }`) when it asked for another kind, downline, period or table.
 */
async function replayOf(
  db: Db,
  merchantId: number,
  uplineId: number,
  body: ContractOfferBody,
  tiers: StoredTier[],
): Promise<ContractRow | null> {
  const [first] = await db
    .select()
    .from(agentContracts)
    .where(
      and(
        eq(agentContracts.merchantId, merchantId),
        eq(agentContracts.uplineId, uplineId),
        eq(agentContracts.requestId, body.requestId),
      ),
    )
    .limit(1);
  if (!first) return null;
  if (
    first.kind !== body.kind ||
    first.downlineId !== body.downlineId ||
    first.period !== body.period ||
    !sameTiers(first.tiers, tiers)
  ) {
    throw new ApiError(409, 'DUPLICATE_REQUEST', 'duplicateRequest', { value: { field: 'requestId', in: 'body' } });
  }
  return first;
}

/**
 * Offers a contract (state `offered`) to a direct downline; the downline gets a platform message
 * and a live `contract` event after the commit (./notify.ts).
 * @param upline the offering agent (the route's guard made sure it is an agent).
 * @param now the offer's time (created_at and its `offer` event).
 * @returns the offer as the upline sees it (role `upline`, actions `[withdraw]`); a replay of
 *   `requestId` answers the first offer, whatever happened to it since.
 * @throws ApiError (nothing is written):
 *   403 CONTRACT_KIND_OFF (the merchant's consolidated settings switch the kind off);
 *   400 CONTRACT_PERIOD_INVALID (KIND_PERIODS); 400 tier problems (engine/contracts.ts parseTiers codes, value `{ field: 'tiers[i].minAmount' }`)
 *   (these and the period match and ceiling below: the engine form contractOffer, ./terms.ts checkOfferForm);
 *   404 NOT_IN_TEAM (not a direct downline); 400 CONTRACT_DOWNLINE_NOT_AGENT (policy allowMemberContracts off);
 *   403 CONTRACT_NO_OWN_CONTRACT (the agent holds no live contract of the kind);
 *   400 CONTRACT_PERIOD_MISMATCH (a dividend's period differs from the agent's own dividend period);
 *   400 CONTRACT_ABOVE_CEILING (a tier beats the agent's own table; value names `tiers[i].rate`);
 *   409 CONTRACT_OFFER_OPEN (an offer of the kind already waits for the downline);
 *   409 LOWER_RATE_CONFIRM (value `{ endsContracts }`: the downline's grants the table would end) unless `confirmLowerRate`;
 *   409 DUPLICATE_REQUEST (the requestId was used for another offer).
 */
export async function offerContract(
  db: Db,
  merchant: MerchantContext,
  upline: MemberRow,
  body: ContractOfferBody,
  now: Date,
): Promise<AgentContract> {
  assertKindOn(merchant, body.kind);
  checkOfferForm(merchant, body, null);
  const stored = toStored(readTiers(body.tiers, currencyOfMerchant(merchant)));
  const first = await replayOf(db, merchant.id, upline.id, body, stored);
  if (first) return viewFor(db, merchant, first, upline.id);

  const { tiers, downline } = await checkTerms(db, merchant, upline, body);
  const own = await liveContract(db, merchant.id, upline.id, body.kind);
  if (!own)
    throw new ApiError(403, 'CONTRACT_NO_OWN_CONTRACT', 'contractNoOwnContract', {
      value: { field: 'kind', in: 'body' },
    });
  // the form again with the own contract: a dividend keeps its period, every tier stays under the ceiling
  checkOfferForm(merchant, body, own);
  if (await openOffer(db, merchant.id, downline.id, body.kind)) throw offerOpen();
  const ends = await lowerRateContracts(db, merchant.id, downline.id, body.kind, tiers, false, body.period);
  if (ends.length > 0 && body.confirmLowerRate !== true) {
    const endsContracts = await contractViews(db, merchant, ends, (r) => roleOf(r, upline.id));
    throw new ApiError(409, 'LOWER_RATE_CONFIRM', 'contractLowerRateConfirm', {
      value: { endsContracts },
      params: { count: ends.length },
    });
  }

  let row: ContractRow;
  try {
    row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(agentContracts)
        .values({
          merchantId: merchant.id,
          kind: body.kind,
          uplineId: upline.id,
          downlineId: downline.id,
          period: body.period,
          tiers: stored,
          state: 'offered',
          requestId: body.requestId,
          createdAt: now,
        })
        .returning();
      await writeEvent(
        tx,
        {
          merchantId: merchant.id,
          contractId: created!.id,
          action: 'offer',
          actor: { kind: 'member', id: upline.id },
          fromState: null,
          toState: 'offered',
        },
        now,
      );
      return created!;
    });
  } catch (err) {
    // A concurrent twin of this request (same requestId) may have won: it answers, whichever
    // unique index (request, open offer) this insert hit first.
    const index = uniqueViolation(err);
    if (index === null) throw err;
    const twin = await replayOf(db, merchant.id, upline.id, body, stored);
    if (twin) return viewFor(db, merchant, twin, upline.id);
    if (index === 'agent_contracts_offer_uq') throw offerOpen();
    throw err;
  }
  await deliverNotices(db, [{ contract: row, key: 'offer', to: 'downline' }]);
  return viewFor(db, merchant, row, upline.id);
}

const offerOpen = () =>
  new ApiError(409, 'CONTRACT_OFFER_OPEN', 'contractOfferOpen', { value: { field: 'downlineId', in: 'body' } });

/**
 * What an offer would do, before it is made (docs/contracts.md **Lower rate**: the browser names
 * each contract it would end): `ceiling` the offering agent's own live contract of the kind (null
 * when it holds none: the offer would be refused), `endsContracts` the downline's grants (and
 * below) the table would end, `replaces` the downline's live contract of the kind. Reads only.
 * @throws ApiError 403 CONTRACT_KIND_OFF, 400 CONTRACT_PERIOD_INVALID, 400 tier problems, 404
 *   NOT_IN_TEAM, 400 CONTRACT_DOWNLINE_NOT_AGENT (as {@link offerContract}); the ceiling, the
 *   period match and an open offer are shown, not refused.
 */
export async function previewOffer(
  db: Db,
  merchant: MerchantContext,
  upline: MemberRow,
  body: ContractPreviewBody,
): Promise<ContractPreview> {
  const { tiers, downline } = await checkTerms(db, merchant, upline, body);
  const own = await liveContract(db, merchant.id, upline.id, body.kind);
  const replaces = await liveContract(db, merchant.id, downline.id, body.kind);
  const ends = await lowerRateContracts(db, merchant.id, downline.id, body.kind, tiers, false, body.period);
  const views = await contractViews(
    db,
    merchant,
    [...(own ? [own] : []), ...(replaces ? [replaces] : []), ...ends],
    (r) => roleOf(r, upline.id),
  );
  return {
    ceiling: own ? views[0]! : null,
    replaces: replaces ? views[own ? 1 : 0]! : null,
    endsContracts: views.slice((own ? 1 : 0) + (replaces ? 1 : 0)),
  };
}
