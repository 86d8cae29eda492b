/**
 * Player management of the back office (README "Operator console"; schemas/api/operator-players.json):
 * search the merchant's members by one key, read one member's page (profile with masked contact
 * details, VIP, upline chain, ledger balances, responsible gaming read-only, notes, pending
 * adjustments) and its paged records (ledger entries, bets, bonuses, deposits, withdrawals,
 * logins), and the staff actions: lock / unlock, force a password change at the next login, close
 * every session, add a note, and the maker-checker balance adjustment. Every action is audited
 * (./audit.ts) with who, when, before and after. Only the operator's own merchant: a member of
 * another merchant answers 404 PLAYER_NOT_FOUND, as an unknown one.
 */
import { and, asc, count, desc, eq, exists, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import {
  bankCards,
  bonusGrants,
  depositChannels,
  depositOrders,
  gameRounds,
  games,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  loginHistory,
  memberLocks,
  memberNotes,
  members,
  memberTree,
  memberVip,
  operatorApprovals,
  operators,
  sessions,
  withdrawals,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { toWire } from '../../../contract/money.ts';
import { InsufficientFunds, transfer, type TransferResult } from '../../ledger/index.ts';
import { maskEmail, maskMobile } from '../auth/members.ts';
import { revokeMemberTokens } from '../vendor-protocol/tokens.ts';
import { profileView } from '../rg/member.ts';
import { approvalPage, requestApproval, type ApprovalExecutor, type StaffActor } from './approvals.ts';
import { audit } from './audit.ts';

/** The keys a member can be searched by. */
export const PLAYER_SEARCH_KEYS = ['username', 'mobile', 'email', 'name', 'ip', 'card'] as const;
export type PlayerSearchKey = (typeof PLAYER_SEARCH_KEYS)[number];

/** The approval kind of a manual balance adjustment (./approvals.ts). */
export const ADJUST_KIND = 'balance.adjust';

/** The trial account type (spec section 3), never listed. */
const TRIAL = 4;

const like = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const suffix = (digits: string) => `%${digits.replace(/[\\%_]/g, (c) => `\\${c}`)}`;
const page = <T>(list: T[], total: number, pageNo: number, pageSize: number) => ({ list, total, pageNo, pageSize });
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A member of the merchant or 404 PLAYER_NOT_FOUND. */
export async function playerOf(db: Db, merchantId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId), ne(members.type, TRIAL)))
    .limit(1);
  if (!row) throw new ApiError(404, 'PLAYER_NOT_FOUND', 'playerNotFound');
  return row;
}

/** A member's real name: the registration's payee name, else the name on a bank card, else null. */
const realNameSql = sql<
  string | null
>`coalesce(nullif(${members.profile}->>'payeeName', ''), (select b.payee_name from bank_cards b where b.member_id = ${members.id} order by b.id limit 1))`;

/**
 * A page of the merchant's members matching `q` by key `by` (README "Operator console"): username,
 * e-mail and real name contain the text (any case); mobile contains the digits; ip is an exact
 * address of the login history; card is the end (last digits, or the full number) of a bank card's
 * number, removed cards included. Newest registrations first. Balance in the merchant's currency.
 * @throws 400 PLAYER_SEARCH_INVALID when `q` is empty after trimming (or has no digit for mobile/card).
 */
export async function searchPlayers(
  db: Db,
  merchantId: number,
  currency: string,
  search: { by: PlayerSearchKey; q: string; pageNo: number; pageSize: number },
) {
  const text = search.q.trim();
  const digits = text.replace(/\D/g, '');
  if (!text || ((search.by === 'mobile' || search.by === 'card') && !digits))
    throw new ApiError(400, 'PLAYER_SEARCH_INVALID', 'playerSearchInvalid', { value: { field: 'q', in: 'query' } });
  const where: SQL[] = [eq(members.merchantId, merchantId), ne(members.type, TRIAL)];
  switch (search.by) {
    case 'username':
      where.push(sql`${members.username} like ${like(text)}`);
      break;
    case 'email':
      where.push(sql`lower(${members.email}) like ${like(text)}`);
      break;
    case 'mobile':
      where.push(sql`(coalesce(${members.mobileCountryCode}, '') || ${members.mobileNumber}) like ${like(digits)}`);
      break;
    case 'name':
      where.push(
        sql`(lower(${members.profile}->>'payeeName') like ${like(text)} or exists (select 1 from bank_cards b where b.member_id = ${members.id} and lower(b.payee_name) like ${like(text)}))`,
      );
      break;
    case 'ip':
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(loginHistory)
            .where(and(eq(loginHistory.memberId, members.id), eq(loginHistory.ip, text))),
        ),
      );
      break;
    case 'card':
      where.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(bankCards)
            .where(and(eq(bankCards.memberId, members.id), sql`${bankCards.cardNumber} like ${suffix(digits)}`)),
        ),
      );
      break;
  }
  const filter = and(...where);
  const [total] = await db.select({ n: count() }).from(members).where(filter);
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      realName: realNameSql,
      type: members.type,
      vipLevel: sql<number>`coalesce(${memberVip.level}, 0)`,
      locked: sql<boolean>`(${memberLocks.memberId} is not null)`,
      balance: sql<string>`coalesce(${ledgerAccounts.balance}, 0)::text`,
      registeredAt: members.createdAt,
      lastLoginAt: members.lastLoginAt,
    })
    .from(members)
    .leftJoin(memberVip, eq(memberVip.memberId, members.id))
    .leftJoin(memberLocks, eq(memberLocks.memberId, members.id))
    .leftJoin(ledgerAccounts, and(eq(ledgerAccounts.memberId, members.id), eq(ledgerAccounts.kind, 'member')))
    .where(filter)
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(search.pageSize)
    .offset((search.pageNo - 1) * search.pageSize);
  return page(
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      realName: r.realName ?? null,
      type: r.type,
      vipLevel: Number(r.vipLevel),
      state: r.locked ? ('locked' as const) : ('active' as const),
      balance: toWire(BigInt(r.balance), currency),
      registeredAt: r.registeredAt.toISOString(),
      lastLoginAt: iso(r.lastLoginAt),
    })),
    total?.n ?? 0,
    search.pageNo,
    search.pageSize,
  );
}

/** A card number as the console shows it: its last four digits. */
const maskCard = (number: string) => `**** ${number.slice(-4)}`;

/**
 * One member's page: profile (mobile and e-mail masked as the member site's verification choice
 * shows them, bank cards as their last four digits), VIP level, the upline chain (nearest first),
 * the ledger balances of the member's accounts (main wallet, vendor wallets, points) and what
 * open bonus turnover still holds, the lock and forced-change state, live sessions, responsible
 * gaming (read-only, server/services/rg), the latest 50 notes and the pending adjustments.
 * @throws 404 PLAYER_NOT_FOUND.
 */
export async function playerDetail(db: Db, merchantId: number, currency: string, memberId: number, now: Date) {
  const m = await playerOf(db, merchantId, memberId);
  const [vip] = await db.select().from(memberVip).where(eq(memberVip.memberId, m.id)).limit(1);
  const chain = await db
    .select({ id: members.id, username: members.username, type: members.type, depth: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(and(eq(memberTree.descendantId, m.id), sql`${memberTree.depth} > 0`))
    .orderBy(asc(memberTree.depth));
  const accounts = await db
    .select({
      kind: ledgerAccounts.kind,
      vendorCode: ledgerAccounts.vendorCode,
      balance: ledgerAccounts.balance,
      currency: ledgerAccounts.currency,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.memberId, m.id)))
    .orderBy(asc(ledgerAccounts.id));
  const [turnover] = await db
    .select({
      n: count(),
      bonus: sql<string>`coalesce(sum(${bonusGrants.amount}), 0)::text`,
      remaining: sql<string>`coalesce(sum(greatest(${bonusGrants.required} - ${bonusGrants.done}, 0)), 0)::text`,
    })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.memberId, m.id), eq(bonusGrants.state, 'active')));
  const [lock] = await db
    .select({ reason: memberLocks.reason, at: memberLocks.lockedAt, by: operators.username })
    .from(memberLocks)
    .innerJoin(operators, eq(operators.id, memberLocks.lockedBy))
    .where(eq(memberLocks.memberId, m.id));
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.memberId, m.id), isNull(sessions.revokedAt)));
  const cards = await db.select().from(bankCards).where(eq(bankCards.memberId, m.id)).orderBy(asc(bankCards.id));
  const notes = await db
    .select({ id: memberNotes.id, body: memberNotes.body, at: memberNotes.createdAt, by: operators.username })
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.memberId, m.id))
    .orderBy(desc(memberNotes.id))
    .limit(50);
  const pending = await approvalPage(db, merchantId, {
    kinds: [ADJUST_KIND],
    state: 'pending',
    targetType: 'member',
    targetId: m.id,
    pageNo: 1,
    pageSize: 50,
  });
  const realName = m.profile.payeeName || cards[0]?.payeeName || null;
  return {
    id: m.id,
    username: m.username,
    nickname: m.nickname,
    realName,
    type: m.type,
    mobile:
      m.mobileNumber && m.mobileCountryCode
        ? maskMobile({ countryCode: m.mobileCountryCode, number: m.mobileNumber })
        : null,
    email: m.email ? maskEmail(m.email) : null,
    bankCards: cards.map((c) => ({
      bankName: c.bankName,
      number: maskCard(c.cardNumber),
      removed: c.removedAt !== null,
    })),
    registeredAt: m.createdAt.toISOString(),
    lastLoginAt: iso(m.lastLoginAt),
    vipLevel: vip?.level ?? 0,
    uplines: chain.map((u) => ({ id: u.id, username: u.username, type: u.type, depth: u.depth })),
    balances: accounts.map((a) => ({
      kind: a.kind,
      vendorCode: a.vendorCode,
      balance: toWire(a.balance, a.currency),
      currency: a.currency,
    })),
    currency,
    turnover: {
      activeBonuses: turnover?.n ?? 0,
      bonusAmount: toWire(BigInt(turnover?.bonus ?? '0'), currency),
      remaining: toWire(BigInt(turnover?.remaining ?? '0'), currency),
    },
    state: lock ? ('locked' as const) : ('active' as const),
    lock: lock ? { reason: lock.reason, at: lock.at.toISOString(), by: lock.by } : null,
    mustChangePassword: m.mustChangePassword,
    liveSessions: live?.n ?? 0,
    rg: await profileView(db, merchantId, currency, m.id, now),
    notes: notes.map((n) => ({ id: n.id, body: n.body, at: n.at.toISOString(), by: n.by })),
    pendingAdjustments: pending.list.map((a) => adjustmentView(a, currency, m.username)),
  };
}

/** The paged record lists of a member's page. */
export type PlayerRecordKind = 'ledger' | 'bets' | 'bonuses' | 'deposits' | 'withdrawals' | 'logins';

/**
 * A page of one record list of a member, newest first: `ledger` the entries of the main wallet
 * (ledger_entries with their transfer's reason and reference), `bets` the game rounds, `bonuses`
 * the bonus grants with turnover progress, `deposits`, `withdrawals`, `logins` the login history
 * (address, device, result). Amounts in the merchant's currency.
 * @throws 404 PLAYER_NOT_FOUND.
 */
export async function playerRecords(
  db: Db,
  merchantId: number,
  currency: string,
  memberId: number,
  kind: PlayerRecordKind,
  pageNo: number,
  pageSize: number,
  language: 'TW' | 'EN',
) {
  const m = await playerOf(db, merchantId, memberId);
  const offset = (pageNo - 1) * pageSize;
  switch (kind) {
    case 'ledger': {
      const where = and(eq(ledgerAccounts.merchantId, merchantId), eq(ledgerAccounts.key, `member:${m.id}`));
      const [total] = await db
        .select({ n: count() })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(where);
      const rows = await db
        .select({
          id: ledgerEntries.id,
          at: ledgerEntries.createdAt,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          reason: ledgerTransfers.reason,
          reference: ledgerTransfers.reference,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
        .where(where)
        .orderBy(desc(ledgerEntries.id))
        .limit(pageSize)
        .offset(offset);
      return page(
        rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          reason: r.reason,
          reference: r.reference,
          amount: toWire(r.amount, currency),
          balanceAfter: toWire(r.balanceAfter, currency),
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    }
    case 'bets': {
      const [total] = await db.select({ n: count() }).from(gameRounds).where(eq(gameRounds.memberId, m.id));
      const rows = await db
        .select({ r: gameRounds, nameTw: games.nameTw, nameEn: games.nameEn })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(eq(gameRounds.memberId, m.id))
        .orderBy(desc(gameRounds.openedAt), desc(gameRounds.id))
        .limit(pageSize)
        .offset(offset);
      return page(
        rows.map(({ r, nameTw, nameEn }) => ({
          id: r.id,
          roundId: r.roundId,
          game: language === 'EN' ? nameEn : nameTw,
          category: r.category,
          stake: toWire(r.stakeMinor, r.currency),
          win: toWire(r.winMinor, r.currency),
          status: r.status,
          at: r.openedAt.toISOString(),
          settledAt: iso(r.settledAt),
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    }
    case 'bonuses': {
      const [total] = await db.select({ n: count() }).from(bonusGrants).where(eq(bonusGrants.memberId, m.id));
      const rows = await db
        .select()
        .from(bonusGrants)
        .where(eq(bonusGrants.memberId, m.id))
        .orderBy(desc(bonusGrants.id))
        .limit(pageSize)
        .offset(offset);
      return page(
        rows.map((g) => ({
          id: g.id,
          title: language === 'EN' ? g.titleEn : g.titleTw,
          source: g.source,
          amount: toWire(g.amount ?? 0n, g.currency),
          required: toWire(g.required ?? 0n, g.currency),
          done: toWire((g.done ?? 0n) < (g.required ?? 0n) ? (g.done ?? 0n) : (g.required ?? 0n), g.currency),
          state: g.state,
          at: g.createdAt.toISOString(),
          expiresAt: g.expiresAt.toISOString(),
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    }
    case 'deposits': {
      const [total] = await db.select({ n: count() }).from(depositOrders).where(eq(depositOrders.memberId, m.id));
      const rows = await db
        .select({ d: depositOrders, nameTw: depositChannels.nameTw, nameEn: depositChannels.nameEn })
        .from(depositOrders)
        .leftJoin(
          depositChannels,
          and(
            eq(depositChannels.merchantId, depositOrders.merchantId),
            eq(depositChannels.code, depositOrders.channelCode),
          ),
        )
        .where(eq(depositOrders.memberId, m.id))
        .orderBy(desc(depositOrders.id))
        .limit(pageSize)
        .offset(offset);
      return page(
        rows.map(({ d, nameTw, nameEn }) => ({
          id: d.id,
          orderNo: d.orderNo,
          // the channel's name in the caller's language (its code only if the channel was removed)
          channel: (language === 'EN' ? nameEn : nameTw) ?? d.channelCode,
          amount: toWire(d.amount, d.currency),
          status: d.status,
          at: d.createdAt.toISOString(),
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    }
    case 'withdrawals': {
      const [total] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.memberId, m.id));
      const rows = await db
        .select()
        .from(withdrawals)
        .where(eq(withdrawals.memberId, m.id))
        .orderBy(desc(withdrawals.id))
        .limit(pageSize)
        .offset(offset);
      return page(
        rows.map((w) => ({
          id: w.id,
          orderNo: w.orderNo,
          channel: 'bank',
          amount: toWire(w.amount, w.currency),
          status: w.status,
          at: w.createdAt.toISOString(),
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    }
    case 'logins': {
      const [total] = await db.select({ n: count() }).from(loginHistory).where(eq(loginHistory.memberId, m.id));
      const rows = await db
        .select()
        .from(loginHistory)
        .where(eq(loginHistory.memberId, m.id))
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .limit(pageSize)
        .offset(offset);
      return page(
        rows.map((l) => ({
          id: l.id,
          at: l.at.toISOString(),
          ip: l.ip,
          device: l.userAgent,
          result: l.result,
          loginType: l.loginType,
        })),
        total?.n ?? 0,
        pageNo,
        pageSize,
      );
    }
  }
}

/** The account state an audit entry keeps before and after an action. */
async function stateOf(db: Db, memberId: number) {
  const [m] = await db
    .select({ username: members.username, mustChangePassword: members.mustChangePassword })
    .from(members)
    .where(eq(members.id, memberId));
  const [lock] = await db
    .select({ reason: memberLocks.reason })
    .from(memberLocks)
    .where(eq(memberLocks.memberId, memberId));
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
  return {
    username: m?.username,
    locked: lock !== undefined,
    lockReason: lock?.reason ?? null,
    mustChangePassword: m?.mustChangePassword ?? false,
    liveSessions: live?.n ?? 0,
  };
}

/** Revokes every live session and game token of a member (in `tx`). @returns how many sessions ended. */
async function closeAll(tx: Db, memberId: number, now: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  await revokeMemberTokens(tx, memberId, now);
  return ended.length;
}

/** A staff action on a member. */
export type PlayerAction = 'lock' | 'unlock' | 'forcePasswordChange' | 'closeSessions';

/**
 * Runs one action on a member in one transaction with its audit entry (`member.<action>`, before
 * and after: locked, lock reason, forced change, live sessions). `lock` also ends every session
 * and game token at once, so a locked member is out immediately (and can no longer log in:
 * server/services/auth/login.ts); `forcePasswordChange` makes the next login change the password
 * first (spec section 4 forced change); `closeSessions` ends every session and game token.
 * @throws 404 PLAYER_NOT_FOUND; 409 PLAYER_ALREADY_LOCKED / PLAYER_NOT_LOCKED.
 */
export async function playerAction(
  db: Db,
  actor: StaffActor,
  memberId: number,
  action: PlayerAction,
  reason: string,
  now: Date,
) {
  await playerOf(db, actor.merchantId, memberId);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await stateOf(tx, memberId);
    if (action === 'lock') {
      if (before.locked) throw new ApiError(409, 'PLAYER_ALREADY_LOCKED', 'playerAlreadyLocked');
      await tx.insert(memberLocks).values({
        memberId,
        merchantId: actor.merchantId,
        reason: reason.slice(0, 200),
        lockedBy: actor.operatorId,
        lockedAt: now,
      });
      await closeAll(tx, memberId, now);
    } else if (action === 'unlock') {
      if (!before.locked) throw new ApiError(409, 'PLAYER_NOT_LOCKED', 'playerNotLocked');
      await tx.delete(memberLocks).where(eq(memberLocks.memberId, memberId));
    } else if (action === 'forcePasswordChange') {
      await tx.update(members).set({ mustChangePassword: true }).where(eq(members.id, memberId));
    } else {
      await closeAll(tx, memberId, now);
    }
    const after = await stateOf(tx, memberId);
    await audit(
      tx,
      {
        merchantId: actor.merchantId,
        operatorId: actor.operatorId,
        action: `member.${action}`,
        targetType: 'member',
        targetId: memberId,
        before,
        after: { ...after, reason },
        ip: actor.ip,
      },
      now,
    );
    return after;
  });
}

/** Whether a staff member locked the member (login refuses it: server/services/auth/login.ts). */
export async function staffLocked(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: memberLocks.memberId })
    .from(memberLocks)
    .where(eq(memberLocks.memberId, memberId));
  return row !== undefined;
}

/** Adds a staff note (at most 500 characters) to a member, audited `member.note`. @throws 404 PLAYER_NOT_FOUND. */
export async function addNote(db: Db, actor: StaffActor, memberId: number, body: string, now: Date) {
  await playerOf(db, actor.merchantId, memberId);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [note] = await tx
      .insert(memberNotes)
      .values({
        merchantId: actor.merchantId,
        memberId,
        operatorId: actor.operatorId,
        body: body.slice(0, 500),
        createdAt: now,
      })
      .returning();
    await audit(
      tx,
      {
        merchantId: actor.merchantId,
        operatorId: actor.operatorId,
        action: 'member.note',
        targetType: 'member',
        targetId: memberId,
        before: null,
        after: { noteId: note!.id, body: note!.body },
        ip: actor.ip,
      },
      now,
    );
    return note!;
  });
}

/** What a balance adjustment request carries (the approval's payload). */
interface AdjustPayload {
  direction: 'credit' | 'debit';
  username: string;
}

/** An adjustment request as the console lists it. */
export function adjustmentView(
  a: Awaited<ReturnType<typeof approvalPage>>['list'][number],
  currency: string,
  username?: string,
) {
  const p = a.payload as Partial<AdjustPayload>;
  return {
    id: a.id,
    memberId: a.targetId,
    username: username ?? p.username ?? '',
    direction: p.direction === 'debit' ? ('debit' as const) : ('credit' as const),
    amount: toWire(a.amount, currency),
    reason: a.reason,
    state: a.state,
    requestedBy: a.requestedBy,
    requestedAt: a.requestedAt.toISOString(),
    decidedBy: a.decidedBy,
    decidedAt: iso(a.decidedAt),
    decisionNote: a.decisionNote,
  };
}

/**
 * Asks for a manual balance adjustment of a member (maker-checker, ./approvals.ts kind
 * `balance.adjust`): `amount` minor units (> 0) credited to or debited from the member's main
 * wallet once a second staff member approves. The same idempotency key again returns the request
 * already made. Nothing moves yet.
 * @throws 404 PLAYER_NOT_FOUND.
 */
export async function requestAdjustment(
  db: Db,
  actor: StaffActor,
  memberId: number,
  input: { direction: 'credit' | 'debit'; amount: bigint; reason: string; idempotencyKey: string },
  now: Date,
) {
  const m = await playerOf(db, actor.merchantId, memberId);
  const { row, created } = await requestApproval(
    db,
    actor,
    {
      kind: ADJUST_KIND,
      key: `adjust:${input.idempotencyKey}`,
      targetType: 'member',
      targetId: m.id,
      amount: input.amount,
      payload: { direction: input.direction, username: m.username } satisfies AdjustPayload,
      reason: input.reason,
    },
    now,
  );
  return { id: row.id, created };
}

/**
 * The executor of `balance.adjust` (run by decideApproval in its transaction): one ledger transfer
 * between the member's main wallet and the merchant's adjustment account (reason `adjustment`,
 * reference the request's reason, so the member's account record reads it), idempotent by the
 * approval id. `committed` receives the transfer so the caller tells the wallet socket after the
 * commit (server/ledger notifyCommitted).
 * @throws 400 ADJUST_INSUFFICIENT when a debit would take the wallet below zero (the request stays pending).
 */
export function adjustExecutor(currency: string, committed: (result: TransferResult) => void): ApprovalExecutor {
  return async (tx, row) => {
    const p = row.payload as unknown as AdjustPayload;
    const member = { kind: 'member' as const, memberId: row.targetId };
    const house = { kind: 'adjustment' as const };
    try {
      const result = await transfer(
        tx,
        {
          merchantId: row.merchantId,
          idempotencyKey: `adjust:${row.id}`,
          debit: p.direction === 'debit' ? member : house,
          credit: p.direction === 'debit' ? house : member,
          amount: row.amount,
          currency,
          reason: 'adjustment',
          reference: row.reason.slice(0, 128),
          meta: { approvalId: row.id, direction: p.direction },
        },
        tx,
      );
      committed(result);
    } catch (err) {
      if (err instanceof InsufficientFunds) throw new ApiError(400, 'ADJUST_INSUFFICIENT', 'adjustInsufficient');
      throw err;
    }
  };
}

/** A page of the merchant's adjustment requests (`state` one state; pending first for checkers). */
export async function adjustmentPage(
  db: Db,
  merchantId: number,
  currency: string,
  q: { state?: 'pending' | 'approved' | 'rejected'; pageNo: number; pageSize: number },
) {
  const p = await approvalPage(db, merchantId, { kinds: [ADJUST_KIND], ...q });
  const ids = [...new Set(p.list.map((a) => a.targetId))];
  const names = ids.length
    ? new Map(
        (
          await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids))
        ).map((r) => [r.id, r.username]),
      )
    : new Map<number, string>();
  return { ...p, list: p.list.map((a) => adjustmentView(a, currency, names.get(a.targetId))) };
}

/** The kind of approval request `id` of the merchant, or null. */
export async function approvalKind(db: Db, merchantId: number, id: number): Promise<string | null> {
  const [row] = await db
    .select({ kind: operatorApprovals.kind })
    .from(operatorApprovals)
    .where(and(eq(operatorApprovals.id, id), eq(operatorApprovals.merchantId, merchantId)));
  return row?.kind ?? null;
}
