/**
 * Reward settings for tests that are about one reward alone (docs/rewards.md "Settings"): e.g. the
 * default missions complete on the same deposits and bets and would add to the badge counts. Saved
 * as the operator console would (server/services/rewards/settings.ts saveRewardSettings over the
 * current version).
 */
import type { RewardSettingsBody } from '../../../contract/types.ts';
import type { Db } from '../../../server/db/open.ts';
import { operators } from '../../../server/db/schema.ts';
import { saveRewardSettings, settingsView } from '../../../server/services/rewards/settings.ts';

/** Saves the merchant's reward settings changed by `change`. */
export async function changeRewardSettings(
  db: Db,
  merchantId: number,
  change: (s: RewardSettingsBody) => void,
): Promise<void> {
  const current = await settingsView(db, merchantId);
  const settings = structuredClone(current.settings);
  change(settings);
  const [operator] = await db.select({ id: operators.id }).from(operators).limit(1);
  await saveRewardSettings(db, merchantId, operator!.id, current.version, settings, new Date());
}
