/**
 * The demo merchant's agent tree (README "Agents", "Demo accounts"): agent01 (kept as it is:
 * username, password, affiliate code RA8888, balance) gets three sub-agents, members down to
 * depth 4, and about three months of play and money, so every agent center page shows data.
 *
 * Everything goes through the real code: members through placeInTree (server/services/agent/tree.ts),
 * money through the ledger's transfer() with a back-dated time, which rolls the figures up
 * (server/services/agent/rollup.ts); game rounds, deposit orders and withdrawals are written as
 * the services write them once settled. Deterministic (seeded random, ./random.ts) relative to
 * `now`. The seeded members' password is {@link SEED_PLAYER_PASSWORD}. agent01's wallet ends where
 * it started: what it sends its downlines is what they sent it. demo01 is left alone.
 */
import { and, eq } from 'drizzle-orm';
import { transfer, type AccountRef } from '../../ledger/index.ts';
import { hashPassword } from '../../services/auth/passwords.ts';
import { placeInTree } from '../../services/agent/tree.ts';
import { HOUSE_GAMES } from './play.ts';
import { createRng, type Rng } from './random.ts';
import type { Db } from '../open.ts';
import {
  bankCards,
  depositOrders,
  gameRounds,
  games,
  invitationLinks,
  members,
  merchants,
  withdrawals,
} from '../schema.ts';

/** The password of every member this seed creates (README "Demo accounts"). */
export const SEED_PLAYER_PASSWORD = 'Player1234';

/** Days of history before `now`. */
const HISTORY_DAYS = 92;
const DAY_MS = 86_400_000;

/** One seeded account: its username, type (0 member, 1/2 agent) and upline's username. */
interface SeedNode {
  username: string;
  type: number;
  upline: string;
}

/** The tree under agent01: 3 sub-agents, agents at depths 2 and 3, members down to depth 4. */
export function agentTreeSeeds(): SeedNode[] {
  const nodes: SeedNode[] = [];
  let n = 0;
  const member = (upline: string, count: number) => {
    for (let i = 0; i < count; i++) nodes.push({ username: `player${String(++n).padStart(3, '0')}`, type: 0, upline });
  };
  member('agent01', 5);
  for (const s of [1, 2, 3]) {
    const sub = `subagent0${s}`;
    nodes.push({ username: sub, type: 1, upline: 'agent01' });
    member(sub, 3 + s);
    const team = `team0${s}`;
    nodes.push({ username: team, type: 2, upline: sub });
    member(team, 3);
    if (s !== 3) {
      const crew = `crew0${s}`;
      nodes.push({ username: crew, type: 2, upline: team });
      member(crew, 2);
    }
  }
  return nodes;
}

interface Seeded {
  id: number;
  username: string;
  type: number;
  uplineId: number;
  balance: bigint;
  cardId: number | null;
}

/**
 * Seeds the agent tree of merchant `merchantCode` once (nothing when subagent01 exists or agent01
 * is missing). Call after the money seed (./money.ts: agent01, deposit channels).
 * @returns how many members were created.
 */
export async function seedAgents(db: Db, merchantCode: string, now = new Date()): Promise<number> {
  const [merchant] = await db
    .select({ id: merchants.id, config: merchants.config })
    .from(merchants)
    .where(eq(merchants.code, merchantCode))
    .limit(1);
  if (!merchant) return 0;
  const find = async (username: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant.id), eq(members.username, username)))
        .limit(1)
    )[0];
  const agent = await find('agent01');
  if (!agent || (await find('subagent01'))) return 0;
  const merchantId = merchant.id;
  const currency = merchant.config.permission.currency;
  const rng = createRng(0x0a6e7701);
  const start = Math.floor(now.getTime() / DAY_MS) * DAY_MS - HISTORY_DAYS * DAY_MS;
  const passwordHash = await hashPassword(SEED_PLAYER_PASSWORD);

  // The tree: registered over the first three weeks, uplines before their downlines.
  const byName = new Map<string, Seeded>([
    ['agent01', { id: agent.id, username: 'agent01', type: agent.type, uplineId: 0, balance: 0n, cardId: null }],
  ]);
  const seeds = agentTreeSeeds();
  for (const [i, node] of seeds.entries()) {
    const upline = byName.get(node.upline)!;
    const at = new Date(start + Math.floor((i / seeds.length) * 21 * DAY_MS) + rng.int(0, 3_600_000));
    const affiliateCode = node.type === 0 ? null : `RA${String(8900 + i)}`;
    const [row] = await db
      .insert(members)
      .values({
        merchantId,
        username: node.username,
        nickname: node.username.replace(/^\w/, (c) => c.toUpperCase()),
        type: node.type,
        passwordHash,
        uplineId: upline.id,
        affiliateCode,
        registerMethod: 'WEB',
        passwordChangedAt: at,
        createdAt: at,
        firstLogin: false,
        lastLoginAt: at,
      })
      .returning({ id: members.id });
    await placeInTree(db, { merchantId, memberId: row!.id, uplineId: upline.id, at });
    byName.set(node.username, {
      id: row!.id,
      username: node.username,
      type: node.type,
      uplineId: upline.id,
      balance: 0n,
      cardId: null,
    });
  }
  await db.insert(invitationLinks).values([
    { merchantId, agentId: agent.id, code: 'RA8801', accountType: 0, uses: 12, createdAt: new Date(start) },
    { merchantId, agentId: agent.id, code: 'RA8802', accountType: 1, uses: 3, createdAt: new Date(start + DAY_MS) },
    {
      merchantId,
      agentId: agent.id,
      code: 'RA8803',
      accountType: 0,
      uses: 0,
      enabled: false,
      createdAt: new Date(start + 2 * DAY_MS),
    },
  ]);

  const houseGames = await db
    .select({ id: games.id, vendorId: games.vendorId, gameCode: games.gameCode })
    .from(games)
    .where(eq(games.enabled, true));
  const playable = HOUSE_GAMES.map((g) => ({ ...g, row: houseGames.find((r) => r.gameCode === g.gameCode) })).filter(
    (g) => g.row,
  );
  const players = [...byName.values()].filter((m) => m.username !== 'agent01');
  let seq = 0;
  const move = async (
    m: Seeded | null,
    debit: AccountRef,
    credit: AccountRef,
    amount: bigint,
    reason: string,
    at: Date,
    reference: string,
  ) => {
    await transfer(
      db,
      { merchantId, idempotencyKey: `seed:agents:${++seq}`, debit, credit, amount, currency, reason, reference, at },
      db,
    );
    if (m && debit.kind === 'member' && debit.memberId === m.id) m.balance -= amount;
    if (m && credit.kind === 'member' && credit.memberId === m.id) m.balance += amount;
  };
  const memberRef = (m: Seeded): AccountRef => ({ kind: 'member', memberId: m.id });

  let owedToAgent = 0n; // what agent01 received from its downlines and sends back down
  for (let d = 0; d < HISTORY_DAYS; d++) {
    for (const m of players) {
      const at = (hour: number) => new Date(start + d * DAY_MS + hour * 3_600_000 + rng.int(0, 3_599_000));
      const registeredDay = Math.floor((seeds.findIndex((s) => s.username === m.username) / seeds.length) * 21);
      if (d < registeredDay || !rng.chance(m.type === 0 ? 0.07 : 0.04)) continue;
      if (m.balance < 50_000n)
        await deposit(db, merchantId, currency, m, BigInt(rng.int(5, 30)) * 10_000n, at(9), move, memberRef);
      const game = rng.pick(playable);
      await playRound(db, {
        merchantId,
        currency,
        m,
        rng,
        at: at(14),
        game: { id: game.row!.id, vendorId: game.row!.vendorId, category: game.category },
        roundId: `seed-${m.id}-${d}`,
        move,
        memberRef,
      });
      if (m.balance > 150_000n && rng.chance(0.3))
        await withdraw(db, merchantId, currency, m, 100_000n, at(20), move, memberRef);
      const upline = [...byName.values()].find((u) => u.id === m.uplineId)!;
      if (upline.username === 'agent01' && m.balance > 20_000n && rng.chance(0.15)) {
        await move(m, memberRef(m), { kind: 'member', memberId: agent.id }, 10_000n, 'upline', at(21), 'agent01');
        owedToAgent += 10_000n;
      } else if (m.type !== 0 && m.balance > 60_000n && rng.chance(0.3)) {
        const team = players.filter((p) => p.uplineId === m.id);
        const to = rng.pick(team);
        await move(m, memberRef(m), memberRef(to), 20_000n, 'downline', at(22), to.username);
        to.balance += 20_000n;
      }
      if (owedToAgent >= 30_000n) {
        const to = rng.pick(players.filter((p) => p.uplineId === agent.id));
        await move(
          null,
          { kind: 'member', memberId: agent.id },
          memberRef(to),
          owedToAgent,
          'downline',
          at(23),
          to.username,
        );
        to.balance += owedToAgent;
        owedToAgent = 0n;
      }
    }
  }
  if (owedToAgent > 0n) {
    const to = players.find((p) => p.uplineId === agent.id)!;
    await move(
      null,
      { kind: 'member', memberId: agent.id },
      memberRef(to),
      owedToAgent,
      'downline',
      new Date(start + HISTORY_DAYS * DAY_MS - 60_000),
      to.username,
    );
  }
  return seeds.length;
}

type Move = (
  m: Seeded | null,
  debit: AccountRef,
  credit: AccountRef,
  amount: bigint,
  reason: string,
  at: Date,
  reference: string,
) => Promise<void>;

/** A deposit through the demo gateway, credited: the order and its ledger transfer. */
async function deposit(
  db: Db,
  merchantId: number,
  currency: string,
  m: Seeded,
  amount: bigint,
  at: Date,
  move: Move,
  memberRef: (m: Seeded) => AccountRef,
): Promise<void> {
  const orderNo = `SD${at.toISOString().slice(0, 10).replaceAll('-', '')}${m.id}${at.getTime() % 100_000}`;
  await db.insert(depositOrders).values({
    merchantId,
    memberId: m.id,
    orderNo,
    channelCode: 'DEMOPAY',
    channelType: 'gateway',
    amount,
    currency,
    status: 'success',
    createdAt: at,
    completedAt: at,
  });
  await move(m, { kind: 'clearing', channel: 'DEMOPAY' }, memberRef(m), amount, 'deposit', at, orderNo);
}

/** A withdrawal to the member's bank card, paid: the order and its two ledger transfers. */
async function withdraw(
  db: Db,
  merchantId: number,
  currency: string,
  m: Seeded,
  amount: bigint,
  at: Date,
  move: Move,
  memberRef: (m: Seeded) => AccountRef,
): Promise<void> {
  if (m.cardId === null) {
    const [card] = await db
      .insert(bankCards)
      .values({
        merchantId,
        memberId: m.id,
        bankName: 'Demo Commercial Bank',
        cardNumber: `62220300${String(m.id).padStart(11, '0')}`,
        payeeName: m.username,
        createdAt: at,
      })
      .returning({ id: bankCards.id });
    m.cardId = card!.id;
  }
  const orderNo = `SW${at.toISOString().slice(0, 10).replaceAll('-', '')}${m.id}${at.getTime() % 100_000}`;
  const paidAt = new Date(at.getTime() + 1_800_000);
  await db.insert(withdrawals).values({
    merchantId,
    memberId: m.id,
    orderNo,
    amount,
    currency,
    bankCardId: m.cardId,
    status: 'paid',
    createdAt: at,
    reviewedAt: paidAt,
    paidAt,
    confirmResult: 'received',
    confirmedAt: paidAt,
  });
  await move(m, memberRef(m), { kind: 'withdrawalHold' }, amount, 'withdraw', at, orderNo);
  await move(
    null,
    { kind: 'withdrawalHold' },
    { kind: 'clearing', channel: 'PAYOUT' },
    amount,
    'withdrawPaid',
    paidAt,
    orderNo,
  );
}

interface Round {
  merchantId: number;
  currency: string;
  m: Seeded;
  rng: Rng;
  at: Date;
  game: { id: number; vendorId: number; category: (typeof HOUSE_GAMES)[number]['category'] };
  roundId: string;
  move: Move;
  memberRef: (m: Seeded) => AccountRef;
}

/** One settled round of the in-house vendor (BGS): stake, win, settlement, as the vendor protocol moves them. */
async function playRound(db: Db, r: Round): Promise<void> {
  const { m, rng, at } = r;
  const stake = BigInt(rng.int(1, Number(m.balance / 10_000n) > 5 ? 50 : 5)) * 1_000n;
  if (stake > m.balance) return;
  const win = rng.chance(0.45) ? (stake * BigInt(rng.int(50, 260))) / 100n : 0n;
  const settledAt = new Date(at.getTime() + rng.int(30_000, 600_000));
  const vendor: AccountRef = { kind: 'vendor', vendorCode: 'BGS', memberId: m.id };
  const reference = `BGS:${r.roundId}`;
  await db.insert(gameRounds).values({
    integrationCode: 'BGS',
    roundId: r.roundId,
    merchantId: r.merchantId,
    memberId: m.id,
    gameId: r.game.id,
    vendorId: r.game.vendorId,
    category: r.game.category,
    currency: r.currency,
    stakeMinor: stake,
    winMinor: win,
    status: 'settled',
    openedAt: at,
    settledAt,
  });
  await r.move(m, r.memberRef(m), vendor, stake, 'vendor.debit', at, reference);
  if (win > 0n) await r.move(m, { kind: 'house' }, r.memberRef(m), win, 'vendor.credit', settledAt, reference);
  await r.move(null, vendor, { kind: 'house' }, stake, 'vendor.settle', settledAt, reference);
}
