/**
 * Operator broadcasts (docs/rewards.md "Platform messages"; schemas/api/rewards.json broadcastBody,
 * broadcast, broadcasts): an operator's platform message to every real member of the merchant, to
 * the members at one VIP level (member_vip.level; a member without a member_vip row is level 0) or
 * to one member by username. Trial accounts (TRIAL_TYPE) never receive one.
 *
 * A broadcast is ONE transaction: the `message_broadcasts` row, the fan-out into `member_messages`
 * (category `broadcast`, `broadcastId`) with one INSERT ... SELECT, the recipient count and the
 * operator audit entry. After the commit every recipient's unread count (one grouped query) is
 * pushed over the site socket as `{ type: 'unread', payload: { count } }`.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Broadcast, BroadcastBody, Broadcasts } from '../../../contract/types.ts';
import type { Db } from '../../db/open.ts';
import { members, messageBroadcasts, operators } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { TRIAL_TYPE } from '../auth/rules.ts';
import { publish } from '../events/index.ts';
import { audit } from '../operator/audit.ts';
import { rowsOf } from '../../db/executor.ts';

/** Who sends: the operator's id and the request's IP (for the audit log). */
export interface BroadcastActor {
  operatorId: number;
  ip: string;
}

type BroadcastRow = typeof messageBroadcasts.$inferSelect;

/** The wire view of a broadcast row (`username`: the recipient of audience `member`; `operator`: the sender's username, '' when the operator was removed). */
function view(row: BroadcastRow, username: string | null, operator: string | null): Broadcast {
  return {
    id: row.id,
    audience: row.audience,
    vipLevel: row.vipLevel,
    username,
    title: { TW: row.titleTw, EN: row.titleEn },
    content: { TW: row.contentTw, EN: row.contentEn },
    recipients: row.recipients,
    operator: operator ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

const bad = (
  code: string,
  key: 'broadcastVipLevelRequired' | 'broadcastUsernameRequired' | 'broadcastBlank',
  field: string,
) => new ApiError(400, code, key, { value: { field, in: 'body' } });

/**
 * The body checked beyond its schema: the audience's parameter is present, titles and contents are
 * not blank. Titles are trimmed; contents keep their line breaks (plain text).
 * @throws ApiError 400 BROADCAST_VIP_LEVEL_REQUIRED, BROADCAST_USERNAME_REQUIRED, BROADCAST_BLANK (with the field).
 */
function checked(body: BroadcastBody) {
  if (body.audience === 'vipLevel' && body.vipLevel === undefined)
    throw bad('BROADCAST_VIP_LEVEL_REQUIRED', 'broadcastVipLevelRequired', 'vipLevel');
  if (body.audience === 'member' && !body.username?.trim())
    throw bad('BROADCAST_USERNAME_REQUIRED', 'broadcastUsernameRequired', 'username');
  const title = { TW: body.title.TW.trim(), EN: body.title.EN.trim() };
  for (const lang of ['TW', 'EN'] as const) {
    if (!title[lang]) throw bad('BROADCAST_BLANK', 'broadcastBlank', `title.${lang}`);
    if (!body.content[lang].trim()) throw bad('BROADCAST_BLANK', 'broadcastBlank', `content.${lang}`);
  }
  return { title, content: { TW: body.content.TW.replace(/\s+$/, ''), EN: body.content.EN.replace(/\s+$/, '') } };
}

/**
 * Sends a broadcast of `merchantId` from `actor` at `now` (docs/rewards.md "Platform messages").
 * @returns the broadcast as the history lists it, with its recipient count.
 * @throws ApiError 400 (see {@link checked}), 404 BROADCAST_MEMBER_NOT_FOUND (audience member: no real
 *   member of the merchant has that username), 409 BROADCAST_NO_RECIPIENTS (no member matches the
 *   audience). Nothing is written on a refusal.
 */
export async function sendBroadcast(
  db: Db,
  merchantId: number,
  actor: BroadcastActor,
  body: BroadcastBody,
  now: Date,
): Promise<Broadcast> {
  const { title, content } = checked(body);
  let target: { id: number; username: string } | null = null;
  if (body.audience === 'member') {
    const [found] = await db
      .select({ id: members.id, username: members.username, type: members.type })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, body.username!.trim().toLowerCase())))
      .limit(1);
    if (!found || found.type === TRIAL_TYPE)
      throw new ApiError(404, 'BROADCAST_MEMBER_NOT_FOUND', 'broadcastMemberNotFound', {
        params: { username: body.username!.trim() },
        value: { field: 'username', in: 'body' },
      });
    target = { id: found.id, username: found.username };
  }
  const vipLevel = body.audience === 'vipLevel' ? body.vipLevel! : null;

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messageBroadcasts)
      .values({
        merchantId,
        operatorId: actor.operatorId,
        audience: body.audience,
        vipLevel,
        memberId: target?.id ?? null,
        titleTw: title.TW,
        titleEn: title.EN,
        contentTw: content.TW,
        contentEn: content.EN,
        createdAt: now,
      })
      .returning();
    const audienceFilter =
      body.audience === 'vipLevel'
        ? sql`and coalesce(v.level, 0) = ${vipLevel}::int`
        : body.audience === 'member'
          ? sql`and m.id = ${target!.id}::int`
          : sql``;
    const fanOut = {
      rows: rowsOf<unknown>(
        await tx.execute(sql`
      insert into member_messages (merchant_id, member_id, category, broadcast_id, title_tw, title_en, content_tw, content_en, created_at)
      select m.merchant_id, m.id, 'broadcast', ${inserted!.id}::int, ${title.TW}, ${title.EN}, ${content.TW}, ${content.EN}, ${now.toISOString()}::timestamptz
      from members m left join member_vip v on v.member_id = m.id
      where m.merchant_id = ${merchantId}::int and m.type <> ${TRIAL_TYPE}::int ${audienceFilter}
        -- responsible gaming (docs/responsible-gaming.md): a member on a time-out, self-exclusion or closed receives no marketing
        and not exists (select 1 from rg_profiles p where p.member_id = m.id and p.exclusion_kind is not null and (p.exclusion_ends_at is null or p.exclusion_ends_at > ${now.toISOString()}::timestamptz))
      returning member_id`),
      ),
    };
    const recipients = fanOut.rows.length;
    if (recipients === 0) throw new ApiError(409, 'BROADCAST_NO_RECIPIENTS', 'broadcastNoRecipients');
    const [done] = await tx
      .update(messageBroadcasts)
      .set({ recipients })
      .where(eq(messageBroadcasts.id, inserted!.id))
      .returning();
    await audit(
      tx,
      {
        merchantId,
        operatorId: actor.operatorId,
        action: 'broadcast.send',
        targetType: 'broadcast',
        targetId: done!.id,
        before: null,
        after: view(done!, target?.username ?? null, null),
        ip: actor.ip,
      },
      now,
    );
    return done!;
  });

  await publishRecipientsUnread(db, merchantId, row.id);
  const [op] = await db
    .select({ username: operators.username })
    .from(operators)
    .where(eq(operators.id, actor.operatorId))
    .limit(1);
  return view(row, target?.username ?? null, op?.username ?? null);
}

/**
 * Pushes the unread count of every recipient of broadcast `broadcastId`, computed with one grouped
 * query (unread and not deleted messages of those members).
 */
async function publishRecipientsUnread(db: Db, merchantId: number, broadcastId: number): Promise<void> {
  const result = {
    rows: rowsOf<{ memberId: number; count: number }>(
      await db.execute(sql`
    select r.member_id as "memberId", count(u.id)::int as "count"
    from member_messages r
    left join member_messages u on u.member_id = r.member_id and u.read_at is null and u.deleted_at is null
    where r.broadcast_id = ${broadcastId}::int and r.merchant_id = ${merchantId}::int
    group by r.member_id`),
    ),
  };
  for (const { memberId, count: n } of result.rows)
    publish({ merchantId, memberId: Number(memberId), type: 'unread', payload: { count: Number(n) } });
}

/** A page (1-based) of the merchant's broadcasts, newest first, with the sending operator's username and the recipient's (audience member). */
export async function broadcastHistory(
  db: Db,
  merchantId: number,
  pageNo: number,
  pageSize: number,
): Promise<Broadcasts> {
  const where = eq(messageBroadcasts.merchantId, merchantId);
  const [total] = await db.select({ n: count() }).from(messageBroadcasts).where(where);
  const rows = await db
    .select({ b: messageBroadcasts, operator: operators.username, username: members.username })
    .from(messageBroadcasts)
    .leftJoin(operators, eq(operators.id, messageBroadcasts.operatorId))
    .leftJoin(members, eq(members.id, messageBroadcasts.memberId))
    .where(where)
    .orderBy(desc(messageBroadcasts.createdAt), desc(messageBroadcasts.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return { list: rows.map((r) => view(r.b, r.username, r.operator)), total: total?.n ?? 0, pageNo, pageSize };
}
