/**
 * Money seed of a merchant (README "Money"): money settings, the deposit channels (demo
 * gateway and bank transfer), one operator, and for the demo accounts: opening balances moved
 * from the house and the bonus pool through the ledger (never by writing balances), demo01's
 * upline (agent01) and a bank card. Every step is idempotent (ledger keys `seed:*`, on-conflict
 * inserts), so it can run again on an already seeded database.
 */
import type { BuiltinRole } from '../../../contract/permissions.ts';
import { ensureBuiltinRoles } from '../../services/operator/roles.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { transfer } from '../../ledger/index.ts';
import { inTeam, moveSubtree } from '../../services/agent/tree.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { moneySettings } from '../../services/wallet/settings.ts';
import { seedDemoAccounts } from './members.ts';
import { setKnownSecret } from '../../services/operator/signIn.ts';
import type { Db } from '../open.ts';
import { bankCards, depositChannels, members, merchants, operators } from '../schema.ts';

/** The seeded operator of every merchant (README "Money"). */
export const DEMO_OPERATOR = { username: 'operator', password: 'Operator1234', name: 'Demo Operator' } as const;

/**
 * The demo merchant's staff besides its owner `operator`, one or two per built-in role (README
 * "Staff and roles"), all with {@link DEMO_STAFF_PASSWORD}: two finance staff, so a withdrawal above the
 * second-approval threshold can be approved by two people.
 */
export const DEMO_STAFF = [
  { username: 'finance01', name: 'Finance One', role: 'finance' },
  { username: 'finance02', name: 'Finance Two', role: 'finance' },
  { username: 'risk01', name: 'Risk Desk', role: 'risk' },
  { username: 'service01', name: 'Customer Service', role: 'service' },
  { username: 'marketing01', name: 'Marketing', role: 'marketing' },
  { username: 'content01', name: 'Content Editor', role: 'content' },
] as const satisfies readonly { username: string; name: string; role: BuiltinRole }[];
export const DEMO_STAFF_PASSWORD = 'Staff12345';

/**
 * The known TOTP secrets (Base32, RFC 6238) of the seeded staff's second factor, so demos and tests
 * can compute codes (README "Staff and roles"): the owner `operator` has
 * {@link DEMO_OPERATOR_TOTP_SECRET}, every DEMO_STAFF member {@link DEMO_STAFF_TOTP_SECRET}. Demo
 * data only: a real merchant's staff enrol their own at their first sign-in.
 */
export const DEMO_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPOPERATOR';
export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPDEMOSTAF';
/** The known TOTP secret of a seeded staff member `username`. */
export const demoTotpSecret = (username: string) =>
  username === DEMO_OPERATOR.username ? DEMO_OPERATOR_TOTP_SECRET : DEMO_STAFF_TOTP_SECRET;

/** Deposit channels of the demo merchant (limits in minor units of a 2-decimal currency). */
export const DEPOSIT_CHANNEL_SEEDS = [
  {
    code: 'DEMOPAY',
    type: 'gateway',
    nameTw: '示範支付',
    nameEn: 'Demo Pay',
    minAmount: 1_000n,
    maxAmount: 5_000_000n,
    bank: null,
    sortOrder: 1,
  },
  {
    code: 'BANK',
    type: 'bank',
    nameTw: '銀行轉帳',
    nameEn: 'Bank transfer',
    minAmount: 10_000n,
    maxAmount: 20_000_000n,
    bank: {
      bankName: 'Demo Commercial Bank',
      accountName: 'Demo Gaming Ltd',
      accountNumber: '6222 0000 1234 5678',
      branch: 'Main branch',
    },
    sortOrder: 2,
  },
] as const;

/** Opening balances (minor units): from the house (opening) and the bonus pool (bonus). */
const OPENING: Record<string, { opening: bigint; bonus?: bigint }> = {
  demo01: { opening: 1_000_000n, bonus: 8_800n },
  agent01: { opening: 500_000n },
  mobile01: { opening: 200_000n },
  ipguard01: { opening: 100_000n },
};

/**
 * Seeds the money data of merchant `merchantCode` (see the module doc). The demo accounts are
 * created first when the merchant has none (server/db/seed/members.ts, itself idempotent), so the
 * first-start seed (./index.ts) can fund them.
 */
export async function seedMoney(db: Db, merchantCode: string): Promise<void> {
  const [merchant] = await db
    .select({ id: merchants.id, config: merchants.config })
    .from(merchants)
    .where(eq(merchants.code, merchantCode))
    .limit(1);
  if (!merchant) return;
  const currency = merchant.config.permission.currency;
  await seedDemoAccounts(db, merchantCode);
  await moneySettings(db, merchant.id);
  await db
    .insert(depositChannels)
    .values(DEPOSIT_CHANNEL_SEEDS.map((c) => ({ ...c, bank: c.bank ? { ...c.bank } : null, merchantId: merchant.id })))
    .onConflictDoNothing();
  const roles = await ensureBuiltinRoles(db, merchant.id);
  await db
    .insert(operators)
    .values({
      merchantId: merchant.id,
      username: DEMO_OPERATOR.username,
      name: DEMO_OPERATOR.name,
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      roleId: roles.get('owner')!.id,
    })
    .onConflictDoNothing();
  const staffHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db
    .insert(operators)
    .values(
      DEMO_STAFF.map((staff) => ({
        merchantId: merchant.id,
        username: staff.username,
        name: staff.name,
        passwordHash: staffHash,
        roleId: roles.get(staff.role)!.id,
      })),
    )
    .onConflictDoNothing();
  const seededStaff = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchant.id),
        inArray(operators.username, [DEMO_OPERATOR.username, ...DEMO_STAFF.map((s) => s.username)]),
      ),
    );
  for (const staff of seededStaff) await setKnownSecret(db, staff.id, demoTotpSecret(staff.username), new Date());

  const rows = await db
    .select({ id: members.id, username: members.username, profile: members.profile })
    .from(members)
    .where(and(eq(members.merchantId, merchant.id), inArray(members.username, [...Object.keys(OPENING)])));
  const byName = new Map(rows.map((r) => [r.username, r]));
  for (const [username, money] of Object.entries(OPENING)) {
    const member = byName.get(username);
    if (!member) continue;
    const base = { merchantId: merchant.id, credit: { kind: 'member' as const, memberId: member.id }, currency };
    await transfer(
      db,
      {
        ...base,
        idempotencyKey: `seed:opening:${member.id}`,
        debit: { kind: 'house' },
        amount: money.opening,
        reason: 'opening',
        reference: 'seed',
      },
      db,
    );
    if (money.bonus)
      await transfer(
        db,
        {
          ...base,
          idempotencyKey: `seed:bonus:${member.id}`,
          debit: { kind: 'bonus' },
          amount: money.bonus,
          reason: 'bonus',
          reference: 'welcome',
        },
        db,
      );
  }

  const demo = byName.get('demo01');
  const agent = byName.get('agent01');
  // demo01 joins agent01's team: upline_id and the downline tree together (server/services/agent/tree.ts).
  if (demo && agent && !(await inTeam(db, agent.id, demo.id))) await moveSubtree(db, merchant.id, demo.id, agent.id);
  if (demo) {
    const payeeName = 'Demo One';
    await db
      .update(members)
      .set({ profile: { ...demo.profile, payeeName } })
      .where(eq(members.id, demo.id));
    await db
      .insert(bankCards)
      .values({
        merchantId: merchant.id,
        memberId: demo.id,
        bankName: 'Demo Commercial Bank',
        cardNumber: '6222020200112233445',
        payeeName,
      })
      .onConflictDoNothing();
  }
}
