/**
 * The agent header (spec section 2 "Agent center menu": the GMT offset, the live clock and the
 * nickname; README "Agents"): who the agent is, its invitation code, the merchant's reporting
 * zone (the fixed GMT offset of table merchant_reporting that the reports' "today" counts in, so
 * the header's clock shows the same day as the figures) and the size of its team, counted on the
 * closure of the tree (table member_tree) in one indexed query.
 */
import { sql } from 'drizzle-orm';
import type { AgentProfile } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import type { MemberRow } from '../auth/sessions.ts';
import { gmtLabel, reportingOffset } from './days.ts';
import { rows } from './team.ts';

/**
 * The profile of `agent` in the merchant `merchantId`.
 * @returns id, username, nickname ('' when none), type, affiliateCode (null when none),
 *   utcOffsetMinutes (minutes east of UTC), gmtLabel (e.g. `GMT+08:00`), teamSize (members at
 *   any depth, the agent excluded) and directCount (depth 1).
 */
export async function agentProfile(db: Db, merchantId: number, agent: MemberRow): Promise<AgentProfile> {
  const [offset, [counts]] = await Promise.all([
    reportingOffset(db, merchantId),
    rows<{ team_size: number; direct_count: number }>(
      db,
      sql`select count(*)::int as team_size, (count(*) filter (where depth = 1))::int as direct_count
          from member_tree where ancestor_id = ${agent.id} and depth >= 1 and merchant_id = ${merchantId}`,
    ),
  ]);
  return {
    id: agent.id,
    username: agent.username,
    nickname: agent.nickname ?? '',
    type: agent.type,
    affiliateCode: agent.affiliateCode ?? null,
    utcOffsetMinutes: offset,
    gmtLabel: gmtLabel(offset),
    teamSize: counts?.team_size ?? 0,
    directCount: counts?.direct_count ?? 0,
  };
}
