/**
 * Helpers of the money tests (wallet, deposit, withdraw, account, operator, socket): a session
 * token for a seeded account without going through the login flow, and JSON calls.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../server/db/open.ts';
import { members, merchants } from '../../../../server/db/schema.ts';
import { issueSession } from '../../../../server/services/auth/sessions.ts';

export interface Envelope<T = any> {
  success: boolean;
  code: number | string;
  message: string;
  value: T;
}

/** The seeded member `username` of DEMO. */
export async function memberRow(db: Db, username: string) {
  const [row] = await db
    .select({ m: members })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(merchants.code, 'DEMO'), eq(members.username, username)))
    .limit(1);
  if (!row) throw new Error(`no member ${username}`);
  return row.m;
}

/** A live session token of the seeded member `username`. */
export async function tokenOf(db: Db, username: string, now = new Date()): Promise<string> {
  const member = await memberRow(db, username);
  return issueSession(db, member.id, 'username', { ip: '127.0.0.1', userAgent: 'jest-money' }, now);
}

/** A JSON call with a bearer token; answers status and envelope. */
export async function api<T = any>(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  token?: string | null,
  body?: unknown,
  language: 'TW' | 'EN' = 'EN',
) {
  const headers: Record<string, string> = { 'accept-language': language === 'EN' ? 'en' : 'zh-TW' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json() as Envelope<T>, headers: res.headers };
}
