/**
 * The second demo merchant (README "Operator console": several merchants on one server): LUCKY "Lucky Star",
 * served on host lucky.localhost, with its own configuration (config-samples/second-merchant.json),
 * its own vendor selection (the categories it offers), banners, announcements and notices, and
 * through the money seed its own demo members (demo01...) and operator (operator / Operator1234).
 * Runs inside the first-start seed after DEMO (./index.ts), so the vendor catalogue exists.
 */
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { REPO_ROOT } from '../../paths.ts';
import { applySiteConfig } from '../../services/merchants.ts';
import { formatProblems, loadSiteConfigFile } from '../../siteConfig.ts';
import type { Db } from '../open.ts';
import { announcements, banners, merchantVendors, notices, vendors } from '../schema.ts';
import { SEED_DAY } from './content.ts';
import { seedMoney } from './money.ts';

/** Code and host of the second merchant. */
export const SECOND_MERCHANT = {
  code: 'LUCKY',
  host: 'lucky.localhost',
  sample: 'config-samples/second-merchant.json',
} as const;

const at = (daysBack: number) => new Date(SEED_DAY - daysBack * 86_400_000);

const BANNERS = [
  {
    title: { en: 'Lucky Star Grand Opening', tw: '幸運之星盛大開幕' },
    subtitle: { en: 'NT$888 welcome gift for new members', tw: '新會員見面禮NT$888' },
    linkage: '/promotions',
    linkageType: 'ROUTE' as const,
  },
  {
    title: { en: 'Fishing Festival', tw: '捕魚嘉年華' },
    subtitle: { en: 'Bigger catches all week', tw: '整週加碼，漁獲翻倍' },
    linkage: '/fish',
    linkageType: 'ROUTE' as const,
  },
  {
    title: { en: 'Live Baccarat Night', tw: '真人百家樂之夜' },
    subtitle: { en: 'Every evening from 8 pm', tw: '每晚八點準時開局' },
    linkage: '/live',
    linkageType: 'ROUTE' as const,
  },
];

const POPUPS = [
  {
    execution: 'B' as const,
    title: { en: 'Welcome to Lucky Star', tw: '歡迎來到幸運之星' },
    content: {
      en: '<p>Register today and claim your <b>NT$888</b> welcome gift.</p>',
      tw: '<p>立即註冊，領取<b>NT$888</b>見面禮。</p>',
    },
  },
  {
    execution: 'A' as const,
    title: { en: 'Weekly rebate is live', tw: '每週返水上線' },
    content: { en: '<p>Your rebate is paid every Monday.</p>', tw: '<p>返水於每週一發放。</p>' },
  },
];

const NOTICES = [
  {
    title: { en: 'Lucky Star is open', tw: '幸運之星正式營運' },
    content: { en: 'Thank you for choosing Lucky Star.', tw: '感謝您選擇幸運之星。' },
  },
  {
    title: { en: 'Customer service hours', tw: '客服時間' },
    content: { en: 'Live chat answers around the clock.', tw: '線上客服全天候為您服務。' },
  },
];

/**
 * Seeds merchant LUCKY (see the module doc).
 * @throws Error when config-samples/second-merchant.json is not a valid site configuration.
 */
export async function seedSecondMerchant(db: Db): Promise<void> {
  const file = path.join(REPO_ROOT, SECOND_MERCHANT.sample);
  const loaded = await loadSiteConfigFile(file);
  if (!loaded.ok) throw new Error(`${SECOND_MERCHANT.sample} is not valid:\n${formatProblems(file, loaded.problems)}`);
  const merchant = await applySiteConfig(db, SECOND_MERCHANT.code, loaded.config, `seed:${SECOND_MERCHANT.sample}`);

  const offered = await db
    .select({ id: vendors.id, sortOrder: vendors.sortOrder })
    .from(vendors)
    .where(inArray(vendors.gameType, loaded.config.gameCategories));
  if (offered.length > 0)
    await db
      .insert(merchantVendors)
      .values(offered.map((v) => ({ merchantId: merchant.id, vendorId: v.id, sortOrder: v.sortOrder })))
      .onConflictDoNothing();

  await db.insert(banners).values(
    BANNERS.map((b, i) => ({
      merchantId: merchant.id,
      groupName: 'w_home',
      titleEn: b.title.en,
      titleTw: b.title.tw,
      subtitleEn: b.subtitle.en,
      subtitleTw: b.subtitle.tw,
      linkage: b.linkage,
      linkageType: b.linkageType,
      sortOrder: i + 1,
    })),
  );
  await db.insert(announcements).values(
    POPUPS.map((a, i) => ({
      merchantId: merchant.id,
      kind: 'PU' as const,
      execution: a.execution,
      titleEn: a.title.en,
      titleTw: a.title.tw,
      contentEn: a.content.en,
      contentTw: a.content.tw,
      publishedAt: at(i + 1),
    })),
  );
  await db.insert(notices).values(
    NOTICES.map((n, i) => ({
      merchantId: merchant.id,
      titleEn: n.title.en,
      titleTw: n.title.tw,
      contentEn: n.content.en,
      contentTw: n.content.tw,
      publishedAt: at(i + 1),
    })),
  );
  await seedMoney(db, SECOND_MERCHANT.code);
}
