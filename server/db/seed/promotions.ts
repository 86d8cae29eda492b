/**
 * The demo merchant's promotions and points mall (README "Promotions and points"; docs/promotions.md):
 * - eight promotions covering every kind and state a member meets: an automatic first-deposit bonus,
 *   a monthly deposit reward, a sign-up turnover challenge, an application (share your win), a VIP-only
 *   application, a weekend raffle (its seed hash published, the seed kept secret until the draw), one
 *   coming soon and one that ended;
 * - a few players who signed up, applied (waiting in the console's queue) or joined the raffle with
 *   tickets from their seeded turnover;
 * - six points mall items of the three exchange types;
 * - demo01's points: credited through the ledger (pool -> member, reason points.earn) with one points
 *   record per day for the last week, as the points job would have recorded them.
 * Runs once per merchant: nothing when the merchant has a promotion already.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { raffleTickets } from '../../../engine/promotions.ts';
import { POINTS_CURRENCY, transfer } from '../../ledger/index.ts';
import type { Db } from '../open.ts';
import {
  members,
  memberVip,
  merchants,
  pointsItems,
  pointsRecords,
  promotionEntries,
  promotions,
  type PromotionRuleColumn,
  type RaffleRuleColumn,
} from '../schema.ts';

const DAY = 86_400_000;
const HTML = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
/** Money in minor units as the stored string. */
const m = (units: number) => String(BigInt(Math.round(units * 100)));

interface PromotionSeed {
  key: string;
  kind: 'automatic' | 'signUp' | 'apply' | 'raffle';
  category: string;
  title: [string, string];
  summary: [string, string];
  terms: [string[], string[]];
  /** Days from now. */
  starts: number;
  ends: number;
  signUpEnds?: number;
  vipLevels?: number[];
  rule: PromotionRuleColumn;
  raffle?: RaffleRuleColumn;
  sort: number;
  ended?: boolean;
}

const rule = (
  trigger: PromotionRuleColumn['trigger'],
  target: number,
  reward: { fixed?: number; percent?: number; max?: number },
  multiple: number,
  category: string | null = null,
): PromotionRuleColumn => ({
  trigger,
  category,
  target: m(target),
  reward:
    reward.fixed !== undefined
      ? { type: 'fixed', amount: m(reward.fixed), percentBp: 0, max: '0' }
      : { type: 'percent', amount: '0', percentBp: Math.round((reward.percent ?? 0) * 100), max: m(reward.max ?? 0) },
  multiple: multiple * 100,
});

const SEEDS: PromotionSeed[] = [
  {
    key: 'first-deposit',
    kind: 'automatic',
    category: 'new-member',
    title: ['新會員首存加贈 100%', 'New member first deposit 100% bonus'],
    summary: [
      '首次存款滿 100 即送 100% 紅利，最高 888，10 倍流水。',
      'Deposit 100 or more for the first time and get a 100% bonus up to 888, 10x turnover.',
    ],
    terms: [
      [
        '活動期間內完成首次存款且金額不低於 100 即自動符合資格。',
        '紅利為首存金額的 100%，最高 888，發放至獎勵中心領取。',
        '紅利需完成（紅利）10 倍有效投注方可提款。',
        '每位會員限參加一次，本公司保留最終解釋權。',
      ],
      [
        'Your first deposit of at least 100 during the promotion qualifies automatically.',
        'The bonus is 100% of that deposit, up to 888, waiting in the reward center.',
        'The bonus must be wagered 10 times in valid bets before a withdrawal.',
        "One bonus per member; the site's general terms apply.",
      ],
    ],
    starts: -30,
    ends: 60,
    rule: rule('firstDeposit', 100, { percent: 100, max: 888 }, 10),
    sort: 1,
  },
  {
    key: 'weekend-challenge',
    kind: 'signUp',
    category: 'slots',
    title: ['電子週挑戰：流水滿 1,000 送 58', 'Slots week challenge: bet 1,000, get 58'],
    summary: [
      '報名後一週內有效投注滿 1,000，即送 58 元彩金，1 倍流水。',
      'Sign up, then reach 1,000 in valid bets within the week for a 58 bonus, 1x turnover.',
    ],
    terms: [
      [
        '須先點擊「立即報名」，報名後的有效投注才會計入。',
        '活動期間內累積有效投注達 1,000 即完成挑戰。',
        '彩金 58 元，完成 1 倍流水即可提款。',
      ],
      [
        'Sign up first: only valid bets placed after the sign-up count.',
        'Reach 1,000 in valid bets during the promotion to complete the challenge.',
        'The reward is 58 with a 1x turnover requirement.',
      ],
    ],
    starts: -3,
    ends: 11,
    signUpEnds: 7,
    rule: rule('validBet', 1000, { fixed: 58 }, 1),
    sort: 2,
  },
  {
    key: 'share-win',
    kind: 'apply',
    category: 'daily',
    title: ['曬單有禮：分享大獎送 88', 'Share your big win: get 88'],
    summary: [
      '上傳您的中獎截圖並留言，審核通過即送 88 元。',
      'Upload a screenshot of your big win with a comment; approved applications get 88.',
    ],
    terms: [
      [
        '留言最多 140 字，可上傳最多 3 張 PNG 或 JPG 圖片，每張不超過 5 MB。',
        '客服將於 24 小時內審核，通過後彩金發放至活動頁與獎勵中心領取。',
        '同一會員限申請一次。',
      ],
      [
        'Write a comment of at most 140 characters and upload up to 3 PNG or JPG images of at most 5 MB each.',
        'Our team reviews applications within 24 hours; approved rewards wait on the promotion and in the reward center.',
        'One application per member.',
      ],
    ],
    starts: -10,
    ends: 20,
    rule: rule('none', 0, { fixed: 88 }, 1),
    sort: 3,
  },
  {
    key: 'weekend-raffle',
    kind: 'raffle',
    category: 'daily',
    title: ['週末幸運大抽獎', 'Weekend lucky draw'],
    summary: [
      '每有效投注 500 或存款 1,000 得一張抽獎券，頭獎 8,888！',
      'One ticket per 500 in valid bets or 1,000 deposited. First prize 8,888!',
    ],
    terms: [
      [
        '點擊「立即參加」後，有效投注每 500 或存款每 1,000 各得一張抽獎券，每人最多 100 張。',
        '開獎結果可驗證：開獎前公布種子雜湊，開獎後公開種子，任何人都能重算。',
        '每位會員最多中一個獎項，獎金需完成 1 倍流水。',
      ],
      [
        'Join, then earn one ticket per 500 in valid bets and one per 1,000 deposited, at most 100 per member.',
        "The draw is provably fair: the seed's hash is published before, the seed after, so anyone can recompute it.",
        'One prize per member; prizes carry a 1x turnover.',
      ],
    ],
    starts: -2,
    ends: 5,
    rule: rule('none', 0, { fixed: 0 }, 1),
    raffle: {
      ticketPerValidBet: m(500),
      ticketPerDeposit: m(1000),
      maxTickets: 100,
      prizes: [
        { name: { TW: '頭獎', EN: 'First prize' }, amount: m(8888), count: 1 },
        { name: { TW: '二獎', EN: 'Second prize' }, amount: m(888), count: 3 },
        { name: { TW: '三獎', EN: 'Third prize' }, amount: m(88), count: 10 },
      ],
    },
    sort: 4,
  },
  {
    key: 'monthly-deposit',
    kind: 'automatic',
    category: 'daily',
    title: ['本月存款回饋 5%', 'Monthly deposit reward 5%'],
    summary: [
      '本月單筆存款滿 500，即享 5% 回饋，最高 288，3 倍流水。',
      'A single deposit of 500 or more this month earns 5% back, up to 288, 3x turnover.',
    ],
    terms: [
      ['活動期間內任一筆存款達 500 即自動符合資格，限一次。', '回饋為該筆存款的 5%，最高 288。'],
      [
        'Any single deposit of at least 500 during the promotion qualifies, once.',
        'The reward is 5% of that deposit, up to 288.',
      ],
    ],
    starts: -5,
    ends: 25,
    rule: rule('deposit', 500, { percent: 5, max: 288 }, 3),
    sort: 5,
  },
  {
    key: 'vip-birthday',
    kind: 'apply',
    category: 'vip',
    title: ['VIP 專屬生日禮金', 'VIP birthday gift'],
    summary: [
      'VIP 3 級以上會員於生日當月申請，即送 388 元生日禮金。',
      'VIP members of level 3 and above apply in their birthday month for a 388 gift.',
    ],
    terms: [
      ['僅限 VIP 3 級以上會員申請。', '請於留言註明生日，並上傳證件截圖（可遮蔽敏感資訊）。'],
      [
        'Only VIP members of level 3 and above may apply.',
        'State your birthday in the comment and upload a document screenshot (hide sensitive details).',
      ],
    ],
    starts: -15,
    ends: 350,
    vipLevels: [3, 4, 5, 6, 7, 8, 9, 10],
    rule: rule('none', 0, { fixed: 388 }, 1),
    sort: 6,
  },
  {
    key: 'world-cup',
    kind: 'signUp',
    category: 'sports',
    title: ['體育冠軍挑戰賽', 'Sports champions challenge'],
    summary: ['體育有效投注滿 5,000 送 188，即將開跑！', 'Reach 5,000 in sports valid bets for 188. Coming soon!'],
    terms: [['活動開始後報名，體育投注才會計入。'], ['Sign up once it starts; only sports bets count.']],
    starts: 5,
    ends: 35,
    rule: rule('validBet', 5000, { fixed: 188 }, 1, 'SPORTS'),
    sort: 7,
  },
  {
    key: 'grand-opening',
    kind: 'automatic',
    category: 'new-member',
    title: ['開站慶典存款禮', 'Grand opening deposit gift'],
    summary: ['開站期間存款滿 200 送 18。', 'Deposit 200 during the grand opening for 18.'],
    terms: [['活動已結束，感謝參與。'], ['This promotion has ended. Thank you for taking part.']],
    starts: -40,
    ends: -3,
    rule: rule('deposit', 200, { fixed: 18 }, 1),
    sort: 8,
    ended: true,
  },
];

const ITEMS: {
  name: [string, string];
  description: [string, string];
  type: 'lifeServices' | 'gift' | 'discount';
  points: number;
  amountRequired: number;
  stock: number;
  perMemberLimit: number | null;
  needsDelivery: boolean;
}[] = [
  {
    name: ['精美保溫杯', 'Insulated tumbler'],
    description: [
      '500ml 不鏽鋼保溫杯，保冷保溫 12 小時。',
      '500 ml stainless steel tumbler, keeps drinks hot or cold for 12 hours.',
    ],
    type: 'gift',
    points: 800,
    amountRequired: 0,
    stock: 50,
    perMemberLimit: 2,
    needsDelivery: true,
  },
  {
    name: ['無線藍牙耳機', 'Wireless earbuds'],
    description: ['降噪藍牙耳機，續航 24 小時。', 'Noise-cancelling wireless earbuds with 24 hours of battery.'],
    type: 'gift',
    points: 5000,
    amountRequired: 10000,
    stock: 10,
    perMemberLimit: 1,
    needsDelivery: true,
  },
  {
    name: ['手機話費儲值 50', 'Mobile top-up 50'],
    description: ['兌換後 24 小時內完成儲值。', 'Credited to your mobile number within 24 hours.'],
    type: 'lifeServices',
    points: 600,
    amountRequired: 0,
    stock: 200,
    perMemberLimit: null,
    needsDelivery: false,
  },
  {
    name: ['外送禮券 100', 'Food delivery voucher 100'],
    description: [
      '合作外送平台通用禮券，序號以站內信發送。',
      'A voucher for our delivery partner; the code arrives as a platform message.',
    ],
    type: 'lifeServices',
    points: 1200,
    amountRequired: 0,
    stock: 100,
    perMemberLimit: null,
    needsDelivery: false,
  },
  {
    name: ['存款加碼券 10%', '10% deposit boost coupon'],
    description: ['下次存款加贈 10%，最高 100。', 'Adds 10% to your next deposit, up to 100.'],
    type: 'discount',
    points: 300,
    amountRequired: 0,
    stock: 500,
    perMemberLimit: 1,
    needsDelivery: false,
  },
  {
    name: ['商城 9 折券', '10% off mall coupon'],
    description: ['兌換實體禮品時折抵 10% 積分。', 'Takes 10% off the points of a gift.'],
    type: 'discount',
    points: 150,
    amountRequired: 0,
    stock: 999,
    perMemberLimit: null,
    needsDelivery: false,
  },
];

/**
 * Seeds the promotions and the points mall of `merchantCode` (inside the seed's transaction).
 * @returns how many promotions were created (0 when the merchant is missing or already has some).
 */
export async function seedPromotions(db: Db, merchantCode: string, now = new Date()): Promise<number> {
  const [merchant] = await db
    .select({ id: merchants.id, config: merchants.config })
    .from(merchants)
    .where(eq(merchants.code, merchantCode))
    .limit(1);
  if (!merchant) return 0;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(promotions)
    .where(eq(promotions.merchantId, merchant.id));
  if ((existing?.n ?? 0) > 0) return 0;
  const at = (days: number) => new Date(now.getTime() + days * DAY);

  const ids = new Map<string, number>();
  for (const s of SEEDS) {
    const serverSeed = s.kind === 'raffle' ? randomBytes(32).toString('hex') : null;
    const [row] = await db
      .insert(promotions)
      .values({
        merchantId: merchant.id,
        status: s.ended ? 'ended' : 'published',
        kind: s.kind,
        category: s.category,
        titleTw: s.title[0],
        titleEn: s.title[1],
        summaryTw: s.summary[0],
        summaryEn: s.summary[1],
        termsHtmlTw: `<h3>活動規則</h3>${HTML(s.terms[0])}`,
        termsHtmlEn: `<h3>Rules</h3>${HTML(s.terms[1])}`,
        startsAt: at(s.starts),
        endsAt: at(s.ends),
        signUpEndsAt: s.signUpEnds === undefined ? null : at(s.signUpEnds),
        vipLevels: s.vipLevels ?? [],
        rule: s.rule,
        raffle: s.raffle ?? null,
        drawAt: s.raffle ? at(s.ends) : null,
        serverSeed,
        serverSeedHash: serverSeed ? createHash('sha256').update(serverSeed).digest('hex') : null,
        sort: s.sort,
        createdAt: at(s.starts - 2),
        updatedAt: at(s.starts - 2),
        publishedAt: at(s.starts - 1),
        endedAt: s.ended ? at(s.ends) : null,
      })
      .returning({ id: promotions.id });
    ids.set(s.key, row!.id);
  }

  const players = await db
    .select({ id: members.id, username: members.username, validBet: memberVip.totalValidBet })
    .from(members)
    .leftJoin(memberVip, eq(memberVip.memberId, members.id))
    .where(
      and(
        eq(members.merchantId, merchant.id),
        inArray(members.username, [
          'player001',
          'player002',
          'player003',
          'player004',
          'player005',
          'player006',
          'player007',
          'player008',
          'demo01',
        ]),
      ),
    );
  const byName = new Map(players.map((p) => [p.username, p]));
  const entry = (key: string, username: string, values: Partial<typeof promotionEntries.$inferInsert>) => {
    const p = byName.get(username);
    return p
      ? [
          {
            merchantId: merchant.id,
            promotionId: ids.get(key)!,
            memberId: p.id,
            createdAt: at(-1),
            updatedAt: at(-1),
            state: 'signedUp' as const,
            ...values,
          },
        ]
      : [];
  };
  const raffle = SEEDS.find((s) => s.key === 'weekend-raffle')!.raffle!;
  const rows = [
    ...entry('weekend-challenge', 'player001', { progress: 32_000n }),
    ...entry('weekend-challenge', 'player002', {}),
    ...entry('share-win', 'player003', { state: 'applying', remark: '昨晚在電子遊戲連中三次免費旋轉，贏了 2,300！' }),
    ...entry('share-win', 'player004', {
      state: 'applying',
      remark: 'Hit the fishing boss twice in one session, 1,150 won.',
    }),
    ...entry('share-win', 'player005', {
      state: 'rejected',
      remark: 'big win',
      rejectReason: '截圖不清楚，請重新申請時附上清晰圖片。',
      reviewedAt: at(-1),
    }),
    ...['player001', 'player002', 'player006', 'player007', 'player008'].flatMap((u, i) => {
      const validBet = BigInt((i + 1) * 137_500);
      const deposits = BigInt(i * 100_000);
      return entry('weekend-raffle', u, {
        state: 'joined',
        validBet,
        deposits,
        tickets: raffleTickets(
          validBet,
          deposits,
          BigInt(raffle.ticketPerValidBet!),
          BigInt(raffle.ticketPerDeposit!),
          raffle.maxTickets,
        ),
      });
    }),
  ];
  if (rows.length) await db.insert(promotionEntries).values(rows);

  await db.insert(pointsItems).values(
    ITEMS.map((it, i) => ({
      merchantId: merchant.id,
      nameTw: it.name[0],
      nameEn: it.name[1],
      descriptionTw: it.description[0],
      descriptionEn: it.description[1],
      image: null,
      exchangeType: it.type,
      points: BigInt(it.points * 100),
      amountRequired: BigInt(it.amountRequired * 100),
      stock: it.stock,
      perMemberLimit: it.perMemberLimit,
      needsDelivery: it.needsDelivery,
      active: true,
      sort: i + 1,
    })),
  );

  // demo01's points of the last week, as the points job credits them: one transfer and record per day
  const demo = byName.get('demo01');
  if (demo) {
    let balance = 0n;
    const days = [
      { ago: 7, type: 'slots' as const, validBet: 128_000n, rate: 10_000 },
      { ago: 6, type: 'live' as const, validBet: 240_000n, rate: 5_000 },
      { ago: 5, type: 'deposit' as const, validBet: 500_000n, rate: 1_000 },
      { ago: 4, type: 'slots' as const, validBet: 96_050n, rate: 10_000 },
      { ago: 3, type: 'sports' as const, validBet: 310_000n, rate: 5_000 },
      { ago: 2, type: 'lottery' as const, validBet: 42_000n, rate: 5_000 },
      { ago: 1, type: 'slots' as const, validBet: 215_500n, rate: 10_000 },
    ];
    for (const d of days) {
      const points = (d.validBet * BigInt(d.rate)) / 10_000n;
      const when = at(-d.ago);
      const result = await transfer(db, {
        merchantId: merchant.id,
        idempotencyKey: `points:seed:${demo.id}:${d.ago}:${d.type}`,
        debit: { kind: 'pointsPool' },
        credit: { kind: 'points', memberId: demo.id },
        amount: points,
        currency: POINTS_CURRENCY,
        reason: 'points.earn',
        reference: d.type,
        at: when,
      });
      balance = result.balances[`points:${demo.id}`] ?? balance + points;
      await db.insert(pointsRecords).values({
        merchantId: merchant.id,
        memberId: demo.id,
        type: d.type,
        amount: d.validBet,
        points,
        balance,
        status: 'credited',
        transferId: result.transferId,
        createdAt: when,
      });
    }
  }
  return SEEDS.length;
}
