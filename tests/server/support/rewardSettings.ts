/**
 * Reward settings for tests that are about something else (docs/rewards.md "Settings"): the
 * defaults grant a first-deposit and a reload bonus with a turnover requirement, which a test of
 * wallet flows (deposit then withdraw) does not want. Saved as the operator console would
 * (server/services/rewards/settings.ts saveRewardSettings over the current version).
 */
import type { RewardSettingsBody } from '../../../contract/types.ts';
import type { Db } from '../../../server/db/open.ts';
import { operators } from '../../../server/db/schema.ts';
import { saveRewardSettings, settingsView } from '../../../server/services/rewards/settings.ts';

/** Saves the merchant's reward settings changed by `change`. */
export async function changeRewardSettings(db: Db, merchantId: number, change: (s: RewardSettingsBody) => void): Promise<void> {
  const current = await settingsView(db, merchantId);
  const settings = structuredClone(current.settings);
  change(settings);
  const [operator] = await db.select({ id: operators.id }).from(operators).limit(1);
  await saveRewardSettings(db, merchantId, operator!.id, current.version, settings, new Date());
}

/** Turns the first-deposit and reload bonuses off for the merchant. */
export const depositBonusesOff = (db: Db, merchantId: number): Promise<void> =>
  changeRewardSettings(db, merchantId, (s) => {
    s.firstDeposit.enabled = false;
    s.reload.enabled = false;
  });
