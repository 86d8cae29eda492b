import type { Db } from '../../db/open.ts';

export async function expireRewards(_db: Db, _now: Date): Promise<number> {
  return 0;
}
