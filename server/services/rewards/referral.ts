import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from './hooks.ts';
import type { CompiledRewardSettings } from './settings.ts';

export async function referralOnRound(_tx: Db, _settings: CompiledRewardSettings, _e: RoundSettled): Promise<AfterCommit[]> {
  return [];
}

export async function referralOnDeposit(_tx: Db, _settings: CompiledRewardSettings, _e: DepositCredited): Promise<AfterCommit[]> {
  return [];
}
