/**
 * Member accounts: lookups (username, mobile, affiliate code), creation with argon2id hashes and
 * the member info the client sees (spec section 3: id, account, nickname, type).
 */
import type { Executor } from '../../db/executor.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { members } from '../../db/schema.ts';
import { placeInTree } from '../agent/tree.ts';
import { hashPassword } from './passwords.ts';
import { isAgentType, TRIAL_TYPE, type Mobile } from './rules.ts';
import type { MemberRow } from './sessions.ts';
import type { MemberInfo } from '../../../contract/types.ts';

/** Member info: the shared type (contract/types.ts). */
export type { MemberInfo } from '../../../contract/types.ts';

export function memberInfo(m: MemberRow): MemberInfo {
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname,
    type: m.type,
    isAgent: isAgentType(m.type),
    isTrial: m.type === TRIAL_TYPE,
    email: m.email,
    mobileNum: m.mobileNumber,
    countryDialingCode: m.mobileCountryCode,
    affiliateCode: m.affiliateCode,
  };
}

export async function findByUsername(db: Db, merchantId: number, username: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username.trim().toLowerCase())))
    .limit(1);
  return row ?? null;
}

export async function findByMobile(db: Db, merchantId: number, mobile: Mobile): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        eq(members.mobileCountryCode, mobile.countryCode),
        eq(members.mobileNumber, mobile.number),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The agent owning an affiliate (invitation) code, case-insensitive; null when none. */
export async function findByAffiliateCode(db: Db, merchantId: number, code: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.affiliateCode, code.trim().toUpperCase())))
    .limit(1);
  return row && isAgentType(row.type) ? row : null;
}

export interface NewMember {
  merchantId: number;
  username: string;
  password: string;
  type: number;
  nickname?: string;
  email?: string | null;
  mobile?: Mobile | null;
  paymentPassword?: string | null;
  uplineId?: number | null;
  recommender?: string | null;
  affiliateCode?: string | null;
  profile?: Record<string, string>;
  passwordExpiresAt: Date | null;
  mustChangePassword?: boolean;
  registerUrl?: string | null;
  registerMethod?: string | null;
  now: Date;
}

/**
 * Creates an account (hashing the passwords) and places it in the downline tree under its upline
 * (server/services/agent/tree.ts: closure rows and the registration figure), in one transaction.
 * @returns the row, or null when the username or mobile is already taken (unique indexes).
 */
export async function createMember(db: Executor, m: NewMember): Promise<MemberRow | null> {
  const passwordHash = await hashPassword(m.password);
  const paymentPasswordHash = m.paymentPassword ? await hashPassword(m.paymentPassword) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(members)
      .values({
        merchantId: m.merchantId,
        username: m.username.trim().toLowerCase(),
        nickname: m.nickname ?? m.username.trim(),
        type: m.type,
        email: m.email?.trim().toLowerCase() || null,
        mobileCountryCode: m.mobile?.countryCode ?? null,
        mobileNumber: m.mobile?.number ?? null,
        passwordHash,
        paymentPasswordHash,
        uplineId: m.uplineId ?? null,
        recommender: m.recommender ?? null,
        affiliateCode: m.affiliateCode?.toUpperCase() ?? null,
        profile: m.profile ?? {},
        passwordChangedAt: m.now,
        passwordExpiresAt: m.passwordExpiresAt,
        mustChangePassword: m.mustChangePassword ?? false,
        registerUrl: m.registerUrl ?? null,
        registerMethod: m.registerMethod ?? null,
        createdAt: m.now,
      })
      .onConflictDoNothing()
      .returning();
    // The downline tree's rows and the registration figure, with the member row (README "Agents").
    if (row) await placeInTree(tx, { merchantId: m.merchantId, memberId: row.id, uplineId: row.uplineId, at: m.now });
    return row ?? null;
  });
}

/** Sets a new password: hash, changed/expiry times, clears the forced change and any reset password. */
export async function setPassword(
  db: Db,
  memberId: number,
  password: string,
  expiresAt: Date | null,
  now: Date,
): Promise<void> {
  await db
    .update(members)
    .set({
      passwordHash: await hashPassword(password),
      passwordChangedAt: now,
      passwordExpiresAt: expiresAt,
      mustChangePassword: false,
      resetPasswordHash: null,
      resetExpiresAt: null,
    })
    .where(eq(members.id, memberId));
}

/** Whether a username is free in the merchant. */
export async function usernameFree(db: Db, merchantId: number, username: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, username.trim().toLowerCase())))
    .limit(1);
  return !row;
}

/** `a***@example.com` / `+86 138****8000` for the new-IP verification choice. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
export function maskMobile(m: Mobile): string {
  return `+${m.countryCode} ${m.number.slice(0, 3)}****${m.number.slice(-3)}`;
}
