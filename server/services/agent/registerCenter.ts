/**
 * The register center (spec section 2 "registerCenter"; README "Agent center"): an agent creates
 * a downline account directly, member or agent, checked by the merchant's registration rules for
 * username and password (spec section 5: the username and password rules of the engine's
 * register form, checked as the browser checks them, server/services/forms/submission.ts), the password hashed with argon2id and the account
 * placed in the tree under the agent (server/services/auth/members.ts createMember); and manages
 * its invitation links: several per agent, each a random code unique in the merchant (also
 * against agents' affiliate codes) with an account type, a register URL (the QR code's text),
 * usage count and an on/off switch.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AgentCreateDownlineBody, AgentCreatedDownline, AgentInvitation } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { invitationLinks } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { createMember, usernameFree } from '../auth/members.ts';
import { checkSubmission } from '../forms/submission.ts';
import { passwordExpiry, securitySettings } from '../auth/rules.ts';
import type { MemberRow } from '../auth/sessions.ts';
import type { MerchantContext } from '../merchants.ts';
import { DEFAULT_AGENT_TYPE, freeInvitationCode } from './tree.ts';

/** Control characters (NUL included), which no name or password may hold. */
const CONTROL = /[\u0000-\u001f\u007f]/;

const textInvalid = (field: string) =>
  new ApiError(400, 'FIELD_FORMAT', 'textInvalid', { value: { field, in: 'body' } });

/**
 * Creates a downline account under `agent`.
 * @returns its id, username (lower-cased) and member type (0 member, 1 agent).
 * @throws ApiError 400 (registration rules: FIELD_EMPTY, FIELD_LENGTH, FIELD_FORMAT; control
 *   characters), 409 USERNAME_TAKEN; nothing is created then.
 */
export async function createDownline(
  db: Db,
  merchant: MerchantContext,
  agent: MemberRow,
  body: AgentCreateDownlineBody,
  now: Date,
): Promise<AgentCreatedDownline> {
  for (const field of ['username', 'password', 'nickname'] as const) {
    if (typeof body[field] === 'string' && CONTROL.test(body[field])) throw textInvalid(field);
  }
  // the engine's downline form, the one the agent center draws (engine/forms/registerForms.ts
  // downlineCreateForm): account type, username and password under the registration rules, nickname
  // length; the confirmation is the browser's (the API takes the password once)
  const values = await checkSubmission(
    'downlineCreate',
    {
      accountType: body.accountType,
      username: body.username,
      password: body.password,
      ...(body.nickname === undefined ? {} : { nickname: body.nickname }),
    },
    merchant.config,
    { fields: ['accountType', 'username', 'password', 'nickname'] },
  );
  const username = values.username!;
  const taken = () =>
    new ApiError(409, 'USERNAME_TAKEN', 'usernameTaken', { value: { field: 'username', in: 'body' } });
  if (!(await usernameFree(db, merchant.id, username))) throw taken();
  const type = body.accountType === 'agent' ? DEFAULT_AGENT_TYPE : 0;
  const settings = await securitySettings(db, merchant.id);
  const nickname = body.nickname?.trim();
  const member = await createMember(db, {
    merchantId: merchant.id,
    username,
    password: values.password!,
    type,
    nickname: nickname || undefined,
    uplineId: agent.id,
    affiliateCode: type === DEFAULT_AGENT_TYPE ? await freeInvitationCode(db, merchant.id) : null,
    passwordExpiresAt: passwordExpiry(settings, now),
    registerMethod: 'AGENT',
    now,
  });
  if (!member) throw taken();
  return { id: member.id, username: member.username, type: member.type };
}

type LinkRow = typeof invitationLinks.$inferSelect;

/** A link on the wire; `origin` is the site's origin, e.g. https://www.example.com. */
function linkOf(row: LinkRow, origin: string): AgentInvitation {
  return {
    id: row.id,
    code: row.code,
    accountType: row.accountType === 1 ? 'agent' : 'member',
    url: `${origin}/register?affiliateCode=${encodeURIComponent(row.code)}`,
    uses: row.uses,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The agent's invitation links, oldest first. */
export async function listInvitations(
  db: Db,
  merchantId: number,
  agentId: number,
  origin: string,
): Promise<AgentInvitation[]> {
  const rows = await db
    .select()
    .from(invitationLinks)
    .where(and(eq(invitationLinks.merchantId, merchantId), eq(invitationLinks.agentId, agentId)))
    .orderBy(asc(invitationLinks.id));
  return rows.map((r) => linkOf(r, origin));
}

/** At most this many tries when a random code is taken between the check and the insert. */
const CODE_TRIES = 5;

/**
 * Creates an invitation link with a fresh random code.
 * @throws ApiError 503 INVITATION_CODE_BUSY when every try collided (practically never).
 */
export async function createInvitation(
  db: Db,
  merchantId: number,
  agentId: number,
  accountType: 'member' | 'agent',
  origin: string,
): Promise<AgentInvitation> {
  for (let i = 0; i < CODE_TRIES; i++) {
    const code = await freeInvitationCode(db, merchantId);
    const [row] = await db
      .insert(invitationLinks)
      .values({ merchantId, agentId, code, accountType: accountType === 'agent' ? 1 : 0 })
      .onConflictDoNothing()
      .returning();
    if (row) return linkOf(row, origin);
  }
  throw new ApiError(503, 'INVITATION_CODE_BUSY', 'invitationCodeBusy');
}

/**
 * Switches one of the agent's links on or off.
 * @throws ApiError 404 INVITATION_NOT_FOUND when the link is not the agent's (whether it exists or not).
 */
export async function setInvitationEnabled(
  db: Db,
  merchantId: number,
  agentId: number,
  id: number,
  enabled: boolean,
  origin: string,
): Promise<AgentInvitation> {
  const notFound = () =>
    new ApiError(404, 'INVITATION_NOT_FOUND', 'invitationNotFound', { value: { field: 'id', in: 'params' } });
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound();
  const [row] = await db
    .update(invitationLinks)
    .set({ enabled })
    .where(
      and(eq(invitationLinks.id, id), eq(invitationLinks.merchantId, merchantId), eq(invitationLinks.agentId, agentId)),
    )
    .returning();
  if (!row) throw notFound();
  return linkOf(row, origin);
}
