import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited } from './hooks.ts';
import type { CompiledRewardSettings } from './settings.ts';

export async function depositBonusOnDeposit(_tx: Db, _settings: CompiledRewardSettings, _e: DepositCredited): Promise<AfterCommit[]> {
  return [];
}
