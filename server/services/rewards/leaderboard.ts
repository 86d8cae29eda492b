import type { Db } from '../../db/open.ts';
import type { AfterCommit, RoundSettled } from './hooks.ts';
import type { CompiledRewardSettings } from './settings.ts';

export async function leaderboardOnRound(_tx: Db, _settings: CompiledRewardSettings, _e: RoundSettled): Promise<AfterCommit[]> {
  return [];
}

export async function closeLeaderboards(_db: Db, _now: Date): Promise<number> {
  return 0;
}
