/**
 * The demo merchants' site pages (docs/site-pages.md "The pages document"): the default pages
 * (server/services/pages/defaults.ts: a starter blog and news, about us and the help center in TW
 * and EN), saved as the live `merchant_pages` document and as version 1 of the `pages` document
 * (config_versions, saved by `seed`), so the console's history starts with them.
 * Runs once per merchant: nothing for a merchant that has its pages row or a pages version already.
 * @returns the number of merchants seeded.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { storedDefaults } from '../../services/pages/store.ts';
import type { Db } from '../open.ts';
import { configVersions, merchantPages, merchants } from '../schema.ts';

export async function seedPages(db: Db, codes: readonly string[]): Promise<number> {
  const body = storedDefaults() as unknown as Record<string, unknown>;
  const targets = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(inArray(merchants.code, [...codes]));
  let seeded = 0;
  for (const { id } of targets) {
    const [row] = await db
      .select({ id: merchantPages.merchantId })
      .from(merchantPages)
      .where(eq(merchantPages.merchantId, id))
      .limit(1);
    const [version] = await db
      .select({ v: configVersions.version })
      .from(configVersions)
      .where(and(eq(configVersions.merchantId, id), eq(configVersions.document, 'pages')))
      .limit(1);
    if (row || version) continue;
    await db.insert(merchantPages).values({ merchantId: id, body });
    await db
      .insert(configVersions)
      .values({ merchantId: id, document: 'pages', version: 1, body, diff: [], savedBy: 'seed', note: '' });
    seeded += 1;
  }
  return seeded;
}
