/**
 * Signing in with a social identity (spec sections 2 and 5: one-click Google or Facebook login).
 * The provider's callback (server/routes/auth/social.ts) resolves the identity to a member (the
 * first sign-in of an unknown subject creates one) and leaves a one-time ticket in an http-only
 * cookie; the site then completes the login with it (POST social complete) and receives the same
 * answer as every login. The session token never appears in a URL. Social logins are never held to
 * a password change (the member typed no password) and skip the new-IP verification: the provider
 * has just authenticated the member.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { loginTickets, members, socialIdentities } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import type { AuthDeps, CallContext } from './context.ts';
import { assertNotLocked, assertType, completeLogin, SOCIAL_LOGIN_TYPE, type LoginValue } from './login.ts';
import { createMember } from './members.ts';
import { MEMBER_TYPE } from './rules.ts';
import type { MemberRow } from './sessions.ts';
import type { SocialProvider } from './social.ts';
import type { SocialIdentity } from './socialIdentity.ts';
import { randomToken, sha256Hex } from './tokens.ts';

/** How long the site has to complete a social sign-in after the provider's callback. */
export const SOCIAL_TICKET_TTL_MS = 2 * 60_000;

const USERNAME_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A generated username: the provider's initial and 10 random letters or digits (e.g. `g7kq2m...`). */
function generatedUsername(provider: SocialProvider): string {
  const bytes = Buffer.from(randomToken(16), 'base64url');
  let name = provider === 'google' ? 'g' : 'f';
  for (let i = 0; i < 10; i++) name += USERNAME_ALPHABET[bytes[i]! % USERNAME_ALPHABET.length];
  return name;
}

/**
 * The member of `identity` at the calling merchant; a first sign-in creates the member (type
 * member, a random unusable password, the provider's name as nickname, the e-mail only when the
 * provider vouches for it) and links the identity, in one transaction. Accounts are never linked
 * by e-mail: an existing member who signs in with a provider for the first time gets a new account.
 */
export async function socialMember(
  deps: AuthDeps,
  ctx: CallContext,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<MemberRow> {
  const now = deps.now();
  const linked = async (db: Db) => {
    const [row] = await db
      .select({ m: members })
      .from(socialIdentities)
      .innerJoin(members, eq(members.id, socialIdentities.memberId))
      .where(
        and(
          eq(socialIdentities.merchantId, ctx.merchant.id),
          eq(socialIdentities.provider, provider),
          eq(socialIdentities.subject, identity.subject),
        ),
      )
      .limit(1);
    return row?.m ?? null;
  };
  const known = await linked(deps.db);
  if (known) {
    await deps.db
      .update(socialIdentities)
      .set({ lastLoginAt: now })
      .where(
        and(
          eq(socialIdentities.merchantId, ctx.merchant.id),
          eq(socialIdentities.provider, provider),
          eq(socialIdentities.subject, identity.subject),
        ),
      );
    return known;
  }
  const created = await deps.db
    .transaction(async (db) => {
      let member: MemberRow | null = null;
      for (let i = 0; i < 5 && !member; i++) {
        member = await createMember(db, {
          merchantId: ctx.merchant.id,
          username: generatedUsername(provider),
          password: randomToken(),
          type: MEMBER_TYPE,
          nickname: identity.name ?? undefined,
          email: identity.emailVerified ? identity.email : null,
          passwordExpiresAt: null,
          registerMethod: provider.toUpperCase(),
          now,
        });
      }
      if (!member) throw new Error('no free generated username after 5 tries');
      const [link] = await db
        .insert(socialIdentities)
        .values({
          merchantId: ctx.merchant.id,
          provider,
          subject: identity.subject,
          memberId: member.id,
          email: identity.email,
          createdAt: now,
          lastLoginAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: socialIdentities.id });
      // A concurrent first sign-in of the same subject won: undo this account and use that one.
      if (!link) db.rollback();
      return member;
    })
    .catch(async (err: unknown) => {
      const winner = await linked(deps.db);
      if (winner) return winner;
      throw err;
    });
  return created;
}

/** Leaves a one-time ticket for `member` that the same IP can complete within {@link SOCIAL_TICKET_TTL_MS}. */
export async function issueSocialTicket(deps: AuthDeps, ctx: CallContext, member: MemberRow): Promise<string> {
  await assertNotLocked(deps, ctx, member, SOCIAL_LOGIN_TYPE);
  await assertType(deps, ctx, member, SOCIAL_LOGIN_TYPE, false);
  const ticket = randomToken();
  const now = deps.now();
  await deps.db.insert(loginTickets).values({
    ticketHash: sha256Hex(ticket),
    memberId: member.id,
    ip: ctx.client.ip,
    request: { loginType: SOCIAL_LOGIN_TYPE, agentLogin: false },
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_TICKET_TTL_MS),
  });
  return ticket;
}

/**
 * Completes a social sign-in: the ticket must be a live social ticket of this merchant, for this
 * IP, not used yet; it is used once.
 * @throws 401 TICKET_INVALID.
 */
export async function completeSocialLogin(
  deps: AuthDeps,
  ctx: CallContext,
  ticket: string | undefined,
): Promise<LoginValue> {
  if (!ticket) throw new ApiError(401, 'TICKET_INVALID', 'ticketInvalid');
  const now = deps.now();
  const [row] = await deps.db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTickets.ticketHash, sha256Hex(ticket)),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
        eq(loginTickets.ip, ctx.client.ip),
        sql`${loginTickets.request}->>'loginType' = ${SOCIAL_LOGIN_TYPE}`,
      ),
    )
    .returning();
  const [member] = row ? await deps.db.select().from(members).where(eq(members.id, row.memberId)).limit(1) : [];
  if (!row || !member || member.merchantId !== ctx.merchant.id)
    throw new ApiError(401, 'TICKET_INVALID', 'ticketInvalid');
  return completeLogin(deps, ctx, member, SOCIAL_LOGIN_TYPE);
}
