import type { Db } from '../../db/open.ts';
import type { AfterCommit, DepositCredited, RoundSettled } from './events.ts';
import type { CompiledRewardSettings } from './settings.ts';

export async function vipOnRound(_tx: Db, _settings: CompiledRewardSettings, _e: RoundSettled): Promise<AfterCommit[]> {
  return [];
}

export async function vipOnDeposit(_tx: Db, _settings: CompiledRewardSettings, _e: DepositCredited): Promise<AfterCommit[]> {
  return [];
}

export async function vipMonthlyGifts(_db: Db, _now: Date): Promise<number> {
  return 0;
}
