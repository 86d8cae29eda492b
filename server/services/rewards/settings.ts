/**
 * A merchant's reward settings (docs/rewards.md "Settings"; schemas/api/rewards.json
 * rewardSettingsBody): turnover contributions per game category, the first-deposit and reload
 * bonus rules, manual rebate, VIP levels, referral rules, missions, leaderboards and expiries.
 * Stored as the API shape in `merchant_reward_settings` (no row: {@link DEFAULT_REWARD_SETTINGS}),
 * read compiled (amounts in bigint minor units, multiples in hundredths, rates in basis points)
 * through a per-process cache refreshed every few seconds and at once after a save here.
 */
import { and, eq } from 'drizzle-orm';
import type { GameCategory, RewardSettings, RewardSettingsBody } from '../../../contract/types.ts';
import { GAME_CATEGORIES } from '../../../contract/types.ts';
import { minorOf } from '../../../contract/money.ts';
import {
  multipleHundredths,
  rateBp,
  type BonusBase,
  type DepositBonusRule,
  type RewardPeriod,
} from '../../../engine/rewards.ts';
import type { Db } from '../../db/open.ts';
import { merchantRewardSettings } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { namedCache, SHARED_CACHES } from '../../shared/cache.ts';

type Cat = Record<GameCategory, number>;
const allCategories = (value: (c: GameCategory) => number): Cat =>
  Object.fromEntries(GAME_CATEGORIES.map((c) => [c, value(c)])) as Cat;
const rates = (scale: number): Partial<Record<GameCategory, string>> => {
  // the base rate of each category at level 0, in basis points; a level multiplies it
  const base: Record<GameCategory, number> = {
    SPORTS: 40,
    ESPORTS: 40,
    LIVE: 30,
    LOTT: 20,
    ELOTT: 20,
    FISH: 50,
    PVP: 30,
    RNG: 50,
    BGS: 40,
    COCKFIGHT: 30,
  };
  return Object.fromEntries(
    GAME_CATEGORIES.map((c) => [
      c,
      `${Math.trunc((base[c] * scale) / 100)}.${String((base[c] * scale) % 100).padStart(2, '0')}`,
    ]),
  );
};
const name = (TW: string, EN: string) => ({ TW, EN });

/**
 * The settings of a merchant that never saved its own: what a new merchant starts with and what
 * the demo runs (docs/rewards.md "Settings" lists them).
 */
export const DEFAULT_REWARD_SETTINGS: RewardSettingsBody = {
  contributions: { ...allCategories(() => 100), LIVE: 50, PVP: 50, COCKFIGHT: 50 },
  firstDeposit: {
    enabled: true,
    percent: 100,
    maxBonus: '1000.00',
    minDeposit: '100.00',
    multiple: 3,
    base: 'bonus',
    expiryDays: 30,
  },
  reload: {
    enabled: true,
    percent: 10,
    maxBonus: '500.00',
    minDeposit: '100.00',
    multiple: 3,
    base: 'bonus',
    expiryDays: 14,
  },
  rebate: { multiple: 1, minClaim: '1.00' },
  vip: {
    enabled: true,
    giftMultiple: 1,
    levels: [
      {
        level: 0,
        name: name('一般會員', 'Member'),
        minValidBet: '0.00',
        minDeposits: '0.00',
        levelUpGift: '0.00',
        monthlyGift: '0.00',
        rebateRates: rates(1),
      },
      {
        level: 1,
        name: name('白銀', 'Silver'),
        minValidBet: '10000.00',
        minDeposits: '1000.00',
        levelUpGift: '18.00',
        monthlyGift: '8.00',
        rebateRates: rates(2),
      },
      {
        level: 2,
        name: name('黃金', 'Gold'),
        minValidBet: '50000.00',
        minDeposits: '5000.00',
        levelUpGift: '58.00',
        monthlyGift: '28.00',
        rebateRates: rates(3),
      },
      {
        level: 3,
        name: name('白金', 'Platinum'),
        minValidBet: '200000.00',
        minDeposits: '20000.00',
        levelUpGift: '188.00',
        monthlyGift: '88.00',
        rebateRates: rates(4),
      },
      {
        level: 4,
        name: name('鑽石', 'Diamond'),
        minValidBet: '1000000.00',
        minDeposits: '100000.00',
        levelUpGift: '588.00',
        monthlyGift: '288.00',
        rebateRates: rates(5),
      },
    ],
  },
  referral: { rewardPerFriend: '50.00', minFirstDeposit: '100.00', minTurnover: '300.00', multiple: 1 },
  missions: [
    {
      id: 'daily-house',
      enabled: true,
      period: 'daily',
      kind: 'validBet',
      category: 'BGS',
      target: '200.00',
      reward: '5.00',
      multiple: 1,
      title: name('今日自家遊戲有效投注 200', 'Bet 200 on in-house games today'),
    },
    {
      id: 'daily-deposit',
      enabled: true,
      period: 'daily',
      kind: 'deposit',
      category: null,
      target: '100.00',
      reward: '3.00',
      multiple: 1,
      title: name('今日存款 100', 'Deposit 100 today'),
    },
    {
      id: 'daily-wins',
      enabled: true,
      period: 'daily',
      kind: 'winRounds',
      category: null,
      target: '10',
      reward: '5.00',
      multiple: 1,
      title: name('今日贏得 10 局', 'Win 10 rounds today'),
    },
    {
      id: 'weekly-days',
      enabled: true,
      period: 'weekly',
      kind: 'playDays',
      category: null,
      target: '3',
      reward: '18.00',
      multiple: 1,
      title: name('本週遊戲 3 天', 'Play on 3 days this week'),
    },
    {
      id: 'weekly-bet',
      enabled: true,
      period: 'weekly',
      kind: 'validBet',
      category: null,
      target: '5000.00',
      reward: '28.00',
      multiple: 1,
      title: name('本週有效投注 5,000', 'Bet 5,000 this week'),
    },
  ],
  leaderboards: {
    validBet: {
      enabled: true,
      prizes: ['888.00', '588.00', '388.00', '188.00', '88.00', '58.00', '58.00', '58.00', '58.00', '58.00'],
      multiple: 1,
    },
    biggestWin: { enabled: true, prizes: ['588.00', '288.00', '188.00', '88.00', '58.00'], multiple: 1 },
  },
  rewardExpiryDays: 7,
  bonusExpiryDays: 30,
};

/** A deposit bonus rule, compiled. */
export interface CompiledDepositRule extends DepositBonusRule {
  /** Hundredths. */
  multiple: number;
  base: BonusBase;
  expiryDays: number;
}

/** A VIP level, compiled. */
export interface CompiledVipLevel {
  level: number;
  name: { TW: string; EN: string };
  minValidBet: bigint;
  minDeposits: bigint;
  levelUpGift: bigint;
  monthlyGift: bigint;
  /** Basis points per category (absent categories: 0). */
  rebateBp: Record<GameCategory, number>;
}

/** A mission, compiled: `target` in minor units for validBet and deposit, a count otherwise. */
export interface CompiledMission {
  id: string;
  enabled: boolean;
  period: RewardPeriod;
  kind: 'validBet' | 'deposit' | 'playDays' | 'winRounds';
  category: GameCategory | null;
  target: bigint;
  reward: bigint;
  /** Hundredths. */
  multiple: number;
  title: { TW: string; EN: string };
}

/** A leaderboard, compiled: prizes by rank (index 0 = first) in minor units. */
export interface CompiledBoard {
  enabled: boolean;
  prizes: bigint[];
  multiple: number;
}

/** The settings as the services read them. */
export interface CompiledRewardSettings {
  /** 0 for the defaults. */
  version: number;
  updatedAt: Date | null;
  /** As stored (the console's GET). */
  body: RewardSettingsBody;
  /** Percent per category, every category present. */
  contributions: Record<GameCategory, number>;
  firstDeposit: CompiledDepositRule;
  reload: CompiledDepositRule;
  rebate: { multiple: number; minClaim: bigint };
  vip: { enabled: boolean; giftMultiple: number; levels: CompiledVipLevel[] };
  referral: { rewardPerFriend: bigint; minFirstDeposit: bigint; minTurnover: bigint; multiple: number };
  missions: CompiledMission[];
  leaderboards: { validBet: CompiledBoard; biggestWin: CompiledBoard };
  rewardExpiryDays: number;
  bonusExpiryDays: number;
}

const settingsError = (field: string): ApiError =>
  new ApiError(400, 'REWARD_SETTINGS_INVALID', 'rewardSettingsInvalid', {
    params: { field },
    value: { field, in: 'body' },
  });

const money = (text: string, field: string): bigint => {
  try {
    return minorOf(text);
  } catch {
    throw settingsError(field);
  }
};
const multiple = (m: number, field: string): number => {
  try {
    return multipleHundredths(m);
  } catch {
    throw settingsError(field);
  }
};

function compileRule(r: RewardSettingsBody['firstDeposit'], field: string): CompiledDepositRule {
  const percentHundredths = Math.round(r.percent * 100);
  if (Math.abs(percentHundredths - r.percent * 100) > 1e-6 || percentHundredths < 0 || percentHundredths > 100_000)
    throw settingsError(`${field}.percent`);
  return {
    enabled: r.enabled,
    percentHundredths,
    maxBonus: money(r.maxBonus, `${field}.maxBonus`),
    minDeposit: money(r.minDeposit, `${field}.minDeposit`),
    multiple: multiple(r.multiple, `${field}.multiple`),
    base: r.base,
    expiryDays: r.expiryDays,
  };
}

/**
 * Checks the rules a schema cannot say and compiles `body`.
 * @throws ApiError 400 REWARD_SETTINGS_INVALID naming the first bad field (e.g. `vip.levels[2].minValidBet`):
 * VIP levels must be distinct, start at 0 and have non-decreasing thresholds; mission ids unique;
 * a count target whole and above 0 (playDays at most 1 for a daily mission and 7 for a weekly one);
 * multiples and percents with at most two decimals.
 */
export function compileRewardSettings(
  body: RewardSettingsBody,
  version = 0,
  updatedAt: Date | null = null,
): CompiledRewardSettings {
  const contributions = allCategories((c) => body.contributions[c] ?? 100);
  const levels = [...body.vip.levels].sort((a, b) => a.level - b.level);
  if (levels[0]?.level !== 0) throw settingsError('vip.levels[0].level');
  const compiledLevels = levels.map((l, i): CompiledVipLevel => {
    const at = `vip.levels[${i}]`;
    if (i > 0 && l.level === levels[i - 1]!.level) throw settingsError(`${at}.level`);
    const rebateBp = allCategories((c) => {
      const rate = l.rebateRates[c];
      const bp = rate === undefined ? 0 : rateBp(rate);
      if (bp === null) throw settingsError(`${at}.rebateRates.${c}`);
      return bp;
    });
    return {
      level: l.level,
      name: l.name,
      minValidBet: money(l.minValidBet, `${at}.minValidBet`),
      minDeposits: money(l.minDeposits, `${at}.minDeposits`),
      levelUpGift: money(l.levelUpGift, `${at}.levelUpGift`),
      monthlyGift: money(l.monthlyGift, `${at}.monthlyGift`),
      rebateBp,
    };
  });
  compiledLevels.forEach((l, i) => {
    const prev = compiledLevels[i - 1];
    if (prev && (l.minValidBet < prev.minValidBet || l.minDeposits < prev.minDeposits))
      throw settingsError(`vip.levels[${i}].minValidBet`);
  });
  const ids = new Set<string>();
  const missions = body.missions.map((m, i): CompiledMission => {
    const at = `missions[${i}]`;
    if (ids.has(m.id)) throw settingsError(`${at}.id`);
    ids.add(m.id);
    const counted = m.kind === 'playDays' || m.kind === 'winRounds';
    let target: bigint;
    if (counted) {
      if (!/^\d{1,6}$/.test(m.target) || Number(m.target) < 1) throw settingsError(`${at}.target`);
      target = BigInt(m.target);
      if (m.kind === 'playDays' && target > (m.period === 'daily' ? 1n : 7n)) throw settingsError(`${at}.target`);
    } else {
      target = money(m.target, `${at}.target`);
      if (target <= 0n) throw settingsError(`${at}.target`);
    }
    return {
      id: m.id,
      enabled: m.enabled,
      period: m.period,
      kind: m.kind,
      category: m.kind === 'validBet' || m.kind === 'winRounds' ? m.category : null,
      target,
      reward: money(m.reward, `${at}.reward`),
      multiple: multiple(m.multiple, `${at}.multiple`),
      title: m.title,
    };
  });
  const board = (b: RewardSettingsBody['leaderboards']['validBet'], field: string): CompiledBoard => ({
    enabled: b.enabled,
    prizes: b.prizes.map((p, i) => money(p, `${field}.prizes[${i}]`)),
    multiple: multiple(b.multiple, `${field}.multiple`),
  });
  return {
    version,
    updatedAt,
    body,
    contributions,
    firstDeposit: compileRule(body.firstDeposit, 'firstDeposit'),
    reload: compileRule(body.reload, 'reload'),
    rebate: {
      multiple: multiple(body.rebate.multiple, 'rebate.multiple'),
      minClaim: money(body.rebate.minClaim, 'rebate.minClaim'),
    },
    vip: {
      enabled: body.vip.enabled,
      giftMultiple: multiple(body.vip.giftMultiple, 'vip.giftMultiple'),
      levels: compiledLevels,
    },
    referral: {
      rewardPerFriend: money(body.referral.rewardPerFriend, 'referral.rewardPerFriend'),
      minFirstDeposit: money(body.referral.minFirstDeposit, 'referral.minFirstDeposit'),
      minTurnover: money(body.referral.minTurnover, 'referral.minTurnover'),
      multiple: multiple(body.referral.multiple, 'referral.multiple'),
    },
    missions,
    leaderboards: {
      validBet: board(body.leaderboards.validBet, 'leaderboards.validBet'),
      biggestWin: board(body.leaderboards.biggestWin, 'leaderboards.biggestWin'),
    },
    rewardExpiryDays: body.rewardExpiryDays,
    bonusExpiryDays: body.bonusExpiryDays,
  };
}

const DEFAULTS = compileRewardSettings(DEFAULT_REWARD_SETTINGS);
/** The merchant's settings as stored (the defaults without a row); cached per process for a few seconds. */
const cache = namedCache(
  SHARED_CACHES.rewardSettings,
  5_000,
  async (db, merchantId): Promise<CompiledRewardSettings> => {
    const [row] = await db
      .select()
      .from(merchantRewardSettings)
      .where(eq(merchantRewardSettings.merchantId, merchantId))
      .limit(1);
    if (!row) return DEFAULTS;
    try {
      return compileRewardSettings(row.settings as unknown as RewardSettingsBody, row.version, row.updatedAt);
    } catch {
      // a row saved by an older build that no longer compiles: the defaults keep the site running
      return DEFAULTS;
    }
  },
);

/** The merchant's compiled settings (the defaults without a saved row); cached per process for a few seconds. */
export const rewardSettings = (db: Db, merchantId: number): Promise<CompiledRewardSettings> =>
  cache.get(db, merchantId);
const forgetEverywhere = cache.invalidate;

/** The console's view: version, time of the last save, the settings as stored. */
export async function settingsView(db: Db, merchantId: number): Promise<RewardSettings> {
  const s = await rewardSettings(db, merchantId);
  return { version: s.version, updatedAt: s.updatedAt?.toISOString() ?? null, settings: s.body };
}

/**
 * Saves new settings over `baseVersion` (optimistic: one save wins).
 * @returns the view after, and the stored body before (for the audit).
 * @throws ApiError 400 REWARD_SETTINGS_INVALID (see {@link compileRewardSettings}), 409 REWARD_SETTINGS_STALE when another save came first.
 */
export async function saveRewardSettings(
  db: Db,
  merchantId: number,
  operatorId: number,
  baseVersion: number,
  body: RewardSettingsBody,
  now: Date,
): Promise<{ view: RewardSettings; before: RewardSettingsBody }> {
  compileRewardSettings(body);
  cache.forget(merchantId);
  const before = await rewardSettings(db, merchantId);
  if (before.version !== baseVersion) throw new ApiError(409, 'REWARD_SETTINGS_STALE', 'rewardSettingsStale');
  const stored = body as unknown as Record<string, unknown>;
  const saved =
    baseVersion === 0
      ? await db
          .insert(merchantRewardSettings)
          .values({ merchantId, version: 1, settings: stored, updatedBy: operatorId, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(merchantRewardSettings)
          .set({ version: baseVersion + 1, settings: stored, updatedBy: operatorId, updatedAt: now })
          .where(
            and(eq(merchantRewardSettings.merchantId, merchantId), eq(merchantRewardSettings.version, baseVersion)),
          )
          .returning();
  forgetEverywhere(merchantId); // every server process (docs/scaling.md "Caches")
  if (!saved.length) throw new ApiError(409, 'REWARD_SETTINGS_STALE', 'rewardSettingsStale');
  return { view: await settingsView(db, merchantId), before: before.body };
}
