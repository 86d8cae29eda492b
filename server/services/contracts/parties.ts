/**
 * The parties of contracts and settlements as the API shows them (schemas/api/contract.json
 * `contractParty`): id, username, nickname (the username when none) and whether the account is an
 * agent (member types 1, 2, 41, 42; spec section 3).
 */
import { inArray } from 'drizzle-orm';
import type { ContractParty } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { members } from '../../db/schema.ts';
import { isAgentType } from '../auth/rules.ts';

/** The parties of `ids` (duplicates and unknown ids are fine), by id. */
export async function partiesOf(db: Db, ids: Iterable<number>): Promise<Map<number, ContractParty>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username, nickname: members.nickname, type: members.type })
    .from(members)
    .where(inArray(members.id, unique));
  return new Map(
    rows.map((r) => [
      r.id,
      { id: r.id, username: r.username, nickname: r.nickname || r.username, isAgent: isAgentType(r.type) },
    ]),
  );
}
