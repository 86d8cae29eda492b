/**
 * A merchant's promotion settings (docs/promotions.md "Promotions"): the catalogue's categories,
 * each with a name in TW and EN. No row in merchant_promotion_settings: {@link DEFAULT_PROMOTION_CATEGORIES}.
 * Saves are optimistic (`baseVersion`; version 0 while the merchant runs the defaults).
 */
import { and, eq } from 'drizzle-orm';
import type { PromotionCategory, PromotionCategorySetting, PromotionSettings } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { merchantPromotionSettings } from '../../db/schema.ts';
import type { Language } from '../../i18n/language.ts';
import { ApiError } from '../../http/errors.ts';

/** The categories of a merchant that configured none. */
export const DEFAULT_PROMOTION_CATEGORIES: readonly PromotionCategorySetting[] = [
  { code: 'new-member', name: { TW: '新會員', EN: 'New members' } },
  { code: 'daily', name: { TW: '每日優惠', EN: 'Daily' } },
  { code: 'vip', name: { TW: 'VIP 專屬', EN: 'VIP' } },
  { code: 'sports', name: { TW: '體育', EN: 'Sports' } },
  { code: 'slots', name: { TW: '電子', EN: 'Slots' } },
  { code: 'live', name: { TW: '真人', EN: 'Live casino' } },
];

/** The merchant's settings: version (0: defaults) and categories in both languages. */
export async function promotionSettings(db: Db, merchantId: number): Promise<PromotionSettings> {
  const [row] = await db
    .select()
    .from(merchantPromotionSettings)
    .where(eq(merchantPromotionSettings.merchantId, merchantId))
    .limit(1);
  if (!row) return { version: 0, categories: DEFAULT_PROMOTION_CATEGORIES.map((c) => ({ ...c, name: { ...c.name } })) };
  const categories = (row.settings as { categories?: PromotionCategorySetting[] }).categories ?? [];
  return { version: row.version, categories };
}

/** The categories named in `language`, in the configured order. */
export async function promotionCategories(
  db: Db,
  merchantId: number,
  language: Language,
): Promise<PromotionCategory[]> {
  const { categories } = await promotionSettings(db, merchantId);
  return categories.map((c) => ({ code: c.code, name: c.name[language] }));
}

/**
 * Saves the categories over `baseVersion`.
 * @throws ApiError 400 PROMOTION_CATEGORY_DUPLICATE (a code twice, value the code), 409
 *   PROMOTION_SETTINGS_STALE (someone saved since baseVersion). Nothing is written on a refusal.
 */
export async function savePromotionSettings(
  db: Db,
  merchantId: number,
  operatorId: number,
  baseVersion: number,
  categories: PromotionCategorySetting[],
  now: Date,
): Promise<{ view: PromotionSettings; before: PromotionSettings }> {
  const seen = new Set<string>();
  for (const c of categories) {
    if (seen.has(c.code))
      throw new ApiError(400, 'PROMOTION_CATEGORY_DUPLICATE', 'promotionCategoryDuplicate', {
        params: { code: c.code },
        value: { field: 'categories', code: c.code },
      });
    seen.add(c.code);
  }
  const before = await promotionSettings(db, merchantId);
  if (before.version !== baseVersion) throw new ApiError(409, 'PROMOTION_SETTINGS_STALE', 'promotionSettingsStale');
  const settings = { categories } as unknown as Record<string, unknown>;
  const saved =
    baseVersion === 0
      ? await db
          .insert(merchantPromotionSettings)
          .values({ merchantId, version: 1, settings, updatedBy: operatorId, updatedAt: now })
          .onConflictDoNothing()
          .returning()
      : await db
          .update(merchantPromotionSettings)
          .set({ version: baseVersion + 1, settings, updatedBy: operatorId, updatedAt: now })
          .where(
            and(
              eq(merchantPromotionSettings.merchantId, merchantId),
              eq(merchantPromotionSettings.version, baseVersion),
            ),
          )
          .returning();
  if (!saved.length) throw new ApiError(409, 'PROMOTION_SETTINGS_STALE', 'promotionSettingsStale');
  return { view: await promotionSettings(db, merchantId), before };
}
