/**
 * Demo accounts of DEMO for manual testing and e2e (README "Demo accounts"), created once when
 * DEMO has no member yet (also on databases seeded before accounts existed), with DEMO's sign-in
 * settings (initial password Aa123456).
 */
import { count, eq } from 'drizzle-orm';
import { createMember } from '../../services/auth/members.ts';
import { DEFAULT_SECURITY } from '../../services/auth/rules.ts';
import type { Db } from '../open.ts';
import { knownIps, members, merchants, merchantSecurity } from '../schema.ts';

export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  nickname: string;
  email?: string;
  mobile?: { countryCode: string; number: string };
  affiliateCode?: string;
  /** Days until the password expires; negative: already expired. */
  expiresInDays: number;
  /** IPs already known (a login from any other IP needs the extra verification). */
  knownIps?: string[];
}

/** The demo accounts (README "Demo accounts"). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'demo01',
    password: 'Demo1234',
    type: 0,
    nickname: 'Demo One',
    email: 'demo01@example.com',
    expiresInDays: 3650,
  },
  {
    username: 'newbie01',
    password: DEFAULT_SECURITY.initialPassword,
    type: 0,
    nickname: 'Newbie',
    expiresInDays: 3650,
  },
  {
    username: 'agent01',
    password: 'Agent1234',
    type: 1,
    nickname: 'Agent One',
    email: 'agent01@example.com',
    affiliateCode: 'RA8888',
    expiresInDays: 3650,
  },
  { username: 'expired01', password: 'Expired123', type: 0, nickname: 'Expired', expiresInDays: -1 },
  {
    username: 'mobile01',
    password: 'Mobile1234',
    type: 0,
    nickname: 'Mobile One',
    email: 'mobile01@example.com',
    mobile: { countryCode: '86', number: '13800138000' },
    expiresInDays: 3650,
  },
  {
    username: 'ipguard01',
    password: 'Guard1234',
    type: 0,
    nickname: 'IP Guard 1',
    email: 'ipguard01@example.com',
    mobile: { countryCode: '86', number: '13900139001' },
    expiresInDays: 3650,
    knownIps: ['203.0.113.7'],
  },
  {
    username: 'ipguard02',
    password: 'Guard1234',
    type: 0,
    nickname: 'IP Guard 2',
    email: 'ipguard02@example.com',
    mobile: { countryCode: '86', number: '13900139002' },
    expiresInDays: 3650,
    knownIps: ['203.0.113.7'],
  },
];

/**
 * Seeds DEMO's sign-in settings and demo accounts when DEMO has no member.
 * @returns how many accounts were created (0 when they exist already).
 */
export async function seedDemoAccounts(db: Db, merchantCode: string, now = new Date()): Promise<number> {
  const [merchant] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, merchantCode))
    .limit(1);
  if (!merchant) return 0;
  await db.insert(merchantSecurity).values({ merchantId: merchant.id }).onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(members).where(eq(members.merchantId, merchant.id));
  if ((existing?.n ?? 0) > 0) return 0;
  let created = 0;
  for (const a of DEMO_ACCOUNTS) {
    const row = await createMember(db, {
      merchantId: merchant.id,
      username: a.username,
      password: a.password,
      type: a.type,
      nickname: a.nickname,
      email: a.email ?? null,
      mobile: a.mobile ?? null,
      affiliateCode: a.affiliateCode ?? null,
      passwordExpiresAt: new Date(now.getTime() + a.expiresInDays * 86_400_000),
      now,
    });
    if (!row) continue;
    created++;
    if (a.knownIps?.length) await db.insert(knownIps).values(a.knownIps.map((ip) => ({ memberId: row.id, ip })));
  }
  return created;
}
